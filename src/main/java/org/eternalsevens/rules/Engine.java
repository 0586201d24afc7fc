package org.eternalsevens.rules;

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

    private static Verdict dispatch(Draft d, Move move) {
        if (move instanceof Move.TableRare m) {
            return TableCorrections.rare(d, m);
        }
        if (move instanceof Move.TableFix m) {
            return TableCorrections.fix(d, m);
        }
        Colour actor = move.actor();
        if (!d.setup.seats().contains(actor)) {
            return Verdict.no(RejectCode.NOT_IN_GAME, actor.title() + " is not playing in this game.");
        }
        Colour turn = d.actor;
        PlayerStatus before = d.p(actor).status;
        if (actor != d.actor && (d.pending == Pending.NONE && d.cards > 0 || d.pending == Pending.OPEN_FOR_HARD_PASS)) {
            TurnFlow.endTurn(d); // another player's move ends an open turn
            d.freshRound = false; // P219: if that ended round 1, the move is judged in round 2, as any other
        }
        if (actor != d.actor) {
            Verdict v = notYourTurn(d, actor);
            if (before == PlayerStatus.PLAYING || d.gamer == null
                    || v.code() != RejectCode.NOT_YOUR_TURN && v.code() != RejectCode.NOT_IN_GAME) {
                return v;
            }
            // Gamer mode: out of this round, not of the game; told about this round even when ending the open
            // turn would have started round 2 (P182)
            return Verdict.no(RejectCode.NOT_IN_GAME, d.name(actor) + (before == PlayerStatus.OUT ? " has gone out"
                    : before == PlayerStatus.HARDPASSED ? " has Hard Passed" : " is eliminated") + " this round: it is "
                    + d.name(turn) + "'s turn.");
        }
        if (d.pending == Pending.CHOOSE) { // Pro: only the choosing until everyone has a board (R52, R53)
            return move instanceof Move.Choose m ? ProTurns.choose(d, m) : wrongChoice(d);
        }
        if (move instanceof Move.Reveal m) {
            return Reveals.reveal(d, m.name());
        }
        if (d.pending == Pending.REVEAL_INSTANT || d.pending == Pending.REVEAL_CONTINUOUS) {
            return Verdict.no(RejectCode.AWAITING_REVEAL, "First the table must name the "
                    + (d.pending == Pending.REVEAL_INSTANT ? "instant" : "continuous") + " eternal that was revealed.");
        }
        if (move instanceof Move.Give m) {
            return d.pending == Pending.GIVE ? Choices.give(d, m) : wrongChoice(d);
        }
        if (move instanceof Move.Declare m) {
            return d.pending == Pending.DECLARE ? Choices.declare(d, m) : wrongChoice(d);
        }
        if (move instanceof Move.Swap m) {
            return d.pending == Pending.SWAP ? Choices.swap(d, m) : wrongChoice(d);
        }
        if (move instanceof Move.PlaceMustPlay m) {
            return d.pending == Pending.MUSTPLAY ? Choices.mustPlay(d, m) : wrongChoice(d);
        }
        if (move instanceof Move.TakeDragon m) {
            return d.pending == Pending.DRAGON ? DragonTurns.take(d, m) : wrongChoice(d);
        }
        if (move instanceof Move.DeclineDragon) {
            return d.pending == Pending.DRAGON ? DragonTurns.decline(d) : wrongChoice(d);
        }
        if (move instanceof Move.Choose) {
            return d.gamer != null && d.gamer.pro() != null
                    ? Verdict.no(RejectCode.CHOOSING_OVER, "Every player has an Eternal board for round "
                    + d.gamer.round() + ".")
                    : Verdict.no(RejectCode.UNKNOWN_VERB, "Choosing an Eternal board is for the Pro level.");
        }
        if (d.pending == Pending.OPEN_FOR_HARD_PASS) {
            return openTurn(d, move);
        }
        if (d.pending != Pending.NONE) {
            return wrongChoice(d);
        }
        if (move instanceof Move.HardPass m) {
            return hardPass(d, m);
        }
        if (move instanceof Move.Play m) {
            return Plays.play(d, m.space(), false);
        }
        if (move instanceof Move.PlayRare m) {
            return Plays.play(d, m.space(), true);
        }
        if (move instanceof Move.EndTurn) {
            if (d.cards == 0) {
                return Verdict.no(RejectCode.NOTHING_TO_END, d.name(actor)
                        + " has not played yet: play a card, pass, or declare elimination.");
            }
            d.say(d.name(actor) + " ends the turn.");
            TurnFlow.endTurn(d);
            return Verdict.OK;
        }
        if (d.cards > 0) {
            return Verdict.no(RejectCode.TURN_STARTED, d.name(actor) + " has already played a card this turn: "
                    + "play another card or end the turn.");
        }
        if (move instanceof Move.Pass m) {
            return Passes.pass(d, m);
        }
        if (move instanceof Move.Acquire m) {
            return Plays.acquire(d, m.card());
        }
        if (move instanceof Move.Eliminate) {
            return Eliminations.declare(d);
        }
        return Verdict.no(RejectCode.UNKNOWN_VERB, "That move is not known.");
    }

    /** A turn that is over but open for a Hard Pass: only {@code hardpass} or {@code end} (RECORD-FORMAT). */
    private static Verdict openTurn(Draft d, Move move) {
        if (move instanceof Move.HardPass m) {
            return hardPass(d, m);
        }
        if (move instanceof Move.EndTurn) {
            d.say(d.name(d.actor) + " ends the turn.");
            TurnFlow.endTurn(d);
            return Verdict.OK;
        }
        return Verdict.no(RejectCode.TURN_STARTED, d.name(d.actor) + "'s turn is over: Hard Pass or end it.");
    }

    /** A Hard Pass at the start or the end of one's own turn, with the revealed hand checked (R42, R49). */
    private static Verdict hardPass(Draft d, Move.HardPass m) {
        Draft.P p = d.p(d.actor);
        Verdict v = d.mode.hardPass(d, p);
        if (!v.ok()) {
            return v;
        }
        v = HardPass.checkHand(d.name(p.colour), m.hand(), p.hand, p.rares, d.field, d.gamer.known());
        if (!v.ok()) {
            return v;
        }
        d.mode.hardPassed(d, p, m.hand());
        TurnFlow.endTurn(d);
        return Verdict.OK;
    }

    private static Verdict wrongChoice(Draft d) {
        String who = d.name(d.actor);
        switch (d.pending) {
            case GIVE: return Verdict.no(RejectCode.AWAITING_CHOICE, who + " must first give a card (Skeleton).");
            case DECLARE: return Verdict.no(RejectCode.AWAITING_CHOICE, who + " must first declare a colour (Barong).");
            case SWAP:
                return Verdict.no(RejectCode.AWAITING_CHOICE, who + " must first choose whom to swap with (Dragon).");
            case MUSTPLAY: return Verdict.no(RejectCode.AWAITING_CHOICE, who + " must first place a Must Play token.");
            case DRAGON:
                return Verdict.no(RejectCode.AWAITING_CHOICE, who + " must first take a Dragon action"
                        + (d.gamer.offer() == DragonOffers.Trigger.CARD ? " or decline it." : "."));
            case CHOOSE:
                return Verdict.no(RejectCode.AWAITING_CHOICE, who + " must first choose an Eternal board (round "
                        + d.gamer.round() + ").");
            default: return Verdict.no(RejectCode.NOT_AWAITING_CHOICE, "No eternal is waiting for that choice.");
        }
    }

    private static Verdict notYourTurn(Draft d, Colour actor) {
        if (!d.p(actor).inGame()) {
            return Verdict.no(RejectCode.NOT_IN_GAME, d.name(actor) + " is no longer in the game.");
        }
        String whose = d.name(d.actor);
        switch (d.pending) {
            case REVEAL_INSTANT:
            case REVEAL_CONTINUOUS:
                return Verdict.no(RejectCode.AWAITING_REVEAL, "First the table must name the eternal " + whose
                        + " revealed.");
            case NONE:
                return Verdict.no(RejectCode.NOT_YOUR_TURN, "It is " + whose + "'s turn, not " + d.name(actor) + "'s.");
            case CHOOSE:
                return Verdict.no(RejectCode.NOT_YOUR_TURN, whose + " chooses an Eternal board now, not "
                        + d.name(actor) + ".");
            default:
                return wrongChoice(d);
        }
    }
}
