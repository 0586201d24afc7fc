package org.eternalsevens.app;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Insets;
import java.awt.LayoutManager;

import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JScrollPane;

import com.formdev.flatlaf.util.UIScale;
import net.miginfocom.swing.MigLayout;

import org.eternalsevens.app.field.FieldView;
import org.eternalsevens.app.look.ScrollColumn;
import org.eternalsevens.app.prompt.PromptPanel;

/**
 * The window's main column, top to bottom: the prompt (fixed height), the field with the answers laid over it,
 * and below them a scrolling part with the reserved slot for the Gamer track and the Dragon cards (empty until
 * Gamer mode comes), the action buttons and the player panels.
 *
 * <p>The field comes first: it is as wide as the column and as tall as its cards need, leaving the part below at
 * least a fifth of the height; only if the window is too short for that do the cards get smaller. The scale
 * setting does not take room from the field (the part below scrolls instead), so more scale never means smaller
 * cards (P66; issue 8, defect 2).
 */
final class FieldColumn extends JPanel {
    private final PromptPanel prompt;
    private final FieldArea area;
    private final ScrollColumn below = new ScrollColumn(new MigLayout("insets 0, gap 4, wrap 1, hidemode 3",
            "[0:0:,grow,fill]"));
    private final JScrollPane belowScroll = below.inScrollPane("below-field");
    /** Where the Gamer track (hearts and stars) and the three Dragon cards will go; empty and hidden for now. */
    private final JPanel gamerSlot = new JPanel();

    FieldColumn(PromptPanel prompt, FieldView field) {
        this.prompt = prompt;
        this.area = new FieldArea(field, prompt);
        setName("field-column");
        setOpaque(false);
        below.setOpaque(false);
        gamerSlot.setName("gamer-slot");
        gamerSlot.setOpaque(false);
        gamerSlot.setVisible(false);
        below.add(gamerSlot);
        add(prompt);
        add(area);
        add(belowScroll);
        setLayout(new Column());
    }

    /** Puts the Gamer part (track, Dragon cards) in the reserved slot; it shows or hides itself by mode. */
    void gamer(JComponent c) {
        gamerSlot.setLayout(new java.awt.BorderLayout());
        gamerSlot.add(c);
        gamerSlot.setVisible(true);
    }

    /** Adds a part below the field (the action buttons, the players), in order. */
    void addBelow(JComponent c) {
        below.add(c);
    }

    private int laidOutWidth = -1;

    FieldArea area() {
        return area;
    }

    /**
     * The field's height in a column this wide and tall: what its cards need, within the room the field would have
     * at 100% (a larger scale takes the prompt's and menu bar's extra height from the part below, not from the
     * field), keeping that part at least a fifth of the room at 100% and a strip for one row of buttons always.
     */
    private int fieldHeight(int w, int h) {
        int gap = GAP;
        int promptH = prompt.heightFor(w);
        int room = Math.max(0, h - promptH - gap * 2);
        float zoom = Math.max(1f, UIScale.getZoomFactor());
        javax.swing.JRootPane rp = javax.swing.SwingUtilities.getRootPane(this);
        int menuH = rp != null && rp.getJMenuBar() != null ? rp.getJMenuBar().getHeight() : 0;
        int below = belowScroll.getPreferredSize().height;
        int room100 = h + Math.round(menuH - menuH / zoom) - Math.round(promptH / zoom) - gap * 2;
        int budget100 = room100 - Math.min(Math.round(below / zoom), room100 / 5);
        int budget = Math.max(budget100, room - Math.min(below, room / 5));
        int strip = Math.min(below, UIScale.scale(36));
        int fieldH = Math.min(FieldView.heightFor(w), Math.min(budget, room - strip));
        return Math.max(fieldH, Math.min(room, 120));
    }

    private static final int GAP = 4;

    /**
     * The width the field's cards use in a column at most {@code most} wide and {@code h} tall: less than
     * {@code most} when the height limits the cards; the window gives the rest to the side column.
     */
    int widthFor(int most, int h) {
        int fieldH = fieldHeight(most, h);
        int gap = Math.max(4, most / 160);
        int byHeight = (fieldH - gap * 5) / 4 * 5 / 7;
        int byWidth = (most - gap * 14) * 10 / 127;
        int cw = Math.min(byWidth, byHeight);
        return Math.min(most, cw * 127 / 10 + gap * 14 + 4);
    }

    private final class Column implements LayoutManager {
        @Override
        public void layoutContainer(Container parent) {
            Insets in = parent.getInsets();
            int w = parent.getWidth() - in.left - in.right;
            int h = parent.getHeight() - in.top - in.bottom;
            int gap = GAP;
            int promptH = prompt.heightFor(w);
            prompt.setBounds(in.left, in.top, w, promptH);
            int fieldH = fieldHeight(w, h);
            if (w != laidOutWidth) {
                laidOutWidth = w;
                javax.swing.SwingUtilities.invokeLater(below::revalidate); // wrapped rows follow the new width
            }
            area.setBounds(in.left, in.top + promptH + gap, w, fieldH);
            int y = in.top + promptH + gap + fieldH + gap;
            belowScroll.setBounds(in.left, y, w, Math.max(0, in.top + h - y));
        }

        @Override
        public Dimension preferredLayoutSize(Container parent) {
            Dimension f = area.getPreferredSize();
            return new Dimension(f.width, prompt.heightFor(f.width) + f.height
                    + belowScroll.getPreferredSize().height);
        }

        @Override
        public Dimension minimumLayoutSize(Container parent) {
            return new Dimension(0, 0);
        }

        @Override
        public void addLayoutComponent(String name, Component comp) {
        }

        @Override
        public void removeLayoutComponent(Component comp) {
        }
    }
}
