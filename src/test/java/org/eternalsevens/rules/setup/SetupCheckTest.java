package org.eternalsevens.rules.setup;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eternalsevens.rules.basics.Quote;
import org.eternalsevens.content.ContentLoader;
import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.basics.InstantEternal;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.board.PassIcon;
import org.eternalsevens.rules.Positions;
import org.eternalsevens.rules.board.ProSetup;
import org.eternalsevens.rules.basics.Reason;

/** Setup checks for Casual Beginner with 3 and 4 players: deck sizes, duplicates, eternals, seats, start (R31). */
class SetupCheckTest {
    static final GameContent CONTENT = ContentLoader.defaults();
    static final List<String> DEFAULT_INSTANT = List.of("phoenix", "mummy", "skeleton", "kyubi", "barong",
            "minotaur", "ghost", "dragon");

    static SetupCheck.Result check(List<Colour> seats, Colour start, List<String> instant, List<String> continuous) {
        return SetupCheck.check(CONTENT, Level.BEGINNER, seats, start, null, instant, continuous, null);
    }

    static List<String> with(List<String> deck, String... more) {
        List<String> out = new ArrayList<>(deck);
        out.addAll(Arrays.asList(more));
        return out;
    }

    @Test
    void ruling_R31_default_beginner_decks_for_four_players() {
        Setup s = check(Positions.FOUR, Colour.RED, null, null).setup();
        assertThat(s.instant()).extracting(InstantEternal::id).containsExactlyElementsOf(DEFAULT_INSTANT);
        assertThat(s.continuous()).extracting(ContinuousEternal::id)
                .containsExactly("kraken", "pegasus", "cyclops", "jinn");
        assertThat(s.handSize()).isEqualTo(12);
        assertThat(s.rules().discs()).isEqualTo(3);
        assertThat(s.rules().usesTokens()).isFalse(); // R16
    }

    @Test
    void ruling_R31_three_players_keep_ghost_and_hold_16_cards() {
        Setup s = check(Positions.THREE, Colour.BLUE, null, null).setup();
        assertThat(s.instant()).extracting(InstantEternal::id).containsExactlyElementsOf(DEFAULT_INSTANT);
        assertThat(s.handSize()).isEqualTo(16);
        GameState g = GameState.initial(s);
        assertThat(g.toMove()).isEqualTo(Colour.BLUE);
        assertThat(g.players()).allSatisfy(p -> {
            assertThat(p.hand()).isEqualTo(16);
            assertThat(p.discs()).isEqualTo(3);
        });
        assertThat(g.supply().rareArea()).isEqualTo(4);
    }

    @Test
    void seats_given_as_an_immutable_list_are_checked_without_failing() {
        // List.of(...).contains(null) throws: the check must not ask an immutable list for null
        assertThat(check(List.of(Colour.RED, Colour.BLUE, Colour.GREEN), Colour.RED, null, null).ok()).isTrue();
    }

    @Test
    void ruling_R31_kappa_is_refused_in_beginner() {
        SetupCheck.Result r = check(Positions.FOUR, Colour.RED,
                List.of("phoenix", "mummy", "skeleton", "kyubi", "barong", "minotaur", "kappa", "dragon"), null);
        assertThat(r.ok()).isFalse();
        assertThat(r.problems()).contains(new Reason("setup.deck.notUsed", List.of("Kappa", "beginner")));
    }

    @Test
    void ruling_R31_standard_only_continuous_eternals_are_refused_in_beginner() {
        SetupCheck.Result r = check(Positions.FOUR, Colour.RED, null, List.of("kraken", "pegasus", "cyclops", "golem"));
        assertThat(r.problems()).contains(new Reason("setup.deck.notUsed", List.of("Golem", "beginner")));
    }

    @Test
    void deck_sizes_are_checked() {
        assertThat(check(Positions.FOUR, Colour.RED, DEFAULT_INSTANT.subList(0, 7), null).problems())
                .contains(new Reason("setup.deck.sizes.instant", List.of(8, 10, 7)));
        assertThat(check(Positions.FOUR, Colour.RED, with(DEFAULT_INSTANT, "king", "yeti"), null).ok()).isTrue();
        assertThat(check(Positions.FOUR, Colour.RED, null, List.of("kraken", "pegasus", "cyclops")).problems())
                .anySatisfy(p -> {
                    assertThat(p.key()).startsWith("setup.deck.size").endsWith(".continuous");
                    assertThat(p.args()).last().isEqualTo(3);
                });
    }

