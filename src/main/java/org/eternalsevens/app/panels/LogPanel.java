package org.eternalsevens.app.panels;

import java.awt.Component;
import java.util.List;

import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ListSelectionModel;

import net.miginfocom.swing.MigLayout;

import org.eternalsevens.app.look.HeadingLabel;
import org.eternalsevens.app.look.QuietScrollPane;
import org.eternalsevens.app.look.WrappedLine;
import org.eternalsevens.app.paint.KeptLooks;
import org.eternalsevens.app.session.GameSession;
import org.eternalsevens.app.session.TableControl;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.app.look.TextWrap;
import org.eternalsevens.words.Ui;

/**
 * The log: one entry per move, in sentences. Clicking an entry shows the game just after it; "Continue from here"
 * (after a question) drops the later moves, "Back to the game" returns to the live game. A move, an undo or a redo
 * adds or removes one entry; entries keep their measured heights (docs/performance.md, "A click answers within one
 * frame"). The log follows the point on screen: it opens on the latest move (issue 8, 14).
 */
public final class LogPanel extends JPanel implements TableControl.View {
    private final TableControl table;
    private final DefaultListModel<String> model = new DefaultListModel<>();
    private final JList<String> list = new JList<>(model) {
        @Override
        public boolean getScrollableTracksViewportWidth() {
            return true; // entries wrap to the log's width instead of widening it
        }

        @Override
        public void updateUI() {
            setUI(new LogListUI()); // an added entry measures itself, not every entry again (P212)
        }
    };
    private final JButton back = new JButton(Ui.text("menu.game.back"));
    private final JButton here = new JButton(Ui.text("panel.log.continue"));
    private final JLabel where = new JLabel();
    private final JScrollPane scroll;
    private final Renderer renderer = new Renderer();
    private boolean updating;
    private int viewHeight = -1;
    private GameSession shownSession;
    /** The first moves, not listed (P239): one entry stands for them, to keep the log bounded. */
    private int hidden;
    /** The most moves listed; past it by {@link #SLACK}, the earliest are put under one entry (P239). */
    public static final int MOST = 2000;
    public static final int SLACK = 500;

