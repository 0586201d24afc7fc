package org.eternalsevens.app.dialogs;

import java.nio.file.Path;
import java.util.Optional;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.eternalsevens.app.GuiTestBase;
import org.eternalsevens.app.session.NewGame;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.rules.setup.GameContent;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;

/** The new-game dialog on screen, with fresh settings in a home of its own: shared by the dialog's tests (P472). */
abstract class NewGameDialogTestBase extends GuiTestBase {
    protected final GameContent content = ContentLoader.defaults();
    @TempDir
    Path home;
    protected DialogFixture window;
    protected NewGameDialog dialog;

    @AfterEach
    void close() {
        if (window != null) {
            window.cleanUp();
        }
    }

    /** Opens the dialog, filled with {@code sameAs}'s players when it is not null. */
    protected void open(Settings prefs, NewGame sameAs) {
        dialog = GuiActionRunner.execute(() -> new NewGameDialog(null, content, prefs, sameAs));
        window = new DialogFixture(robot, dialog);
        window.show();
        window.focus(); // a first click on a window that has not yet taken the focus can be lost under Xvfb
    }

    /** The settings of a first start. */
    protected Settings fresh() {
        return Settings.load(home.resolve("settings.properties"));
    }

    /** The game the dialog gave, if any. */
    protected Optional<NewGame> chosen() {
        return GuiActionRunner.execute(() -> Optional.ofNullable(dialog.chosen()));
    }

    /** Selects a tab on the event thread: a mouse click on a just-opened dialog is sometimes lost under Xvfb. */
    protected void selectTab(int index) {
        javax.swing.JTabbedPane tabs = window.tabbedPane("tabs").target();
        GuiActionRunner.execute(() -> tabs.setSelectedIndex(index));
        window.robot().waitForIdle();
    }
}
