package org.eternalsevens.app.actions;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import javax.swing.JFrame;
import javax.swing.JPanel;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.eternalsevens.app.GuiTestBase;
import org.eternalsevens.app.field.FieldView;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.pro.ProPassChoices;
import org.eternalsevens.app.session.GameSession;
import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.rules.basics.CardColour;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.setup.GameContent;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.PassArgs;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.basics.Verdict;
import org.eternalsevens.testkit.StateTable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The Pro pass prompts (R66, R69, R70) by clicks, on a real Pro game after its choosing and hand-made pass
 * arguments: the prompts offer exactly the options given and hand back the one clicked; and end to end, the
 * action bar's Pro icons with the engine's own legal passes (take, mustplay2, declare).
 */
class ProPassPromptsTest extends GuiTestBase {
    private static final GameContent CONTENT = ContentLoader.defaults();
    private FrameFixture window;
    private HandMade table;
    private ActionBar bar;
    private FieldView field;

    /** A table on a fixed state: its legal moves are the engine's plus {@code extra}; moves sent are kept. */
    private static final class HandMade extends StateTable {
        final List<Move> extra;
        final List<Move> sent = new ArrayList<>();
        String told = "";

        HandMade(GameState state, List<Move> extra) {
            this.extra = extra;
            show(state);
        }

        @Override
        public List<Move> legalMoves() {
            List<Move> out = new ArrayList<>(super.legalMoves());
            out.addAll(extra);
            return out;
        }

        @Override
        public Verdict check(Move move) {
            return extra.contains(move) ? Verdict.OK : super.check(move);
        }

        @Override
        public boolean send(Move move) {
            sent.add(move);
            return true;
        }

        @Override
        public void tell(String sentence) {
            told = sentence;
        }
    }

    @AfterEach
    void close() {
        if (window != null) {
            window.cleanUp();
        }
    }

    /** Two players, red to start: blue chooses first (R52), then red takes {@code redBoard}. */
    private static GameState proState(String blueBoard, String redBoard) {
        RecordSetup rs = new RecordSetup("pro", List.of("red", "blue"), "red", null, null, null, null,
                List.of("3A", "4B", "7A"), "flip");
        GameSession s = new GameSession(rs.toSetup(CONTENT).setup(), new GameRecord(rs, List.of("blue: choose "
                + blueBoard, "red: choose " + redBoard), null), List.of(), null);
        assertThat(s.loadRejection()).isNull();
        assertThat(s.state().toMove()).isEqualTo(Colour.RED);
        return s.state();
    }

    private void open(GameState s, List<Move> extra) {
        table = new HandMade(s, extra);
        GuiActionRunner.execute(() -> {
            field = new FieldView(table);
            bar = new ActionBar(table, field);
            JPanel p = new JPanel(new java.awt.BorderLayout());
            p.add(field, java.awt.BorderLayout.CENTER);
            p.add(bar, java.awt.BorderLayout.SOUTH);
            JFrame f = new JFrame("Pro prompts");
            f.setContentPane(p);
            f.setSize(1200, 800);
            window = new FrameFixture(robot, f);
            field.showTable(null);
            bar.showTable(null);
        });
        window.show(new java.awt.Dimension(1200, 800));
        window.focus();
    }

    private String itemText(String name) {
        return GuiActionRunner.execute(() -> window.menuItem(name).target().getText());
    }

    private void click(Space s) {
        robot.waitForIdle(); // the field laid out before the click is aimed
        java.awt.Point p = GuiActionRunner.execute(() -> field.centreOf(s));
        robot.click(field, p);
    }

    /** A frame with the field and one button for a menu to hang from; the prompts' picks are kept. */
    private final List<PassArgs> picked = new ArrayList<>();
    private javax.swing.JButton anchor;

