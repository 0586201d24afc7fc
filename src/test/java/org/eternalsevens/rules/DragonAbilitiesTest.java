package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.eternalsevens.testkit.Refusals.reason;
import static org.eternalsevens.rules.basics.Colour.BLUE;
import static org.eternalsevens.rules.basics.Colour.RED;
import static org.eternalsevens.rules.ProGames.after;
import static org.eternalsevens.rules.ProGames.pro;
import static org.eternalsevens.rules.ProGames.refused;

import java.util.List;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.dragon.DragonAction;
import org.eternalsevens.rules.dragon.DragonCards;
import org.eternalsevens.rules.dragon.DragonOffers;
import org.eternalsevens.rules.dragon.DragonSide;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.basics.PlayerStatus;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.basics.Space;

/** The board abilities in Dragon actions: the witch's and vampire's X cube (R73), the Golem's second action (R74). */
class DragonAbilitiesTest {
    private static final DragonCards.OrderedCard BACK_4 = new DragonCards.OrderedCard(DragonSide.BACK, 4);

    /** Red witch (its Preparation puts the cube on front 1), Blue phoenix. */
    private static GameState witch(String... moves) {
        Setup setup = pro(List.of("2A", "1A", "3A"), "red", "blue");
        return Positions.play(after(setup, "blue: choose phoenix", "red: choose witch"), moves);
    }

    /** Red golem, Blue phoenix. */
    private static GameState golem(String... moves) {
        Setup setup = pro(List.of("10B", "1A", "3A"), "red", "blue");
        return Positions.play(after(setup, "blue: choose phoenix", "red: choose golem"), moves);
    }

    private static Move.TakeDragon forbidden(Colour c, int n) {
        return new Move.TakeDragon(c, new DragonAction.Forbidden(OptionalInt.of(n)));
    }

    @Test
    void R73_the_witch_moves_the_forbidden_cube_between_x_system_spaces_of_the_same_side() {
        GameState s = witch("red: pass dragon");
        assertThat(LegalMoves.of(s)).contains(forbidden(RED, 3)).doesNotContain(forbidden(RED, 4));
        assertThat(LegalMoves.dragonOffers(s).legal()).contains(new DragonAction.Forbidden(OptionalInt.of(3)));
        List<Event> log = ProGames.log(s, "red: dragon forbidden 3");
        s = Positions.play(s, "red: dragon forbidden 3");
        assertThat(log).contains(new DragonEvent.XCubeMoved("Witch", RED, 1, 3, "front"));
        assertThat(s.gamer().round().dragon().forbidden()).isEqualTo(new DragonCards.OrderedCard(DragonSide.FRONT, 3));
        assertThat(s.xSpaces()).extracting(Space::number).containsOnly(0, 11); // Vampire: purple cards
    }

    @Test
    void R73_another_player_moves_the_cube_only_to_its_next_space() {
        GameState s = witch("red: pass rare", "blue: pass dragon");
        assertThat(LegalMoves.of(s)).doesNotContain(forbidden(BLUE, 3));
        assertThat(refused(s, "blue: dragon forbidden 3").code()).isEqualTo(RejectCode.NOT_NEXT_DRAGON_SPACE);
        s = Positions.play(s, "blue: dragon forbidden 2"); // N the next space is the plain move, open to anyone
        assertThat(s.gamer().round().dragon().forbidden().space()).isEqualTo(2);
    }

    @Test
    void R73_a_dragon_offer_counts_as_available_to_the_witch_while_an_x_move_exists() {
        GameState s = ProGames.withDragon(witch(), ProGames.spentBut(BACK_4));
        GameState passed = Positions.play(s, "red: pass dragon");
        assertThat(passed.pending()).isEqualTo(Pending.DRAGON);
        assertThat(LegalMoves.of(passed)).containsExactlyInAnyOrder(forbidden(RED, 2), forbidden(RED, 3));
        assertThat(refused(passed, "red: dragon none").code()).isEqualTo(RejectCode.DRAGON_ACTION_REQUIRED);
        // moved off back 4, the Forbidden card is usable again: "no tokens" stands, Hard Pass is allowed again
        GameState moved = Positions.play(passed, "red: dragon forbidden 2");
        assertThat(moved.gamer().round().dragon().forbidden()).isEqualTo(new DragonCards.OrderedCard(DragonSide.BACK, 2));
        assertThat(moved.gamer().round().dragon().noHardPass()).isFalse();
        assertThat(moved.gamer().round().dragon().noTokens()).isTrue();
    }

    @Test
    void R73_for_another_board_the_spent_cards_offer_nothing() {
        GameState s = ProGames.withDragon(witch("red: pass rare"), ProGames.spentBut(BACK_4));
        GameState passed = Positions.play(s, "blue: pass dragon");
        assertThat(passed.pending()).isNotEqualTo(Pending.DRAGON);
        assertThat(passed.toMove()).isEqualTo(RED);
    }

