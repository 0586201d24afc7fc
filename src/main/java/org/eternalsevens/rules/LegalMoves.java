package org.eternalsevens.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.eternalsevens.rules.basics.CardColour;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.dragon.DragonOffers;
import org.eternalsevens.rules.board.IconChoice;
import org.eternalsevens.rules.board.IconName;
import org.eternalsevens.rules.basics.InstantEternal;
import org.eternalsevens.rules.board.PassAction;
import org.eternalsevens.rules.board.PassIcon;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.setup.RulesInForce;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.basics.Verdict;

/**
 * The one legal list (P227): every move the engine would accept now from the player it waits for, as OpenSpiel's
 * {@code legal_actions}. The field's highlights, the buttons, the prompts, the summary's {@code legal}
 * ({@link #spaces}) and the simulator read it, and never find legal moves by applying them. The list is made from
 * the same checks {@link Engine#apply} runs ({@link Legality} keeps the reasons for everything else). Not listed:
 * the table's own moves (corrections), an Acquire naming its card (listed without one), a Hard Pass (its revealed
 * hand is the table's to enter; {@link #hardPass} says whether one is allowed), and another player's move that ends
 * an open turn.
 */
public final class LegalMoves {
    private LegalMoves() {
    }

    public static List<Move> of(GameState state) {
        if (state.finished()) {
            return List.of();
        }
        Draft d = new Draft(state);
        List<Move> out = new ArrayList<>();
        for (Class<? extends Move> kind : Stage.of(d).kinds()) { // the kinds the stage takes, in its order (P280)
            LISTERS.get(kind).list(d, d.p(d.actor), out);
        }
        return out;
    }

    /** Adds to {@code out} the legal moves of one kind by the awaited player {@code p}. */
    @FunctionalInterface
    private interface Lister {
        void list(Draft d, Draft.P p, List<Move> out);
    }

    /** Every kind a stage takes has its lister; a Hard Pass's hand is the table's to enter, so none is listed. */
    private static final Map<Class<? extends Move>, Lister> LISTERS = Map.ofEntries(
            Map.entry(Move.Play.class, (d, p, out) -> plays(d, p, out, true, false)),
            Map.entry(Move.PlayRare.class, (d, p, out) -> plays(d, p, out, true, true)),
            Map.entry(Move.Pass.class, LegalMoves::passes),
            Map.entry(Move.Acquire.class, (d, p, out) -> {
                if (Plays.mayAcquire(d).ok()) {
                    out.add(new Move.Acquire(p.colour, null));
                }
            }),
            Map.entry(Move.Eliminate.class, (d, p, out) -> {
                // a listed pass, rare card or acquire already rules out elimination (R13); number cards do not
                if (out.stream().allMatch(m -> m instanceof Move.Play) && Eliminations.allowed(d).ok()) {
                    out.add(new Move.Eliminate(p.colour));
                }
            }),
            Map.entry(Move.EndTurn.class, (d, p, out) -> out.add(new Move.EndTurn(p.colour))),
            Map.entry(Move.HardPass.class, (d, p, out) -> { }),
            Map.entry(Move.Reveal.class, (d, p, out) -> (d.pending == Pending.REVEAL_INSTANT
                    ? d.eternals.instantDeck().stream().map(InstantEternal::id)
                    : d.eternals.continuousDeck().stream().map(ContinuousEternal::id))
                    .forEach(e -> out.add(new Move.Reveal(p.colour, e)))),
            Map.entry(Move.Give.class, (d, p, out) -> {
                for (Colour c : others(d)) {
                    if (p.hand > p.rares) {
                        out.add(new Move.Give(p.colour, c, false));
                    }
                    if (p.rares > 0) {
                        out.add(new Move.Give(p.colour, c, true));
                    }
                }
            }),
            Map.entry(Move.Declare.class, (d, p, out) -> {
                for (CardColour c : CardColour.values()) {
                    out.add(new Move.Declare(p.colour, c));
                }
            }),
            Map.entry(Move.Swap.class, (d, p, out) -> others(d).forEach(c -> out.add(new Move.Swap(p.colour, c)))),
            Map.entry(Move.PlaceMustPlay.class, (d, p, out) -> {
                for (Space s : Space.ALL_SPACES) {
                    if (Passes.mustPlaySpace(d, s).ok()) {
                        out.add(new Move.PlaceMustPlay(p.colour, s));
                    }
                }
            }),
            Map.entry(Move.TakeDragon.class, (d, p, out) ->
                    DragonTurns.offers(d).legal().forEach(x -> out.add(new Move.TakeDragon(p.colour, x)))),
            Map.entry(Move.DeclineDragon.class, (d, p, out) -> {
                if (DragonTurns.offers(d).decline(d.gamer.round().offer()).ok()) {
                    out.add(new Move.DeclineDragon(p.colour));
                }
            }),
            // Pro: the boards on offer to the player choosing now (R52, R53)
            Map.entry(Move.Choose.class, (d, p, out) ->
                    d.gamer.pro().choosing().offer().forEach(b -> out.add(new Move.Choose(p.colour, b.name())))));

    /**
     * The verdict a view shows on a move (P227), given the list {@link #of} made for this state: accepted exactly when
     * the list holds it. A move the list leaves out by design (a Hard Pass with its hand, the table's moves, an
     * Acquire naming its card, another player's move) is the engine's to judge, as it would be applied. Anything
     * else not listed is refused with the engine's reason, so a view never offers what the list does not hold.
     */
    public static Verdict verdict(GameState state, Move move, java.util.Set<Move> listed) {
        if (listed.contains(move)) {
            return Verdict.OK;
        }
        Verdict v = Engine.check(state, move);
        boolean listable = !(move instanceof Move.HardPass || move instanceof Move.TableFix
                || move instanceof Move.TableRare || move instanceof Move.Acquire a && a.card() != null)
                && move.actor() == state.toMove();
        return v.ok() && listable ? Verdict.refuseAs(RejectCode.WRONG_CHOICE, "not_listed") : v;
    }

