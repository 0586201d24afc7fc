package org.eternalsevens.rules;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.PlayerStatus;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.track.Reward;
import org.eternalsevens.rules.basics.Verdict;

/**
 * The rules engine: {@code apply(state, move)} gives the next state and its log sentences, or a refusal with a
 * code and a sentence. A refused move changes nothing. There is no randomness: the table enters what it sees.
 */
public final class Engine {
    private Engine() {
    }

    public static Outcome apply(GameState state, Move move) {
        if (state.finished()) {
            return new Outcome.Rejected(LegalMoves.OVER.code(), LegalMoves.OVER.reason());
        }
        Draft d = new Draft(state);
        Verdict v = dispatch(d, move);
        if (!v.ok()) {
            return new Outcome.Rejected(v.code(), v.reason());
        }
        return new Outcome.Applied(d.freeze(), d.events);
    }

    /** Whether the move would be accepted now, and if not, why. */
    public static Verdict check(GameState state, Move move) {
        Outcome o = apply(state, move);
        return o instanceof Outcome.Rejected r ? Verdict.no(r.code(), r.reason()) : Verdict.OK;
    }

    /** Gamer mode: the reward a Hard Pass by {@code c} with this revealed hand would earn now, before the caps. */
    public static Reward hardPassReward(GameState state, Colour c, java.util.List<RevealedCard> hand) {
        return GamerMode.hardPassReward(new Draft(state), c, hand);
    }

    /**
     * The one dispatch (P280): the table's own moves in every stage; another player's move ends an open turn and is
     * then refused as not theirs; the awaited player's move goes to its kind's handler when the {@link Stage} allows
     * that kind, and gets the stage's refusal otherwise.
     */
    private static Verdict dispatch(Draft d, Move move) {
        if (Stage.TABLE_KINDS.contains(move.getClass())) {
            return Handlers.of(move).handle(d, move);
        }
        Colour actor = move.actor();
        if (!d.setup.seats().contains(actor)) {
            return Verdict.refuseAs(RejectCode.NOT_IN_GAME, "not_seated", actor);
        }
        Colour turn = d.actor;
        PlayerStatus before = d.p(actor).status;
        Stage stage = Stage.of(d);
        if (actor != d.actor && stage.othersEndTurn()) {
            TurnFlow.endTurn(d); // another player's move ends an open turn
            d.freshRound = false; // P219: if that ended round 1, the move is judged in round 2, as any other
            stage = Stage.of(d);
        }
        if (actor != d.actor) {
            Verdict v = d.p(actor).inGame() ? stage.notYourTurn(d, actor)
                    : Verdict.refuseAs(RejectCode.NOT_IN_GAME, "left", actor);
            if (before == PlayerStatus.PLAYING || d.gamer == null
                    || v.code() != RejectCode.NOT_YOUR_TURN && v.code() != RejectCode.NOT_IN_GAME) {
                return v;
            }
            // Gamer mode: out of this round, not of the game; told about this round even when ending the open
            // turn would have started round 2 (P182)
            return before == PlayerStatus.OUT ? Verdict.refuseAs(RejectCode.NOT_IN_GAME, "out_this_round", actor, turn)
                    : before == PlayerStatus.HARDPASSED
                    ? Verdict.refuseAs(RejectCode.NOT_IN_GAME, "hard_passed_this_round", actor, turn)
                    : Verdict.refuseAs(RejectCode.NOT_IN_GAME, "eliminated_this_round", actor, turn);
        }
        return stage.allows(move.getClass()) ? Handlers.of(move).handle(d, move) : stage.refuse(d, move);
    }
}
