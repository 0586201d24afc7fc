package org.eternalsevens.app.panels;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.FontMetrics;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

import org.eternalsevens.app.GuiTestBase;

/**
 * Issue 25 §4, P510: a player's header gives up the colour's word first, then its larger type, and only then cuts
 * the name with "…"; its tooltip holds the whole header line whatever it draws.
 */
class NameHeadingTest extends GuiTestBase {
    private static final String WHOLE = "\u2665 Maximiliane-Josephine (Red)";
    private static final String NAMED = "\u2665 Maximiliane-Josephine";

    @Test
    void issue25_P510_the_header_shortens_in_steps_and_its_tooltip_says_it_all() {
        GuiActionRunner.execute(() -> {
            NameHeading h = new NameHeading();
            h.show(WHOLE, NAMED, WHOLE + " \u25B6 to move");
            FontMetrics big = h.getFontMetrics(h.getFont());
            int whole = big.stringWidth(WHOLE);
            int named = big.stringWidth(NAMED);
            assertThat(h.shownIn(whole).text()).isEqualTo(WHOLE);
            assertThat(h.shownIn(whole - 1).text()).as("the colour's word goes first").isEqualTo(NAMED);
            assertThat(h.shownIn(whole - 1).font()).isEqualTo(h.getFont());
            NameHeading.Shown smaller = h.shownIn(named - 1);
            assertThat(smaller.text()).as("then the larger type").isEqualTo(NAMED);
            assertThat(smaller.font().getSize2D()).isLessThan(h.getFont().getSize2D());
            int small = h.getFontMetrics(smaller.font()).stringWidth(NAMED);
            NameHeading.Shown cut = h.shownIn(small - 1);
            assertThat(cut.text()).as("only then cut").startsWith("\u2665 Maximiliane").endsWith("\u2026")
                    .isNotEqualTo(NAMED + "\u2026");
            assertThat(h.getFontMetrics(cut.font()).stringWidth(cut.text())).isLessThanOrEqualTo(small - 1);
            assertThat(h.getText()).isEqualTo(WHOLE);
            assertThat(h.getToolTipText()).isEqualTo(WHOLE + " \u25B6 to move");
            return null;
        });
    }
}
