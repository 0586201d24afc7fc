package org.eternalsevens.app.panels;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.font.TextAttribute;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.UIManager;

import com.formdev.flatlaf.util.UIScale;
import net.miginfocom.swing.MigLayout;

import org.eternalsevens.app.look.FlowWrap;
import org.eternalsevens.app.look.HeadingLabel;
import org.eternalsevens.app.look.SteadyLabel;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.paint.KeptDrawings;
import org.eternalsevens.app.pro.BoardCard;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.board.PassAction;
import org.eternalsevens.rules.board.PassIcon;
import org.eternalsevens.rules.PlayerState;
import org.eternalsevens.words.Ui;

/**
 * One player: name, colour and symbol, hand and rare cards, the board's pass icons (used ones struck through),
 * unused discs, Additional Play Tokens, stars, status and place; at the Pro level the Eternal board chosen this
 * round in words ({@link BoardCard}: name, side, Preparation, rewards and abilities, one line each; its icons are the
 * pass icons above, the Preparation one marked). The player to move has a thick border in their
 * colour and a "to move" badge; while an earlier position is on screen the badge says so instead (P70).
 *
 * <p>The labels are made once, and each move only sets the texts and looks that changed (docs/performance.md,
 * "A click answers within one frame"); a label that is too narrow ends in an ellipsis (its tooltip has it all).
 */
public final class PlayerPanel extends JPanel {
    private final Colour colour;
    private final NameHeading name = new NameHeading();
    private final JLabel turn = new HeadingLabel(0);
    // the icons wrap onto a second line in a narrow panel: a chip is never cut (Pro boards have long icon names)
    private final JPanel icons = new JPanel(new FlowWrap(4, 2));
    private final PlayerFacts facts;
    {
        icons.setOpaque(false);
    }
    private List<String> shownIcons = List.of();
    private final JLabel noBoard = new JLabel(Ui.text("panel.player.noBoard"));
    private EternalBoard shownBoard;
    private BoardCard boardCard;
    private final List<IconLabel> iconLabels = new ArrayList<>();
    // where the side column is short, the board in one line instead of its card (P334); the card's words in the tip
    private final JLabel boardLine = new SteadyLabel();
    private boolean compactBoard;
    private boolean toMove;

    PlayerPanel(Colour colour) {
        this.colour = colour;
        this.facts = new PlayerFacts(colour);
        setName("player-" + colour.id());
        setOpaque(false);
        setLayout(new MigLayout("insets 5 10 5 10, gap 2 1, wrap 2, hidemode 3", "[grow,fill][]"));
        name.setName("player-name-" + colour.id());
        turn.setName("to-move-" + colour.id());
        ((SteadyLabel) turn).reserve(Ui.text("panel.player.toMove")); // the badge comes and goes, the name stays
        // wmin 0: on a narrow panel a long text ends in an ellipsis instead of pushing the badge out (issue 8, 7);
        // the name has the whole line but the badge's room while it shows: the badge lies in it (P510)
        add(name, "span 2, wmin 0");
        name.badge(turn);
        add(facts, "span 2, wmin 0");
        add(icons, "span 2, wmin 0");
        noBoard.setName("no-board-" + colour.id());
        noBoard.setVisible(false);
        add(noBoard, "span 2, wmin 0");
        boardLine.setName("board-line-" + colour.id());
        boardLine.setVisible(false);
        add(boardLine, "span 2, wmin 0");
    }

    /** Shows the live game. */
    void show(GameState s) {
        show(s, -1);
    }

