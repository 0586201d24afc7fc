package org.eternalsevens.app.look;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;

import javax.swing.SwingUtilities;
import javax.swing.UIManager;

import com.formdev.flatlaf.FlatLightLaf;
import com.formdev.flatlaf.util.UIScale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The prompt's question is bold and 3 points larger than a label, as FlatLaf's "font: bold +3" made it. */
class HeadingLabelTest {
    @AfterEach
    void normalScale() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            UIScale.setZoomFactor(1f);
            FlatLightLaf.setup();
        });
    }

    @Test
    void aHeadingIsBoldAndLargerThanALabelAndGrowsWithTheScale() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            FlatLightLaf.setup();
            HeadingLabel heading = new HeadingLabel(3);
            Font label = UIManager.getFont("Label.font");
            assertThat(heading.getFont().isBold()).isTrue();
            assertThat(heading.getFont().getSize()).isEqualTo(label.getSize() + 3);

            UIScale.setZoomFactor(2f);
            FlatLightLaf.setup();
            heading.updateUI();
            Font doubled = UIManager.getFont("Label.font");
            assertThat(doubled.getSize()).isGreaterThan(label.getSize());
            assertThat(heading.getFont().getSize()).isEqualTo(doubled.getSize() + 6);
        });
    }
}
