package org.eternalsevens.sim;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.PassArgs;
import org.eternalsevens.rules.PassRules;
import org.eternalsevens.rules.board.IconName;
import org.eternalsevens.rules.board.PassAction;
import org.eternalsevens.rules.board.PassIcon;
import org.eternalsevens.rules.PlayerState;
import org.eternalsevens.rules.basics.Space;

/**
 * The legal moves a player holding real cards could make now, found the way the app finds them: out of
 * {@link LegalMoves}.
 */
final class Options {
    private Options() {
    }

    /**
     * Plays of held cards, out of {@link LegalMoves#plays}. On the turn's first card a held card on a Must Play
     * space must come first (R10: the tracker cannot enforce it, the table does).
     */
    static List<Move> plays(GameState s, Table t, Colour a, boolean first) {
        List<Space> play = new ArrayList<>();
        List<Space> rare = new ArrayList<>();
        for (Move m : LegalMoves.plays(s)) {
            if (m instanceof Move.Play p) {
                play.add(p.space());
            } else if (m instanceof Move.PlayRare p) {
                rare.add(p.space());
            }
        }
        boolean[] playable = new boolean[48];
        play.forEach(sp -> playable[sp.index()] = true);
        Set<Integer> held = new LinkedHashSet<>(t.hand(a));
        List<Move> ok = new ArrayList<>();
        for (int card : held) {
            if (card == Cards.RARE) {
                rare.forEach(sp -> ok.add(new Move.PlayRare(a, sp)));
            } else if (card == Cards.PURPLE) {
                for (Space sp : play) {
                    if (sp.isPurple()) {
                        ok.add(new Move.Play(a, sp));
                    }
                }
            } else if (playable[Cards.space(card).index()]) {
                ok.add(new Move.Play(a, Cards.space(card)));
            }
        }
        List<Move> mustPlay = new ArrayList<>();
        for (Move m : ok) {
            if (m instanceof Move.Play p && s.field().hasMustPlay(p.space())) {
                mustPlay.add(m);
            }
        }
        return first && !mustPlay.isEmpty() ? mustPlay : ok;
    }

    /** Every pass the player could make now, one per unused icon (and the shared icon), with random arguments. */
    static List<Move> passes(GameState s, Table t, Colour a, Random rng) {
        PlayerState p = s.player(a);
        List<PassIcon> icons = s.setup().board(a).icons();
        List<Move> out = new ArrayList<>();
        for (int i = 0; i < icons.size(); i++) {
            if (p.iconUsed(i)) {
                continue;
            }
            PassIcon icon = icons.get(i);
            Integer bonus = icon.bonus() > 0 && rng.nextBoolean() ? icon.bonus() : null;
            Move m = pass(s, t, a, icon.action(), bonus, rng);
            if (m != null) {
                out.add(m);
            }
        }
        if (s.setup().twoPlayers()) {
            out.add(Move.Pass.of(a, PassAction.SHARED));
        }
        List<Move> legal = LegalMoves.of(s);
        out.removeIf(m -> !legal.stream().anyMatch(l -> l instanceof Move.Pass q
                && q.action() == ((Move.Pass) m).action() && q.args().equals(((Move.Pass) m).args())));
        return out; // a pass may name its icon with the bonus, as a table may write it
    }

    private static Move pass(GameState s, Table t, Colour a, PassAction action, Integer bonus, Random rng) {
        switch (PassRules.of(action).args()) {
            case RARE_OR_NONE:
                boolean rare = !s.rulesInForce(a).noDiscarding() && t.randomCard(a) == Cards.RARE;
                return new Move.Pass(a, new IconName(action, bonus), rare ? new PassArgs.RareCard() : PassArgs.NONE);
            case SPACE:
                Space sp = mustPlaySpace(s, rng);
                return sp == null ? null : new Move.Pass(a, new IconName(action, bonus), new PassArgs.OnSpace(sp));
            case ROW:
                List<Colour> rows = new ArrayList<>();
                for (Colour c : Colour.values()) {
                    if (s.field().blockSpace(c) != null) {
                        rows.add(c);
                    }
                }
                return rows.isEmpty() ? null
                        : new Move.Pass(a, new IconName(action, bonus), new PassArgs.OfRow(rows.get(rng.nextInt(rows.size()))));
            default:
                return new Move.Pass(a, new IconName(action, bonus), PassArgs.NONE);
        }
    }

    /** A random empty space without a Must Play token, or null. */
    static Space mustPlaySpace(GameState s, Random rng) {
        List<Space> free = new ArrayList<>();
        for (Space sp : Space.ALL_SPACES) {
            if (!s.field().isFilled(sp) && !s.field().hasMustPlay(sp)) {
                free.add(sp);
            }
        }
        return free.isEmpty() ? null : free.get(rng.nextInt(free.size()));
    }

    /** Another player still in the game, at random. */
    static Colour other(GameState s, Colour a, Random rng) {
        List<Colour> others = new ArrayList<>();
        for (PlayerState p : s.players()) {
            if (p.inGame() && p.colour() != a) {
                others.add(p.colour());
            }
        }
        return others.get(rng.nextInt(others.size()));
    }
}
