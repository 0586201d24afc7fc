package org.eternalsevens.app.gamer;

import java.nio.file.Files;
import java.util.List;

import javax.swing.JButton;
import javax.swing.JFrame;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;

import net.miginfocom.swing.MigLayout;

import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.dragon.DragonOffers;
import org.eternalsevens.rules.HardPass;
import org.eternalsevens.rules.ranking.StartPlayer;
import org.eternalsevens.rules.track.Track;

/**
 * A tool, not a test: every Gamer view with sample values in one window, and buttons for the dialogs. Run it on
 * the test class path (README, "Gamer mode views"); {@code -Des.scale=200 -Des.dark=true} choose the look.
 */
public final class GamerViewsDemo {
    private GamerViewsDemo() {
    }

    public static void main(String[] args) throws Exception {
        Settings prefs = Settings.defaults(Files.createTempDirectory("es-demo").resolve("s.properties"));
        prefs.scalePercent(Integer.getInteger("es.scale", 100));
        prefs.dark(Boolean.getBoolean("es.dark"));
        Theme.setup(prefs);
        SwingUtilities.invokeLater(() -> frame().setVisible(true));
    }

    static JFrame frame() {
        JFrame f = new JFrame("Gamer views");
        f.setName("gamerViewsDemo");
        f.setDefaultCloseOperation(JFrame.DISPOSE_ON_CLOSE);
        JPanel root = new JPanel(new MigLayout("insets dialog, wrap 1", "[]"));
        Track track = GamerSamples.track();
        TrackView trackView = new TrackView(track);
        root.add(trackView);
        FinalTurnsLine line = new FinalTurnsLine();
        line.show(GamerSamples.finalTurns(), Colour.RED, GamerSamples::name);
        root.add(line);
        DragonCardsView dragon = new DragonCardsView(GamerSamples.cards(), a -> System.out.println(a.words()),
                () -> System.out.println("dragon none"));
        dragon.setOffer(DragonOffers.of(GamerSamples.cards(), false), true);
        root.add(dragon);
        JButton hardPass = new JButton("Hard Pass\u2026");
        hardPass.addActionListener(e -> System.out.println(new HardPassDialog(f, Colour.BLUE, "Blue", 2, 1,
                HardPass.EXPERT.may(Colour.BLUE, true, true, 2, false), GamerSamples.fieldWithRed3(),
                GamerSamples.knownBlue5(), h -> GamerSamples.hardPass(Colour.BLUE, h, true)).ask()));
        hardPass.setName("openHardPass");
        JButton summary = new JButton("Round summary\u2026");
        summary.setName("openRoundSummary");
        summary.addActionListener(e -> {
            Track after = GamerSamples.afterRound(track);
            new RoundSummaryDialog(f, 1, GamerSamples.roundResults(track), after, StartPlayer.round2(after),
                    () -> System.out.println("round 2")).setVisible(true);
        });
        root.add(hardPass, "split 2");
        root.add(summary);
        root.add(new GamerResultsPanel(GamerSamples.rulebookPlaces(), GamerSamples.rulebookTrack(),
                GamerSamples.bothRoundsLedger(), GamerSamples::name));
        f.setContentPane(new JScrollPane(root));
        f.pack();
        RoundSummaryDialog.fitScreen(f);
        return f;
    }

    /** The views the demo window holds itself; the two dialogs open from its buttons. */
    static List<String> names() {
        return List.of("track", "finalTurns", "dragonCards", "gamerResults", "openHardPass", "openRoundSummary");
    }
}
