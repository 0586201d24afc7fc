package org.eternalsevens.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;

import org.eternalsevens.rules.basics.Reason;
import org.eternalsevens.rules.basics.RejectCode;
import org.junit.jupiter.api.Test;

/**
 * P464: a move that cannot be read is refused with a code and a reason as values ({@code notation.*} and the values
 * it names, quoted as given); {@code words} words it (RecordReadingWordsTest checks the sentences).
 */
class NotationReasonsTest {
    private static NotationException refused(String line) {
        return catchThrowableOfType(NotationException.class, () -> Notation.parse(line));
    }

    private static Reason why(String key, Object... args) {
        return new Reason("notation." + key, List.of(args));
    }

    @Test
    void P464_a_move_that_cannot_be_read_at_all_says_why_as_values() {
        assertThat(refused(null)).extracting(NotationException::code, NotationException::why)
                .containsExactly(RejectCode.UNREADABLE_MOVE, why("empty"));
        assertThat(refused("red: play R5\u0007").why()).isEqualTo(why("control", "0007", 13));
        assertThat(refused("nothing").why()).isEqualTo(why("noColon", "\"nothing\""));
        assertThat(refused("red:").why()).isEqualTo(why("noVerb", "\"red:\""));
        assertThat(refused("purple: play R5").why()).isEqualTo(why("actor", "\"purple\""));
    }

    @Test
    void P464_an_unknown_verb_and_a_bad_argument_name_what_was_written() {
        assertThat(refused("red: fly")).extracting(NotationException::code, NotationException::why)
                .containsExactly(RejectCode.UNKNOWN_VERB, why("verb", "\"fly\""));
        assertThat(refused("table: jump").why()).isEqualTo(why("table.verb", "\"jump\""));
        assertThat(refused("red: play Z9")).extracting(NotationException::code, NotationException::why)
                .containsExactly(RejectCode.BAD_ARGUMENT, why("space", "\"Z9\""));
        assertThat(refused("red: end now").why()).isEqualTo(why("args.more", "\"end\"", "\"now\""));
        assertThat(refused("red: play").why()).isEqualTo(why("args.fewer", "\"play\""));
        assertThat(refused("red: pass discard 5").why()).isEqualTo(why("pass.rare", "discard"));
        assertThat(refused("table: rare red>red").why()).isEqualTo(why("table.rareSame"));
        assertThat(refused("table: fix hand red 100").why()).isEqualTo(why("table.count", "\"100\""));
        assertThat(refused("red: dragon forbidden 9").why()).isEqualTo(why("dragon.forbidden", "\"9\""));
    }

    @Test
    void P455_P464_a_moves_own_argument_reason_is_carried_inside_the_line() {
        Reason in = refused("red: pass mustplay2 R5 R5").why();
        assertThat(in).isEqualTo(why("in", "\"red: pass mustplay2 R5 R5\"",
                new Reason("move.args.two_spaces.different", List.of())));
        assertThat(refused("red: reveal xyz").why().args().get(1)).isInstanceOf(Reason.class)
                .extracting(r -> ((Reason) r).key()).isEqualTo("move.eternal.unknown");
    }
}
