package org.eternalsevens.rules;

import java.util.EnumMap;
import java.util.Map;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.dragon.DragonOffers;
import org.eternalsevens.rules.board.PassAction;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.basics.Phrase;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.setup.RulesInForce;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.basics.Verdict;

/** The rule object of each pass action (R12, R26, R29, R30; the Pro boards' icons R55). */
public final class PassRules {
    private static final Map<PassAction, PassRule> RULES = new EnumMap<>(PassAction.class);

    static {
        RULES.put(PassAction.RARE, new Rare());
        RULES.put(PassAction.DISCARD, new Discard());
        RULES.put(PassAction.ETERNAL, new RevealContinuous());
        RULES.put(PassAction.SHARED, new Shared());
        RULES.put(PassAction.MUSTPLAY, new MustPlay());
        RULES.put(PassAction.BLOCK, new Block());
        RULES.put(PassAction.DRAGON, new GamerOnly());
        RULES.put(PassAction.MUSTPLAY2, new TwoMustPlays()); // the Pro boards' icons (R55)
        RULES.put(PassAction.TAKE, new TakeFromDiscardPile());
        RULES.put(PassAction.DECLARE, new BarongExchange());
        RULES.put(PassAction.TENS, new KrakenTens());
        RULES.put(PassAction.DRAIN, new KappaDrain());
        RULES.put(PassAction.PREP, new PreparationIcon());
    }

    private PassRules() {
    }

    public static PassRule of(PassAction action) {
        return RULES.get(action);
    }

    /** Takes a rare card from the Rare Area (R12). */
    private static final class Rare extends PassRule.AlwaysOpen {
        Rare() {
            super(PassArgs.Kind.NONE);
        }

        @Override
        void act(Draft d, Draft.P p, PassArgs a) {
            d.gainRareCard(p, Phrase.of(PassEvent.RARE_ICON));
        }
    }

    /** Discards a card face down, or a rare card (R12); Kraken discards nothing (R26). */
    private static final class Discard extends PassRule {
        Discard() {
            super(PassArgs.Kind.RARE_OR_NONE);
        }

        @Override
        boolean possible(Draft d) {
            return true;
        }

        @Override
        Verdict doable(Draft d, Draft.P p, PassArgs a) {
            boolean rare = a instanceof PassArgs.RareCard;
            if (rare && p.rares == 0) {
                return Verdict.refuseAs(RejectCode.NO_RARE_CARD, "discard", p.colour);
            }
            if (d.rules(p).noDiscarding()) {
                return Verdict.OK; // R26: the icon may be used, nothing is discarded
            }
            if (!rare && p.hand <= p.rares) {
                return Verdict.refuseAs(RejectCode.ONLY_RARES_LEFT, "discard", p.colour);
            }
            return Verdict.OK;
        }

        @Override
        void act(Draft d, Draft.P p, PassArgs a) {
            RulesInForce r = d.rules(p);
            if (r.noDiscarding()) {
                d.say(new PassEvent.NothingDiscarded(r.noDiscardingBy()));
                return;
            }
            boolean rare = a instanceof PassArgs.RareCard;
            p.hand--;
            if (rare) {
                p.rares--;
                d.supply = d.supply.discard(0, 0, 1);
            } else {
                d.supply = d.supply.discard(1, 0, 0);
            }
            d.say(new PassEvent.Discarded(p.colour, rare));
        }
    }

    /** The eternal icon and the two-player shared icons: the table reveals a continuous eternal (R12, R30). */
    private static final class RevealContinuous extends PassRule {
        RevealContinuous() {
            super(PassArgs.Kind.NONE);
        }

        @Override
        boolean possible(Draft d) {
            return !d.eternals.continuousDeck().isEmpty();
        }

        @Override
        Verdict doable(Draft d, Draft.P p, PassArgs a) {
            return possible(d) ? Verdict.OK : Verdict.refuse(RejectCode.CONTINUOUS_DECK_EMPTY);
        }

        @Override
        void act(Draft d, Draft.P p, PassArgs a) {
            d.pending = Pending.REVEAL_CONTINUOUS;
        }
    }

    /** Puts a Must Play token on an empty space (R10, R12). */
    private static final class MustPlay extends PassRule {
        MustPlay() {
            super(PassArgs.Kind.SPACE);
        }

        @Override
        boolean possible(Draft d) {
            return d.field.mustPlayCount() < d.setup.rules().mustPlayMax()
                    && Long.bitCount(d.field.cards() | d.field.rares() | d.field.mustPlay()) < 48;
        }

        @Override
        Verdict doable(Draft d, Draft.P p, PassArgs a) {
            return Passes.mustPlaySpace(d, ((PassArgs.OnSpace) a).space());
        }

        @Override
        void act(Draft d, Draft.P p, PassArgs a) {
            Space s = ((PassArgs.OnSpace) a).space();
            d.field = d.field.withMustPlay(s);
            d.say(new PassEvent.MustPlayPlaced(p.colour, s, null));
        }
    }

    /** Moves a star block to the other end of its gap (R7, R12). */
    private static final class Block extends PassRule {
        Block() {
            super(PassArgs.Kind.ROW);
        }

        @Override
        boolean possible(Draft d) {
            return d.field.anyBlockOnField();
        }

        @Override
        Verdict doable(Draft d, Draft.P p, PassArgs a) {
            Colour row = ((PassArgs.OfRow) a).row();
            if (!d.field.anyBlockOnField()) {
                return Verdict.refuseAs(RejectCode.NO_STAR_BLOCK, "none");
            }
            if (d.field.blockSpace(row) == null) {
                return Verdict.refuseAs(RejectCode.NO_STAR_BLOCK, "row", row.id());
            }
            return Verdict.OK;
        }

        @Override
        void act(Draft d, Draft.P p, PassArgs a) {
            StarBlocks.move(d, ((PassArgs.OfRow) a).row());
        }
    }

    /** The dragon icon (R40): a Dragon action must be taken when one is available; else nothing more. */
    private static class GamerOnly extends PassRule {
        GamerOnly() {
            super(PassArgs.Kind.NONE);
        }

        @Override
        boolean possible(Draft d) {
            return d.gamer != null;
        }

        @Override
        Verdict doable(Draft d, Draft.P p, PassArgs a) {
            return d.gamer != null ? Verdict.OK
                    : Verdict.refuseAs(RejectCode.NO_SUCH_ICON, "dragon");
        }

        @Override
        void act(Draft d, Draft.P p, PassArgs a) {
            if (!DragonTurns.offer(d, DragonOffers.Trigger.PASS)) {
                d.say(new PassEvent.NothingMore());
            }
        }
    }

    /** The two-player shared icons (R30): a continuous eternal in Casual, a Dragon action in Gamer (R40). */
    private static final class Shared extends GamerOnly {
        private final PassRule casual = new RevealContinuous();

        @Override
        boolean possible(Draft d) {
            return d.gamer != null || casual.possible(d);
        }

        @Override
        Verdict doable(Draft d, Draft.P p, PassArgs a) {
            return d.gamer != null ? Verdict.OK : casual.doable(d, p, a);
        }

        @Override
        void act(Draft d, Draft.P p, PassArgs a) {
            if (d.gamer != null) {
                super.act(d, p, a);
            } else {
                casual.act(d, p, a);
            }
        }
    }
}