    private void openPrompts(GameState s) {
        table = new HandMade(s, List.of());
        GuiActionRunner.execute(() -> {
            field = new FieldView(table);
            anchor = new javax.swing.JButton("pass");
            anchor.setName("anchor");
            JPanel p = new JPanel(new java.awt.BorderLayout());
            p.add(field, java.awt.BorderLayout.CENTER);
            p.add(anchor, java.awt.BorderLayout.SOUTH);
            JFrame f = new JFrame("Pro prompts");
            f.setContentPane(p);
            window = new FrameFixture(robot, f);
            field.showTable(null);
        });
        window.show(new java.awt.Dimension(1200, 800));
        window.focus();
    }

    @Test
    void R66_take_offersTheCardsOfTheLegalPassesInWords_andPicksTheOneClicked() {
        openPrompts(proState("barong", "ghost"));
        PassArgs.Taken r5 = new PassArgs.Taken(RevealedCard.number(Space.parse("R5")));
        List<PassArgs.Taken> options = List.of(PassArgs.Taken.FACE_DOWN, new PassArgs.Taken(RevealedCard.RARE), r5,
                new PassArgs.Taken(RevealedCard.PURPLE));
        GuiActionRunner.execute(() -> ProPassPrompts.menu(anchor, "take-menu", options, ProPassChoices::takeWords,
                ProPassChoices::takeName, picked::add));
        assertThat(itemText("take-down")).isEqualTo("Take a face-down card");
        assertThat(itemText("take-rare")).isEqualTo("Take a rare card");
        assertThat(itemText("take-R5")).isEqualTo("Take the face-up R5 (red 5)");
        assertThat(itemText("take-P")).isEqualTo("Take the face-up purple card (P)");
        window.menuItem("take-R5").click();
        assertThat(picked).containsExactly(r5);
    }

    @Test
    void R66_aSingleLegalTake_isMadeAtOnce_withoutAMenu() {
        openPrompts(proState("barong", "ghost"));
        GuiActionRunner.execute(() -> ProPassPrompts.menu(anchor, "take-menu", List.of(PassArgs.Taken.FACE_DOWN),
                ProPassChoices::takeWords, ProPassChoices::takeName, picked::add));
        assertThat(picked).containsExactly(PassArgs.Taken.FACE_DOWN);
    }

    /** The legal passes of one kind for the player to move, as LegalMoves lists them. */
    private static List<Move.Pass> legal(GameState s, Class<? extends PassArgs> kind) {
        List<Move.Pass> out = new ArrayList<>();
        for (Move m : LegalMoves.of(s)) {
            if (m instanceof Move.Pass p && kind.isInstance(p.args())) {
                out.add(p);
            }
        }
        return out;
    }

    @Test
    void R66_endToEnd_theGhostsTakeAfterItsPreparation_takesAFaceDownCard_atOnce() {
        GameState s = proState("barong", "ghost"); // the Ghost's Preparation put 2 cards face down on the pile
        List<Move.Pass> takes = legal(s, PassArgs.Taken.class);
        assertThat(takes).extracting(Move.Pass::args).containsExactly(PassArgs.Taken.FACE_DOWN);
        open(s, List.of());
        press(window.button("pass-take+2"));
        assertThat(table.sent).containsExactly(takes.get(0));
    }

    @Test
    void R69_endToEnd_theMinotaursMustplay2_byTwoClicks_sendsALegalPass() {
        GameState s = proState("ghost", "minotaur");
        List<Move.Pass> pairs = legal(s, PassArgs.TwoSpaces.class);
        assertThat(pairs).isNotEmpty();
        PassArgs.TwoSpaces t = (PassArgs.TwoSpaces) pairs.get(0).args();
        open(s, List.of());
        press(window.button("pass-mustplay2"));
        click(t.first());
        click(t.second());
        assertThat(table.sent).hasSize(1);
        assertThat(pairs).contains((Move.Pass) table.sent.get(0));
    }

    @Test
    void R70_endToEnd_theBarongsDeclare_byTheMenu_sendsTheColourClicked() {
        GameState s = proState("ghost", "barong");
        List<Move.Pass> colours = legal(s, PassArgs.OfColour.class);
        assertThat(colours).hasSize(5);
        open(s, List.of());
        press(window.button("pass-declare"));
        window.menuItem("declare-green").click();
        assertThat(table.sent).containsExactly(colours.stream().filter(m -> ((PassArgs.OfColour) m.args()).colour()
                == CardColour.GREEN).findFirst().orElseThrow());
    }

