package org.eternalsevens.app;

import java.awt.Color;

import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;

import net.miginfocom.swing.MigLayout;

/**
 * Typing moves in the record notation ("red: play R5"). Enter sends the move; a refused move shows the engine's
 * reason under the box and keeps what was typed, so it can be corrected.
 */
final class CommandBox extends JPanel {
    private final JTextField text = new JTextField();
    private final JLabel error = new JLabel(" ");

    CommandBox(TableControl table) {
        setName("command-box");
        setLayout(new MigLayout("insets 0, gap 2, wrap 1", "[grow,fill]"));
        text.setName("command");
        error.setName("command-error");
        error.setForeground(SpacePainter.ui("EternalSevens.refusal", new Color(0xC62828)));
        text.putClientProperty("JTextField.placeholderText", "Type a move, e.g. red: play R5");
        text.setToolTipText("A move in record notation: red: play R5, blue: pass discard, green: reveal phoenix ...");
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
                error.setText("<html>" + refusal.replace("&", "&amp;").replace("<", "&lt;") + "</html>");
            }
        });
        JLabel label = new JLabel("Type a move:");
        add(label);
        add(text);
        add(error, "wmin 100");
    }
}
