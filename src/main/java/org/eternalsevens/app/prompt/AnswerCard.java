package org.eternalsevens.app.prompt;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Insets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JPanel;

import org.eternalsevens.app.look.FlowWrap;
import org.eternalsevens.app.look.PlainLayout;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.paint.KeptButton;
import org.eternalsevens.app.session.Table;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.basics.Verdict;
import org.eternalsevens.words.Ui;

/**
 * The card of answer buttons the prompt lays over the top of the field (the shell's {@code FieldArea}): one button per answer
 * the engine would accept, and under them the Skeleton's rare box (the results button stands in the prompt's line,
 * P342). A button, once made, stays
 * in the card for as long as the look and scale stay: the card shows and orders the ones asked for and hides the
 * rest, so no button is added to or removed from the window on a move (docs/performance.md, P76). An answer with
 * an effect line is an {@link AnswerButton} (plain text, P195).
 */
final class AnswerCard {
    /**
     * One answer as shown: its button's name, title, effect line, move, whether it may be pressed, and the engine's
     * verdict whose reason the hover tells while it may not. Compared as values (issue 24 §2).
     */
    record Answer(String name, String text, String line, Move move, boolean enabled, Verdict verdict) {
    }

    /** What the card shows, as values: the same again, nothing is touched (issue 8 item 5, issue 24 §2). */
    private record Shown(Object below, String look, List<Answer> answers) {
        boolean any() {
            return below != null || !answers.isEmpty();
        }
    }

    private static final Shown NOTHING = new Shown(null, null, List.of());

    private static final String MOVE = "es.move";

    private final Table table;
    private final Grid layout = new Grid();
    private final JPanel grid = new JPanel(layout);
    private final JPanel extras = new JPanel(new FlowWrap(6, 0));
    private final AnswersPanel card = new AnswersPanel(new java.awt.BorderLayout(0, 6)); // kept drawn (P197)
    private final JCheckBox rare = new JCheckBox(Ui.text("prompt.answer.rare"));
    private final Map<String, JButton> made = new HashMap<>(); // by what they say, while the look and scale stay
    private String madeFor = "";
    private Shown shownNow = NOTHING;
    private Dimension fittedFor;
    private Dimension fitted;

    AnswerCard(Table table) {
        this.table = table;
        card.setName("answers");
        grid.setOpaque(false);
        extras.setOpaque(false);
        card.add(grid, java.awt.BorderLayout.CENTER);
        card.add(extras, java.awt.BorderLayout.SOUTH);
        card.setVisible(false);
        rare.setName("give-rare");
        rare.setOpaque(false);
    }

    JPanel panel() {
        return card;
    }

    JCheckBox rare() {
        return rare;
    }

    /** What stands under the answers now (the Skeleton's box keeps its tick while its question stays). */
    Object belowShown() {
        return shownNow.below();
    }

    /**
     * Shows these answers and {@code below} (the Skeleton's box, or null). The same as
     * shown: nothing is touched, laid out or repainted.
     */
    void show(List<Answer> shown, Object below) {
        // a new theme or scale makes the buttons again
        Shown now = new Shown(below, shown.isEmpty() ? null : look(), List.copyOf(shown));
        if (now.equals(shownNow)) {
            return;
        }
        shownNow = now;
        boolean wasAsking = card.isVisible();
        java.awt.Rectangle was = wasAsking ? card.getBounds() : null;
        card.setVisible(now.any());
        if (card.isVisible()) {
            List<Component> want = new ArrayList<>();
            for (Answer a : shown) {
                want.add(button(a));
            }
            layout.show(grid, want);
            place(extras, below == null ? List.of() : List.of(rare));
            extras.setVisible(extras.getComponentCount() > 0); // empty, it would take the layout's gap from the grid
        }
        fitted = null;
        if ((card.isVisible() || wasAsking) && card.getParent() != null) {
            // the card lies over the field and never changes the field area's size: lay out that area alone,
            // not the window (a revalidate would lay out every container up to the root pane)
            Container area = card.getParent();
            area.doLayout();
            card.validate();
            // only where the card was and is: the rest of the field is as it was (a whole field costs 3 ms)
            java.awt.Rectangle dirty = card.isVisible() ? card.getBounds() : was;
            if (was != null) {
                dirty = dirty.union(was);
            }
            area.repaint(dirty.x, dirty.y, dirty.width, dirty.height);
        }
    }

    /** Makes {@code box} hold {@code want}, in order, removing and adding only what differs. */
    private static void place(Container box, List<Component> want) {
        if (java.util.Arrays.asList(box.getComponents()).equals(want)) {
            return;
        }
        for (Component c : box.getComponents()) {
            if (!want.contains(c)) {
                box.remove(c);
            }
        }
        for (int i = 0; i < want.size(); i++) {
            if (i >= box.getComponentCount() || box.getComponent(i) != want.get(i)) {
                box.add(want.get(i), i);
            }
        }
    }

