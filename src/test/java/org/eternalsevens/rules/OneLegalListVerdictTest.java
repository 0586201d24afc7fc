package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.eternalsevens.testkit.Refusals.reason;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.eternalsevens.testkit.Games;
import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.FixField;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.basics.Verdict;

/**
 * P227: a view's verdict on a move is the one legal list's (whether), with the engine's sentence only for why not;
 * and no view of the app asks {@code Engine.check} itself.
 */
class OneLegalListVerdictTest {
    private static Set<Move> listed(GameState s) {
        return new HashSet<>(LegalMoves.of(s));
    }

    @Test
    void P227_aListedMoveIsAccepted_anotherIsRefusedWithTheEnginesReason() {
        GameState s = GameState.initial(Games.setup("expert", "red", "blue", "green", "yellow"));
        assertThat(LegalMoves.verdict(s, new Move.Play(Colour.RED, Space.parse("R5")), listed(s)).ok()).isTrue();
        Verdict r1 = LegalMoves.verdict(s, new Move.Play(Colour.RED, Space.parse("R1")), listed(s));
        assertThat(r1.code()).isEqualTo(RejectCode.FIRST_CARD_4_TO_7);
        assertThat(r1.reason()).isEqualTo(reason("first_card_4_to_7", "red"));
    }

    @Test
    void P227_R25_underCyclopsANumberCardOffTheMustPlaySpacesIsRefused_theListDecides() {
        GameState s = Positions.play(GameState.initial(Games.setup("expert", "red", "blue", "green", "yellow")),
                org.eternalsevens.record.OneLegalListTest.TO_CYCLOPS);
        s = Positions.play(s, "table: fix rares yellow 1");
        assertThat(LegalMoves.verdict(s, new Move.Play(Colour.YELLOW, Space.parse("B6")), listed(s)).code())
                .isEqualTo(RejectCode.RARE_FIRST_CYCLOPS);
        assertThat(LegalMoves.verdict(s, new Move.Play(Colour.YELLOW, Space.parse("Y5")), listed(s)).ok()).isTrue();
    }

    @Test
    void P227_aMoveTheListLeavesOutByDesignIsTheEnginesToJudge() {
        GameState s = Positions.play(GameState.initial(Games.setup("expert", "red", "blue")), "table: fix hand red 2");
        Move hardPass = new Move.HardPass(Colour.RED, List.of(RevealedCard.parse("B3"), RevealedCard.parse("B4")));
        assertThat(LegalMoves.verdict(s, hardPass, listed(s)).ok()).isTrue();
        assertThat(LegalMoves.verdict(s, new Move.TableFix(FixField.HAND, Colour.BLUE, 5), listed(s)).ok()).isTrue();
    }

    @Test
    void P227_noViewOfTheAppAsksEngineCheck() throws IOException {
        try (Stream<Path> files = Files.walk(Path.of("src/main/java/org/eternalsevens/app"))) {
            List<String> askers = files.filter(f -> f.toString().endsWith(".java")).filter(f -> {
                try {
                    return Files.readString(f, StandardCharsets.UTF_8).contains("Engine.check(");
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            }).map(f -> f.getFileName().toString()).toList();
            assertThat(askers).isEmpty();
        }
    }
}
