package org.eternalsevens.rules;

import java.util.List;
import org.eternalsevens.rules.basics.Awaiting;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.dragon.DragonOffers;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.Verdict;

/**
 * The stages table (P280), as boardgame.io's stages: for each state the engine waits in, the kinds of move it takes
 * from the player it waits for, whether another player's move first ends the turn, and how every other move is
 * refused. {@link Engine#apply}, {@link LegalMoves} and the app's prompts all read this one table; each kind of move
 * has one handler ({@link Handlers}). The table's own moves ({@link #TABLE_KINDS}) are taken in every stage but
 * {@link #FINISHED}.
 */
public enum Stage {
    /** A turn with no card played yet. */
    PLAY(Pending.NONE, false, false, Refusal.playing(),
            Move.Play.class, Move.PlayRare.class, Move.Pass.class, Move.Acquire.class, Move.Eliminate.class,
            Move.HardPass.class),
    /** A turn with a card played: more cards, or its end; another player's move ends it (RECORD-FORMAT). */
    CONTINUE(Pending.NONE, true, false, Refusal.continuing(),
            Move.Play.class, Move.PlayRare.class, Move.EndTurn.class, Move.HardPass.class),
    /** Gamer: a turn over but open for a Hard Pass at its end (RECORD-FORMAT "Open turns", R42). */
    OPEN_FOR_HARD_PASS(Pending.OPEN_FOR_HARD_PASS, true, false, Refusal.turnOver(),
            Move.EndTurn.class, Move.HardPass.class),
    /** The table names the instant eternal a 2 or 9 turned up; nothing else first. */
    REVEAL_INSTANT(Pending.REVEAL_INSTANT, false, true, Refusal.reveal(false), Move.Reveal.class),
    /** The table names the continuous eternal an eternal pass turned up; nothing else first. */
    REVEAL_CONTINUOUS(Pending.REVEAL_CONTINUOUS, false, true, Refusal.reveal(true), Move.Reveal.class),
    /** Skeleton: the gift of a card. */
    GIVE(Pending.GIVE, false, false, (d, m) -> Verdict.refuseAs(RejectCode.AWAITING_CHOICE, "give", d.actor),
            Move.Give.class),
    /** Barong: a colour declared. */
    DECLARE(Pending.DECLARE, false, false, (d, m) -> Verdict.refuseAs(RejectCode.AWAITING_CHOICE, "declare", d.actor),
            Move.Declare.class),
    /** Dragon (instant): whom to swap with. */
    SWAP(Pending.SWAP, false, false, (d, m) -> Verdict.refuseAs(RejectCode.AWAITING_CHOICE, "swap", d.actor),
            Move.Swap.class),
    /** Medusa and the Must Play icons: where the token goes. */
    MUSTPLAY(Pending.MUSTPLAY, false, false, (d, m) -> Verdict.refuseAs(RejectCode.AWAITING_CHOICE, "mustplay", d.actor),
            Move.PlaceMustPlay.class),
    /** Gamer: the Dragon action on offer (R40), declined only after a card. */
    DRAGON(Pending.DRAGON, false, false, (d, m) -> d.gamer.round().offer() == DragonOffers.Trigger.CARD
            ? Verdict.refuseAs(RejectCode.AWAITING_CHOICE, "dragon_or_decline", d.actor)
            : Verdict.refuseAs(RejectCode.AWAITING_CHOICE, "dragon", d.actor),
            Move.TakeDragon.class, Move.DeclineDragon.class),
    /** Pro: the choosing of Eternal boards, before anything else of the round (R52, R53). */
    CHOOSE(Pending.CHOOSE, false, true,
            (d, m) -> Verdict.refuseAs(RejectCode.AWAITING_CHOICE, "choose", d.actor, d.gamer.round().number()),
            Move.Choose.class),
    /** The game is over: no move at all. */
    FINISHED(Pending.NONE, false, true, null);

    /** The table's own moves (corrections), taken in every stage but {@link #FINISHED}, from no player. */
    public static final List<Class<? extends Move>> TABLE_KINDS = List.of(Move.TableRare.class, Move.TableFix.class);

    private final Pending pending;
    private final boolean othersEndTurn;
    private final boolean firstOfAll;
    private final Refusal refusal;
    private final List<Class<? extends Move>> kinds;

    @SafeVarargs
    Stage(Pending pending, boolean othersEndTurn, boolean firstOfAll, Refusal refusal,
          Class<? extends Move>... kinds) {
        this.pending = pending;
        this.othersEndTurn = othersEndTurn;
        this.firstOfAll = firstOfAll;
        this.refusal = refusal;
        this.kinds = List.of(kinds);
    }

