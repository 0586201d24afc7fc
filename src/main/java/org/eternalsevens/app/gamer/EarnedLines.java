package org.eternalsevens.app.gamer;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.track.EarnedReward;
import org.eternalsevens.rules.track.TrackLedger;
import org.eternalsevens.words.EventWords;
import org.eternalsevens.words.RewardWords;
import org.eternalsevens.words.Words;

/**
 * What each player earned, as the round summary and the results show it (P228): the engine's ledger, one line per
 * change of the track, a reward's First Bonus counted with its reward. The lines of a player add up to the track.
 */
public final class EarnedLines {
    /** One line: round, player, cause, the engine's sentence, what moved on the track, the reward (or null). */
    public record Line(int round, Colour player, TrackLedger.Cause cause, String sentence, int hearts, int stars,
                       EarnedReward reward) {
        /** "+9 hearts, +2 stars"; "-7 hearts, +1 star" for an elimination. */
        public String amounts() {
            return RoundSummaryDialog.amount(hearts, RoundSummaryDialog.hearts(hearts)) + ", "
                    + RoundSummaryDialog.amount(stars, RoundSummaryDialog.stars(stars));
        }

        /** The line as the results read it: a reward with the player's name and its parts, and what moved. */
        public String words(Function<Colour, String> names) {
            String s = reward == null || reward.event() == EarnedReward.Event.ELIMINATION ? sentence
                    : new RewardWords(Words.english(names)).line(reward);
            return (s.endsWith(".") ? s.substring(0, s.length() - 1) : s) + " (" + amounts() + ").";
        }
    }

    private EarnedLines() {
    }

    /** Every line of one round, in the order the track moved; {@code c} null for every player. */
    public static List<Line> of(TrackLedger ledger, int round, Colour c, Function<Colour, String> names) {
        EventWords words = new EventWords(Words.english(names));
        List<Line> out = new ArrayList<>();
        for (TrackLedger.Entry e : ledger.entries()) {
            if (e.round() != round || c != null && e.player() != c) {
                continue;
            }
            Line last = out.isEmpty() ? null : out.get(out.size() - 1);
            if (last != null && e.reward() != null && last.reward() == e.reward()) { // a First Bonus and its event
                out.set(out.size() - 1, new Line(round, e.player(), e.cause(), words.phrase(e.words()),
                        last.hearts() + e.hearts(), last.stars() + e.stars(), e.reward()));
            } else {
                out.add(new Line(round, e.player(), e.cause(), words.phrase(e.words()), e.hearts(), e.stars(),
                        e.reward()));
            }
        }
        return out;
    }

    /** The hearts of a player's lines of one round: with the other rounds', the track's hearts. */
    public static int hearts(List<Line> lines, Colour c) {
        return lines.stream().filter(l -> l.player() == c).mapToInt(Line::hearts).sum();
    }

    /** The stars of a player's lines of one round. */
    public static int stars(List<Line> lines, Colour c) {
        return lines.stream().filter(l -> l.player() == c).mapToInt(Line::stars).sum();
    }
}
