package org.eternalsevens.rules;

import java.util.List;

/**
 * Something that happened in one move, as a value (issue 24 §2): the engine hands these out and never words them.
 * Each kind is a record in one of a few families; the words layer ({@code words.EventWords}) finds the sentence's
 * pattern by {@link #key()} and fills it with {@link #args()}.
 */
public sealed interface Event permits TurnEvent, PassEvent, DragonEvent, EternalEvent, GamerEvent, ProEvent,
        TableEvent {
    /** The key of the sentence's pattern, "event." and a name; a record may pick one of a few by its values. */
    String key();

    /**
     * What the pattern names, in its order: a {@link Colour} is a player, a {@link Phrase} or an {@link Event} a
     * part of the sentence, a list a run of items; anything else is written as it is (numbers, spaces, content names).
     */
    List<Object> args();
}
