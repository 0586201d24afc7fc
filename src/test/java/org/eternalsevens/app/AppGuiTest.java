package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Point;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.session.GameSession;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordFiles;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.rules.setup.GameContent;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.basics.Space;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/** The game window under AssertJ Swing, with its own throwaway app home (autosave, records). */
abstract class AppGuiTest extends GuiTestBase {
    @TempDir
    Path home;
    protected FrameFixture window;
    protected MainFrame frame;

    static GameContent content() {
        return ContentLoader.defaults();
    }

    private String oldHome;

    @BeforeEach
    void appHome() {
        oldHome = System.getProperty("es.home");
        System.setProperty("es.home", home.toString());
        System.setProperty("es.noExitOnQuit", "true");
        // the app's own look (FlatLaf light, 100%), as App.launch sets it up
        GuiActionRunner.execute(() -> Theme.setup(Settings.defaults(home.resolve("settings.properties"))));
    }

    @AfterEach
    void restoreProperties() {
        org.eternalsevens.app.session.FinishedGames.awaitIdle(); // a finished game is kept before the home goes
        if (oldHome == null) {
            System.clearProperty("es.home");
        } else {
            System.setProperty("es.home", oldHome);
        }
        System.clearProperty("es.noExitOnQuit");
    }

    @AfterEach
    void closeWindow() {
        if (window != null) {
            window.cleanUp();
        }
        GuiActionRunner.execute(() -> {
            if (frame != null && frame.table().session() != null && frame.table().session().journal() != null) {
                frame.table().session().journal().close();
            }
            return null;
        });
    }

    /** A fresh game window showing; the game is put on it by the test. */
    protected MainFrame openWindow() {
        frame = GuiActionRunner.execute(() -> new MainFrame(content(), Settings.load()));
        window = new FrameFixture(robot, frame);
        window.show(new Dimension(1400, 900));
        window.focus(); // a first click on a window that has not yet taken the focus can be lost under Xvfb
        return frame;
    }

    /** Starts a game from a setup, with a fresh autosave, as File › New game does. */
    protected void newGame(String level, List<String> seats, String start) {
        GuiActionRunner.execute(() -> {
            RecordSetup rs = new RecordSetup(level, seats, start, null, null, null, null);
            frame.files().startNew(rs.toSetup(content()).setup(), rs);
        });
    }

    protected Path writeRecord(String name, String level, List<String> seats, String... moves) throws IOException {
        Path file = home.resolve(name);
        RecordFiles.save(file, new GameRecord(new RecordSetup(level, seats, seats.get(0), null, null, null, null),
                Arrays.asList(moves), null));
        return file;
    }

    /** Opens a record with File › Open's code, past the file chooser (no dialog when the record is fine). */
    protected void openRecord(Path file) {
        org.assertj.core.api.Assertions.assertThat(GuiActionRunner.execute(() -> frame.files().open(file))).isTrue();
    }

    /** File › Open through the file chooser; waits until the record is on the table. */
    protected void openThroughMenu(Path file) {
        GameSession before = GuiActionRunner.execute(() -> frame.table().session());
        chooseInOpenDialog(file);
        Pause.pause(new Condition("the record " + file.getFileName() + " to be open") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> frame.table().session() != before);
            }
        });
    }

    /** File › Open through the file chooser, without waiting (for files that are refused with a dialog). */
    protected void chooseInOpenDialog(Path file) {
        window.menuItem("menu-open").click();
        if (GuiActionRunner.execute(() -> frame.files().unsaved())) {
            press(window.optionPane().requireMessage(java.util.regex.Pattern.compile(".*not saved.*",
                    java.util.regex.Pattern.DOTALL)).yesButton());
        }
        JFileChooserFixture chooser = window.fileChooser();
        chooser.focus();
        chooser.selectFile(file.toFile());
        press(chooser.approveButton());
    }

    protected void click(Space s) {
        robot.waitForIdle(); // the window laid out as a player sees it before the click is aimed
        Point p = GuiActionRunner.execute(() -> frame.field().centreOf(s));
        robot.click(frame.field(), p);
    }

    protected void click(String space) {
        click(Space.parse(space));
    }

    /** Types a move as the table would and waits until the window has it. */
    protected void send(String move) {
        int before = moveCount();
        String refusal = GuiActionRunner.execute(() -> frame.table().sendTyped(move));
        assertThat(refusal).as(move).isNull();
        waitFor(move, () -> moveCount() == before + 1);
        robot.waitForIdle();
    }

    protected GameState state() {
        return GuiActionRunner.execute(() -> frame.table().session().state());
    }

    protected int moveCount() {
        return GuiActionRunner.execute(() -> frame.table().session().moveCount());
    }

    protected List<String> moves() {
        return GuiActionRunner.execute(() -> frame.table().session().moves());
    }

    protected String message() {
        return GuiActionRunner.execute(() -> frame.messageText());
    }

    protected static List<String> journalLines(Path home) throws IOException {
        return Files.readAllLines(home.resolve("autosave").resolve("current.jsonl"));
    }

    /** Waits (up to AssertJ Swing's timeout) until the condition holds: a click may act a moment later. */
    /** The window's component of this name (on the event thread); a test fails if there is none. */
    protected java.awt.Component named(String name) {
        java.util.concurrent.Callable<java.awt.Component> look = () -> {
            for (java.awt.Component c : WindowScreens.all(frame.getRootPane())) {
                if (name.equals(c.getName())) {
                    return c;
                }
            }
            throw new AssertionError("no component " + name);
        };
        if (javax.swing.SwingUtilities.isEventDispatchThread()) {
            try {
                return look.call();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
        return GuiActionRunner.execute(look);
    }

    protected static void waitFor(String what, java.util.function.BooleanSupplier condition) {
        Pause.pause(new Condition(what) {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(condition::getAsBoolean);
            }
        });
    }
}
