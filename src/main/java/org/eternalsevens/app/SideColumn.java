package org.eternalsevens.app;

import java.awt.Container;
import java.awt.Dimension;

import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JToggleButton;

import com.formdev.flatlaf.util.UIScale;

import org.eternalsevens.app.look.PlainLayout;
import org.eternalsevens.app.look.ScrollColumn;
import org.eternalsevens.app.panels.EternalsPanel;
import org.eternalsevens.app.panels.PlayersPanel;

/**
 * The side column (P330): every player's panel on top, whole (never scrolled away), the eternals box below them
 * (as tall as its text, at most 45% of what the players leave, then it scrolls), the command box at the bottom,
 * and the log in between taking the rest. Where the rest is too short to read, the log folds into a drawer: a
 * "Log" button in its place opens it over the column and closes it again (P332).
 */
final class SideColumn extends JPanel {
    private final JComponent players;
    // the players in a pane that scrolls only where even the compact panels cannot fit (P399)
    private final javax.swing.JScrollPane playersScroll;
    private final JComponent eternals;
    private final JComponent log;
    private final JComponent command;
    private final JToggleButton drawer = new JToggleButton(org.eternalsevens.words.Ui.text("side.logDrawer")) {
        @Override
        public void revalidate() {
            quietly(this, super::revalidate);
        }
    };
    private boolean folded;
    /** While the column lays itself out: the log or its drawer shown there asks for no other pass (P561). */
    private boolean laying;
    /** The eternals box's title and one line, unscaled (P551). */
    private static final int ETERNALS_LEAST = 58;

    SideColumn(PlayersPanel players, EternalsPanel eternals, JComponent log, JComponent command) {
        this.players = players;
        this.eternals = ScrollColumn.capped(eternals, "eternals-scroll", 1f);
        this.log = new LogBox(log);
        this.command = command;
        setName("side");
        setOpaque(false);
        drawer.setName("log-drawer");
        drawer.setToolTipText(org.eternalsevens.words.Ui.text("side.logDrawer.tip"));
        drawer.addActionListener(e -> {
            revalidate();
            repaint();
        });
        add(this.log); // first: the open drawer lies over the players
        add(drawer);
        ScrollColumn view = new ScrollColumn(new java.awt.BorderLayout());
        view.setOpaque(false);
        view.add(players);
        playersScroll = view.inScrollPane("players-scroll");
        playersScroll.setVerticalScrollBarPolicy(javax.swing.JScrollPane.VERTICAL_SCROLLBAR_NEVER);
        add(playersScroll);
        add(this.eternals);
        add(command);
        setLayout(new Stack());
    }

    /**
     * The open drawer lies over the players and the eternals: with children that overlap, Swing must paint a child's
     * own repaint under what lies over it, or a repaint of the eternals shows through the open log (P499).
     */
    @Override
    public boolean isOptimizedDrawingEnabled() {
        return !(folded && drawer.isSelected());
    }

    /** Whether the log is folded into its drawer (too little room under the players). */
    boolean logFolded() {
        return folded;
    }

    /** Whether every player's panel lies whole in a column this wide and tall, above the drawer and command box. */
    boolean playersFit(int w, int h) {
        return ((PlayersPanel) players).heightFor(w) + drawer.getPreferredSize().height
                + command.getPreferredSize().height + UIScale.scale(12) <= h;
    }

    /** Whether the players and the eternals box's title and a line lie whole in a column this wide and tall. */
    boolean playersAndEternalsFit(int w, int h) {
        int least = eternalsLeast();
        return playersFit(w, h - (least > 0 ? least + UIScale.scale(6) : 0));
    }

    /** The eternals box's title and a line (P551): 0 in Gamer mode, which has no eternals. */
    private int eternalsLeast() {
        return eternalsLeast(eternals.isVisible() ? eternals.getPreferredSize().height : 0);
    }

    private static int eternalsLeast(int eternalsPref) {
        return Math.min(eternalsPref, UIScale.scale(ETERNALS_LEAST));
    }

