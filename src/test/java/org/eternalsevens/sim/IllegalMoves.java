package org.eternalsevens.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.eternalsevens.rules.basics.Awaiting;
import org.eternalsevens.rules.basics.CardColour;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.Engine;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.basics.InstantEternal;
import org.eternalsevens.rules.Legality;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.board.PassAction;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.PlayerState;
import org.eternalsevens.rules.basics.Space;

/** Moves that are illegal in a position by construction, each with why; the engine must refuse every one. */
final class IllegalMoves {
    record Probe(Move move, String why) {
    }

    private IllegalMoves() {
    }

    static List<Probe> in(GameState s, Random rng) {
        List<Probe> out = new ArrayList<>();
        Colour a = s.toMove();
        boolean turnStart = s.awaiting() == Awaiting.PLAY && s.turn().cards() == 0;
        if (turnStart) {
            Space bad = random(s, rng, false);
            if (bad != null) {
                out.add(new Probe(new Move.Play(a, bad), "Legality refuses the card on " + bad));
            }
            Space badRare = random(s, rng, true);
            if (badRare != null) {
                out.add(new Probe(new Move.PlayRare(a, badRare), "Legality refuses a rare card on " + badRare));
            }
            out.add(new Probe(new Move.EndTurn(a), "nothing was played this turn"));
            if (Engine.check(s, Move.Pass.of(a, PassAction.RARE)).ok()) {
                out.add(new Probe(new Move.Eliminate(a), "the player can still pass on the rare icon"));
            }
            out.add(new Probe(new Move.Declare(a, CardColour.RED), "no Barong is waiting"));
        }
        if (turnStart || s.pending() != Pending.NONE) {
            for (PlayerState p : s.players()) {
                if (p.colour() != a) {
                    out.add(new Probe(Move.Pass.of(p.colour(), PassAction.DISCARD), "not " + p.colour().id()
                            + "'s turn"));
                    break;
                }
            }
        }
        if (s.awaiting() != Awaiting.REVEAL) {
            out.add(new Probe(new Move.Reveal(a, "phoenix"), "nothing is waiting to be revealed"));
        } else if (s.pending() == Pending.REVEAL_INSTANT) {
            out.add(new Probe(new Move.Reveal(a, "kraken"), "a 2 or 9 reveals an instant eternal"));
            for (InstantEternal e : InstantEternal.values()) {
                if (!s.eternals().instantDeck().contains(e)) {
                    out.add(new Probe(new Move.Reveal(a, e.id()), e.id() + " is not in the instant deck"));
                    break;
                }
            }
        } else {
            for (ContinuousEternal e : ContinuousEternal.values()) {
                if (!s.eternals().continuousDeck().contains(e)) {
                    out.add(new Probe(new Move.Reveal(a, e.id()), e.id() + " is not in the continuous deck"));
                    break;
                }
            }
        }
        if (s.pending() == Pending.SWAP) {
            out.add(new Probe(new Move.Swap(a, a), "Dragon swaps with another player"));
        }
        for (PlayerState p : s.players()) {
            if (p.rares() == 0) {
                Colour to = p.colour() == a ? s.players().get((s.players().indexOf(p) + 1) % s.players().size())
                        .colour() : a;
                out.add(new Probe(new Move.TableRare(p.colour(), to), p.colour().id() + " holds no rare card"));
                break;
            }
        }
        return out;
    }

    private static Space random(GameState s, Random rng, boolean rare) {
        List<Space> bad = new ArrayList<>();
        for (Space sp : Space.ALL_SPACES) {
            if (!(rare ? Legality.rare(s, sp) : Legality.card(s, sp)).ok()) {
                bad.add(sp);
            }
        }
        return bad.isEmpty() ? null : bad.get(rng.nextInt(bad.size()));
    }
}
