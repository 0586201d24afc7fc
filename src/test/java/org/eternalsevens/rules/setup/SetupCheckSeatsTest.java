package org.eternalsevens.rules.setup;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;

import org.eternalsevens.content.ContentLoader;
import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.basics.Reason;

/** Seats may come as any list, immutable ones included; a missing seat is a problem in words, not a crash. */
class SetupCheckSeatsTest {
    @Test
    void ruling_R11_seatsGivenAsAnImmutableListAreAccepted() {
        SetupCheck.Result r = SetupCheck.check(ContentLoader.defaults(), Level.BEGINNER,
                List.of(Colour.RED, Colour.BLUE), Colour.RED, null, null, null, null);
        assertThat(r.problems()).isEmpty();
        assertThat(r.setup().seats()).containsExactly(Colour.RED, Colour.BLUE);
    }

    @Test
    void ruling_R11_aMissingSeatIsReportedInWords() {
        SetupCheck.Result r = SetupCheck.check(ContentLoader.defaults(), Level.BEGINNER,
                Arrays.asList(Colour.RED, null), Colour.RED, null, null, null, null);
        assertThat(r.ok()).isFalse();
        assertThat(r.problems()).contains(new Reason("setup.seatColours", List.of()));
    }
}
