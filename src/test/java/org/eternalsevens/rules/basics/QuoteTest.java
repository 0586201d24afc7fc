package org.eternalsevens.rules.basics;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** P466: a value the rules name is a value; its programmers' text is quoted, one line, a long one cut with "…". */
class QuoteTest {
    @Test
    void p466_a_quote_keeps_its_value_and_its_text_stays_short_and_on_one_line() {
        assertThat(new Quote("11A").value()).isEqualTo("11A");
        assertThat(new Quote("11A")).hasToString("\"11A\"");
        assertThat(new Quote("a\nb")).hasToString("\"a b\"");
        String q = new Quote("z".repeat(1_000)).toString();
        assertThat(q).startsWith("\"zzz").endsWith("\u2026\"").hasSize(58 + 3);
    }
}
