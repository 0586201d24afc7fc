package org.eternalsevens.words;

import java.util.ArrayList;
import java.util.List;

import org.eternalsevens.rules.track.EarnedReward;
import org.eternalsevens.rules.track.GamerElimination;
import org.eternalsevens.rules.track.Reward;
import org.eternalsevens.rules.track.RewardEvent;
import org.eternalsevens.rules.track.RewardPart;
import org.eternalsevens.rules.track.RewardTerm;

/**
 * A reward's words (R41, R45, R58; P320), made from the values the track hands out: "Red goes out: First Bonus
 * 1 heart; Passion 2 stars; 2 hearts × 3 unused discs = 6 hearts (the cap is 8)", with the track's cuts after it.
 * The log, the ledger, the Hard Pass dialog, the round summary and the results all read it here.
 */
public final class RewardWords {
    private final Words words;

    public RewardWords(Words words) {
        this.words = words;
    }

    /** The reward before the track: "Dev Hard Passes: Witch 2 hearts", the player by name at this table (P357). */
    public String explanation(Reward r) {
        return words.sentence("reward.explanation", r.player(), verb(r), itemised(r.parts()));
    }

    /** The reward as it went on the track: the explanation and, where the track's caps cut it, by how much. */
    public String sentence(Reward.Applied a) {
        Reward r = a.reward();
        StringBuilder s = new StringBuilder(explanation(r));
        if (a.heartsCut()) {
            s.append(words.sentence("reward.cut.hearts", r.player(), a.track().hearts(r.player()), a.hearts(), r.hearts()));
        }
        if (a.starsCut()) {
            s.append(words.sentence("reward.cut.stars", r.player(), a.track().stars(r.player()), a.stars(), r.stars()));
        }
        return s.toString();
    }

    /** What an earned reward said: the applied reward's sentence, or the elimination's. */
    public String sentence(EarnedReward e) {
        return e.applied() != null ? sentence(e.applied()) : elimination(e.elimination());
    }

    /** "Bo is eliminated: 2 cards discarded face up, hearts set to 0, and 1 star." (R43), with the player's name. */
    public String elimination(GamerElimination e) {
        return words.sentence(e.cannotWin() ? "event.gamer.eliminated.cannotWin" : "event.gamer.eliminated", e.who(),
                e.handDiscarded());
    }

    /** The results' line of an earned reward: "Bo goes out: First Bonus 1 heart; …", with the player's name. */
    public String line(EarnedReward e) {
        return words.sentence("reward.explanation", e.player(), event(e.event()), itemised(e.parts()));
    }

    /** The words after a name for the event a reward was earned at: "goes out", "is eliminated". */
    public String event(EarnedReward.Event e) {
        switch (e) {
            case GO_OUT: return verb(RewardEvent.GO_OUT);
            case HARD_PASS: return verb(RewardEvent.HARD_PASS);
            case STAR_BLOCK: return verb(RewardEvent.STAR_BLOCK);
            case ANY_HARD_PASS: return verb(RewardEvent.ANY_HARD_PASS);
            default: return words.sentence("reward.verb.elimination");
        }
    }

    /**
     * Parts one after the other, each source named once where it starts: "First Bonus 1 heart; Passion 2 stars;
     * 2 hearts × 3 unused discs = 6 hearts (the cap is 8)"; "no reward" when there are none (P270: written once).
     */
    public String itemised(List<RewardPart> parts) {
        if (parts.isEmpty()) {
            return words.sentence("reward.none");
        }
        List<String> out = new ArrayList<>(parts.size());
        String source = null;
        for (RewardPart p : parts) {
            String name = source(p);
            boolean named = !name.isEmpty() && !name.equals(source);
            out.add(named ? words.sentence("reward.part.sourced", name, words(p)) : words(p));
            source = name;
        }
        return String.join("; ", out);
    }

    /** A part on a line of its own, its source first: "Passion: 2 stars", "1 star for the block". */
    public String labelled(RewardPart p) {
        String name = source(p);
        return name.isEmpty() ? words(p) : words.sentence("reward.part.labelled", name, words(p));
    }

    /** Where a part comes from: "First Bonus", the board's title, "Choice card"; empty for a block's or an elimination's star. */
    public String source(RewardPart p) {
        switch (p.source()) {
            case FIRST_BONUS: return words.sentence("reward.source.firstBonus");
            case CHOICE_CARD: return words.sentence("reward.source.choiceCard");
            case BOARD:
            case ANY_HARD_PASS: return p.board();
            default: return "";
        }
    }

