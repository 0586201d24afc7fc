package org.eternalsevens.words;

import java.util.ArrayList;
import java.util.List;

import org.eternalsevens.rules.track.EarnedReward;
import org.eternalsevens.rules.track.GamerElimination;
import org.eternalsevens.rules.track.Reward;
import org.eternalsevens.rules.track.RewardEvent;
import org.eternalsevens.rules.track.RewardPart;

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

    /** The reward before the track: "Red Hard Passes: Witch 2 hearts". The player is called by the colour's title. */
    public String explanation(Reward r) {
        return words.sentence("reward.explanation", r.player().title(), verb(r), itemised(r.parts()));
    }

    /** The reward as it went on the track: the explanation and, where the track's caps cut it, by how much. */
    public String sentence(Reward.Applied a) {
        Reward r = a.reward();
        String title = r.player().title();
        StringBuilder s = new StringBuilder(explanation(r));
        if (a.heartsCut()) {
            s.append(words.sentence("reward.cut.hearts", title, a.track().hearts(r.player()), a.hearts(), r.hearts()));
        }
        if (a.starsCut()) {
            s.append(words.sentence("reward.cut.stars", title, a.track().stars(r.player()), a.stars(), r.stars()));
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
        return words.sentence("reward.explanation", words.text(e.player()), event(e.event()), itemised(e.parts()));
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
            boolean named = !p.source().isEmpty() && !p.source().equals(source);
            out.add(named ? words.sentence("reward.part.sourced", p.source(), p.words()) : p.words());
            source = p.source();
        }
        return String.join("; ", out);
    }

    private String verb(Reward r) {
        if (r.passer() == null) {
            return verb(r.event());
        }
        return r.passer() == r.player() ? words.sentence("reward.verb.anyHardPass.own")
                : words.sentence("reward.verb.anyHardPass.of", r.passer().title());
    }

    private String verb(RewardEvent e) {
        return words.sentence("reward.verb." + e.key());
    }
}
