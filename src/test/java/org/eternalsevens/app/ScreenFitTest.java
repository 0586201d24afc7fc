package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Rectangle;

import javax.swing.JDialog;
import javax.swing.JPanel;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

import org.eternalsevens.app.look.ScreenFit;

/** Windows kept on the screen (issue 8, defect 10): never asked for more than the screen, not even for a moment. */
class ScreenFitTest extends AppGuiTest {
    /** A dialog that notes the largest size it has been given. */
    private static final class Noting extends JDialog {
        int widest;
        int tallest;

        @SuppressWarnings("deprecation")
        @Override
        public void reshape(int x, int y, int w, int h) {
            widest = Math.max(widest, w);
            tallest = Math.max(tallest, h);
            super.reshape(x, y, w, h);
        }
    }

    @Test
    void ruling_P215_a_dialog_larger_than_the_screen_is_never_given_more_than_the_screen() {
        Rectangle[] at = GuiActionRunner.execute(() -> {
            Noting d = new Noting();
            JPanel huge = new JPanel();
            huge.setPreferredSize(new Dimension(4000, 3000));
            d.add(huge);
            ScreenFit.packCentred(d);
            huge.setPreferredSize(new Dimension(4200, 3200)); // grown while open: packed again
            ScreenFit.repackKeepingCentre(d);
            Rectangle noted = new Rectangle(0, 0, d.widest, d.tallest);
            Rectangle screen = ScreenFit.usable(d);
            d.dispose();
            return new Rectangle[] {noted, screen};
        });
        assertThat(at[0].width).as("the widest size given").isLessThanOrEqualTo(at[1].width);
        assertThat(at[0].height).as("the tallest size given").isLessThanOrEqualTo(at[1].height);
    }

    @Test
    void a_dialog_that_fits_is_packed_to_its_own_size() {
        Dimension size = GuiActionRunner.execute(() -> {
            JDialog d = new JDialog();
            JPanel small = new JPanel();
            small.setPreferredSize(new Dimension(300, 200));
            d.add(small);
            ScreenFit.packCentred(d);
            Dimension s = d.getContentPane().getSize();
            d.dispose();
            return s;
        });
        assertThat(size).isEqualTo(new Dimension(300, 200));
    }
}
