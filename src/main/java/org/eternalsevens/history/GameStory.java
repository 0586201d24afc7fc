package org.eternalsevens.history;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordException;
import org.eternalsevens.record.RecordJson;
import org.eternalsevens.record.Replayer;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.GamerEvent;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.setup.SetupCheck;

/**
 * One game's story for its chart (issue 27 §3, P412): each player's hearts and stars after every move, read by
 * replaying the record through the engine (the record is the truth, P370). A Gamer game has two rounds: round 1 ends
 * with the move whose events hold {@code RoundOneOver} (R47), the state after it being round 1's last, as the
 * history's facts take it; round 2 starts from that same point, so each player's line runs on unbroken. A Casual game
 * is one round. Hearts and stars are {@link GameState#hearts}/{@link GameState#stars} (the track's in Gamer mode).
 */
public record GameStory(List<Player> players, int moves) {
    public GameStory {
        players = List.copyOf(players);
    }

    /** A player in seat order: colour, name as the table gave it, and their rounds. */
    public record Player(Colour colour, String name, List<Round> rounds) {
        public Player {
            rounds = List.copyOf(rounds);
        }
    }

    /** A round of one player: the points from the round's start (move 0: the game's start) to its last move. */
    public record Round(int round, List<Point> points) {
        public Round {
            points = List.copyOf(points);
        }

        public Point last() {
            return points.get(points.size() - 1);
        }
    }

    /** After {@code move} moves of the record (0: before the first): the player's hearts and stars. */
    public record Point(int move, int hearts, int stars) {
    }

    /** The move that ended round 1 (its number, counted from 1), or 0 in a game of one round. */
    public int roundOneEnd() {
        for (Player p : players) {
            if (p.rounds().size() > 1) {
                return p.rounds().get(0).last().move();
            }
        }
        return 0;
    }

    /** Reads a record file (one the history keeps in records/) and tells its story. */
    public static GameStory read(Path recordFile) throws HistoryException {
        GameRecord record;
        try {
            record = RecordJson.read(Files.readString(recordFile, StandardCharsets.UTF_8));
        } catch (IOException | RecordException e) {
            throw new HistoryException(HistoryWords.of("cannot_read", Importer.why(e)), e);
        }
        return of(record);
    }

    /** The story of a record, as far as its moves are legal (a refused move ends it). */
    public static GameStory of(GameRecord record) throws HistoryException {
        SetupCheck.Result checked = record.setup().toSetup(ContentLoader.defaults());
        if (!checked.ok()) {
            throw new HistoryException(HistoryWords.of("skip.setup", String.join(" ", org.eternalsevens.words.ReasonWords.problems(checked.problems()))), null);
        }
        Setup setup = checked.setup();
        List<Colour> seats = setup.seats();
        List<List<Round>> rounds = new ArrayList<>();
        List<List<Point>> open = new ArrayList<>();
        GameState start = GameState.initial(setup);
        for (Colour c : seats) {
            rounds.add(new ArrayList<>());
            open.add(new ArrayList<>(List.of(new Point(0, start.hearts(c), start.stars(c)))));
        }
        int[] round = {1};
        Replayer.Result r = Replayer.replay(setup, record.moves(), (i, after, events) -> {
            boolean over = events.stream().anyMatch(e -> e instanceof GamerEvent.RoundOneOver);
            for (int s = 0; s < seats.size(); s++) {
                Point p = new Point(i + 1, after.hearts(seats.get(s)), after.stars(seats.get(s)));
                open.get(s).add(p);
                if (over) {
                    rounds.get(s).add(new Round(round[0], open.get(s)));
                    open.set(s, new ArrayList<>(List.of(p)));
                }
            }
            if (over) {
                round[0]++;
            }
        });
        List<Player> players = new ArrayList<>();
        for (int s = 0; s < seats.size(); s++) {
            rounds.get(s).add(new Round(round[0], open.get(s)));
            players.add(new Player(seats.get(s), setup.nameOf(seats.get(s)), rounds.get(s)));
        }
        int moves = r.rejected() == null ? record.moves().size() : r.rejected().index();
        return new GameStory(players, moves);
    }
}
