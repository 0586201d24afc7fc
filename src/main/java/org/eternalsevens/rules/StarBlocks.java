package org.eternalsevens.rules;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Field;
import org.eternalsevens.rules.basics.Space;

/** Star blocks: placed by a row's first purple (R4), moved to the other end of the gap (R7), taken (R6). */
final class StarBlocks {
    private StarBlocks() {
    }

    /** The first purple card of a row puts the row's block beyond the far end of its run (R4). */
    static void placeAfterPurple(Draft d, Space purple) {
        Colour row = purple.row();
        if (d.field.block(row) != Field.NOT_PLACED) {
            return;
        }
        int filled = d.field.rowFilled(row);
        int dir = purple.number() == 0 ? 1 : -1;
        int i = purple.number() + dir;
        while (i >= 0 && i < Space.PER_ROW && (filled >> i & 1) != 0) {
            i += dir;
        }
        if (i < 0 || i >= Space.PER_ROW) {
            return;
        }
        d.field = d.field.withBlock(row, i);
        d.say(new TurnEvent.StarBlockPlaced(row.id(), Space.of(row, i)));
    }

    /** Moves the row's block to the other end of the row's gap; a one-space gap keeps it (R7). */
    static void move(Draft d, Colour row) {
        int b = d.field.block(row);
        if (b >= Space.PER_ROW) {
            return;
        }
        int filled = d.field.rowFilled(row);
        int lo = b;
        while (lo > 0 && (filled >> (lo - 1) & 1) == 0) {
            lo--;
        }
        int hi = b;
        while (hi < Space.PER_ROW - 1 && (filled >> (hi + 1) & 1) == 0) {
            hi++;
        }
        int to = b == lo ? hi : lo;
        d.field = d.field.withBlock(row, to);
        d.say(new TurnEvent.StarBlockMoved(row.id(), Space.of(row, b), Space.of(row, to)));
    }

    /** Every block on the field moves (Minotaur). */
    static void moveAll(Draft d) {
        if (!d.field.anyBlockOnField()) {
            d.say(new TurnEvent.NoStarBlock());
            return;
        }
        for (Colour row : Colour.values()) {
            move(d, row);
        }
    }
}
