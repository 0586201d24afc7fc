package org.eternalsevens.app.look;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.font.FontRenderContext;
import java.awt.font.LineBreakMeasurer;
import java.awt.font.TextAttribute;
import java.text.AttributedString;
import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.List;

/**
 * The one text wrapper of the app (P315): a text broken into lines at a width in pixels by the JDK's
 * {@link LineBreakMeasurer}, measured in the fonts it is drawn in. One rule for every text the app breaks itself:
 * a line breaks after a space, or between the characters of a script written without spaces (CJK), where the JDK's
 * line rules allow it; never inside a word ("Alexandra-Marguerite" stays whole) nor at a no-break space (U+00A0,
 * "0&nbsp;face&nbsp;up", drawn as a space); a newline starts a line (one at the very end only ends the last); a word
 * wider than the line is broken, at its last no-break space that fits if it has one, else where the line ends, so
 * nothing is cut off; the spaces a line ends with are left out; empty text has no lines. The HTML labels given a
 * width ({@link #html}) are laid out by Swing's HTML.
 */
public final class TextWrap {
    private TextWrap() {
    }

    /** A part of a text in a font of its own (a bold head, italic state). */
    public record Part(String text, Font font) {
    }

    /** A run of one part's text on a line, drawn from {@code x} pixels into the line. */
    public record Run(String text, Font font, int x) {
    }

    /** One line: its runs, left to right (a part of spaces only, such as a gap, is no run). */
    public record Line(List<Run> runs) {
        /** The line's words as drawn. */
        public String text() {
            StringBuilder b = new StringBuilder();
            for (Run r : runs) {
                b.append(r.text());
            }
            return b.toString();
        }

        /** Draws the line from {@code x} with its baseline at {@code baseline}, each run in its font. */
        public void draw(Graphics2D g, int x, int baseline) {
            for (Run r : runs) {
                g.setFont(r.font());
                g.drawString(r.text(), x + r.x(), baseline);
            }
        }
    }

    /** {@code text} in the font of {@code fm}, broken into lines at most {@code width} pixels wide. */
    public static List<String> lines(String text, FontMetrics fm, int width) {
        return lines(text, fm, width, Integer.MAX_VALUE);
    }

