package org.eternalsevens.app.dialogs;

import javax.swing.JButton;
import javax.swing.JDialog;
import org.eternalsevens.words.Ui;

/**
 * The buttons at the end of a game, built once for the Casual and the Gamer results (P270): save the record, a new
 * game with the same players (it closes the results first), and close. Each dialog places them as it lays out.
 */
public record EndButtons(JButton save, JButton again, JButton close) {
    public static EndButtons of(JDialog results, Runnable newGameSamePlayers, Runnable save) {
        JButton again = new JButton(Ui.text("dialog.end.again"));
        again.setName("newGameSamePlayers");
        again.addActionListener(e -> {
            results.dispose();
            newGameSamePlayers.run();
        });
        JButton saveButton = new JButton(Ui.text("dialog.end.save"));
        saveButton.setName("save");
        saveButton.addActionListener(e -> save.run());
        JButton close = new JButton(Ui.text("dialog.close"));
        close.setName("close");
        close.addActionListener(e -> results.dispose());
        return new EndButtons(saveButton, again, close);
    }
}
