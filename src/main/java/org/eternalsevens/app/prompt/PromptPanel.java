package org.eternalsevens.app.prompt;

import java.awt.Dimension;
import java.util.List;

import javax.swing.JPanel;
import javax.swing.UIManager;

import org.eternalsevens.app.field.FieldView;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.look.WrappedLine;
import org.eternalsevens.app.session.Table;
import org.eternalsevens.app.session.TableControl;
import org.eternalsevens.app.words.Effects;
import org.eternalsevens.rules.basics.CardColour;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.basics.InstantEternal;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.Stage;
import org.eternalsevens.rules.basics.Verdict;
import org.eternalsevens.words.InstructionWords;
import org.eternalsevens.words.Words;
import org.eternalsevens.words.Ui;

/**
 * Says what the game waits for, in a sentence (the top line), and under it the message line: why a move was
 * refused, or a note such as "Saved to …". Both keep a fixed height, so a new sentence never moves the field.
 * When a choice is open, the only answers the engine would accept show as buttons on a card laid over the top of
 * the field ({@link #answers()}, placed by the shell's {@code FieldArea}): the eternals still in the deck for a reveal, and the
 * legal targets or colours for a choice.
 */
public final class PromptPanel extends JPanel implements TableControl.View {
    private final Table table;
    private final FieldView field;
    // the top line: one line on a wide window, two on a narrow one (never more, whatever the sentence)
    private final WrappedLine question = new PromptLine(5, chars -> chars >= 75 ? 1 : 2);
    private int orderChars; // the longest order of the game shown, in average characters of the line's font
    // the turn order: a second line where the game's longest order needs it and two lines hold it all; else one
    // line, ended in "…" with the whole order in its tooltip (P512)
    private final WrappedLine order = new PromptLine(-1, chars -> chars < orderChars && 2 * chars >= orderChars ? 2 : 1);
    private final WrappedLine reason = new PromptLine(-1, chars -> chars >= 110 ? 1 : 2);
    private final AnswerCard card;
    // at the end of the line, once the game is over: in the window's tree, so it follows the theme and scale, and
    // over no row of the field (P342)
    private final javax.swing.JButton results = new javax.swing.JButton(org.eternalsevens.words.Ui.text("prompt.answer.results"));
    private boolean refusal;
    private String said = ""; // the message line's refusal or note
    private String reminder = ""; // the Must Play reminder (P351), shown there while nothing is said
    private Colour asker; // whose colour the top line is drawn in (null: the label colour)

    public PromptPanel(Table table, FieldView field) {
        this.table = table;
        this.field = field;
        this.card = new AnswerCard(table);
        setName("prompt");
        setLayout(null); // two lines of fixed height: see heightFor and doLayout
        question.setName("question");
        question.colour(() -> asker == null ? UIManager.getColor("Label.foreground") : Theme.colour(asker));
        order.setName("turn-order");
        order.colour(() -> UIManager.getColor("Label.foreground"));
        reason.setName("reason");
        reason.colour(() -> refusal() ? Theme.refusal() : UIManager.getColor("Label.foreground"));
        add(question);
        add(order);
        add(reason);
        results.setName("show-results");
        results.setVisible(false);
        add(results);
        field.onPlacingChange(() -> showTable(null));
    }

    /** The prompt's fixed height at this width: its two lines' reserved heights, whatever they say. */
    public int heightFor(int width) {
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
        int beside = 0;
        if (results.isVisible()) { // the lines keep their heights; the question gives up the button's width
            Dimension b = results.getPreferredSize();
            beside = b.width + pad(8);
            results.setBounds(pad(8) + inner - b.width, pad(6), b.width, Math.min(b.height, qh + oh));
        }
        question.setBounds(pad(8), pad(6), inner - beside, qh);
        order.setBounds(pad(8), pad(6) + qh, inner, oh);
        reason.setBounds(pad(8), pad(6) + qh + oh + pad(2), inner, reason.heightFor(inner));
    }

    @Override
    public Dimension getPreferredSize() {
        int w = getWidth() > 0 ? getWidth() : 900;
        return new Dimension(w, heightFor(w));
    }

    /** The card of answer buttons, laid over the field by the shell's {@code FieldArea}; hidden when nothing is asked. */
    public JPanel answers() {
        return card.panel();
    }

    /** The answers card's size in {@code room} (see {@link AnswerCard#fit}). */
    public Dimension fitAnswers(Dimension room) {
        return card.fit(room);
    }

    public void onShowResults(Runnable r) {
        results.addActionListener(e -> r.run());
    }

    /** Shows why a move was refused in the message line, in the refusal colour (empty clears it). */
    public void tell(String sentence) {
        refusal = true;
        say(sentence);
    }

    /** Shows a plain note in the message line (not a refusal), e.g. where a record was saved. */
    public void note(String sentence) {
        refusal = false;
        say(sentence);
    }

