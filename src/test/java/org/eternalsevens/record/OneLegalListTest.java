package org.eternalsevens.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.eternalsevens.rules.Engine;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.Outcome;
import org.eternalsevens.testkit.Games;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * P227, issue 23 section 3: the summary's {@code legal} is the one legal list ({@link LegalMoves}) written as
 * spaces, seen as RECORD-FORMAT says: without the hand, and ignoring Cyclops's priority (R25), which the field's
 * highlights honour.
 */
public class OneLegalListTest {
    /** Expert, start red: the Playable cube goes down Medusa, Medusa (tokens on Y5 and G6), then Cyclops. */
    public static final String[] TO_CYCLOPS = {
        "red: play R7", "blue: play R8", "green: play R9", "green: dragon playable", "green: mustplay Y5",
        "yellow: play R6", "red: play R5", "blue: play R4", "green: play R3", "yellow: play R2",
        "yellow: dragon playable", "yellow: mustplay G6",
        "red: play B7", "blue: play B8", "green: play B9", "green: dragon playable"};

    static GameState play(GameState s, String... moves) {
        for (String m : moves) {
            Outcome o = Engine.apply(s, parse(m));
            assertThat(o).as(m + " " + o).isInstanceOf(Outcome.Applied.class);
            s = ((Outcome.Applied) o).state();
        }
        return s;
    }

    private static Move parse(String m) {
        try {
            return Notation.parse(m);
        } catch (NotationException e) {
            throw new AssertionError(m, e);
        }
    }

    static GameState cyclops(String... more) {
        GameState s = play(GameState.initial(Games.setup("expert", "red", "blue", "green", "yellow")), TO_CYCLOPS);
        return play(s, more);
    }

    private static List<String> listed(GameState s, boolean rare) {
        List<String> out = new ArrayList<>();
        for (Move m : LegalMoves.of(s)) {
            if (!rare && m instanceof Move.Play p) {
                out.add(p.space().toString());
            } else if (rare && m instanceof Move.PlayRare p) {
                out.add(p.space().toString());
            }
        }
        return out;
    }

    private static List<String> texts(JsonNode a) {
        List<String> out = new ArrayList<>();
        a.forEach(n -> out.add(n.asString()));
        return out;
    }

    @Test
    void R25_cyclops_rareCardsMustBePlayedFirst_listHonoursIt_summaryIgnoresItAsRecordFormatSays() {
        GameState s = cyclops("table: fix rares yellow 1");
        assertThat(s.gamer().round().dragon().cyclopsInForce()).isTrue();
        JsonNode legal = Summary.of(s, null).get("legal");

        // the list (highlights): a number card only on a Must Play space may come first (R25's exception)
        assertThat(listed(s, false)).containsExactly("G6", "Y5");
        // the summary: "They also ignore Cyclops's priority" (RECORD-FORMAT): the same spaces as without Cyclops
        assertThat(texts(legal.get("play"))).contains("B6", "B10", "G6", "Y5")
                .isEqualTo(texts(Summary.of(cyclops(), null).get("legal").get("play")));
        assertThat(texts(legal.get("rare"))).isEqualTo(listed(s, true)).contains("R1", "R10", "B6", "Y7");
        assertThat(Engine.check(s, parse("yellow: play B6")).code().name()).isEqualTo("RARE_FIRST_CYCLOPS");
    }

    @Test
    void R25_cyclops_bindsOnlyAPlayerHoldingARareCard() {
        GameState s = cyclops();
        JsonNode legal = Summary.of(s, null).get("legal");
        assertThat(texts(legal.get("play"))).contains("B6", "B10", "G6", "Y5").isEqualTo(listed(s, false));
        assertThat(listed(s, true)).isEmpty(); // the list sees the hand: no rare card held
        assertThat(texts(legal.get("rare"))).contains("B6", "Y7"); // the summary ignores what is held (RECORD-FORMAT)
    }
}
