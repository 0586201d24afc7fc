package org.eternalsevens.rules;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.dragon.DragonAction;
import org.eternalsevens.rules.dragon.DragonStep;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.board.PassIcon;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.basics.Phrase;
import org.eternalsevens.rules.board.Preparation;
import org.eternalsevens.rules.board.ProChoosing;
import org.eternalsevens.rules.basics.Verdict;

/**
 * The Pro level's moves around the play (R52–R54): choosing an Eternal board, and once everyone has one, each
 * board's Preparation by itself in turn order from the start player; then the start player's first turn.
 */
final class ProTurns {
    private ProTurns() {
    }

    static Verdict choose(Draft d, Move.Choose m) {
        ProChoosing c = d.gamer.pro().choosing();
        Verdict v = c.check(m.actor(), m.board());
        if (!v.ok()) {
            return v;
        }
        ProChoosing after = c.choose(m.actor(), m.board());
        d.gamer = d.gamer.withPro(d.gamer.pro().withChoosing(after));
        EternalBoard b = after.board(m.actor());
        d.say(new ProEvent.BoardChosen(m.actor(), b.title(), b.id()));
        if (!after.done()) {
            d.actor = after.next();
            return Verdict.OK;
        }
        EternalBoard left = after.offer().get(0);
        d.say(new ProEvent.LeftOver(left.title(), after.round()));
        Colour start = startPlayer(d);
        for (Draft.P p : d.clockwiseFrom(start)) {
            prepare(d, p, d.board(p));
        }
        d.actor = start;
        d.pending = Pending.NONE;
        d.cards = 0;
        d.say(new ProEvent.RoundStarts(start, after.round()));
        return Verdict.OK;
    }

    /** Round 1: the setup's start player; round 2: the one R47 found. */
    static Colour startPlayer(Draft d) {
        return d.gamer.round().number() == 1 || d.gamer.round2Start() == null ? d.setup.start()
                : d.gamer.round2Start().colour();
    }

    /** One board's Preparation (R54); none of it needs a move. */
    static void prepare(Draft d, Draft.P p, EternalBoard b) {
        if (b.preparation() == Preparation.NONE) {
            return;
        }
        String board = b.title();
        switch (b.preparation()) {
            case FORBIDDEN1 -> {
                DragonStep step = d.gamer.round().dragon().take(new DragonAction.Forbidden(), p.colour);
                d.gamer = d.gamer.with(d.gamer.round().withDragon(step.after()));
                d.say(new ProEvent.ForbiddenPrepared(board, d.rules(p).forbiddenCards()));
            }
            case APT -> d.say(new ProEvent.TokensPrepared(board, p.colour, d.gainTokens(p, 1)));
            case RARE -> d.gainRareCard(p, Phrase.of("event.source.preparation", board));
            case DISCARD2, DISCARD1 -> {
                int n = Math.min(p.hand - p.rares, b.preparation() == Preparation.DISCARD2 ? 2 : 1);
                p.hand -= n;
                d.supply = d.supply.discard(n, 0, 0);
                d.say(new ProEvent.CardsDiscardedPrepared(board, p.colour, n));
            }
            case DISC -> {
                PassIcon icon = b.preparationIcon();
                p.discs--;
                p.passed.add(icon.label());
                d.say(new ProEvent.DiscPrepared(board, p.colour, icon.label(), d.gainTokens(p, icon.bonus())));
            }
            default -> throw new IllegalStateException("Preparation " + b.preparation());
        }
    }
}