    /**
     * {@code text} in the font of {@code fm} in at most {@code max} lines of {@code width} pixels: if it needs more,
     * the last one holds as much of the rest as fits with "…" after it.
     */
    public static List<String> lines(String text, FontMetrics fm, int width, int max) {
        Font font = fm.getFont();
        FontRenderContext frc = fm.getFontRenderContext();
        if (text.isEmpty() || max <= 0) {
            return List.of();
        }
        if (text.indexOf('\n') < 0 && fm.stringWidth(shown(text)) <= width) {
            return List.of(shown(text)); // on one line: the common case, no measurer
        }
        List<int[]> all = ranges(text, List.of(new Part(text, font)), List.of(text.length()), frc, width);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < all.size() && i < max; i++) {
            out.add(shown(text.substring(all.get(i)[0], all.get(i)[1])));
        }
        if (all.size() > max) {
            String rest = shown(text.substring(all.get(max - 1)[0])).replace('\n', ' ');
            out.set(max - 1, cut(rest, font, frc, width));
        }
        return out;
    }

    /** Lines of a text in parts, each in its font, at most {@code width} pixels wide. */
    public static List<Line> lines(List<Part> parts, FontRenderContext frc, int width) {
        StringBuilder all = new StringBuilder();
        List<Integer> ends = new ArrayList<>();
        for (Part p : parts) {
            all.append(p.text());
            ends.add(all.length());
        }
        String text = all.toString();
        List<Line> out = new ArrayList<>();
        for (int[] r : ranges(text, parts, ends, frc, width)) {
            out.add(line(text, parts, ends, r[0], r[1], frc));
        }
        return out;
    }

    /** Where each line starts and ends in {@code text} (the parts joined, {@code ends} where each part ends). */
    private static List<int[]> ranges(String text, List<Part> parts, List<Integer> ends, FontRenderContext frc,
            int width) {
        List<int[]> out = new ArrayList<>();
        if (text.isEmpty()) {
            return out;
        }
        float room = Math.max(1, width);
        int start = 0;
        while (true) {
            int nl = text.indexOf('\n', start);
            int end = nl < 0 ? text.length() : nl;
            if (end == start) {
                out.add(new int[] {start, start});
            } else {
                AttributedString as = new AttributedString(text.substring(start, end));
                for (int i = 0, from = 0; i < parts.size(); from = ends.get(i), i++) {
                    int a = Math.max(from, start);
                    int b = Math.min(ends.get(i), end);
                    if (a < b) {
                        as.addAttribute(TextAttribute.FONT, parts.get(i).font(), a - start, b - start);
                    }
                }
                LineBreakMeasurer m = new LineBreakMeasurer(as.getIterator(), new Breaks(), frc);
                while (m.getPosition() < end - start) {
                    int pos = m.getPosition();
                    int to = m.nextOffset(room, end - start, true);
                    if (to == pos) { // the first word is wider than the line: broken where the line ends
                        to = Math.max(pos + 1, m.nextOffset(room));
                        int nb = text.lastIndexOf('\u00A0', start + to - 1) - start;
                        if (nb > pos) {
                            to = nb + 1; // at a no-break space of it, if it has one that fits
                        }
                    }
                    m.setPosition(to);
                    int shownTo = start + to;
                    while (shownTo > start + pos && (text.charAt(shownTo - 1) == ' '
                            || text.charAt(shownTo - 1) == '\u00A0')) {
                        shownTo--; // the spaces a line ends with
                    }
                    out.add(new int[] {start + pos, shownTo});
                }
            }
            if (nl < 0 || nl == text.length() - 1) {
                return out; // a newline at the end ends the last line
            }
            start = nl + 1;
        }
    }

    /** The runs of {@code text} from {@code a} to {@code b}, one for each part it crosses. */
    private static Line line(String text, List<Part> parts, List<Integer> ends, int a, int b, FontRenderContext frc) {
        List<Run> runs = new ArrayList<>();
        int x = 0;
        for (int i = 0, from = 0; i < parts.size(); from = ends.get(i), i++) {
            int s = Math.max(from, a);
            int e = Math.min(ends.get(i), b);
            if (s < e) {
                String piece = shown(text.substring(s, e));
                if (!piece.isBlank()) { // a gap of spaces only moves what follows
                    runs.add(new Run(piece, parts.get(i).font(), x));
                }
                x += advance(piece, parts.get(i).font(), frc);
            }
        }
        return new Line(List.copyOf(runs));
    }

    /** The longest start of {@code s} that fits {@code width} with "…" after it, ended by "…". */
    private static String cut(String s, Font font, FontRenderContext frc, int width) {
        int lo = 0;
        int hi = s.length();
        while (lo < hi) { // the widths grow with the length: the longest start that fits
            int mid = (lo + hi + 1) / 2;
            if (advance(s.substring(0, mid) + "\u2026", font, frc) <= width) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return s.substring(0, lo).stripTrailing() + "\u2026";
    }

    /**
     * The JDK's line breaks, but only those after a space or next to a character of a script written without spaces
     * (from U+2E80 on: CJK): so "Alexandra-Marguerite", "discard+1" or "and/or" is never broken inside, as the app's
     * texts always wrapped, and Japanese still breaks between its characters.
     */
    private static final class Breaks extends BreakIterator {
        private final BreakIterator jdk = BreakIterator.getLineInstance();
        private java.text.CharacterIterator text = new java.text.StringCharacterIterator("");
        private int current;

        private boolean allowed(int at) {
            if (at == DONE || at <= text.getBeginIndex() || at >= text.getEndIndex()) {
                return true;
            }
            char before = text.setIndex(at - 1);
            char after = text.setIndex(at);
            return Character.isWhitespace(before) || before >= '\u2E80' || after >= '\u2E80';
        }

        private int at(int b) {
            current = b == DONE ? current : b;
            return b;
        }

        @Override
        public int first() {
            return at(jdk.first());
        }

        @Override
        public int last() {
            return at(jdk.last());
        }

        @Override
        public int next(int n) {
            int b = current;
            for (int i = 0; i < n && b != DONE; i++) {
                b = following(b);
            }
            for (int i = 0; i > n && b != DONE; i--) {
                b = preceding(b);
            }
            return b;
        }

        @Override
        public int next() {
            return following(current);
        }

        @Override
        public int previous() {
            return preceding(current);
        }

        @Override
        public int following(int offset) {
            int b = jdk.following(offset);
            while (!allowed(b)) {
                b = jdk.following(b);
            }
            return at(b);
        }

        @Override
        public int preceding(int offset) {
            int b = jdk.preceding(offset);
            while (!allowed(b)) {
                b = jdk.preceding(b);
            }
            return at(b);
        }

        @Override
        public int current() {
            return current;
        }

        @Override
        public java.text.CharacterIterator getText() {
            return jdk.getText();
        }

        @Override
        public void setText(java.text.CharacterIterator t) {
            jdk.setText(t);
            text = (java.text.CharacterIterator) t.clone();
            current = t.getBeginIndex();
        }
    }

    /** The width of {@code s} in whole pixels, rounded as {@link FontMetrics#stringWidth} rounds it. */
    static int advance(String s, Font font, FontRenderContext frc) {
        return s.isEmpty() ? 0 : (int) (0.5 + font.getStringBounds(s, frc).getWidth());
    }

    private static String shown(String s) {
        return s.replace('\u00A0', ' ');
    }

    /**
     * A plain text as an HTML label's text that Swing wraps at {@code cssWidth} of its CSS pixels (about 1.3 screen
     * pixels each), escaped: the width is the label's, whatever the words. The one way the app writes such a label.
     */
    public static String html(String text, int cssWidth) {
        return "<html><div style='width:" + cssWidth + "px'>" + Html.escape(text) + "</div></html>";
    }

    /**
     * As {@link #html}, at {@code pixels} screen pixels: Swing reads a CSS width in its own points, whatever the scale
     * setting, so their size is measured once per scale.
     */
    public static String htmlPixels(String text, int pixels) {
        return html(text, Math.max(1, (int) Math.floor(pixels / PIXELS_PER_CSS.computeIfAbsent(
                com.formdev.flatlaf.util.UIScale.getZoomFactor(), z -> pixelsPerCss()))));
    }

    private static final java.util.Map<Float, Double> PIXELS_PER_CSS = new java.util.HashMap<>();

    private static double pixelsPerCss() {
        javax.swing.JLabel probe = new javax.swing.JLabel("<html><div style='width:1000px'>" + "mmmm ".repeat(400)
                + "</div></html>");
        int w = probe.getPreferredSize().width;
        return w > 100 ? w / 1000.0 : 1.0;
    }
}