    /**
     * Shows a state; {@code lookingBackAt} is the move number of an earlier position on screen, or -1 for the live
     * game. Only texts and looks that differ from what is shown are set, so an unchanged label is not laid out or
     * painted again.
     */
    void show(GameState s, int lookingBackAt) {
        PlayerState p = s.player(colour);
        String playerName = s.setup().nameOf(colour);
        String named = Ui.text("panel.player.name", Theme.symbol(colour), playerName);
        String whole = playerName.equals(colour.title()) ? named
                : Ui.text("panel.player.name.colour", Theme.symbol(colour), playerName, colour.title());
        colour(name, Theme.colour(colour));
        boolean movesHere = colour == s.toMove();
        boolean live = lookingBackAt < 0;
        String badge = !movesHere ? "" : live ? Ui.text("panel.player.toMove")
                : Ui.text("panel.player.lookingBack", lookingBackAt);
        boolean comesOrGoes = badge.isEmpty() != turn.getText().isEmpty();
        text(turn, badge);
        if (comesOrGoes) {
            name.placeBadge(); // the name's room changes, nothing else: no new layout (P510)
        }
        // a name too long for a narrow panel is shortened, never silently: the tooltip has the whole line (P510)
        name.show(whole, named, turn.getText().isEmpty() ? whole : Ui.text("panel.player.header", whole, turn.getText()));
        colour(turn, live ? Theme.colour(colour) : UIManager.getColor("Label.disabledForeground"));
        if (toMove != (movesHere && live)) {
            toMove = movesHere && live; // the thick border only for the live game's player to move (P70)
            repaint();
        }
        facts.show(s, colour);
        showIcons(s.icons(colour), s.board(colour), p);
        showBoard(s);
    }

    /** Whether the panel shows its player to move in the live game (the thick border). */
    public boolean movesNow() {
        return toMove;
    }

    private static void text(JLabel l, String text) {
        PlayerFacts.text(l, text);
    }

    /** Pro: the chosen board in words under the icons, made when the board changes; "not chosen yet" before. */
    private void showBoard(GameState s) {
        boolean pro = s.gamer() != null && s.gamer().pro() != null;
        EternalBoard b = s.board(colour);
        noBoard.setVisible(pro && b == null);
        if (java.util.Objects.equals(b, shownBoard)) {
            return;
        }
        shownBoard = b;
        if (boardCard != null) {
            remove(boardCard);
            boardCard = null;
        }
        if (b != null) {
            boardCard = new BoardCard(b, 200, false, colour.id());
            add(boardCard, "span 2, wmin 0, gaptop 4", getComponentZOrder(noBoard) + 1);
            text(boardLine, Ui.text("panel.player.board", b.title()));
        }
        compactBoard(compactBoard, true);
        revalidate();
    }

    /** The chosen board as one line (its card's words in the tooltip) or as its card (the side column's choice). */
    void compactBoard(boolean compact) {
        compactBoard(compact, false);
    }

    private void compactBoard(boolean compact, boolean always) {
        if (compact == compactBoard && !always) {
            return;
        }
        compactBoard = compact;
        if (boardCard != null) {
            boardCard.setVisible(!compact);
        }
        boardLine.setVisible(compact && boardCard != null);
    }

    boolean compactBoard() {
        return compactBoard;
    }

    /**
     * The panel's height at {@code width}, whatever its width now: the facts and icons wrapped at that width (their
     * flows measure it), the rest as now. The side column's choice of its width asks this for widths it does not
     * have yet; asked the height at the current width, it chose another width at each layout, for good (P393).
     */
    int heightAt(int width) {
        int inner = width - UIScale.scale(20); // the insets' sides (MigLayout scales them)
        // the board's card wraps its lines at its width too: measured at the width asked (P435)
        int card = boardCard == null || !boardCard.isVisible() ? 0 : boardCard.heightAt(inner);
        return restHeight() + facts.heightAt(inner) + ((FlowWrap) icons.getLayout()).heightAt(icons, inner) + card;
    }

    /**
     * The panel's height without its wrapped parts (facts, icons, the board's card), worked out now (P560): the size
     * AWT and MigLayout keep was taken with those parts' heights of that moment, and once the panel is laid out at
     * another width they wrap anew, so the kept size less their heights of now was wrong (the move that ends Pro
     * round 1 read every panel 166 px tall, laid them out so, then at 130 again).
     */
    private int restHeight() {
        if (rest >= 0) { // worked out once a change: the rest does not wrap
            return rest;
        }
        java.awt.LayoutManager2 layout = (java.awt.LayoutManager2) getLayout();
        layout.invalidateLayout(this); // MigLayout's kept grid may hold the parts' heights of another moment
        rest = layout.preferredLayoutSize(this).height - facts.getPreferredSize().height
                - icons.getPreferredSize().height
                - (boardCard == null || !boardCard.isVisible() ? 0 : boardCard.getPreferredSize().height);
        return rest;
    }

