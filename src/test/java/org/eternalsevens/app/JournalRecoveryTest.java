package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import javax.swing.SwingUtilities;

import org.assertj.swing.core.KeyPressInfo;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.junit.jupiter.api.Test;

import org.eternalsevens.app.session.Settings;

/** After the app is killed mid-game, the next start lands exactly where the game was, redo moves included. */
class JournalRecoveryTest extends AppGuiTest {
    @Test
    void aKilledAppIsResumedExactlyWhereItWas() throws Exception {
        Process app = startKilledApp();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(app.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = out.readLine()) != null && !line.equals("ready")) {
                System.out.println("probe: " + line);
            }
            assertThat(line).as("the probe app reached its moves").isEqualTo("ready");
        }
        app.destroyForcibly().waitFor();

        openWindow();
        GuiActionRunner.execute(() -> App.firstGame(frame, content(), Settings.load(), true));

        assertThat(moves()).containsExactly("red: play R5", "blue: play B6");
        window.pressAndReleaseKey(KeyPressInfo.keyCode(KeyEvent.VK_Y).modifiers(ctrl()));
        assertThat(moves()).containsExactly("red: play R5", "blue: play B6", "green: play G4");
        click("Y7"); // and the game goes on, journalled after the resumed entries
        assertThat(journalLines(home).get(journalLines(home).size() - 1)).contains("yellow: play Y7");
    }

    @Test
    void anUnreadableAutosaveIsKeptAndTheplayersAreTold() throws Exception {
        Path journal = home.resolve("autosave").resolve("current.jsonl");
        Files.createDirectories(journal.getParent());
        Files.writeString(journal, "this is not a journal\n");
        openWindow();

        SwingUtilities.invokeLater(() -> App.firstGame(frame, content(), Settings.load(), true));
        JOptionPaneFixture message = window.optionPane();
        message.requireWarningMessage().requireMessage(Pattern.compile(".*cannot be resumed.*A copy is kept in.*",
                Pattern.DOTALL));
        press(message.okButton());
        Pause.pause(new Condition("a new game") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> frame.table().session() != null);
            }
        });

        List<Path> copies = new ArrayList<>();
        try (Stream<Path> files = Files.list(journal.getParent())) {
            files.filter(p -> p.getFileName().toString().startsWith("current.jsonl.unreadable-")).forEach(copies::add);
        }
        assertThat(copies).hasSize(1);
        assertThat(Files.readString(copies.get(0))).isEqualTo("this is not a journal\n");
    }

    @SuppressWarnings("deprecation")
    private static int ctrl() {
        return java.awt.event.InputEvent.CTRL_MASK; // AssertJ Swing reads the old masks
    }

    private Process startKilledApp() throws Exception {
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        ProcessBuilder pb = new ProcessBuilder(java.toString(), "-cp", cp, "-Des.home=" + home,
                KilledAppProbe.class.getName());
        pb.redirectError(ProcessBuilder.Redirect.INHERIT);
        return pb.start();
    }
}
