package org.eternalsevens.app.history;

import org.eternalsevens.app.session.GameSession;

/** What the game window does for the History window (handed in by the shell: the history knows no window). */
public interface Continuing {
    /**
     * Puts {@code game} (an old game's moves up to the point chosen, replayed with no autosave) on the game window's
     * table as a new game with its own autosave, after asking as File › Open does if the game in progress would be
     * left (P402). Returns whether it did.
     */
    boolean continueAsNewGame(GameSession game);
}
