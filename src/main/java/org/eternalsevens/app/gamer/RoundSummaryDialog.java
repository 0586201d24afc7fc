package org.eternalsevens.app.gamer;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.KeyStroke;

import com.formdev.flatlaf.util.UIScale;
import net.miginfocom.swing.MigLayout;

import org.eternalsevens.app.look.ScreenFit;
import org.eternalsevens.app.look.WrapLabel;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.Gamer;
import org.eternalsevens.rules.basics.PlayerStatus;
import org.eternalsevens.rules.track.RewardPart;
import org.eternalsevens.rules.ranking.StartPlayer;
import org.eternalsevens.rules.track.Track;
import org.eternalsevens.rules.track.TrackLedger;
import org.eternalsevens.words.RankWords;
import org.eternalsevens.words.RewardWords;
import org.eternalsevens.words.Words;
import org.eternalsevens.words.Ui;

/**
 * The end of a round (R43, R47): each player's result (out, Hard Passed, eliminated) with every reward itemised
 * and explained in the engine's words (after round 2, round 1's as well), the track after the round, and round 2's
 * start player with the reason.
 * One button starts round 2 (after round 2 it goes on to the results).
 */
public final class RoundSummaryDialog extends JDialog {
    /** A player's lines wrap at this width (unscaled pixels), plain text drawn without HTML (P447). */
    private static final int WIDE = 390;
    /** A reward part's words (P355); no player is named in them. */
    private static final RewardWords PARTS = new RewardWords(Words.english(Colour::title));

    /**
     * One player's round: the result, and every change the engine made to the player's track, in the order it came
     * ({@link EarnedLines} from the ledger, P228); {@code earlier}: the player's lines of the rounds before.
     */
    public record RoundResult(Colour colour, String name, PlayerStatus status, List<EarnedLines.Line> lines,
                              List<EarnedLines.Line> earlier) {
        public RoundResult {
            lines = List.copyOf(lines);
            earlier = List.copyOf(earlier);
        }
    }

    /**
     * Each seat's result of a round from the engine's values: the status from the event that ended the player's
     * round (a Go Out, a Hard Pass or an elimination), and the round's lines with the earlier rounds'.
     */
    public static List<RoundResult> results(Gamer g, int round, List<Colour> seats, Function<Colour, String> names) {
        List<RoundResult> out = new ArrayList<>();
        for (Colour c : seats) {
            List<EarnedLines.Line> before = new ArrayList<>();
            for (int r = 1; r < round; r++) {
                before.addAll(EarnedLines.of(g.ledger(), r, c, names));
            }
            List<EarnedLines.Line> mine = EarnedLines.of(g.ledger(), round, c, names);
            PlayerStatus status = PlayerStatus.PLAYING;
            for (EarnedLines.Line l : mine) {
                status = statusAfter(l.cause(), status);
            }
            out.add(new RoundResult(c, names.apply(c), status, mine, before));
        }
        return out;
    }

    /** The players as the results name them; one who is not among them by the colour's title (P357). */
    private static Function<Colour, String> nameIn(List<RoundResult> results) {
        return c -> results.stream().filter(r -> r.colour() == c).map(RoundResult::name).findFirst()
                .orElse(c.title());
    }

    private static PlayerStatus statusAfter(TrackLedger.Cause e, PlayerStatus before) {
        switch (e) {
            case GO_OUT: return PlayerStatus.OUT;
            case HARD_PASS: return PlayerStatus.HARDPASSED;
            case ELIMINATION: return PlayerStatus.ELIMINATED;
            default: return before; // a star block, another's Hard Pass, a heart or a correction leave the player in
        }
    }

    /** What Undo in the summary takes back ({@code words}: "Blue Hard Passes", or null) and how (P341). */
    public record Undo(String words, Runnable undo) {
    }

