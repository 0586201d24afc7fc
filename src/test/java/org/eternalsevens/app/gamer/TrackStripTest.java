package org.eternalsevens.app.gamer;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.util.List;

import javax.swing.JLabel;

import org.assertj.swing.edt.GuiActionRunner;
import org.eternalsevens.app.GuiTestBase;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.track.Track;
import org.junit.jupiter.api.Test;

/** The track as its strip (P331): each heart count with its stack bottom first (R41), wrapping between counts (P426). */
class TrackStripTest extends GuiTestBase {

    private static TrackStrip strip(Track t) {
        return GuiActionRunner.execute(() -> {
            TrackStrip s = new TrackStrip();
            s.setTrack(t);
            return s;
        });
    }

    @Test
    void R41_each_heart_count_lists_its_stack_bottom_first() {
        Track t = GamerSamples.track(); // Red then Blue on 7: Blue's heart on top
        assertThat(TrackStrip.heartGroups(t)).containsExactly(List.of(Colour.GREEN), List.of(Colour.RED, Colour.BLUE),
                List.of(Colour.YELLOW));
    }

    @Test
    void P426_the_strip_shows_the_counts_and_targets_and_wraps_between_counts_where_narrow() {
        Track t = GamerSamples.track();
        TrackStrip s = strip(t);
        List<String> texts = GuiActionRunner.execute(() -> org.eternalsevens.app.WindowScreens.all(s).stream()
                .filter(c -> c instanceof JLabel).map(c -> ((JLabel) c).getText()).toList());
        assertThat(texts).contains("0", "7", "20", "1", "2", "4");
        assertThat(texts.stream().filter(x -> x.contains(String.valueOf(t.caps().heartTarget()))).count())
                .as("the heart target ends the hearts' line").isGreaterThanOrEqualTo(1);
        int least = GuiActionRunner.execute(s::leastWidth);
        int wide = GuiActionRunner.execute(() -> s.heightFor(4000));
        int narrow = GuiActionRunner.execute(() -> s.heightFor(least));
        int full = GuiActionRunner.execute(() -> s.getPreferredSize().width);
        assertThat(least).as("a count is never split: the strip may be narrower than its lines").isLessThan(full);
        assertThat(narrow).as("narrower, the lines wrap").isGreaterThan(wide);
        GuiActionRunner.execute(() -> {
            s.setSize(least, s.heightFor(least));
            s.doLayout();
            for (Component k : s.getComponents()) {
                java.awt.Container line = (java.awt.Container) k;
                line.doLayout();
                for (Component c : line.getComponents()) {
                    assertThat(c.getX() + c.getWidth()).as("whole in the strip's width").isLessThanOrEqualTo(least);
                    assertThat(c.getY() + c.getHeight()).as("whole in the line's height")
                            .isLessThanOrEqualTo(line.getHeight());
                }
            }
        });
    }
}
