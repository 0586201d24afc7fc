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
    static final String FIRST_BONUS = "First Bonus";
    private static final String CHOICE_CARD = "Choice card";

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
            int n = ctx.caps().starBlockStars();
            parts.add(new RewardPart("", 0, n, RewardTerm.Kind.STARS.count(n) + " for the block"));
        }
        if (ctx.firstBonus() && own) {
            List<RewardTerm> bonus = ctx.caps().firstBonus(ctx.round());
            int h = 0;
            int s = 0;
            List<String> words = new ArrayList<>();
            for (RewardTerm t : bonus) {
                Counted c = count(t, ctx);
                h += c.hearts();
                s += c.stars();
                words.add(c.words());
            }
            if (!bonus.isEmpty()) {
                parts.add(new RewardPart(FIRST_BONUS, h, s, String.join(" and ", words)));
            }
        }
        for (RewardTerm t : ctx.board().rewards(event)) {
            Counted c = count(t, ctx);
            parts.add(new RewardPart(ctx.board().title(), c.hearts(), c.stars(), c.words()));
        }
        if (event == RewardEvent.HARD_PASS) {
            // R60: the owner's own Hard Pass also earns the any-player reward, in the same heart move
            for (RewardTerm t : ctx.board().rewards(RewardEvent.ANY_HARD_PASS)) {
                Counted c = count(t, ctx);
                parts.add(new RewardPart(ctx.board().title(), c.hearts(), c.stars(),
                        c.words() + " for a Hard Pass (any player's)"));
            }
        }
        if (ctx.choiceBonus() && own) {
            for (RewardTerm t : ctx.caps().choiceBonus()) {
                Counted c = count(t, ctx);
                parts.add(new RewardPart(CHOICE_CARD, c.hearts(), c.stars(), c.words()));
            }
        }
        return parts;
    }

    private record Counted(int hearts, int stars, String words) {
    }

    /** One term's amount and words, with its maximum. */
    private static Counted count(RewardTerm t, RewardContext ctx) {
        RewardTerm.Kind kind = t.kind();
        for (RewardTerm.Condition c : t.conditions()) {
            int have = RewardCounters.counter(c.counter()).count().applyAsInt(ctx);
            if (!c.holds(have)) {
                return counted(kind, 0, kind.count(t.amount()) + " if " + conditionWords(t) + ": "
                        + RewardCounters.counter(c.counter()).words(have) + ", so none");
            }
        }
        String suffix = t.conditions().isEmpty() ? "" : " for " + conditionWords(t);
        if (!t.hasUnit()) {
            // a condition that is met says what was counted: "2 tokens, so 1 star" (P120)
            return counted(kind, t.amount(), t.conditions().isEmpty() ? kind.count(t.amount())
                    : countedWords(t, ctx) + ", so " + kind.count(t.amount()));
        }
        RewardCounters.Counter counter = RewardCounters.counter(t.unit());
        int have = counter.count().applyAsInt(ctx);
        int raw = t.amount() * (have / t.per());
        int amount = t.hasMax() ? Math.min(raw, t.max()) : raw;
        String words;
        if (t.per() == 1) {
            words = kind.count(t.amount()) + " × " + counter.words(have) + " = " + kind.count(raw);
        } else {
            words = kind.count(t.amount()) + " per " + t.per() + " " + counter.many() + ": " + counter.words(have)
                    + " = " + kind.count(raw);
        }
        if (amount < raw) {
            words += ", cut to " + amount;
        }
        if (t.hasMax()) {
            words += " (the cap is " + t.max() + ")";
        }
        return counted(kind, amount, words + suffix);
    }

    /** "2 tokens", "1 purple card and 1 rare card": what a term's conditions counted. */
    private static String countedWords(RewardTerm t, RewardContext ctx) {
        List<String> out = new ArrayList<>();
        for (RewardTerm.Condition c : t.conditions()) {
            RewardCounters.Counter counter = RewardCounters.counter(c.counter());
            out.add(counter.words(counter.count().applyAsInt(ctx)));
        }
        return String.join(" and ", out);
    }

    private static Counted counted(RewardTerm.Kind kind, int n, String words) {
        return kind == RewardTerm.Kind.HEARTS ? new Counted(n, 0, words) : new Counted(0, n, words);
    }

    /** "0 unused discs", "at least 2 tokens", "at least 1 purple card and at least 1 rare card". */
    private static String conditionWords(RewardTerm t) {
        List<String> out = new ArrayList<>();
        for (RewardTerm.Condition c : t.conditions()) {
            RewardCounters.Counter counter = RewardCounters.counter(c.counter());
            String n = counter.words(c.value());
            switch (c.op()) {
                case "=": out.add(n); break;
                case ">=": out.add("at least " + n); break;
                case "<=": out.add("at most " + n); break;
                case ">": out.add("more than " + n); break;
                default: out.add("fewer than " + n); break;
            }
        }
        return String.join(" and ", out);
    }
}