    @Test
    void R70_declare_offersTheColoursWithTheirSymbols_andPicksTheOneClicked() {
        openPrompts(proState("ghost", "barong"));
        List<PassArgs.OfColour> colours = new ArrayList<>();
        for (CardColour c : CardColour.values()) {
            colours.add(new PassArgs.OfColour(c));
        }
        GuiActionRunner.execute(() -> ProPassPrompts.menu(anchor, "declare-menu", colours,
                ProPassChoices::declareWords, a -> "declare-" + a.colour().id(), picked::add));
        assertThat(itemText("declare-blue")).isEqualTo("Declare " + Theme.symbol(Colour.BLUE) + " blue");
        assertThat(itemText("declare-purple")).isEqualTo("Declare \u25CF purple");
        window.menuItem("declare-purple").click();
        assertThat(picked).containsExactly(new PassArgs.OfColour(CardColour.PURPLE));
    }

    @Test
    void R69_mustplay2_twoClicks_highlightOnlyTheLegalSpaces_andPickThePairInTheEnginesOrder() {
        openPrompts(proState("ghost", "minotaur"));
        Space r1 = Space.parse("R1");
        Space b2 = Space.parse("B2");
        Space g3 = Space.parse("G3");
        PassArgs.TwoSpaces pairA = new PassArgs.TwoSpaces(r1, b2);
        PassArgs.TwoSpaces pairB = new PassArgs.TwoSpaces(g3, r1);
        GuiActionRunner.execute(() -> ProPassPrompts.mustPlayTwo(field, "Red passes on mustplay2",
                List.of(pairA, pairB), picked::add));
        assertThat(GuiActionRunner.execute(field::highlighted)).isEqualTo(Set.of(r1, b2, g3));
        assertThat(GuiActionRunner.execute(field::placingPrompt)).contains("first Must Play token");
        click(Space.parse("Y9")); // not named by a legal pass: nothing happens but a sentence
        assertThat(picked).isEmpty();
        assertThat(table.told).contains("click a highlighted space");
        click(r1);
        assertThat(picked).isEmpty();
        assertThat(GuiActionRunner.execute(field::highlighted)).isEqualTo(Set.of(b2, g3));
        click(g3);
        assertThat(picked).containsExactly(pairB);
    }

    @Test
    void R69_mustplay2_withOneSpaceLeft_oneClickPicksThatSpaceAlone() {
        openPrompts(proState("ghost", "minotaur"));
        Space y7 = Space.parse("Y7");
        PassArgs.TwoSpaces one = new PassArgs.TwoSpaces(y7, null);
        GuiActionRunner.execute(() -> ProPassPrompts.mustPlayTwo(field, "Red passes on mustplay2", List.of(one),
                picked::add));
        assertThat(GuiActionRunner.execute(field::highlighted)).containsExactly(y7);
        click(y7);
        assertThat(picked).containsExactly(one);
    }

    @Test
    void R69_theChoicesLogic_onHandMadePasses() {
        Space a = Space.parse("R2");
        Space b = Space.parse("B3");
        Space c = Space.parse("G4");
        List<PassArgs.TwoSpaces> legal = List.of(new PassArgs.TwoSpaces(a, b), new PassArgs.TwoSpaces(c, a));
        assertThat(ProPassChoices.firstSpaces(legal)).containsExactly(a, b, c);
        assertThat(ProPassChoices.secondSpaces(legal, a)).containsExactly(b, c);
        assertThat(ProPassChoices.secondSpaces(legal, b)).containsExactly(a);
        assertThat(ProPassChoices.pair(legal, a, c)).isEqualTo(legal.get(1));
        assertThat(ProPassChoices.pair(legal, b, c)).isNull();
        assertThat(ProPassChoices.single(legal, a)).isNull();
    }
}
