package org.eternalsevens.app;

import java.awt.Component;
import java.awt.Window;

import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;

import net.miginfocom.swing.MigLayout;

import org.eternalsevens.rules.Colour;

/**
 * Acquire (two players): the card taken, as buttons. The app counts the face-up cards but does not know which
 * they are, so every card is offered, one row per colour, with P for a purple card and "No card named" (P67, P48).
 */
final class AcquireDialog extends JDialog {
    private String chosen; // null: cancelled; "": no card named

    AcquireDialog(Window owner, String who, int faceUp) {
        super(owner, "Acquire", ModalityType.APPLICATION_MODAL);
        setName("acquire-dialog");
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        JPanel root = new JPanel(new MigLayout("insets dialog, gap 4, wrap 11", "[right][sg c]"));
        JLabel q = new HeadingLabel(1);
        q.setText("Which face-up card does " + who + " take? (" + PlayerPanel.count(faceUp, "face-up card") + ")");
        root.add(q, "span, wrap, gapbottom para");
        for (Colour row : Colour.values()) {
            JLabel l = new JLabel(Theme.mark(row));
            l.setForeground(Theme.colour(row));
            root.add(l);
            for (int n = 1; n <= 10; n++) {
                root.add(card(String.valueOf(row.letter()) + n, n + " of " + row.id()), "sg c, growx");
            }
        }
        JButton purple = card("P", "a purple card");
        purple.setText("P (purple)");
        root.add(purple, "skip, span 3, growx, gaptop para");
        JButton none = new JButton("No card named");
        none.setName("acquire-none");
        none.addActionListener(e -> choose(""));
        root.add(none, "span 3, growx");
        JButton cancel = new JButton("Cancel");
        cancel.setName("cancel");
        cancel.addActionListener(e -> dispose());
        root.add(cancel, "span 4, tag cancel, growx 0, right");
        Dialogs.closeOnEscape(this);
        setContentPane(root);
        ScreenFit.packCentred(this);
    }

    private JButton card(String id, String tip) {
        JButton b = new JButton(id);
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
    static String ask(Component parent, String who, int faceUp) {
        AcquireDialog d = new AcquireDialog(SwingUtilities.getWindowAncestor(parent), who, faceUp);
        d.setVisible(true);
        return d.chosen;
    }
}
