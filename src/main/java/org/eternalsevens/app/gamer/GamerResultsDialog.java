package org.eternalsevens.app.gamer;

import java.awt.BorderLayout;
import java.awt.Window;
import java.util.List;
import java.util.function.Function;

import javax.swing.JDialog;
import javax.swing.JPanel;

import net.miginfocom.swing.MigLayout;

import org.eternalsevens.words.Ui;
import org.eternalsevens.app.dialogs.EndButtons;
import org.eternalsevens.app.look.Dialogs;
import org.eternalsevens.app.look.ScreenFit;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.ranking.Place;
import org.eternalsevens.rules.track.Track;
import org.eternalsevens.rules.track.TrackLedger;

/**
 * The results window of a Gamer game (issue 25 §3, P340): the {@link GamerResultsPanel} and under it, outside any
 * scrolling, Save record…, New game with the same players, and Close. The window is packed no larger than the
 * screen: what gives is the ledger's lines, which scroll; never the buttons.
 */
public final class GamerResultsDialog extends JDialog {
    private final GamerResultsPanel panel;

    public GamerResultsDialog(Window owner, List<Place> places, Track track, TrackLedger ledger,
                              Function<Colour, String> names, Runnable newGameSamePlayers, Runnable save) {
        super(owner, Ui.text("gamer.results.title"), ModalityType.APPLICATION_MODAL);
        setName("gamerResultsDialog");
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        EndButtons buttons = EndButtons.of(this, newGameSamePlayers, save);
        JPanel south = new JPanel(new MigLayout("insets 0 12lp 12lp 12lp", "[]push[][]"));
        south.setName("endButtons");
        south.add(buttons.save());
        south.add(buttons.again());
        south.add(buttons.close());
        panel = new GamerResultsPanel(places, track, ledger, names, south.getPreferredSize().height);
        getContentPane().add(panel.scrolls() ? whole(panel) : panel, BorderLayout.CENTER);
        getContentPane().add(south, BorderLayout.SOUTH);
        getRootPane().setDefaultButton(buttons.close());
        Dialogs.closeOnEscape(this);
        ScreenFit.packCentred(this);
    }

    /** The panel in one scroll pane, the buttons still outside it (P520). */
    private static javax.swing.JScrollPane whole(GamerResultsPanel panel) {
        javax.swing.JScrollPane pane = new org.eternalsevens.app.look.QuietScrollPane(panel,
                javax.swing.ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED,
                javax.swing.ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER);
        pane.setName("resultsScroll");
        pane.setBorder(javax.swing.BorderFactory.createEmptyBorder());
        pane.getVerticalScrollBar().setUnitIncrement(com.formdev.flatlaf.util.UIScale.scale(24));
        return pane;
    }

    GamerResultsPanel panel() {
        return panel;
    }
}