    /** {@link #restHeight}, or -1 after a change (AWT invalidates the panel then, or a part within it). */
    private int rest = -1;

    @Override
    public void invalidate() {
        rest = -1;
        super.invalidate();
    }

    /** The narrowest the panel is readable at, whatever its width now: its widest fact or icon whole (P393). */
    int leastWidth() {
        int most = 0;
        for (java.awt.Container c : List.of(facts, icons)) {
            for (java.awt.Component k : c.getComponents()) {
                most = k.isVisible() ? Math.max(most, k.getPreferredSize().width) : most;
            }
        }
        // a Pro panel (its board line or "not chosen yet" shows): that line whole too, whichever shows now (P427)
        most = noBoard.isVisible() || boardLine.isVisible() ? Math.max(most, noBoard.getPreferredSize().width) : most;
        return most + UIScale.scale(20) + 16 + 1; // the insets' sides (scaled) and the flow's own
    }

    /** Hand and discs in the facts' own type, sharing a line, where the side column is short (P398). */
    void compactFacts(boolean compact) {
        facts.compact(compact);
    }

    boolean compactFacts() {
        return facts.compact();
    }

    /** How much taller the panel is with the board's card than with its line (0 without a board). */
    int cardExtra() {
        return boardCard == null ? 0 : boardCard.getPreferredSize().height + 4 - boardLine.getPreferredSize().height;
    }

    private static void colour(JLabel l, Color c) {
        if (!java.util.Objects.equals(c, l.getForeground())) {
            l.setForeground(c);
        }
    }

    /** The board's icons: labels made when the board changes; each move only marks used ones. */
    private void showIcons(List<PassIcon> passIcons, EternalBoard board, PlayerState p) {
        List<String> list = new ArrayList<>();
        for (int i = 0; i < passIcons.size(); i++) { // R54: the icon covered at Preparation says so
            boolean prep = board != null && board.icons().get(i).action() == PassAction.PREP;
            list.add(prep ? Ui.text("panel.player.icon.prep", passIcons.get(i).label()) : passIcons.get(i).label());
        }
        if (!list.equals(shownIcons)) {
            icons.removeAll();
            iconLabels.clear();
            for (int i = 0; i < list.size(); i++) {
                IconLabel l = new IconLabel(list.get(i));
                l.setName("icon-" + colour.id() + "-" + i);
                iconLabels.add(l);
                icons.add(l);
            }
            shownIcons = List.copyOf(list);
            icons.revalidate();
        }
        for (int i = 0; i < iconLabels.size(); i++) {
            // R54: the Preparation's disc lies on its icon (the engine lists it among the player's passes)
            boolean prep = board != null && board.icons().get(i).action() == PassAction.PREP
                    && p.passed().contains(passIcons.get(i).label());
            iconLabels.get(i).show(p.iconUsed(i) || prep, Theme.colour(colour));
        }
    }

    /** One pass icon; a used one is struck through (a font attribute, not HTML) and greyed. */
    public static final class IconLabel extends JLabel {
        private Boolean used;
        private Color tone;

        IconLabel(String text) {
            super(text);
        }

