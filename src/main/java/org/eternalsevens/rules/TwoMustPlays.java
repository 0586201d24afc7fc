package org.eternalsevens.rules;

import java.util.ArrayList;
import java.util.List;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.basics.Verdict;

/**
 * The {@code mustplay2} icon (R69): two Must Play tokens on two different empty spaces without a token, as R10 says
 * for one. With only one token left, or only one such space left, it names one space.
 */
final class TwoMustPlays extends PassRule {
    private static final List<PassArgs> VARIANTS = variantsOnce();

    TwoMustPlays() {
        super(PassArgs.Kind.TWO_SPACES);
    }

    private static List<PassArgs> variantsOnce() {
        List<PassArgs> out = new ArrayList<>();
        List<Space> all = Space.ALL_SPACES;
        for (int i = 0; i < all.size(); i++) {
            out.add(new PassArgs.TwoSpaces(all.get(i), null));
            for (int j = i + 1; j < all.size(); j++) {
                out.add(new PassArgs.TwoSpaces(all.get(i), all.get(j)));
            }
        }
        return List.copyOf(out);
    }

    /** How many tokens the pass can place now: 2, or 1 with one token or one free space left, or 0. */
    static int placeable(Draft d) {
        int tokens = d.setup.rules().mustPlayMax() - d.field.mustPlayCount();
        int free = Space.ALL_SPACES.size()
                - Long.bitCount(d.field.cards() | d.field.rares() | d.field.mustPlay());
        return Math.max(0, Math.min(2, Math.min(tokens, free)));
    }

    @Override
    boolean possible(Draft d) {
        return placeable(d) > 0;
    }

    @Override
    Verdict doable(Draft d, Draft.P p, PassArgs a) {
        PassArgs.TwoSpaces t = (PassArgs.TwoSpaces) a;
        Verdict v = Passes.mustPlaySpace(d, t.first());
        if (!v.ok()) {
            return v;
        }
        int n = placeable(d);
        if (t.second() == null) {
            return n == 1 ? Verdict.OK : Verdict.refuse(RejectCode.MUST_PLAY_NAME_TWO, t.first());
        }
        if (n < 2) {
            return Verdict.refuseAs(RejectCode.MUST_PLAY_FULL, "one", t.first());
        }
        return Passes.mustPlaySpace(d, t.second());
    }

    @Override
    void act(Draft d, Draft.P p, PassArgs a) {
        PassArgs.TwoSpaces t = (PassArgs.TwoSpaces) a;
        d.field = d.field.withMustPlay(t.first());
        if (t.second() == null) {
            d.say(new PassEvent.MustPlayPlaced(p.colour, t.first(), null));
            return;
        }
        d.field = d.field.withMustPlay(t.second());
        d.say(new PassEvent.MustPlayPlaced(p.colour, t.first(), t.second()));
    }

    @Override
    List<PassArgs> variants() {
        return VARIANTS;
    }
}
