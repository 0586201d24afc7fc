package org.eternalsevens.app.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.history.History;
import org.eternalsevens.history.GameRow;
import org.eternalsevens.history.SimRecords;
import org.eternalsevens.record.GameRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The table keeps a game that ends in records/ and the history, off its own thread (issue 27, P374). */
class FinishedGamesTest {
    @TempDir
    Path home;
    String oldHome;
    final List<String> notes = new ArrayList<>();

    @BeforeEach
    void useHome() {
        oldHome = System.getProperty("es.home");
        System.setProperty("es.home", home.toString());
    }

    @AfterEach
    void restore() {
        FinishedGames.awaitIdle();
        if (oldHome == null) {
            System.clearProperty("es.home");
        } else {
            System.setProperty("es.home", oldHome);
        }
    }

    TableControl table(boolean keeping) {
        TableControl t = new TableControl(TableControl.Events.saying(notes::add));
        if (keeping) {
            t.keepFinishedGames();
        }
        return t;
    }

    /** The game one move from its end, that move to redo. */
    static GameSession oneMoveLeft(GameRecord whole) {
        List<String> moves = whole.moves();
        return new GameSession(whole.setup().toSetup(ContentLoader.defaults()).setup(),
                whole.withMoves(moves.subList(0, moves.size() - 1)), List.of(moves.get(moves.size() - 1)), null);
    }

    @Test
    void P374_aGameThatEndsOnTheTableIsKeptInRecordsAndEnteredInTheHistory() throws Exception {
        GameRecord whole = SimRecords.game(7);
        TableControl t = table(true);
        t.setSession(oneMoveLeft(whole));
        t.redo();
        assertThat(t.session().state().finished()).isTrue();
        FinishedGames.awaitIdle();
        assertThat(History.records(home)).isDirectoryContaining("glob:**/game-*.json");
        try (History h = History.open(home).history()) {
            assertThat(h.games(GameRow.Filter.ALL)).singleElement()
                    .satisfies(r -> assertThat(r.moves()).isEqualTo(whole.moves().size()));
        }
        javax.swing.SwingUtilities.invokeAndWait(() -> { });
        assertThat(notes).allSatisfy(n -> assertThat(n).isBlank()); // all went well: nothing to tell
    }

    @Test
    void P374_aHistoryThatCannotBeWrittenNeverStopsTheGameAndIsToldInASentence() throws Exception {
        Files.createDirectories(History.file(home)); // history.db cannot be made
        TableControl t = table(true);
        t.setSession(oneMoveLeft(SimRecords.game(8)));
        t.redo();
        assertThat(t.session().state().finished()).isTrue(); // the move was made
        FinishedGames.awaitIdle();
        javax.swing.SwingUtilities.invokeAndWait(() -> { }); // the sentence comes on the window's thread
        assertThat(notes).anySatisfy(n -> assertThat(n).contains("could not enter the game now"));
        assertThat(History.records(home)).isDirectoryContaining("glob:**/game-*.json"); // kept all the same
    }

    @Test
    void P374_aTableThatDoesNotKeepGamesWritesNothing() throws Exception {
        TableControl t = table(false);
        t.setSession(oneMoveLeft(SimRecords.game(9)));
        t.redo();
        FinishedGames.awaitIdle();
        assertThat(Files.exists(History.records(home))).isFalse();
        assertThat(Files.exists(History.file(home))).isFalse();
    }
}