    /** A part's words: "1 star and 1 heart", "2 hearts × 3 unused discs = 6 hearts (the cap is 8)" (P355). */
    public String words(RewardPart p) {
        switch (p.source()) {
            case BLOCK: return words.sentence("reward.part.block", p.stars());
            case ELIMINATION: return words.sentence("reward.part.elimination", p.stars());
            default: break;
        }
        String out = null;
        for (RewardPart.TermCount t : p.terms()) {
            String one = term(t);
            out = out == null ? one : words.sentence("reward.term.and", out, one);
        }
        String all = out == null ? "" : out;
        return p.source() == RewardPart.Source.ANY_HARD_PASS ? words.sentence("reward.part.anyHardPass", all) : all;
    }

    /** One term as counted, with its maximum and conditions (R56). */
    private String term(RewardPart.TermCount c) {
        RewardTerm t = c.term();
        int unmet = c.unmet();
        if (unmet >= 0) {
            String counter = t.conditions().get(unmet).counter();
            return words.sentence("reward.term.unmet", amount(t.kind(), t.amount()), conditions(t),
                    counted(counter, c.conditionCounts().get(unmet)));
        }
        if (!t.hasUnit()) {
            // a condition that is met says what was counted: "2 tokens, so 1 star" (P120)
            return t.conditions().isEmpty() ? amount(t.kind(), t.amount())
                    : words.sentence("reward.term.counted", countedConditions(c), amount(t.kind(), t.amount()));
        }
        int raw = t.amount() * (c.unitCount() / t.per());
        String s = t.per() == 1
                ? words.sentence("reward.term.each", amount(t.kind(), t.amount()), counted(t.unit(), c.unitCount()),
                        amount(t.kind(), raw))
                : words.sentence("reward.term.per", amount(t.kind(), t.amount()), t.per(), noun(t.unit(), true),
                        counted(t.unit(), c.unitCount()), amount(t.kind(), raw));
        if (c.amount() < raw) {
            s = words.sentence("reward.term.cut", s, c.amount());
        }
        if (t.hasMax()) {
            s = words.sentence("reward.term.cap", s, t.max());
        }
        return t.conditions().isEmpty() ? s : words.sentence("reward.term.for", s, conditions(t));
    }

    /** "1 heart", "6 stars". */
    public String amount(RewardTerm.Kind kind, int n) {
        return words.sentence("reward.kind." + kind.id(), n);
    }

    /** "3 unused discs", "1 red card": a counter's count (R56). */
    public String counted(String counter, int n) {
        return words.sentence("reward.count", n, noun(counter, n != 1));
    }

    /** "unused disc", "unused discs": a counter's noun. */
    public String noun(String counter, boolean many) {
        return words.sentence("reward.counter." + counter + (many ? ".many" : ".one"));
    }

    /** "0 unused discs", "at least 2 tokens", "at least 1 purple card and at least 1 rare card". */
    public String conditions(RewardTerm t) {
        String out = null;
        for (RewardTerm.Condition c : t.conditions()) {
            String one = words.sentence("reward.condition." + op(c.op()), counted(c.counter(), c.value()));
            out = out == null ? one : words.sentence("reward.term.and", out, one);
        }
        return out == null ? "" : out;
    }

    /** "2 tokens", "1 purple card and 1 rare card": what a term's conditions counted. */
    private String countedConditions(RewardPart.TermCount c) {
        String out = null;
        for (int i = 0; i < c.conditionCounts().size(); i++) {
            String one = counted(c.term().conditions().get(i).counter(), c.conditionCounts().get(i));
            out = out == null ? one : words.sentence("reward.term.and", out, one);
        }
        return out;
    }

    private static String op(String op) {
        switch (op) {
            case "=": return "eq";
            case ">=": return "ge";
            case "<=": return "le";
            case ">": return "gt";
            default: return "lt";
        }
    }

    private String verb(Reward r) {
        if (r.passer() == null) {
            return verb(r.event());
        }
        return r.passer() == r.player() ? words.sentence("reward.verb.anyHardPass.own")
                : words.sentence("reward.verb.anyHardPass.of", r.passer());
    }

    private String verb(RewardEvent e) {
        return words.sentence("reward.verb." + e.key());
    }
}