    @Test
    void R73_moved_onto_back_4_the_forbidden_card_is_spent() {
        DragonCards start = DragonCards.start();
        GameState s = ProGames.withDragon(witch(), new DragonCards(new DragonCards.OrderedCard(DragonSide.BACK, 2),
                start.playable(), start.choice()));
        s = Positions.play(s, "red: pass dragon", "red: dragon forbidden 4");
        assertThat(s.gamer().round().dragon().forbidden().spent()).isTrue();
        assertThat(s.gamer().round().dragon().noHardPass()).isTrue();
    }

    @Test
    void R74_after_a_dragon_action_the_golem_must_take_a_second_one() {
        GameState s = golem("red: pass dragon");
        List<Event> log = ProGames.log(s, "red: dragon choice red apt");
        s = Positions.play(s, "red: dragon choice red apt");
        assertThat(log).contains(new DragonEvent.SecondAction("Golem", RED, true));
        assertThat(s.toMove()).isEqualTo(RED);
        assertThat(s.pending()).isEqualTo(Pending.DRAGON);
        Outcome.Rejected r = refused(s, "red: dragon none");
        assertThat(r.code()).isEqualTo(RejectCode.DRAGON_ACTION_REQUIRED);
        assertThat(r.reason()).isEqualTo(reason("dragon_action_required.golem"));
        assertThat(LegalMoves.of(s)).noneMatch(m -> m instanceof Move.DeclineDragon);
        s = Positions.play(s, "red: dragon choice blue heart");
        assertThat(s.toMove()).isEqualTo(BLUE); // two in all: no third
        assertThat(s.player(RED).apt()).isEqualTo(2); // the icon's +1 and the first action's
        assertThat(s.hearts(RED)).isEqualTo(1);
    }

    @Test
    void R74_a_2_or_9_taken_gives_a_second_and_declined_gives_none() {
        GameState s = golem("red: play R7", "blue: play R8", "red: play R9");
        assertThat(s.pending()).isEqualTo(Pending.DRAGON);
        GameState declined = Positions.play(s, "red: dragon none");
        assertThat(declined.toMove()).isEqualTo(BLUE);
        GameState taken = Positions.play(s, "red: dragon forbidden");
        assertThat(taken.toMove()).isEqualTo(RED);
        assertThat(taken.pending()).isEqualTo(Pending.DRAGON);
    }

    @Test
    void R74_medusas_must_play_token_comes_before_the_second_action() {
        GameState s = golem("red: pass dragon", "red: dragon playable");
        assertThat(s.pending()).isEqualTo(Pending.MUSTPLAY);
        s = Positions.play(s, "red: mustplay R1");
        assertThat(s.field().hasMustPlay(Space.parse("R1"))).isTrue();
        assertThat(s.pending()).isEqualTo(Pending.DRAGON);
        assertThat(s.gamer().round().offer()).isEqualTo(DragonOffers.Trigger.GOLEM_SECOND);
        s = Positions.play(s, "red: dragon playable", "red: mustplay R2"); // Medusa again, as the second
        assertThat(s.toMove()).isEqualTo(BLUE);
    }

    @Test
    void R74_no_second_when_the_first_ends_the_golems_round() {
        DragonCards start = DragonCards.start();
        GameState s = ProGames.withDragon(golem("table: fix hand red 1"),
                new DragonCards(new DragonCards.OrderedCard(DragonSide.BACK, 0), start.playable(), start.choice()));
        s = Positions.play(s, "red: pass dragon", "red: dragon forbidden"); // "discard one card": the last
        assertThat(s.player(RED).status()).isEqualTo(PlayerStatus.OUT);
        assertThat(s.pending()).isNotEqualTo(Pending.DRAGON);
        assertThat(s.toMove()).isEqualTo(BLUE);
    }

    @Test
    void R74_no_second_when_none_is_available() {
        GameState s = ProGames.withDragon(golem(), ProGames.spentBut(new DragonCards.OrderedCard(DragonSide.BACK, 3)));
        s = Positions.play(s, "red: pass dragon");
        List<Event> log = ProGames.log(s, "red: dragon forbidden");
        assertThat(log).contains(new DragonEvent.SecondAction("Golem", RED, false));
        assertThat(Positions.play(s, "red: dragon forbidden").toMove()).isEqualTo(BLUE);
    }

    @Test
    void R74_another_board_takes_one_dragon_action() {
        GameState s = witch("red: pass dragon", "red: dragon choice red apt");
        assertThat(s.toMove()).isEqualTo(BLUE);
    }
}
