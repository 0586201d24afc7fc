package org.eternalsevens.app.gamer;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.GraphicsConfiguration;
import java.awt.Insets;
import java.awt.Rectangle;
import java.awt.Toolkit;
import java.awt.Window;
import java.util.List;

import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;

import com.formdev.flatlaf.util.UIScale;
import net.miginfocom.swing.MigLayout;

import org.eternalsevens.rules.Colour;
import org.eternalsevens.rules.PlayerStatus;
import org.eternalsevens.rules.Reward;
import org.eternalsevens.rules.RewardPart;
import org.eternalsevens.rules.StartPlayer;
import org.eternalsevens.rules.Track;

/**
 * The end of round 1 (R43, R47): each player's result (out, Hard Passed, eliminated) with every reward itemised
 * and explained in the engine's words, the track after the round, and round 2's start player with the reason.
 * One button starts round 2 (after round 2 it goes on to the results).
 */
public final class RoundSummaryDialog extends JDialog {
    /**
     * One player's round: the result, the engine's sentence for it (an elimination's, or empty), and the rewards
     * as put on the track, in the order they came.
     */
    public record RoundResult(Colour colour, String name, PlayerStatus status, String sentence,
                              List<Reward.Applied> rewards) {
        public RoundResult {
            rewards = List.copyOf(rewards);
            sentence = sentence == null ? "" : sentence;
        }
    }

    /** {@code next}: round 2's start player after round 1; null after round 2. */
    public RoundSummaryDialog(Window owner, int round, List<RoundResult> results, Track after, StartPlayer next,
                              Runnable startNext) {
        super(owner, "Round " + round + " is over", ModalityType.APPLICATION_MODAL);
        setName("roundSummary");
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        JPanel body = new JPanel(new MigLayout("insets dialog, wrap 1, gapy 4lp", "[grow, fill]"));
        body.add(GamerLook.styled("Round " + round + " is over", "h2"));
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
        body.add(GamerLook.styled("The track after round " + round, "h3"), "gaptop para");
        TrackView track = new TrackView(after);
        body.add(track, "grow 0");
        if (next != null) {
            JLabel start = GamerLook.styled(next.reason() + ".", "h3");
            start.setName("startPlayer");
            body.add(start, "gaptop para");
        }
        JButton go = new JButton(round == 1 ? "Start round 2" : "See the results");
        go.setName(round == 1 ? "startRound2" : "results");
        go.addActionListener(e -> {
            dispose();
            startNext.run();
        });
        JPanel buttons = new JPanel(new MigLayout("insets dialog", "push[]"));
        buttons.add(go);
        JScrollPane scroll = new JScrollPane(body);
        scroll.setBorder(BorderFactory.createEmptyBorder());
        scroll.getVerticalScrollBar().setUnitIncrement(24);
        getContentPane().add(scroll, BorderLayout.CENTER);
        getContentPane().add(buttons, BorderLayout.SOUTH);
        getRootPane().setDefaultButton(go);
        pack();
        fitScreen(this);
        setLocationRelativeTo(owner);
    }

    private static JPanel player(RoundResult r, Track after) {
        JPanel p = new JPanel(new MigLayout("insets 0, wrap 1, gapy 2lp", "[]"));
        p.setName("result-" + r.colour().id());
        JLabel head = GamerLook.chip(r.colour(), GamerLook.mark(r.colour()) + "  " + r.name() + " "
                + status(r.status()));
        head.setName("status-" + r.colour().id());
        p.add(head);
        if (!r.sentence().isEmpty()) {
            JLabel s = new JLabel(GamerLook.wrap(r.sentence(), 300));
            s.setName("sentence-" + r.colour().id());
            p.add(s);
        }
        int i = 1;
        for (Reward.Applied a : r.rewards()) {
            JLabel s = new JLabel(GamerLook.wrap(a.sentence() + ".", 300));
            s.setName("reward-" + r.colour().id() + "-" + i);
            p.add(s, "gaptop 4lp");
            int j = 1;
            for (RewardPart part : a.reward().parts()) {
                JLabel item = new JLabel(GamerLook.wrap("\u2022 " + (part.source().isEmpty() ? ""
                        : part.source() + ": ") + part.words(), 288));
                item.setName("part-" + r.colour().id() + "-" + i + "-" + j++);
                p.add(item, "gapleft 12lp");
            }
            JLabel counted = new JLabel("Counted: " + amount(a.hearts(), "heart") + ", " + amount(a.stars(), "star"));
            counted.setName("counted-" + r.colour().id() + "-" + i);
            p.add(counted, "gapleft 12lp");
            i++;
        }
        if (r.rewards().isEmpty() && r.sentence().isEmpty()) {
            p.add(new JLabel("No reward."));
        }
        JLabel now = new JLabel("Now " + count(after.hearts(r.colour()), "heart") + " and "
                + count(after.stars(r.colour()), "star") + ".");
        now.setName("now-" + r.colour().id());
        p.add(now, "gaptop 4lp");
        return p;
    }

    private static String status(PlayerStatus s) {
        switch (s) {
            case OUT: return "went out";
            case HARDPASSED: return "Hard Passed";
            case ELIMINATED: return "was eliminated";
            default: return "is still playing";
        }
    }

    private static String amount(int n, String what) {
        return (n > 0 ? "+" : "") + count(n, what);
    }

    private static String count(int n, String what) {
        return n + " " + what + (n == 1 ? "" : "s");
    }

    private static int usableWidth(Window owner) {
        GraphicsConfiguration gc = owner != null ? owner.getGraphicsConfiguration()
                : java.awt.GraphicsEnvironment.getLocalGraphicsEnvironment().getDefaultScreenDevice()
                .getDefaultConfiguration();
        Insets in = Toolkit.getDefaultToolkit().getScreenInsets(gc);
        return gc.getBounds().width - in.left - in.right - 40;
    }

    /** Keeps a dialog within the usable screen: the body scrolls, the buttons stay in view. */
    static void fitScreen(Window w) {
        GraphicsConfiguration gc = w.getGraphicsConfiguration();
        if (gc == null) {
            return;
        }
        Rectangle screen = gc.getBounds();
        Insets in = Toolkit.getDefaultToolkit().getScreenInsets(gc);
        int maxW = screen.width - in.left - in.right - 40;
        int maxH = screen.height - in.top - in.bottom - 40;
        Dimension d = w.getSize();
        if (d.width > maxW || d.height > maxH) {
            w.setSize(Math.min(d.width + UIScale.scale(24), maxW), Math.min(d.height, maxH));
            w.validate();
        }
    }
}
