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
    private final WrappedLine question = new PromptLine(5, chars -> chars >= 75 ? 1 : 2);
    private final WrappedLine order = new PromptLine(-1, null);
    private final WrappedLine reason = new PromptLine(-1, chars -> chars >= 110 ? 1 : 2);
    private final JPanel grid = new JPanel(new java.awt.GridLayout(0, 4, 6, 6));
    private final JPanel extras = new JPanel(new FlowWrap(6, 0));
    private final JPanel answers = new JPanel(new java.awt.BorderLayout(0, 6));
    private boolean refusal;
    private Runnable showResults = () -> { };
    private final JButton results = new JButton("Show the results");
    private final JCheckBox rare = new JCheckBox("It was a rare card");
    private Colour asker; // whose colour the top line is drawn in (null: the label colour)
    private String shownKey = ""; // what the answers card shows now: rebuilt only when this changes
    // answer buttons by what they say, kept while the look and feel stays: a reveal reuses its eternals' buttons
    private final java.util.Map<String, JButton> made = new java.util.HashMap<>();
    private String madeFor = ""; // the look and scale the kept buttons were made in

    PromptPanel(Table table, FieldView field) {
        this.table = table;
        this.field = field;
        setName("prompt");
        setLayout(null); // two lines of fixed height: see heightFor and doLayout
        question.setName("question");
        question.colour(() -> asker == null ? UIManager.getColor("Label.foreground") : Theme.colour(asker));
        results.setName("show-results");
        results.addActionListener(e -> showResults.run());
        rare.setName("give-rare");
        rare.setOpaque(false);

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
        List<Answer> shown = new java.util.ArrayList<>();
        String extra = "";
        Colour colour = null;
        order.setText(s == null || s.finished() ? " " : order(s));
        if (s == null) {
            question.setText("No game yet: choose File \u203A New game, or File \u203A Open.");
        } else if (!table.live()) {
            question.setText("Looking back at an earlier point of the game: see the log to go back or continue.");
        } else if (s.finished()) {
            question.setText("The game is over.");
            extra = "results";
        } else {
            colour = ask(s, s.toMove(), shown);
            if (s.pending() == Pending.GIVE) {
                extra = giveRare(s, s.toMove());
            }
        }
        if (colour != asker) {
            asker = colour;
            question.repaint();
        }
        // the key of what the card shows: unchanged, nothing is rebuilt, laid out or repainted (issue 8 item 5)
        StringBuilder key = new StringBuilder(extra);
        if (!shown.isEmpty()) { // a new theme or scale makes the buttons again
            key.append('\n').append(look());
        }
        for (Answer a : shown) {
            key.append('\n').append(a.key());
        }
        if (key.toString().equals(shownKey)) {
            return;
        }
        shownKey = key.toString();
        boolean wasAsking = answers.isVisible();
        answers.setVisible(!shownKey.isEmpty());
        if (answers.isVisible()) { // a closed card keeps its buttons: the next question may reuse them in place
            List<java.awt.Component> want = new java.util.ArrayList<>();
            for (Answer a : shown) {
                want.add(button(a));
            }
            place(grid, want);
            place(extras, extra.equals("results") ? List.of(results) : extra.isEmpty() ? List.of() : List.of(rare));
        }
        fitted = null;
        if ((answers.isVisible() || wasAsking) && answers.getParent() != null) {
            // the card lies over the field and never changes the field area's size: lay out that area alone,
            // not the window (a revalidate would lay out every container up to the root pane)
            java.awt.Container area = answers.getParent();
            area.doLayout();
            answers.validate();
            area.repaint();
        }
    }

    /**
     * Makes {@code box} hold {@code want}, in order, removing and adding only what differs: adding or removing a
     * button costs far more than keeping it (its graphics configuration and listeners are told).
     */
    private static void place(java.awt.Container box, List<java.awt.Component> want) {
        if (java.util.Arrays.asList(box.getComponents()).equals(want)) {
            return;
        }
        for (java.awt.Component c : box.getComponents()) {
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

    /** One answer as shown: its button's name, title, effect line, move, and the engine's verdict on it. */
    private record Answer(String name, String text, String line, Move move, boolean enabled, String tip) {
        String key() {
            return name + '|' + text + '|' + line + '|' + move + '|' + enabled + '|' + tip;
        }
    }

    /** Fills {@code out} with the answers to what the game waits for; returns the top line's colour, if any. */
    private Colour ask(GameState s, Colour actor, List<Answer> out) {
        String who = s.setup().nameOf(actor);
        switch (s.pending()) {
            case REVEAL_INSTANT:
                question.setText(who + " played a 2 or 9: which instant eternal did the table turn up?");
                for (InstantEternal e : s.eternals().instantDeck()) {
                    out.add(answer("reveal-" + e.id(), e.title(), EternalWords.line(e), new Move.Reveal(actor, e.id())));
                }
                return null;
            case REVEAL_CONTINUOUS:
                question.setText(who + " passed on an eternal icon: which continuous eternal did the table turn up?");
                for (ContinuousEternal e : s.eternals().continuousDeck()) {
                    out.add(answer("reveal-" + e.id(), e.title(), EternalWords.line(e), new Move.Reveal(actor, e.id())));
                }
                return null;
            case GIVE:
                question.setText("Skeleton: to whom does " + who + " give a card?");
                for (Colour c : others(s, actor)) {
                    Verdict plain = table.check(new Move.Give(actor, c, false));
                    boolean on = plain.ok() || table.check(new Move.Give(actor, c, true)).ok();
                    // the move sent is made at the click, with the rare box's tick
                    out.add(new Answer("give-" + c.id(), Theme.symbol(c) + " " + s.setup().nameOf(c), null,
                            new Move.Give(actor, c, false), on, on ? null : plain.reason()));
                }
                return null;
            case DECLARE:
                question.setText("Barong: which colour does " + who + " declare?");
                for (CardColour c : CardColour.values()) {
                    Colour row = Colour.parse(c.id());
                    String label = (row == null ? "\u25CF Purple" : Theme.symbol(row) + " " + row.title());
                    out.add(answer("declare-" + c.id(), label, null, new Move.Declare(actor, c)));
                }
                return null;
            case SWAP:
                question.setText("Dragon: with whom does " + who + " swap?");
                for (Colour c : others(s, actor)) {
                    out.add(answer("swap-" + c.id(), Theme.symbol(c) + " " + s.setup().nameOf(c), null,
                            new Move.Swap(actor, c)));
                }
                return null;
            case DRAGON: // R40: the offer is on the Dragon cards below the field
                question.setText(who + (table.legalMoves().stream().anyMatch(x -> x instanceof Move.DeclineDragon)
                        ? " may take a Dragon action below, or Decline."
                        : " takes a Dragon action: choose it below."));
                return actor;
            case CHOOSE: // Pro (R52, R53): the boards on offer lie over the field
                question.setText("Round " + s.round() + ": " + who + " chooses an Eternal board: click Choose under "
                        + "a board.");
                return actor;
            case OPEN_FOR_HARD_PASS: // R42: the turn stays open while a Hard Pass is possible
                question.setText(who + "'s turn is over: Hard Pass, or end the turn.");
                return actor;
            default:
                String placing = field.placingPrompt();
                if (placing != null) {
                    question.setText(placing);
                } else if (s.turn().cards() > 0) {
                    question.setText(who + " may play another card, or end the turn.");
                } else {
                    question.setText(who + " to move: click a highlighted space to play, or pass.");
                }
                return actor;
        }
    }

    /** The Skeleton's "It was a rare card" box: enabled when both kinds of gift are legal; its key. */
    private String giveRare(GameState s, Colour actor) {
        boolean anyPlain = false;
        boolean anyRare = false;
        for (Colour c : others(s, actor)) {
            anyPlain |= table.check(new Move.Give(actor, c, false)).ok();
            anyRare |= table.check(new Move.Give(actor, c, true)).ok();
        }
        String key = "rare " + actor + " " + anyPlain + " " + anyRare;
        if (!key.equals(shownKey.lines().findFirst().orElse(""))) { // a new question: the box starts as it must
            rare.setEnabled(anyPlain && anyRare);
            rare.setSelected(anyRare && !anyPlain);
        }
        return key;
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

    private Answer answer(String name, String text, String line, Move move) {
        Verdict v = table.check(move);
        return new Answer(name, text, line, move, v.ok(), v.ok() ? line : v.reason());
    }

    /** The button of an answer: the one made before for the same words, else a new one; the move set on it. */
    private JButton button(Answer a) {
        int width = com.formdev.flatlaf.util.UIScale.scale(190); // CSS pixels do not follow the scale setting
        String full = a.line() == null || a.line().isEmpty() ? a.text() : "<html><div style='width:" + width
                + "px'><b>" + a.text() + "</b><br>" + a.line().replace("&", "&amp;").replace("<", "&lt;")
                + "</div></html>";
        String look = look();
        if (!look.equals(madeFor)) {
            made.clear(); // a kept button off screen would miss a new theme or scale
            madeFor = look;
        }
        JButton b = made.computeIfAbsent(a.name() + '|' + full, k -> {
            JButton n = new JButton(full);
            n.putClientProperty(FULL, full);
            n.putClientProperty(SHORT, a.text());
            n.setHorizontalAlignment(JButton.LEFT);
            n.setName(a.name());
            n.addActionListener(e -> send((Move) n.getClientProperty(MOVE)));
            return n;
        });
        b.putClientProperty(MOVE, a.move());
        b.setEnabled(a.enabled());
        b.setToolTipText(a.tip());
        return b;
    }

    private static String look() {
        return System.identityHashCode(UIManager.getLookAndFeel()) + "/" + com.formdev.flatlaf.util.UIScale.getZoomFactor();
    }

    private void send(Move m) {
        if (m instanceof Move.Give g) {
            table.send(new Move.Give(g.actor(), g.target(), rare.isSelected()));
        } else {
            table.send(m);
        }
    }

    private static final String MOVE = "es.move";
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
