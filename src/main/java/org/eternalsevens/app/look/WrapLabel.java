package org.eternalsevens.app.look;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Insets;
import java.util.List;

import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;

import com.formdev.flatlaf.ui.FlatUIUtils;
import com.formdev.flatlaf.util.UIScale;

/**
 * A label of plain text wrapped at the width it is laid out at, by {@link TextWrap}, and drawn by itself (P445):
 * instead of an HTML label, which Swing parses again at each new text, each new width and each time the label is
 * added to a window (a "graphicsConfiguration" change), the largest cost of the first moves of Pro round 2 and of
 * round 1's summary (docs/performance.md). Its text stays plain ({@code getText()} is what it says). It asks for
 * {@code wrap} pixels (unscaled) of width and the height of its lines at the width it has (at {@code wrap} before its
 * first layout); when a new width changes the number of lines it asks for a new layout after the one under way.
 */
public class WrapLabel extends JLabel {
    private final int wrap;
    private List<String> lines = List.of();
    private String linesText;
    private java.awt.Font linesFont;
    private int linesFor = -1;

    /** {@code wrap}: the width asked for, in unscaled pixels. */
    public WrapLabel(String text, int wrap) {
        super(text);
        this.wrap = wrap;
    }

    /** The lines at {@code width} pixels of text, kept until the text, the font or the width changes. */
    public List<String> lines(int width) {
        String text = getText() == null ? "" : getText();
        if (width != linesFor || !text.equals(linesText) || getFont() != linesFont) {
            linesFor = width;
            linesText = text;
            linesFont = getFont();
            lines = getFont() == null ? List.of() : TextWrap.lines(text, getFontMetrics(getFont()), Math.max(1, width));
        }
        return lines;
    }

    /** The height it would take laid out {@code outer} pixels wide, its lines left as they are (P435). */
    public int heightAt(int outer) {
        if (getFont() == null) {
            return getPreferredSize().height;
        }
        Insets in = getInsets();
        int width = Math.max(1, textWidth(outer));
        int n = Math.max(1, TextWrap.lines(getText() == null ? "" : getText(), getFontMetrics(getFont()), width).size());
        return n * getFontMetrics(getFont()).getHeight() + in.top + in.bottom;
    }

    private int textWidth(int outer) {
        Insets in = getInsets();
        return outer - in.left - in.right;
    }

    private int outerWidth() {
        return getWidth() > 0 ? getWidth() : UIScale.scale(wrap) + getInsets().left + getInsets().right;
    }

    @Override
    public Dimension getPreferredSize() {
        if (isPreferredSizeSet() || getFont() == null) {
            return super.getPreferredSize();
        }
        Insets in = getInsets();
        int n = Math.max(1, lines(textWidth(outerWidth())).size());
        return new Dimension(UIScale.scale(wrap) + in.left + in.right,
                n * getFontMetrics(getFont()).getHeight() + in.top + in.bottom);
    }

    @Override
    public Dimension getMinimumSize() {
        if (isMinimumSizeSet()) {
            return super.getMinimumSize();
        }
        return new Dimension(0, getPreferredSize().height);
    }

    @Override
    public void setBounds(int x, int y, int w, int h) {
        int before = getWidth();
        super.setBounds(x, y, w, h);
        if (w != before && getFont() != null) {
            int n = Math.max(1, lines(textWidth(w)).size());
            if (n * getFontMetrics(getFont()).getHeight() + getInsets().top + getInsets().bottom != h) {
                // a new number of lines at the new width: a new height, asked for after this layout (an invalidation
                // during a layout is dropped when the container is marked valid)
                SwingUtilities.invokeLater(this::revalidate);
            }
        }
    }

    @Override
    public int getBaseline(int width, int height) {
        return getFont() == null ? -1 : getInsets().top + getFontMetrics(getFont()).getAscent();
    }

    @Override
    protected void paintComponent(Graphics g0) {
        if (isOpaque()) {
            g0.setColor(getBackground());
            g0.fillRect(0, 0, getWidth(), getHeight());
        }
        Graphics2D g = (Graphics2D) g0.create();
        try {
            g.setFont(getFont());
            Color disabled = UIManager.getColor("Label.disabledForeground");
            g.setColor(isEnabled() || disabled == null ? getForeground() : disabled);
            FontMetrics fm = g.getFontMetrics();
            Insets in = getInsets();
            int y = in.top + fm.getAscent();
            for (String line : lines(textWidth(getWidth()))) {
                FlatUIUtils.drawString(this, g, line, in.left, y);
                y += fm.getHeight();
            }
        } finally {
            g.dispose();
        }
    }
}
