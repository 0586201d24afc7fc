package org.eternalsevens.app.field;

import java.awt.Dimension;
import java.awt.Rectangle;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Space;

/**
 * Where the field's parts lie in a field {@code width} by {@code height}: four rows of 12 cards, each row led by its
 * label 0.7 of a card wide, centred, the cards as large as both sides allow. Split from {@link FieldView}.
 */
record FieldGrid(int width, int height) {

    /** The height at which a field this wide shows its cards as large as the width allows (see cell()). */
    static int heightFor(int width) {
        int gap = Math.max(4, width / 160);
        int cw = Math.max(10, (width - gap * 14) * 10 / 127);
        return 4 * (cw * 7 / 5 + 1) + gap * 5 + 4;
    }

    int labelWidth() {
        return Math.max(24, cell().width * 7 / 10);
    }

    Dimension cell() {
        int gap = gap();
        int w = (width - gap * 14) * 10 / 127; // 12 cards and a label 0.7 of a card wide
        int h = (height - gap * 5) / 4;
        int cw = Math.max(10, Math.min(w, h * 5 / 7));
        return new Dimension(cw, cw * 7 / 5);
    }

    int gap() {
        return Math.max(4, width / 160);
    }

    /** Where a space is drawn. */
    Rectangle bounds(Space sp) {
        Dimension c = cell();
        int gap = gap();
        int totalW = labelWidth() + gap + 12 * c.width + 11 * gap;
        int totalH = 4 * c.height + 3 * gap;
        int x0 = Math.max(gap, (width - totalW) / 2) + labelWidth() + gap;
        int y0 = Math.max(gap, (height - totalH) / 2);
        return new Rectangle(x0 + sp.number() * (c.width + gap), y0 + sp.row().ordinal() * (c.height + gap),
                c.width, c.height);
    }

    /** Where a row's label is drawn: left of its first space. */
    Rectangle rowLabel(Colour row) {
        Rectangle first = bounds(Space.of(row, 0));
        return new Rectangle(first.x - gap() - labelWidth(), first.y, labelWidth(), first.height);
    }
}
