package org.eternalsevens.app;

import java.awt.Color;
import java.awt.Dimension;
import java.util.List;

import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.UIManager;


import org.eternalsevens.rules.CardColour;
import org.eternalsevens.rules.Colour;
import org.eternalsevens.rules.ContinuousEternal;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.InstantEternal;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.Pending;
import org.eternalsevens.rules.Verdict;

/**
 * Says what the game waits for, in a sentence (the top line), and under it the message line: why a move was
 * refused, or a note such as "Saved to …". Both keep a fixed height, so a new sentence never moves the field.
 * When a choice is open, the only answers the engine would accept show as buttons on a card laid over the top of
 * the field ({@link #answers()}, placed by {@link FieldArea}): the eternals still in the deck for a reveal, and the
 * legal targets or colours for a choice.
 */
final class PromptPanel extends JPanel implements TableControl.View {
    private final Table table;
    private final FieldView field;
    // the top line: one line on a wide window, two on a narrow one (never more, whatever the sentence)
    private final WrappedLine question = new WrappedLine(5, chars -> chars >= 75 ? 1 : 2);
    private final WrappedLine order = new WrappedLine(-1, null);
    private final WrappedLine reason = new WrappedLine(-1, chars -> chars >= 110 ? 1 : 2);
    private final JPanel grid = new JPanel(new java.awt.GridLayout(0, 4, 6, 6));
    private final JPanel extras = new JPanel(new FlowWrap(6, 0));
    private final JPanel answers = new JPanel(new java.awt.BorderLayout(0, 6));
    private boolean refusal;
    private Runnable showResults = () -> { };

    PromptPanel(Table table, FieldView field) {
        this.table = table;
        this.field = field;
        setName("prompt");
        setLayout(null); // two lines of fixed height: see heightFor and doLayout
        question.setName("question");
        order.setName("turn-order");
        order.colour(() -> UIManager.getColor("Label.foreground"));
        reason.setName("reason");
        reason.colour(() -> refusal ? Theme.refusal() : UIManager.getColor("Label.foreground"));
        add(question);
        add(order);
        add(reason);
        answers.setName("answers");
        grid.setOpaque(false);
        extras.setOpaque(false);
        answers.add(grid, java.awt.BorderLayout.CENTER);
        answers.add(extras, java.awt.BorderLayout.SOUTH);
        answers.setVisible(false);
        field.onPlacingChange(() -> showTable(null));
    }

    /** The prompt's fixed height at this width: its two lines' reserved heights, whatever they say. */
    int heightFor(int width) {
        int inner = width - 2 * pad(8);
        return pad(6) + question.heightFor(inner) + order.heightFor(inner) + pad(2) + reason.heightFor(inner)
                + pad(4);
    }

    private static int pad(int px) {
        return com.formdev.flatlaf.util.UIScale.scale(px);
    }

    @Override
    public void doLayout() {
        int inner = getWidth() - 2 * pad(8);
        int qh = question.heightFor(inner);
        int oh = order.heightFor(inner);
        question.setBounds(pad(8), pad(6), inner, qh);
        order.setBounds(pad(8), pad(6) + qh, inner, oh);
        reason.setBounds(pad(8), pad(6) + qh + oh + pad(2), inner, reason.heightFor(inner));
    }

    @Override
    public Dimension getPreferredSize() {
        int w = getWidth() > 0 ? getWidth() : 900;
        return new Dimension(w, heightFor(w));
    }

    /** The card of answer buttons, laid over the field by {@link FieldArea}; hidden when nothing is asked. */
    JPanel answers() {
        return answers;
    }

    void onShowResults(Runnable r) {
        showResults = r;
    }

    /** Shows why a move was refused in the message line, in the refusal colour (empty clears it). */
    void tell(String sentence) {
        refusal = true;
        reason.setText(sentence == null || sentence.isEmpty() ? " " : sentence);
        reason.repaint();
    }

    /** Shows a plain note in the message line (not a refusal), e.g. where a record was saved. */
    void note(String sentence) {
        refusal = false;
        reason.setText(sentence == null || sentence.isEmpty() ? " " : sentence);
        reason.repaint();
    }

    /** Whether the message line shows a refusal (else a note). */
    boolean refusal() {
        return refusal && !message().isEmpty();
    }

    String message() {
        return reason.getText().trim();
    }