    private void say(String sentence) {
        said = sentence == null ? "" : sentence.trim();
        showReason();
    }

    /** The message line: what was said, else the Must Play reminder (P351), else nothing. */
    private void showReason() {
        String text = !said.isEmpty() ? said : reminder.isEmpty() ? " " : reminder;
        if (!text.equals(reason.getText())) {
            reason.setText(text);
        }
        reason.repaint();
    }

    /** The Must Play reminder shown while nothing else is said; empty when no token binds the player to move. */
    String reminder() {
        return reminder;
    }

    /** Whether the message line shows a refusal (else a note). */
    boolean refusal() {
        return refusal && !message().isEmpty();
    }

    public String message() {
        return said;
    }

    @Override
    public void showTable(TableControl control) {
        GameState s = table.shown();
        List<AnswerCard.Answer> shown = new java.util.ArrayList<>();
        Object below = null;
        Colour colour = null;
        String remind = null;
        order.setText(s == null || s.finished() ? " " : order(s));
        int longest = s == null ? 0 : longestOrder(s);
        if (longest != orderChars) { // another game, names or look: the line's height may change
            orderChars = longest;
            order.revalidate();
        }
        if (s == null) {
            question.setText(Ui.text("prompt.noGame"));
        } else if (!table.live()) {
            question.setText(Ui.text("prompt.lookingBack"));
        } else if (s.finished()) {
            question.setText(Ui.text("prompt.over"));
        } else {
            colour = ask(s, s.toMove(), shown);
            if (s.pending() == Pending.GIVE) {
                below = giveRare(s, s.toMove());
            }
            remind = InstructionWords.of(Words.of(s.setup())).mustPlay(s, table.legalMoves());
        }
        String r = remind == null ? "" : remind;
        if (!r.equals(reminder)) {
            reminder = r;
            showReason();
        }
        if (colour != asker) {
            asker = colour;
            question.repaint();
        }
        boolean over = s != null && table.live() && s.finished();
        if (results.isVisible() != over) {
            results.setVisible(over);
            doLayout();
            repaint();
        }
        card.show(shown, below); // unchanged, nothing is rebuilt, laid out or repainted (issue 8 item 5)
    }

    /**
     * Fills {@code out} with the answers to what the game waits for; returns the top line's colour, if any. The rules'
     * stages table says what is awaited and which kinds of move answer it (P280); the kinds answered on the card
     * have their answers here, the others are answered on the field, the Dragon cards, the boards or the buttons.
     */
    private Colour ask(GameState s, Colour actor, List<AnswerCard.Answer> out) {
        Stage stage = Stage.of(s);
        question.setText(question(stage, s, s.setup().nameOf(actor)));
        boolean onCard = false;
        for (Class<? extends Move> kind : stage.kinds()) {
            Answers answers = ANSWERS.get(kind);
            if (answers != null) {
                answers.add(this, s, actor, out);
                onCard = true;
            }
        }
        return onCard ? null : actor;
    }

    /** The top line: what the stage waits for, in the player's words. */
    private String question(Stage stage, GameState s, String who) {
        return switch (stage) {
            case REVEAL_INSTANT -> Ui.text("prompt.revealInstant", who);
            case REVEAL_CONTINUOUS ->
                    Ui.text("prompt.revealContinuous", who);
            case GIVE -> Ui.text("prompt.give", who);
            case DECLARE -> Ui.text("prompt.declare", who);
            case SWAP -> Ui.text("prompt.swap", who);
            // Pro (R52, R53): the boards on offer lie over the field
            case CHOOSE -> Ui.text("prompt.choose", who); // the round once, on the order line (P396, P438)
            // a turn's moves, the open turn (R42) and the Dragon offer (R40): named from the legal list (P350)
            default -> field.placingPrompt() != null ? field.placingPrompt() : instruction(s);
        };
    }

    /** What the player to move may do now, each kind of legal move named (P350). */
    private String instruction(GameState s) {
        List<Move> legal = table.legalMoves();
        return InstructionWords.of(Words.of(s.setup())).line(s, InstructionWords.verbs(s, legal));
    }

    /** The answers on the card to a kind of move. */
    @FunctionalInterface
    private interface Answers {
        void add(PromptPanel prompt, GameState s, Colour actor, List<AnswerCard.Answer> out);
    }