    /** {@code next}: round 2's start player after round 1; null after round 2. */
    public RoundSummaryDialog(Window owner, int round, List<RoundResult> results, Track after, StartPlayer next,
                              Runnable startNext) {
        this(owner, round, results, after, next, startNext, null);
    }

    /**
     * With {@code undo} (or null), the summary has an Undo button and takes Ctrl+Z (P341): the table is not trapped
     * behind it, and a wrong last move of the round is taken back before the next round starts.
     */
    public RoundSummaryDialog(Window owner, int round, List<RoundResult> results, Track after, StartPlayer next,
                              Runnable startNext, Undo undo) {
        super(owner, Ui.text("gamer.summary.title", round), ModalityType.APPLICATION_MODAL);
        setName("roundSummary");
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        JPanel body = new JPanel(new MigLayout("insets dialog, wrap 1, gapy 4lp", "[grow, fill]"));
        body.add(GamerLook.styled(Ui.text("gamer.summary.title", round), "h2"));
        MigLayout grid = new MigLayout("insets 0, wrap 2, gap 24lp 12lp", "[sg p][sg p]");
        JPanel players = new JPanel(grid);
        for (RoundResult r : results) {
            players.add(player(r, after), "top");
        }
        body.add(players);
        int twoWide = players.getPreferredSize().width + 2 * UIScale.scale(24);
        if (twoWide > usableWidth(owner)) { // at a large scale the players stand one below the other
            grid.setLayoutConstraints("insets 0, wrap 1, gap 24lp 12lp");
            grid.setColumnConstraints("[]");
        }
        body.add(GamerLook.styled(Ui.text("gamer.summary.track", round), "h3"), "gaptop para");
        TrackView track = new TrackView(after);
        body.add(track, "grow 0");
        if (next != null) {
            // wrapped: with long names the reason is longer than the dialog is wide (P511)
            JLabel start = new WrapLabel(new RankWords(Words.english(nameIn(results))).starts(next) + ".", 2 * WIDE);
            start.putClientProperty(com.formdev.flatlaf.FlatClientProperties.STYLE_CLASS, "h3");
            start.setName("startPlayer");
            body.add(start, "gaptop para");
        }
        JButton go = new JButton(round == 1 ? Ui.text("gamer.summary.round2") : Ui.text("gamer.summary.results"));
        go.setName(round == 1 ? "startRound2" : "results");
        go.addActionListener(e -> {
            dispose();
            startNext.run();
        });
        JPanel buttons = new JPanel(new MigLayout("insets dialog", "[]push[]"));
        if (undo != null) {
            buttons.add(undoButton(undo));
        }
        buttons.add(go, "cell 1 0");
        JScrollPane scroll = new org.eternalsevens.app.look.ScreenCappedScroll(body, owner, buttons);
        getContentPane().add(scroll, BorderLayout.CENTER);
        getContentPane().add(buttons, BorderLayout.SOUTH);
        getRootPane().setDefaultButton(go);
        pack();
        fitScreen(this);
        setLocationRelativeTo(owner);
    }

    /** Undo, naming the move it takes back; Ctrl+Z (the Edit menu's key) presses it while the summary shows. */
    private JButton undoButton(Undo undo) {
        JButton b = new JButton(Ui.text("gamer.summary.undo"), org.eternalsevens.app.look.Icons.get("undo", 16));
        b.setName("undo");
        b.setToolTipText(undo.words() == null ? Ui.text("gamer.summary.undo.tip")
                : Ui.text("gamer.summary.undo.what", undo.words()));
        b.addActionListener(e -> {
            dispose();
            undo.undo().run();
        });
        getRootPane().registerKeyboardAction(e -> b.doClick(), KeyStroke.getKeyStroke(KeyEvent.VK_Z,
                Toolkit.getDefaultToolkit().getMenuShortcutKeyMaskEx()), JComponent.WHEN_IN_FOCUSED_WINDOW);
        return b;
    }

