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

import org.eternalsevens.rules.EternalBoard;
import org.eternalsevens.rules.EternalIcon;

/**
 * One Eternal board drawn in the app's words ({@link BoardWords}): its name and side, then (with icons) each pass
 * icon with its bonus, the Preparation icon marked, then the Preparation, each reward list and each ability on a
 * line of its own. Lines wrap at a width that follows the scale setting, so nothing is cut at any scale.
 */
public final class BoardCard extends JPanel {
    private final EternalBoard board;
    private final List<JLabel> lines = new ArrayList<>();

    /**
     * {@code width}: the wrap width in unscaled pixels; {@code withIcons}: the icon lines too (the choosing; a
     * player's panel shows its icons as pass chips of its own).
     */
    public BoardCard(EternalBoard board, int width, boolean withIcons) {
        super(new MigLayout("insets 0, gap 0 2, wrap 1, hidemode 3", "[0:0:,grow,fill]"));
        this.board = board;
        setOpaque(false);
        String id = board.name();
        setName("board-" + id);
        JLabel heading = new JLabel(board.title() + " (" + board.id() + ")");
        heading.putClientProperty(FlatClientProperties.STYLE_CLASS, "h4");
        heading.setName("board-title-" + id);
        heading.setToolTipText(BoardWords.heading(board));
        add(heading);
        if (withIcons) {
            for (EternalIcon i : board.icons()) {
                JLabel l = line("board-icon-" + id, "\u25CB " + BoardWords.icon(i), width);
                if (i.kind() == EternalIcon.Kind.PREP) {
                    l.setText(wrap("\u25CF " + BoardWords.icon(i), width)); // the disc lies on it (R54)
                }
                add(l, "gapleft " + UIScale.scale(4));
            }
        }
        String prep = BoardWords.preparation(board);
        if (prep != null) {
            add(line("board-prep-" + id, prep, width));
        }
        for (String r : BoardWords.rewards(board)) {
            add(line("board-reward-" + id, r, width));
        }
        for (String a : BoardWords.abilities(board)) {
            add(line("board-ability-" + id, a, width));
        }
    }

    public EternalBoard board() {
        return board;
    }

    /** The plain text of every line shown (heading first), for tests and tooltips. */
    public List<String> texts() {
        List<String> out = new ArrayList<>();
        for (java.awt.Component c : getComponents()) {
            if (c instanceof JLabel l) {
                out.add(l.getText().replaceAll("<[^>]*>", "").replace("&lt;", "<").replace("&amp;", "&"));
            }
        }
        return out;
    }

    private JLabel line(String name, String text, int width) {
        JLabel l = new JLabel(wrap(text, width));
        l.setName(name);
        lines.add(l);
        return l;
    }

    /** Text wrapped at {@code width} unscaled pixels (the scale enlarges it, as the font grows). */
    static String wrap(String s, int width) {
        String safe = s.replace("&", "&amp;").replace("<", "&lt;");
        return "<html><div style='width:" + UIScale.scale(width) + "px'>" + safe + "</div></html>";
    }

    /** A thin rounded edge in a tone (a player's colour, or the theme's border colour when null). */
    void edge(Color tone) {
        Color c = tone != null ? tone : UIManager.getColor("Component.borderColor");
        setBorder(BorderFactory.createCompoundBorder(BorderFactory.createLineBorder(c == null ? Color.GRAY : c,
                UIScale.scale(1), true), BorderFactory.createEmptyBorder(UIScale.scale(4), UIScale.scale(6),
                UIScale.scale(4), UIScale.scale(6))));
    }
}
