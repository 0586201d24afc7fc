package org.eternalsevens.app;

import java.awt.Color;
import java.util.List;

import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.UIManager;

import net.miginfocom.swing.MigLayout;

import org.eternalsevens.rules.CardColour;
import org.eternalsevens.rules.Colour;
import org.eternalsevens.rules.ContinuousEternal;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.InstantEternal;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.Pending;
import org.eternalsevens.rules.Verdict;

/**
 * Says what the game waits for, in a sentence, with the only answers the engine would accept as buttons: the
 * eternals still in the deck for a reveal, and the legal targets or colours for a choice. Below it, the message
 * line shows why a move was refused.
 */
final class PromptPanel extends JPanel implements TableControl.View {
    private final Table table;
    private final FieldView field;
    private final JLabel question = new HeadingLabel(3);
    private final JPanel answers = new JPanel(new MigLayout("insets 0, gap 6, wrap 4", "[fill,sg a]"));
    private final JLabel reason = new JLabel(" ");
    private Runnable showResults = () -> { };

    PromptPanel(Table table, FieldView field) {
        this.table = table;
        this.field = field;
        setName("prompt");
        setLayout(new MigLayout("insets 6 8 6 8, gap 4, wrap 1, hidemode 3", "[grow,fill]"));
        question.setName("question");
        reason.setName("reason");
        reason.setForeground(SpacePainter.ui("EternalSevens.refusal", new Color(0xC62828)));
        add(question);
        add(answers);
        add(reason);
        field.onPlacingChange(() -> showTable(null));
    }

    void onShowResults(Runnable r) {
        showResults = r;
    }

    /** Shows a sentence in the message line (empty clears it). */
    void tell(String sentence) {
        reason.setText(sentence == null || sentence.isEmpty() ? " " : sentence);
    }

    String message() {
        return reason.getText().trim();
    }

    @Override
    public void showTable(TableControl control) {
        GameState s = table.shown();
        answers.removeAll();
        answers.setVisible(false);
        question.setForeground(UIManager.getColor("Label.foreground"));
        if (s == null) {
            question.setText("No game yet: choose File \u203A New game, or File \u203A Open.");
        } else if (!table.live()) {
            question.setText("Looking back at an earlier point of the game: see the log to go back or continue.");
        } else if (s.finished()) {
            question.setText("The game is over.");
            JButton results = new JButton("Show the results");
            results.setName("show-results");
            results.addActionListener(e -> showResults.run());
            answers.add(results);
            answers.setVisible(true);
        } else {
            ask(s, s.toMove());
        }
        answers.revalidate();
        answers.repaint();
    }

    private void ask(GameState s, Colour actor) {
        String who = s.setup().nameOf(actor);
        question.setForeground(UIManager.getColor("Label.foreground"));
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
                    answers.add(b);
                }
                boolean anyPlain = false;
                boolean anyRare = false;
                for (Colour c : others(s, actor)) {
                    anyPlain |= table.check(new Move.Give(actor, c, false)).ok();
                    anyRare |= table.check(new Move.Give(actor, c, true)).ok();
                }
                rare.setEnabled(anyPlain && anyRare);
                rare.setSelected(anyRare && !anyPlain);
                answers.add(rare, "newline, span");
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
            default:
                String placing = field.placingPrompt();
                if (placing != null) {
                    question.setText(placing);
                } else if (s.turn().cards() > 0) {
                    question.setText(who + " may play another card, or end the turn.");
                } else {
                    question.setText(who + " to move: click a highlighted space to play, or pass.");
                }
                question.setForeground(Theme.colour(actor));
                return;
        }
        answers.setVisible(true);
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
        JButton b = new JButton(line == null || line.isEmpty() ? text : "<html><div style='width:" + width
                + "px'><b>" + text + "</b><br>" + line.replace("&", "&amp;").replace("<", "&lt;") + "</div></html>");
        b.setHorizontalAlignment(JButton.LEFT);
        b.setName(name);
        Verdict v = table.check(move);
        b.setEnabled(v.ok());
        b.setToolTipText(v.ok() ? line : v.reason());
        b.addActionListener(e -> table.send(move));
        answers.add(b);
        return b;
    }
}
