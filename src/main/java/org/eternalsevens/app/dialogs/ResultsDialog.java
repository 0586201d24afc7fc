package org.eternalsevens.app.dialogs;

import java.awt.Window;

import java.util.ArrayList;
import java.util.List;

import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;

import com.formdev.flatlaf.FlatClientProperties;
import net.miginfocom.swing.MigLayout;

import org.eternalsevens.app.look.Dialogs;
import org.eternalsevens.app.look.Icons;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.rules.CasualPlace;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.words.RankWords;
import org.eternalsevens.words.Ui;

/**
 * The end of a Casual game: each place with its player and the engine's reason for it. From here,
 * a new game with the same players, or saving the record.
 */
public final class ResultsDialog extends JDialog {
    /** One line of the results. */
    record Line(int place, Colour colour, String name, String reason) {
    }

    public ResultsDialog(Window owner, GameState finished, Runnable newGameSamePlayers, Runnable save) {
        super(owner, Ui.text("gamer.results.title"), ModalityType.APPLICATION_MODAL);
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        JPanel root = new JPanel(new MigLayout("insets dialog, wrap 4", "[right]16lp[]8lp[]24lp[grow]"));
        JLabel title = new JLabel(Ui.text("dialog.results.over"));
        title.putClientProperty(FlatClientProperties.STYLE_CLASS, "h2");
        root.add(title, "span 4, left, gapbottom para");
        for (Line line : lines(finished)) {
            JLabel place = new JLabel(ordinal(line.place()));
            place.putClientProperty(FlatClientProperties.STYLE_CLASS, line.place() == 1 ? "h2" : "h3");
            place.setName("place" + line.place());
            if (line.place() == 1) {
                place.setIcon(Icons.get("trophy", 24));
            }
            JLabel mark = new JLabel(Theme.symbol(line.colour()), new NewGameSeats.Swatch(Theme.colour(line.colour())),
                    JLabel.LEADING);
            mark.setForeground(Theme.colour(line.colour()));
            mark.putClientProperty(FlatClientProperties.STYLE_CLASS, "h3");
            mark.setToolTipText(line.colour().title());
            JLabel name = new JLabel(line.name());
            name.putClientProperty(FlatClientProperties.STYLE_CLASS, "h3");
            name.setName("name" + line.place());
            JLabel reason = new JLabel(line.reason());
            reason.setName("reason" + line.place());
            root.add(place);
            root.add(mark);
            root.add(name);
            root.add(reason);
        }
        EndButtons buttons = EndButtons.of(this, newGameSamePlayers, save);
        root.add(buttons.save(), "span 4, split 3, gaptop para, tag left");
        root.add(buttons.close(), "tag cancel");
        root.add(buttons.again(), "tag ok");
        getRootPane().setDefaultButton(buttons.again());
        Dialogs.closeOnEscape(this);
        setContentPane(root);
        pack();
        setLocationRelativeTo(owner);
    }

    /** Shows the results of a finished game; the buttons run the given actions. */
    public static void show(Window owner, GameState finished, Runnable newGameSamePlayers, Runnable save) {
        new ResultsDialog(owner, finished, newGameSamePlayers, save).setVisible(true);
    }

    /** The places in order, each with the engine's reason (R13, R14: {@link CasualPlace}). */
    static List<Line> lines(GameState finished) {
        List<Line> out = new ArrayList<>();
        for (CasualPlace p : CasualPlace.of(finished)) {
            out.add(new Line(p.place(), p.colour(), finished.setup().nameOf(p.colour()),
                    RankWords.casual(p)));
        }
        return out;
    }

    /** 1st, 2nd, 3rd, 4th. */
    static String ordinal(int n) {
        return Ui.text("dialog.results.place", n);
    }
}