    private static JPanel player(RoundResult r, Track after) {
        JPanel p = new JPanel(new MigLayout("insets 0, wrap 1, gapy 2lp", "[]"));
        p.setName("result-" + r.colour().id());
        JLabel head = GamerLook.chip(r.colour(), GamerLook.mark(r.colour()) + "  " + r.name() + " "
                + status(r.status()));
        head.setName("status-" + r.colour().id());
        p.add(head);
        int i = 1;
        for (EarnedLines.Line a : r.lines()) {
            boolean start = a.cause() == TrackLedger.Cause.START;
            String id = r.colour().id() + (start ? "" : "-" + i);
            JLabel s = new WrapLabel(a.sentence() + (a.sentence().endsWith(".") ? "" : "."), WIDE);
            s.setName((start ? "start-" : "reward-") + id);
            p.add(s, "gaptop 4lp");
            int j = 1;
            for (RewardPart part : a.reward() == null ? List.<RewardPart>of() : a.reward().parts()) {
                JLabel item = new WrapLabel("\u2022 " + PARTS.labelled(part), WIDE - 16);
                item.setName("part-" + id + "-" + j++);
                p.add(item, "gapleft 12lp");
            }
            JLabel counted = new JLabel(Ui.text("gamer.summary.counted", a.amounts()));
            counted.setName("counted-" + id);
            p.add(counted, "gapleft 12lp");
            i += start ? 0 : 1;
        }
        if (i == 1) {
            p.add(new JLabel(Ui.text("gamer.summary.noReward")));
        }
        if (!r.earlier().isEmpty()) {
            List<String> words = new ArrayList<>();
            for (EarnedLines.Line a : r.earlier()) {
                String said = a.sentence().endsWith(".") ? a.sentence().substring(0, a.sentence().length() - 1)
                        : a.sentence();
                words.add(Ui.text("gamer.summary.earlier", a.round(), said, a.amounts()));
            }
            JLabel earlier = new WrapLabel(String.join(". ", words) + ".", WIDE);
            earlier.setName("earlier-" + r.colour().id());
            p.add(earlier, "gaptop 4lp");
        }
        JLabel now = new JLabel(Ui.text("gamer.summary.now", hearts(after.hearts(r.colour())),
                stars(after.stars(r.colour()))));
        now.setName("now-" + r.colour().id());
        p.add(now, "gaptop 4lp");
        return p;
    }

    private static String status(PlayerStatus s) {
        switch (s) {
            case OUT: return Ui.text("gamer.summary.out");
            case HARDPASSED: return Ui.text("gamer.summary.hardPassed");
            case ELIMINATED: return Ui.text("gamer.summary.eliminated");
            default: return Ui.text("gamer.summary.playing");
        }
    }

    /** A counted amount with its sign: "+9 hearts" from 9 and "9 hearts". */
    static String amount(int n, String counted) {
        return (n > 0 ? "+" : "") + counted;
    }

    static String hearts(int n) {
        return Ui.text("gamer.count.hearts", n);
    }

    static String stars(int n) {
        return Ui.text("gamer.count.stars", n);
    }

    private static int usableWidth(Window owner) {
        return usable(owner).width - 40;
    }

    /** The owner's screen (the default one without an owner) less its task bars, as ScreenFit pretends it. */
    private static Rectangle usable(Window owner) {
        return ScreenFit.usable(owner);
    }

    /** Keeps a dialog within the usable screen: the body scrolls, the buttons stay in view. */
    static void fitScreen(Window w) {
        if (java.awt.GraphicsEnvironment.isHeadless()) {
            return;
        }
        Rectangle screen = ScreenFit.usable(w);
        int maxW = screen.width - 40;
        int maxH = screen.height - 40;
        Dimension d = w.getSize();
        if (d.width > maxW || d.height > maxH) {
            w.setSize(Math.min(d.width + UIScale.scale(24), maxW), Math.min(d.height, maxH));
            w.validate();
        }
    }
}
