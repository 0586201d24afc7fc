package org.eternalsevens.app.look;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Insets;
import java.util.List;
import java.util.function.IntUnaryOperator;
import java.util.function.Supplier;

import javax.swing.JLabel;

import com.formdev.flatlaf.ui.FlatUIUtils;

/**
 * A label that wraps its plain text over a fixed number of lines and keeps that height whatever the text, so a
 * new sentence never moves what lies below it. The number of lines may depend on the width (a narrow window gets
 * two), never on the text. The last line ends in "…" if the text is longer still; the tooltip then has it all.
 * Its colour is read when it paints, so a theme switch shows at once.
 */
public class WrappedLine extends JLabel {
    private final IntUnaryOperator linesForWidth;
    private final int larger;
    private Supplier<Color> colour;

    /**
     * {@code linesForWidth}: the lines to reserve for a width given in average characters; {@code larger}: a bold
     * heading this many points larger than the label font (as {@link HeadingLabel}), or -1 for the plain font.
     */
    public WrappedLine(int larger, IntUnaryOperator linesForWidth) {
        this.linesForWidth = linesForWidth;
        this.larger = larger;
        updateUI();
    }

    @Override
    public void updateUI() {
        super.updateUI();
        java.awt.Font base = javax.swing.UIManager.getFont("Label.font");
        if (larger >= 0 && base != null) {
            setFont(new javax.swing.plaf.FontUIResource(base.deriveFont(java.awt.Font.BOLD,
                    (float) (base.getSize() + com.formdev.flatlaf.util.UIScale.scale(larger)))));
        }
    }

    /** The colour, asked at each paint (null: the label's foreground). */
    public void colour(Supplier<Color> c) {
        colour = c;
        repaint();
    }

    /** The colour the text is drawn in now. */
    public Color shownColour() {
        Color c = colour == null ? null : colour.get();
        return c != null ? c : getForeground();
    }

    @Override
    public void setText(String text) {
        super.setText(text);
        setToolTipText(null);
    }

    /** Lines reserved at this width: the operator gets the width in average characters. */
    int lines(int width) {
        if (linesForWidth == null) {
            return 1;
        }
        FontMetrics fm = getFontMetrics(getFont());
        int avg = Math.max(1, fm.charWidth('n'));
        return Math.max(1, linesForWidth.applyAsInt(width / avg));
    }

    /** The fixed height at this width. */
    public int heightFor(int width) {
        Insets in = getInsets();
        return lines(width) * getFontMetrics(getFont()).getHeight() + in.top + in.bottom;
    }

    @Override
    public Dimension getPreferredSize() {
        FontMetrics fm = getFontMetrics(getFont());
        Insets in = getInsets();
        int w = getWidth() > 0 ? getWidth() : fm.charWidth('n') * 60;
        return new Dimension(fm.charWidth('n') * 20 + in.left + in.right,
                lines(w) * fm.getHeight() + in.top + in.bottom);
    }

    @Override
    public Dimension getMinimumSize() {
        return new Dimension(0, getPreferredSize().height);
    }

    @Override
    protected void paintComponent(Graphics g0) {
        Graphics2D g = (Graphics2D) g0.create();
        FlatUIUtils.setRenderingHints(g);
        g.setFont(getFont());
        g.setColor(shownColour());
        FontMetrics fm = g.getFontMetrics();
        Insets in = getInsets();
        int width = getWidth() - in.left - in.right;
        List<String> lines = TextWrap.lines(getText() == null ? "" : getText().trim(), fm, width, lines(getWidth()));
        int y = in.top + fm.getAscent();
        for (String line : lines) {
            g.drawString(line, in.left, y);
            y += fm.getHeight();
        }
        g.dispose();
    }

    /** Whether the whole text is shown at the current size. */
    boolean whole() {
        FontMetrics fm = getFontMetrics(getFont());
        Insets in = getInsets();
        List<String> lines = TextWrap.lines(getText() == null ? "" : getText().trim(), fm,
                getWidth() - in.left - in.right, lines(getWidth()));
        return lines.isEmpty() || !lines.get(lines.size() - 1).endsWith("\u2026");
    }

    @Override
    public String getToolTipText() {
        return getWidth() > 0 && !whole() ? getText() : null;
    }
}
