package org.eternalsevens.rules.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import org.eternalsevens.content.ContentLoader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.setup.GameContent;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.ranking.StartPlayer;
import org.eternalsevens.rules.track.Track;

/**
 * R51-R53 over random tables: random seats, start player and prepared sides (the "20 Eternals" variant), random
 * choices by name or id. Each round every player gets exactly one side showing that round, no side twice, one
 * side is left over, only the offered sides are legal, and round 2 shows the other side of every prepared board.
 */
class ProChoosingPropertyTest {
    static final GameContent CONTENT = ContentLoader.defaults();

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {3, 52, 53, 777, 20261201})
    void R51_R52_R53_random_choosings_give_each_player_one_offered_side_and_leave_one(long seed) {
        System.out.println("ProChoosingPropertyTest seed " + seed);
        Random rnd = new Random(seed);
        for (int game = 0; game < 200; game++) {
            List<Colour> seats = new ArrayList<>(List.of(Colour.values()));
            Collections.shuffle(seats, rnd);
            seats = seats.subList(0, 2 + rnd.nextInt(3));
            Colour start = seats.get(rnd.nextInt(seats.size()));
            List<Integer> numbers = new ArrayList<>();
            for (int n = 1; n <= 10; n++) {
                numbers.add(n);
            }
            Collections.shuffle(numbers, rnd);
            List<String> ids = new ArrayList<>();
            for (int n : numbers.subList(0, seats.size() + 1)) {
                ids.add(n + (rnd.nextBoolean() ? "a" : "B"));
            }
            ProSetup.Result r = ProSetup.check(ids, rnd.nextBoolean() ? "flip" : null, seats.size());
            assertThat(r.problems()).as(ids.toString()).isEmpty();
            ProSetup setup = r.setup();
            List<Colour> order1 = ProSetup.round1Order(seats, start);
            assertThat(order1.get(order1.size() - 1)).isEqualTo(start);
            assertThat(new HashSet<>(order1)).isEqualTo(new HashSet<>(seats));
            ProChoosing one = choose(rnd, ProChoosing.start(1, order1, setup.showing(1, CONTENT.eternalBoards())));
            Track t = Track.start(rotated(seats, start), CONTENT.gamer().caps(seats.size()));
            for (Colour c : seats) {
                t = t.earnHearts(c, rnd.nextInt(8));
            }
            List<Colour> order2 = ProSetup.round2Order(t);
            assertThat(order2.get(0)).isEqualTo(StartPlayer.round2(t).colour());
            ProChoosing two = choose(rnd, ProChoosing.start(2, order2, setup.showing(2, CONTENT.eternalBoards())));
            for (int i = 0; i < ids.size(); i++) {
                assertThat(two.showing().get(i).number()).isEqualTo(one.showing().get(i).number());
                assertThat(two.showing().get(i).side()).isNotEqualTo(one.showing().get(i).side());
            }
        }
    }

    private static List<Colour> rotated(List<Colour> seats, Colour start) {
        List<Colour> out = new ArrayList<>();
        int at = seats.indexOf(start);
        for (int i = 0; i < seats.size(); i++) {
            out.add(seats.get((at + i) % seats.size()));
        }
        return out;
    }

    /** Plays a choosing with random legal and illegal attempts; checks its invariants; returns it finished. */
    private static ProChoosing choose(Random rnd, ProChoosing c) {
        Set<String> taken = new HashSet<>();
        while (!c.done()) {
            Colour who = c.next();
            List<EternalBoard> offer = c.offer();
            assertThat(offer).hasSize(c.showing().size() - taken.size());
            for (EternalBoard b : CONTENT.eternalBoards().all()) {
                assertThat(c.check(who, b.name()).ok()).as(b.name()).isEqualTo(offer.contains(b));
            }
            for (Colour other : c.toChoose().subList(1, c.toChoose().size())) {
                assertThat(c.check(other, offer.get(0).name()).code()).isEqualTo(RejectCode.NOT_YOUR_TURN);
            }
            EternalBoard pick = offer.get(rnd.nextInt(offer.size()));
            c = c.choose(who, rnd.nextBoolean() ? pick.name().toUpperCase() : pick.id().toLowerCase());
            assertThat(c.board(who)).isEqualTo(pick);
            assertThat(taken.add(pick.id())).isTrue();
        }
        assertThat(c.offer()).hasSize(1);
        assertThat(taken).doesNotContain(c.offer().get(0).id());
        assertThat(c.toChoose()).isEmpty();
        return c;
    }
}
