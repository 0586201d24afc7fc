package org.eternalsevens.rules.basics;

import java.util.List;

/** A space on the field (R1): a row and a number 0..11; 0 and 11 are the purple spaces. */
public final class Space implements Comparable<Space> {
    public static final int PER_ROW = 12;
    private static final Space[] ALL = new Space[48];

    static {
        for (int i = 0; i < ALL.length; i++) {
            ALL[i] = new Space(Colour.values()[i / PER_ROW], i % PER_ROW);
        }
    }

    /** All 48 spaces, sorted by row (R, B, G, Y) then number. */
    public static final List<Space> ALL_SPACES = List.of(ALL);

    private final Colour row;
    private final int number;

    private Space(Colour row, int number) {
        this.row = row;
        this.number = number;
    }

    public static Space of(Colour row, int number) {
        if (number < 0 || number >= PER_ROW) {
            throw new IllegalArgumentException("A space number is 0..11, not " + number);
        }
        return ALL[row.ordinal() * PER_ROW + number];
    }

    /** Parses {@code R5} or {@code y11} (any case); null if it is not a space. */
    public static Space parse(String s) {
        if (s == null || s.length() < 2 || s.length() > 3) {
            return null;
        }
        Colour row = Colour.ofLetter(s.charAt(0));
        if (row == null) {
            return null;
        }
        int n = 0;
        for (int i = 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return null;
            }
            n = n * 10 + (c - '0');
        }
        if (s.length() == 3 && s.charAt(1) == '0') {
            return null;
        }
        return n < PER_ROW ? of(row, n) : null;
    }

    public Colour row() {
        return row;
    }

    public int number() {
        return number;
    }

    /** 0..47, row-major. */
    public int index() {
        return row.ordinal() * PER_ROW + number;
    }

    public boolean isPurple() {
        return number == 0 || number == PER_ROW - 1;
    }

    /** Whether the card of this space is a 2 or a 9, which triggers an instant eternal. */
    public boolean isEternalNumber() {
        return number == 2 || number == 9;
    }

    @Override
    public int compareTo(Space o) {
        return Integer.compare(index(), o.index());
    }

    @Override
    public String toString() {
        return "" + row.letter() + number;
    }
}
