package org.eternalsevens.rules;

import java.util.List;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.PlayerStatus;

/**
 * One player's public state. {@code hand} counts rare cards too; {@code rares} is how many of them are rare
 * (public, R17). {@code usedIcons} marks used icons of the board by index; {@code passed} lists their labels
 * in order. {@code skipNext} is a turn lost to Kyubi (R18). {@code place} is null until decided.
 * {@code casualStars} and {@code casualHearts} are a Casual game's (its star blocks, R14, and hearts only a correction
 * sets); in Gamer mode they stay 0, since the track holds each player's hearts and stars, once (P281): read them
 * through {@link GameState#stars} and {@link GameState#hearts}.
 */
public record PlayerState(Colour colour, int hand, int rares, int discs, List<String> passed, int usedIcons,
                          int apt, int casualStars, int casualHearts, PlayerStatus status, Integer place,
                          boolean skipNext) {
    public PlayerState {
        passed = List.copyOf(passed);
    }

    public boolean inGame() {
        return status == PlayerStatus.PLAYING;
    }

    public boolean iconUsed(int index) {
        return (usedIcons & (1 << index)) != 0;
    }
}
