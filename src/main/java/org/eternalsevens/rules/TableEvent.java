package org.eternalsevens.rules;

import java.util.List;
import org.eternalsevens.rules.basics.Colour;

/** What the table enters itself: corrections, secret exchanges of rare cards, notes. */
public sealed interface TableEvent extends Event {
    record RareNoted(Colour from, Colour to) implements TableEvent {
        public String key() {
            return "event.table.rare";
        }

        public List<Object> args() {
            return List.of(from, to);
        }
    }

    /** A tracked count corrected; {@code field} is its id in the record (RECORD-FORMAT). */
    record Corrected(Colour who, String field, int value) implements TableEvent {
        public String key() {
            return "event.table.fix";
        }

        public List<Object> args() {
            return List.of(who, field, value);
        }
    }

    /** A comment-only move, its note already shortened for the log (P236); empty for an empty note. */
    record Noted(String note) implements TableEvent {
        public String key() {
            return note.isEmpty() ? "event.note.empty" : "event.note";
        }

        public List<Object> args() {
            return List.of(note);
        }
    }
}
