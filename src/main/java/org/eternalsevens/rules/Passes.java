package org.eternalsevens.rules;

import java.util.List;
import org.eternalsevens.rules.board.IconChoice;
import org.eternalsevens.rules.board.PassAction;
import org.eternalsevens.rules.board.PassIcon;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.basics.Verdict;

/** Passing on an icon and its action (R12, R26, R29, R30), and whether a player can still pass (R13). */
final class Passes {
    private Passes() {
    }

    static Verdict pass(Draft d, Move.Pass m) {
        Draft.P p = d.p(d.actor);
        String who = d.name(p.colour);
        if (p.discs == 0) {
            return Verdict.refuse(RejectCode.NO_DISCS, p.colour);
        }
        int index;
        PassIcon icon;
        // which icon the move names: RECORD-FORMAT "Which icon a bare name means"
        if (m.action() == PassAction.SHARED) {
            if (m.bonus() != null && m.bonus() != 0) { // P30: the shared icons give no token
                return Verdict.refuseAs(RejectCode.NO_SUCH_ICON, "shared_bonus");
            }
            index = sharedIcon(d);
            if (index < 0) {
                return d.setup.twoPlayers() ? Verdict.refuseAs(RejectCode.ICON_USED, "shared")
                        : Verdict.refuseAs(RejectCode.NO_SUCH_ICON, "shared");
            }
            icon = new PassIcon(PassAction.SHARED, 0);
        } else {
            List<PassIcon> icons = d.mode.icons(d.setup, d.gamer, p.colour);
            int used = d.mode.iconsReused() ? 0 : p.usedIcons; // R44: Gamer icons may be used again
            index = IconChoice.pick(icons, used, m.action(), m.bonus());
            if (index < 0) {
                return IconChoice.why(icons, used, m.action(), m.bonus(), p.colour);
            }
            icon = icons.get(index);
        }
        PassRule rule = PassRules.of(icon.action());
        Verdict v = rule.doable(d, p, m.args());
        if (!v.ok()) {
            return v;
        }
        if (icon.action() == PassAction.SHARED) {
            d.supply = d.supply.withSharedUsed(d.supply.sharedUsed() | 1 << index);
        } else if (!d.mode.iconsReused()) {
            p.usedIcons |= 1 << index;
        }
        p.discs--;
        p.passed.add(icon.label());
        d.say(new PassEvent.PassedOn(p.colour, icon.action() == PassAction.SHARED ? null : icon.label()));
        if (icon.bonus() > 0) {
            int got = d.gainTokens(p, icon.bonus());
            int cap = d.rules(p).tokenCap();
            d.say(new PassEvent.IconTokens(p.colour, icon.bonus(), got, cap));
        }
        rule.act(d, p, m.args());
        if (d.pending == Pending.NONE) {
            d.mode.checkOut(d, p);
            TurnFlow.endOrKeepOpen(d, p); // Gamer: the turn stays open for a Hard Pass at its end
        }
        return Verdict.OK;
    }

    /** The first unused shared icon with two players, or -1. */
    static int sharedIcon(Draft d) {
        if (!d.setup.twoPlayers()) {
            return -1;
        }
        for (int i = 0; i < d.setup.twoPlayer().sharedIcons(); i++) {
            if ((d.supply.sharedUsed() & 1 << i) == 0) {
                return i;
            }
        }
        return -1;
    }

    /** A Must Play token goes on an empty space without one, at most the level's cap on the field (R10). */
    static Verdict mustPlaySpace(Draft d, Space s) {
        if (d.field.mustPlayCount() >= d.setup.rules().mustPlayMax()) {
            return Verdict.refuseAs(RejectCode.MUST_PLAY_FULL, "all", d.setup.rules().mustPlayMax());
        }
        if (d.field.isFilled(s) || d.field.hasMustPlay(s)) {
            return d.field.hasMustPlay(s)
                    ? Verdict.refuseAs(RejectCode.MUST_PLAY_SPACE_FILLED, "token", s)
                    : Verdict.refuseAs(RejectCode.MUST_PLAY_SPACE_FILLED, "card", s);
        }
        return Verdict.OK;
    }

    /** Whether the player could still pass now: a disc and an unused icon whose action can be done (R12, R13). */
    static boolean canPass(Draft d, Draft.P p) {
        if (p.discs == 0) {
            return false;
        }
        List<PassIcon> icons = d.mode.icons(d.setup, d.gamer, p.colour);
        for (int i = 0; i < icons.size(); i++) {
            if ((d.mode.iconsReused() || !p.iconUsedIn(i)) && PassRules.of(icons.get(i).action()).possible(d)) {
                return true;
            }
        }
        return sharedIcon(d) >= 0 && PassRules.of(PassAction.SHARED).possible(d);
    }
}