    @Override
    public void showTable(TableControl control) {
        GameState s = table.shown();
        grid.removeAll();
        extras.removeAll();
        boolean wasAsking = answers.isVisible();
        answers.setVisible(false);
        question.colour(() -> UIManager.getColor("Label.foreground"));
        order.setText(s == null || s.finished() ? " " : order(s));
        if (s == null) {
            question.setText("No game yet: choose File \u203A New game, or File \u203A Open.");
        } else if (!table.live()) {
            question.setText("Looking back at an earlier point of the game: see the log to go back or continue.");
        } else if (s.finished()) {
            question.setText("The game is over.");
            JButton results = new JButton("Show the results");
            results.setName("show-results");
            results.addActionListener(e -> showResults.run());
            extras.add(results);
            answers.setVisible(true);
        } else {
            ask(s, s.toMove());
        }
        fitted = null;
        if (answers.isVisible() || wasAsking) {
            answers.revalidate();
            if (answers.getParent() != null) {
                answers.getParent().revalidate();
                answers.getParent().repaint();
            }
        }
    }

    private void ask(GameState s, Colour actor) {
        String who = s.setup().nameOf(actor);
        switch (s.pending()) {
            case REVEAL_INSTANT:
                question.setText(who + " played a 2 or 9: which instant eternal did the table turn up?");
                for (InstantEternal e : s.eternals().instantDeck()) {
                    answer("reveal-" + e.id(), e.title(), EternalWords.line(e), new Move.Reveal(actor, e.id()));
                }
                break;
            case REVEAL_CONTINUOUS:
                question.setText(who + " passed on an eternal icon: which continuous eternal did the table turn up?");
                for (ContinuousEternal e : s.eternals().continuousDeck()) {
                    answer("reveal-" + e.id(), e.title(), EternalWords.line(e), new Move.Reveal(actor, e.id()));
                }
                break;
            case GIVE:
                question.setText("Skeleton: to whom does " + who + " give a card?");
                JCheckBox rare = new JCheckBox("It was a rare card");
                rare.setName("give-rare");
                for (Colour c : others(s, actor)) {
                    JButton b = new JButton(Theme.symbol(c) + " " + s.setup().nameOf(c));
                    b.setName("give-" + c.id());
                    Verdict plain = table.check(new Move.Give(actor, c, false));
                    b.setEnabled(plain.ok() || table.check(new Move.Give(actor, c, true)).ok());
                    b.setToolTipText(b.isEnabled() ? null : plain.reason());
                    b.addActionListener(e -> table.send(new Move.Give(actor, c, rare.isSelected())));
                    grid.add(b);
                }
                boolean anyPlain = false;
                boolean anyRare = false;
                for (Colour c : others(s, actor)) {
                    anyPlain |= table.check(new Move.Give(actor, c, false)).ok();
                    anyRare |= table.check(new Move.Give(actor, c, true)).ok();
                }
                rare.setEnabled(anyPlain && anyRare);
                rare.setSelected(anyRare && !anyPlain);
                rare.setOpaque(false);
                extras.add(rare);
                break;
            case DECLARE:
                question.setText("Barong: which colour does " + who + " declare?");
                for (CardColour c : CardColour.values()) {
                    Colour row = Colour.parse(c.id());
                    String label = (row == null ? "\u25CF Purple" : Theme.symbol(row) + " " + row.title());
                    answer("declare-" + c.id(), label, null, new Move.Declare(actor, c));
                }
                break;
            case SWAP:
                question.setText("Dragon: with whom does " + who + " swap?");
                for (Colour c : others(s, actor)) {
                    answer("swap-" + c.id(), Theme.symbol(c) + " " + s.setup().nameOf(c), null, new Move.Swap(actor, c));
                }
                break;
            case DRAGON: // R40: the offer is on the Dragon cards below the field
                question.setText(who + (table.legalMoves().stream().anyMatch(m -> m instanceof Move.DeclineDragon)
                        ? " may take a Dragon action below, or Decline."
                        : " takes a Dragon action: choose it below."));
                question.colour(() -> Theme.colour(actor));
                return;
            case OPEN_FOR_HARD_PASS: // R42: the turn stays open while a Hard Pass is possible
                question.setText(who + "'s turn is over: Hard Pass, or end the turn.");
                question.colour(() -> Theme.colour(actor));
                return;
            default:
                String placing = field.placingPrompt();
                if (placing != null) {
                    question.setText(placing);
                } else if (s.turn().cards() > 0) {
                    question.setText(who + " may play another card, or end the turn.");
                } else {
                    question.setText(who + " to move: click a highlighted space to play, or pass.");
                }
                question.colour(() -> Theme.colour(actor));
                return;
        }
        answers.setVisible(true);
    }

