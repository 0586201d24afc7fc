package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.util.List;

import org.assertj.swing.core.KeyPressInfo;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.basics.Space;
import org.junit.jupiter.api.Test;

/** Clicks on the field: a legal one plays, an illegal one says why and changes nothing; undo and redo keys. */
class FieldClicksTest extends AppGuiTest {
    /** AssertJ Swing reads the old modifier masks. */
    @SuppressWarnings("deprecation")
    private static final int CTRL = java.awt.event.InputEvent.CTRL_MASK;
    @SuppressWarnings("deprecation")
    private static final int SHIFT = java.awt.event.InputEvent.SHIFT_MASK;

    @Test
    void ruling_R2_illegalClickShowsTheEnginesReasonAndChangesNothing() throws Exception {
        openWindow();
        newGame("beginner", List.of("red", "blue", "green", "yellow"), "red");
        GameState before = state();
        int journalBefore = journalLines(home).size();

        click("R1"); // R2: the first card of a row is a 4, 5, 6 or 7

        assertThat(message()).isEqualTo("The red row is empty: its first card must be a 4, 5, 6 or 7.");
        assertThat(state()).isEqualTo(before);
        assertThat(moveCount()).isZero();
        assertThat(journalLines(home)).hasSize(journalBefore);
    }

    /** P270: with no one to move the field asks the rules why, naming no player. */
    @Test
    void aClickAfterTheGameIsOverSaysSoAndChangesNothing() throws Exception {
        openWindow();
        openRecord(writeRecord("over.json", "beginner", List.of("red", "blue"), "red: play R5", "blue: play B5",
                "table: fix hand red 2", "table: fix hand blue 2", "red: play R6", "blue: pass eternal",
                "blue: reveal kraken", "red: play R4"));
        GameState before = state();
        assertThat(before.finished()).isTrue();

        click("G5");

        assertThat(message()).isEqualTo("The game is over: no more moves.");
        assertThat(state()).isEqualTo(before);
    }

    @Test
    void highlightsAreTheEnginesLegalSpacesAndAClickPlaysOne() {
        openWindow();
        newGame("beginner", List.of("red", "blue", "green", "yellow"), "red");
        assertThat(org.assertj.swing.edt.GuiActionRunner.execute(() -> frame.field().highlighted()))
                .containsExactlyInAnyOrderElementsOf(org.eternalsevens.rules.LegalMoves.spaces(state()).play());

        click("R5");

        assertThat(moves()).containsExactly("red: play R5");
        assertThat(state().field().hasCard(Space.parse("R5"))).isTrue();
        assertThat(state().toMove()).hasToString("BLUE");
        window.label("to-move-blue").requireText("\u25B6 to move");
        assertThat(message()).isEmpty();
    }

    /** P227: under Cyclops the highlights are the list's plays (a card only on Must Play spaces). */
    @Test
    void R25_cyclops_rareCardsMustBePlayedFirst_highlightsAreTheListsPlays() throws Exception {
        openWindow();
        List<String> moves = new java.util.ArrayList<>(List.of(org.eternalsevens.record.OneLegalListTest.TO_CYCLOPS));
        moves.add("table: fix rares yellow 1");
        openRecord(writeRecord("cyclops.json", "expert", List.of("red", "blue", "green", "yellow"),
                moves.toArray(String[]::new)));
        GameState s = state();
        java.util.Set<String> play = new java.util.HashSet<>();
        org.eternalsevens.rules.LegalMoves.plays(s).stream().filter(m -> m instanceof org.eternalsevens.rules.Move.Play)
                .forEach(m -> play.add(((org.eternalsevens.rules.Move.Play) m).space().toString()));

        assertThat(play).containsExactlyInAnyOrder("G6", "Y5");
        assertThat(org.assertj.swing.edt.GuiActionRunner.execute(() -> frame.field().highlighted()))
                .extracting(Space::toString).containsExactlyInAnyOrderElementsOf(play);
        click("B6"); // legal on the field, but Cyclops wants the rare card first
        assertThat(message()).contains("the turn's first card must be a rare card");
        assertThat(state()).isEqualTo(s);
    }

    @Test
    void undoAndRedoWithTheKeys() throws Exception {
        openWindow();
        newGame("beginner", List.of("red", "blue", "green", "yellow"), "red");
        click("R5");
        click("B6");
        GameState afterTwo = state();

        window.pressAndReleaseKey(KeyPressInfo.keyCode(KeyEvent.VK_Z).modifiers(CTRL));
        assertThat(moves()).containsExactly("red: play R5");
        window.pressAndReleaseKey(KeyPressInfo.keyCode(KeyEvent.VK_Z).modifiers(CTRL));
        assertThat(moves()).isEmpty();
        assertThat(state().field().cardCount()).isZero();

        window.pressAndReleaseKey(KeyPressInfo.keyCode(KeyEvent.VK_Z)
                .modifiers(CTRL, SHIFT));
        assertThat(moves()).containsExactly("red: play R5");
        window.pressAndReleaseKey(KeyPressInfo.keyCode(KeyEvent.VK_Y).modifiers(CTRL));
        assertThat(state()).isEqualTo(afterTwo);
        assertThat(journalLines(home)).extracting(l -> l.replaceAll(".*\"t\"\\s*:\\s*\"(\\w+)\".*", "$1"))
                .containsExactly("start", "move", "move", "undo", "undo", "redo", "redo");
    }

    @Test
    void aTypedMoveIsPlayedAndARefusedOneKeepsItsTextWithTheReason() {
        openWindow();
        newGame("beginner", List.of("red", "blue", "green", "yellow"), "red");

        window.textBox("command").enterText("red: play R6\n");
        assertThat(moves()).containsExactly("red: play R6");
        window.textBox("command").requireText("");

        window.textBox("command").enterText("red: play R7\n");
        window.textBox("command").requireText("red: play R7");
        window.label("command-error").requireText("<html>It is Blue's turn, not Red's.</html>");
        assertThat(moves()).containsExactly("red: play R6");
    }
}
