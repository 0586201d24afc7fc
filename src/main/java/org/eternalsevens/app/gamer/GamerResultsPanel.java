package org.eternalsevens.app.gamer;

import java.awt.Rectangle;
import java.util.List;
import java.util.function.Function;

import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ScrollPaneConstants;

import net.miginfocom.swing.MigLayout;

import com.formdev.flatlaf.util.UIScale;

import org.eternalsevens.words.RankWords;
import org.eternalsevens.app.look.QuietScrollPane;
import org.eternalsevens.app.look.ScreenFit;
import org.eternalsevens.app.look.TextWrap;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.ranking.Place;
import org.eternalsevens.rules.ranking.RankGroup;
import org.eternalsevens.rules.ranking.Ranking;
import org.eternalsevens.rules.track.Track;
import org.eternalsevens.rules.track.TrackLedger;

/**
 * The results of a Gamer game (R46), one screen (issue 25 §3, P340): on the left each place with its colour, its
 * priority group and the engine's reason ({@link Ranking}), and the track as it ended, drawn once; on the right what
 * each player earned in each round, as a table whose rounds add up to the track (P228), and under it the engine's
 * ledger line by line, the one part that scrolls when the screen is short. Where the two columns do not fit the
 * screen's width, the right one stands under the left.
 */
public final class GamerResultsPanel extends JPanel {
    private static final int REASON_WIDTH = 380;
    private static final int LINE_WIDTH = 520;
    private static final int LINE_MIN = 260;
    private final JScrollPane detail;

    /** The places, the track, and its ledger as the engine kept it ({@code names}: the players' names). */
    public GamerResultsPanel(List<Place> places, Track track, TrackLedger ledger, Function<Colour, String> names) {
        super(new MigLayout("insets dialog, gap 24lp 0", "[][grow, fill]", "[grow, fill]"));
        setName("gamerResults");
        JPanel left = ranking(places);
        left.add(GamerLook.styled("The track at the end", "h3"), "gaptop para");
        left.add(new TrackView(track));
        Rectangle screen = ScreenFit.usable(null);
        int leftWide = left.getPreferredSize().width;
        int lineWide = Math.max(UIScale.scale(LINE_MIN), Math.min(UIScale.scale(LINE_WIDTH),
                screen.width - leftWide - UIScale.scale(24 + 3 * 12 + 40)));
        JPanel right = new JPanel(new MigLayout("insets 0, wrap 1, gapy 6lp", "[grow, fill]", "[][][grow, fill]"));
        right.add(GamerLook.styled("What each player earned", "h2"));
        right.add(totals(places, track, ledger, names));
        JPanel lines = lines(ledger, names, lineWide);
        detail = new QuietScrollPane(lines, ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED,
                ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER);
        detail.setName("earnedDetail");
        detail.setBorder(BorderFactory.createEmptyBorder());
        detail.getVerticalScrollBar().setUnitIncrement(UIScale.scale(24));
        right.add(detail, "hmin 48lp, wmin " + lines.getPreferredSize().width);
        add(left, "top");
        // side by side where the screen is wide enough, else the earnings under the ranking and the track
        add(right, leftWide + right.getPreferredSize().width + UIScale.scale(24 + 40) <= screen.width ? ""
                : "newline, gaptop para");
    }

    /** The ledger's lines, round by round: the part that scrolls when the screen is short. */
    public JScrollPane detail() {
        return detail;
    }