    /**
     * Who plays after whom, from the player to move, clockwise, those still in the game: "Turn order: ▶ Ann,
     * then Ben, Cleo (loses the next turn), Dev" (P68, R11, R18).
     */
    static String order(GameState s) {
        List<Colour> seats = s.setup().seats();
        Colour first = s.toMove();
        int at = first == null ? 0 : seats.indexOf(first);
        StringBuilder b = new StringBuilder("Turn order: ");
        int listed = 0;
        for (int i = 0; i < seats.size(); i++) {
            Colour c = seats.get((at + i) % seats.size());
            if (!s.player(c).inGame()) {
                continue;
            }
            b.append(listed == 0 ? "\u25B6 " : listed == 1 ? ", then " : ", ").append(s.setup().nameOf(c));
            if (s.player(c).skipNext()) {
                b.append(" (loses the next turn)");
            }
            listed++;
        }
        return b.toString();
    }

    private List<Colour> others(GameState s, Colour actor) {
        List<Colour> out = new java.util.ArrayList<>();
        for (Colour c : s.setup().seats()) {
            if (c != actor && s.player(c).inGame()) {
                out.add(c);
            }
        }
        return out;
    }

    private JButton answer(String name, String text, String line, Move move) {
        int width = com.formdev.flatlaf.util.UIScale.scale(190); // CSS pixels do not follow the scale setting
        String full = line == null || line.isEmpty() ? text : "<html><div style='width:" + width
                + "px'><b>" + text + "</b><br>" + line.replace("&", "&amp;").replace("<", "&lt;") + "</div></html>";
        JButton b = new JButton(full);
        b.putClientProperty(FULL, full);
        b.putClientProperty(SHORT, text);
        b.setHorizontalAlignment(JButton.LEFT);
        b.setName(name);
        Verdict v = table.check(move);
        b.setEnabled(v.ok());
        b.setToolTipText(v.ok() ? line : v.reason());
        b.addActionListener(e -> table.send(move));
        grid.add(b);
        return b;
    }

    private static final String FULL = "es.full";
    private static final String SHORT = "es.short";
    private Dimension fittedFor;
    private Dimension fitted;

    /**
     * Arranges the answers to fit {@code room} (the field's size): as many columns as fit, each answer with its
     * one-line effect; when even then they would not all fit in height, the titles alone (the effect stays in the
     * tooltip). Every answer is always in sight. Returns the card's size.
     */
    Dimension fitAnswers(Dimension room) {
        if (fitted != null && room.equals(fittedFor)) {
            return fitted;
        }
        java.awt.Insets in = answers.getInsets();
        Dimension inner = new Dimension(room.width - in.left - in.right, room.height - in.top - in.bottom);
        int extraH = extras.getComponentCount() == 0 ? 0 : extras.getPreferredSize().height + 6;
        Dimension best = null;
        for (boolean full : new boolean[] {true, false}) {
            setMode(full);
            best = arrange(inner.width, inner.height - extraH);
            if (best.height <= inner.height - extraH) {
                break;
            }
        }
        Dimension card = new Dimension(Math.min(room.width, Math.max(best.width, extras.getPreferredSize().width)
                + in.left + in.right), Math.min(room.height, best.height + extraH + in.top + in.bottom));
        fittedFor = new Dimension(room);
        fitted = card;
        return card;
    }

    private void setMode(boolean full) {
        for (java.awt.Component c : grid.getComponents()) {
            if (c instanceof JButton b && b.getClientProperty(FULL) != null) {
                String want = (String) b.getClientProperty(full ? FULL : SHORT);
                if (!want.equals(b.getText())) {
                    b.setText(want);
                }
            }
        }
    }

    /** Picks the grid's columns for this width; returns the grid's size. */
    private Dimension arrange(int width, int height) {
        int n = grid.getComponentCount();
        if (n == 0) {
            return new Dimension(0, 0);
        }
        int cellW = 0;
        int cellH = 0;
        for (java.awt.Component c : grid.getComponents()) {
            Dimension d = c.getPreferredSize();
            cellW = Math.max(cellW, d.width);
            cellH = Math.max(cellH, d.height);
        }
        java.awt.GridLayout g = (java.awt.GridLayout) grid.getLayout();
        int cols = Math.max(1, Math.min(n, Math.min(4, (width + g.getHgap()) / (cellW + g.getHgap()))));
        int rows = (n + cols - 1) / cols;
        g.setColumns(cols);
        g.setRows(0);
        return new Dimension(Math.min(width, cols * cellW + (cols - 1) * g.getHgap()),
                rows * cellH + (rows - 1) * g.getVgap());
    }
}
