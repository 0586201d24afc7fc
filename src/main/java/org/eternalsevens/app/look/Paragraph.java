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
 * Plain text wrapped to the width it is given, drawn by itself: a bold head ("Instant deck (5):") and the rest in
 * the label font. A no-break space (U+00A0) keeps a count and its words on one line ("0 face up"); a newline starts
 * a new line. Instead of an HTML label, whose text is parsed again on each change (docs/performance.md): a new text
 * repaints it, and it asks for a new layout only when its number of lines changes.
 */
public final class Paragraph extends JComponent {
    private String head = "";
    private String body = "";
    private int indent;
    private List<Line> lines = List.of();
    private int linesFor = -1; // the width the lines were broken for
    private int laidOutLines = -1;

    /** One line: its words, each bold or not, and where each starts. */
    private record Line(List<String> words, List<Boolean> bold, List<Integer> xs) {
    }

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

    private List<Line> lines(int width) {
        if (width == linesFor) {
            return lines;
        }
        FontMetrics plain = getFontMetrics(getFont());
        FontMetrics strong = getFontMetrics(bold());
        int room = Math.max(20, width - indent);
        List<Line> out = new ArrayList<>();
        List<String> words = new ArrayList<>();
        List<Boolean> bold = new ArrayList<>();
        List<Integer> xs = new ArrayList<>();
        int x = 0;
        List<String[]> tokens = new ArrayList<>();
        for (String w : head.split(" ")) {
            if (!w.isEmpty()) {
                tokens.add(new String[] {w, "b"});
            }
        }
        for (String part : body.split("\n", -1)) {
            for (String w : part.split(" ")) {
                if (!w.isEmpty()) {
                    tokens.add(new String[] {w, ""});
                }
            }
            tokens.add(new String[] {"\n", ""});
        }
        tokens.remove(tokens.size() - 1);
        for (String[] t : tokens) {
            if (t[0].equals("\n")) {
                out.add(new Line(words, bold, xs));
                words = new ArrayList<>();
                bold = new ArrayList<>();
                xs = new ArrayList<>();
                x = 0;
                continue;
            }
            FontMetrics fm = t[1].isEmpty() ? plain : strong;
            int ww = fm.stringWidth(t[0]);
            int space = words.isEmpty() ? 0 : plain.charWidth(' ');
            if (!words.isEmpty() && x + space + ww > room) {
                out.add(new Line(words, bold, xs));
                words = new ArrayList<>();
                bold = new ArrayList<>();
                xs = new ArrayList<>();
                x = 0;
                space = 0;
            }
            xs.add(x + space);
            words.add(t[0]);
            bold.add(!t[1].isEmpty());
            x += space + ww;
        }
        if (!words.isEmpty()) {
            out.add(new Line(words, bold, xs));
        }
        lines = out;
        linesFor = width;
        return out;
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
        Font plain = getFont();
        Font strong = bold();
        FontMetrics fm = g.getFontMetrics(plain);
        Insets in = getInsets();
        int y = in.top + fm.getAscent();
        for (Line line : lines(getWidth())) {
            for (int i = 0; i < line.words().size(); i++) {
                g.setFont(line.bold().get(i) ? strong : plain);
                g.drawString(line.words().get(i).replace('\u00A0', ' '), in.left + indent + line.xs().get(i), y);
            }
            y += fm.getHeight();
        }
        g.dispose();
    }
}
