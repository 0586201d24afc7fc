package org.eternalsevens.record;

import java.util.List;

import tools.jackson.databind.node.ObjectNode;

/**
 * A game record: the setup and one string per move (RECORD-FORMAT.md). {@code extra} holds the file's other
 * fields, kept and written back unchanged; it may be null.
 */
public record GameRecord(RecordSetup setup, List<String> moves, ObjectNode extra) {
    public static final String FORMAT = "eternal-sevens-record/1";

    public GameRecord {
        moves = List.copyOf(moves);
    }

    public GameRecord withMoves(List<String> newMoves) {
        return new GameRecord(setup, newMoves, extra);
    }
}
