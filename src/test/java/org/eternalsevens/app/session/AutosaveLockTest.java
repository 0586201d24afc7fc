package org.eternalsevens.app.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** P60: one writer per autosave folder, and a kill -9 never leaves the folder locked. */
class AutosaveLockTest {
    @TempDir
    Path home;

    @Test
    void p60_another_process_holds_the_folder_until_it_is_killed_then_it_is_free() throws Exception {
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process other = new ProcessBuilder(java.toString(), "-cp", cp, "-Des.home=" + home,
                LockHolderProbe.class.getName()).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(other.getInputStream(),
                StandardCharsets.UTF_8))) {
            assertThat(out.readLine()).isEqualTo("ready");
            Path folder = home.resolve("autosave");
            assertThat(AutosaveLock.take(folder)).isEqualTo(AutosaveLock.Result.HELD_ELSEWHERE);
            assertThat(AutosaveLock.holds(folder)).isFalse();
            assertThat(Files.readString(folder.resolve("lock")).strip()).isEqualTo(String.valueOf(other.pid()));

            other.destroyForcibly().waitFor(); // SIGKILL: the OS frees the lock
            assertThat(AutosaveLock.take(folder)).isEqualTo(AutosaveLock.Result.TAKEN);
            assertThat(AutosaveLock.take(folder)).as("taking it again is a no-op").isEqualTo(AutosaveLock.Result.TAKEN);
            AutosaveLock.release(folder);
            assertThat(AutosaveLock.holds(folder)).isFalse();
        } finally {
            other.destroyForcibly();
        }
    }

    @Test
    void p60_a_folder_that_cannot_be_made_cannot_be_written() throws Exception {
        Path file = Files.writeString(home.resolve("a-file"), "x");
        assertThat(AutosaveLock.take(file.resolve("autosave"))).isEqualTo(AutosaveLock.Result.CANNOT_WRITE);
    }
}
