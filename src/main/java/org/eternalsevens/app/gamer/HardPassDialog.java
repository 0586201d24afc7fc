package org.eternalsevens.app.gamer;

import java.awt.Window;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;

import net.miginfocom.swing.MigLayout;

import com.formdev.flatlaf.util.UIScale;

import org.eternalsevens.app.look.TextWrap;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Field;
import org.eternalsevens.rules.HardPass;
import org.eternalsevens.rules.basics.KnownOut;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.track.Reward;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.basics.Verdict;
import org.eternalsevens.words.ReasonWords;
import org.eternalsevens.words.RewardWords;
import org.eternalsevens.words.Words;
import org.eternalsevens.words.Ui;

/**
 * The hand revealed at a Hard Pass (R42, R49): exactly as many card slots as the tracked hand holds, each a colour
 * and number, a purple card or a rare card. The engine's {@link HardPass#checkHand} refuses what it refuses, with
 * its reason; an acceptable hand shows its reward before it is confirmed. {@link #result()} is the hand in the
 * record's notation ({@code R3 *}) for the {@code hardpass} move. Keyboard: Tab between the slots, a colour's
 * first letter or a number's digits choose, Enter confirms; Escape or Cancel closes it with no result.
 */
public final class HardPassDialog extends JDialog {
    /** The name first, so that typing its first letter chooses it. */
    private static final String[] KINDS = {Ui.text("gamer.hardPass.kind.choose"), Ui.text("gamer.hardPass.kind.red"),
        Ui.text("gamer.hardPass.kind.blue"), Ui.text("gamer.hardPass.kind.green"),
        Ui.text("gamer.hardPass.kind.yellow"), Ui.text("gamer.hardPass.kind.purple"),
        Ui.text("gamer.hardPass.kind.rare")};
    private static final int PURPLE = 5;
    private static final int RARE = 6;
    private static final String[] NUMBERS = {"\u2014", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"};

    private final String name;
    private final ReasonWords words; // the refusals name the player who Hard Passes
    private final RewardWords rewardWords; // and so does the reward (P357)
    private final int size;
    private final int rares;
    private final Field field;
    private final KnownOut known;
    private final Function<List<RevealedCard>, Reward> reward;
    private final Verdict may;
    private final List<JComboBox<String>> kinds = new ArrayList<>();
    private final List<JComboBox<String>> numbers = new ArrayList<>();
    private final JLabel problem = new JLabel();
    private final JLabel rewardLine = new JLabel();
    private final JButton confirm = new JButton(Ui.text("gamer.hardPass.confirm"));
    private List<RevealedCard> hand;
    private String result;
    /** Whether the player has chosen anything yet: before that, an unfinished hand is no problem to show (P349). */
    private boolean touched;
    private boolean refreshing;

    /**
     * @param may      whether the player may Hard Pass now ({@link HardPass#may}); a refusal is shown and nothing
     *                 can be confirmed
     * @param reward   the reward of a revealed hand (the engine wiring supplies it)
     */
    public HardPassDialog(Window owner, Colour player, String name, int trackedSize, int trackedRares, Verdict may,
                          Field field, KnownOut known, Function<List<RevealedCard>, Reward> reward) {
        super(owner, Ui.text("gamer.hardPass.title", name), ModalityType.APPLICATION_MODAL);
        this.name = name;
        this.words = ReasonWords.of(Words.english(c -> c == player ? name : c.title()));
        this.rewardWords = new RewardWords(Words.english(c -> c == player ? name : c.title()));
        this.size = trackedSize;
        this.rares = trackedRares;
        this.field = field;
        this.known = known;
        this.reward = reward;
        this.may = may;
        setName("hardPassDialog");
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        JPanel root = new JPanel(new MigLayout("insets dialog, wrap 3, hidemode 3", "[]12lp[]12lp[grow]"));
        JLabel who = GamerLook.chip(player, Theme.symbol(player) + " " + name);
        root.add(who, "span 3, split 2");
        root.add(GamerLook.styled(Ui.text("gamer.hardPass.heading"), "h3"));
        JLabel intro = new JLabel(TextWrap.html(trackedRares == 0 ? Ui.text("gamer.hardPass.intro", name, trackedSize)
                : Ui.text("gamer.hardPass.intro.rare", name, trackedSize, trackedRares), UIScale.scale(380)));
        intro.setName("intro");
        root.add(intro, "span 3, gapbottom para");
        for (int i = 0; i < trackedSize; i++) {
            JComboBox<String> kind = new JComboBox<>(KINDS);
            kind.setName("kind" + (i + 1));
            kind.getAccessibleContext().setAccessibleName(Ui.text("gamer.hardPass.card.kind", i + 1));
            JComboBox<String> number = new JComboBox<>(NUMBERS);
            number.setName("number" + (i + 1));
            number.getAccessibleContext().setAccessibleName(Ui.text("gamer.hardPass.card.number", i + 1));
            if (i >= trackedSize - trackedRares) {
                kind.setSelectedIndex(RARE);
            }
            kind.addActionListener(e -> changed());
            number.addActionListener(e -> changed());
            JLabel label = new JLabel(Ui.text("gamer.hardPass.card", i + 1));
            label.setLabelFor(kind);
            label.setDisplayedMnemonic('1' + i);
            root.add(label);
            root.add(kind, "sg kind");
            root.add(number, "w 72lp!");
            kinds.add(kind);
            numbers.add(number);
        }
        if (trackedSize == 0) {
            root.add(new JLabel(Ui.text("gamer.hardPass.empty")), "span 3");
        }
        problem.setName("problem");
        problem.setForeground(Theme.problem());
        root.add(problem, "span 3, gaptop para");
        rewardLine.setName("reward");
        root.add(rewardLine, "span 3, gaptop para");
        confirm.setName("confirm");
        confirm.setMnemonic('H');
        confirm.addActionListener(e -> {
            result = hand.stream().map(RevealedCard::toString).collect(Collectors.joining(" "));
            dispose();
        });
        JButton cancel = new JButton(Ui.text("dialog.cancel"));
        cancel.setName("cancel");
        cancel.addActionListener(e -> dispose());
        // the buttons below the body, which scrolls on a short screen (P397)
        JPanel buttons = new JPanel(new MigLayout("insets 0 12lp 12lp 12lp"));
        buttons.add(confirm, "split 2, tag ok");
        buttons.add(cancel, "tag cancel");
        GamerLook.closeOnEscape(this, this::dispose);
        getRootPane().setDefaultButton(confirm);
        JPanel content = new JPanel(new java.awt.BorderLayout());
        content.add(new org.eternalsevens.app.look.ScreenCappedScroll(root, owner, buttons));
        content.add(buttons, java.awt.BorderLayout.SOUTH);
        setContentPane(content);
        refresh();
        pack();
        setLocationRelativeTo(owner);
    }

    /** Shows the dialog and waits; the revealed hand in record notation ("R3 *", "" for an empty hand). */
    public Optional<String> ask() {
        setVisible(true);
        return result();
    }

    /** The confirmed hand in record notation; empty when cancelled or not yet confirmed. */
    public Optional<String> result() {
        return Optional.ofNullable(result);
    }

    /** A choice of the player's (not one refresh makes itself). */
    private void changed() {
        touched |= !refreshing;
        refresh();
    }

    private void refresh() {
        boolean outer = !refreshing;
        refreshing = true;
        try {
            check();
        } finally {
            refreshing = !outer;
        }
    }

    private void check() {
        hand = null;
        boolean unfinished = false;
        String why = words.sentence(may);
        List<RevealedCard> entered = new ArrayList<>();
        for (int i = 0; i < kinds.size() && why == null; i++) {
            int k = kinds.get(i).getSelectedIndex();
            boolean coloured = k >= 1 && k <= 4;
            numbers.get(i).setEnabled(coloured);
            if (!coloured) {
                numbers.get(i).setSelectedIndex(0);
            }
            if (k == 0) {
                why = Ui.text("gamer.hardPass.choose.kind", i + 1);
                unfinished = true;
            } else if (k == PURPLE) {
                entered.add(RevealedCard.PURPLE);
            } else if (k == RARE) {
                entered.add(RevealedCard.RARE);
            } else if (numbers.get(i).getSelectedIndex() == 0) {
                why = Ui.text("gamer.hardPass.choose.number", i + 1);
                unfinished = true;
            } else {
                entered.add(RevealedCard.number(Space.of(Colour.values()[k - 1], numbers.get(i).getSelectedIndex())));
            }
        }
        if (!may.ok()) {
            kinds.forEach(k -> k.setEnabled(false));
            numbers.forEach(n -> n.setEnabled(false));
        }
        if (why == null) {
            Verdict v = HardPass.checkHand(name, entered, size, rares, field, known);
            why = words.sentence(v);
        }
        // an unfinished hand says what is missing only once the player has chosen something (P349)
        boolean shown = why != null && (touched || !unfinished);
        problem.setText(shown ? TextWrap.html(why, UIScale.scale(380)) : "");
        problem.setVisible(shown);
        if (why == null) {
            hand = List.copyOf(entered);
            Reward r = reward.apply(hand);
            rewardLine.setText(TextWrap.html(Ui.text("gamer.hardPass.reward", rewardWords.explanation(r)),
                    UIScale.scale(380)));
            rewardLine.setToolTipText(Ui.text("gamer.hardPass.reward.tip", r.hearts(), r.stars()));
        }
        if (why != null) {
            rewardLine.setText("");
        }
        rewardLine.setVisible(why == null);
        confirm.setEnabled(why == null);
        if (isDisplayable()) {
            pack();
        }
    }
}
