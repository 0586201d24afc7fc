package org.eternalsevens.rules;

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
        d.say(ProChoosing.sentence(m.actor(), b).replaceFirst("^" + m.actor().title(), d.name(m.actor())) + ".");
        if (!after.done()) {
            d.actor = after.next();
            return Verdict.OK;
        }
        EternalBoard left = after.offer().get(0);
        d.say(left.title() + " is left over" + (after.round() == 1 ? " and comes back for round 2." : " and is out "
                + "of the game."));
        Colour start = startPlayer(d);
        for (Draft.P p : d.clockwiseFrom(start)) {
            prepare(d, p, d.board(p));
        }
        d.actor = start;
        d.pending = Pending.NONE;
        d.cards = 0;
        d.say(d.name(start) + " starts round " + after.round() + ".");
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
        String who = d.name(p.colour);
        String head = b.title() + "'s Preparation: ";
        switch (b.preparation()) {
            case FORBIDDEN1 -> {
                DragonStep step = d.gamer.round().dragon().take(new DragonAction.Forbidden(), p.colour, who);
                d.gamer = d.gamer.with(d.gamer.round().withDragon(step.after()));
                d.say(head + "the Forbidden cube goes to \u201c" + d.rules(p).forbiddenWords()
                        + " cannot be played\u201d.");
            }
            case APT -> d.say(head + tokenWords(who, d.gainTokens(p, 1)));
            case RARE -> d.gainRareCard(p, head.substring(0, head.length() - 2));
            case DISCARD2, DISCARD1 -> {
                int n = Math.min(p.hand - p.rares, b.preparation() == Preparation.DISCARD2 ? 2 : 1);
                p.hand -= n;
                d.supply = d.supply.discard(n, 0, 0);
                d.say(head + who + " discards " + ScoreWords.count(n, "card", "cards") + " face down.");
            }
            case DISC -> {
                PassIcon icon = b.preparationIcon();
                p.discs--;
                p.passed.add(icon.label());
                d.say(head + who + " puts a disc on " + icon.label() + "; " + tokenWords(who,
                        d.gainTokens(p, icon.bonus())));
            }
            default -> throw new IllegalStateException("Preparation " + b.preparation());
        }
    }

    private static String tokenWords(String who, int got) {
        return got == 0 ? who + " already holds all the Additional Play Tokens allowed."
                : who + " gains " + ScoreWords.count(got, "Additional Play Token", "Additional Play Tokens") + ".";
    }
}
