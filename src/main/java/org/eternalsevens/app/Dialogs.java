package org.eternalsevens.app;

import java.awt.Component;
import java.awt.event.KeyEvent;

import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JOptionPane;
import javax.swing.KeyStroke;

/** Plain-word message dialogs, wrapped to a readable width. */
final class Dialogs {
    private Dialogs() {
    }

    static void error(Component owner, String title, String sentence) {
        JOptionPane.showMessageDialog(owner, wrap(sentence), title, JOptionPane.ERROR_MESSAGE);
    }

    static void warn(Component owner, String title, String sentence) {
        JOptionPane.showMessageDialog(owner, wrap(sentence), title, JOptionPane.WARNING_MESSAGE);
    }

    static boolean ask(Component owner, String title, String question) {
        return JOptionPane.showConfirmDialog(owner, wrap(question), title, JOptionPane.YES_NO_OPTION,
                JOptionPane.QUESTION_MESSAGE) == JOptionPane.YES_OPTION;
    }

    /** Escape closes the dialog, as its Cancel or Close button does. */
    static void closeOnEscape(JDialog d) {
        d.getRootPane().registerKeyboardAction(e -> d.dispose(), KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
                JComponent.WHEN_IN_FOCUSED_WINDOW);
    }

    static String wrap(String s) {
        String safe = s.replace("&", "&amp;").replace("<", "&lt;");
        return "<html><div style='width:380px'>" + safe + "</div></html>";
    }
}
