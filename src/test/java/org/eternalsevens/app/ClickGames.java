package org.eternalsevens.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordFiles;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.sim.ExpertGames;
import org.eternalsevens.sim.PlayedGame;
import org.eternalsevens.sim.SimulatedGame;
import org.eternalsevens.sim.Simulator;

/**
 * The games {@link ClickBench} plays: the longest of the first 40 simulated Standard 4-player games, and the longest
 * of the first 40 seeded two-round Expert 4-player games ({@link ExpertGames}); and the records they are played on,
 * padded to a length with the table's corrections that confirm the hand sizes ({@code table: fix hand red 11}).
 */
final class ClickGames {
    /** A game to play by clicks: its name, setup and moves. */
    record Game(String name, long seed, Setup setup, List<String> moves) {
    }

    private ClickGames() {
    }

    static Game of(String name) {
        return switch (name) {
            case "casual" -> casual(40);
            case "expert" -> expert(40);
            default -> throw new IllegalArgumentException("no game " + name + " (casual, expert)");
        };
    }

    /** The longest of the simulated Standard 4-player games of seeds 1 to {@code seeds}. */
    static Game casual(int seeds) {
        SimulatedGame best = null;
        for (long s = 1; s <= seeds; s++) {
            SimulatedGame game = Simulator.play(s, Level.STANDARD, 4, null);
            if (best == null || game.moves().size() > best.moves().size()) {
                best = game;
            }
        }
        return new Game("Standard (Casual)", best.seed(), best.setup(), best.moves());
    }

    /** The longest of the Expert 4-player games of seeds 1 to {@code seeds} (two rounds each). */
    static Game expert(int seeds) {
        PlayedGame best = null;
        long seed = 0;
        for (long s = 1; s <= seeds; s++) {
            PlayedGame game = ExpertGames.play(4, s);
            if (best == null || game.moves().size() > best.moves().size()) {
                best = game;
                seed = s;
            }
        }
        return new Game("Expert (Gamer)", seed, best.setup(), best.moves());
    }

    /** Writes a record of {@code pad} corrections and no more to {@code file}. */
    static void writeRecord(Game game, int pad, Path file) throws java.io.IOException {
        GameState start = GameState.initial(game.setup());
        List<Colour> seats = game.setup().seats();
        List<String> corrections = new ArrayList<>();
        for (int i = 0; i < pad; i++) {
            Colour c = seats.get(i % seats.size());
            corrections.add("table: fix hand " + c.id() + " " + start.player(c).hand());
        }
        RecordFiles.save(file, new GameRecord(RecordSetup.of(game.setup()), corrections, null));
    }
}
