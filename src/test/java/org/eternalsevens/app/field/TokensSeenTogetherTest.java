package org.eternalsevens.app.field;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import javax.swing.SwingUtilities;

import org.eternalsevens.app.paint.CardSprites;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Field;
import org.eternalsevens.rules.basics.Space;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 25 §4, P352: two marks on one space never hide each other. For every pair of marks a space can carry (the
 * star block, the X token, the Must Play token, the legal ring, the rare card's ring, the outline under the pointer)
 * on each face a space can show them on, in light and dark, at 100% and 200%, each mark still adds most of what it
 * adds to a bare space when the other is drawn too (it may move aside or shrink to make room, not hide). The pair's
 * look is a kept sprite like the others (P200).
 */
class TokensSeenTogetherTest {
    private static final Rectangle CARD = new Rectangle(8, 8, 60, 84);

    /** A mark a space can carry. */
    enum Mark { STAR_BLOCK, X_TOKEN, MUST_PLAY, LEGAL_RING, RARE_RING, HOVER }

    /** A space's face under the marks: an empty space, or a rare card (tokens sit on empty spaces). */
    enum Face { EMPTY, RARE_CARD }

    static Stream<Arguments> pairs() {
        List<Arguments> out = new ArrayList<>();
        Mark[] marks = Mark.values();
        for (boolean dark : new boolean[] {false, true}) {
            for (int scale : new int[] {1, 2}) {
                for (int i = 0; i < marks.length; i++) {
                    for (int j = i + 1; j < marks.length; j++) {
                        if (marks[i] == Mark.LEGAL_RING && marks[j] == Mark.RARE_RING) {
                            continue; // one ring or the other: a space is legal for a card, or for a rare card only
                        }
                        out.add(Arguments.of(Face.EMPTY, marks[i], marks[j], dark, scale));
                        if (!tokenOnly(marks[i]) && !tokenOnly(marks[j])) {
                            out.add(Arguments.of(Face.RARE_CARD, marks[i], marks[j], dark, scale));
                        }
                    }
                }
            }
        }
        return out.stream();
    }

    /** Star blocks and Must Play tokens stand on empty spaces only (R4, R10). */
    private static boolean tokenOnly(Mark m) {
        return m == Mark.STAR_BLOCK || m == Mark.MUST_PLAY;
    }

    @ParameterizedTest(name = "{0}: {1} with {2}, dark {3}, scale {4}")
    @MethodSource("pairs")
    void P352_twoMarksOnOneSpaceBothShow(Face face, Mark a, Mark b, boolean dark, int scale) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            SpaceLooks.look(dark);
            BufferedImage bare = paint(face, EnumSet.noneOf(Mark.class), scale);
            BufferedImage alone = paint(face, EnumSet.of(a), scale);
            BufferedImage other = paint(face, EnumSet.of(b), scale);
            BufferedImage together = paint(face, EnumSet.of(a, b), scale);
            assertThat(seen(bare, alone, other, together)).as("%s still seen with %s", a, b).isGreaterThan(0.6);
            assertThat(seen(bare, other, alone, together)).as("%s still seen with %s", b, a).isGreaterThan(0.6);
            int kept = CardSprites.kept();
            paint(face, EnumSet.of(a, b), scale);
            assertThat(CardSprites.kept()).as("the pair's look is kept: the second paint draws no new sprite")
                    .isEqualTo(kept);
        });
    }

    /**
     * How much of a mark shows beside the other: the pixels it adds to the space with the other mark alone
     * ({@code together} against {@code other}), as a share of those it adds to the bare space ({@code alone} against
     * {@code bare}). A mark the other covers adds little; one moved aside to make room adds about its whole area.
     */
    private static double seen(BufferedImage bare, BufferedImage alone, BufferedImage other, BufferedImage together) {
        int own = 0;
        int added = 0;
        for (int y = 0; y < bare.getHeight(); y++) {
            for (int x = 0; x < bare.getWidth(); x++) {
                own += SpaceLooks.off(bare.getRGB(x, y), alone.getRGB(x, y)) > 45 ? 1 : 0;
                added += SpaceLooks.off(other.getRGB(x, y), together.getRGB(x, y)) > 45 ? 1 : 0;
            }
        }
        assertThat(own).as("the mark draws something").isGreaterThan(20);
        return added / (double) own;
    }

    private static BufferedImage paint(Face face, Set<Mark> marks, int scale) {
        Space s = Space.of(Colour.BLUE, 3);
        long bit = 1L << s.index();
        int row = Colour.BLUE.ordinal() * 8;
        int blocks = marks.contains(Mark.STAR_BLOCK)
                ? Field.EMPTY.blocks() & ~(0xFF << row) | 3 << row : Field.EMPTY.blocks();
        Field f = new Field(0, face == Face.RARE_CARD ? bit : 0, 0, marks.contains(Mark.MUST_PLAY) ? bit : 0, blocks);
        assertThat(f.hasBlock(s)).isEqualTo(marks.contains(Mark.STAR_BLOCK));
        SpacePainter.Mark ring = marks.contains(Mark.LEGAL_RING) ? SpacePainter.Mark.LEGAL
                : marks.contains(Mark.RARE_RING) ? SpacePainter.Mark.RARE_ONLY : SpacePainter.Mark.NONE;
        return SpaceLooks.paint(CARD, s, f, marks.contains(Mark.X_TOKEN), ring, marks.contains(Mark.HOVER), scale);
    }
}
