package org.eternalsevens.app.look;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** P315: the one text wrapper, on the JDK's LineBreakMeasurer. Measured in an image's graphics: no display needed. */
class TextWrapTest {
    private static final Font PLAIN = new Font(Font.SANS_SERIF, Font.PLAIN, 14);
    private static final FontMetrics FM = metrics(PLAIN);

    private static FontMetrics metrics(Font f) {
        Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        return g.getFontMetrics(f);
    }

    private static int w(String s) {
        return FM.stringWidth(s);
    }

    @Test
    void P315_a_text_that_fits_is_one_line_and_empty_text_has_none() {
        String s = "Green plays a 7 on the field";
        assertThat(TextWrap.lines(s, FM, w(s))).containsExactly(s);
        assertThat(TextWrap.lines(s, FM, w(s) - 1)).hasSize(2);
        assertThat(TextWrap.lines("", FM, 100)).isEmpty();
        assertThat(TextWrap.lines(List.of(new TextWrap.Part("", PLAIN)), FM.getFontRenderContext(), 100)).isEmpty();
    }

    @Test
    void P315_lines_break_at_spaces_as_full_as_they_can_be_without_their_end_spaces() {
        List<String> lines = TextWrap.lines("one two   three four", FM, w("one two   thr"));
        assertThat(lines).containsExactly("one two", "three four");
        assertThat(TextWrap.lines("one   two", FM, 500)).containsExactly("one   two"); // spaces inside a line stay
    }

    @Test
    void P315_a_word_wider_than_the_line_is_broken_where_the_line_ends() {
        String word = "Supercalifragilistic";
        int width = w("Superca");
        List<String> lines = TextWrap.lines("a " + word, FM, width);
        assertThat(lines.get(0)).isEqualTo("a");
        assertThat(String.join("", lines.subList(1, lines.size()))).isEqualTo(word);
        assertThat(lines.size()).isGreaterThanOrEqualTo(4);
        for (String l : lines) {
            assertThat(w(l)).as(l).isLessThanOrEqualTo(width);
        }
        assertThat(TextWrap.lines("Wide", FM, 0)).as("no room at all: a character a line")
                .containsExactly("W", "i", "d", "e");
    }

    @Test
    void P315_a_newline_starts_a_line_and_one_at_the_end_only_ends_the_last() {
        assertThat(TextWrap.lines("a\n\nb c", FM, 500)).containsExactly("a", "", "b c");
        assertThat(TextWrap.lines("a b\n", FM, 500)).containsExactly("a b");
        assertThat(TextWrap.lines("a bb\ncc", FM, w("a b"))).containsExactly("a", "bb", "cc");
    }

    @Test
    void P315_a_no_break_space_never_breaks_and_is_drawn_as_a_space() {
        String s = "Discards: 12\u00A0face\u00A0down";
        List<String> lines = TextWrap.lines(s, FM, w("Discards: 12 fa"));
        assertThat(lines).containsExactly("Discards:", "12 face down");
    }

    @Test
    void P315_words_kept_together_wider_than_the_line_break_at_their_last_no_break_space_that_fits() {
        String s = "Rare\u00A0Area:\u00A04 Must\u00A0Play\u00A0tokens:\u00A00\u00A0of\u00A07";
        assertThat(TextWrap.lines(s, FM, w("Must Play tokens: 0 o"))).containsExactly("Rare Area: 4",
                "Must Play tokens: 0", "of 7");
    }

    @Test
    void P315_a_word_is_never_broken_at_a_hyphen_a_plus_or_a_slash_while_a_space_follows_it() {
        String s = "Alexandra-Marguerite passes on discard+1 and/or face-up more";
        List<String> words = List.of(s.split(" "));
        for (int width = w("Alexandra-Marguerite"); width < w(s); width += 3) {
            List<String> lines = TextWrap.lines(s, FM, width);
            assertThat(String.join(" ", lines)).isEqualTo(s);
            for (String l : lines) {
                assertThat(words).as("at %d: %s", width, lines).containsAll(List.of(l.split(" ")));
            }
        }
    }

    @Test
    void P315_cjk_without_spaces_breaks_between_its_characters() {
        String s = "日本語のテキストは空白なしで折り返されます";
        int width = FM.stringWidth("日本語の") + 1;
        List<String> lines = TextWrap.lines(s, FM, width);
        assertThat(lines.size()).isGreaterThanOrEqualTo(4);
        assertThat(String.join("", lines)).isEqualTo(s);
        for (String l : lines) {
            assertThat(w(l)).as(l).isLessThanOrEqualTo(width);
        }
    }

    @Test
    void P315_at_most_max_lines_the_last_holding_what_fits_of_the_rest_with_an_ellipsis() {
        String s = "Choose the card that Green takes from the discard pile for the second Dragon action";
        int width = w("Choose the card that Green");
        List<String> all = TextWrap.lines(s, FM, width);
        assertThat(all.size()).isGreaterThan(2);
        List<String> two = TextWrap.lines(s, FM, width, 2);
        assertThat(two).hasSize(2);
        assertThat(two.get(0)).isEqualTo(all.get(0));
        String last = two.get(1);
        assertThat(last).endsWith("\u2026");
        assertThat(w(last)).isLessThanOrEqualTo(width);
        String kept = last.substring(0, last.length() - 1);
        String rest = s.substring(s.indexOf(all.get(1)));
        assertThat(rest).startsWith(kept);
        int next = kept.length() + 1;
        while (next < rest.length() && rest.charAt(next - 1) == ' ') {
            next++;
        }
        assertThat(w(rest.substring(0, next).stripTrailing() + "\u2026")).as("one character more would not fit")
                .isGreaterThan(width);
        assertThat(TextWrap.lines(s, FM, width, all.size())).isEqualTo(all);
    }

