package org.eternalsevens.rules;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.dragon.DragonBonus;
import org.eternalsevens.rules.dragon.DragonCards;
import org.eternalsevens.rules.dragon.DragonOffers;
import org.eternalsevens.rules.track.EarnedReward;
import org.eternalsevens.rules.basics.Eternals;
import org.eternalsevens.rules.dragon.ForbiddenSpace;
import org.eternalsevens.rules.track.GamerElimination;
import org.eternalsevens.rules.setup.GamerRules;
import org.eternalsevens.rules.setup.LevelRules;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.ranking.Place;
import org.eternalsevens.rules.basics.PlayerStatus;
import org.eternalsevens.rules.ranking.Ranking;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.basics.RevealedHand;
import org.eternalsevens.rules.track.Reward;
import org.eternalsevens.rules.track.RewardBoard;
import org.eternalsevens.rules.track.RewardContext;
import org.eternalsevens.rules.track.RewardEvent;
import org.eternalsevens.rules.track.Rewards;
import org.eternalsevens.rules.basics.RuleSource;
import org.eternalsevens.rules.setup.RulesInForce;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.ranking.Standing;
import org.eternalsevens.rules.track.Track;
import org.eternalsevens.rules.basics.Verdict;

/**
 * Gamer mode, Expert level (R40–R47): going out and Hard Passing earn rewards and start the final turns, a player
 * left without a final turn is eliminated the Gamer way, round 1 is followed by round 2, and the ranking after
 * round 2 follows R46. The rules in force come from the Dragon cards.
 */
class GamerMode extends Mode {
    static final GamerMode INSTANCE = new GamerMode();

    GamerMode() {
    }

    /** The board whose rewards the player earns: their Observer board (R45); Pro: their Eternal board (R57). */
    RewardBoard rewardBoard(Draft d, Draft.P p) {
        return d.setup.gamer().boards().get(p.colour);
    }

    /** After a Hard Pass's own reward, before the hand leaves and the round may end (Pro: R60). */
    void afterHardPassReward(Draft d, Draft.P p) {
    }

    @Override
    RulesInForce rules(Setup setup, Eternals eternals, Gamer gamer, Colour c) {
        DragonCards dragon = gamer == null ? DragonCards.start() : gamer.round().dragon();
        RuleSource forbiddenBy = dragon.forbiddenInForce().map(ForbiddenSpace::source).orElse(null);
        int forbidden = dragon.forbiddenNumbers();
        LevelRules level = setup.rules();
        return new RulesInForce(forbidden, forbidden == 0 ? null : forbiddenBy, null,
                !level.usesTokens() || dragon.noTokens(), dragon.noDiscarding() ? new RuleSource.Dragon("kraken") : null,
                dragon.cyclopsInForce() ? new RuleSource.Dragon("cyclops") : null, false, null, level.tokenCap(), false,
                dragon.noHardPass() ? 0 : HardPass.EXPERT.bits(),
                gamer != null && gamer.round().finalTurns().playsFreely(c, setup.playerCount()),
                gamer == null ? 0L : gamer.round().known().spaces());
    }

    @Override
    void checkOut(Draft d, Draft.P p) {
        if (p.inGame() && p.hand == 0 && !d.finished) {
            List<Colour> inRound = inRound(d);
            p.status = PlayerStatus.OUT;
            d.say(new GamerEvent.WentOut(p.colour));
            reward(d, p, RewardEvent.GO_OUT, RevealedHand.EMPTY, DragonBonus.GO_OUT);
            Round r = d.gamer.round();
            d.gamer = d.gamer.with(r.withFinalTurns(r.finalTurns().goOut(p.colour, inRound)));
            checkRoundEnd(d);
        }
    }

    @Override
    boolean eternalNumber(Draft d) {
        return DragonTurns.offer(d, DragonOffers.Trigger.CARD);
    }

    @Override
    boolean iconsReused() {
        return true;
    }

    /** A Hard Pass (R42): the reward, the hand to the discard pile face up, the final turns (R43). */
    @Override
    void hardPassed(Draft d, Draft.P p, List<RevealedCard> hand) {
        List<Colour> inRound = inRound(d);
        p.status = PlayerStatus.HARDPASSED;
        d.say(new GamerEvent.HardPassed(p.colour, hand));
        RevealedHand revealed = RevealedHand.of(RevealedCard.numberCards(hand),
                RevealedCard.count(hand, RevealedCard.Kind.PURPLE), RevealedCard.count(hand, RevealedCard.Kind.RARE));
        reward(d, p, RewardEvent.HARD_PASS, revealed, DragonBonus.HARD_PASS);
        afterHardPassReward(d, p);
        d.supply = d.supply.discard(0, p.hand - p.rares, p.rares);
        p.hand = 0;
        p.rares = 0;
        Round r = d.gamer.round();
        d.gamer = d.gamer.with(r.withKnown(r.known().with(hand)).withFinalTurns(r.finalTurns().hardPass(p.colour,
                inRound)));
        checkRoundEnd(d);
    }

    private void reward(Draft d, Draft.P p, RewardEvent event, RevealedHand hand, DragonBonus bonus) {
        boolean first = event != RewardEvent.STAR_BLOCK && !d.gamer.round().firstBonusTaken();
        Reward.Applied a = earned(d, p, event, hand, bonus).applyTo(d.gamer.track());
        d.gamer = d.gamer.earned(EarnedReward.of(d.gamer.round().number(), a), a.track());
        if (first) {
            d.gamer = d.gamer.with(d.gamer.round().withFirstBonusTaken());
        }
        d.say(new GamerEvent.Rewarded(a));
    }

