package org.eternalsevens.app.prompt;

import java.awt.Component;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.util.List;

import javax.swing.Icon;
import javax.swing.UIManager;

import com.formdev.flatlaf.ui.FlatUIUtils;
import com.formdev.flatlaf.util.UIScale;

import org.eternalsevens.app.look.WrappedLine;
import org.eternalsevens.app.paint.KeptButton;
import org.eternalsevens.app.look.TextWrap;

/**
 * An answer of the prompt with its effect: the title in bold and the effect line under it, both wrapped to one width,
 * drawn as plain text (P195). It was an HTML button: each one cost a millisecond or more to lay out and paint, and a
 * reveal shows eleven, which made the reveals the slowest moves of a game (docs/performance.md). In its short form
 * (when the full ones do not fit the field) it shows the title alone, as a plain button text. Its looks are kept
 * ({@link KeptButton}): a reveal's answers come back at the next reveal.
 */
public final class AnswerButton extends KeptButton {
    private final String title;
    private final String line;
    private final Lines lines = new Lines();

    public AnswerButton(String title, String line) {
        super((String) null);
        this.title = title;
        this.line = line;
        getAccessibleContext().setAccessibleName(title + ". " + line);
        full(true);
    }

    /** The title and the effect line (true), or the title alone (false). */
    void full(boolean full) {
        if (full ? getIcon() == lines : title.equals(getText())) {
            return;
        }
        setText(full ? "" : title);
        setIcon(full ? lines : null);
        setDisabledIcon(full ? lines : null);
    }

    /**
     * What kind of answer this is, and in which form: its name's first word ("reveal") and whether it shows its
     * effect line. Answers of one kind and form share their height (P208).
     */
    String kind() {
        String n = getName() == null ? "" : getName();
        int dash = n.indexOf('-');
        return (dash < 0 ? n : n.substring(0, dash)) + (getIcon() == lines ? "/full" : "/short");
    }

    /** What the button says, as a player reads it. */
    public String words() {
        return getIcon() == lines ? title + " " + line : getText();
    }

    /** The two texts, broken into lines once per font. */
    private final class Lines implements Icon {
        private Font laidOutFor;
        private Font bold;
        private List<String> titleLines;
        private List<String> effectLines;
        private int width;
        private int height;

        private void layOut() {
            Font font = getFont();
            if (font == laidOutFor) {
                return;
            }
            laidOutFor = font;
            width = UIScale.scale(190);
            bold = font.deriveFont(Font.BOLD);
            FontMetrics b = getFontMetrics(bold);
            FontMetrics plain = getFontMetrics(font);
            titleLines = TextWrap.lines(title, b, width, 9);
            effectLines = TextWrap.lines(line, plain, width, 9);
            height = titleLines.size() * b.getHeight() + effectLines.size() * plain.getHeight();
        }

        @Override
        public void paintIcon(Component c, Graphics g0, int x, int y) {
            layOut();
            Graphics2D g = (Graphics2D) g0.create();
            g.setColor(isEnabled() ? getForeground() : UIManager.getColor("Button.disabledText"));
            int at = draw(g, bold, titleLines, x, y);
            draw(g, getFont(), effectLines, x, at);
            g.dispose();
        }

        private int draw(Graphics2D g, Font font, List<String> texts, int x, int y) {
            g.setFont(font);
            FontMetrics fm = g.getFontMetrics();
            int at = y;
            for (String s : texts) {
                FlatUIUtils.drawString(AnswerButton.this, g, s, x, at + fm.getAscent());
                at += fm.getHeight();
            }
            return at;
        }

        @Override
        public int getIconWidth() {
            layOut();
            return width;
        }

        @Override
        public int getIconHeight() {
            layOut();
            return height;
        }
    }
}