    /** The refusal of every move once the game is over. */
    static final Verdict OVER = Verdict.refuse(RejectCode.GAME_OVER);

    /**
     * Why no one may move in this state (P270): the game is over; {@link Verdict#OK} while someone is to move. A view
     * asks this when a space is clicked with no one to move, rather than a verdict on some player's move.
     */
    public static Verdict nobodyToMove(GameState state) {
        return state.finished() ? OVER : Verdict.OK;
    }

    /**
     * Whether the player to move may Hard Pass now (R42), for the app's button: the same check {@link Engine#apply}
     * runs before it looks at the revealed hand, which is the table's to enter.
     */
    public static Verdict hardPass(GameState state) {
        if (state.finished()) {
            return OVER;
        }
        Draft d = new Draft(state);
        if (!Stage.of(d).allows(Move.HardPass.class)) {
            return Verdict.refuseAs(RejectCode.AWAITING_CHOICE, "hard_pass", d.actor);
        }
        return d.mode.hardPass(d, d.p(d.actor));
    }

    /** Only the plays: the spaces where a card ({@code Play}) or a rare card ({@code PlayRare}) is accepted. */
    public static List<Move> plays(GameState state) {
        List<Move> out = new ArrayList<>();
        if (Stage.of(state).allows(Move.Play.class)) {
            Draft d = new Draft(state);
            plays(d, d.p(d.actor), out, true, false);
            plays(d, d.p(d.actor), out, true, true);
        }
        return out;
    }

    /**
     * The summary's {@code legal} (RECORD-FORMAT): the plays of this list for the player to move as if they held
     * every card, since the tracker cannot see hands, and ignoring Cyclops's priority, as RECORD-FORMAT says (P227). Empty unless a play is awaited; a Barong's second card keeps the first card's
     * colour (R65), an X ignored by the board is a space (R62).
     */
    public static LegalSpaces spaces(GameState state) {
        if (!Stage.of(state).allows(Move.Play.class)) {
            return LegalSpaces.NONE;
        }
        Draft d = new Draft(state);
        List<Move> out = new ArrayList<>();
        plays(d, d.p(d.actor), out, false, false);
        plays(d, d.p(d.actor), out, false, true);
        return LegalSpaces.of(out);
    }

    private static void plays(Draft d, Draft.P p, List<Move> out, boolean seesHand, boolean rare) {
        RulesInForce r = d.rules(p);
        for (Space s : Space.ALL_SPACES) {
            if (Plays.allowed(d, p, r, s, rare, seesHand)) {
                out.add(rare ? new Move.PlayRare(p.colour, s) : new Move.Play(p.colour, s));
            }
        }
    }

    /** Each unused icon named as plainly as RECORD-FORMAT allows, with every argument its rule accepts now. */
    private static void passes(Draft d, Draft.P p, List<Move> out) {
        if (p.discs == 0) {
            return;
        }
        List<PassIcon> icons = d.mode.icons(d.setup, d.gamer, p.colour);
        for (int i = 0; i < icons.size(); i++) {
            PassIcon icon = icons.get(i);
            if (p.iconUsedIn(i) && !d.mode.iconsReused()) {
                continue;
            }
            IconName name = name(icons, p.usedIcons, i);
            if (IconChoice.pick(icons, p.usedIcons, name.action(), name.bonus()) == i) {
                addPasses(d, p, name, out); // else an earlier unused icon of the same name is the one meant
            }
        }
        if (Passes.sharedIcon(d) >= 0) {
            addPasses(d, p, IconName.of(PassAction.SHARED), out);
        }
    }

    /** How a move names icon {@code index} of the player's board: bare when that reads as this icon (RECORD-FORMAT). */
    public static IconName iconName(GameState s, Colour actor, int index) {
        return name(s.icons(actor), s.player(actor).usedIcons(), index);
    }

    /** Every pass on icon {@code index} that could be written, one per argument its rule takes, legal or not. */
    public static List<Move.Pass> passVariants(GameState s, Colour actor, int index) {
        IconName name = iconName(s, actor, index);
        List<Move.Pass> out = new ArrayList<>();
        for (PassArgs args : PassRules.of(name.action()).variants(new Draft(s))) {
            out.add(new Move.Pass(actor, name, args));
        }
        return out;
    }

    private static IconName name(List<PassIcon> icons, int used, int i) {
        PassIcon icon = icons.get(i);
        boolean bare = IconChoice.pick(icons, used, icon.action(), null) == i;
        return new IconName(icon.action(), bare ? null : icon.bonus());
    }

    private static void addPasses(Draft d, Draft.P p, IconName name, List<Move> out) {
        PassRule rule = PassRules.of(name.action());
        for (PassArgs args : rule.variants(d)) {
            if (rule.doable(d, p, args).ok()) {
                out.add(new Move.Pass(p.colour, name, args));
            }
        }
    }

    private static List<Colour> others(Draft d) {
        List<Colour> out = new ArrayList<>(3);
        for (Draft.P q : d.players) {
            if (q.inGame() && q.colour != d.actor) {
                out.add(q.colour);
            }
        }
        return out;
    }

    /** The Dragon actions on offer now (R40), the same offers the engine checks; null when none is awaited. */
    public static DragonOffers dragonOffers(GameState state) {
        if (state.gamer() == null || state.pending() != Pending.DRAGON) {
            return null;
        }
        return DragonTurns.offers(new Draft(state)); // with a witch's or vampire's X-cube moves (R73)
    }
}