    public LogPanel(TableControl table) {
        this.table = table;
        setName("log-panel");
        setLayout(new MigLayout("insets 0, gap 4, wrap 2, hidemode 3", "[grow,fill][grow,fill]", "[][grow,fill][]"));
        list.setName("log");
        back.setName("log-back");
        here.setName("log-continue");
        where.setName("log-where");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer(renderer);
        list.addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                // measured again unless measured at this width: the entries may have been painted at it already
                // (so the renderer has their lines for it) while their heights are those of an earlier width
                if (renderer.measuredAt != Math.max(100, list.getWidth())) {
                    list.setFixedCellHeight(10); // makes the list measure its wrapped entries again
                    list.setFixedCellHeight(-1);
                }
                followShown(); // the latest move stays in sight however the window grows or the entries wrap
            }
        });
        list.addListSelectionListener(e -> {
            if (!updating && !e.getValueIsAdjusting() && list.getSelectedIndex() >= 0) {
                table.view(movesAt(list.getSelectedIndex()));
            }
        });
        back.addActionListener(e -> table.backToGame());
        here.addActionListener(e -> continueHere());
        JLabel title = new HeadingLabel(0);
        title.setText(Ui.text("panel.log.title"));
        add(title, "span 2");
        // the scroll bar is always there: a scroll bar that comes and goes would change the wrapping forever
        // each new entry lays the log out: without the cursor update (P205)
        scroll = new QuietScrollPane(list, JScrollPane.VERTICAL_SCROLLBAR_ALWAYS, JScrollPane.HORIZONTAL_SCROLLBAR_NEVER) {
            @Override
            public void updateUI() {
                super.updateUI();
                // a plain line: the theme's rounded edge is drawn antialiased each time the log repaints (P77)
                setBorder(new Edge());
            }
        };
        scroll.getViewport().addChangeListener(e -> {
            if (scroll.getViewport().getViewSize().height != viewHeight) { // the entries were laid out anew
                viewHeight = scroll.getViewport().getViewSize().height;
                javax.swing.SwingUtilities.invokeLater(this::followShown);
            }
        });
        add(scroll, "span 2, grow, wmin 200");
        add(where, "span 2");
        add(back);
        add(here);
    }

    private boolean lookBackRow = true;

    /** Shows no row of its own while looking back (the History window has its own slider and buttons, issue 27). */
    public void withoutLookBackRow() {
        lookBackRow = false;
    }

    private void continueHere() {
        int n = table.shownMoves();
        int later = table.session().moveCount() - n;
        int answer = JOptionPane.showConfirmDialog(this, Ui.text("panel.log.continue.question", n,
                later),
                Ui.text("panel.log.continue.title"), JOptionPane.OK_CANCEL_OPTION, JOptionPane.QUESTION_MESSAGE);
        if (answer == JOptionPane.OK_OPTION) {
            table.continueHere();
        }
    }

    @Override
    public void showTable(TableControl t) {
        GameSession s = t.session();
        updating = true;
        try {
            if (s == null) {
                model.clear();
                shownSession = null;
            } else {
                follow(s);
            }
            int at = indexOf(t.shownMoves());
            if (list.getSelectedIndex() != at) {
                list.setSelectedIndex(at);
            }
            scroll.validate(); // lays out an added entry now, so that the next line can scroll to it at once
            list.ensureIndexIsVisible(at);
        } finally {
            updating = false;
        }
        boolean live = t.live() || !lookBackRow;
        back.setVisible(!live);
        here.setVisible(!live);
        where.setVisible(!live);
        where.setText(live ? "" : Ui.text("panel.log.showing", t.shownMoves(),
                (s == null ? 0 : s.moveCount())));
    }

    /** Scrolls to the entry on screen (after a layout, when the entries' heights may have changed). */
    private void followShown() {
        int at = list.getSelectedIndex();
        if (at >= 0) {
            list.ensureIndexIsVisible(at);
        }
    }

    /** 1 when one entry stands for the first moves, which are not listed (P239); else 0. */
    private int folded() {
        return hidden > 0 ? 1 : 0;
    }

    /** The moves shown by the entry at {@code index}: the start, the moves not listed, or one move. */
    private int movesAt(int index) {
        return index == 0 ? 0 : hidden + index - folded();
    }

    /** The entry showing the game after {@code moves} moves; one not listed shows on the entry that stands for them. */
    private int indexOf(int moves) {
        return moves == 0 ? 0 : moves <= hidden ? 1 : moves - hidden + folded();
    }

    /**
     * Brings the entries in line with the session: an undo removes the last, a move or a redo adds one, a cut
     * removes the later ones. Another game, an entry that no longer matches, or a log grown past its room builds the
     * log anew.
     */
    private void follow(GameSession s) {
        int n = s.moveCount();
        if (s != shownSession || n < hidden || n - hidden > MOST + SLACK) {
            rebuild(s);
            return;
        }
        int first = 1 + folded(); // the index of the first listed move's entry
        while (model.size() > first + n - hidden) {
            model.remove(model.size() - 1);
        }
        if (model.size() > first && !model.get(model.size() - 1).equals(entry(s, hidden + model.size() - 1 - first))) {
            rebuild(s); // not the moves shown: cannot happen with the session's changes, one at a time
            return;
        }
        for (int i = hidden + model.size() - first; i < n; i++) {
            model.addElement(entry(s, i));
        }
    }

    private void rebuild(GameSession s) {
        model.clear();
        hidden = Math.max(0, s.moveCount() - MOST);
        List<String> entries = new java.util.ArrayList<>();
        entries.add(Ui.text("panel.log.start", start(s.stateAt(0))));
        if (hidden > 0) {
            entries.add(Ui.text("panel.log.hidden", String.format(java.util.Locale.ROOT, "%,d",
                    hidden)));
        }
        for (int i = hidden; i < s.moveCount(); i++) {
            entries.add(entry(s, i));
        }
        model.addAll(entries); // one change for the list, not one per entry
        shownSession = s;
    }

    /** The log entry of move {@code i} (0-based). */
    private static String entry(GameSession s, int i) {
        return (i + 1) + ". " + String.join(" ", s.eventsOf(i));
    }

    private static String start(GameState s) {
        return Ui.text("panel.log.startLine", s.setup().level().title(), s.setup().playerCount(),
                s.setup().nameOf(s.setup().start()));
    }

    /**
     * Wraps each entry to the list's width and draws its lines itself. The list measures every entry whenever one is
     * added or removed, and paints every visible one; an entry's lines are broken once for as long as the width and
     * the font stay, so measuring is a map look-up and painting draws ready lines (no text component laid out).
     */
    private static final class Renderer extends javax.swing.JComponent implements javax.swing.ListCellRenderer<String> {
        private final java.util.Map<String, List<String>> broken = new java.util.HashMap<>();
        private int width = -1;
        private int measuredAt = -1; // the width the list last measured its entries at
        private java.awt.Font brokenFont;
        private String value = "";
        private JList<? extends String> owner;
        private final java.awt.Insets pad = new java.awt.Insets(1, 4, 1, 4);

        @Override
        public Component getListCellRendererComponent(JList<? extends String> l, String value, int index,
                                                      boolean selected, boolean focus) {
            owner = l;
            this.value = value == null ? "" : value;
            if (getFont() != l.getFont()) {
                setFont(l.getFont());
            }
            setBackground(selected ? l.getSelectionBackground() : l.getBackground());
            setForeground(selected ? l.getSelectionForeground() : l.getForeground());
            return this;
        }

        /** The entry's lines at the list's width. */
        private List<String> lines() {
            int w = Math.max(100, owner == null ? 100 : owner.getWidth());
            if (w != width || getFont() != brokenFont) {
                broken.clear(); // a new width, look or scale: new lines
                width = w;
                brokenFont = getFont();
            }
            List<String> l = broken.get(value);
            if (l == null) {
                java.awt.FontMetrics fm = getFontMetrics(getFont());
                l = TextWrap.lines(value, fm, w - pad.left - pad.right);
                broken.put(value, l);
            }
            return l;
        }

        @Override
        public java.awt.Dimension getPreferredSize() { // the list measuring its entries
            int w = Math.max(100, owner == null ? 100 : owner.getWidth());
            measuredAt = w;
            int lines = Math.max(1, lines().size());
            return new java.awt.Dimension(w, lines * getFontMetrics(getFont()).getHeight() + pad.top + pad.bottom);
        }

        @Override
        public void paint(java.awt.Graphics g) {
            // each entry's look is kept and copied (P200): the whole log repaints on every move, an entry's words
            // and state (chosen or not) seldom change
            if (!KeptLooks.paintEntry(this, g, List.of("log", value, getBackground().getRGB(), getForeground().getRGB(),
                    getFont()), super::paint)) {
                super.paint(g);
            }
        }

        @Override
        protected void paintComponent(java.awt.Graphics g0) {
            java.awt.Graphics2D g = (java.awt.Graphics2D) g0.create();
            g.setColor(getBackground());
            g.fillRect(0, 0, getWidth(), getHeight());
            com.formdev.flatlaf.ui.FlatUIUtils.setRenderingHints(g);
            g.setFont(getFont());
            g.setColor(getForeground());
            java.awt.FontMetrics fm = g.getFontMetrics();
            int y = pad.top + fm.getAscent();
            for (String line : lines()) {
                g.drawString(line, pad.left, y);
                y += fm.getHeight();
            }
            g.dispose();
        }

        // a renderer is only stamped: none of these need to tell anyone (as DefaultListCellRenderer)
        @Override
        public void invalidate() {
        }

        @Override
        public void validate() {
        }

        @Override
        public void revalidate() {
        }

        @Override
        public void repaint(long tm, int x, int y, int w, int h) {
        }

        @Override
        protected void firePropertyChange(String name, Object oldValue, Object newValue) {
        }
    }

    /** A one-pixel line in the theme's border colour, read when painted. */
    private static final class Edge extends javax.swing.border.AbstractBorder {
        @Override
        public java.awt.Insets getBorderInsets(Component c) {
            return new java.awt.Insets(1, 1, 1, 1);
        }

        @Override
        public void paintBorder(Component c, java.awt.Graphics g, int x, int y, int w, int h) {
            java.awt.Color edge = javax.swing.UIManager.getColor("Component.borderColor");
            g.setColor(edge != null ? edge : java.awt.Color.GRAY);
            g.drawRect(x, y, w - 1, h - 1);
        }
    }
}
