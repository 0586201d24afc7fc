package org.eternalsevens.rules;

import java.util.List;

/**
 * One player's public state. {@code hand} counts rare cards too; {@code rares} is how many of them are rare
 * (public, R17). {@code usedIcons} marks used icons of the board by index; {@code passed} lists their labels
 * in order. {@code skipNext} is a turn lost to Kyubi (R18). {@code place} is null until decided.
 */
public record PlayerState(Colour colour, int hand, int rares, int discs, List<String> passed, int usedIcons,
                          int apt, int stars, int hearts, PlayerStatus status, Integer place, boolean skipNext) {
    public PlayerState {
        passed = List.copyOf(passed);
    }

    public boolean inGame() {
        return status == PlayerStatus.PLAYING;
    }

    /** The same player with the track's hearts and stars (Gamer mode, R41). */
    PlayerState withScore(int h, int s) {
        return new PlayerState(colour, hand, rares, discs, passed, usedIcons, apt, s, h, status, place, skipNext);
    }

    public boolean iconUsed(int index) {
        return (usedIcons & (1 << index)) != 0;
    }
}
