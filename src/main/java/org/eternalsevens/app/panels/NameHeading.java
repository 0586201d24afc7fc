package org.eternalsevens.app.panels;

import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Insets;

import javax.swing.JLabel;
import javax.swing.UIManager;

import com.formdev.flatlaf.ui.FlatUIUtils;
import com.formdev.flatlaf.util.UIScale;

import org.eternalsevens.app.look.HeadingLabel;

/**
 * A player's panel header (issue 25 §4, P510): "♥ Maximiliane-Josephine (Red)" where it fits; in a narrower panel the
 * name without the colour's word (the symbol and the panel's colour say it), then that in the facts' bold type, and
 * only then cut with "…". Its tooltip holds the whole header line, the "to move" badge included. The form is chosen
 * as it paints, at the width it has: the label keeps the heading's size whatever form shows, so nothing is laid out
 * again (P393, P435). The badge is a child of the label, at its right end on its baseline, in the same place with
 * or without words (P206); the name keeps clear of it only while it says something.
 */
public final class NameHeading extends HeadingLabel {
    private String shortForm = "";
    private int clear; // pixels at the right end kept for the "to move" badge
    private JLabel badge;

    NameHeading() {
        super(2);
    }

    /** The whole line ({@code getText()}), its form without the colour's word, and the header's tooltip. */
    void show(String whole, String withoutColour, String tip) {
        if (!withoutColour.equals(shortForm)) {
            shortForm = withoutColour;
            repaint();
        }
        if (!whole.equals(getText())) {
            setText(whole);
        }
        if (!tip.equals(getToolTipText())) {
            setToolTipText(tip);
        }
    }

    /** The "to move" badge, laid in the line's right end. */
    void badge(JLabel b) {
        badge = b;
        add(b);
    }

    @Override
    public void doLayout() {
        placeBadge();
    }

    /** The badge at the right end on the name's baseline; the name kept clear of it while it has words. */
    void placeBadge() {
        if (badge == null) {
            return;
        }
        Dimension p = badge.getPreferredSize();
        int w = Math.min(p.width, getWidth());
        int y = Math.max(0, getBaseline(getWidth(), getHeight()) - badge.getBaseline(p.width, p.height));
        badge.setBounds(getWidth() - w, y, w, p.height);
        keepClear(badge.getText() == null || badge.getText().isEmpty() ? 0 : w + UIScale.scale(6));
    }

    /** Keeps {@code px} pixels at the right end clear (the badge lies there), from the next paint on. */
    private void keepClear(int px) {
        if (px != clear) {
            clear = px;
            repaint();
        }
    }

    /** What a form is drawn as: its words and its font. */
    public record Shown(String text, Font font) {
    }

    /** The form drawn in {@code room} pixels of text: the first that fits whole, else the last cut with "…". */
    Shown shownIn(int room) {
        String whole = getText() == null ? "" : getText();
        Font big = getFont();
        if (getFontMetrics(big).stringWidth(whole) <= room) {
            return new Shown(whole, big);
        }
        if (getFontMetrics(big).stringWidth(shortForm) <= room) {
            return new Shown(shortForm, big);
        }
        Font base = UIManager.getFont("Label.font");
        Font small = base == null ? big : base.deriveFont(Font.BOLD);
        FontMetrics fm = getFontMetrics(small);
        if (fm.stringWidth(shortForm) <= room) {
            return new Shown(shortForm, small);
        }
        String cut = "\u2026";
        for (int end = 0; end < shortForm.length(); end = shortForm.offsetByCodePoints(end, 1)) {
            String tried = shortForm.substring(0, shortForm.offsetByCodePoints(end, 1)) + "\u2026";
            if (fm.stringWidth(tried) > room) {
                break;
            }
            cut = tried;
        }
        return new Shown(cut, small);
    }

    /** The form shown at the label's width now, the badge's room left out. */
    public Shown shown() {
        Insets in = getInsets();
        return shownIn(getWidth() - in.left - in.right - clear);
    }

    @Override
    protected void paintComponent(Graphics g0) {
        Shown form = shown();
        if (form.text().equals(getText()) && clear == 0) {
            super.paintComponent(g0);
            return;
        }
        Graphics2D g = (Graphics2D) g0.create();
        try {
            FlatUIUtils.setRenderingHints(g);
            g.setFont(form.font());
            g.setColor(getForeground());
            FontMetrics big = getFontMetrics(getFont());
            Insets in = getInsets();
            // on the heading's baseline, whichever font: the header line does not move when the form changes
            int baseline = in.top + (getHeight() - in.top - in.bottom - big.getHeight()) / 2 + big.getAscent();
            FlatUIUtils.drawString(this, g, form.text(), in.left, baseline);
        } finally {
            g.dispose();
        }
    }
}
