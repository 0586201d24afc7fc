package org.eternalsevens.rules.dragon;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.Verdict;

/**
 * Which Dragon actions may be taken now (R40), and why any other is refused. The same list drives the app's
 * buttons, the summary and the engine's checks. {@code starBlockOnField}: Minotaur needs one. {@code movesXCube}:
 * a Pro witch or vampire may also move the Forbidden cube between X-system spaces (R73).
 */
public record DragonOffers(DragonCards cards, boolean starBlockOnField, boolean movesXCube) {
    /**
     * What set off the offer: a played 2 or 9 (may be declined), a Dragon pass icon (must take one), or a Pro
     * Golem's second action (must take one, R74).
     */
    public enum Trigger { CARD, PASS, GOLEM_SECOND }

    /** What a {@code pass dragon} or {@code pass shared} does next. */
    public enum AfterPass {
        /** A Dragon action is available: the pass must take one ({@code awaiting} = {@code choice}). */
        TAKE_ONE,
        /** None is available: the pass does nothing more. */
        NOTHING_MORE
    }

    public DragonOffers {
        if (cards == null) {
            throw new IllegalArgumentException("Offers need the Dragon cards");
        }
    }

    /** Expert level: no X-cube moves. */
    public static DragonOffers of(DragonCards cards, boolean starBlockOnField) {
        return new DragonOffers(cards, starBlockOnField, false);
    }

    /** Every legal action now: Forbidden, Playable, then the Choice spaces in printed order, cubes R, B, G, Y. */
    public List<DragonAction> legal() {
        List<DragonAction> out = new ArrayList<>();
        DragonCards.OrderedCard f = cards.forbidden();
        if (!f.spent()) {
            out.add(new DragonAction.Forbidden());
        }
        if (movesXCube) {
            for (int n = 1; n <= 4; n++) {
                DragonAction.Forbidden x = new DragonAction.Forbidden(OptionalInt.of(n));
                if (n != f.space() + 1 && check(x).ok()) {
                    out.add(x);
                }
            }
        }
        if (!cards.playable().spent()) {
            out.add(new DragonAction.Playable());
        }
        DragonCards.ChoiceCard c = cards.choice();
        for (ChoiceAction a : ChoiceAction.on(c.side())) {
            if (c.used().containsKey(a) || a == ChoiceAction.MINOTAUR && !starBlockOnField) {
                continue;
            }
            for (Colour cube : Colour.values()) {
                if (!c.cubeUsed(cube)) {
                    out.add(new DragonAction.Choice(cube, a));
                }
            }
        }
        return out;
    }

    /** Whether any Dragon action is available now. */
    public boolean any() {
        return !legal().isEmpty();
    }

    /** OK, or the code and reason why this action cannot be taken now. */
    public Verdict check(DragonAction action) {
        if (action instanceof DragonAction.Forbidden f) {
            return forbidden(f.space());
        }
        if (action instanceof DragonAction.Playable) {
            return cards.playable().spent() ? Verdict.refuseAs(RejectCode.DRAGON_CARD_SPENT, "playable")
                    : Verdict.OK;
        }
        DragonAction.Choice c = (DragonAction.Choice) action;
        return choice(c.cube(), c.action());
    }

    /** Whether a Choice space can be taken now by some cube, and if not why (for the app's hover text). */
    public Verdict checkSpace(ChoiceAction space) {
        Colour free = null;
        for (Colour c : Colour.values()) {
            if (!cards.choice().cubeUsed(c)) {
                free = c;
                break;
            }
        }
        return choice(free == null ? Colour.RED : free, space);
    }

    /** The cubes that may be moved to this Choice space now, R, B, G, Y; empty when the space cannot be taken. */
    public List<Colour> cubesFor(ChoiceAction space) {
        List<Colour> out = new ArrayList<>();
        for (Colour c : Colour.values()) {
            if (choice(c, space).ok()) {
                out.add(c);
            }
        }
        return out;
    }

    /**
     * Whether space {@code space} (1..4) of the Playable card can be taken now, and if not why (the app's hover
     * text): only the cube's next space, and nothing once the card is spent.
     */
    public Verdict checkPlayableSpace(int space) {
        Verdict v = check(new DragonAction.Playable());
        int next = cards.playable().space() + 1;
        if (!v.ok() || space == next) {
            return v;
        }
        return Verdict.refuseAs(RejectCode.NOT_NEXT_DRAGON_SPACE, "playable", next);
    }

    /** A {@code pass dragon} (or two-player {@code pass shared}) takes one when any is available (R40). */
    public AfterPass onPass() {
        return any() ? AfterPass.TAKE_ONE : AfterPass.NOTHING_MORE;
    }

    /** {@code dragon none}: a 2 or 9's offer may be declined (R15); a Dragon pass or a Golem's second may not. */
    public Verdict decline(Trigger trigger) {
        if (trigger == Trigger.PASS && any()) {
            return Verdict.refuseAs(RejectCode.DRAGON_ACTION_REQUIRED, "pass");
        }
        if (trigger == Trigger.GOLEM_SECOND && any()) {
            return Verdict.refuseAs(RejectCode.DRAGON_ACTION_REQUIRED, "golem");
        }
        return Verdict.OK;
    }

    private Verdict forbidden(OptionalInt to) {
        DragonCards.OrderedCard f = cards.forbidden();
        int next = f.space() + 1;
        if (f.spent() && (!movesXCube || to.isEmpty())) {
            return Verdict.refuse(RejectCode.NO_FORBIDDEN_AFTER_NO_HARD_PASS);
        }
        if (to.isEmpty() || to.getAsInt() == next) {
            return Verdict.OK;
        }
        ForbiddenSpace from = ForbiddenSpace.at(f.side(), f.space());
        ForbiddenSpace onto = ForbiddenSpace.at(f.side(), to.getAsInt());
        if (!movesXCube || from == null || !from.xSystem() || !onto.xSystem() || from == onto) {
            return f.spent()
                    ? Verdict.refuseAs(RejectCode.NOT_NEXT_DRAGON_SPACE, "forbidden_last")
                    : Verdict.refuseAs(RejectCode.NOT_NEXT_DRAGON_SPACE, "forbidden", next);
        }
        return Verdict.OK;
    }

    private Verdict choice(Colour cube, ChoiceAction a) {
        DragonCards.ChoiceCard c = cards.choice();
        if (c.spent()) {
            return Verdict.refuseAs(RejectCode.DRAGON_CARD_SPENT, "choice");
        }
        if (!a.isOn(c.side())) {
            return Verdict.refuse(RejectCode.CHOICE_NOT_ON_THIS_SIDE, a.id(),
                    (c.side() == DragonSide.FRONT ? DragonSide.BACK : DragonSide.FRONT).id(), c.side().id());
        }
        if (c.used().containsKey(a)) {
            return Verdict.refuse(RejectCode.CHOICE_ALREADY_USED, c.used().get(a).id(), a);
        }
        if (c.cubeUsed(cube)) {
            return Verdict.refuse(RejectCode.CUBE_ALREADY_USED, cube.id());
        }
        if (a == ChoiceAction.MINOTAUR && !starBlockOnField) {
            return Verdict.refuse(RejectCode.NO_STAR_BLOCK_FOR_MINOTAUR);
        }
        return Verdict.OK;
    }
}
