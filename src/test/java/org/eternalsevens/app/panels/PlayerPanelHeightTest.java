package org.eternalsevens.app.panels;

import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.swing.edt.GuiActionRunner;
import org.eternalsevens.app.GuiTestBase;
import org.eternalsevens.rules.basics.Colour;
import org.junit.jupiter.api.Test;

/**
 * P560: a player's panel measured at a width ({@link PlayerPanel#heightAt}) is as tall as it is once laid out at that
 * width, also after its facts and icons have wrapped anew at a width other than the one its kept size was taken at
 * (issue 25 §4: the move that ends Pro round 1 read the panels 166 px tall, laid them out so, then at 130 again).
 */
class PlayerPanelHeightTest extends GuiTestBase {
    @Test
    void P560_heightAtEqualsTheLaidOutHeight_afterTheFactsWrapAtANewWidth() {
        GuiActionRunner.execute(() -> {
            PlayerPanel red = new PlayerPanel(Colour.RED);
            red.show(ProPlayerPanelTest.after("blue: choose cyclops", "red: choose skeleton"));
            javax.swing.JFrame frame = new javax.swing.JFrame(); // never shown: its peers let the panel validate
            javax.swing.JPanel holder = new javax.swing.JPanel(null);
            frame.setContentPane(holder);
            holder.add(red);
            frame.pack();
            int wide = 700;
            int narrow = 150; // the facts and icons take more lines here than at 700 px
            red.setSize(wide, red.heightAt(wide));
            red.validate();
            assertThat(red.heightAt(narrow)).as("a narrow panel is taller").isGreaterThan(red.heightAt(wide));
            red.compactBoard(true); // a change, as the boards leaving the panels: the panel is laid out anew
            int asked = red.heightAt(narrow); // the side column asks first, at the width it will give
            red.setSize(narrow, asked);
            red.validate(); // the facts and icons wrap at the new width now
            int again = red.heightAt(narrow); // the next layout pass asks again
            red.invalidate(); // the truth: its size worked out anew, everything wrapped at this width
            int laidOut = red.getPreferredSize().height;
            assertThat(asked).as("asked before the layout").isEqualTo(laidOut);
            assertThat(again).as("asked again once laid out").isEqualTo(laidOut);
            frame.dispose();
            return null;
        });
    }
}
