package org.eternalsevens.rules.board;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.track.RewardBoard;
import org.eternalsevens.rules.track.RewardEvent;
import org.eternalsevens.rules.track.RewardTerm;

/**
 * One side of a Pro level Eternal board (R50, R55, R57), from profiles/eternal-boards.json: its id ({@code 9A}:
 * board 9, side A), name ({@code kyubi}), Preparation (R54), pass icons with their bonuses (R55), rewards as R56
 * terms (Go Out, Hard Pass, star block, any player's Hard Pass), the restrictions and modifiers (Hard Pass sizes
 * R75, token cap and no tokens R76/R65, ignoring X tokens R62, a second card R65), its abilities by id, and the
 * lines the rulebook prints for it.
 */
public record EternalBoard(String id, String name, Preparation preparation, List<PassIcon> icons,
                           Map<RewardEvent, List<RewardTerm>> rewards, HardPassLimit hardPass, int tokenCap,
                           boolean noTokens, boolean ignoresX, SecondCard secondCard, List<EternalAbility> abilities,
                           List<String> printed) implements RewardBoard {
    /** R65: a second card in the same turn, of any colour (pegasus) or the first card's colour (barong). */
    public enum SecondCard {
        NONE(""), ANY("any"), SAME_COLOUR("sameColour");

        private final String id;

        SecondCard(String id) {
            this.id = id;
        }

        public String id() {
            return id;
        }

        public static SecondCard parse(String s) {
            for (SecondCard c : values()) {
                if (c.id.equals(s)) {
                    return c;
                }
            }
            return null;
        }
    }

    public EternalBoard {
        if (number(id) == 0 || name == null || name.isBlank() || preparation == null || hardPass == null
                || secondCard == null || tokenCap < 0) {
            throw new IllegalArgumentException("An Eternal board needs an id 1A..10B, a name, a Preparation, "
                    + "a Hard Pass size, a second-card rule and a token cap");
        }
        id = id.toUpperCase(Locale.ROOT);
        icons = List.copyOf(icons);
        Map<RewardEvent, List<RewardTerm>> copy = new EnumMap<>(RewardEvent.class);
        rewards.forEach((e, terms) -> copy.put(e, List.copyOf(terms)));
        rewards = Map.copyOf(copy);
        abilities = List.copyOf(abilities);
        printed = List.copyOf(printed);
    }

    /** The board number of an id {@code 1A}..{@code 10B} in either case; 0 if it is not one (R50). */
    public static int number(String id) {
        if (id == null || id.length() < 2 || id.length() > 3) {
            return 0;
        }
        char side = Character.toUpperCase(id.charAt(id.length() - 1));
        String n = id.substring(0, id.length() - 1);
        if ((side != 'A' && side != 'B') || !n.chars().allMatch(Character::isDigit) || n.startsWith("0")) {
            return 0;
        }
        int number = Integer.parseInt(n);
        return number >= 1 && number <= 10 ? number : 0;
    }

    /** The id of the other side of the same board: {@code 9A} → {@code 9B}. */
    public static String otherSide(String id) {
        String s = id.toUpperCase(Locale.ROOT);
        return s.substring(0, s.length() - 1) + (s.endsWith("A") ? "B" : "A");
    }

    /** The board number, 1..10. */
    public int number() {
        return number(id);
    }

    /** {@code A} or {@code B}. */
    public char side() {
        return id.charAt(id.length() - 1);
    }

    /** The name for sentences: {@code Kyubi}. */
    @Override
    public String title() {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    @Override
    public List<RewardTerm> rewards(RewardEvent event) {
        return rewards.getOrDefault(event, List.of());
    }

    /** The most tokens the player may hold (R76): 2, the Kyubi 3, and none for Pegasus and Barong (R65). */
    public int tokenLimit() {
        return noTokens ? 0 : tokenCap;
    }

    /** Whether the board has the ability with this id ({@code columnToken}). */
    public boolean has(String abilityId) {
        return ability(abilityId) != null;
    }

    /** The ability with this id, or null. */
    public EternalAbility ability(String abilityId) {
        for (EternalAbility a : abilities) {
            if (a.id().equals(abilityId)) {
                return a;
            }
        }
        return null;
    }

    /** The icon used at Preparation (R54, {@code prep+1}), or null. */
    public PassIcon preparationIcon() {
        for (PassIcon i : icons) {
            if (i.action() == PassAction.PREP) {
                return i;
            }
        }
        return null;
    }
}
