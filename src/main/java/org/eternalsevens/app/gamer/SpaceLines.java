package org.eternalsevens.app.gamer;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.util.ArrayList;
import java.util.List;

import javax.swing.JComponent;

/**
 * A Dragon space's text broken into lines at a width: the space's number in bold, its words, then the cube's state
 * in italics starting a line of its own. Words are broken at spaces; a word wider than the line stands alone.
 */
final class SpaceLines {
    private SpaceLines() {
    }

    /** One run of words in one font, starting at x. */
    record Run(String text, Font font, int x) {
    }

    /** One line of runs. */
    record Line(List<Run> runs) {
        void draw(Graphics2D g, int x, int baseline) {
            for (Run r : runs) {
                g.setFont(r.font());
                g.drawString(r.text(), x + r.x(), baseline);
            }
        }

        /** The line's words, for tests. */
        String text() {
            StringBuilder b = new StringBuilder();
            for (Run r : runs) {
                b.append(r.text());
            }
            return b.toString();
        }
    }

    static List<Line> wrap(JComponent c, int n, String words, String state, int width) {
        Font plain = c.getFont();
        Font bold = plain.deriveFont(Font.BOLD);
        Font italic = plain.deriveFont(Font.ITALIC);
        Builder b = new Builder(c, width);
        b.word(String.valueOf(n), bold);
        b.gap(c.getFontMetrics(plain).stringWidth("  "));
        for (String w : tokens(words)) {
            b.word(w, plain);
        }
        if (!state.isEmpty()) {
            b.newLine();
            for (String w : tokens(state)) {
                b.word(w, italic);
            }
        }
        return b.done();
    }

    /** The words between spaces; a colour's mark in brackets ("(\u2663 G)") stays one word. */
    static List<String> tokens(String s) {
        List<String> out = new ArrayList<>();
        String[] parts = s.split(" ");
        for (int i = 0; i < parts.length; i++) {
            String w = parts[i];
            if (w.startsWith("(") && w.length() <= 2 && i + 1 < parts.length) {
                w = w + " " + parts[++i];
            }
            out.add(w);
        }
        return out;
    }

    /** Fills lines word by word, merging the words of one font on a line into one run. */
    private static final class Builder {
        private final JComponent c;
        private final int width;
        private final List<Line> lines = new ArrayList<>();
        private List<Run> runs = new ArrayList<>();
        private StringBuilder run = new StringBuilder();
        private Font runFont;
        private int runX;
        private int x; // where the next word starts
        private boolean gapBefore; // a space is drawn before the next word on this line

        Builder(JComponent c, int width) {
            this.c = c;
            this.width = width;
        }

        void gap(int px) {
            endRun();
            x += px;
            gapBefore = false;
        }

        void word(String w, Font f) {
            if (w.isEmpty()) {
                return;
            }
            FontMetrics fm = c.getFontMetrics(f);
            String piece = gapBefore ? " " + w : w;
            if (x > 0 && x + fm.stringWidth(piece) > width) {
                newLine();
                piece = w;
            }
            if (f != runFont) {
                endRun();
                runFont = f;
                runX = x;
            }
            run.append(piece);
            x += fm.stringWidth(piece);
            gapBefore = true;
        }

        void newLine() {
            endRun();
            lines.add(new Line(runs));
            runs = new ArrayList<>();
            x = 0;
            gapBefore = false;
        }

        private void endRun() {
            if (run.length() > 0) {
                runs.add(new Run(run.toString(), runFont, runX));
            }
            run = new StringBuilder();
            runFont = null;
        }

        List<Line> done() {
            endRun();
            if (!runs.isEmpty()) {
                lines.add(new Line(runs));
            }
            return List.copyOf(lines);
        }
    }
}