    @Test
    void P315_parts_keep_their_fonts_and_each_run_starts_where_the_one_before_ends() {
        Font bold = PLAIN.deriveFont(Font.BOLD);
        List<TextWrap.Part> parts = List.of(new TextWrap.Part("Instant deck (2):", bold),
                new TextWrap.Part(" ", PLAIN), new TextWrap.Part("Phoenix, Mummy", PLAIN));
        List<TextWrap.Line> one = TextWrap.lines(parts, FM.getFontRenderContext(), 1000);
        assertThat(one).hasSize(1);
        List<TextWrap.Run> runs = one.get(0).runs();
        assertThat(runs).extracting(TextWrap.Run::text).containsExactly("Instant deck (2):", "Phoenix, Mummy");
        assertThat(runs).extracting(TextWrap.Run::font).containsExactly(bold, PLAIN);
        assertThat(runs.get(0).x()).isZero();
        assertThat(runs.get(1).x()).as("after the bold head and a plain space")
                .isEqualTo(metrics(bold).stringWidth("Instant deck (2):") + w(" "));
        List<TextWrap.Line> narrow = TextWrap.lines(parts, FM.getFontRenderContext(),
                metrics(bold).stringWidth("Instant deck (2):") + w(" Phoe"));
        assertThat(narrow).extracting(TextWrap.Line::text).containsExactly("Instant deck (2):", "Phoenix, Mummy");
        assertThat(narrow.get(1).runs().get(0).x()).as("a new line starts at its left").isZero();
    }

    /**
     * Seeded: for any words and width, no character is lost or added, every line fits unless it is one character,
     * and no line could have taken the next line's first word.
     */
    @ParameterizedTest
    @ValueSource(longs = {3L, 315L, 2026L})
    void P315_every_line_fits_keeps_the_words_in_order_and_is_as_full_as_it_can_be(long seed) {
        System.out.println("TextWrapTest seed " + seed);
        Random r = new Random(seed);
        String letters = "abcdefghijklmnopqrstuvwxyzMW";
        for (int n = 0; n < 300; n++) {
            List<String> words = new ArrayList<>();
            for (int i = 1 + r.nextInt(25); i > 0; i--) {
                StringBuilder b = new StringBuilder();
                for (int k = 1 + r.nextInt(r.nextInt(10) == 0 ? 30 : 9); k > 0; k--) {
                    b.append(letters.charAt(r.nextInt(letters.length())));
                }
                words.add(b.toString());
            }
            String text = String.join(" ", words);
            int width = 10 + r.nextInt(400);
            List<String> lines = TextWrap.lines(text, FM, width);
            String what = text + " at " + width;
            assertThat(String.join("", lines).replace(" ", "")).as(what).isEqualTo(text.replace(" ", ""));
            int at = 0; // where the line starts in the text
            for (int i = 0; i < lines.size(); i++) {
                String l = lines.get(i);
                assertThat(l.length() == 1 || w(l) <= width).as(what + ": " + l).isTrue();
                assertThat(l).as(what).doesNotStartWith(" ").doesNotEndWith(" ");
                assertThat(text.startsWith(l, at)).as(what + ": " + l).isTrue();
                int end = at + l.length();
                at = end;
                while (at < text.length() && text.charAt(at) == ' ') {
                    at++;
                }
                int space = text.indexOf(' ', at);
                String next = text.substring(at, space < 0 ? text.length() : space);
                if (i + 1 < lines.size() && at > end && w(next) <= width) { // a whole word that fits a line
                    assertThat(w(l + " " + next)).as(what + ": '" + l + "' could take '" + next + "'")
                            .isGreaterThan(width);
                }
            }
        }
    }

    @Test
    void P315_an_html_label_is_escaped_and_as_wide_as_asked_whatever_its_words() {
        assertThat(TextWrap.html("a <b> & c", 120)).isEqualTo("<html><div style='width:120px'>a &lt;b&gt; &amp; c"
                + "</div></html>");
        String long1 = "Phoenix, Mummy, Skeleton, Kyubi, Barong, Minotaur, Ghost and Dragon ".repeat(4);
        int wide = org.assertj.swing.edt.GuiActionRunner.execute(
                () -> new javax.swing.JLabel(TextWrap.htmlPixels(long1, 300)).getPreferredSize().width);
        int shortOne = org.assertj.swing.edt.GuiActionRunner.execute(
                () -> new javax.swing.JLabel(TextWrap.htmlPixels("Kraken", 300)).getPreferredSize().width);
        assertThat(wide).as("a label of many lines").isBetween(290, 300);
        assertThat(shortOne).as("a label of one word").isEqualTo(wide);
    }
}