    @Test
    void an_eternal_named_twice_is_refused() {
        assertThat(check(Positions.FOUR, Colour.RED, with(DEFAULT_INSTANT, "ghost"), null).problems())
                .contains(new Reason("setup.deck.twice.instant", List.of("ghost", 2)));
    }

    @Test
    void unknown_eternal_names_are_refused() {
        assertThat(check(Positions.FOUR, Colour.RED, with(DEFAULT_INSTANT, "unicorn"), null).problems())
                .contains(new Reason("setup.deck.unknown.instant", List.of(new Quote("unicorn"))));
    }

    @Test
    void seats_must_be_two_to_four_different_colours() {
        assertThat(check(List.of(Colour.RED), Colour.RED, null, null).ok()).isFalse();
        List<Colour> five = new ArrayList<>(Positions.FOUR);
        five.add(Colour.RED);
        assertThat(check(five, Colour.RED, null, null).ok()).isFalse();
        assertThat(check(Arrays.asList(Colour.RED, Colour.RED, Colour.BLUE), Colour.RED, null, null).problems())
                .contains(new Reason("setup.seatColours", List.of()));
        assertThat(check(Arrays.asList(Colour.RED, null, Colour.BLUE), Colour.RED, null, null).ok()).isFalse();
    }

    @Test
    void the_start_player_must_be_seated() {
        assertThat(check(Positions.THREE, Colour.YELLOW, null, null).problems())
                .contains(new Reason("setup.start", List.of()));
        assertThat(check(Positions.THREE, null, null, null).ok()).isFalse();
    }

    @Test
    void every_problem_is_listed_at_once() {
        SetupCheck.Result r = check(Positions.THREE, Colour.YELLOW, with(DEFAULT_INSTANT, "kappa", "ghost"),
                List.of("kraken"));
        assertThat(r.setup()).isNull();
        assertThat(r.problems()).hasSizeGreaterThanOrEqualTo(4); // start, kappa, ghost twice, continuous size
    }

    @Test
    void R51_the_pro_level_defaults_to_the_first_games_boards_and_a_missing_level_is_refused() {
        SetupCheck.Result pro = SetupCheck.check(CONTENT, Level.PRO, Positions.FOUR, Colour.RED, null, null, null,
                null);
        assertThat(pro.setup().pro().eternalBoards()).containsExactly("1A", "2A", "3A", "4A", "5A");
        assertThat(pro.setup().pro().round2Sides()).isEqualTo(ProSetup.Round2Sides.FLIP);
        assertThat(SetupCheck.check(CONTENT, null, Positions.FOUR, Colour.RED, null, null, null, null).ok()).isFalse();
    }

    @Test
    void ruling_R41_R44_R45_expert_plays_four_discs_and_each_colours_observer_board_without_eternal_decks() {
        SetupCheck.Result r = SetupCheck.check(CONTENT, Level.EXPERT, Positions.FOUR, Colour.BLUE, null, null, null,
                null);
        assertThat(r.problems()).isEmpty();
        Setup s = r.setup();
        assertThat(s.instant()).isEmpty();
        assertThat(s.continuous()).isEmpty();
        assertThat(s.rules().discs()).isEqualTo(4);
        assertThat(s.board(Colour.RED).icons()).extracting(PassIcon::label)
                .containsExactly("rare+1", "dragon+1", "discard", "block+2");
        assertThat(s.board(Colour.YELLOW).icons()).extracting(PassIcon::label)
                .containsExactly("dragon+1", "discard", "mustplay+1", "block+2");
        assertThat(s.gamer().caps().heartTarget()).isEqualTo(20);
        GameState g = GameState.initial(s);
        assertThat(g.gamer().track().heartOrder()).containsExactly(Colour.BLUE, Colour.GREEN, Colour.YELLOW,
                Colour.RED);
        assertThat(g.hearts(Colour.RED)).isEqualTo(3);
    }

    @Test
    void ruling_R40_expert_refuses_eternal_decks_and_other_boards() {
        SetupCheck.Result r = SetupCheck.check(CONTENT, Level.EXPERT, Positions.FOUR, Colour.BLUE, null,
                List.of("phoenix"), null, java.util.Map.of(Colour.RED, "blue"));
        assertThat(r.ok()).isFalse();
        assertThat(r.problems()).hasSize(2);
    }
}
