package org.eternalsevens.rules;

import java.util.Collection;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.PlayerStatus;

/**
 * The final turns of a Gamer round (R43), as an immutable value: how many each player still in the round has
 * left, and what started them. The first Go Out gives every other player still in the round 1; the first Hard
 * Pass gives 2; any Go Out cuts every remaining 2 to 1. A player who neither Goes Out nor Hard Passes by the end
 * of their last final turn is eliminated.
 */
public record FinalTurns(Start start, Map<Colour, Integer> left) {
    /** What started the final turns. */
    public enum Start { NONE, GO_OUT, HARD_PASS }

    /** A turn's end: the final turns after it, and whether its player is now eliminated. */
    public record TurnEnd(FinalTurns after, boolean eliminated) {
    }

    public static final FinalTurns NONE = new FinalTurns(Start.NONE, Map.of());

    public FinalTurns {
        if (start == null || left == null || start == Start.NONE && !left.isEmpty()
                || left.values().stream().anyMatch(n -> n == null || n < 1 || n > 2)) {
            throw new IllegalArgumentException("Final turns are 1 or 2 each, and only once started");
        }
        left = Collections.unmodifiableMap(left.isEmpty() ? new EnumMap<>(Colour.class) : new EnumMap<>(left));
    }

    public boolean started() {
        return start != Start.NONE;
    }

    /** Final turns {@code c} has left: 0 before they start or once {@code c} has left the round. */
    public int left(Colour c) {
        return left.getOrDefault(c, 0);
    }

    /** Whether {@code c}'s turn now is their last final turn: they are eliminated at its end unless they leave. */
    public boolean lastFinalTurn(Colour c) {
        return left(c) == 1;
    }

    /** {@code who} Goes Out; {@code inRound} are the players still in the round before it (who may be among them). */
    public FinalTurns goOut(Colour who, Collection<Colour> inRound) {
        if (!started()) {
            return first(Start.GO_OUT, 1, who, inRound);
        }
        EnumMap<Colour, Integer> m = without(who);
        m.replaceAll((c, n) -> 1);
        return new FinalTurns(start, m);
    }

    /** {@code who} Hard Passes; after the first, the others' counts stay as they are. */
    public FinalTurns hardPass(Colour who, Collection<Colour> inRound) {
        return started() ? new FinalTurns(start, without(who)) : first(Start.HARD_PASS, 2, who, inRound);
    }

    /** {@code who} left the round another way (an elimination): no more final turns for them. */
    public FinalTurns leaves(Colour who) {
        return new FinalTurns(start, without(who));
    }

    /** {@code c}'s turn ended with {@code c} still in the round: a final turn counts down; the last eliminates. */
    public TurnEnd endTurn(Colour c) {
        int n = left(c);
        if (n == 0) {
            return new TurnEnd(this, false);
        }
        EnumMap<Colour, Integer> m = without(c);
        if (n > 1) {
            m.put(c, n - 1);
        }
        return new TurnEnd(new FinalTurns(start, m), n == 1);
    }

    /**
     * The two-player rule (R43): during their final turns a player may play any number of cards in a row without
     * tokens; a 2 or 9 whose Dragon action is taken ends the turn as usual, and so does a pass.
     */
    public boolean playsFreely(Colour c, int players) {
        return players == 2 && left(c) > 0;
    }

    /** The player left when every other player is eliminated: they Go Out at once (R43, P90); else empty. */
    public static Optional<Colour> lastLeftGoesOut(Map<Colour, PlayerStatus> status) {
        Colour left = null;
        for (Map.Entry<Colour, PlayerStatus> e : status.entrySet()) {
            if (e.getValue() == PlayerStatus.PLAYING) {
                if (left != null) {
                    return Optional.empty();
                }
                left = e.getKey();
            } else if (e.getValue() != PlayerStatus.ELIMINATED) {
                return Optional.empty();
            }
        }
        return status.size() > 1 ? Optional.ofNullable(left) : Optional.empty();
    }

    /** The round is over when everyone has Gone Out, Hard Passed or been eliminated (R43). */
    public static boolean roundOver(Map<Colour, PlayerStatus> status) {
        return !status.containsValue(PlayerStatus.PLAYING);
    }

    private FinalTurns first(Start kind, int turns, Colour who, Collection<Colour> inRound) {
        EnumMap<Colour, Integer> m = new EnumMap<>(Colour.class);
        for (Colour c : inRound) {
            if (c != who) {
                m.put(c, turns);
            }
        }
        return new FinalTurns(kind, m);
    }

    private EnumMap<Colour, Integer> without(Colour c) {
        EnumMap<Colour, Integer> m = new EnumMap<>(Colour.class);
        m.putAll(left);
        m.remove(c);
        return m;
    }
}
