package org.eternalsevens.app.gamer;

import java.util.List;
import java.util.Map;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.rules.dragon.ChoiceAction;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.dragon.DragonAction;
import org.eternalsevens.rules.dragon.DragonCards;
import org.eternalsevens.rules.track.EarnedReward;
import org.eternalsevens.rules.basics.Field;
import org.eternalsevens.rules.FinalTurns;
import org.eternalsevens.rules.track.GamerCaps;
import org.eternalsevens.rules.setup.GamerContent;
import org.eternalsevens.rules.track.GamerElimination;
import org.eternalsevens.rules.basics.KnownOut;
import org.eternalsevens.rules.ranking.Place;
import org.eternalsevens.rules.basics.PlayerStatus;
import org.eternalsevens.rules.ranking.Ranking;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.basics.RevealedHand;
import org.eternalsevens.rules.track.Reward;
import org.eternalsevens.rules.track.RewardContext;
import org.eternalsevens.rules.track.RewardEvent;
import org.eternalsevens.rules.track.Rewards;
import org.eternalsevens.rules.Round;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.ranking.Standing;
import org.eternalsevens.rules.ranking.StartPlayer;
import org.eternalsevens.rules.track.Track;
import org.eternalsevens.rules.track.TrackLedger;

/** Sample rules values for the Gamer views' demo, screenshots and tests, made by the rules classes themselves. */
final class GamerSamples {
    static final GamerContent GAMER = ContentLoader.defaults().gamer();
    static final GamerCaps FOUR = GAMER.caps(4);
    static final List<Colour> SEATS = List.of(Colour.RED, Colour.BLUE, Colour.GREEN, Colour.YELLOW);

    private GamerSamples() {
    }

    /** Round 1 under way: Red and Blue on 7 (Blue's heart on top), Green back at 0, Yellow at the target. */
    static Track track() {
        return Track.start(SEATS, FOUR).earnHearts(Colour.RED, 4).earnHearts(Colour.BLUE, 4)
                .setHearts(Colour.GREEN, 0).earnHearts(Colour.YELLOW, 17)
                .earnStars(Colour.RED, 2).earnStars(Colour.BLUE, 1).earnStars(Colour.GREEN, 1)
                .earnStars(Colour.YELLOW, 4);
    }

    /** Fairy in force, Playable cube on its second Medusa, Red's cube on the Choice card's heart. */
    static DragonCards cards() {
        DragonCards c = DragonCards.start();
        c = c.take(new DragonAction.Forbidden(), Colour.RED).after();
        c = c.take(new DragonAction.Playable(), Colour.BLUE).after();
        c = c.take(new DragonAction.Playable(), Colour.GREEN).after();
        return c.take(new DragonAction.Choice(Colour.RED, ChoiceAction.HEART), Colour.RED).after();
    }

    /** The Choice card on its back with Green's cube on the Go Out bonus; the Forbidden card spent. */
    static DragonCards backs() {
        DragonCards c = DragonCards.start();
        for (int i = 0; i < 8; i++) {
            c = c.take(new DragonAction.Forbidden(), Colour.RED).after();
        }
        c = c.take(new DragonAction.Choice(Colour.RED, ChoiceAction.APT), Colour.RED).after();
        c = c.take(new DragonAction.Choice(Colour.BLUE, ChoiceAction.HEART), Colour.BLUE).after();
        c = c.take(new DragonAction.Choice(Colour.YELLOW, ChoiceAction.MUMMY), Colour.YELLOW).after();
        c = c.take(new DragonAction.Choice(Colour.GREEN, ChoiceAction.MINOTAUR), Colour.GREEN).after();
        return c.take(new DragonAction.Choice(Colour.GREEN, ChoiceAction.GO_OUT_BONUS), Colour.GREEN).after();
    }

    static Reward goOut(Colour c, int discs, boolean first) {
        return Rewards.earn(RewardEvent.GO_OUT, new RewardContext(c, GAMER.observerBoard(c), 1, discs, 0,
                RevealedHand.EMPTY, first, false, FOUR));
    }

    static Reward hardPass(Colour c, List<RevealedCard> hand, boolean first) {
        RevealedHand h = RevealedHand.of(RevealedCard.numberCards(hand), RevealedCard.count(hand,
                RevealedCard.Kind.PURPLE), RevealedCard.count(hand, RevealedCard.Kind.RARE));
        return Rewards.earn(RewardEvent.HARD_PASS, new RewardContext(c, GAMER.observerBoard(c), 1, 1, 0, h, first,
                false, FOUR));
    }

    /** Blue Hard Passed first; then Yellow went out; Red was eliminated; Green went out. */
    static List<RoundSummaryDialog.RoundResult> roundResults(Track before) {
        return RoundSummaryDialog.results(gamer(1, afterRound(before), ledger(before, round1(before))), 1, SEATS,
                GamerSamples::name);
    }

