package org.eternalsevens.words;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import java.util.Map;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.Notation;
import org.eternalsevens.record.NotationException;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.MoveArgumentException;
import org.eternalsevens.rules.PassArgs;
import org.eternalsevens.rules.PassEvent;
import org.eternalsevens.rules.TurnEvent;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.basics.PlayableSpace;
import org.eternalsevens.rules.basics.Reason;
import org.eternalsevens.rules.basics.RuleSource;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.board.EternalAbility;
import org.eternalsevens.rules.board.PassAction;
import org.eternalsevens.rules.board.ProSetup;
import org.eternalsevens.rules.dragon.DragonCard;
import org.eternalsevens.rules.dragon.ForbiddenSpace;
import org.junit.jupiter.api.Test;

/**
 * P455–P457: the pass icons, the Dragon cards' spaces, the sources of a rule in force, the boards' abilities and a
 * move's misfitting arguments are values in the rules; words says them, in the same words as before.
 */
class GameValueWordsTest {
    private final Words words = Words.english(Colour::title);

    @Test
    void P455_a_pass_icon_says_what_it_does_and_its_buttons_hint() {
        assertThat(Ui.game(PassAction.TAKE)).isEqualTo("take a card from the discard pile");
        assertThat(Ui.game(PassAction.TENS)).isEqualTo("the others hand over their 10s, as many cards back");
        assertThat(Ui.passHint(PassAction.SHARED))
                .isEqualTo("A shared icon: reveal a continuous eternal, or in Gamer mode take a Dragon action.");
        assertThat(Ui.passHint(PassAction.MUSTPLAY2))
                .isEqualTo("Put two Must Play tokens on two empty spaces (then click the spaces).");
        for (PassAction a : PassAction.values()) {
            assertThat(words.has("pass.icon." + a.id())).as(a.name()).isTrue();
            assertThat(words.has("pass.hint." + a.id())).as(a.name()).isTrue();
        }
    }

    @Test
    void P455_a_misfitting_pass_says_what_the_icon_names_after_the_move() throws Exception {
        MoveArgumentException e = catchThrowableOfType(() -> Move.Pass.of(Colour.RED, PassAction.RARE,
                new PassArgs.OnSpace(Space.of(Colour.RED, 5))), MoveArgumentException.class);
        assertThat(words.sentence(e.reason().key(), e.reason().args())).isEqualTo("only a mustplay pass names a space");
        assertThat(catchThrowableOfType(() -> Notation.parse("red: pass mustplay2 R5 R5"), NotationException.class)
                .reason()).isEqualTo("In \"red: pass mustplay2 R5 R5\", a mustplay2 pass names one or two different "
                + "spaces.");
        assertThat(catchThrowableOfType(() -> Notation.parse("blue: reveal xyz"), NotationException.class).reason())
                .isEqualTo("In \"blue: reveal xyz\", \"xyz\" is not an eternal.");
        MoveArgumentException missing = catchThrowableOfType(() -> new Move.Give(Colour.RED, null, false),
                MoveArgumentException.class);
        assertThat(words.sentence(missing.reason().key(), missing.reason().args()))
                .isEqualTo("the player who receives the card is missing");
    }

    @Test
    void P456_the_dragon_cards_spaces_say_what_they_do() {
        assertThat(Ui.game(ForbiddenSpace.FAIRY)).isEqualTo("3s and 8s cannot be played (Fairy)");
        assertThat(Ui.game(ForbiddenSpace.NO_HARD_PASS)).isEqualTo("nobody can Hard Pass for the rest of the round");
        assertThat(Ui.game(PlayableSpace.MUMMY)).isEqualTo("everyone passes one card to the left (Mummy)");
        assertThat(Ui.game(DragonCard.CHOICE)).isEqualTo("the Choice card");
        for (ForbiddenSpace f : ForbiddenSpace.values()) {
            assertThat(words.has("dragon.forbidden." + f.id())).as(f.name()).isTrue();
            assertThat(words.has("dragon.source." + f.id())).as(f.name()).isTrue();
        }
    }

