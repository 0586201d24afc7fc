package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.AWTEvent;
import java.awt.Toolkit;
import java.awt.event.AWTEventListener;
import java.awt.event.WindowEvent;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

import org.eternalsevens.app.field.FieldView;
import org.eternalsevens.app.session.WarmUp;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.Move;

/** The app's warm-up in a real window (P365–P367): what it builds, that it shows nothing, and that play goes on. */
class WarmUpGuiTest extends AppGuiTest {
    @Test
    void P366_theWarmUpBuildsTheGamerDialogsWithoutShowingThemAndTheGameStillPlays() throws Exception {
        openWindow();
        newGame("expert", List.of("red", "blue", "green", "yellow"), "red");
        List<String> opened = Collections.synchronizedList(new ArrayList<>());
        List<String> closed = Collections.synchronizedList(new ArrayList<>());
        AWTEventListener windows = e -> {
            if (!(((WindowEvent) e).getWindow() instanceof javax.swing.JDialog)) {
                return; // a tooltip's or a pop-up's window of the table is not the warm-up's
            }
            if (e.getID() == WindowEvent.WINDOW_OPENED) {
                opened.add(((WindowEvent) e).getWindow().getName());
            } else if (e.getID() == WindowEvent.WINDOW_CLOSED) {
                closed.add(((WindowEvent) e).getWindow().getName());
            }
        };
        Toolkit.getDefaultToolkit().addAWTEventListener(windows, AWTEvent.WINDOW_EVENT_MASK);
        try {
            CompletableFuture<WarmUp.Report> started = GuiActionRunner.execute(() -> App.warmUp(frame, content()));
            WarmUp.Report r = started.get(120, TimeUnit.SECONDS);
            robot.waitForIdle();
            assertThat(r.failures()).isEmpty();
            assertThat(r.sliceMs()).as("a first dialog laid out, the Hard Pass entry and the round summary, each built,"
                    + " then painted (5); then the window for round 2 built, the game put on, round 1's end shown, laid"
                    + " out, its parts listed and painted (13), round 2 put on, laid out, painted so again (13),"
                    + " disposed (P555, P562: 33)").hasSize(38);
            assertThat(java.awt.Frame.getFrames()).as("the warm-up's window is disposed, never shown")
                    .filteredOn(w -> w != frame && w.isDisplayable()).isEmpty();
            assertThat(frame.table().session().moveCount()).as("the table's own game untouched").isZero();
            assertThat(closed).as("built by the real code, then disposed").contains("hardPassDialog", "roundSummary");
            assertThat(opened).as("no dialog shown").isEmpty();
        } finally {
            Toolkit.getDefaultToolkit().removeAWTEventListener(windows);
        }
        assertThat(home.resolve("errors.log")).doesNotExist();
        Move play = GuiActionRunner.execute(() -> LegalMoves.of(frame.table().session().state()).stream()
                .filter(m -> m instanceof Move.Play).findFirst().orElseThrow());
        send(org.eternalsevens.record.Notation.print(play));
        assertThat(moveCount()).isEqualTo(1);
    }

    @Test
    void P365_theWarmUpIsStartedAfterTheFieldsFirstPaintAfterWhatWasAskedBeforeIt() {
        List<String> ran = new ArrayList<>();
        GuiActionRunner.execute(() -> {
            FieldView field = new FieldView(QuietTable.make());
            field.onFirstPaint(() -> ran.add("the rest of the window"));
            field.onFirstPaint(() -> ran.add("the warm-up"));
            assertThat(ran).as("nothing before the paint").isEmpty();
            field.setSize(900, 440);
            BufferedImage image = new BufferedImage(900, 440, BufferedImage.TYPE_INT_RGB);
            field.paint(image.getGraphics());
            field.paint(image.getGraphics());
            return null;
        });
        assertThat(ran).containsExactly("the rest of the window", "the warm-up");
    }
}
