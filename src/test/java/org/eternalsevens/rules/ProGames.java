package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.record.Replayer;
import org.eternalsevens.record.Notation;
import org.eternalsevens.record.NotationException;
import org.eternalsevens.rules.dragon.ChoiceAction;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.dragon.DragonCards;
import org.eternalsevens.rules.dragon.DragonSide;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.setup.SetupCheck;
import org.eternalsevens.rules.basics.Verdict;

/** Test helper: Pro positions reached by notation moves, with the log of each move and refusals. */
public final class ProGames {
    private ProGames() {
    }

    /** A Pro setup with these prepared boards (round-1 sides), seats clockwise, the first seat to start. */
    public static Setup pro(List<String> boards, String... seats) {
        RecordSetup r = new RecordSetup("pro", List.of(seats), seats[0], null, null, null, null, boards, null);
        SetupCheck.Result res = r.toSetup(ContentLoader.defaults());
        assertThat(res.problems()).isEmpty();
        return res.setup();
    }

    /** The state after the moves from a fresh game, each of which must be accepted. */
    static GameState after(Setup setup, String... moves) {
        return Positions.play(GameState.initial(setup), moves);
    }

    /** What one accepted move did, as values (P290: the tests check meaning; EventWordsTest the wording). */
    static List<Event> log(GameState s, String move) {
        Outcome o = Engine.apply(s, Positions.parse(move));
        assertThat(o).as(move + " accepted").isInstanceOf(Outcome.Applied.class);
        return new ArrayList<>(((Outcome.Applied) o).events());
    }

    /** The refusal of a move. */
    static Outcome.Rejected refused(GameState s, String move) {
        Outcome o = Engine.apply(s, Positions.parse(move));
        assertThat(o).as(move + " refused").isInstanceOf(Outcome.Rejected.class);
        return (Outcome.Rejected) o;
    }

    /** The same state with other Dragon cards: a position the cubes would take many moves to reach. */
    static GameState withDragon(GameState s, DragonCards cards) {
        return new GameState(s.setup(), s.field(), s.players(), s.turn(), s.eternals(), s.supply(), s.nextTop(),
                s.nextBottom(), s.finished(), s.gamer().with(s.gamer().round().withDragon(cards)));
    }

    /** Every Dragon card spent, the Forbidden cube at {@code forbidden} (a side and space). */
    static DragonCards spentBut(DragonCards.OrderedCard forbidden) {
        java.util.Map<ChoiceAction, Colour> used = new java.util.EnumMap<>(ChoiceAction.class);
        Colour[] cubes = Colour.values();
        int i = 0;
        for (ChoiceAction a : ChoiceAction.on(DragonSide.BACK)) {
            used.put(a, cubes[i++]);
        }
        return new DragonCards(forbidden, new DragonCards.OrderedCard(DragonSide.BACK, 4),
                new DragonCards.ChoiceCard(DragonSide.BACK, used));
    }

    /** The refusal of the last move, every move before it accepted. */
    static Verdict refusal(Setup setup, String... moves) {
        Replayer.Result r = Replayer.replay(setup, List.of(moves));
        assertThat(r.rejected()).as("the last move is refused").isNotNull();
        assertThat(r.rejected().index()).as("refused at the last move: " + r.rejected()).isEqualTo(moves.length - 1);
        try { // the engine's verdict as values, not the record's sentence
            return Engine.check(r.state(), Notation.parse(moves[moves.length - 1]));
        } catch (NotationException e) {
            return Verdict.no(e.code(), e.why());
        }
    }

    /** What the last move did, as values. */
    static List<Event> log(Setup setup, String... moves) {
        Replayer.Result r = Replayer.replay(setup, List.of(moves));
        assertThat(r.rejected()).as("no move refused").isNull();
        return r.events().get(r.events().size() - 1);
    }
}
