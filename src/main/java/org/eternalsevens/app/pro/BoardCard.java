package org.eternalsevens.app.pro;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;

import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.UIManager;

import com.formdev.flatlaf.FlatClientProperties;
import com.formdev.flatlaf.util.UIScale;
import net.miginfocom.swing.MigLayout;

import org.eternalsevens.app.look.WrapLabel;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.board.PassAction;
import org.eternalsevens.rules.board.PassIcon;

/**
 * One Eternal board drawn in the app's words ({@link BoardWords}): its name and side, then (with icons) each pass
 * icon with its bonus, the Preparation icon marked, then the Preparation, each reward list and each ability on a
 * line of its own. It asks for {@code width} (scaled) and wraps its lines at the width it is given, so nothing is
 * cut at any scale or in a narrow column; the lines are plain text drawn by {@link WrapLabel}, no HTML (P445).
 */
public final class BoardCard extends JPanel {
    private final EternalBoard board;
    private final int width;

    /**
     * {@code width}: the wrap width in unscaled pixels; {@code withIcons}: the icon lines too (the choosing; a
     * player's panel shows its icons as pass chips of its own); {@code tag} ends the names of its parts ({@code
     * board-title-TAG}): the board's name in the choosing, the player's colour on a panel.
     */
    public BoardCard(EternalBoard board, int width, boolean withIcons, String tag) {
        super(new MigLayout("insets 0, gap 0 2, wrap 1, hidemode 3", "[grow,fill]"));
        this.board = board;
        this.width = width;
        setOpaque(false);
        String id = tag;
        setName("board-" + id);
        JLabel heading = line("board-title-" + id, BoardWords.heading(board));
        heading.putClientProperty(FlatClientProperties.STYLE_CLASS, "h4");
        add(heading);
        if (withIcons) {
            for (PassIcon i : board.icons()) {
                // the icon covered at Preparation is drawn with its disc on it (R54)
                String mark = i.action() == PassAction.PREP ? "\u25CF " : "\u25CB ";
                add(line("board-icon-" + id, mark + BoardWords.icon(i)), "gapleft " + UIScale.scale(4));
            }
        }
        String prep = BoardWords.preparation(board);
        if (prep != null) {
            add(line("board-prep-" + id, prep));
        }
        for (String r : BoardWords.rewards(board)) {
            add(line("board-reward-" + id, r));
        }
        for (String a : BoardWords.abilities(board)) {
            add(line("board-ability-" + id, a));
        }
    }

    /** As wide as asked; as tall as the lines need at the width the card has. */
    @Override
    public java.awt.Dimension getPreferredSize() {
        java.awt.Dimension d = super.getPreferredSize();
        java.awt.Insets in = getInsets();
        return new java.awt.Dimension(UIScale.scale(width) + in.left + in.right, d.height);
    }

    /**
     * The card's height at {@code width} (its border included), whatever width it has now: each line measured at the
     * width it would have there, without wrapping it. A panel that asks its height for a width it does not have yet
     * gets the same answer before and after it is laid out at that width, so the window does not lay itself out
     * without end (issue 25's regressions, P435).
     */
    public int heightAt(int width) {
        java.awt.Insets in = getInsets();
        int inner = width - in.left - in.right;
        int h = getPreferredSize().height;
        if (inner <= 0) {
            return h;
        }
        Object key = List.of(inner, getFont() == null ? "" : getFont(), UIScale.getUserScaleFactor());
        Integer known = measured.get(key);
        if (known != null) {
            return h + known;
        }
        int change = 0;
        for (java.awt.Component c : getComponents()) {
            if (c instanceof WrapLabel l && l.isVisible()) {
                int gap = l.getName() != null && l.getName().startsWith("board-icon-") ? UIScale.scale(4) : 0;
                change += l.heightAt(inner - gap) - l.getPreferredSize().height;
            }
        }
        if (measured.size() > 64) {
            measured.clear();
        }
        measured.put(key, change);
        return h + change;
    }

    // each width's change of the lines' height from their height now; cleared when the card is laid out anew
    private final java.util.Map<Object, Integer> measured = new java.util.HashMap<>();

    @Override
    public void doLayout() {
        measured.clear();
        super.doLayout();
    }

    public EternalBoard board() {
        return board;
    }

    /** The plain text of every line shown (heading first), for tests and tooltips. */
    public List<String> texts() {
        List<String> out = new ArrayList<>();
        for (java.awt.Component c : getComponents()) {
            if (c instanceof JLabel l) {
                out.add(l.getText());
            }
        }
        return out;
    }

    /** A line of plain text wrapped at the card's width, drawn without HTML (P445). */
    private JLabel line(String name, String text) {
        JLabel l = new WrapLabel(text, width - 6);
        l.setName(name);
        return l;
    }

    /** A thin rounded edge in a tone (a player's colour, or the theme's border colour when null). */
    void edge(Color tone) {
        Color c = tone != null ? tone : UIManager.getColor("Component.borderColor");
        setBorder(BorderFactory.createCompoundBorder(BorderFactory.createLineBorder(c == null ? Color.GRAY : c,
                UIScale.scale(1), true), BorderFactory.createEmptyBorder(UIScale.scale(4), UIScale.scale(6),
                UIScale.scale(4), UIScale.scale(6))));
    }
}
