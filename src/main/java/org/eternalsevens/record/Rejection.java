package org.eternalsevens.record;

import org.eternalsevens.rules.basics.RejectCode;

/** A move of a record that was refused: its 0-based index, its text, the code and the sentence. */
public record Rejection(int index, String move, RejectCode code, String reason) {
}
