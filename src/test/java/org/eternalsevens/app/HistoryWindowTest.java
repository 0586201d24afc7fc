package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.assertj.swing.timing.Timeout;
import org.eternalsevens.app.history.HistoryWindow;
import org.eternalsevens.app.session.GameSession;
import org.eternalsevens.app.session.TableControl;
import org.eternalsevens.history.GameRow;
import org.eternalsevens.history.History;
import org.eternalsevens.history.SimRecords;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.JournalReader;
import org.eternalsevens.rules.GameState;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.eternalsevens.app.HistoryHomes.Played;

/**
 * Issue 27 §2 (P400–P403): File › History… on a real SQLite history in the test's own home, made of finished
 * records from the simulator. It lists the games newest first, filters them by player, level and dates, opens one
 * at a move (the state shown is that move's), continues from it as a new game (the kept record untouched, the game in
 * progress's autosave kept), saves the record elsewhere, and says in plain words why a history cannot be opened.
 */
class HistoryWindowTest extends AppGuiTest {
    private static final List<Played> GAMES = HistoryHomes.GAMES;
    private Map<String, GameRecord> records; // by day

    @AfterEach
    void closeHistory() {
        GuiActionRunner.execute(() -> {
            HistoryWindow w = HistoryWindow.shown();
            if (w != null) {
                w.dispose();
            }
        });
    }

    private void history() throws Exception {
        records = HistoryHomes.fill(home);
    }

    private DialogFixture openHistory() {
        window.menuItem("menu-history").click();
        waitFor("the History window", () -> HistoryWindow.shown() != null && HistoryWindow.shown().isShowing());
        DialogFixture d = new DialogFixture(robot, HistoryWindow.shown());
        d.focus(); // a first click on a window that has not yet taken the focus can be lost under Xvfb
        robot.waitForIdle();
        return d;
    }

    /** The days of the games listed now, after the reads asked so far are answered. */
    private List<String> listedDays() throws Exception {
        HistoryWindow w = GuiActionRunner.execute(HistoryWindow::shown);
        w.awaitReads();
        robot.waitForIdle();
        return GuiActionRunner.execute(() -> {
            List<String> out = new ArrayList<>();
            for (GameRow g : w.listed()) {
                out.add(g.played().toString().substring(0, 10));
            }
            return out;
        });
    }

    private static List<String> days(java.util.function.Predicate<Played> which) {
        List<String> out = new ArrayList<>();
        for (Played p : GAMES) {
            if (which.test(p)) {
                out.add(0, p.day()); // newest first
            }
        }
        return out;
    }

    private String level(Played p) {
        return records.get(p.day()).setup().level();
    }

    @Test
    void P401_theGamesAreListedNewestFirstAndTheFiltersShrinkTheList() throws Exception {
        history();
        openWindow();
        DialogFixture d = openHistory();
        assertThat(listedDays()).containsExactlyElementsOf(days(p -> true));
        assertThat(listedDays()).containsExactly("2026-07-20", "2026-07-10", "2026-07-05", "2026-07-01");

        d.comboBox("filter-player").selectItem("Ann");
        assertThat(listedDays()).containsExactlyElementsOf(days(p -> p.names().contains("Ann"))).hasSize(3);

        d.comboBox("filter-level").selectItem("Expert");
        assertThat(listedDays()).containsExactlyElementsOf(days(p -> p.names().contains("Ann")
                && level(p).equals("expert"))).hasSize(2);

        d.comboBox("filter-player").selectItem("Anyone");
        d.comboBox("filter-level").selectItem("Standard");
        assertThat(listedDays()).containsExactlyElementsOf(days(p -> level(p).equals("standard"))).hasSize(2);

        d.comboBox("filter-level").selectItem("Any level");
        d.textBox("filter-from").enterText("2026-07-04");
        d.textBox("filter-to").enterText("2026-07-10\n"); // the last day is in
        assertThat(listedDays()).containsExactly("2026-07-10", "2026-07-05");

        GuiActionRunner.execute(() -> d.textBox("filter-to").target().setText("2026-07-1x")); // cannot be read
        javax.swing.JLabel refused = robot.finder().findByName(d.target(), "filter-said", javax.swing.JLabel.class,
                false);
        waitFor("the date refused", refused::isShowing);
        assertThat(listedDays()).containsExactly("2026-07-10", "2026-07-05");

        press(d.button("filter-clear"));
        assertThat(listedDays()).hasSize(GAMES.size());
    }

