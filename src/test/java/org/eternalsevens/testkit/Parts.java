package org.eternalsevens.testkit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eternalsevens.rules.track.RewardPart;
import org.eternalsevens.rules.track.RewardTerm;

/** Reward parts as values for the words' tests (P355): terms in R56's notation, counted as the track counts them. */
public final class Parts {
    private Parts() {
    }

    /** A board's part: one term, the count of its unit and of each condition's counter. */
    public static RewardPart board(String board, String term, int units, Integer... conditionCounts) {
        return part(RewardPart.Source.BOARD, board, List.of(count(term, units, conditionCounts)));
    }

    /** The First Bonus: its terms, none with a unit or condition. */
    public static RewardPart firstBonus(String... terms) {
        List<RewardPart.TermCount> counts = new ArrayList<>();
        for (String t : terms) {
            counts.add(count(t, 0));
        }
        return part(RewardPart.Source.FIRST_BONUS, null, counts);
    }

    public static RewardPart choiceCard(String term, int units) {
        return part(RewardPart.Source.CHOICE_CARD, null, List.of(count(term, units)));
    }

    public static RewardPart.TermCount count(String text, int units, Integer... conditionCounts) {
        RewardTerm t = RewardTerm.parse(text);
        List<Integer> have = Arrays.asList(conditionCounts);
        boolean met = true;
        for (int i = 0; i < have.size(); i++) {
            met &= t.conditions().get(i).holds(have.get(i));
        }
        int amount = !met ? 0 : !t.hasUnit() ? t.amount() : t.amount() * (units / t.per());
        return new RewardPart.TermCount(t, t.hasMax() ? Math.min(amount, t.max()) : amount, units, have);
    }

    private static RewardPart part(RewardPart.Source source, String board, List<RewardPart.TermCount> counts) {
        int hearts = 0;
        int stars = 0;
        for (RewardPart.TermCount c : counts) {
            hearts += c.term().kind() == RewardTerm.Kind.HEARTS ? c.amount() : 0;
            stars += c.term().kind() == RewardTerm.Kind.STARS ? c.amount() : 0;
        }
        return new RewardPart(source, board, hearts, stars, counts);
    }
}
