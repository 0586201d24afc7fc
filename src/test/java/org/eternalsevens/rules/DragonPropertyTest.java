package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Random;
import java.util.Set;
import java.util.stream.LongStream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.dragon.DragonAction;
import org.eternalsevens.rules.dragon.DragonBonus;
import org.eternalsevens.rules.dragon.DragonCard;
import org.eternalsevens.rules.dragon.DragonCards;
import org.eternalsevens.rules.dragon.DragonOffers;
import org.eternalsevens.rules.dragon.DragonOffersTest;
import org.eternalsevens.rules.dragon.DragonSide;
import org.eternalsevens.rules.dragon.DragonStep;
import org.eternalsevens.rules.dragon.ForbiddenSpace;
import org.eternalsevens.rules.basics.Phrase;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.basics.Verdict;

/**
 * R40, R73 property: random legal Dragon action sequences, Expert and with a Pro X-cube mover. Cubes stay on legal
 * spaces, a Choice space is used at most once per side, spent cards offer nothing, and the list and the checks agree.
 */
class DragonPropertyTest {
    static LongStream seeds() {
        return LongStream.rangeClosed(1, 60);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void R40_random_legal_dragon_actions_keep_the_cards_legal(long seed) {
        System.out.println("dragon seed " + seed);
        Random r = new Random(seed);
        boolean mover = seed % 4 == 0;
        DragonCards cards = DragonCards.start();
        Set<String> choicesUsed = new HashSet<>();
        int choiceSide = 0;
        int steps = 0;
        boolean noHardPassSeen = false;
        while (steps < 200) {
            DragonOffers offers = new DragonOffers(cards, r.nextInt(3) > 0, mover);
            List<DragonAction> legal = offers.legal();
            checkOffers(cards, offers, legal, mover);
            if (legal.isEmpty()) {
                break;
            }
            DragonAction a = legal.get(r.nextInt(legal.size()));
            assertThat(offers.check(a).ok()).as(a.words()).isTrue();
            assertThat(offers.onPass()).isEqualTo(DragonOffers.AfterPass.TAKE_ONE);
            DragonCards before = cards;
            DragonStep step = cards.take(a, Colour.values()[r.nextInt(4)]);
            cards = step.after();
            steps++;
            assertThat(step.words()).isNotEmpty().first().extracting(Phrase::key).asString().startsWith("event.dragon.");
            if (a instanceof DragonAction.Choice c) {
                String key = choiceSide + ":" + c.action();
                assertThat(choicesUsed.add(key)).as("choice space used once per side: " + key).isTrue();
                if (before.choice().side() != cards.choice().side()) {
                    choiceSide++;
                }
            }
            checkCards(cards);
            checkForce(cards);
            if (!mover) {
                assertThat(!noHardPassSeen || cards.noHardPass()).as("no Hard Pass lasts to the end of the round")
                        .isTrue();
                assertThat(progress(cards.forbidden())).isGreaterThanOrEqualTo(progress(before.forbidden()));
            }
            noHardPassSeen |= cards.noHardPass();
            assertThat(progress(cards.playable())).isGreaterThanOrEqualTo(progress(before.playable()));
        }
        if (!mover) {
            // 8 Forbidden, 8 Playable and at most 8 Choice spaces in a round; Minotaur may stay untaken.
            assertThat(steps).isBetween(16 + 7, 24);
            assertThat(cards.spent(DragonCard.FORBIDDEN)).isTrue();
            assertThat(cards.spent(DragonCard.PLAYABLE)).isTrue();
        } else {
            assertThat(steps).isPositive();
        }
    }

    static int progress(DragonCards.OrderedCard c) {
        return c.side().ordinal() * 5 + c.space();
    }

    static void checkCards(DragonCards cards) {
        for (DragonCards.OrderedCard c : List.of(cards.forbidden(), cards.playable())) {
            assertThat(c.space()).isBetween(0, 4);
            if (c.side() == DragonSide.FRONT) {
                assertThat(c.space()).isLessThan(4);
            }
        }
        DragonCards.ChoiceCard ch = cards.choice();
        assertThat(ch.used().keySet()).allMatch(a -> a.isOn(ch.side()));
        assertThat(new HashSet<>(ch.used().values())).hasSameSizeAs(ch.used().values());
        assertThat(ch.used().size()).isLessThanOrEqualTo(ch.side() == DragonSide.FRONT ? 3 : 4);
    }

    static void checkForce(DragonCards cards) {
        boolean x = cards.forbiddenInForce().map(ForbiddenSpace::placesXTokens).orElse(false);
        long forbidden = Space.ALL_SPACES.stream().filter(cards::forbids).count();
        assertThat(forbidden).isEqualTo(x ? 8 : 0);
        assertThat(cards.cyclopsInForce()).isEqualTo(cards.playable().space() == 3);
        assertThat(cards.noHardPass()).isEqualTo(cards.forbidden().spent());
        if (cards.choice().side() == DragonSide.FRONT) {
            assertThat(cards.choiceBonusColours(DragonBonus.GO_OUT)).isEmpty();
            assertThat(cards.choiceBonusColours(DragonBonus.HARD_PASS)).isEmpty();
        }
    }

    static void checkOffers(DragonCards cards, DragonOffers offers, List<DragonAction> legal, boolean mover) {
        if (cards.spent(DragonCard.FORBIDDEN) && !mover) {
            assertThat(legal).noneMatch(a -> a instanceof DragonAction.Forbidden);
        }
        if (cards.spent(DragonCard.PLAYABLE)) {
            assertThat(legal).noneMatch(a -> a instanceof DragonAction.Playable);
        }
        if (cards.spent(DragonCard.CHOICE)) {
            assertThat(legal).noneMatch(a -> a instanceof DragonAction.Choice);
        }
        assertThat(new HashSet<>(legal)).hasSameSizeAs(legal);
        int next = cards.forbidden().space() + 1;
        for (DragonAction a : DragonOffersTest.everyAction()) {
            boolean plainNext = !cards.spent(DragonCard.FORBIDDEN)
                    && a.equals(new DragonAction.Forbidden(OptionalInt.of(next)));
            Verdict v = offers.check(a);
            assertThat(v.ok()).as(a.words()).isEqualTo(legal.contains(a) || plainNext);
            if (!v.ok()) {
                assertThat(v.code()).isNotNull();
                assertThat(v.reason().key()).startsWith("reason.");
            }
        }
        assertThat(offers.decline(DragonOffers.Trigger.PASS).ok()).isEqualTo(legal.isEmpty());
    }
}