    private static JPanel ranking(List<Place> places) {
        JPanel p = new JPanel(new MigLayout("insets 0, wrap 3, gapy 6lp", "[]12lp[]12lp[]"));
        p.add(GamerLook.styled("Results", "h2"), "span 3");
        for (Place place : places) {
            JLabel chip = GamerLook.chip(place.colour(), GamerLook.mark(place.colour()));
            chip.setName("colour" + place.place());
            p.add(chip, "top");
            JLabel group = new JLabel(place.group().number() <= 3 ? "Group " + place.group().number() : "Eliminated");
            group.setName("group" + place.place());
            group.setToolTipText(place.group().words());
            group.getAccessibleContext().setAccessibleDescription(place.group().words());
            p.add(group, "top");
            JLabel reason = GamerLook.styled(TextWrap.htmlPixels(RankWords.place(place), UIScale.scale(REASON_WIDTH)),
                    place.place() == 1 ? "h3" : null);
            reason.setName("place" + place.place());
            p.add(reason);
        }
        StringBuilder legend = new StringBuilder();
        for (RankGroup g : RankGroup.values()) {
            legend.append(legend.length() == 0 ? "" : "; ")
                    .append(g.number() <= 3 ? "Group " + g.number() : "Eliminated").append(": ").append(g.words());
        }
        JLabel groups = GamerLook.styled(TextWrap.htmlPixels(legend + ".", UIScale.scale(REASON_WIDTH + 80)), "small");
        groups.setName("groups");
        p.add(groups, "span 3, gaptop 4lp");
        return p;
    }

    /** A row per player, in the ranking's order: round 1, round 2 and the track, which the rounds add up to. */
    private static JPanel totals(List<Place> places, Track track, TrackLedger ledger, Function<Colour, String> names) {
        JPanel p = new JPanel(new MigLayout("insets 0, wrap 4, gap 16lp 4lp", "[][right][right][right]"));
        p.setName("earned");
        p.add(new JLabel());
        List<List<EarnedLines.Line>> rounds = List.of(EarnedLines.of(ledger, 1, null, names),
                EarnedLines.of(ledger, 2, null, names));
        for (int round = 1; round <= 2; round++) {
            p.add(GamerLook.styled("Round " + round, "h4"));
        }
        p.add(GamerLook.styled("Track", "h4"));
        for (Place place : places) {
            Colour c = place.colour();
            p.add(GamerLook.chip(c, GamerLook.mark(c) + "  " + names.apply(c)));
            for (int round = 1; round <= 2; round++) {
                List<EarnedLines.Line> lines = rounds.get(round - 1);
                JLabel total = new JLabel(RoundSummaryDialog.amount(EarnedLines.hearts(lines, c), "heart") + ", "
                        + RoundSummaryDialog.amount(EarnedLines.stars(lines, c), "star"));
                total.setName("total-" + round + "-" + c.id());
                total.getAccessibleContext().setAccessibleName(names.apply(c) + " in round " + round);
                p.add(total);
            }
            JLabel end = GamerLook.styled(RoundSummaryDialog.count(track.hearts(c), "heart") + ", "
                    + RoundSummaryDialog.count(track.stars(c), "star"), "h4");
            end.setName("trackTotal-" + c.id());
            p.add(end);
        }
        return p;
    }

    /** Round by round, each line of the ledger: what moved the track, and by how much. */
    private static JPanel lines(TrackLedger ledger, Function<Colour, String> names, int width) {
        JPanel p = new JPanel(new MigLayout("insets 0 0 0 8lp, wrap 2, gapy 4lp", "[]8lp[]"));
        p.setName("earnedLines");
        for (int round = 1; round <= 2; round++) {
            List<EarnedLines.Line> lines = EarnedLines.of(ledger, round, null, names);
            if (lines.isEmpty()) {
                continue;
            }
            p.add(GamerLook.styled("Round " + round + ", line by line", "h4"), "span 2, gaptop 8lp");
            int i = 1;
            for (EarnedLines.Line l : lines) {
                p.add(GamerLook.chip(l.player(), GamerLook.mark(l.player())), "top");
                JLabel line = new JLabel(TextWrap.htmlPixels(l.words(names), width));
                line.setName(l.cause() == TrackLedger.Cause.START ? "start-" + l.player().id()
                        : "reward-" + round + "-" + i++);
                p.add(line);
            }
        }
        return p;
    }
}
