package org.eternalsevens.rules.dragon;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.basics.PlayableSpace;
import org.eternalsevens.rules.basics.Space;

/**
 * The three Dragon action cards and their cubes (R40), as an immutable value. This is exactly the summary's
 * {@code dragon} object. The Forbidden and Playable cards are taken top to bottom; the Choice card's spaces once
 * each per side, in any order, by any unused cube. The cube on the Dragon round card (First Bonus) is not here.
 */
public record DragonCards(OrderedCard forbidden, OrderedCard playable, ChoiceCard choice) {
    /** A top-to-bottom card: its side and the cube's space, 0 at the top (nothing taken yet) to 4. */
    public record OrderedCard(DragonSide side, int space) {
        public OrderedCard {
            if (side == null || space < 0 || space > 4 || side == DragonSide.FRONT && space == 4) {
                throw new IllegalArgumentException("A cube stands on space 0..4, and a front at 4 has turned over");
            }
        }

        /** The back's last space: nothing more this round (R40). */
        public boolean spent() {
            return side == DragonSide.BACK && space == 4;
        }
    }

    /** The Choice card: its side and, for each space taken on that side, the colour of the cube moved there. */
    public record ChoiceCard(DragonSide side, Map<ChoiceAction, Colour> used) {
        public ChoiceCard {
            if (side == null || used == null) {
                throw new IllegalArgumentException("The Choice card needs a side");
            }
            EnumMap<ChoiceAction, Colour> copy = used.isEmpty() ? new EnumMap<>(ChoiceAction.class)
                    : new EnumMap<>(used);
            for (Map.Entry<ChoiceAction, Colour> e : copy.entrySet()) {
                if (!e.getKey().isOn(side) || e.getValue() == null) {
                    throw new IllegalArgumentException(e.getKey().id() + " is not on the Choice card's " + side.id());
                }
            }
            if (side == DragonSide.FRONT && copy.size() == 4) {
                throw new IllegalArgumentException("A front with all four spaces taken has turned over");
            }
            if (new HashSet<>(copy.values()).size() != copy.size()) {
                throw new IllegalArgumentException("Each cube is moved once per side");
            }
            used = Collections.unmodifiableMap(copy);
        }

        /** All four spaces of the back taken: nothing more this round (R40). */
        public boolean spent() {
            return side == DragonSide.BACK && used.size() == 4;
        }

        public boolean cubeUsed(Colour cube) {
            return used.containsValue(cube);
        }

        /** The colours shown under the cubes moved on this side (R40 "whose color is revealed"). */
        public Set<Colour> revealed() {
            return used.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(used.values()));
        }
    }

    private static final DragonCards START = new DragonCards(new OrderedCard(DragonSide.FRONT, 0),
            new OrderedCard(DragonSide.FRONT, 0), new ChoiceCard(DragonSide.FRONT, Map.of()));

    public DragonCards {
        if (forbidden == null || playable == null || choice == null) {
            throw new IllegalArgumentException("The Dragon cards need all three cards");
        }
    }

    /** Every card face up, every cube on top: the start of each round (R47). */
    public static DragonCards start() {
        return START;
    }

    /**
     * Takes the action for {@code actor}. Check it with {@link DragonOffers} first: this only refuses (with an
     * IllegalArgumentException) what the cards themselves forbid.
     */
    public DragonStep take(DragonAction action, Colour actor) {
        return DragonMoves.take(this, action, actor);
    }

    /**
     * The summary's {@code dragon} object as plain maps, in its order (RECORD-FORMAT): {@code {"forbidden": {"side":
     * "front", "space": 0}, "playable": {...}, "choice": {"side": "front", "used": {"apt": "red"}}}}.
     */
    public Map<String, Object> summary() {
        Map<String, Object> used = new LinkedHashMap<>();
        choice.used().forEach((a, c) -> used.put(a.id(), c.id()));
        Map<String, Object> ch = new LinkedHashMap<>();
        ch.put("side", choice.side().id());
        ch.put("used", used);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("forbidden", ordered(forbidden));
        out.put("playable", ordered(playable));
        out.put("choice", ch);
        return out;
    }

    private static Map<String, Object> ordered(OrderedCard c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("side", c.side().id());
        m.put("space", c.space());
        return m;
    }

    public boolean spent(DragonCard card) {
        switch (card) {
            case FORBIDDEN: return forbidden.spent();
            case PLAYABLE: return playable.spent();
            default: return choice.spent();
        }
    }

    /** The Forbidden card's lasting effect that stands now: Fairy, Mermaid, Vampire, or a back effect. */
    public Optional<ForbiddenSpace> forbiddenInForce() {
        ForbiddenSpace f = ForbiddenSpace.at(forbidden.side(), forbidden.space());
        return f != null && f.lasting() ? Optional.of(f) : Optional.empty();
    }

    /** Whether the card of this space is forbidden now, so an X token lies on it when empty or rare (R9). */
    public boolean forbids(Space space) {
        return forbiddenInForce().map(f -> f.forbids(space.number())).orElse(false);
    }

    /** The space numbers whose number and purple cards are forbidden now, bit n for number n (R9). */
    public int forbiddenNumbers() {
        ForbiddenSpace f = forbiddenInForce().orElse(null);
        int bits = 0;
        for (int n = 0; f != null && n < Space.PER_ROW; n++) {
            bits |= f.forbids(n) ? 1 << n : 0;
        }
        return bits;
    }

    /** Cyclops (R25) while the Playable cube stands on space 3 of either side. */
    public boolean cyclopsInForce() {
        return PlayableSpace.at(playable.space()) == PlayableSpace.CYCLOPS;
    }

    /** "You cannot Hard Pass": the Forbidden cube on the back's last space, to the end of the round (R40). */
    public boolean noHardPass() {
        return forbiddenInForce().orElse(null) == ForbiddenSpace.NO_HARD_PASS;
    }

    /** "Additional Play Tokens cannot be used" (R15). */
    public boolean noTokens() {
        return forbiddenInForce().orElse(null) == ForbiddenSpace.NO_TOKENS;
    }

    /** "You cannot discard cards from your hand" (Kraken, R26). */
    public boolean noDiscarding() {
        return forbiddenInForce().orElse(null) == ForbiddenSpace.NO_DISCARDING;
    }

    /** The Casual continuous eternals whose effects stand now, Forbidden first, then Cyclops. */
    public List<ContinuousEternal> inForce() {
        List<ContinuousEternal> out = new ArrayList<>(2);
        forbiddenInForce().map(ForbiddenSpace::casual).ifPresent(out::add);
        if (cyclopsInForce()) {
            out.add(ContinuousEternal.CYCLOPS);
        }
        return out;
    }

    /**
     * The colours that gain the Choice back's bonus if they Hard Pass (or Go Out) now: the colours revealed on the
     * back once that space is taken, else none. Read it at the moment of the Hard Pass or Go Out: a player who left
     * the round earlier gains nothing when a colour is revealed later (R40).
     */
    public Set<Colour> choiceBonusColours(DragonBonus bonus) {
        return choice.side() == DragonSide.BACK && choice.used().containsKey(bonus.space())
                ? choice.revealed() : Set.of();
    }

    /** Whether {@code player} gains the bonus on a Hard Pass (or Go Out) at this moment. */
    public boolean bonusApplies(DragonBonus bonus, Colour player) {
        return choiceBonusColours(bonus).contains(player);
    }
}
