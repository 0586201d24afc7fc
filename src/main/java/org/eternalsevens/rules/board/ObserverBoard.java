package org.eternalsevens.rules.board;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.track.RewardBoard;
import org.eternalsevens.rules.track.RewardEvent;
import org.eternalsevens.rules.track.RewardTerm;

/**
 * An Observer board of the Expert level (R45), from profiles/observer-boards.json: its id ({@code passion}),
 * printed name, colour, pass icons (R45's defaults) and rewards as printed, as reward terms (R56's notation).
 */
public record ObserverBoard(String id, String name, Colour colour, List<PassIcon> icons,
                            Map<RewardEvent, List<RewardTerm>> rewards) implements RewardBoard {
    public ObserverBoard {
        icons = List.copyOf(icons);
        Map<RewardEvent, List<RewardTerm>> copy = new EnumMap<>(RewardEvent.class);
        rewards.forEach((e, terms) -> copy.put(e, List.copyOf(terms)));
        rewards = Map.copyOf(copy);
    }

    @Override
    public String title() {
        return name;
    }

    @Override
    public List<RewardTerm> rewards(RewardEvent event) {
        return rewards.getOrDefault(event, List.of());
    }

    /** The board as the pass machinery knows boards (R44: an icon may be used again). */
    public Board board() {
        return new Board(id, icons);
    }
}
