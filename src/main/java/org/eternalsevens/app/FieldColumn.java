package org.eternalsevens.app;

import java.awt.Container;
import java.awt.Dimension;
import java.awt.Insets;

import javax.swing.JComponent;
import javax.swing.JPanel;

import org.eternalsevens.app.actions.ActionBar;
import org.eternalsevens.app.field.FieldView;
import org.eternalsevens.app.gamer.GamerPanel;
import org.eternalsevens.app.look.PlainLayout;
import org.eternalsevens.app.prompt.PromptPanel;

/**
 * The window's main column, top to bottom: the prompt (fixed height), the field with the answers laid over it, the
 * Gamer part (the track and the Dragon cards, hidden in Casual) and the action buttons, every part laid out whole,
 * none in a scroll pane (issue 25 §1, P330). The parts below the field take the height they need and the field
 * gets the rest: where something must give, the field shrinks first (it is drawn to any size), and where the
 * drawn track would leave the field less than it needs, the track turns into its two-line strip (P331). The
 * player panels are in the side column ({@link SideColumn}).
 */
final class FieldColumn extends JPanel {
    private final PromptPanel prompt;
    private final FieldArea area;
    private GamerPanel gamer;
    private ActionBar actions;

    FieldColumn(PromptPanel prompt, FieldView field) {
        this.prompt = prompt;
        this.area = new FieldArea(field, prompt);
        setName("field-column");
        setOpaque(false);
        add(prompt);
        add(area);
        setLayout(new Column());
    }

    /** Puts the Gamer part (track, Dragon cards) below the field; it shows or hides itself by mode. */
    void gamer(GamerPanel c) {
        gamer = c;
        add(c, 0); // first: over the field when it rises over it
    }

    /** Puts the action buttons below the field and the Gamer part. */
    void actions(ActionBar c) {
        actions = c;
        add(c);
    }

    FieldArea area() {
        return area;
    }

    private static final int GAP = 4;

    /** The height the action buttons take in a column this wide. */
    private int actionsHeight(int w) {
        if (actions == null || !actions.isVisible()) {
            return 0;
        }
        return actions.heightFor(w);
    }

    /**
     * How compact the Gamer part must be (P331): 0, all drawn whole; 1, the track as its strip; 2, the Dragon cards
     * as their effects too. The first that leaves the field the height its cards want (at most 45% of the column).
     */
    private int compactness(int w, int h) {
        if (gamer == null || !gamer.isVisible()) {
            return 0;
        }
        if (w < gamer.leastWidth()) {
            return 2; // narrower than the cards drawn whole: they show as their effects (P426)
        }
        int want = Math.min(FieldView.heightFor(w), h * 45 / 100);
        for (int level = 0; level < 2; level++) {
            if (h - fixedHeight(w) - gamerHeight(w, level) >= want) {
                return level;
            }
        }
        return 2;
    }

    private int gamerHeight(int w, int level) {
        return gamer == null ? 0 : gamer.heightFor(w, level > 0, level > 1);
    }

    /** The prompt, the action buttons and the gaps: what never gives room. */
    private int fixedHeight(int w) {
        return prompt.heightFor(w) + actionsHeight(w) + GAP * 3;
    }

    /** The field's height in a column this wide and tall: what its cards can use of what the other parts leave. */
    private int fieldHeight(int w, int h) {
        int room = h - fixedHeight(w) - gamerHeight(w, compactness(w, h));
        return Math.max(Math.min(FieldView.heightFor(w), room), Math.min(Math.max(room, 0), 60));
    }

    /**
     * The width the column uses when at most {@code most} wide and {@code h} tall: the field's cards' width (less
     * than {@code most} when the height limits the cards), but never narrower than the Gamer part and the action
     * buttons need; the window gives the rest to the side column.
     */
    int widthFor(int most, int h) {
        int fieldH = fieldHeight(most, h);
        int gap = Math.max(4, most / 160);
        int byHeight = (fieldH - gap * 5) / 4 * 5 / 7;
        int byWidth = (most - gap * 14) * 10 / 127;
        int cw = Math.min(byWidth, byHeight);
        int least = 0;
        if (gamer != null && gamer.isVisible()) { // the track beside the cards where the window is wide enough
            least = gamer.pairWidth() <= most ? gamer.pairWidth() : gamer.leastWidth();
        }
        return Math.min(most, Math.max(least, cw * 127 / 10 + gap * 14 + 4));
    }

    private boolean over; // the Gamer part lies over the field (a Dragon offer where the cards are compact)

    /** While the Gamer part lies over the field, the two overlap: painting starts here, under both. */
    @Override
    public boolean isOptimizedDrawingEnabled() {
        return !over;
    }

    /**
     * Whether this column may narrow to {@code x} in a window {@code w} wide and {@code h} tall, for the players'
     * sake: never below half the window, nor below the Gamer part's cards drawn whole (none in Casual). Where the
     * cards alone hold the column wider than half the window and even at their width show as their effects (200%
     * on 1920×1080), down to two fifths of the window and the strip's width, as long as the field keeps a fifth
     * of the column's height, or what its cards want if less (P426; a fifth since the final turns wrap, P480).
     */
    boolean mayNarrowTo(int x, int w, int h) {
        int cards = gamer != null && gamer.isVisible() ? gamer.leastWidth() : 0;
        if (x >= Math.max(cards, w / 2)) {
            return true;
        }
        if (cards <= w / 2 || compactness(cards, h) < 2 || x < Math.max(w * 2 / 5, gamer.compactWidth())) {
            return false;
        }
        int room = h - fixedHeight(x) - gamerHeight(x, 2);
        return room >= Math.min(FieldView.heightFor(x), h / 5);
    }

    private final class Column extends PlainLayout {
        @Override
        public void layoutContainer(Container parent) {
            Insets in = parent.getInsets();
            int w = parent.getWidth() - in.left - in.right;
            int h = parent.getHeight() - in.top - in.bottom;
            int promptH = prompt.heightFor(w);
            prompt.setBounds(in.left, in.top, w, promptH);
            int fieldH = fieldHeight(w, h);
            area.setBounds(in.left, in.top + promptH + GAP, w, fieldH);
            int y = in.top + promptH + GAP + fieldH + GAP;
            over = false;
            if (gamer != null) {
                int level = compactness(w, h);
                gamer.compact(level > 0, level > 1);
                int gh = gamerHeight(w, level);
                // a Dragon offer with the cards as effects: the cards drawn whole, or the offer's lines where the
                // cards do not fit, rise over the field's lower rows (P331, P425)
                int shown = gamer.offer() ? Math.max(gh, gamer.offerHeight(w, gh + fieldH)) : gh;
                over = shown > gh;
                gamer.setBounds(in.left, y + gh - shown, w, shown);
                y += gh;
            }
            if (actions != null) {
                actions.setBounds(in.left, y, w, actionsHeight(w));
            }
        }

        @Override
        public Dimension preferredLayoutSize(Container parent) {
            Dimension f = area.getPreferredSize();
            return new Dimension(f.width, prompt.heightFor(f.width) + f.height + actionsHeight(f.width)
                    + gamerHeight(f.width, 0));
        }
    }
}
