package org.eternalsevens.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.junit.jupiter.api.Test;

/** P461: a file beyond the JSON reader's limits is refused in words from the bundle, one sentence per limit. */
class RecordLimitsWordsTest {
    @Test
    void P461_lists_nested_beyond_any_records_are_refused_in_words() {
        String deep = "[".repeat(5_000) + "]".repeat(5_000);
        RecordException e = catchThrowableOfType(() -> RecordJson.read(deep), RecordException.class);
        assertThat(e.getMessage()).isEqualTo("This file is not a game record: its lists and objects nest deeper than "
                + "any game record's, so it was not read further.");
    }

    @Test
    void P461_a_number_far_longer_than_any_records_is_refused_in_words() {
        String number = "{\"format\": " + "9".repeat(5_000) + "}";
        RecordException e = catchThrowableOfType(() -> RecordJson.read(number), RecordException.class);
        assertThat(e.getMessage()).isEqualTo("This file is not a game record: it holds a number far longer than any "
                + "game record's, so it was not read further.");
    }
}
