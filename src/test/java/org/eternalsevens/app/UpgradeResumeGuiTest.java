package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.assertj.swing.edt.GuiActionRunner;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.record.Summary;
import org.junit.jupiter.api.Test;

/**
 * P257 in the window: the autosave 0.1.0 wrote (UpgradeKeepsEverythingTest's fixture) is resumed by the app as it
 * starts, at the very position 0.1.0's replay reached, and its two undone moves are there to redo.
 */
class UpgradeResumeGuiTest extends AppGuiTest {
    @Test
    void P257_the_app_resumes_a_game_autosaved_by_0_1_0_exactly_with_redo() throws Exception {
        Path old = UpgradeKeepsEverythingTest.FIXTURES;
        Files.createDirectories(home.resolve("autosave"));
        Files.copy(old.resolve("home/autosave/current.jsonl"), home.resolve("autosave/current.jsonl"));
        List<String> moves = Files.readAllLines(old.resolve("expected/autosave.moves.txt"), StandardCharsets.UTF_8);
        List<String> redo = Files.readAllLines(old.resolve("expected/autosave.redo.txt"), StandardCharsets.UTF_8);

        openWindow();
        GuiActionRunner.execute(() -> App.firstGame(frame, content(), Settings.load(), true));

        assertThat(moves()).isEqualTo(moves);
        assertThat(GuiActionRunner.execute(() -> Summary.toJson(state(), null)))
                .isEqualTo(Files.readString(old.resolve("expected/autosave.summary.json"), StandardCharsets.UTF_8));
        assertThat(GuiActionRunner.execute(() -> frame.table().session().redoMove())).isEqualTo(redo.get(0));
    }
}
