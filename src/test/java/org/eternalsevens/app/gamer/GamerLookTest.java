package org.eternalsevens.app.gamer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Color;

import org.junit.jupiter.api.Test;

/** The contrast the screenshot test measures (WCAG 2 relative luminance), and the text colour on a chip. */
class GamerLookTest {
    @Test
    void contrast_follows_wcag_black_on_white_is_21_and_a_colour_on_itself_is_1() {
        assertThat(GamerLook.contrast(Color.BLACK, Color.WHITE)).isCloseTo(21.0, within(0.01));
        assertThat(GamerLook.contrast(Color.WHITE, Color.BLACK)).isCloseTo(21.0, within(0.01));
        assertThat(GamerLook.contrast(new Color(0x777777), new Color(0x777777))).isCloseTo(1.0, within(0.001));
        // #767676 on white is the well-known lightest grey that passes AA (4.54:1)
        assertThat(GamerLook.contrast(new Color(0x767676), Color.WHITE)).isCloseTo(4.54, within(0.01));
    }

    @Test
    void chips_take_dark_text_on_light_colours_and_white_on_dark_ones() {
        assertThat(GamerLook.textOn(new Color(0xFDD835))).isNotEqualTo(Color.WHITE); // dark theme yellow
        assertThat(GamerLook.textOn(new Color(0x1565C0))).isEqualTo(Color.WHITE); // light theme blue
        for (int rgb : new int[] {0xC62828, 0x1565C0, 0x2E7D32, 0xA67C00, 0xEF5350, 0x64B5F6, 0x66BB6A, 0xFDD835}) {
            Color bg = new Color(rgb);
            assertThat(GamerLook.contrast(GamerLook.textOn(bg), bg)).as("%06x", rgb).isGreaterThanOrEqualTo(4.5);
        }
    }
}
