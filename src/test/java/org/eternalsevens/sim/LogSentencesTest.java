package org.eternalsevens.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.eternalsevens.record.Replayer;
import org.eternalsevens.rules.Event;
import org.eternalsevens.rules.TableEvent;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.words.EventWords;
import org.eternalsevens.words.Words;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 25 §4, P359: the log's sentences are never run together. A log entry is its move's sentences joined by
 * spaces (LogPanel), so every sentence of every event ends with a full stop (a table's note is the table's own text
 * and is left as written). Seeded games of every level, with names at the table; the seeds are printed.
 */
class LogSentencesTest {
    private static final int GAMES = Integer.getInteger("es.log.games", 24);

    static Stream<Arguments> levels() {
        return Stream.of(Arguments.of("beginner", 11L), Arguments.of("standard", 12L), Arguments.of("expert", 13L),
                Arguments.of("pro", 14L));
    }

    @ParameterizedTest(name = "{0}, seeds from {1}")
    @MethodSource("levels")
    void P359_every_log_sentence_ends_with_a_full_stop(String level, long firstSeed) {
        System.out.println("LogSentencesTest " + level + ": seeds " + firstSeed + ".." + (firstSeed + GAMES - 1));
        int sentences = 0;
        for (long seed = firstSeed; seed < firstSeed + GAMES; seed++) {
            int players = 2 + (int) (seed % 3);
            Setup setup;
            List<String> moves;
            if (level.equals("expert") || level.equals("pro")) {
                PlayedGame g = GamerRuns.play(level, players, seed);
                setup = g.setup();
                moves = g.moves();
            } else {
                SimulatedGame g = Simulator.play(seed, Level.parse(level), players, null);
                setup = g.setup();
                moves = g.moves();
            }
            EventWords words = new EventWords(Words.english(c -> "Player " + c.letter()));
            Replayer.Result r = Replayer.replay(setup, moves);
            List<String> runTogether = new ArrayList<>();
            for (List<Event> move : r.events()) {
                for (Event e : move) {
                    String s = words.sentence(e);
                    sentences++;
                    if (!(e instanceof TableEvent.Noted) && !s.endsWith(".")) {
                        runTogether.add(s);
                    }
                }
            }
            assertThat(runTogether).as("seed %d, %s, %d players: sentences without a full stop", seed, level,
                    players).isEmpty();
            assertThat(r.state().finished()).as("seed %d plays to the end", seed).isTrue();
        }
        assertThat(sentences).isGreaterThan(GAMES * 10);
    }
}
