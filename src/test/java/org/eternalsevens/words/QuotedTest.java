package org.eternalsevens.words;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** P235: a value quoted in a sentence is whole when short, else its start, "…" and its length. */
class QuotedTest {
    @Test
    void p235_a_short_value_is_quoted_whole() {
        assertThat(Quoted.of("red: play R5")).isEqualTo("\"red: play R5\"");
        assertThat(Quoted.of("x".repeat(Quoted.MOST))).isEqualTo("\"" + "x".repeat(Quoted.MOST) + "\"");
    }

    @Test
    void p235_a_long_value_is_its_start_an_ellipsis_and_its_length() {
        String v = "green: play Y6 " + "x".repeat(1_000_000);
        String q = Quoted.of(v);
        assertThat(q).startsWith("\"green: play Y6 xxx").endsWith("\u2026\" (1,000,015 characters)");
        assertThat(q.length()).isLessThanOrEqualTo(Quoted.MOST + 30);
        assertThat(Quoted.of("y".repeat(Quoted.MOST + 1))).endsWith("\u2026\" (61 characters)");
    }

    @Test
    void p235_shortened_keeps_within_its_room_and_says_the_length() {
        String s = Quoted.shortened("x".repeat(1_000_000), Quoted.NOTE);
        assertThat(s).endsWith("\u2026 (1,000,000 characters)");
        assertThat(s.length()).isLessThanOrEqualTo(Quoted.NOTE);
        assertThat(Quoted.shortened("a short note", Quoted.NOTE)).isEqualTo("a short note");
    }

    @Test
    void p235_never_half_a_character_and_never_a_second_line() {
        String emoji = "\uD83C\uDCA1".repeat(100); // playing cards: two chars each
        String q = Quoted.of(emoji);
        String inside = q.substring(1, q.indexOf('\u2026'));
        assertThat(Character.isHighSurrogate(inside.charAt(inside.length() - 1))).isFalse();
        assertThat(Quoted.of("a\nb\u0000c")).isEqualTo("\"a b c\"");
        assertThat(Quoted.shortened("line\n".repeat(500), 80)).doesNotContain("\n");
    }

    /** P466: the rules hand a value as a {@code Quote}; words quotes and shortens it, its length from the bundle. */
    @Test
    void p466_a_rules_quote_is_quoted_here_with_its_length() {
        Words words = Words.english(org.eternalsevens.rules.basics.Colour::title);
        assertThat(words.text(new org.eternalsevens.rules.basics.Quote("fairy"))).isEqualTo("\"fairy\"");
        assertThat(words.text(new org.eternalsevens.rules.basics.Quote("y".repeat(1234))))
                .isEqualTo(Quoted.of("y".repeat(1234))).endsWith("\u2026\" (1,234 characters)");
    }
}