        public void show(boolean nowUsed, Color nowTone) {
            if (Boolean.valueOf(nowUsed).equals(used) && nowTone.equals(tone)) {
                return;
            }
            used = nowUsed;
            tone = nowTone;
            setToolTipText(nowUsed ? Ui.text("panel.player.icon.used", getText())
                    : Ui.text("panel.player.icon.unused", getText()));
            setForeground(nowUsed ? UIManager.getColor("Label.disabledForeground") : null);
            Font f = UIManager.getFont("Label.font");
            Dimension before = getUI() == null ? null : getUI().getPreferredSize(this);
            steady = true; // struck through or not, the font measures the same: the panel is not laid out (P211)
            try {
                setFont(nowUsed ? f.deriveFont(Map.of(TextAttribute.STRIKETHROUGH, TextAttribute.STRIKETHROUGH_ON)) : f);
            } finally {
                steady = false;
            }
            if (before == null || !before.equals(getUI().getPreferredSize(this))) {
                revalidate(); // another size after all (a new theme's font): laid out as usual
            }
            setBorder(BorderFactory.createCompoundBorder(
                    BorderFactory.createLineBorder(nowUsed ? UIManager.getColor("Component.borderColor") : nowTone,
                            1, true),
                    BorderFactory.createEmptyBorder(1, 5, 1, 5)));
        }

        private boolean steady;

        @Override
        public void invalidate() {
            if (!steady) {
                super.invalidate();
            }
        }

        @Override
        public void revalidate() {
            if (!steady) {
                super.revalidate();
            }
        }

        /** Whether the icon is shown as used (struck through). */
        public boolean struck() {
            return Boolean.TRUE.equals(used);
        }

        @Override
        public void updateUI() {
            super.updateUI();
            if (used != null) { // a theme or scale change: the font and colours again
                boolean u = used;
                used = null;
                show(u, tone);
            }
        }
    }

    // the tinted card behind the labels, drawn once per look and size, to move and not (the two it changes between)
    private final Map<Object, java.awt.image.BufferedImage> backs = new java.util.HashMap<>();
    // the panel's drawing as the player to move and as not (P203): on each turn two panels change their look and a
    // label or two, and were drawn whole again
    private final KeptDrawings kept = new KeptDrawings(this, 2);

    @Override
    public void paint(Graphics g) {
        String own = toMove + "|" + Theme.lookKey() + "|" + Theme.colour(colour).getRGB();
        if (!kept.paint((Graphics2D) g, own, super::paint)) {
            super.paint(g);
        }
    }

    /** How many areas of the panel have been drawn anew (not copied) so far (for tests). */
    public int drawings() {
        return kept.drawings();
    }

    @Override
    protected void paintComponent(Graphics g0) {
        Graphics2D g = (Graphics2D) g0;
        double sx = g.getTransform().getScaleX();
        double sy = g.getTransform().getScaleY();
        Color bg = UIManager.getColor("Panel.background");
        Color tone = Theme.colour(colour);
        Object key = List.of(getWidth(), getHeight(), sx, sy, toMove, bg == null ? 0 : bg.getRGB(), tone.getRGB());
        java.awt.image.BufferedImage back = backs.get(key);
        if (back == null && getWidth() > 0 && getHeight() > 0) {
            if (backs.size() >= 2) {
                backs.clear();
            }
            back = new java.awt.image.BufferedImage((int) Math.ceil(getWidth() * sx), (int) Math.ceil(getHeight() * sy),
                    java.awt.image.BufferedImage.TYPE_INT_ARGB_PRE);
            Graphics2D ig = back.createGraphics();
            ig.scale(sx, sy);
            paintBack(ig, bg, tone);
            ig.dispose();
            backs.put(key, back);
        }
        if (back != null) { // antialiased round shapes are slow to draw: the panel repaints on every turn
            Graphics2D copy = (Graphics2D) g.create();
            copy.scale(1 / sx, 1 / sy);
            copy.drawImage(back, 0, 0, null);
            copy.dispose();
        }
        super.paintComponent(g0);
    }

    private void paintBack(Graphics2D g, Color bg, Color tone) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        int arc = 16;
        g.setColor(Theme.mix(bg, tone, toMove ? 0.16f : 0.05f));
        g.fillRoundRect(1, 1, getWidth() - 3, getHeight() - 3, arc, arc);
        float w = toMove ? 4f : 1f;
        g.setStroke(new BasicStroke(w));
        g.setColor(toMove ? tone : Theme.mix(bg, tone, 0.4f));
        g.drawRoundRect((int) (w / 2), (int) (w / 2), (int) (getWidth() - w - 1), (int) (getHeight() - w - 1), arc, arc);
    }
}
