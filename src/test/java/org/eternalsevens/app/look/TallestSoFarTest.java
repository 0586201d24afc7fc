package org.eternalsevens.app.look;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** P196: a height that does not shrink while its room and look stay, and starts afresh for a new room. */
class TallestSoFarTest {
    @Test
    void ruling_P196_the_height_never_shrinks_in_the_same_room_and_starts_afresh_in_another() {
        TallestSoFar t = new TallestSoFar();
        assertThat(t.of(100, "500x300")).isEqualTo(100);
        assertThat(t.of(80, "500x300")).as("shorter: kept").isEqualTo(100);
        assertThat(t.of(120, "500x300")).as("taller: grows").isEqualTo(120);
        assertThat(t.of(90, "500x300")).isEqualTo(120);
        assertThat(t.of(90, "400x300")).as("a new room starts afresh").isEqualTo(90);
    }
}
