package org.eternalsevens.app.look;

import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Insets;
import java.util.ArrayList;
import java.util.List;

import javax.swing.JComponent;
import javax.swing.UIManager;

import com.formdev.flatlaf.ui.FlatUIUtils;

/**
 * Plain text wrapped to the width it is given by {@link TextWrap}, drawn by itself: a bold head ("Instant deck (5):")
 * and the rest in the label font. A no-break space (U+00A0) keeps a count and its words on one line ("0 face up"); a
 * newline starts a new line. Instead of an HTML label, whose text is parsed again on each change
 * (docs/performance.md): a new text repaints it, and it asks for a new layout only when its number of lines changes.
 */
public final class Paragraph extends JComponent {
    private String head = "";
    private String body = "";
    private int indent;
    private List<TextWrap.Line> lines = List.of();
    private int linesFor = -1; // the width the lines were broken for
    private int laidOutLines = -1;

    public Paragraph(int indent) {
        this.indent = indent;
        updateUI();
    }

    @Override
    public void updateUI() {
        super.updateUI();
        setFont(UIManager.getFont("Label.font"));
        linesFor = -1;
    }

    /** Sets the text; the same text again does nothing. */
    public void setText(String head, String body) {
        if (head.equals(this.head) && body.equals(this.body)) {
            return;
        }
        this.head = head;
        this.body = body;
        linesFor = -1;
        if (lineCount(width()) != laidOutLines) {
            revalidate();
        }
        repaint();
    }

    /** All the text, as one string (tests, tooltips). */
    public String text() {
        return head.isEmpty() ? body : body.isEmpty() ? head : head + " " + body;
    }

    private int width() {
        if (getWidth() > 0) {
            return getWidth();
        }
        return getParent() != null && getParent().getWidth() > 0 ? getParent().getWidth()
                : com.formdev.flatlaf.util.UIScale.scale(300);
    }

    private Font boldOf;
    private Font bold;

    private Font bold() {
        if (getFont() != boldOf) {
            boldOf = getFont();
            bold = boldOf.deriveFont(Font.BOLD);
        }
        return bold;
    }

    private int lineCount(int width) {
        return text().isBlank() ? 0 : lines(width).size();
    }

    private List<TextWrap.Line> lines(int width) {
        if (width == linesFor) {
            return lines;
        }
        List<TextWrap.Part> parts = new ArrayList<>();
        String[] words = oneSpaced(head).split(" ");
        for (int i = 0; i < words.length; i++) { // the head's words bold, the spaces between words plain
            if (i > 0) {
                parts.add(new TextWrap.Part(" ", getFont()));
            }
            parts.add(new TextWrap.Part(words[i], bold()));
        }
        if (!head.isBlank() && !body.isBlank()) {
            parts.add(new TextWrap.Part(" ", getFont()));
        }
        parts.add(new TextWrap.Part(oneSpaced(body), getFont()));
        lines = TextWrap.lines(parts, getFontMetrics(getFont()).getFontRenderContext(), Math.max(20, width - indent));
        linesFor = width;
        return lines;
    }

    /** Each line's words one space apart, none before or after: "4  Discards" reads "4 Discards". */
    private static String oneSpaced(String s) {
        return s.replaceAll("(?m)^ +| +$", "").replaceAll(" {2,}", " ");
    }

    @Override
    public Dimension getPreferredSize() {
        if (isPreferredSizeSet()) {
            return super.getPreferredSize();
        }
        Insets in = getInsets();
        int n = lineCount(width());
        laidOutLines = n;
        return new Dimension(com.formdev.flatlaf.util.UIScale.scale(100),
                n * getFontMetrics(getFont()).getHeight() + in.top + in.bottom);
    }

    @Override
    public Dimension getMinimumSize() {
        return new Dimension(0, getPreferredSize().height);
    }

    @Override
    public void setBounds(int x, int y, int w, int h) {
        boolean wider = w != getWidth();
        super.setBounds(x, y, w, h);
        if (wider && lineCount(w) != laidOutLines) {
            // wrapped to a new width: a new height. Asked for after this layout, not in it: an invalidation while
            // the container is being laid out is dropped when the container is marked laid out (issue 8, defect 1)
            javax.swing.SwingUtilities.invokeLater(this::revalidate);
        }
    }

    @Override
    protected void paintComponent(Graphics g0) {
        Graphics2D g = (Graphics2D) g0.create();
        FlatUIUtils.setRenderingHints(g);
        java.awt.Color c = UIManager.getColor("Label.foreground"); // read at each paint: a new theme shows at once
        g.setColor(c != null ? c : getForeground());
        FontMetrics fm = g.getFontMetrics(getFont());
        Insets in = getInsets();
        int y = in.top + fm.getAscent();
        for (TextWrap.Line line : lines(getWidth())) {
            line.draw(g, in.left + indent, y);
            y += fm.getHeight();
        }
        g.dispose();
    }
}