    @Test
    void P402_anOldGameOpensAtAMoveAndContinuesAsANewGameLeavingItsRecordAndTheGameInProgress() throws Exception {
        history();
        openWindow();
        newGame("beginner", List.of("red", "blue"), "red");
        List<String> inProgress = GuiActionRunner.execute(() -> frame.table().legalMoves().subList(0, 1).stream()
                .map(m -> org.eternalsevens.record.Notation.print(m)).toList());
        send(inProgress.get(0));
        DialogFixture d = openHistory();

        d.table("history-games").selectRows(0); // the newest: 2026-07-20
        press(d.button("history-open"));
        GameRecord record = records.get("2026-07-20");
        int all = record.moves().size();
        HistoryWindow w = GuiActionRunner.execute(HistoryWindow::shown);
        TableControl old = GuiActionRunner.execute(w::gameTable);
        waitFor("the old game on screen", () -> old.session() != null && old.session().moveCount() == all);
        assertThat(GuiActionRunner.execute(() -> old.live() && old.shown().finished())).as("its end").isTrue();

        int n = all / 2;
        d.slider("history-slider").slideTo(n);
        waitFor("move " + n + " on screen", () -> old.shownMoves() == n);
        GameState expected = new GameSession(record.setup().toSetup(content()).setup(),
                record.withMoves(record.moves().subList(0, n)), List.of(), null).state();
        GameState shown = GuiActionRunner.execute(old::shown);
        assertThat(shown).as("the state after move " + n).isEqualTo(expected);
        assertThat(GuiActionRunner.execute(old::live)).isFalse();
        assertThat(GuiActionRunner.execute(old::legalMoves)).as("nothing is played here").isEmpty();

        Path kept = History.records(home).resolve(w.listed().get(0).file());
        byte[] keptBefore = Files.readAllBytes(kept);
        press(d.button("history-continue"));
        JOptionPaneFixture ask = d.optionPane(Timeout.timeout(10_000));
        ask.requireMessage(Pattern.compile(".*from move " + n + " as a new game.*", Pattern.DOTALL));
        press(ask.yesButton());
        // the game in progress is in no record: asked as File › Open asks, its autosave kept as .previous
        JOptionPaneFixture leave = window.optionPane(Timeout.timeout(10_000));
        leave.requireMessage(Pattern.compile(".*not saved in a record.*\\.previous.*", Pattern.DOTALL));
        press(leave.yesButton());

        waitFor("the continued game on the table", () -> moveCount() == n);
        assertThat(moves()).containsExactlyElementsOf(record.moves().subList(0, n));
        assertThat(GuiActionRunner.execute(() -> frame.table().live() && !frame.table().session().state().finished()
                && frame.table().session().journal() != null)).as("a live game with its own autosave").isTrue();
        assertThat(Files.readAllBytes(kept)).as("the kept record").isEqualTo(keptBefore);
        GameRecord autosaved = JournalReader.read(home.resolve("autosave").resolve("current.jsonl")).record();
        assertThat(autosaved.moves()).containsExactlyElementsOf(record.moves().subList(0, n));
        GameRecord before = JournalReader.read(home.resolve("autosave").resolve("current.jsonl.previous")).record();
        assertThat(before.moves()).as("the game in progress's autosave").containsExactlyElementsOf(inProgress);
        assertThat(before.setup().level()).isEqualTo("beginner");
    }

