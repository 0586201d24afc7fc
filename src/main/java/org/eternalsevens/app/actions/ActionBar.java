package org.eternalsevens.app.actions;

import java.util.ArrayList;
import java.util.List;

import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;

import net.miginfocom.swing.MigLayout;

import org.eternalsevens.app.dialogs.AcquireDialog;
import org.eternalsevens.app.field.FieldView;
import org.eternalsevens.app.gamer.GamerFlow;
import org.eternalsevens.app.look.FlowWrap;
import org.eternalsevens.app.look.Icons;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.paint.KeptButton;
import org.eternalsevens.app.session.Table;
import org.eternalsevens.app.session.TableControl;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.board.PassAction;
import org.eternalsevens.rules.board.PassIcon;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.basics.Verdict;
import org.eternalsevens.words.InstructionWords;
import org.eternalsevens.words.Words;
import org.eternalsevens.words.Ui;

/**
 * The buttons of the player to move: a pass on each board icon (and the shared icons with two players), End
 * turn, Declare elimination and Acquire. Each is enabled only when the engine would accept it; a disabled
 * button's tooltip gives the engine's reason.
 */
public final class ActionBar extends JPanel implements TableControl.View {
    private final Table table;
    private final JLabel who = new JLabel();
    // the pass buttons and the turn's buttons in one flow that wraps: a long name never pushes them out of sight
    private final JPanel passes = new JPanel(new FlowWrap(6, 2));
    private final JButton end = new KeptButton(Ui.text("actions.bar.end"));
    private final JButton eliminate = new KeptButton(Ui.text("actions.bar.eliminate"));
    private final JButton acquire = new KeptButton(Ui.text("actions.bar.acquire"));
    private final JButton hardPass = new KeptButton(Ui.text("actions.bar.hardPass")); // Gamer mode (R42)
    private Runnable onHardPass = () -> { };
    // the engine's verdicts of one update: the key and the buttons ask the same moves (cleared after each update)
    private final PassVerdicts verdicts;
    private final PassClick click;

