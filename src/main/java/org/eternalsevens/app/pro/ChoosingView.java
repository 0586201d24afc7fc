package org.eternalsevens.app.pro;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.LayoutManager;
import java.awt.RenderingHints;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ScrollPaneConstants;
import javax.swing.UIManager;

import com.formdev.flatlaf.FlatClientProperties;
import com.formdev.flatlaf.util.UIScale;
import net.miginfocom.swing.MigLayout;

import org.eternalsevens.app.session.Table;
import org.eternalsevens.app.session.TableControl;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.board.ProChoosing;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.Verdict;
import org.eternalsevens.words.ReasonWords;
import org.eternalsevens.words.Words;
import org.eternalsevens.words.Ui;

/**
 * The choosing (R52, R53): the boards showing this round, each drawn with its icons, rewards and abilities
 * ({@link BoardCard}), the player to choose named with who comes after, and one button per board still on offer,
 * in a row above the boards that never scrolls away (P394). A button is enabled exactly when the engine would
 * accept that choice (the verdict given, from {@code LegalMoves.of}); one click chooses. Boards already taken say by whom. Laid over the field while the
 * engine awaits {@code choose}; it scrolls when the boards do not fit (a large scale).
 */
public final class ChoosingView extends JScrollPane implements TableControl.View {
    private final Table table;
    private final JPanel content = new Track(new MigLayout("insets 10 12 10 12, gap 4, wrap 1", "[0:0:,grow,fill]"));
    // plain lines wrapped at the view's width, no HTML to parse at each choice (P446)
    private final JLabel title = new org.eternalsevens.app.look.WrapLabel("", 100);
    private final JLabel who = new org.eternalsevens.app.look.WrapLabel("", 100);
    private final JLabel note = new org.eternalsevens.app.look.WrapLabel("", 100);
    private final JPanel cards = new JPanel(new CardColumns());
    private final List<JButton> buttons = new ArrayList<>();
    // the choose buttons in a row above the boards that never scrolls away (issue 25 §1, P394)
    private final JPanel strip = new org.eternalsevens.app.look.ScrollColumn(
            new org.eternalsevens.app.look.FlowWrap(6, 2)); // as wide as the view: the buttons wrap
    private String shownKey = "";
    private final java.util.Map<JLabel, String> plain = new java.util.HashMap<>(); // the lines' texts

    /** A view on its own, shown with {@link #show} (tests). */
    public ChoosingView() {
        this(null);
    }

