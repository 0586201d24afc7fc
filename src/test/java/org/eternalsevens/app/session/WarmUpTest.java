package org.eternalsevens.app.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.swing.SwingUtilities;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.rules.setup.GameContent;

/** The warm-up's own work, without a window (P365, P367): its games, its slices, its failures. No timing. */
class WarmUpTest {
    @TempDir
    Path home;
    private String oldHome;

    @BeforeEach
    void appHome() {
        oldHome = System.getProperty("es.home");
        System.setProperty("es.home", home.toString());
    }

    @AfterEach
    void restore() {
        if (oldHome == null) {
            System.clearProperty("es.home");
        } else {
            System.setProperty("es.home", oldHome);
        }
    }

    @Test
    void P365_theWarmUpPlaysThroughRoundOneAndHandsTheGameToEachSliceOnTheEventThread() throws Exception {
        GameContent content = ContentLoader.defaults();
        List<String> ran = new ArrayList<>();
        GameSession[] handed = new GameSession[1];
        WarmUp.Report r = WarmUp.start(content, game -> {
            handed[0] = game;
            return List.of(() -> ran.add("one " + SwingUtilities.isEventDispatchThread()),
                    () -> ran.add("two " + SwingUtilities.isEventDispatchThread()));
        }).get();
        assertThat(r.failures()).isEmpty();
        assertThat(r.steps()).contains("Expert game", "Pro game", "the window's pieces", "slice 1", "slice 2");
        assertThat(ran).containsExactly("one true", "two true");
        assertThat(r.sliceMs()).hasSize(2);
        GameSession g = handed[0];
        int n = g.moveCount();
        assertThat(g.state().gamer()).as("an Expert game").isNotNull();
        assertThat(g.stateAt(n - 1).round()).as("its last move ends round 1").isLessThan(g.state().round());
        assertThat(g.journal()).as("undone and redone on a journal of its own").isNotNull();
        assertThat(g.canRedo()).as("the undos were redone").isFalse();
        assertThat(home.resolve("errors.log")).doesNotExist();
    }

    @Test
    void P367_aFailingStepIsWrittenToErrorsLogAndTheWarmUpGoesOn() throws Exception {
        List<String> ran = new ArrayList<>();
        WarmUp.Report r = WarmUp.start(ContentLoader.defaults(), game -> List.of(() -> {
            throw new IllegalStateException("a slice that breaks");
        }, () -> ran.add("after"))).get();
        assertThat(r.failures()).singleElement().asString().contains("slice 1", "a slice that breaks");
        assertThat(ran).as("the next slice still ran").containsExactly("after");
        String log = Files.readString(home.resolve("errors.log"));
        assertThat(log).contains("the warm-up's step \"slice 1\" failed", "a slice that breaks");
    }

    @Test
    void P367_piecesThatCannotBeMadeAreLoggedAndTheGamesStillWarm() throws Exception {
        WarmUp.Report r = WarmUp.start(ContentLoader.defaults(), game -> {
            throw new IllegalArgumentException("no pieces");
        }).get();
        assertThat(r.steps()).contains("Expert game", "Pro game", "the window's pieces");
        assertThat(r.failures()).singleElement().asString().contains("the window's pieces", "no pieces");
        assertThat(Files.readString(home.resolve("errors.log"))).contains("no pieces");
    }
}
