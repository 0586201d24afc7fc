package org.eternalsevens.app.dialogs;

import java.awt.Component;
import java.awt.Window;

import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;

import net.miginfocom.swing.MigLayout;

import org.eternalsevens.app.look.Dialogs;
import org.eternalsevens.app.look.HeadingLabel;
import org.eternalsevens.app.look.ScreenFit;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.words.Ui;

/**
 * Acquire (two players): the card taken, as buttons. The app counts the face-up cards but does not know which
 * they are, so every card is offered, one row per colour, with P for a purple card and "No card named" (P67, P48).
 */
public final class AcquireDialog extends JDialog {
    private String chosen; // null: cancelled; "": no card named

    public AcquireDialog(Window owner, String who, int faceUp) {
        super(owner, Ui.text("dialog.acquire.title"), ModalityType.APPLICATION_MODAL);
        setName("acquire-dialog");
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        JPanel outer = new JPanel(new MigLayout("insets dialog, gap 4, wrap 1", "[fill]"));
        JLabel q = new HeadingLabel(1);
        q.setText(Dialogs.wrap(Ui.text("dialog.acquire.question", who,
                faceUp)));
        outer.add(q, "gapbottom para");
        // one line a colour, narrow buttons: at 250% it still fits a 1366×768 screen
        JPanel root = new JPanel(new MigLayout("insets 0, gap 4, wrap 11", "[right][sg c]"));
        outer.add(root);
        for (Colour row : Colour.values()) {
            JLabel l = new JLabel(Theme.mark(row));
            l.setForeground(Theme.colour(row));
            root.add(l);
            for (int n = 1; n <= 10; n++) {
                root.add(card(String.valueOf(row.letter()) + n, Ui.text("dialog.acquire.card", row.id(), n)),
                        "sg c, growx");
            }
        }
        JButton purple = card("P", Ui.text("dialog.acquire.purple.tip"));
        purple.setText(Ui.text("dialog.acquire.purple"));
        root.add(purple, "skip, span 3, growx, gaptop para");
        JButton none = new JButton(Ui.text("dialog.acquire.none"));
        none.setName("acquire-none");
        none.addActionListener(e -> choose(""));
        root.add(none, "span 4, growx");
        JButton cancel = new JButton(Ui.text("dialog.cancel"));
        cancel.setName("cancel");
        cancel.addActionListener(e -> dispose());
        root.add(cancel, "span 3, growx 0, right, gaptop para"); // on the same line: it fits a short screen
        Dialogs.closeOnEscape(this);
        setContentPane(outer);
        ScreenFit.packCentred(this);
    }

    private JButton card(String id, String tip) {
        JButton b = new JButton(id);
        b.putClientProperty(com.formdev.flatlaf.FlatClientProperties.MINIMUM_WIDTH, 0);
        b.setMargin(new java.awt.Insets(2, 6, 2, 6)); // the look scales it with the rest
        b.setName("acquire-" + id);
        b.setToolTipText(tip);
        b.addActionListener(e -> choose(id));
        return b;
    }

    private void choose(String card) {
        chosen = card;
        dispose();
    }

    /** The card named (like "R3" or "P"), "" for none named, or null when cancelled. */
    public static String ask(Component parent, String who, int faceUp) {
        AcquireDialog d = new AcquireDialog(SwingUtilities.getWindowAncestor(parent), who, faceUp);
        d.setVisible(true);
        return d.chosen;
    }
}
