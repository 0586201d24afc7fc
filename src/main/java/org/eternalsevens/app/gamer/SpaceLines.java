package org.eternalsevens.app.gamer;

import java.awt.Font;
import java.util.ArrayList;
import java.util.List;

import javax.swing.JComponent;

import org.eternalsevens.app.look.TextWrap;

/**
 * A Dragon space's text in its fonts, broken into lines at a width by {@link TextWrap}: the space's number in bold,
 * two spaces, its words, then the cube's state in italics starting a line of its own. A colour's mark in brackets
 * ("(\u2663 G)") is never broken.
 */
final class SpaceLines {
    private SpaceLines() {
    }

    static List<TextWrap.Line> wrap(JComponent c, int n, String words, String state, int width) {
        Font plain = c.getFont();
        List<TextWrap.Part> parts = new ArrayList<>();
        parts.add(new TextWrap.Part(String.valueOf(n), plain.deriveFont(Font.BOLD)));
        parts.add(new TextWrap.Part("  ", plain)); // a gap: the words' run starts after it
        parts.add(new TextWrap.Part(marksWhole(words), plain));
        if (!state.isEmpty()) {
            parts.add(new TextWrap.Part("\n" + marksWhole(state), plain.deriveFont(Font.ITALIC)));
        }
        return TextWrap.lines(parts, c.getFontMetrics(plain).getFontRenderContext(), width);
    }

    /** {@code s} with the space inside each colour's mark ("(\u2663 G)") a no-break space. */
    static String marksWhole(String s) {
        List<String> out = new ArrayList<>();
        String[] parts = s.split(" ");
        for (int i = 0; i < parts.length; i++) {
            String w = parts[i];
            if (w.startsWith("(") && w.length() <= 2 && i + 1 < parts.length) {
                w = w + "\u00A0" + parts[++i];
            }
            out.add(w);
        }
        return String.join(" ", out);
    }
}
