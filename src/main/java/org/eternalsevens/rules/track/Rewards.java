package org.eternalsevens.rules.track;

import java.util.ArrayList;
import java.util.List;
import org.eternalsevens.rules.basics.Colour;

/**
 * Counts a reward (R41, R45, R58): the First Bonus first (Go Out and Hard Pass), then the board's terms for the
 * event in printed order (a Hard Pass adds the board's any-player Hard Pass terms, R60), then the Choice card's
 * back bonus when it applies; a star block adds its own star first. Every term reads the {@link RewardContext}
 * of that moment through {@link RewardCounters}. The caps of each term ({@code max}) apply here; the track's caps
 * apply in {@link Reward#applyTo(Track)}.
 */
public final class Rewards {
    private Rewards() {
    }

    public static Reward earn(RewardEvent event, RewardContext ctx) {
        List<RewardPart> parts = parts(event, ctx);
        return total(ctx.player(), event, parts, null);
    }

    /**
     * What the owner of a board with an any-player Hard Pass reward (witch, vampire) gains when another player
     * Hard Passes (R60): "Red gains on Blue's Hard Pass: Witch 2 hearts". The owner's own Hard Pass counts these
     * terms in {@link #earn} with the rest of that Hard Pass's reward.
     */
    public static Reward anyHardPass(Colour passer, RewardContext owner) {
        List<RewardPart> parts = parts(RewardEvent.ANY_HARD_PASS, owner);
        return total(owner.player(), RewardEvent.ANY_HARD_PASS, parts, passer);
    }

    private static Reward total(Colour player, RewardEvent event, List<RewardPart> parts, Colour passer) {
        int hearts = parts.stream().mapToInt(RewardPart::hearts).sum();
        int stars = parts.stream().mapToInt(RewardPart::stars).sum();
        return new Reward(player, event, hearts, stars, parts, passer);
    }

    private static List<RewardPart> parts(RewardEvent event, RewardContext ctx) {
        boolean own = event == RewardEvent.GO_OUT || event == RewardEvent.HARD_PASS;
        List<RewardPart> parts = new ArrayList<>();
        if (event == RewardEvent.STAR_BLOCK && ctx.caps().starBlockStars() > 0) {
            parts.add(RewardPart.stars(RewardPart.Source.BLOCK, ctx.caps().starBlockStars()));
        }
        if (ctx.firstBonus() && own) {
            List<RewardTerm> bonus = ctx.caps().firstBonus(ctx.round());
            if (!bonus.isEmpty()) {
                parts.add(part(RewardPart.Source.FIRST_BONUS, null, bonus, ctx));
            }
        }
        String board = ctx.board().title();
        for (RewardTerm t : ctx.board().rewards(event)) {
            parts.add(part(RewardPart.Source.BOARD, board, List.of(t), ctx));
        }
        if (event == RewardEvent.HARD_PASS) {
            // R60: the owner's own Hard Pass also earns the any-player reward, in the same heart move
            for (RewardTerm t : ctx.board().rewards(RewardEvent.ANY_HARD_PASS)) {
                parts.add(part(RewardPart.Source.ANY_HARD_PASS, board, List.of(t), ctx));
            }
        }
        if (ctx.choiceBonus() && own) {
            for (RewardTerm t : ctx.caps().choiceBonus()) {
                parts.add(part(RewardPart.Source.CHOICE_CARD, null, List.of(t), ctx));
            }
        }
        return parts;
    }

    private static RewardPart part(RewardPart.Source source, String board, List<RewardTerm> terms,
                                   RewardContext ctx) {
        int hearts = 0;
        int stars = 0;
        List<RewardPart.TermCount> counts = new ArrayList<>(terms.size());
        for (RewardTerm t : terms) {
            RewardPart.TermCount c = count(t, ctx);
            hearts += t.kind() == RewardTerm.Kind.HEARTS ? c.amount() : 0;
            stars += t.kind() == RewardTerm.Kind.STARS ? c.amount() : 0;
            counts.add(c);
        }
        return new RewardPart(source, board, hearts, stars, counts);
    }

    /** One term's amount, with its maximum, and what it counted. */
    private static RewardPart.TermCount count(RewardTerm t, RewardContext ctx) {
        List<Integer> have = new ArrayList<>(t.conditions().size());
        boolean met = true;
        for (RewardTerm.Condition c : t.conditions()) {
            int n = RewardCounters.counter(c.counter()).count().applyAsInt(ctx);
            have.add(n);
            met &= c.holds(n);
        }
        if (!met) {
            return new RewardPart.TermCount(t, 0, 0, have);
        }
        if (!t.hasUnit()) {
            return new RewardPart.TermCount(t, t.amount(), 0, have);
        }
        int units = RewardCounters.counter(t.unit()).count().applyAsInt(ctx);
        int raw = t.amount() * (units / t.per());
        return new RewardPart.TermCount(t, t.hasMax() ? Math.min(raw, t.max()) : raw, units, have);
    }
}
