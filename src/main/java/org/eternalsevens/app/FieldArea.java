package org.eternalsevens.app;

import java.awt.Color;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Insets;

import javax.swing.JLayeredPane;
import javax.swing.JPanel;
import javax.swing.UIManager;
import javax.swing.border.AbstractBorder;

import com.formdev.flatlaf.util.UIScale;

import org.eternalsevens.app.field.FieldView;
import org.eternalsevens.app.look.PlainLayout;
import org.eternalsevens.app.paint.RoundEdge;
import org.eternalsevens.app.prompt.PromptPanel;

/**
 * The field with the prompt's answers laid over its top: the field keeps its place and size whatever is asked
 * (a reveal of eleven eternals included), so a click target never moves under the pointer (issue 8, defect 3).
 */
public final class FieldArea extends JLayeredPane {
    private final FieldView field;
    private final JPanel answers;
    private final PromptPanel prompt;
    private javax.swing.JComponent choosing; // Pro: the boards on offer, over the whole field (R52, R53)

    FieldArea(FieldView field, PromptPanel prompt) {
        this.field = field;
        this.prompt = prompt;
        this.answers = prompt.answers();
        setName("field-area");
        answers.setOpaque(true);
        answers.setBorder(new Card());
        add(field, DEFAULT_LAYER);
        add(answers, PALETTE_LAYER);
        setLayout(new Overlay());
    }

    /** Lays the Pro choosing over the field; it shows and hides itself. */
    void choosing(javax.swing.JComponent c) {
        choosing = c;
        add(c, PALETTE_LAYER);
    }

    /** While the Pro choosing lies over the field, the margin round it shows none of the field (its row labels, P522). */
    @Override
    protected void paintChildren(Graphics g) {
        super.paintChildren(g);
        if (choosing != null && choosing.isVisible()) {
            java.awt.geom.Area ring = new java.awt.geom.Area(new java.awt.Rectangle(0, 0, getWidth(), getHeight()));
            ring.subtract(new java.awt.geom.Area(choosing.getBounds()));
            Graphics2D g2 = (Graphics2D) g.create();
            g2.setColor(UIManager.getColor("Panel.background"));
            g2.fill(ring);
            g2.dispose();
        }
    }

    /** The field spans the area; the answers card sits centred at its top, as large as it needs, never larger. */
    private final class Overlay extends PlainLayout {
        @Override
        public void layoutContainer(Container parent) {
            int w = parent.getWidth();
            int h = parent.getHeight();
            field.setBounds(0, 0, w, h);
            if (choosing != null && choosing.isVisible()) {
                int m = UIScale.scale(4);
                choosing.setBounds(m, m, Math.max(0, w - 2 * m), Math.max(0, h - 2 * m));
                choosing.validate();
            }
            if (answers.isVisible()) {
                int m = UIScale.scale(6);
                Dimension d = prompt.fitAnswers(new Dimension(Math.max(0, w - 2 * m), Math.max(0, h - 2 * m)));
                answers.setBounds((w - d.width) / 2, m, d.width, d.height);
                answers.validate();
            }
        }

        @Override
        public Dimension preferredLayoutSize(Container parent) {
            return field.getPreferredSize();
        }
    }

    /** The answers card's edge: a rounded line in the theme's border colour, read when painted. */
    private static final class Card extends AbstractBorder {
        @Override
        public Insets getBorderInsets(Component c) {
            int p = UIScale.scale(10);
            return new Insets(p, p, p, p);
        }

        private RoundEdge edge;

        @Override
        public void paintBorder(Component c, Graphics g, int x, int y, int width, int height) {
            float stroke = UIScale.scale(2f);
            int arc = UIScale.scale(12);
            if (edge == null || !edge.is(stroke, arc)) {
                edge = new RoundEdge(stroke, arc);
            }
            Color colour = UIManager.getColor("Component.focusColor");
            edge.paint((Graphics2D) g, colour != null ? colour : Color.GRAY, x, y, width, height);
        }
    }
}
