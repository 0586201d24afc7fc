package org.eternalsevens.app;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.util.List;

import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.UIManager;

import net.miginfocom.swing.MigLayout;

import org.eternalsevens.rules.Board;
import org.eternalsevens.rules.Colour;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.PassIcon;
import org.eternalsevens.rules.PlayerState;
import org.eternalsevens.rules.PlayerStatus;

/**
 * One player: name, colour and symbol, hand and rare cards, the board's pass icons (used ones struck through),
 * unused discs, Additional Play Tokens, stars, status and place. The player to move has a thick border in their
 * colour and a "to move" badge.
 */
final class PlayerPanel extends JPanel {
    private final Colour colour;
    private final JLabel name = new HeadingLabel(3);
    private final JLabel turn = new HeadingLabel(0);
    private final JLabel hand = new JLabel();
    private final JLabel discs = new JLabel();
    private final JLabel tokens = new JLabel();
    private final JLabel stars = new JLabel();
    private final JLabel status = new JLabel();
    private final JPanel icons = new JPanel(new MigLayout("insets 0, gap 4 2, wrap 3", "[fill]"));
    {
        icons.setOpaque(false);
    }
    private boolean toMove;

    PlayerPanel(Colour colour) {
        this.colour = colour;
        setName("player-" + colour.id());
        setOpaque(false);
        setLayout(new MigLayout("insets 8 10 8 10, gap 2 2, wrap 2, hidemode 3", "[grow,fill][]"));
        name.setName("player-name-" + colour.id());
        turn.setName("to-move-" + colour.id());
        hand.setName("hand-" + colour.id());
        status.setName("status-" + colour.id());
        stars.setName("stars-" + colour.id());
        tokens.setName("tokens-" + colour.id());
        discs.setName("discs-" + colour.id());
        discs.setIcon(Icons.get("pass-disc", 14));
        tokens.setIcon(Icons.get("token", 14));
        stars.setIcon(Icons.get("star-block", 14));
        hand.setIcon(Icons.get("rare-card", 14));
        add(name);
        add(turn, "right");
        add(hand, "span 2");
        add(discs, "span 2");
        add(icons, "span 2");
        add(tokens, "span 2");
        add(stars, "span 2");
        add(status, "span 2");
    }

    void show(GameState s) {
        PlayerState p = s.player(colour);
        name.setText(Theme.symbol(colour) + " " + s.setup().nameOf(colour)
                + (s.setup().nameOf(colour).equals(colour.title()) ? "" : " (" + colour.title() + ")"));
        name.setForeground(Theme.colour(colour));
        toMove = colour == s.toMove();
        turn.setText(toMove ? "\u25B6 to move" : "");
        turn.setForeground(Theme.colour(colour));
        hand.setText(count(p.hand(), "card") + " in hand" + (p.rares() > 0 ? ", " + p.rares() + " rare" : ""));
        discs.setText(count(p.discs(), "pass disc") + " left");
        showIcons(s.setup().board(colour), p);
        tokens.setVisible(s.setup().rules().usesTokens());
        tokens.setText(count(p.apt(), "Additional Play Token") + " (at most " + s.setup().rules().tokenCap() + ")");
        stars.setText(p.stars() == 0 ? "No star" : "\u2605".repeat(p.stars()) + " " + count(p.stars(), "star")
                + (p.hearts() > 0 ? ", " + count(p.hearts(), "heart") : ""));
        status.setText(status(p));
        setBorder(BorderFactory.createEmptyBorder());
        repaint();
    }

    private void showIcons(Board board, PlayerState p) {
        icons.removeAll();
        List<PassIcon> list = board.icons();
        for (int i = 0; i < list.size(); i++) {
            boolean used = p.iconUsed(i);
            JLabel l = new JLabel(used ? "<html><s>" + list.get(i).label() + "</s></html>" : list.get(i).label());
            l.setName("icon-" + colour.id() + "-" + i);
            l.setToolTipText(list.get(i).label() + (used ? ": used" : ": not used yet"));
            l.setForeground(used ? UIManager.getColor("Label.disabledForeground") : null);
            l.setBorder(BorderFactory.createCompoundBorder(
                    BorderFactory.createLineBorder(used ? UIManager.getColor("Component.borderColor")
                            : Theme.colour(colour), 1, true),
                    BorderFactory.createEmptyBorder(1, 5, 1, 5)));
            icons.add(l);
        }
        icons.revalidate();
    }

    private static String status(PlayerState p) {
        String place = p.place() == null ? "" : ": place " + p.place();
        if (p.status() == PlayerStatus.OUT) {
            return "Out" + place;
        }
        if (p.status() == PlayerStatus.ELIMINATED) {
            return "Eliminated" + place;
        }
        if (p.status() == PlayerStatus.HARDPASSED) {
            return "Hard-passed" + place;
        }
        if (p.place() != null) {
            return "Last player in the game" + place;
        }
        return p.skipNext() ? "Playing (loses the next turn)" : "Playing";
    }

    static String count(int n, String what) {
        return n + " " + what + (n == 1 ? "" : "s");
    }

    @Override
    protected void paintComponent(Graphics g0) {
        Graphics2D g = (Graphics2D) g0.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        Color bg = UIManager.getColor("Panel.background");
        Color tone = Theme.colour(colour);
        int arc = 16;
        g.setColor(SpacePainter.mix(bg, tone, toMove ? 0.16f : 0.05f));
        g.fillRoundRect(1, 1, getWidth() - 3, getHeight() - 3, arc, arc);
        float w = toMove ? 4f : 1f;
        g.setStroke(new BasicStroke(w));
        g.setColor(toMove ? tone : SpacePainter.mix(bg, tone, 0.4f));
        g.drawRoundRect((int) (w / 2), (int) (w / 2), (int) (getWidth() - w - 1), (int) (getHeight() - w - 1), arc, arc);
        g.dispose();
        super.paintComponent(g0);
    }
}
