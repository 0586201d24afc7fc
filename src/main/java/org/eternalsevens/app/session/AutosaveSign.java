package org.eternalsevens.app.session;

import java.awt.Component;
import java.awt.Font;

import javax.swing.Box;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JMenuBar;
import javax.swing.Timer;

import org.eternalsevens.app.look.Dialogs;
import org.eternalsevens.app.look.Icons;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.record.Journal;
import org.eternalsevens.words.Ui;

/**
 * A sign that stays on screen while moves are not being autosaved (P63): in the window's title and at the right of
 * its menu bar. It names the case: read-only (another window writes), autosave off (the folder cannot be written),
 * or a failing autosave that refuses moves until a write succeeds; and "Saving…" while the disk is slow to take a
 * move (P216). No sign while all is well.
 */
final class AutosaveSign {
    private final JFrame frame;
    private final JLabel label = new JLabel();
    private Timer waitForMenus;
    private Object shown = this; // what the sign shows now (this: nothing yet): the same again touches nothing

    AutosaveSign(Component owner) {
        frame = owner instanceof JFrame f ? f : null;
        label.setName("autosave-sign");
        label.setFont(label.getFont().deriveFont(Font.BOLD));
        label.setVisible(false);
    }

    /** What the sign tells: each case but {@link #SAVING} is a fault, shown as a warning (issue 24 §2). */
    enum Case {
        NOT_AUTOSAVING, READ_ONLY, FAILING, SAVING;

        boolean fault() {
            return this != SAVING;
        }
    }

    /** The sign's case for a game, or null when its moves are autosaved. */
    static Case of(GameSession s) {
        Journal j = s == null ? null : s.journal();
        if (s == null) {
            return null;
        }
        if (j == null) {
            return Case.NOT_AUTOSAVING;
        }
        return j.isReadOnly() ? Case.READ_ONLY : j.failing() ? Case.FAILING : j.saving() ? Case.SAVING : null;
    }

    /** The sign's words for a game, or null when its moves are autosaved. {@code off}: why there is no journal. */
    static String words(GameSession s, String off) {
        Case c = of(s);
        if (c == null) {
            return null;
        }
        switch (c) {
            case NOT_AUTOSAVING:
                return Ui.text("session.sign.notAutosaving", (off == null ? Ui.text("session.autosave.cannot") : off));
            case READ_ONLY:
                return Ui.text("session.sign.readOnly", Autosave.READ_ONLY);
            case FAILING:
                return Ui.text("session.sign.failing");
            default:
                return Ui.text("session.sign.saving");
        }
    }

    /** Shows the sign for a game, or hides it. */
    void show(GameSession s, String off) {
        if (frame == null) {
            return;
        }
        Case c = of(s);
        String w = words(s, off);
        // called after every move: the title (a call to the window system) and the menu bar change only with the words
        Object now = java.util.Arrays.asList(w, com.formdev.flatlaf.FlatLaf.isLafDark(), frame.getJMenuBar());
        if (now.equals(shown)) {
            return;
        }
        shown = now;
        String shortWords = w == null ? null : w.substring(0, w.indexOf(':') < 0 ? w.length() : w.indexOf(':'));
        frame.setTitle(w == null ? Ui.text("app.title") : Ui.text("app.title.sign", shortWords.toUpperCase()));
        label.setText(shortWords == null ? "" : shortWords + "  ");
        label.setToolTipText(w == null ? null : Dialogs.wrap(w));
        label.setVisible(w != null);
        // a warning in the refusal red of the command box, lighter on a dark theme (the theme may change while it
        // shows); "Saving…" is no fault, and is said in the plain text colour
        boolean warning = c != null && c.fault();
        label.setIcon(warning ? Icons.get("warning", 16) : null);
        label.setForeground(!warning ? javax.swing.UIManager.getColor("Label.foreground") : Theme.refusal());
        placeInMenuBar();
    }

    String text() {
        return label.isVisible() ? label.getText().strip() : "";
    }

    /** The menu bar is built just after the first paint: the sign joins it as soon as it is there. */
    private void placeInMenuBar() {
        JMenuBar bar = frame.getJMenuBar();
        if (bar != null) {
            if (label.getParent() != bar) {
                bar.add(Box.createHorizontalGlue());
                bar.add(label);
                bar.revalidate();
            }
            bar.repaint();
            return;
        }
        if (waitForMenus == null) {
            waitForMenus = new Timer(100, e -> {
                if (frame.getJMenuBar() != null || !frame.isDisplayable()) {
                    ((Timer) e.getSource()).stop();
                    placeInMenuBar();
                }
            });
            waitForMenus.start();
        }
    }
}
