package org.eternalsevens.app.pro;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.board.EternalBoards;
import org.eternalsevens.rules.board.PassAction;
import org.eternalsevens.rules.board.PassIcon;
import org.eternalsevens.rules.track.RewardEvent;
import org.eternalsevens.rules.track.RewardTerm;
import org.junit.jupiter.api.Test;

/** Issue 11 item 4: the boards in the app's words, from their data (R54-R57, R61-R76). */
class BoardWordsTest {
    private static final EternalBoards BOARDS = ContentLoader.defaults().eternalBoards();

    private static EternalBoard board(String name) {
        EternalBoard b = BOARDS.named(name);
        assertThat(b).as(name).isNotNull();
        return b;
    }

    @Test
    void R56_eachTermInWords_perUnit_perTwo_caps_andConditions() {
        assertThat(BoardWords.term(RewardTerm.parse("stars 2"))).isEqualTo("2 stars");
        assertThat(BoardWords.term(RewardTerm.parse("hearts 2/apt max 4"))).isEqualTo("2 hearts per token (at most 4)");
        assertThat(BoardWords.term(RewardTerm.parse("stars 1/2discs max 2")))
                .isEqualTo("1 star per 2 unused discs (at most 2)");
        assertThat(BoardWords.term(RewardTerm.parse("stars 1 if discs=0"))).isEqualTo("1 star if 0 unused discs");
        assertThat(BoardWords.term(RewardTerm.parse("stars 1 if purple>=1,rare>=1")))
                .isEqualTo("1 star if at least 1 purple card and at least 1 rare card");
        assertThat(BoardWords.term(RewardTerm.parse("hearts 1/red max 2"))).isEqualTo("1 heart per red card (at most 2)");
    }

    @Test
    void R57_theRewardLinesOfABoard_oneLinePerEvent_asPrinted() {
        assertThat(BoardWords.rewards(board("phoenix"))).containsExactly(
                "Go out: 2 stars, 2 hearts per token (at most 4)",
                "Hard Pass: 3 hearts, 1 heart per red card (at most 2)");
        assertThat(BoardWords.rewards(board("cyclops"))).containsExactly(
                "Go out: 1 star, 4 hearts, 1 star if 0 unused discs, 2 hearts if 0 unused discs",
                "Hard Pass: nothing", "Star block: 4 hearts");
        assertThat(BoardWords.rewards(board("witch"))).contains("Any player's Hard Pass: 2 hearts");
    }

    @Test
    void R54_R55_iconsWithTheirBonuses_andThePreparationInWords() {
        EternalBoard ghost = board("ghost");
        assertThat(BoardWords.icon(ghost.icons().get(0)))
                .isEqualTo("take+2: take a card from the discard pile, +2 tokens");
        assertThat(BoardWords.preparation(ghost)).isEqualTo("Preparation: discards 2 cards face down");
        assertThat(BoardWords.preparation(board("yeti"))).isNull();
        EternalBoard skeleton = board("skeleton");
        assertThat(skeleton.icons().get(0).action()).isEqualTo(PassAction.PREP);
        assertThat(BoardWords.icon(skeleton.icons().get(0))).startsWith("prep+1: covered at Preparation");
    }

    @Test
    void R61_R76_abilitiesAndRestrictions_oneLineEach() {
        assertThat(BoardWords.abilities(board("phoenix"))).containsExactly("+1 token on a 6 or 8");
        assertThat(BoardWords.abilities(board("barong"))).containsExactly("May play onto spaces under X tokens",
                "May play a second card each turn, of the first card's colour", "Never holds tokens");
        assertThat(BoardWords.abilities(board("pegasus"))).contains("Hard Pass only with exactly one card",
                "May play a second card each turn");
        assertThat(BoardWords.abilities(board("kyubi"))).contains("Holds up to 3 tokens",
                "+1 token for each column completed", "May play onto spaces under X tokens");
        assertThat(BoardWords.abilities(board("jinn"))).contains("Hard Pass only with three cards or fewer");
        assertThat(BoardWords.abilities(board("yeti"))).isEmpty();
    }

    @Test
    void R57_everyOneOfTheTwentyBoards_saysEveryIconRewardAndAbility() {
        List<EternalBoard> all = BOARDS.all();
        assertThat(all).hasSize(20);
        for (EternalBoard b : all) {
            List<String> lines = BoardWords.all(b);
            assertThat(lines.get(0)).isEqualTo(b.title() + " (board " + b.number() + ", side " + b.side() + ")");
            for (PassIcon i : b.icons()) {
                assertThat(lines).as(b.name()).anyMatch(l -> l.startsWith(i.label() + ": "));
            }
            for (RewardEvent e : RewardEvent.values()) {
                for (RewardTerm t : b.rewards(e)) {
                    assertThat(String.join("\n", lines)).as(b.name() + " " + t).contains(BoardWords.term(t));
                }
            }
            assertThat(lines).as(b.name()).hasSizeGreaterThanOrEqualTo(1 + b.icons().size() + 2 + b.abilities().size());
            assertThat(String.join(" ", lines)).doesNotContain("null").doesNotContain("%s");
        }
    }
}
