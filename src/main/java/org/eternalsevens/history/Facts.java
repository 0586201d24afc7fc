package org.eternalsevens.history;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordJson;
import org.eternalsevens.record.Replayer;
import org.eternalsevens.rules.Event;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.GamerEvent;
import org.eternalsevens.rules.PlayerState;
import org.eternalsevens.rules.ProEvent;
import org.eternalsevens.rules.TurnEvent;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.ranking.Place;
import org.eternalsevens.rules.ranking.Ranking;
import org.eternalsevens.rules.ranking.Standing;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.setup.SetupCheck;
import org.eternalsevens.words.ReasonWords;

/**
 * A record's facts for the history (issue 27, P370): the record is replayed through the engine, and the rules give
 * every number. Round 1's track is the state after the move that closed it ({@code RoundOneOver}, R47); how each
 * player left a round comes from the events (R13, R14, R42, R43). A record that cannot be used, has a refused move
 * or is not over is {@link Reading.Skipped} with the reason in plain words (P372).
 */
public final class Facts {
    private Facts() {
    }

    /** A record read for the history: its facts, or why it is skipped. */
    public sealed interface Reading {
    }

    public record Read(GameFacts facts) implements Reading {
    }

    public record Skipped(String reason) implements Reading {
    }

    /** The facts of a record played at {@code played}, kept in {@code file} (a name in records/, or null). */
    public static Reading of(GameRecord record, Instant played, String file) {
        return of(record, null, played, file);
    }

    /** As {@link #of(GameRecord, Instant, String)}; {@code text}: the record as the app writes it, or null (P421). */
    static Reading of(GameRecord record, String text, Instant played, String file) {
        SetupCheck.Result checked = record.setup().toSetup(ContentLoader.defaults());
        if (!checked.ok()) {
            return new Skipped(HistoryWords.of("skip.setup", String.join(" ", ReasonWords.problems(checked.problems()))));
        }
        Setup setup = checked.setup();
        GameState[] roundOne = new GameState[1]; // the state after the move that closed round 1 (R47)
        Replayer.Result r = Replayer.replay(setup, record.moves(), (i, after, events) -> {
            if (roundOne[0] == null && events.stream().anyMatch(e -> e instanceof GamerEvent.RoundOneOver)) {
                roundOne[0] = after;
            }
        });
        if (r.rejected() != null) {
            return new Skipped(HistoryWords.of("skip.refused", r.rejected().index() + 1, r.rejected().move(),
                    r.rejected().reason()));
        }
        GameState end = r.state();
        if (!end.finished()) {
            return new Skipped(HistoryWords.of("skip.unfinished", record.moves().size(), end.round()));
        }
        return new Read(facts(record, text == null ? hash(record) : hashOf(text), setup, r, roundOne[0], played,
                file));
    }

    /** The hash of a record's content: its JSON as the app writes it, so spacing and field order do not count. */
    public static String hash(GameRecord record) {
        return hashOf(RecordJson.write(record));
    }

    /** The hash of a record's text as the app writes it ({@link RecordJson#write}). */
    static String hashOf(String text) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    private static GameFacts facts(GameRecord record, String hash, Setup setup, Replayer.Result r, GameState roundOne,
                                   Instant played, String file) {
        GameState end = r.state();
        List<GameFacts.RoundLine> lines = new ArrayList<>();
        Map<Colour, GameFacts.Left> left = new EnumMap<>(Colour.class);
        Map<Colour, String[]> boards = new EnumMap<>(Colour.class);
        GameState before = GameState.initial(setup);
        for (int i = 0; i < r.events().size(); i++) {
            boolean roundOver = false;
            for (Event e : r.events().get(i)) {
                roundOver |= e instanceof GamerEvent.RoundOneOver;
                if (!roundOver) {
                    note(e, left, boards);
                }
            }
            if (roundOver) { // the track as round 1 closed (R47)
                GameState after = roundOne;
                close(1, after, roundPlaces(after, setup), before, left, boards, lines);
                before = after;
                left.clear();
                boards.clear();
                for (Event e : r.events().get(i)) { // what the closing move said after round 2 began
                    if (e instanceof ProEvent.BoardChosen) {
                        note(e, left, boards);
                    }
                }
            }
        }
        Map<Colour, Integer> places = finalPlaces(end);
        close(end.round(), end, places, before, left, boards, lines);
        List<GameFacts.Seat> seats = new ArrayList<>();
        for (int i = 0; i < setup.seats().size(); i++) {
            Colour c = setup.seats().get(i);
            seats.add(new GameFacts.Seat(i + 1, c.id(), setup.nameOf(c), places.get(c), end.hearts(c), end.stars(c)));
        }
        return new GameFacts(hash, played, setup.level().id(), record.moves().size(), seats, lines, file);
    }

    private static void note(Event e, Map<Colour, GameFacts.Left> left, Map<Colour, String[]> boards) {
        if (e instanceof GamerEvent.WentOut w) {
            left.put(w.who(), GameFacts.Left.OUT);
        } else if (e instanceof GamerEvent.HardPassed h) {
            left.put(h.who(), GameFacts.Left.HARD_PASS);
        } else if (e instanceof GamerEvent.Eliminated x) {
            left.put(x.elimination().who(), GameFacts.Left.ELIMINATED);
        } else if (e instanceof TurnEvent.WentOut w) {
            left.put(w.who(), GameFacts.Left.OUT);
        } else if (e instanceof TurnEvent.Eliminated x) {
            left.put(x.who(), GameFacts.Left.ELIMINATED);
        } else if (e instanceof TurnEvent.LastInGame l) {
            left.putIfAbsent(l.who(), GameFacts.Left.LAST);
        } else if (e instanceof ProEvent.BoardChosen b) {
            boards.put(b.who(), new String[] {b.id(), b.board()});
        }
    }

    private static void close(int round, GameState at, Map<Colour, Integer> places, GameState before,
                              Map<Colour, GameFacts.Left> left, Map<Colour, String[]> boards,
                              List<GameFacts.RoundLine> lines) {
        for (PlayerState p : at.players()) {
            Colour c = p.colour();
            String[] board = boards.get(c);
            lines.add(new GameFacts.RoundLine(c.id(), round, at.hearts(c), at.stars(c), at.hearts(c) - before.hearts(c),
                    at.stars(c) - before.stars(c), places.get(c), left.getOrDefault(c, GameFacts.Left.LAST),
                    board == null ? null : board[0], board == null ? null : board[1]));
        }
    }

    /** Where each stood after round 1: R46's ranking of the track then, no one eliminated in round 2. */
    private static Map<Colour, Integer> roundPlaces(GameState s, Setup setup) {
        List<Standing> standings = new ArrayList<>();
        for (Colour c : setup.seats()) {
            standings.add(new Standing(c, false));
        }
        Map<Colour, Integer> out = new EnumMap<>(Colour.class);
        for (Place p : Ranking.rank(standings, s.gamer().track(), setup.gamer().caps())) {
            out.put(p.colour(), p.place());
        }
        return out;
    }

    /** The final places: R46's in Gamer mode, R13/R14's in Casual mode. */
    private static Map<Colour, Integer> finalPlaces(GameState end) {
        Map<Colour, Integer> out = new EnumMap<>(Colour.class);
        if (end.gamer() != null) {
            for (Place p : end.gamer().places()) {
                out.put(p.colour(), p.place());
            }
        } else {
            for (PlayerState p : end.players()) {
                out.put(p.colour(), p.place());
            }
        }
        return out;
    }
}