    @Test
    void issue27_theStatisticsTabCountsEveryGameAndAGamerGameShowsItsStory() throws Exception {
        history();
        openWindow();
        DialogFixture d = openHistory();
        d.tabbedPane("history-tabs").selectTab("Statistics");
        waitFor("the statistics read", () -> GuiActionRunner.execute(() -> d.target().isShowing()
                && robot.finder().findAll(d.target(), c -> "statistics".equals(c.getName()) && c.isShowing())
                        .size() == 1));
        org.eternalsevens.app.history.StatisticsPanel stats = (org.eternalsevens.app.history.StatisticsPanel) robot
                .finder().findByName(d.target(), "statistics", false);
        assertThat(stats.data().stats().games()).isEqualTo(GAMES.size());
        assertThat(stats.data().stats().players()).extracting(org.eternalsevens.history.Stats.PlayerLine::name)
                .contains("Ann");

        d.tabbedPane("history-tabs").selectTab("Games");
        HistoryWindow w = GuiActionRunner.execute(HistoryWindow::shown);
        listedDays();
        List<GameRow> rows = GuiActionRunner.execute(w::listed);
        int gamer = -1;
        int casual = -1;
        for (int i = 0; i < rows.size(); i++) {
            boolean isGamer = rows.get(i).level().equals("expert") || rows.get(i).level().equals("pro");
            gamer = isGamer && gamer < 0 ? i : gamer;
            casual = !isGamer && casual < 0 ? i : casual;
        }
        assertThat(gamer).as("a Gamer game in the history").isNotNegative();
        assertThat(casual).as("a Casual game in the history").isNotNegative();
        TableControl old = GuiActionRunner.execute(w::gameTable);

        d.table("history-games").selectRows(gamer);
        press(d.button("history-open"));
        javax.swing.JTabbedPane beside = (javax.swing.JTabbedPane) robot.finder().findByName(d.target(),
                "history-beside", false);
        long gamerMoves = rows.get(gamer).moves();
        waitFor("the Gamer game on screen", () -> old.session() != null && old.session().moveCount() == gamerMoves);
        waitFor("its story beside the log", () -> GuiActionRunner.execute(beside::getTabCount) == 2);
        assertThat(robot.finder().findAll(beside, c -> "stats-story-chart".equals(c.getName()))).hasSize(1);

        press(d.button("history-list"));
        d.table("history-games").selectRows(casual);
        press(d.button("history-open"));
        long casualMoves = rows.get(casual).moves();
        waitFor("the Casual game on screen", () -> old.session() != null && old.session().moveCount() == casualMoves);
        waitFor("no story for a Casual game", () -> GuiActionRunner.execute(beside::getTabCount) == 1);
    }

