package org.eternalsevens.rules.basics;

/**
 * The field, as an immutable value of bit sets over the 48 spaces (R1). {@code cards} are spaces whose top
 * card is a number or purple card, {@code rares} those whose top card is a rare card, {@code covered} those
 * with a rare card under a number card (R8). {@code blocks} packs one byte per row: 0..11 a star block on
 * that space, {@link #NOT_PLACED} before the row's first purple, {@link #TAKEN} once a player took it.
 */
public record Field(long cards, long rares, long covered, long mustPlay, int blocks) {
    public static final int NOT_PLACED = 12;
    public static final int TAKEN = 13;
    public static final Field EMPTY = new Field(0, 0, 0, 0,
            NOT_PLACED | NOT_PLACED << 8 | NOT_PLACED << 16 | NOT_PLACED << 24);
    private static final long ROW_MASK = (1L << Space.PER_ROW) - 1;

    private static long bit(Space s) {
        return 1L << s.index();
    }

    public boolean hasCard(Space s) {
        return (cards & bit(s)) != 0;
    }

    public boolean hasRare(Space s) {
        return (rares & bit(s)) != 0;
    }

    /** A number, purple or rare card lies here. */
    public boolean isFilled(Space s) {
        return ((cards | rares) & bit(s)) != 0;
    }

    public boolean hasMustPlay(Space s) {
        return (mustPlay & bit(s)) != 0;
    }

    public int mustPlayCount() {
        return Long.bitCount(mustPlay);
    }

    /** The block state of a row: 0..11, NOT_PLACED or TAKEN. */
    public int block(Colour row) {
        return (blocks >>> (row.ordinal() * 8)) & 0xFF;
    }

    /** The space under the row's star block, or null when none is on the field. */
    public Space blockSpace(Colour row) {
        int b = block(row);
        return b < Space.PER_ROW ? Space.of(row, b) : null;
    }

    public boolean hasBlock(Space s) {
        return block(s.row()) == s.number();
    }

    public boolean anyBlockOnField() {
        for (Colour c : Colour.values()) {
            if (block(c) < Space.PER_ROW) {
                return true;
            }
        }
        return false;
    }

    /** Filled spaces of a row as 12 bits, bit n for space n. */
    public int rowFilled(Colour row) {
        return (int) (((cards | rares) >>> (row.ordinal() * Space.PER_ROW)) & ROW_MASK);
    }

    public int cardCount() {
        return Long.bitCount(cards);
    }

    public int rareCount() {
        return Long.bitCount(rares);
    }

    public int coveredCount() {
        return Long.bitCount(covered);
    }

    public Field withCard(Space s) {
        long b = bit(s);
        long cov = (rares & b) != 0 ? covered | b : covered;
        return new Field(cards | b, rares & ~b, cov, mustPlay & ~b, blocks);
    }

    public Field withRare(Space s) {
        long b = bit(s);
        return new Field(cards, rares | b, covered, mustPlay & ~b, blocks);
    }

    /** Takes the rare card off a space (Jinn, R24) when a number card covers it. */
    public Field withoutCovered(Space s) {
        return new Field(cards, rares, covered & ~bit(s), mustPlay, blocks);
    }

    public Field withMustPlay(Space s) {
        return new Field(cards, rares, covered, mustPlay | bit(s), blocks);
    }

    public Field withBlock(Colour row, int state) {
        int shift = row.ordinal() * 8;
        return new Field(cards, rares, covered, mustPlay, (blocks & ~(0xFF << shift)) | state << shift);
    }
}
