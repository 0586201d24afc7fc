package org.eternalsevens.record;

import java.util.ArrayList;
import java.util.List;

import org.eternalsevens.rules.Engine;
import org.eternalsevens.rules.Event;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.Outcome;
import org.eternalsevens.words.Quoted;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.TableEvent;
import org.eternalsevens.words.ReasonWords;

/** Replays a record's moves from its setup: the state is the fold of the moves. */
public final class Replayer {
    /** The state reached, what each accepted move did, and the first refused move (null if none). */
    public record Result(GameState state, List<List<Event>> events, Rejection rejected) {
    }

    private Replayer() {
    }

    public static Result replay(Setup setup, List<String> moves) {
        return replay(setup, moves, (i, s, e) -> { });
    }

    /** Told of each accepted move: its index, the state after it and what it did (the history, issue 27). */
    public interface Watch {
        void applied(int index, GameState after, List<Event> events);
    }

    /** As {@link #replay(Setup, List)}, telling {@code watch} of each accepted move as it is replayed. */
    public static Result replay(Setup setup, List<String> moves, Watch watch) {
        GameState state = GameState.initial(setup);
        List<List<Event>> events = new ArrayList<>(moves.size());
        for (int i = 0; i < moves.size(); i++) {
            String text = moves.get(i);
            if (Notation.isNote(text)) {
                events.add(noteEvents(text));
                continue;
            }
            Move move;
            try {
                move = Notation.parse(text);
            } catch (NotationException e) {
                return new Result(state, events, new Rejection(i, text, e.code(), e.reason()));
            }
            Outcome o = Engine.apply(state, move);
            if (o instanceof Outcome.Rejected r) {
                return new Result(state, events, new Rejection(i, text, r.code(),
                        ReasonWords.of(setup).sentence(r)));
            }
            Outcome.Applied a = (Outcome.Applied) o;
            state = a.state();
            events.add(a.events());
            watch.applied(i, state, a.events());
        }
        return new Result(state, events, null);
    }

    /** The event of a comment-only move, which changes nothing; a long note is shortened for the log (P236). */
    public static List<Event> noteEvents(String text) {
        String note = Notation.note(text);
        return List.of(new TableEvent.Noted(note.isEmpty() ? "" : Quoted.shortened(note, Quoted.NOTE)));
    }
}
