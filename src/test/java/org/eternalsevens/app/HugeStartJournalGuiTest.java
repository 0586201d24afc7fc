package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import javax.swing.SwingUtilities;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.eternalsevens.app.session.AppPaths;
import org.eternalsevens.record.HugeFiles;
import org.eternalsevens.record.JournalReader;
import org.junit.jupiter.api.Test;

/**
 * P263: the autosave File › Open starts for a 15 MB record holds the whole game in its first line; after a kill it
 * resumes in the app's own heap. Run in a fork of its own with -Xmx160m (pom.xml), as HugeFilesGuiTest.
 */
class HugeStartJournalGuiTest extends AppGuiTest {
    @Test
    void p263_the_autosave_of_an_opened_15_MB_record_resumes_after_a_kill() throws Exception {
        HugeFiles.manyNotesStartJournal(AppPaths.autosave()); // as File › Open starts it: the whole game in one line
        openWindow();
        SwingUtilities.invokeLater(() -> App.firstGameInBackground(frame, content(), true));
        Pause.pause(new Condition("the game resumed") { // the long limit guards against a hang, it measures nothing
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> frame.table().session() != null
                        && frame.table().session().moveCount() == HugeFiles.MANY_NOTES);
            }
        }, Timeout.timeout(300_000));
        send("#"); // the autosave goes on
        assertThat(JournalReader.read(AppPaths.autosave()).record().moves()).hasSize(HugeFiles.MANY_NOTES + 1)
                .endsWith("#");
    }
}
