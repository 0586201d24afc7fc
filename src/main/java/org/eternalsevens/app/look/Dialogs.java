package org.eternalsevens.app.look;

import java.awt.Component;
import java.awt.event.KeyEvent;

import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JOptionPane;
import javax.swing.KeyStroke;

/** Plain-word message dialogs, wrapped to a readable width. */
public final class Dialogs {
    private Dialogs() {
    }

    /** The most characters of a message: past it, a message that quotes too much is cut short (P235). */
    static final int LONGEST = 1500;

    public static void error(Component owner, String title, String sentence) {
        show(owner, title, new JOptionPane(wrap(sentence), JOptionPane.ERROR_MESSAGE));
    }

    public static void warn(Component owner, String title, String sentence) {
        show(owner, title, new JOptionPane(wrap(sentence), JOptionPane.WARNING_MESSAGE));
    }

    public static boolean ask(Component owner, String title, String question) {
        JOptionPane p = new JOptionPane(wrap(question), JOptionPane.QUESTION_MESSAGE, JOptionPane.YES_NO_OPTION);
        show(owner, title, p);
        return Integer.valueOf(JOptionPane.YES_OPTION).equals(p.getValue());
    }

    /** Shows the message as JOptionPane would, on the screen whatever its size (P235, ScreenFit). */
    private static void show(Component owner, String title, JOptionPane p) {
        JDialog d = p.createDialog(owner, title);
        ScreenFit.packCentred(d);
        d.setVisible(true);
        d.dispose();
    }

    /** Escape closes the dialog, as its Cancel or Close button does. */
    public static void closeOnEscape(JDialog d) {
        d.getRootPane().registerKeyboardAction(e -> d.dispose(), KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
                JComponent.WHEN_IN_FOCUSED_WINDOW);
    }

    /** A message, cut short past {@link #LONGEST} characters, as HTML that Swing wraps to a readable width. */
    public static String wrap(String s) {
        return TextWrap.html(org.eternalsevens.words.Quoted.shortened(s, LONGEST), 380);
    }
}
