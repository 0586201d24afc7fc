package org.eternalsevens.app.gamer;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

import org.eternalsevens.app.GuiTestBase;
import org.eternalsevens.app.look.WrapLabel;
import org.eternalsevens.rules.FinalTurns;
import org.eternalsevens.rules.basics.Colour;

/**
 * The final turns' line with long names (R43, P570): where the whole names would take the sentence or the joined
 * warnings past two lines, they are said short ("Bartholomew…"), each label's tooltip holding its whole words.
 */
class FinalTurnsNamesTest extends GuiTestBase {
    private static final String MAX = "Maximiliane-Josephine";
    private static final String KON = "Konstantinopoulou-Papadimitriou-Xanthopo";
    private static final Map<Colour, String> LONG = Map.of(Colour.RED, MAX, Colour.BLUE,
            "Bartholomew Fitzgerald-Wolfenschiessenbe", Colour.GREEN, KON, Colour.YELLOW, "Dev");

    @Test
    void P570_a_name_over_16_characters_is_said_by_its_first_word_or_its_first_characters() {
        assertThat(ShortNames.of("Bartholomew Fitzgerald-Wolfenschiessenbe")).isEqualTo("Bartholomew\u2026");
        assertThat(ShortNames.of(MAX)).isEqualTo("Maximiliane\u2026");
        assertThat(ShortNames.of(KON)).as("a first word of 17: its first 15 characters").isEqualTo(
                "Konstantinopoul\u2026");
        assertThat(ShortNames.of("Al Bartholomew-Fitzgerald")).as("a first word of 2: no space or hyphen before …")
                .isEqualTo("Al Bartholomew\u2026");
        assertThat(ShortNames.of("Cleopatra Jones")).isEqualTo("Cleopatra Jones");
        assertThat(ShortNames.of("Sixteen-Letters!")).as("16 characters stay whole").isEqualTo("Sixteen-Letters!");
        assertThat(ShortNames.of("Dev")).isEqualTo("Dev");
    }

    @Test
    void P570_where_two_short_names_would_read_alike_every_name_stays_whole() {
        Map<Colour, String> alike = Map.of(Colour.RED, "Maximiliane-Josephine A", Colour.BLUE,
                "Maximiliane Josephine B", Colour.GREEN, KON);
        Function<Colour, String> said = ShortNames.of(alike.keySet(), alike::get);
        for (Colour c : alike.keySet()) {
            assertThat(said.apply(c)).isEqualTo(alike.get(c));
        }
        Function<Colour, String> apart = ShortNames.of(List.of(Colour.BLUE, Colour.GREEN), LONG::get);
        assertThat(apart.apply(Colour.BLUE)).isEqualTo("Bartholomew\u2026");
        assertThat(apart.apply(Colour.GREEN)).isEqualTo("Konstantinopoul\u2026");
    }

    @Test
    void P570_R43_long_names_are_said_short_only_where_whole_they_take_more_than_two_lines() {
        FinalTurnsLine line = GuiActionRunner.execute(FinalTurnsLine::new);
        FinalTurns t = GamerSamples.finalTurns(); // Red 2, Green 1, Yellow 2
        int narrow = 420;
        String[] shown = GuiActionRunner.execute(() -> {
            line.show(t, Colour.RED, LONG::get);
            line.setSize(3000, line.heightFor(3000));
            line.doLayout();
            WrapLabel sentence = (WrapLabel) line.getComponent(0);
            String wide = sentence.getText() + "|" + sentence.getToolTipText();
            int wholeHeight = height(line, narrow);
            line.setSize(narrow, line.heightFor(narrow));
            line.doLayout();
            WrapLabel together = (WrapLabel) line.getComponent(line.getComponentCount() - 1);
            return new String[] {wide, sentence.getText(), sentence.getToolTipText(), line.together(),
                together.getToolTipText(), String.valueOf(line.heightFor(narrow) < wholeHeight),
                String.valueOf(sentence.lines(narrow).size() <= 2)};
        });
        assertThat(shown[0]).as("wide: whole names, no tooltip needed").isEqualTo(
                "Final turns left: " + MAX + " 2, " + KON + " 1, Dev 2.|null");
        assertThat(shown[1]).as("narrow: the names said short").isEqualTo(
                "Final turns left: Maximiliane\u2026 2, Konstantinopoul\u2026 1, Dev 2.");
        assertThat(shown[2]).as("its tooltip the whole sentence").isEqualTo(
                "Final turns left: " + MAX + " 2, " + KON + " 1, Dev 2.");
        assertThat(shown[3]).isEqualTo("Without a Go Out or Hard Pass in their final turns, Maximiliane\u2026, "
                + "Konstantinopoul\u2026 and Dev are eliminated.");
        assertThat(shown[4]).isEqualTo("Without a Go Out or Hard Pass in their final turns, " + MAX + ", " + KON
                + " and Dev are eliminated.");
        assertThat(shown[5]).as("short names take fewer lines than whole ones").isEqualTo("true");
        assertThat(shown[6]).isEqualTo("true");
        assertThat(GuiActionRunner.execute(line::warnings)).as("the warnings one a player keep the whole names")
                .allMatch(w -> !w.contains("\u2026")).hasSize(3);
    }

    @Test
    void P570_R43_names_of_16_characters_or_fewer_are_never_said_short() {
        FinalTurnsLine line = GuiActionRunner.execute(FinalTurnsLine::new);
        String tip = GuiActionRunner.execute(() -> {
            line.show(GamerSamples.finalTurns(), Colour.RED, GamerSamples::name);
            line.setSize(120, line.heightFor(120));
            line.doLayout();
            return ((WrapLabel) line.getComponent(0)).getToolTipText();
        });
        assertThat(tip).isNull();
        assertThat(GuiActionRunner.execute(line::together)).isEqualTo(
                "Without a Go Out or Hard Pass in their final turns, Red, Green and Yellow are eliminated.");
    }

    /** The height of the sentence and the joined warnings at {@code width} said with whole names, as before P570. */
    private static int height(FinalTurnsLine line, int width) {
        WrapLabel sentence = (WrapLabel) line.getComponent(0);
        WrapLabel together = (WrapLabel) line.getComponent(line.getComponentCount() - 1);
        String all = "Without a Go Out or Hard Pass in their final turns, " + MAX + ", " + KON
                + " and Dev are eliminated.";
        WrapLabel probe = new WrapLabel(all, 400);
        probe.setFont(together.getFont());
        return sentence.heightAt(width) + probe.heightAt(width);
    }
}
