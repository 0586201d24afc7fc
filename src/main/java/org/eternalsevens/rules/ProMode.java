package org.eternalsevens.rules;

import java.util.List;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.track.EarnedReward;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.basics.Eternals;
import org.eternalsevens.rules.board.PassIcon;
import org.eternalsevens.rules.basics.PlayerStatus;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.RevealedHand;
import org.eternalsevens.rules.track.Reward;
import org.eternalsevens.rules.track.RewardBoard;
import org.eternalsevens.rules.track.RewardContext;
import org.eternalsevens.rules.track.RewardEvent;
import org.eternalsevens.rules.track.Rewards;
import org.eternalsevens.rules.setup.RulesInForce;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.basics.Verdict;

/**
 * Gamer mode, Pro level (R50–R79): Expert's flow, with each player's chosen Eternal board giving their pass icons
 * (R55), their rewards (R56–R60) and the rules in force for them (R62, R65, R75, R76). The choosing and the
 * Preparation are {@link ProTurns}.
 */
final class ProMode extends GamerMode {
    static final ProMode INSTANCE = new ProMode();

    private ProMode() {
    }

    /**
     * The Expert rules in force, changed by the player's board: the token cap (R76: 2, the Kyubi 3, Pegasus and
     * Barong none, R65), ignoring X tokens (R62: the Forbidden card's other effects still bind) and the Hard Pass
     * sizes (R75; "no Hard Pass" binds every board).
     */
    @Override
    RulesInForce rules(Setup setup, Eternals eternals, Gamer gamer, Colour c) {
        RulesInForce expert = super.rules(setup, eternals, gamer, c);
        EternalBoard b = gamer == null || gamer.pro() == null ? null : gamer.pro().board(c);
        if (b == null) {
            return expert;
        }
        int sizes = expert.hardPassSizes() == 0 ? 0 : new HardPass(b.hardPass().sizes()).bits();
        return new RulesInForce(expert.forbidden(), expert.forbiddenBy(), expert.noRaresBy(), expert.noTokens(),
                expert.noDiscardingBy(), expert.rareFirstBy(), SecondCards.gives(b), expert.takeCoveredBy(),
                b.tokenLimit(), b.ignoresX(), sizes, expert.playsFreely(), expert.knownOut());
    }

    /** R75: the board's sizes, refused in its own words ("Pegasus may Hard Pass only with exactly one card"). */
    @Override
    Verdict hardPass(Draft d, Draft.P p) {
        Verdict expert = super.hardPass(d, p);
        EternalBoard b = d.board(p);
        if (expert.ok() || b == null || expert.code() != RejectCode.HARD_PASS_HAND_SIZE) {
            return expert;
        }
        return Verdict.refuseAs(RejectCode.HARD_PASS_HAND_SIZE, "board", b.title(), b.hardPass(), p.colour,
                p.hand);
    }

    /** The chosen board's icons (R55); none while the player has no board. */
    @Override
    List<PassIcon> icons(Setup setup, Gamer gamer, Colour c) {
        EternalBoard b = gamer == null || gamer.pro() == null ? null : gamer.pro().board(c);
        if (b == null) {
            return List.of();
        }
        return b.icons();
    }

    @Override
    RewardBoard rewardBoard(Draft d, Draft.P p) {
        return d.board(p);
    }

    /**
     * R60: every other witch or vampire owner not eliminated gains their any-player Hard Pass reward, as a move of
     * its own right after the Hard Passer's reward (the owner's own Hard Pass counts it in their reward).
     */
    @Override
    void afterHardPassReward(Draft d, Draft.P passer) {
        for (Draft.P owner : d.clockwiseFrom(passer.colour)) {
            EternalBoard b = d.board(owner);
            if (owner == passer || b == null || owner.status == PlayerStatus.ELIMINATED
                    || b.rewards(RewardEvent.ANY_HARD_PASS).isEmpty()) {
                continue;
            }
            RewardContext ctx = new RewardContext(owner.colour, b, d.gamer.round().number(), owner.discs, owner.apt,
                    RevealedHand.EMPTY, false, false, d.setup.gamer().caps());
            Reward.Applied a = Rewards.anyHardPass(passer.colour, ctx).applyTo(d.gamer.track());
            d.gamer = d.gamer.earned(EarnedReward.of(d.gamer.round().number(), a), a.track());
            d.say(new GamerEvent.Rewarded(a));
        }
    }
}
