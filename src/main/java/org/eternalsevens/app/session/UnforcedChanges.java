package org.eternalsevens.app.session;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A game's changes whose journal entries may not be on disk yet, oldest first, each with how to take it back (P216):
 * what {@link GameSession} takes back when forcing an entry to disk failed.
 */
final class UnforcedChanges {
    private record Change(long end, Runnable back) {
    }

    private final Deque<Change> changes = new ArrayDeque<>();

    /** A change whose entry ends at {@code end} in the journal, and how to put the game back as it was before it. */
    void add(long end, Runnable back) {
        changes.addLast(new Change(end, back));
    }

    /** Forgets the changes whose entries are on disk: those that end at or before {@code onDisk}. */
    void forced(long onDisk) {
        while (!changes.isEmpty() && changes.peekFirst().end() <= onDisk) {
            changes.removeFirst();
        }
    }

    /** Takes back every change left (the oldest's way back undoes them all) and forgets them; how many there were. */
    int takeBackAll() {
        int lost = changes.size();
        if (!changes.isEmpty()) {
            changes.peekFirst().back().run();
        }
        changes.clear();
        return lost;
    }
}