    @Test
    void P456_who_puts_a_rule_in_force_is_named_in_the_sentence() {
        EventWords events = new EventWords(words);
        assertThat(events.sentence(new PassEvent.NothingDiscarded(new RuleSource.Dragon("kraken"))))
                .isEqualTo("The Dragon (Kraken) is active: nothing is discarded.");
        assertThat(events.sentence(new PassEvent.NothingDiscarded(new RuleSource.Active(ContinuousEternal.KRAKEN))))
                .isEqualTo("Kraken is active: nothing is discarded.");
        assertThat(events.sentence(new TurnEvent.CoveredRareTaken(Colour.RED,
                new RuleSource.Active(ContinuousEternal.JINN)))).isEqualTo("Red takes the rare card from under it (Jinn).");
        assertThat(words.text(ForbiddenSpace.MERMAID.source())).isEqualTo("the Dragon (Mermaid)");
        assertThat(words.text(new RuleSource.Dragon("cyclops"))).isEqualTo("The Dragon (Cyclops)");
        assertThat(words.text(ForbiddenSpace.NO_TOKENS.source())).isEqualTo("the Dragon (no Additional Play Tokens)");
    }

    @Test
    void P457_a_boards_ability_names_its_numbers() {
        assertThat(Ui.game(new EternalAbility("tokenOn", List.of(6, 8)))).isEqualTo("+1 token on a 6 or 8");
        assertThat(Ui.game(new EternalAbility("heartOn", List.of(10)))).isEqualTo("+1 heart on a 10");
        assertThat(Ui.game(new EternalAbility("tokenOn", List.of(5, 6, 7)))).isEqualTo("+1 token on a 5, 6 or 7");
        assertThat(Ui.game(new EternalAbility("heartOnX", List.of())))
                .isEqualTo("+1 heart on a space that held an X token");
        for (String id : EternalAbility.ids()) {
            assertThat(words.has("ability." + id)).as(id).isTrue();
        }
    }

    @Test
    void P458_a_set_ups_problems_are_said_one_sentence_each() {
        assertThat(ReasonWords.problems(List.of(new Reason("setup.deck.twice.instant", List.of("ghost", 2)),
                new Reason("setup.deck.times.continuous", List.of("fairy", 4)),
                new Reason("setup.deck.sizes.instant", List.of(8, 11, 4)),
                new Reason("setup.deck.size.continuous", List.of(8, 3)),
                new Reason("setup.board", List.of("standard", "\"nope\"")))))
                .containsExactly("The instant deck names ghost twice.", "The continuous deck names fairy 4 times.",
                        "The instant deck must hold 8 to 11 eternals, not 4.",
                        "The continuous deck must hold 8 eternals, not 3.",
                        "There is no standard board called \"nope\" in the profile.");
        assertThat(ReasonWords.problems(ProSetup.check(List.of("1A", "1B"), "odd", 2).problems())).containsExactly(
                "round2Sides must be \"flip\" (round 2 shows the other sides) or \"same\" (round 2 shows the round-1 "
                        + "sides again), not \"odd\".",
                "A Pro game with 2 players prepares 3 Eternal boards, one more than there are players (R51), but "
                        + "eternalBoards lists 2.",
                "Board 1 is prepared twice (1A and 1B): each board is prepared at most once, with one side showing "
                        + "(R51).");
        RecordSetup bad = new RecordSetup("casual", List.of("red", "pink"), null, Map.of("mauve", "Ann"), null, null,
                null, null, null);
        assertThat(ReasonWords.problems(bad.toSetup(ContentLoader.defaults()).problems())).containsExactly(
                "The level \"casual\" is not known: use beginner, standard, expert or pro.",
                "The seat \"pink\" is not a colour: red, blue, green or yellow.",
                "The setup gives no start player.", "In \"names\", \"mauve\" is not a colour.");
    }
}