    /** A Gamer part holding a ledger, as the engine would keep it. */
    static org.eternalsevens.rules.Gamer gamer(int round, Track track, TrackLedger ledger) {
        return new org.eternalsevens.rules.Gamer(new Round(round, DragonCards.start(), FinalTurns.NONE, true,
                KnownOut.NONE, null), track, round == 2 ? StartPlayer.round2(track) : null, List.of(), ledger, null);
    }

    /** The ledger of these rewards put on the track one after the other from {@code before} (R41, R43). */
    static TrackLedger ledger(Track before, List<EarnedReward> rewards) {
        TrackLedger l = TrackLedger.EMPTY;
        Track t = before;
        for (EarnedReward r : rewards) {
            Track next = r.heartsSetToZero() ? t.setHearts(r.player(), 0).earnStars(r.player(), r.stars())
                    : t.earnHearts(r.player(), r.hearts()).earnStars(r.player(), r.stars());
            l = l.earned(r, next.hearts(r.player()) - t.hearts(r.player()),
                    next.stars(r.player()) - t.stars(r.player()));
            t = next;
        }
        return l;
    }

    /** Round 1's rewards as the engine keeps them: Blue's Hard Pass, Yellow's and Green's Go Out, Red's elimination. */
    static List<EarnedReward> round1(Track before) {
        Reward.Applied blue = hardPass(Colour.BLUE, List.of(RevealedCard.parse("B4"), RevealedCard.parse("B10")), true)
                .applyTo(before);
        Reward.Applied yellow = goOut(Colour.YELLOW, 0, false).applyTo(blue.track());
        Reward.Applied green = goOut(Colour.GREEN, 2, false).applyTo(yellow.track());
        GamerElimination red = GamerElimination.of(Colour.RED, 1, 2, 0);
        return List.of(EarnedReward.of(1, blue), EarnedReward.of(1, yellow), EarnedReward.of(1, green),
                EarnedReward.elimination(red, 1));
    }

    /** The track after {@link #roundResults}: every reward on it, Red's hearts set to 0 and a star (R43). */
    static Track afterRound(Track before) {
        Track t = before;
        for (EarnedReward r : round1(before)) {
            t = t.earnHearts(r.player(), r.hearts()).earnStars(r.player(), r.stars());
        }
        return t.setHearts(Colour.RED, 0);
    }

    /** Round 2's results with round 1's rewards, from {@link #bothRounds()} by the dialog's own reading. */
    static List<RoundSummaryDialog.RoundResult> round2Results() {
        return RoundSummaryDialog.results(gamer(2, afterRound(track()), bothRoundsLedger()), 2, SEATS,
                GamerSamples::name);
    }

    /** The ledger of {@link #bothRounds()}. */
    static TrackLedger bothRoundsLedger() {
        return ledger(track(), bothRounds());
    }

    /** Both rounds' rewards: round 1's, then Green's Go Out with round 2's First Bonus. */
    static List<EarnedReward> bothRounds() {
        List<EarnedReward> all = new java.util.ArrayList<>(round1(track()));
        Reward green = Rewards.earn(RewardEvent.GO_OUT, new RewardContext(Colour.GREEN,
                GAMER.observerBoard(Colour.GREEN), 2, 1, 0, RevealedHand.EMPTY, true, false, FOUR));
        all.add(EarnedReward.of(2, green.applyTo(afterRound(track()))));
        return all;
    }

    /** The rulebook's ranking example (R46): Green 20; Yellow 9 hearts 2 stars; Blue 9 and 1; Red 2 and 4. */
    static Track rulebookTrack() {
        return Track.of(Map.of(Colour.GREEN, 20, Colour.YELLOW, 9, Colour.BLUE, 9, Colour.RED, 2),
                Map.of(Colour.GREEN, 0, Colour.YELLOW, 2, Colour.BLUE, 1, Colour.RED, 4),
                List.of(Colour.BLUE, Colour.YELLOW), FOUR);
    }

    static List<Place> rulebookPlaces() {
        return Ranking.rank(SEATS.stream().map(c -> new Standing(c, false)).toList(), rulebookTrack(), FOUR);
    }

    /** Blue Hard Passed: Red, Green and Yellow have two final turns; Green has taken one. */
    static FinalTurns finalTurns() {
        return FinalTurns.NONE.hardPass(Colour.BLUE, SEATS).endTurn(Colour.GREEN).after();
    }

    /** A field with red 3 on it. */
    static Field fieldWithRed3() {
        return new Field(1L << Space.of(Colour.RED, 3).index(), 0, 0, 0, Field.EMPTY.blocks());
    }

    static KnownOut knownBlue5() {
        return KnownOut.NONE.with(List.of(RevealedCard.parse("B5")));
    }

    static String name(Colour c) {
        return c.title();
    }

    /** The names of the items of the cube menu showing now, in their order (P349). */
    static List<String> cubeMenu(org.assertj.swing.core.Robot robot) {
        javax.swing.JPopupMenu menu = (javax.swing.JPopupMenu) robot.finder().find(
                c -> "cubeMenu".equals(c.getName()) && c.isShowing());
        return org.assertj.swing.edt.GuiActionRunner.execute(() -> List.of(menu.getComponents()).stream()
                .map(java.awt.Component::getName).toList());
    }
}