    /** The button of an answer: the one made before for the same words, else a new one; the move set on it. */
    private JButton button(Answer a) {
        boolean twoLines = a.line() != null && !a.line().isEmpty();
        String look = look();
        if (!look.equals(madeFor)) {
            made.clear(); // a kept button off screen would miss a new theme or scale
            grid.removeAll();
            madeFor = look;
        }
        JButton b = made.computeIfAbsent(a.name() + '|' + a.text() + '|' + a.line(), k -> {
            JButton n = twoLines ? new AnswerButton(a.text(), a.line()) : new KeptButton(a.text());
            n.setHorizontalAlignment(JButton.LEFT);
            n.setName(a.name());
            n.addActionListener(e -> send((Move) n.getClientProperty(MOVE)));
            n.setVisible(false);
            grid.add(n);
            return n;
        });
        b.putClientProperty(MOVE, a.move());
        b.setEnabled(a.enabled());
        b.setToolTipText(a.enabled() ? a.line() : table.why(a.verdict()));
        return b;
    }

    private static String look() {
        return Theme.lookKey();
    }

    private void send(Move m) {
        if (m instanceof Move.Give g) {
            table.send(new Move.Give(g.actor(), g.target(), rare.isSelected()));
        } else {
            table.send(m);
        }
    }

    /**
     * Arranges the answers to fit {@code room} (the field's size): as many columns as fit, each answer with its
     * one-line effect; when even then they would not all fit in height, the titles alone (the effect stays in the
     * tooltip). Every answer is always in sight. Returns the card's size.
     */
    Dimension fit(Dimension room) {
        if (fitted != null && room.equals(fittedFor)) {
            return fitted;
        }
        Insets in = card.getInsets();
        Dimension inner = new Dimension(room.width - in.left - in.right, room.height - in.top - in.bottom);
        int extraH = extras.getComponentCount() == 0 ? 0 : extras.getPreferredSize().height + 6;
        Dimension best = null;
        for (boolean full : new boolean[] {true, false}) {
            setMode(full);
            best = layout.arrange(inner.width);
            if (best.height <= inner.height - extraH) {
                break;
            }
        }
        Dimension size = new Dimension(Math.min(room.width, Math.max(best.width, extras.getPreferredSize().width)
                + in.left + in.right), Math.min(room.height, best.height + extraH + in.top + in.bottom));
        fittedFor = new Dimension(room);
        fitted = size;
        return size;
    }

    private void setMode(boolean full) {
        for (Component c : layout.shown) {
            if (c instanceof AnswerButton b) {
                b.full(full);
            }
        }
    }

    /**
     * The answers in a grid of equal cells, at most four columns: only the buttons asked for, in their order; the
     * others stay in the panel, hidden.
     */
    private static final class Grid extends PlainLayout {
        private static final int GAP = 6;
        private List<Component> shown = List.of();
        private int cols = 1;

        private Container parent;

        void show(Container parent, List<Component> want) {
            this.parent = parent;
            for (Component c : parent.getComponents()) {
                c.setVisible(want.contains(c));
            }
            shown = List.copyOf(want);
            parent.invalidate();
        }

        private Dimension cell() {
            int w = 0;
            int h = 0;
            java.util.Set<String> kinds = new java.util.HashSet<>();
            for (Component c : shown) {
                Dimension d = c.getPreferredSize();
                w = Math.max(w, d.width);
                h = Math.max(h, d.height);
                if (c instanceof AnswerButton b) {
                    kinds.add(b.kind());
                }
            }
            // answers of a kind keep one height from prompt to prompt (P208): a reveal without its tallest eternal
            // left gave every answer a new height, so none of their kept looks (P200) could come back
            for (Component c : parent == null ? new Component[0] : parent.getComponents()) {
                if (!c.isVisible() && c instanceof AnswerButton b && kinds.contains(b.kind())) {
                    h = Math.max(h, b.getPreferredSize().height);
                }
            }
            return new Dimension(w, h);
        }

        /** Picks the columns for this width; returns the grid's size. */
        Dimension arrange(int width) {
            int n = shown.size();
            if (n == 0) {
                return new Dimension(0, 0);
            }
            Dimension cell = cell();
            cols = Math.max(1, Math.min(n, Math.min(4, (width + GAP) / (cell.width + GAP))));
            return size(cell, Math.min(width, cols * cell.width + (cols - 1) * GAP));
        }

        private Dimension size(Dimension cell, int width) {
            int rows = (shown.size() + cols - 1) / cols;
            return new Dimension(width, rows == 0 ? 0 : rows * cell.height + (rows - 1) * GAP);
        }

        @Override
        public void layoutContainer(Container parent) {
            int n = shown.size();
            if (n == 0) {
                return;
            }
            int rows = (n + cols - 1) / cols;
            int w = (parent.getWidth() - (cols - 1) * GAP) / cols;
            // each answer at the tallest one's height, so that its size (and its kept look, P200) does not hang
            // on how many rows there are; less only when the card is squeezed
            int h = Math.min(cell().height, (parent.getHeight() - (rows - 1) * GAP) / rows);
            for (int i = 0; i < n; i++) {
                shown.get(i).setBounds(i % cols * (w + GAP), i / cols * (h + GAP), w, h);
            }
        }

        @Override
        public Dimension preferredLayoutSize(Container parent) {
            Dimension cell = cell();
            return size(cell, cols * cell.width + (cols - 1) * GAP);
        }
    }
}