    /** The stage of a state. */
    public static Stage of(GameState s) {
        return s.finished() ? FINISHED : of(s.turn().pending(), s.turn().cards());
    }

    /** The stage of a turn waiting on {@code pending} with {@code cards} played (not finished). */
    public static Stage of(Pending pending, int cards) {
        if (pending == Pending.NONE) {
            return cards > 0 ? CONTINUE : PLAY;
        }
        for (Stage st : values()) {
            if (st.pending == pending) {
                return st;
            }
        }
        throw new IllegalStateException("No stage waits on " + pending);
    }

    static Stage of(Draft d) {
        return of(d.pending, d.cards);
    }

    /** The prompt this stage waits on. */
    public Pending pending() {
        return pending;
    }

    /** The kinds of move the awaited player may make now, in the order the legal list gives them. */
    public List<Class<? extends Move>> kinds() {
        return kinds;
    }

    /** Whether the awaited player may make a move of this kind now (whether this one is legal is its handler's). */
    public boolean allows(Class<? extends Move> kind) {
        return kinds.contains(kind);
    }

    /** Whether another player's move first ends the awaited player's turn, then is judged as theirs. */
    public boolean othersEndTurn() {
        return othersEndTurn;
    }

    /**
     * Whether nothing but this stage's own kinds is looked at (a reveal, the choosing): every other move of the
     * awaited player gets this stage's refusal. Else a move of another stage's kind is refused as out of place.
     */
    public boolean firstOfAll() {
        return firstOfAll;
    }

    /** The stage that takes moves of this kind first, in the table's order; null for the table's own moves. */
    static Stage home(Class<? extends Move> kind) {
        for (Stage st : values()) {
            if (st.allows(kind)) {
                return st;
            }
        }
        return null;
    }

    /** The refusal of the awaited player's move of a kind this stage does not take (today's codes and sentences). */
    Verdict refuse(Draft d, Move m) {
        if (!firstOfAll) {
            Stage home = home(m.getClass());
            if (home.pending.awaiting() == Awaiting.REVEAL) {
                return Reveals.NOT_AWAITING;
            }
            if (home == CHOOSE) {
                return Refusal.choosingOver(d);
            }
            if (home.pending.awaiting() == Awaiting.CHOICE && pending.awaiting() != Awaiting.CHOICE) {
                return Refusal.NO_CHOICE;
            }
        }
        return refusal.of(d, m);
    }

    /** The refusal of another player's move, once an open turn has been ended (P182's Gamer words are the engine's). */
    Verdict notYourTurn(Draft d, Colour actor) {
        switch (pending.awaiting()) {
            case REVEAL:
                return Verdict.refuseAs(RejectCode.AWAITING_REVEAL, "named", d.actor);
            case PLAY:
                return pending == Pending.NONE ? Verdict.refuse(RejectCode.NOT_YOUR_TURN, d.actor, actor)
                        : Refusal.NO_CHOICE;
            case CHOOSE:
                return Verdict.refuseAs(RejectCode.NOT_YOUR_TURN, "choosing", d.actor, actor);
            default: // a choice: the same words as to the awaited player
                return refusal.of(d, null);
        }
    }

    /** How a stage refuses the awaited player's moves of the kinds it does not take. */
    @FunctionalInterface
    interface Refusal {
        Verdict of(Draft d, Move m);

        Verdict NO_CHOICE = Verdict.refuse(RejectCode.NOT_AWAITING_CHOICE);

        /** No card played yet: only ending the turn is refused. */
        static Refusal playing() {
            return (d, m) -> Verdict.refuse(RejectCode.NOTHING_TO_END, d.actor);
        }

        static Refusal continuing() {
            return (d, m) -> Verdict.refuse(RejectCode.TURN_STARTED, d.actor);
        }

        static Refusal turnOver() {
            return (d, m) -> Verdict.refuseAs(RejectCode.TURN_STARTED, "over", d.actor);
        }

        static Refusal reveal(boolean continuous) {
            return continuous ? (d, m) -> Verdict.refuseAs(RejectCode.AWAITING_REVEAL, "continuous")
                    : (d, m) -> Verdict.refuseAs(RejectCode.AWAITING_REVEAL, "instant");
        }

        /** A board chosen after the choosing: over at the Pro level, unknown below it. */
        static Verdict choosingOver(Draft d) {
            return d.gamer != null && d.gamer.pro() != null
                    ? Verdict.refuse(RejectCode.CHOOSING_OVER, d.gamer.round().number())
                    : Verdict.refuseAs(RejectCode.UNKNOWN_VERB, "choose");
        }
    }
}