    /** What the player earns at this event now, before the track's caps: the one reward path (the app shows it). */
    static Reward earned(Draft d, Draft.P p, RewardEvent event, RevealedHand hand, DragonBonus bonus) {
        boolean first = event != RewardEvent.STAR_BLOCK && !d.gamer.round().firstBonusTaken();
        GamerRules g = d.setup.gamer();
        Round r = d.gamer.round();
        RewardContext ctx = new RewardContext(p.colour, ((GamerMode) d.mode).rewardBoard(d, p), r.number(),
                p.discs, p.apt, hand, first, bonus != null && r.dragon().bonusApplies(bonus, p.colour), g.caps());
        return Rewards.earn(event, ctx);
    }

    /** The reward a Hard Pass with this revealed hand would earn now (for the Hard Pass entry, before it is made). */
    static Reward hardPassReward(Draft d, Colour c, List<RevealedCard> hand) {
        RevealedHand revealed = RevealedHand.of(RevealedCard.numberCards(hand),
                RevealedCard.count(hand, RevealedCard.Kind.PURPLE), RevealedCard.count(hand, RevealedCard.Kind.RARE));
        return earned(d, d.p(c), RewardEvent.HARD_PASS, revealed, DragonBonus.HARD_PASS);
    }

    @Override
    void starTaken(Draft d, Draft.P p, Colour row) {
        d.say(new TurnEvent.RowCompleted(p.colour, row.id(), null));
        reward(d, p, RewardEvent.STAR_BLOCK, RevealedHand.EMPTY, null);
    }

    @Override
    void turnEnded(Draft d, Draft.P p) {
        if (!p.inGame() || !d.gamer.round().finalTurns().started()) {
            return;
        }
        FinalTurns.TurnEnd end = d.gamer.round().finalTurns().endTurn(p.colour);
        d.gamer = d.gamer.with(d.gamer.round().withFinalTurns(end.after()));
        if (end.eliminated()) {
            eliminate(d, p);
        }
    }

    /** The Gamer elimination (R43): the hand face up to the discard pile, hearts to 0, a star in round 1. */
    @Override
    void eliminate(Draft d, Draft.P p) {
        GamerElimination e = GamerElimination.of(p.colour, d.gamer.round().number(), p.hand, p.rares);
        d.supply = d.supply.discard(0, p.hand - p.rares, p.rares);
        p.hand = 0;
        p.rares = 0;
        p.status = PlayerStatus.ELIMINATED;
        p.skipNext = false;
        Track t = d.gamer.track().setHearts(p.colour, 0).earnStars(p.colour, e.starsGained());
        int stars = t.stars(p.colour) - d.gamer.track().stars(p.colour); // the star of round 1, within the cap
        Round r = d.gamer.round();
        d.gamer = d.gamer.earned(EarnedReward.elimination(e, stars), t)
                .with(r.withFinalTurns(r.finalTurns().leaves(p.colour)));
        d.say(new GamerEvent.Eliminated(e));
        checkRoundEnd(d);
    }

    @Override
    Verdict hardPass(Draft d, Draft.P p) {
        int sizes = d.rules(p).hardPassSizes(); // none while "You cannot Hard Pass" stands (R40)
        return (sizes == 0 ? HardPass.EXPERT : HardPass.ofBits(sizes)).may(p.colour, true, true, p.hand,
                d.gamer.round().dragon().noHardPass());
    }

    /** The last player left goes out at once (R43); a round with no one left ends: round 2, or the ranking. */
    @Override
    void checkRoundEnd(Draft d) {
        if (d.finished || d.freshRound) {
            return;
        }
        Map<Colour, PlayerStatus> status = status(d);
        var last = FinalTurns.lastLeftGoesOut(status);
        if (last.isPresent()) {
            Draft.P p = d.p(last.get());
            d.say(new GamerEvent.LastInRound(p.colour));
            p.hand = 0; // goes out at once (R43); the hand's cards are not counted
            p.rares = 0;
            checkOut(d, p);
            return;
        }
        if (!FinalTurns.roundOver(status)) {
            return;
        }
        if (d.gamer.round().number() == 1) {
            Rounds.startRound2(d);
        } else {
            finish(d);
        }
        d.freshRound = true;
    }

    private static void finish(Draft d) {
        List<Standing> standings = new ArrayList<>();
        for (Draft.P p : d.players) {
            standings.add(new Standing(p.colour, p.status == PlayerStatus.ELIMINATED)); // round 2's statuses
        }
        List<Place> places = Ranking.rank(standings, d.gamer.track(), d.setup.gamer().caps());
        d.gamer = d.gamer.withPlaces(places);
        for (Place pl : places) {
            d.p(pl.colour()).place = pl.place();
            d.say(new GamerEvent.Placed(pl));
        }
        d.finished = true;
        d.pending = Pending.NONE;
        d.cards = 0;
        d.say(new TurnEvent.GameOver());
    }

    @Override
    List<Colour> ranking(GameState s) {
        return CasualMode.INSTANCE.ranking(s); // by the places R46 gave at the end of round 2
    }

    private static List<Colour> inRound(Draft d) {
        List<Colour> out = new ArrayList<>();
        for (Draft.P q : d.players) {
            if (q.inGame()) {
                out.add(q.colour);
            }
        }
        return out;
    }

    private static Map<Colour, PlayerStatus> status(Draft d) {
        Map<Colour, PlayerStatus> out = new EnumMap<>(Colour.class);
        for (Draft.P q : d.players) {
            out.put(q.colour, q.status);
        }
        return out;
    }
}
