package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eternalsevens.content.ContentLoader;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Field;
import org.eternalsevens.rules.setup.GameContent;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.setup.LevelRules;
import org.eternalsevens.rules.board.PassAction;
import org.eternalsevens.rules.basics.PlayerStatus;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.setup.SetupCheck;
import org.eternalsevens.rules.setup.Supply;

/**
 * Counts the summary does not show (Rare Area, discard pile), and rule paths no Beginner record can reach:
 * R12's empty continuous deck and R13's rare cards going back on elimination.
 */
class HiddenCountsTest {
    static GameState supplyAfter(String... moves) {
        return Positions.after(Positions.FOUR, moves);
    }

    @Test
    void ruling_R21_ghost_turns_the_discard_pile_face_up() {
        GameState s = supplyAfter("red: pass discard", "blue: play R7", "green: play R8", "yellow: play R9");
        assertThat(s.supply().discardDown()).isEqualTo(1);
        s = Positions.play(s, "yellow: reveal ghost");
        assertThat(s.supply().discardDown()).isZero();
        assertThat(s.supply().discardUp()).isEqualTo(1);
        s = Positions.play(s, "red: play R10", "blue: pass discard");
        assertThat(s.supply().discardDown()).as("later discards stay face down").isEqualTo(1);
    }

    @Test
    void ruling_R13_the_rest_of_a_dealt_hand_is_discarded_face_up() {
        GameState s = supplyAfter("red: play B5", "blue: play R5", "green: play R6", "yellow: play R7",
                "red: pass rare", "blue: play R4", "green: play R8", "yellow: play R3", "red: pass discard *",
                "blue: play Y5", "green: play Y6", "yellow: play Y7", "red: pass eternal", "red: reveal jinn",
                "blue: play Y4", "green: play Y8", "yellow: play Y3", "red: eliminated");
        assertThat(s.supply().discardUp()).isEqualTo(2); // 11 cards, 3 each to 3 players
        assertThat(s.supply().discardRares()).isEqualTo(1);
        assertThat(s.supply().rareArea()).isEqualTo(3);
    }

    @Test
    void ruling_R6_two_stars_return_the_rare_card_to_the_rare_area() throws Exception {
        JsonNode cases = JsonMapper.builder().build().readTree(Files.readString(
                Path.of("src/test/resources/scenarios/beginner/R6-final-space.json")));
        List<String> moves = new ArrayList<>();
        for (JsonNode c : cases.path("cases")) {
            if (c.path("name").asString().startsWith("R6: a second star")) {
                c.path("record").path("moves").forEach(m -> moves.add(m.asString()));
            }
        }
        assertThat(moves).isNotEmpty();
        GameState s = supplyAfter(moves.toArray(String[]::new));
        assertThat(s.stars(Colour.YELLOW)).isEqualTo(2);
        assertThat(s.supply().rareArea()).isEqualTo(1); // all four were taken, yellow's came back
        // four discards turned face up by Ghost, then 5 non-rare cards to 3 players leave 2 face up
        assertThat(s.supply().discardUp()).isEqualTo(4 + 2);
    }

    @Test
    void ruling_R13_an_eliminated_players_rare_cards_go_back_and_are_not_dealt() {
        // A full field: no rare card can be played, so a holder of one may be eliminated (unreachable by records).
        GameState start = GameState.initial(Positions.beginner(Positions.FOUR, null));
        int taken = Field.TAKEN | Field.TAKEN << 8 | Field.TAKEN << 16 | Field.TAKEN << 24;
        List<PlayerState> ps = new ArrayList<>();
        for (PlayerState p : start.players()) {
            boolean red = p.colour() == Colour.RED;
            ps.add(new PlayerState(p.colour(), red ? 6 : 5, red ? 1 : 0, red ? 0 : 3, p.passed(), red ? 7 : 0, 0, 0,
                    0, PlayerStatus.PLAYING, null, false));
        }
        GameState s = new GameState(start.setup(), new Field((1L << 48) - 1, 0, 0, 0, taken), ps, start.turn(),
                start.eternals(), new Supply(3, 0, 0, 0, 0, 0, 0), 1, 4, false);
        Outcome o = Engine.apply(s, new Move.Eliminate(Colour.RED));
        assertThat(o).isInstanceOf(Outcome.Applied.class);
        GameState after = ((Outcome.Applied) o).state();
        assertThat(after.supply().rareArea()).isEqualTo(4);
        assertThat(after.supply().discardUp()).isEqualTo(2); // 5 number cards: 1 each to 3, 2 face up
        assertThat(after.player(Colour.BLUE).hand()).isEqualTo(6);
        assertThat(after.player(Colour.BLUE).rares()).isZero();
        assertThat(after.player(Colour.RED).place()).isEqualTo(4);
    }

    @Test
    void ruling_R12_the_eternal_icon_is_refused_with_the_continuous_deck_empty() {
        // Beginner decks hold four continuous eternals and four players have four eternal icons, so only a
        // smaller (house) deck reaches this; the content is changed here to allow one.
        GameContent d = ContentLoader.defaults();
        LevelRules b = d.level(Level.BEGINNER);
        LevelRules small = new LevelRules(b.level(), b.discs(), b.tokenCap(), b.mustPlayMax(), b.instantAllowed(),
                b.instantMin(), b.instantMax(), b.continuousAllowed(), 1, 4, b.defaultInstant(),
                b.defaultInstantTwoPlayer(), b.defaultContinuous(), b.boards(), b.defaultBoards());
        GameContent content = new GameContent(Map.of(Level.BEGINNER, small), d.handSizes(), d.dragonSwapCards(),
                d.twoPlayer());
        Setup setup = SetupCheck.check(content, Level.BEGINNER, Positions.FOUR, Colour.RED, null, null,
                List.of("kraken"), null).setup();
        GameState s = Positions.play(GameState.initial(setup), "red: pass eternal", "red: reveal kraken");
        Outcome o = Engine.apply(s, Move.Pass.of(Colour.BLUE, PassAction.ETERNAL));
        assertThat(o).isInstanceOfSatisfying(Outcome.Rejected.class,
                r -> assertThat(r.code()).isEqualTo(RejectCode.CONTINUOUS_DECK_EMPTY));
        // and the icon no longer counts as a way to pass (R13)
        s = Positions.play(s, "table: fix discs blue 1", "table: fix discs green 0");
        assertThat(Engine.check(s, Move.Pass.of(Colour.BLUE, PassAction.DISCARD)).ok()).isTrue();
        s = Positions.play(s, "blue: pass discard");
        assertThat(Engine.check(s, new Move.Eliminate(Colour.GREEN)).ok()).isTrue();
    }
}