    /** The window's view of the table: shown while the live game awaits {@code choose}. */
    public ChoosingView(Table table) {
        super(ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED, ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER);
        this.table = table;
        setName("choosing");
        title.setName("choosing-title");
        who.setName("choosing-who");
        note.setName("choosing-note");
        cards.setOpaque(false);
        cards.addComponentListener(new java.awt.event.ComponentAdapter() {
            private int width = -1;

            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                if (cards.getWidth() != width) { // the rows follow the new width
                    width = cards.getWidth();
                    javax.swing.SwingUtilities.invokeLater(content::revalidate);
                }
            }
        });
        content.add(title);
        content.add(who);
        content.add(note);
        content.add(cards, "gaptop 6");
        setViewportView(content);
        strip.setName("choose-buttons");
        strip.setOpaque(false);
        setColumnHeaderView(strip);
        getColumnHeader().setOpaque(false);
        getVerticalScrollBar().setUnitIncrement(24);
        setVisible(false);
    }

    @Override
    public void showTable(TableControl control) {
        GameState s = table.shown();
        boolean on = s != null && !s.finished() && s.pending() == Pending.CHOOSE && s.gamer() != null
                && s.gamer().pro() != null;
        if (on != isVisible()) {
            setVisible(on);
            if (getParent() != null) {
                getParent().doLayout();
                getParent().repaint();
            }
        }
        if (!on) {
            if (s != null && !s.finished() && s.round() == 1 && s.gamer() != null && s.gamer().pro() != null) {
                kept.buildAhead(s.setup().pro().showing(2, s.setup().eternalBoards())); // round 2's, in round 1
            }
            return;
        }
        Colour actor = s.toMove();
        List<Move> legal = table.legalMoves();
        show(s.gamer().pro().choosing(), s.setup()::nameOf, b -> verdict(legal, new Move.Choose(actor, b.name())),
                b -> table.send(new Move.Choose(actor, b.name())));
        validate();
    }

    /** OK exactly when LegalMoves lists the choice; else the engine's reason. */
    private Verdict verdict(List<Move> legal, Move.Choose m) {
        if (legal.contains(m)) {
            return Verdict.OK;
        }
        Verdict v = table.check(m);
        return v.ok() ? Verdict.refuseAs(RejectCode.BOARD_NOT_ON_OFFER, "now") : v;
    }

    /** Each board's card, built once per look and scale: a choice rebuilds only the buttons around it (P327). */
    private final KeptBoardCards kept = new KeptBoardCards(this::layOutAhead);

    /** The kept cards (tests). */
    KeptBoardCards kept() {
        return kept;
    }

    /**
     * Lays the cards built ahead out as the hidden choosing will show them (P448): at its width, or, never laid out (a
     * game opened after round 1's choosing), at the width the field area will give it; in columns as {@link CardColumns}
     * makes them, each in its panel. Their lines are then broken when round 2's choosing shows them.
     */
    private void layOutAhead(List<BoardCard> ahead) {
        java.awt.Container area = getParent();
        if (isVisible() || area == null || area.getWidth() <= 0) {
            return;
        }
        if (getWidth() <= 0) {
            int m = UIScale.scale(4); // as FieldArea lays the choosing over the field
            setBounds(m, m, area.getWidth() - 2 * m, Math.max(0, area.getHeight() - 2 * m));
        }
        validate();
        JPanel trial = new JPanel(new CardColumns());
        for (BoardCard card : ahead) {
            Tinted t = new Tinted(null);
            t.add(card, "wmin 0");
            trial.add(t);
        }
        trial.setSize(cards.getWidth(), Short.MAX_VALUE);
        for (int pass = 0; pass < 2; pass++) { // the lines broken at the cards' width, then the heights they need
            trial.doLayout();
            for (Component t : trial.getComponents()) {
                ((java.awt.Container) t).doLayout();
                ((java.awt.Container) t).getComponent(0).doLayout();
            }
        }
    }

    /**
     * Shows a round's choosing. {@code name}: a colour's player name; {@code verdict}: the engine's answer to the
     * player to choose taking a board; {@code choose}: what a click sends.
     */
    public void show(ProChoosing c, Function<Colour, String> name, Function<EternalBoard, Verdict> verdict,
                     Consumer<EternalBoard> choose) {
        // the choosing by its boards' ids, not its toString, which writes out every board whole (P448)
        StringBuilder key = new StringBuilder().append(c.round()).append(c.order());
        for (EternalBoard b : c.showing()) {
            key.append(' ').append(b.id());
        }
        for (Colour k : c.order()) {
            key.append(' ').append(k.id()).append(c.board(k) == null ? "-" : c.board(k).id());
        }
        key.append(UIManager.getLookAndFeel().getName()).append(UIScale.getUserScaleFactor());
        List<Verdict> verdicts = new ArrayList<>();
        for (EternalBoard b : c.showing()) {
            Verdict v = c.next() != null && !c.chosen().containsValue(b) ? verdict.apply(b) : null;
            verdicts.add(v);
            key.append(v == null ? "-" : v.ok() ? "ok" : v.reason()); // the reason as values: its key and arguments
        }
        for (Colour k : c.order()) {
            key.append(name.apply(k));
        }
        if (key.toString().equals(shownKey)) {
            return;
        }
        shownKey = key.toString();
        kept.keepLook();
        if (title.getClientProperty(FlatClientProperties.STYLE_CLASS) == null) {
            // styled at the first show, not at the window's start: FlatLaf's first style costs the first paint (P311)
            title.putClientProperty(FlatClientProperties.STYLE_CLASS, "h3");
            who.putClientProperty(FlatClientProperties.STYLE_CLASS, "h4");
        }
        Colour next = c.next();
        plain.put(title, Ui.text("pro.choosing.title", c.round()));
        plain.put(who, next == null ? Ui.text("pro.choosing.done") : Ui.text("pro.choosing.next", Theme.symbol(next),
                who(next, name), then(c, name)));
        who.setForeground(next == null ? UIManager.getColor("Label.foreground") : Theme.colour(next));
        plain.put(note, c.round() == 1
                ? Ui.text("pro.choosing.order.round1")
                : Ui.text("pro.choosing.order.round2"));
        plain.forEach(JLabel::setText); // each wraps itself at the width in sight: nothing is cut
        cards.removeAll();
        buttons.clear();
        strip.removeAll();
        for (int i = 0; i < c.showing().size(); i++) {
            EternalBoard b = c.showing().get(i);
            cards.add(card(b, c, verdicts.get(i), name, choose));
        }
        buttons.forEach(strip::add);
        strip.setVisible(!buttons.isEmpty());
        strip.revalidate();
        cards.revalidate();
        content.revalidate();
        repaint();
    }

    /** A line's text without its wrapping (tests). */
    public String plainText(String name) {
        for (java.util.Map.Entry<JLabel, String> e : plain.entrySet()) {
            if (name.equals(e.getKey().getName())) {
                return e.getValue();
            }
        }
        return null;
    }

    private static String who(Colour c, Function<Colour, String> name) {
        String n = name.apply(c);
        return n.equals(c.title()) ? n : n + " (" + c.title() + ")";
    }

    private static String then(ProChoosing c, Function<Colour, String> name) {
        List<Colour> rest = c.toChoose();
        if (rest.size() <= 1) {
            return "";
        }
        List<String> names = new ArrayList<>();
        rest.subList(1, rest.size()).forEach(k -> names.add(name.apply(k)));
        return Ui.text("pro.choosing.then", String.join(", ", names));
    }

    private JPanel card(EternalBoard b, ProChoosing c, Verdict v, Function<Colour, String> name,
                        Consumer<EternalBoard> choose) {
        Colour taker = null;
        for (Colour k : c.order()) {
            if (b.equals(c.board(k))) {
                taker = k;
            }
        }
        Tinted p = new Tinted(taker);
        p.setName("offer-" + b.name());
        p.add(kept.card(b), "wmin 0");
        if (taker != null) {
            JLabel l = new JLabel(Ui.text("pro.choosing.takenBy", Theme.symbol(taker), who(taker, name)));
            l.setName("taken-" + b.name());
            l.putClientProperty(FlatClientProperties.STYLE_CLASS, "h4");
            p.add(l, "gaptop 6");
        } else if (v != null) {
            JButton choose1 = new JButton(Ui.text("pro.choosing.choose", b.title()));
            choose1.setName("choose-" + b.name());
            choose1.setEnabled(v.ok());
            choose1.setToolTipText(v.ok() ? Ui.text("pro.choosing.take", BoardWords.heading(b))
                    : ReasonWords.of(Words.english(name)).sentence(v));
            choose1.addActionListener(e -> choose.accept(b));
            buttons.add(choose1); // in the strip above the boards (P394)
        }
        return p;
    }

    /** The choose buttons shown now, in board order. */
    public List<JButton> buttons() {
        return List.copyOf(buttons);
    }

    /** The content: as wide as the viewport, as tall as it needs (it scrolls up and down, never sideways). */
    private static final class Track extends JPanel implements javax.swing.Scrollable {
        Track(LayoutManager layout) {
            super(layout);
        }

        @Override
        public Dimension getPreferredScrollableViewportSize() {
            return getPreferredSize();
        }

        @Override
        public int getScrollableUnitIncrement(java.awt.Rectangle r, int orientation, int direction) {
            return UIScale.scale(24);
        }

        @Override
        public int getScrollableBlockIncrement(java.awt.Rectangle r, int orientation, int direction) {
            return Math.max(UIScale.scale(24), r.height - UIScale.scale(24));
        }

        @Override
        public boolean getScrollableTracksViewportWidth() {
            return true;
        }

        @Override
        public boolean getScrollableTracksViewportHeight() {
            return false;
        }
    }

    /** A board's panel: a rounded edge, tinted with the colour of the player who took it. */
    private static final class Tinted extends JPanel {
        private final Colour taker;

        Tinted(Colour taker) {
            super(new MigLayout("insets 8 10 8 10, gap 2, wrap 1", "[grow,fill]"));
            this.taker = taker;
            setOpaque(false);
        }

        @Override
        protected void paintComponent(Graphics g0) {
            Graphics2D g = (Graphics2D) g0.create();
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            Color bg = UIManager.getColor("Panel.background");
            Color edge = taker != null ? Theme.colour(taker) : UIManager.getColor("Component.borderColor");
            if (edge == null) {
                edge = Color.GRAY;
            }
            int arc = UIScale.scale(12);
            g.setColor(taker != null ? Theme.mix(bg, edge, 0.12f) : bg);
            g.fillRoundRect(1, 1, getWidth() - 3, getHeight() - 3, arc, arc);
            g.setColor(edge);
            g.setStroke(new BasicStroke(UIScale.scale(taker != null ? 2f : 1f)));
            g.drawRoundRect(1, 1, getWidth() - 3, getHeight() - 3, arc, arc);
            g.dispose();
            super.paintComponent(g0);
        }
    }
}
