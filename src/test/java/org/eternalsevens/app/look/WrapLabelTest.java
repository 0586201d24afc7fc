package org.eternalsevens.app.look;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import javax.swing.JFrame;
import javax.swing.JPanel;
import javax.swing.plaf.basic.BasicHTML;

import net.miginfocom.swing.MigLayout;

import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * P445: a board's lines, the choosing's lines and the round summary's are plain text wrapped by {@link WrapLabel}, not
 * HTML: at every width its laid-out height is what its lines need, no word is lost or cut, and Swing keeps no HTML view
 * for it (an HTML label is parsed again at each new text, width and parent).
 */
class WrapLabelTest {
    private static final String TEXT = "Preparation: puts a disc on the leftmost icon and gains its token; "
            + "Alexandra-Marguerite keeps her name whole";
    private JFrame frame;

    @AfterEach
    void close() {
        GuiActionRunner.execute(() -> {
            if (frame != null) {
                frame.dispose();
            }
        });
    }

    @Test
    void P445_aPlainLineWrapsAtTheWidthItIsLaidOutAt_withoutHtml() {
        WrapLabel label = GuiActionRunner.execute(() -> {
            frame = new JFrame();
            JPanel box = new JPanel(new MigLayout("insets 0, wrap 1", "[0:0:,grow,fill]"));
            WrapLabel l = new WrapLabel(TEXT, 210);
            box.add(l);
            frame.setContentPane(box);
            frame.setSize(900, 300);
            frame.setVisible(true);
            return l;
        });
        BasicRobot.robotWithCurrentAwtHierarchyWithoutScreenLock().waitForIdle();
        int line = GuiActionRunner.execute(() -> label.getFontMetrics(label.getFont()).getHeight());
        int[] counts = new int[4];
        int i = 0;
        for (int width : new int[] {900, 300, 160, 600}) {
            GuiActionRunner.execute(() -> {
                frame.setSize(width, 300);
                frame.validate();
            });
            BasicRobot.robotWithCurrentAwtHierarchyWithoutScreenLock().waitForIdle();
            Object[] got = GuiActionRunner.execute(() -> new Object[] {label.getHeight(), label.lines(label.getWidth()),
                    label.getWidth(), label.getClientProperty(BasicHTML.propertyKey), label.getText()});
            @SuppressWarnings("unchecked")
            List<String> lines = (List<String>) got[1];
            counts[i++] = lines.size();
            assertThat((int) got[0]).as("the label's height at %d px: its %d lines", width, lines.size())
                    .isEqualTo(lines.size() * line);
            assertThat(String.join(" ", lines)).as("every word, none cut").isEqualTo(TEXT);
            int room = (int) got[2];
            assertThat(lines).allSatisfy(s -> assertThat(label.getFontMetrics(label.getFont()).stringWidth(s))
                    .isLessThanOrEqualTo(Math.max(room, label.getFontMetrics(label.getFont())
                            .stringWidth("Alexandra-Marguerite"))));
            assertThat(got[3]).as("no HTML view").isNull();
            assertThat(got[4]).as("the text as given").isEqualTo(TEXT);
        }
        assertThat(counts[0]).as("one line when wide").isEqualTo(1);
        assertThat(counts[2]).as("narrower, more lines").isGreaterThan(counts[1]).isGreaterThan(1);
        assertThat(counts[3]).as("wider again, fewer lines").isLessThan(counts[2]);
    }
}
