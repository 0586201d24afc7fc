package org.eternalsevens.rules;

import java.util.List;

/** Passing on an icon and its action (R12, R26, R29, R30), and whether a player can still pass (R13). */
final class Passes {
    private Passes() {
    }

    static Verdict pass(Draft d, Move.Pass m) {
        Draft.P p = d.p(d.actor);
        String who = d.name(p.colour);
        if (p.discs == 0) {
            return Verdict.no(RejectCode.NO_DISCS, who + " has no pass discs left.");
        }
        int index;
        PassIcon icon;
        if (m.action() == PassAction.SHARED) {
            if (m.bonus() != null && m.bonus() != 0) { // P30: the shared icons give no token
                return Verdict.no(RejectCode.NO_SUCH_ICON, "The shared icons give no Additional Play Token: write "
                        + "\"pass shared\".");
            }
            index = sharedIcon(d);
            if (index < 0) {
                return Verdict.no(d.setup.twoPlayers() ? RejectCode.ICON_USED : RejectCode.NO_SUCH_ICON,
                        d.setup.twoPlayers() ? "Both shared icons are used."
                                : "Shared icons exist only with two players.");
            }
            icon = new PassIcon(PassAction.SHARED, 0);
        } else {
            List<PassIcon> icons = d.setup.board(p.colour).icons();
            index = IconChoice.pick(icons, p.usedIcons, m.action(), m.bonus());
            if (index < 0) {
                return IconChoice.why(icons, p.usedIcons, m.action(), m.bonus(), who);
            }
            icon = icons.get(index);
        }
        Verdict v = doable(d, p, m, icon.action());
        if (!v.ok()) {
            return v;
        }
        if (icon.action() == PassAction.SHARED) {
            d.sharedUsed |= 1 << index;
        } else {
            p.usedIcons |= 1 << index;
        }
        p.discs--;
        p.passed.add(icon.label());
        d.say(who + " passes on " + (icon.action() == PassAction.SHARED ? "the shared icon" : icon.label()) + ".");
        if (icon.bonus() > 0) {
            int got = d.gainTokens(p, icon.bonus());
            d.say(who + " gains " + got + (got == 1 ? " Additional Play Token." : " Additional Play Tokens."));
        }
        act(d, p, m, icon.action());
        if (d.pending == Pending.NONE) {
            Leaving.checkOut(d, p);
            TurnFlow.endTurn(d);
        }
        return Verdict.OK;
    }

    private static int sharedIcon(Draft d) {
        if (!d.setup.twoPlayers()) {
            return -1;
        }
        for (int i = 0; i < d.setup.twoPlayer().sharedIcons(); i++) {
            if ((d.sharedUsed & 1 << i) == 0) {
                return i;
            }
        }
        return -1;
    }

    /** Whether the icon's action can be done now (R12). */
    private static Verdict doable(Draft d, Draft.P p, Move.Pass m, PassAction action) {
        String who = d.name(p.colour);
        switch (action) {
            case BLOCK:
                if (!d.field.anyBlockOnField()) {
                    return Verdict.no(RejectCode.NO_STAR_BLOCK, "No star block is on the field to move.");
                }
                if (d.field.blockSpace(m.row()) == null) {
                    return Verdict.no(RejectCode.NO_STAR_BLOCK, "The " + m.row().id()
                            + " row has no star block on the field.");
                }
                return Verdict.OK;
            case ETERNAL:
            case SHARED:
                return d.continuousDeck.isEmpty() ? Verdict.no(RejectCode.CONTINUOUS_DECK_EMPTY,
                        "The continuous eternal deck is empty: the eternal icon cannot be chosen.") : Verdict.OK;
            case MUSTPLAY:
                return mustPlaySpace(d, m.space());
            case DISCARD:
                if (m.rare() && p.rares == 0) {
                    return Verdict.no(RejectCode.NO_RARE_CARD, who + " holds no rare card to discard.");
                }
                if (d.active == ContinuousEternal.KRAKEN) {
                    return Verdict.OK; // R26: the icon may be used, nothing is discarded
                }
                if (!m.rare() && p.hand <= p.rares) {
                    return Verdict.no(RejectCode.ONLY_RARES_LEFT, who
                            + " holds only rare cards: write \"pass discard *\".");
                }
                return Verdict.OK;
            case RARE:
                return Verdict.OK;
            default:
                return Verdict.no(RejectCode.NO_SUCH_ICON, "The " + action.id() + " icon is for Gamer mode.");
        }
    }

    /** A Must Play token goes on an empty space without one, at most the level's cap on the field (R10). */
    static Verdict mustPlaySpace(Draft d, Space s) {
        if (d.field.mustPlayCount() >= d.setup.rules().mustPlayMax()) {
            return Verdict.no(RejectCode.MUST_PLAY_FULL, "All " + d.setup.rules().mustPlayMax()
                    + " Must Play tokens are already on the field.");
        }
        if (d.field.isFilled(s) || d.field.hasMustPlay(s)) {
            return Verdict.no(RejectCode.MUST_PLAY_SPACE_FILLED, s + (d.field.hasMustPlay(s)
                    ? " already has a Must Play token." : " is not empty: a Must Play token goes on an empty space."));
        }
        return Verdict.OK;
    }

    private static void act(Draft d, Draft.P p, Move.Pass m, PassAction action) {
        String who = d.name(p.colour);
        switch (action) {
            case RARE:
                d.gainRareCard(p, "the rare icon"); // R12
                break;
            case DISCARD:
                if (d.active == ContinuousEternal.KRAKEN) {
                    d.say("Kraken is active: nothing is discarded.");
                } else {
                    p.hand--;
                    if (m.rare()) {
                        p.rares--;
                        d.discardRares++;
                    } else {
                        d.discardDown++;
                    }
                    d.say(who + " discards " + (m.rare() ? "a rare card." : "a card face down."));
                }
                break;
            case ETERNAL:
            case SHARED:
                d.pending = Pending.REVEAL_CONTINUOUS;
                break;
            case MUSTPLAY:
                d.field = d.field.withMustPlay(m.space());
                d.say(who + " places a Must Play token on " + m.space() + ".");
                break;
            case BLOCK:
                StarBlocks.move(d, m.row());
                break;
            default:
                break;
        }
    }

    /** Whether the player could still pass now: a disc and an unused icon whose action can be done (R12, R13). */
    static boolean canPass(Draft d, Draft.P p) {
        if (p.discs == 0) {
            return false;
        }
        List<PassIcon> icons = d.setup.board(p.colour).icons();
        for (int i = 0; i < icons.size(); i++) {
            if (!p.iconUsedIn(i) && iconDoable(d, icons.get(i).action())) {
                return true;
            }
        }
        return sharedIcon(d) >= 0 && !d.continuousDeck.isEmpty();
    }

    private static boolean iconDoable(Draft d, PassAction a) {
        switch (a) {
            case BLOCK: return d.field.anyBlockOnField();
            case ETERNAL: return !d.continuousDeck.isEmpty();
            case MUSTPLAY: return d.field.mustPlayCount() < d.setup.rules().mustPlayMax()
                    && Long.bitCount(d.field.cards() | d.field.rares() | d.field.mustPlay()) < 48;
            case RARE:
            case DISCARD: return true;
            default: return false;
        }
    }
}