    public ActionBar(Table table, FieldView field) {
        this.table = table;
        this.verdicts = new PassVerdicts(table);
        this.click = new PassClick(table, field);
        setName("actions");
        // "… passes on:" on its own line above the buttons (issue 8, defect 7)
        setLayout(new MigLayout("insets 4 0 4 0, gap 2, wrap 1, hidemode 3", "[0:0:,grow,fill]"));
        setOpaque(false);
        passes.setOpaque(false);
        end.setName("end-turn");
        eliminate.setName("eliminate");
        acquire.setName("acquire");
        who.setName("actions-who");
        add(who, "wmin 0"); // a long name: the line ends in "…", its tooltip has it all (P511)
        add(passes, "wmin 0");
        addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                // the wrapped flow's height follows the new width; where its lines take the height they have, the
                // bar's layout already placed them: no second layout of the window (P556)
                if (passes.getWidth() == 0
                        || ((FlowWrap) passes.getLayout()).heightAt(passes, passes.getWidth()) != passes.getHeight()) {
                    passes.revalidate();
                }
            }
        });
        end.addActionListener(e -> sendFor(Move.EndTurn::new));
        eliminate.addActionListener(e -> sendFor(Move.Eliminate::new));
        acquire.addActionListener(e -> acquire());
        hardPass.setName("hard-pass");
        hardPass.addActionListener(e -> onHardPass.run());
        shared.setName("pass-shared");
        shared.addActionListener(e -> sendFor(c -> Move.Pass.of(c, PassAction.SHARED)));
        for (JButton b : List.of(shared, acquire, end, eliminate, hardPass)) {
            passes.add(b);
        }
    }

    /**
     * The bar's height in a column {@code w} wide: the "passes on" line and the buttons' wrapped lines, counted the
     * way {@link FlowWrap} lays them out, so the window can lay the bar out whole at a new width in one pass (P330).
     */
    public int heightFor(int w) {
        int flowH = ((FlowWrap) passes.getLayout()).heightAt(passes, w);
        return who.getPreferredSize().height + 2 + flowH + 8;
    }

    /** What the Hard Pass button opens (the window's Hard Pass entry). */
    public void onHardPass(Runnable r) {
        onHardPass = r;
    }

    private void sendFor(java.util.function.Function<Colour, Move> make) {
        GameState s = table.shown();
        if (s != null && s.toMove() != null) {
            table.send(make.apply(s.toMove()));
        }
    }

    /**
     * What the bar would show for a state, as values (issue 24 §2): whether it is over and live, who moves, their
     * name and colour, and each button's words and verdict. The same again: nothing is rebuilt (issue 8 item 5).
     */
    private record Shown(Boolean finished, boolean live, boolean twoPlayers, java.awt.Color foreground,
                         Colour actor, String name, List<Object> buttons) {
    }

    private Shown shownKey;

    private Shown key(GameState s) {
        Boolean finished = s == null ? null : s.finished();
        Colour actor = s == null ? null : s.toMove();
        if (s == null || actor == null || !table.live()) {
            return new Shown(finished, table.live(), s != null && s.setup().twoPlayers(),
                    javax.swing.UIManager.getColor("Label.foreground"), null, null, List.of());
        }
        List<Object> k = new ArrayList<>();
        k.add(Theme.colour(actor));
        List<PassIcon> icons = s.icons(actor);
        for (int i = 0; i < icons.size(); i++) {
            if (!s.player(actor).iconUsed(i)) {
                List<Move.Pass> ok = verdicts.okVariants(s, actor, i);
                k.add(icons.get(i).label());
                k.add(ok.isEmpty());
                k.add(ok.isEmpty() ? verdicts.firstRefusal(s, actor, i) : Verdict.OK);
            }
        }
        if (s.setup().twoPlayers()) {
            k.add(s.supply().sharedUsed());
            k.add(verdicts.check(Move.Pass.of(actor, PassAction.SHARED)));
        }
        k.add(s.supply().faceUp());
        for (Move m : List.of(new Move.EndTurn(actor), new Move.Eliminate(actor), new Move.Acquire(actor, null))) {
            k.add(verdicts.check(m));
        }
        if (s.gamer() != null) { // a correction or a play may change only whether a Hard Pass is allowed (R42)
            k.add(GamerFlow.mayHardPass(table));
        }
        k.add(s.pending());
        return new Shown(finished, true, s.setup().twoPlayers(), null, actor, s.setup().nameOf(actor), k);
    }

    @Override
    public void showTable(TableControl control) {
        GameState s = table.shown();
        verdicts.clear();
        try {
            update(s);
        } finally {
            verdicts.clear(); // a click asks the engine afresh
        }
    }

    private void update(GameState s) {
        Shown key = key(s);
        if (key.equals(shownKey)) {
            return;
        }
        shownKey = key;
        Colour actor = s == null ? null : s.toMove();
        boolean on = actor != null && table.live();
        // after the end there is nothing to press here, and the top line says the game is over (defect 11)
        setVisible(s != null && !s.finished());
        if (!on) {
            who.setText(s != null && !table.live() ? Ui.text("actions.bar.lookingBack") : "");
            who.setForeground(javax.swing.UIManager.getColor("Label.foreground"));
            showSlots(0);
            shared.setVisible(false);
            for (JButton b : List.of(acquire, end, eliminate, hardPass)) {
                b.setEnabled(false);
            }
            acquire.setVisible(s != null && s.setup().twoPlayers());
            hardPass.setVisible(s != null && s.gamer() != null);
            return;
        }
        who.setText(s.pending() == Pending.CHOOSE ? Ui.text("actions.bar.choosing", Theme.symbol(actor),
                s.setup().nameOf(actor)) : Theme.symbol(actor) + " " + buttonsLine(s, actor));
        who.setToolTipText(who.getText());
        who.setForeground(Theme.colour(actor));
        List<PassIcon> icons = s.icons(actor);
        int n = 0;
        for (int i = 0; i < icons.size(); i++) {
            if (!s.player(actor).iconUsed(i)) { // used icons are struck through in the player's panel
                passButton(slot(n++), s, actor, i, icons.get(i));
            }
        }
        showSlots(n);
        shared.setVisible(s.setup().twoPlayers());
        if (s.setup().twoPlayers()) {
            sharedButton(s, actor);
        }
        enable(end, new Move.EndTurn(actor));
        enable(eliminate, new Move.Eliminate(actor));
        acquire.setVisible(s.setup().twoPlayers());
        enable(acquire, new Move.Acquire(actor, null));
        text(acquire, Ui.text("actions.bar.acquire.count", s.supply().faceUp()));
        hardPass.setVisible(s.gamer() != null);
        if (s.gamer() != null) { // enabled only when the engine allows it; hover says why not (R42)
            Verdict v = GamerFlow.mayHardPass(table);
            hardPass.setEnabled(v.ok());
            hardPass.setToolTipText(v.ok() ? Ui.text("actions.bar.hardPass.tip") : table.why(v));
        }
    }

    /** The verbs the bar's buttons make (P350): the line names those legal now, from the legal list. */
    private static final java.util.Set<InstructionWords.Verb> BUTTONS = java.util.EnumSet.of(
            InstructionWords.Verb.PASS, InstructionWords.Verb.ACQUIRE, InstructionWords.Verb.ELIMINATE,
            InstructionWords.Verb.HARD_PASS, InstructionWords.Verb.END_TURN);

    /** "Dev's turn: pass on an icon, or declare elimination": what the buttons may do now (P350). */
    private String buttonsLine(GameState s, Colour actor) {
        java.util.Set<InstructionWords.Verb> verbs = InstructionWords.verbs(s, table.legalMoves());
        verbs.retainAll(BUTTONS);
        Words w = Words.of(s.setup());
        return verbs.isEmpty() ? w.sentence("instruction.buttons.none", actor)
                : w.sentence("instruction.buttons", actor, InstructionWords.of(w).list(verbs, false));
    }

    // the pass buttons, kept from turn to turn (adding a button to a window costs far more than new words on it):
    // the first ones show the player to move's unused icons, the rest are hidden (P75)
    private final List<JButton> slots = new ArrayList<>();
    private final JButton shared = new KeptButton((String) null);

    /** What a pass button stands for now: whose icon, which one. */
    private record Bound(Colour actor, int index, PassIcon icon) {
    }

    private static final String BOUND = "es.bound";

    private JButton slot(int i) {
        while (slots.size() <= i) {
            JButton b = new KeptButton(Icons.get("pass-disc", 14));
            // the icon of the click, read from the button then: a kept button outlives its state
            b.addActionListener(e -> {
                Bound at = (Bound) b.getClientProperty(BOUND);
                if (at != null) {
                    click.pass(b, table.shown(), at.actor(), at.index(), at.icon(),
                            verdicts.okVariants(table.shown(), at.actor(), at.index()));
                }
            });
            passes.add(b, slots.size());
            slots.add(b);
        }
        return slots.get(i);
    }

    private void showSlots(int n) {
        for (int i = n; i < slots.size(); i++) {
            slots.get(i).setVisible(false);
            slots.get(i).setName("pass-unused-" + i); // a hidden button never answers to an icon's name
            slots.get(i).putClientProperty(BOUND, null);
        }
        for (int i = 0; i < n; i++) {
            slots.get(i).setVisible(true);
        }
    }

    private static void text(JButton b, String text) {
        if (!text.equals(b.getText())) {
            b.setText(text);
        }
    }

    private void enable(JButton b, Move m) {
        Verdict v = verdicts.check(m);
        b.setEnabled(v.ok());
        b.setToolTipText(table.why(v));
    }

    private void passButton(JButton b, GameState s, Colour actor, int index, PassIcon icon) {
        text(b, icon.label());
        b.setName("pass-" + icon.label());
        b.putClientProperty(BOUND, new Bound(actor, index, icon));
        List<Move.Pass> ok = verdicts.okVariants(s, actor, index);
        b.setEnabled(!ok.isEmpty());
        b.setToolTipText(ok.isEmpty() ? table.why(verdicts.firstRefusal(s, actor, index))
                : Ui.passHint(icon.action()));
    }
    private void sharedButton(GameState s, Colour actor) {
        int left = 0;
        for (int i = 0; i < s.setup().twoPlayer().sharedIcons(); i++) {
            if ((s.supply().sharedUsed() & 1 << i) == 0) {
                left++;
            }
        }
        text(shared, Ui.text("actions.bar.shared", left));
        enable(shared, Move.Pass.of(actor, PassAction.SHARED));
        if (shared.isEnabled()) {
            shared.setToolTipText(Ui.passHint(PassAction.SHARED));
        }
    }

    private void acquire() {
        GameState s = table.shown();
        if (s == null || s.toMove() == null) {
            return;
        }
        String card = AcquireDialog.ask(this, s.setup().nameOf(s.toMove()), s.supply().faceUp());
        if (card == null) {
            return;
        }
        table.send(new Move.Acquire(s.toMove(), card.isEmpty() ? null : card));
    }
}