    @Test
    void P530_aGameInRecordsNotYetEnteredIsListedOnceTheWindowHasCaughtUp() throws Exception {
        history();
        // a game kept in records/ that the history could not enter when it ended (P374): entered at the next opening
        String late = "2026-07-25";
        SimRecords.write(History.records(home), "game-20260725-120000-late.json", SimRecords.game(8),
                Instant.parse(late + "T12:00:00Z"));
        java.util.concurrent.CountDownLatch held = new java.util.concurrent.CountDownLatch(1);
        HistoryWindow.catchUpHeld = held;
        try {
            openWindow();
            DialogFixture d = openHistory();
            HistoryWindow w = GuiActionRunner.execute(HistoryWindow::shown);
            robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> w.listed().size())).as("the list, before catching up")
                    .isEqualTo(GAMES.size());
            held.countDown();
            waitFor("the late game listed", () -> GuiActionRunner.execute(() -> w.listed().size()) == GAMES.size() + 1);
            assertThat(listedDays()).first().isEqualTo(late);
            String name = GuiActionRunner.execute(() -> w.listed().get(0).seats().get(0).name());
            d.comboBox("filter-player").selectItem(name); // the players' names read again too
            assertThat(listedDays()).first().isEqualTo(late);
        } finally {
            held.countDown();
            HistoryWindow.catchUpHeld = null;
        }
    }

    @Test
    void P530_aGameEnteredWhileTheWindowIsOpenAppearsWhenItIsOpenedAgain() throws Exception {
        history();
        openWindow();
        openHistory();
        assertThat(listedDays()).hasSize(GAMES.size());
        // a game ends in the game window meanwhile: kept and entered on its own thread and connection (P370)
        assertThat(History.finished(home, SimRecords.game(9), Instant.parse("2026-07-30T12:00:00Z"))).isNull();
        window.menuItem("menu-history").click(); // File › History… again: the window to the front, read again
        waitFor("the new game listed", () -> GuiActionRunner.execute(() -> HistoryWindow.shown().listed().size())
                == GAMES.size() + 1);
    }

    @Test
    void P403_theRecordIsSavedElsewhereAsACopy() throws Exception {
        history();
        openWindow();
        DialogFixture d = openHistory();
        d.table("history-games").selectRows(1);
        d.table("history-games").pressAndReleaseKeys(java.awt.event.KeyEvent.VK_ENTER); // Enter looks at it too
        HistoryWindow w = GuiActionRunner.execute(HistoryWindow::shown);
        TableControl old = GuiActionRunner.execute(w::gameTable);
        waitFor("the old game on screen", () -> old.session() != null);
        Path kept = History.records(home).resolve(GuiActionRunner.execute(() -> w.listed().get(1).file()));
        Path to = Files.createDirectories(home.resolve("elsewhere")).resolve("our-game.json");

        press(d.button("history-save"));
        JFileChooserFixture chooser = d.fileChooser(Timeout.timeout(10_000));
        chooser.setCurrentDirectory(to.getParent().toFile());
        chooser.fileNameTextBox().deleteText().enterText(to.toString());
        press(chooser.approveButton());
        waitFor("the copy", () -> Files.exists(to));
        assertThat(Files.readAllBytes(to)).isEqualTo(Files.readAllBytes(kept));
        waitFor("said", () -> d.label("history-said").target().getText().contains("saved"));
    }

    @Test
    void P400_aHistoryThatCannotBeOpenedSaysWhyInPlainWords() throws Exception {
        Files.createDirectories(home.resolve("history.db")); // a folder where the database should be
        openWindow();
        window.menuItem("menu-history").click();
        JOptionPaneFixture said = window.optionPane(Timeout.timeout(30_000));
        String text = GuiActionRunner.execute(() -> String.valueOf(said.target().getMessage()));
        assertThat(text).contains("history").contains("cannot be opened").doesNotContain("Exception")
                .doesNotContain("\tat ");
        press(said.okButton());
        assertThat(GuiActionRunner.execute(HistoryWindow::shown)).isNull();
    }

    @Test
    void P400_aDamagedHistoryIsRebuiltAndTheTableToldOnce() throws Exception {
        history();
        Files.writeString(home.resolve("history.db"), "this is no database, and it is long enough to be read as one"
                .repeat(40));
        openWindow();
        window.menuItem("menu-history").click();
        JOptionPaneFixture said = window.optionPane(Timeout.timeout(30_000));
        said.requireMessage(Pattern.compile(".*damaged.*moved aside.*rebuilt.*4 games.*", Pattern.DOTALL));
        press(said.okButton());
        assertThat(listedDays()).hasSize(GAMES.size());
        GuiActionRunner.execute(() -> HistoryWindow.shown().dispose());

        openHistory(); // opened again: whole now, nothing to tell
        assertThat(listedDays()).hasSize(GAMES.size());
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(() -> java.util.Arrays.stream(java.awt.Window.getWindows())
                .filter(java.awt.Window::isShowing).filter(x -> x instanceof javax.swing.JDialog j
                        && j.getContentPane().getComponentCount() > 0
                        && j.getContentPane().getComponent(0) instanceof javax.swing.JOptionPane).count()))
                .as("no second notice").isZero();
    }
}