    /**
     * A part's revalidate: while the column lays itself out (the log unfolding, its drawer shown, P561), only marked
     * invalid, for this very layout lays it out next; else as Swing does, another layout pass of the window.
     */
    private void quietly(JComponent part, Runnable revalidate) {
        if (laying) {
            part.invalidate();
        } else {
            revalidate.run();
        }
    }

    /** The log, in a box that the column shows and hides without asking for another layout pass (P561). */
    private final class LogBox extends JPanel {
        LogBox(JComponent log) {
            super(new java.awt.BorderLayout());
            setOpaque(false);
            add(log);
        }

        @Override
        public void revalidate() {
            quietly(this, super::revalidate);
        }
    }

    private final class Stack extends PlainLayout {
        @Override
        public void layoutContainer(Container parent) {
            laying = true;
            try {
                layOut(parent);
            } finally {
                laying = false;
            }
        }

        private void layOut(Container parent) {
            int w = parent.getWidth();
            int h = parent.getHeight();
            int gap = UIScale.scale(6);
            int commandH = Math.min(command.getPreferredSize().height, h / 3);
            // never less than the panels need: a squeezed panel would wrap its lines again and again; one that does
            // not fit shows as cut, which the fold check reports
            int room = h - commandH - gap;
            PlayersPanel all = (PlayersPanel) players;
            int eternalsPref = eternals.isVisible() ? eternals.getPreferredSize().height : 0;
            // the eternals' title and a line stay in view (P551): the panels turn compact before they take it
            int eternalsLeast = eternalsLeast(eternalsPref);
            int reserve = eternalsLeast > 0 ? eternalsLeast + gap : 0;
            // panels that leave less than the drawer's height leave the log folded, its drawer below them: so the
            // panels are made compact to fit above the drawer, never only above the command box
            int playersH = all.fit(w, room - drawer.getPreferredSize().height - gap - reserve);
            // the fallback (P399): too tall even compact, they scroll, the log in its drawer below; decided at the
            // column's width, so the scroll bar's own width does not make the next layout decide otherwise
            boolean scrolls = playersH > room - drawer.getPreferredSize().height - gap;
            int bar = playersScroll.getVerticalScrollBar().getPreferredSize().width;
            if (scrolls) {
                playersH = all.fit(w - bar, room - drawer.getPreferredSize().height - gap);
            }
            int shown = scrolls ? Math.max(0, room - drawer.getPreferredSize().height - gap) : playersH;
            int policy = scrolls ? javax.swing.JScrollPane.VERTICAL_SCROLLBAR_ALWAYS
                    : javax.swing.JScrollPane.VERTICAL_SCROLLBAR_NEVER;
            if (playersScroll.getVerticalScrollBarPolicy() != policy) {
                playersScroll.setVerticalScrollBarPolicy(policy);
            }
            playersScroll.setBounds(0, 0, w, shown);
            playersScroll.validate();
            int y = shown + (shown > 0 ? gap : 0);
            int below = Math.max(0, h - y - commandH - gap);
            int eternalsH = Math.min(eternalsPref, below * 45 / 100);
            int logH = Math.max(0, below - eternalsH - (eternalsH > 0 ? gap : 0));
            folded = logH < UIScale.scale(90);
            int dh = drawer.getPreferredSize().height;
            if (folded) { // the log in its drawer: the eternals may take all down to the drawer (P551)
                eternalsH = Math.min(eternalsPref, Math.max(0, below - dh - gap));
            }
            eternals.setBounds(0, y, w, eternalsH);
            y += eternalsH + (eternalsH > 0 ? gap : 0);
            drawer.setVisible(folded);
            if (folded) {
                drawer.setBounds(0, h - commandH - gap - dh, drawer.getPreferredSize().width, dh);
                log.setVisible(drawer.isSelected());
                log.setBounds(0, 0, w, Math.max(0, h - commandH - 2 * gap - dh));
            } else {
                log.setVisible(true);
                log.setBounds(0, y, w, logH);
            }
            command.setBounds(0, h - commandH, w, commandH);
        }

        @Override
        public Dimension preferredLayoutSize(Container parent) {
            return new Dimension(UIScale.scale(300), UIScale.scale(600));
        }
    }
}
