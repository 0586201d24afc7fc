package org.eternalsevens.app.actions;

import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;

import net.miginfocom.swing.MigLayout;

import org.eternalsevens.app.look.Html;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.session.TableControl;
import org.eternalsevens.words.Ui;

/**
 * Typing moves in the record notation ("red: play R5"). Enter sends the move; a refused move shows the engine's
 * reason under the box and keeps what was typed, so it can be corrected.
 */
public final class CommandBox extends JPanel implements TableControl.View {
    private final JTextField text = new JTextField();
    private final JLabel error = new JLabel(" ");
    private Object refusedAt; // the point on screen when the refusal was shown: it is cleared once that changes

    public CommandBox(TableControl table) {
        setName("command-box");
        setLayout(new MigLayout("insets 0, gap 2, wrap 1", "[grow,fill]"));
        text.setName("command");
        error.setName("command-error");
        error.setForeground(Theme.refusal());
        text.putClientProperty("JTextField.placeholderText", Ui.text("actions.command.placeholder"));
        text.setToolTipText(Ui.text("actions.command.tip"));
        text.addActionListener(e -> {
            String typed = text.getText().trim();
            if (typed.isEmpty()) {
                return;
            }
            String refusal = table.sendTyped(typed);
            if (refusal == null) {
                text.setText("");
                error.setText(" ");
            } else {
                error.setText("<html>" + Html.escape(refusal) + "</html>");
                refusedAt = point(table);
            }
        });
        this.table = table;
        JLabel label = new JLabel(Ui.text("actions.command.label"));
        add(label);
        add(text);
        add(error, "wmin 100");
    }

    private final TableControl table;

    /** The session, the move count and whether it is live: what a refusal was about. */
    private static Object point(TableControl t) {
        return java.util.Arrays.asList(t.session(), t.shownMoves(), t.live());
    }

    @Override
    public void showTable(TableControl t) {
        error.setForeground(Theme.refusal());
        // after Continue from here, a new game or any change, a hint about the old point is stale (defect 8)
        if (refusedAt != null && !refusedAt.equals(point(t))) {
            error.setText(" ");
            refusedAt = null;
        }
    }
}
