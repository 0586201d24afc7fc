package org.eternalsevens.app.gamer;

import java.util.List;
import java.util.function.Function;

import javax.swing.JLabel;
import javax.swing.JPanel;

import net.miginfocom.swing.MigLayout;

import com.formdev.flatlaf.util.UIScale;

import org.eternalsevens.words.RankWords;
import org.eternalsevens.words.Words;
import org.eternalsevens.app.look.TextWrap;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.ranking.Place;
import org.eternalsevens.rules.ranking.RankGroup;
import org.eternalsevens.rules.ranking.Ranking;
import org.eternalsevens.rules.track.Track;
import org.eternalsevens.rules.track.TrackLedger;

/**
 * The results of a Gamer game (R46): each place with its colour, its priority group and the engine's reason
 * ({@link Ranking}), then what each player earned in each round, line by line from the engine's ledger with each
 * player's total (P228: round 1's and round 2's totals add up to the track), then the track as it ended.
 */
public final class GamerResultsPanel extends JPanel {
    /** The places, the track, and its ledger as the engine kept it ({@code names}: the players' names). */
    public GamerResultsPanel(List<Place> places, Track track, TrackLedger ledger, Function<Colour, String> names) {
        super(new MigLayout("insets dialog, wrap 3, gapy 6lp", "[]12lp[]12lp[grow]"));
        setName("gamerResults");
        add(GamerLook.styled("Results", "h2"), "span 3");
        for (Place p : places) {
            JLabel chip = GamerLook.chip(p.colour(), GamerLook.mark(p.colour()));
            chip.setName("colour" + p.place());
            add(chip);
            JLabel group = new JLabel(p.group().number() <= 3 ? "Group " + p.group().number() : "Eliminated");
            group.setName("group" + p.place());
            group.setToolTipText(RankWords.group(p.group()));
            group.getAccessibleContext().setAccessibleDescription(RankWords.group(p.group()));
            add(group);
            JLabel reason = GamerLook.styled(new RankWords(Words.english(names)).placed(p), p.place() == 1 ? "h3" : null);
            reason.setName("place" + p.place());
            add(reason);
        }
        StringBuilder legend = new StringBuilder();
        for (RankGroup g : RankGroup.values()) {
            legend.append(legend.length() == 0 ? "" : "; ")
                    .append(g.number() <= 3 ? "Group " + g.number() : "Eliminated").append(": ").append(RankWords.group(g));
        }
        JLabel groups = GamerLook.styled(legend + ".", "small");
        groups.setName("groups");
        add(groups, "span 3, gaptop 4lp");
        for (int round = 1; round <= 2; round++) {
            List<EarnedLines.Line> lines = EarnedLines.of(ledger, round, null, names);
            if (lines.isEmpty()) {
                continue;
            }
            add(GamerLook.styled("Round " + round + ": what each player earned", "h3"), "span 3, gaptop para");
            int i = 1;
            for (EarnedLines.Line l : lines) {
                add(GamerLook.chip(l.player(), GamerLook.mark(l.player())));
                JLabel line = new JLabel(TextWrap.html(l.words(names), UIScale.scale(560)));
                line.setName(l.cause() == TrackLedger.Cause.START ? "start-" + l.player().id()
                        : "reward-" + round + "-" + i++);
                add(line, "span 2");
            }
            for (Place p : places) {
                Colour c = p.colour();
                JLabel total = GamerLook.styled(names.apply(c) + " in round " + round + ": "
                        + RoundSummaryDialog.amount(EarnedLines.hearts(lines, c), "heart") + ", "
                        + RoundSummaryDialog.amount(EarnedLines.stars(lines, c), "star"), "small");
                total.setName("total-" + round + "-" + c.id());
                add(total, "skip 1, span 2");
            }
        }
        add(GamerLook.styled("The track at the end", "h3"), "span 3, gaptop para");
        add(new TrackView(track), "span 3");
    }
}
