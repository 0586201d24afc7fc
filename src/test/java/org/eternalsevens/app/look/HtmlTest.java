package org.eternalsevens.app.look;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** P272: the one HTML escaper: {@code & < >} and nothing else; the plain text comes back. */
class HtmlTest {
    @Test
    void P272_the_three_markup_characters_are_escaped_and_the_ampersand_first() {
        assertThat(Html.escape("a < b > c & \"d\" 'e' ♥")).isEqualTo("a &lt; b &gt; c &amp; \"d\" 'e' ♥");
        assertThat(Html.escape("&lt;")).isEqualTo("&amp;lt;");
        assertThat(Html.escape("<b>bold</b>")).doesNotContain("<", ">");
        assertThat(Html.escape(null)).isEmpty();
    }

    @Test
    void P272_lines_are_escaped_one_under_the_other() {
        assertThat(Html.lines(List.of("1 < 2", "x > y"))).isEqualTo("<html>1 &lt; 2<br>x &gt; y</html>");
        assertThat(Html.lines(List.of())).isEqualTo("<html></html>");
    }

    /** Seeded: any text of markup characters and letters comes back from its escaped form as it was. */
    @ParameterizedTest
    @ValueSource(longs = {1L, 27L, 2026L})
    void P272_the_plain_text_of_an_escaped_text_is_the_text(long seed) {
        System.out.println("HtmlTest seed " + seed);
        Random r = new Random(seed);
        String alphabet = "&<>\"'; ltgampquo#x1";
        for (int n = 0; n < 500; n++) {
            StringBuilder b = new StringBuilder();
            for (int i = r.nextInt(30); i > 0; i--) {
                b.append(alphabet.charAt(r.nextInt(alphabet.length())));
            }
            String text = b.toString();
            assertThat(Html.escape(text)).doesNotContain("<", ">");
            assertThat(Html.plain("<div style='width:9px'>" + Html.escape(text) + "</div>")).as(text).isEqualTo(text);
        }
    }
}
