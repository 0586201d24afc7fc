package org.eternalsevens.app;

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

import org.eternalsevens.rules.GameState;

/**
 * The log: one entry per move, in sentences. Clicking an entry shows the game just after it; "Continue from here"
 * (after a question) drops the later moves, "Back to the game" returns to the live game.
 */
final class LogPanel extends JPanel implements TableControl.View {
    private final TableControl table;
    private final DefaultListModel<String> model = new DefaultListModel<>();
    private final JList<String> list = new JList<>(model) {
        @Override
        public boolean getScrollableTracksViewportWidth() {
            return true; // entries wrap to the log's width instead of widening it
        }
    };
    private final JButton back = new JButton("Back to the game");
    private final JButton here = new JButton("Continue from here\u2026");
    private final JLabel where = new JLabel();
    private boolean updating;
    private GameSession shownSession;
    private int shownMoves = -1;

    LogPanel(TableControl table) {
        this.table = table;
        setName("log-panel");
        setLayout(new MigLayout("insets 0, gap 4, wrap 2, hidemode 3", "[grow,fill][grow,fill]", "[][grow,fill][]"));
        list.setName("log");
        back.setName("log-back");
        here.setName("log-continue");
        where.setName("log-where");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer(new Renderer());
        list.addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                list.setFixedCellHeight(10); // makes the list measure its wrapped entries again
                list.setFixedCellHeight(-1);
            }
        });
        list.addListSelectionListener(e -> {
            if (!updating && !e.getValueIsAdjusting() && list.getSelectedIndex() >= 0) {
                table.view(list.getSelectedIndex());
            }
        });
        back.addActionListener(e -> table.backToGame());
        here.addActionListener(e -> continueHere());
        JLabel title = new HeadingLabel(0);
        title.setText("Log");
        add(title, "span 2");
        // the scroll bar is always there: a scroll bar that comes and goes would change the wrapping forever
        add(new JScrollPane(list, JScrollPane.VERTICAL_SCROLLBAR_ALWAYS, JScrollPane.HORIZONTAL_SCROLLBAR_NEVER),
                "span 2, grow, wmin 200");
        add(where, "span 2");
        add(back);
        add(here);
    }

    private void continueHere() {
        int n = table.shownMoves();
        int later = table.session().moveCount() - n;
        int answer = JOptionPane.showConfirmDialog(this, "Go on from move " + n + "? The " + later
                + (later == 1 ? " move after it is" : " moves after it are") + " dropped (Undo brings none back).",
                "Continue from here", JOptionPane.OK_CANCEL_OPTION, JOptionPane.QUESTION_MESSAGE);
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
            } else if (s != shownSession || s.moveCount() != shownMoves || model.size() != s.moveCount() + 1) {
                rebuild(s);
            }
            int at = t.shownMoves();
            list.setSelectedIndex(at);
            list.ensureIndexIsVisible(at);
            javax.swing.SwingUtilities.invokeLater(() -> list.ensureIndexIsVisible(at)); // once laid out
        } finally {
            updating = false;
        }
        boolean live = t.live();
        back.setVisible(!live);
        here.setVisible(!live);
        where.setVisible(!live);
        where.setText(live ? "" : "Showing the game after move " + t.shownMoves() + " of "
                + (s == null ? 0 : s.moveCount()) + ".");
    }

    private void rebuild(GameSession s) {
        model.clear();
        model.addElement("Start of the game: " + start(s.stateAt(0)));
        List<String> moves = s.moves();
        for (int i = 0; i < moves.size(); i++) {
            model.addElement((i + 1) + ". " + String.join(" ", s.eventsOf(i)));
        }
        shownSession = s;
        shownMoves = s.moveCount();
    }

    private static String start(GameState s) {
        return s.setup().level().title() + ", " + s.setup().playerCount() + " players; "
                + s.setup().nameOf(s.setup().start()) + " starts.";
    }

    /** Wraps each entry to the list's width. */
    private static final class Renderer extends javax.swing.JTextArea implements javax.swing.ListCellRenderer<String> {
        Renderer() {
            setLineWrap(true);
            setWrapStyleWord(true);
            setBorder(javax.swing.BorderFactory.createEmptyBorder(1, 4, 1, 4));
        }

        @Override
        public Component getListCellRendererComponent(JList<? extends String> l, String value, int index,
                                                      boolean selected, boolean focus) {
            setText(value);
            setFont(l.getFont());
            setBackground(selected ? l.getSelectionBackground() : l.getBackground());
            setForeground(selected ? l.getSelectionForeground() : l.getForeground());
            setSize(Math.max(100, l.getWidth()), Short.MAX_VALUE);
            return this;
        }
    }
}