    /** The kinds of move answered on the card, each with its answers. */
    private static final java.util.Map<Class<? extends Move>, Answers> ANSWERS = java.util.Map.of(
            Move.Reveal.class, (prompt, s, actor, out) -> {
                if (s.pending() == Pending.REVEAL_INSTANT) {
                    for (InstantEternal e : s.eternals().instantDeck()) {
                        out.add(prompt.answer("reveal-" + e.id(), e.title(), Effects.of(e),
                                new Move.Reveal(actor, e.id())));
                    }
                } else {
                    for (ContinuousEternal e : s.eternals().continuousDeck()) {
                        out.add(prompt.answer("reveal-" + e.id(), e.title(), Effects.of(e),
                                new Move.Reveal(actor, e.id())));
                    }
                }
            },
            Move.Give.class, (prompt, s, actor, out) -> {
                for (Colour c : prompt.others(s, actor)) {
                    Verdict plain = prompt.table.check(new Move.Give(actor, c, false));
                    boolean on = plain.ok() || prompt.table.check(new Move.Give(actor, c, true)).ok();
                    // the move sent is made at the click, with the rare box's tick
                    out.add(new AnswerCard.Answer("give-" + c.id(), Theme.symbol(c) + " " + s.setup().nameOf(c), null,
                            new Move.Give(actor, c, false), on, plain));
                }
            },
            Move.Declare.class, (prompt, s, actor, out) -> {
                for (CardColour c : CardColour.values()) {
                    Colour row = Colour.parse(c.id());
                    String label = (row == null ? Ui.text("prompt.declare.purple")
                            : Theme.symbol(row) + " " + row.title());
                    out.add(prompt.answer("declare-" + c.id(), label, null, new Move.Declare(actor, c)));
                }
            },
            Move.Swap.class, (prompt, s, actor, out) -> {
                for (Colour c : prompt.others(s, actor)) {
                    out.add(prompt.answer("swap-" + c.id(), Theme.symbol(c) + " " + s.setup().nameOf(c), null,
                            new Move.Swap(actor, c)));
                }
            });

    /** The Skeleton's "It was a rare card" box for this question, as values. */
    record RareBox(Colour actor, boolean anyPlain, boolean anyRare) {
    }

    /** The Skeleton's "It was a rare card" box: enabled when both kinds of gift are legal. */
    private RareBox giveRare(GameState s, Colour actor) {
        boolean anyPlain = false;
        boolean anyRare = false;
        for (Colour c : others(s, actor)) {
            anyPlain |= table.check(new Move.Give(actor, c, false)).ok();
            anyRare |= table.check(new Move.Give(actor, c, true)).ok();
        }
        RareBox key = new RareBox(actor, anyPlain, anyRare);
        if (!key.equals(card.belowShown())) { // a new question: the box starts as it must
            card.rare().setEnabled(anyPlain && anyRare);
            card.rare().setSelected(anyRare && !anyPlain);
        }
        return key;
    }

    /**
     * Who plays after whom, from the player to move, clockwise, those still in the game: "Turn order: ▶ Ann,
     * then Ben, Cleo (loses the next turn), Dev" (P68, R11, R18); in Gamer mode after the round's number, "Round 2.
     * Turn order: …", so the round is in view during a turn (issue 25 §1, P396).
     */
    static String order(GameState s) {
        List<Colour> seats = s.setup().seats();
        Colour first = s.toMove();
        int at = first == null ? 0 : seats.indexOf(first);
        StringBuilder b = new StringBuilder(s.gamer() != null ? Ui.text("prompt.round", s.round()) : "");
        b.append(Ui.text("prompt.order"));
        int listed = 0;
        for (int i = 0; i < seats.size(); i++) {
            Colour c = seats.get((at + i) % seats.size());
            if (!s.player(c).inGame()) {
                continue;
            }
            b.append(listed == 0 ? "\u25B6 " : listed == 1 ? Ui.text("prompt.order.then") : ", ")
                    .append(s.setup().nameOf(c));
            if (s.player(c).skipNext()) {
                b.append(Ui.text("prompt.order.skips"));
            }
            listed++;
        }
        return b.toString();
    }

    /**
     * The longest the order line says in this game, in average characters of its font: every seat's player in it,
     * one of them losing the next turn (P512). A game keeps its number, so the line's height does not change as
     * the order turns or a player leaves.
     */
    private int longestOrder(GameState s) {
        StringBuilder b = new StringBuilder(s.gamer() != null ? Ui.text("prompt.round", 2) : "");
        b.append(Ui.text("prompt.order")).append("\u25B6 ").append(Ui.text("prompt.order.skips"));
        List<Colour> seats = s.setup().seats();
        for (int i = 0; i < seats.size(); i++) {
            b.append(i == 0 ? "" : i == 1 ? Ui.text("prompt.order.then") : ", ").append(s.setup().nameOf(seats.get(i)));
        }
        java.awt.FontMetrics fm = order.getFontMetrics(order.getFont());
        return fm.stringWidth(b.toString()) / Math.max(1, fm.charWidth('n')) + 1;
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

    private AnswerCard.Answer answer(String name, String text, String line, Move move) {
        Verdict v = table.check(move);
        return new AnswerCard.Answer(name, text, line, move, v.ok(), v);
    }
}
