package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Rectangle;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;

import javax.swing.AbstractButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import org.eternalsevens.app.gamer.GamerFlow;
import org.eternalsevens.app.panels.PlayerPanel;
import org.eternalsevens.app.session.GameSession;
import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.setup.GameContent;

/**
 * Issue 25 §2, the fold check (P333): for each screen and scale a table plays at (100% on 1366×768 and 1920×1080,
 * 150% and 200% on 1920×1080, 200% on 2560×1440), light and dark, each level and each state the game can wait in,
 * everything a Gamer turn needs lies wholly in the window's visible area: converted to the root pane and cut by
 * every parent on the way, a scroll pane's viewport included, so a part scrolled away fails (not merely a part cut
 * by its parent). The needed parts: the prompt line and the turn order, the field whole, the acting player's
 * buttons, the track, the Dragon cards (and Decline when offered), the final turns, every player panel with every
 * label at its full width (a text never ends in "…", a pass icon is never dropped), and what the state waits for
 * (a prompt's answers, a Dragon offer, a board choice). The round summary, the Hard Pass entry and the results are
 * dialogs: each lies on the screen with its buttons in view, and every text of it outside a scrolling part whole
 * in view (P520: the results' table lay cut under the buttons). Every text on the window reads (4.5:1, P523).
 * One window per screen, scale, theme and level steps through the states; pictures go to
 * target/screens/fold-*.png. {@code -Des.fold=TEXT} runs only the cases whose name holds TEXT (to look at one
 * screen while changing the layout).
 */
class WindowFoldTest extends GuiTestBase {
    private static final GameContent CONTENT = ContentLoader.defaults();
    private static final Path OUT = Path.of("target/screens");
    @TempDir
    Path home;
    private MainFrame frame;

    static Stream<Arguments> matrix() {
        List<Arguments> out = new ArrayList<>();
        String only = System.getProperty("es.fold", "");
        int[][] screens = {{1366, 768, 100}, {1920, 1080, 100}, {1920, 1080, 150}, {1920, 1080, 200},
                {2560, 1440, 200}};
        for (int[] sc : screens) {
            for (boolean dark : new boolean[] {false, true}) {
                for (String level : List.of("standard", "expert", "pro")) {
                    String tag = tag(sc[0], sc[1], sc[2], dark, level);
                    if (tag.contains(only)) {
                        out.add(Arguments.of(sc[0], sc[1], sc[2], dark, level));
                    }
                }
            }
        }
        return out.stream();
    }

    private static String tag(int w, int h, int scale, boolean dark, String level) {
        return w + "x" + h + "-" + scale + (dark ? "-dark-" : "-light-") + level;
    }

    @AfterEach
    void close() {
        WindowScreens.closeAll();
    }

    @ParameterizedTest(name = "{0}x{1} at {2}%, dark {3}, {4}")
    @MethodSource("matrix")
    void everything_a_turn_needs_is_in_view(int width, int height, int scale, boolean dark, String level) {
        String tag = tag(width, height, scale, dark, level);
        Rectangle screen = new Rectangle(0, 0, width, height);
        List<String> problems = new ArrayList<>();
        frame = WindowScreens.open(CONTENT, WindowScreens.screen(home, width, height, scale, dark), width, height);
        if (level.equals("standard")) {
            state("play", tag, screen, problems, WindowScreens.session(CONTENT, "standard"));
            eternalsInView(tag + " play", problems);
            state("answers", tag, screen, problems, WindowScreens.session(CONTENT, "standard", "red: pass discard+1",
                    "blue: pass rare+1", "green: pass eternal+1"));
            expect(problems, tag + " answers", "answers", true);
            eternalsInView(tag + " answers", problems);
            GameSession end = WindowScreens.session(CONTENT, "beginner", "table: fix stars blue 2",
                    "table: fix hand green 0", "table: fix discs red 0", "red: eliminated");
            state("over", tag, screen, problems, end);
            dialog("results", tag, screen, problems, () -> frame.showResults(end.state()));
        } else {
            if (level.equals("pro")) {
                state("choice", tag, screen, problems, WindowScreens.pro(CONTENT));
                expect(problems, tag + " choice", "choose-", true);
            }
            GameSession play = WindowScreens.played(CONTENT, level, null, s -> s.pending() != Pending.CHOOSE, "play");
            state("play", tag, screen, problems, play);
            dialog("hard-pass", tag, screen, problems, () -> GamerFlow.hardPass(frame, frame.table()));
            state("dragon", tag, screen, problems, WindowScreens.played(CONTENT, level, null,
                    s -> LegalMoves.dragonOffers(s) != null, "dragon"));
            expect(problems, tag + " dragon", "decline", true);
            state("answers", tag, screen, problems, WindowScreens.played(CONTENT, level, new java.util.Random(1),
                    s -> s.pending().awaiting() == org.eternalsevens.rules.basics.Awaiting.REVEAL
                    || s.pending().awaiting() == org.eternalsevens.rules.basics.Awaiting.CHOICE
                    && s.pending() != Pending.DRAGON, "answers"));
            GameSession last = WindowScreens.played(CONTENT, level, null,
                    s -> s.gamer().round().finalTurns().started() && s.toMove() != null, "final");
            state("final", tag, screen, problems, last);
            expect(problems, tag + " final", "finalTurns", true);
            GameSession two = WindowScreens.played(CONTENT, level, null, s -> s.round() == 2, "round2");
            state("round2", tag, screen, problems, two);
            dialog("summary", tag, screen, problems, () -> frame.roundOver(two.moveCount()));
            GameSession end = WindowScreens.played(CONTENT, level, null, GameState::finished, "over");
            state("over", tag, screen, problems, end);
            dialog("results", tag, screen, problems, () -> frame.showResults(end.state()));
        }
        assertThat(problems).as(tag).isEmpty();
    }

    /** Puts a game on the window, checks that every needed part is in view and saves the picture. */
    private void state(String name, String tag, Rectangle screen, List<String> problems, GameSession s) {
        GuiActionRunner.execute(() -> frame.play(s));
        robot.waitForIdle();
        // a flow of icons that finds its height wrong lays itself out again just after (FlowWrap, P249): the check
        // looks at the window once that has run, as a player does, not in between (P552)
        GuiActionRunner.execute(() -> frame.validate());
        robot.waitForIdle();
        GuiActionRunner.execute(() -> {
            frame.validate();
            String what = tag + " " + name;
            WindowScreens.onScreen(frame, screen, what, problems);
            WindowScreens.fieldWhole(frame.field(), what, problems);
            for (Component c : WindowScreens.all(frame.getRootPane())) {
                if (!c.isShowing() || c.getWidth() == 0 && c.getHeight() == 0) {
                    continue;
                }
                if (needed(c)) {
                    inView(c, what, problems);
                }
                if (c instanceof JLabel l && inNeededPart(l)) {
                    String cut = cutWithoutTooltip(l);
                    if (cut != null) {
                        problems.add(what + ": \"" + l.getText() + "\" (" + l.getName() + ") " + cut);
                    }
                }
            }
            boolean gamer = frame.table().shown().gamer() != null;
            expectOn(problems, what, "question", true);
            expectOn(problems, what, "field-area", true);
            if (frame.table().shown().toMove() != null && !frame.table().shown().finished()) {
                expectOn(problems, what, "end-turn", true);
            }
            if (gamer && !frame.table().shown().finished() && !any(c -> c instanceof org.eternalsevens.app.look.WrappedLine l
                    && "turn-order".equals(l.getName()) && l.getText().startsWith("Round "
                    + frame.table().shown().round() + ". "))) {
                problems.add(what + ": the turn-order line does not give the round (P396)");
            }
            if (gamer) {
                if (!any(c -> "dragonEffects".equals(c.getName()) && c.isShowing())) {
                    expectOn(problems, what, "dragonCards", true);
                }
                if (!any(c -> "track".equals(c.getName()) && c.isShowing())) {
                    expectOn(problems, what, "trackStrip", true);
                }
            }
            java.awt.image.BufferedImage shot = WindowScreens.shoot(frame, OUT.resolve("fold-" + what.replace(' ', '-')
                    + ".png"));
            marginPlain(shot, what, problems);
            WindowScreens.contrast(frame, shot, what, problems);
        });
    }

    /**
     * P522: where the Pro choosing lies over the field, the field area's margin round it is one plain colour: no bit
     * of the field (a row's label) shows beside the choosing.
     */
    private void marginPlain(java.awt.image.BufferedImage shot, String what, List<String> problems) {
        Component area = WindowScreens.all(frame.getRootPane()).stream()
                .filter(c -> "field-area".equals(c.getName())).findFirst().orElse(null);
        Component choosing = WindowScreens.all(frame.getRootPane()).stream()
                .filter(c -> "choosing".equals(c.getName()) && c.isShowing()).findFirst().orElse(null);
        if (area == null || choosing == null) {
            return;
        }
        Rectangle outer = SwingUtilities.convertRectangle(area.getParent(), area.getBounds(), frame.getRootPane());
        Rectangle inner = SwingUtilities.convertRectangle(area, choosing.getBounds(), frame.getRootPane());
        java.util.Set<Integer> colours = new java.util.HashSet<>();
        for (int y = outer.y; y < outer.y + outer.height; y++) {
            for (int x = outer.x; x < outer.x + outer.width; x++) {
                if (!inner.contains(x, y) && x < shot.getWidth() && y < shot.getHeight()) {
                    colours.add(shot.getRGB(x, y) & 0xFFFFFF);
                }
            }
        }
        if (colours.size() > 1) {
            problems.add(what + ": the margin round the choosing shows " + colours.size() + " colours (P522)");
        }
    }

    /** A label of a needed part: the prompt, the Gamer part, the action buttons, a player's panel, the answers (P480). */
    private static boolean inNeededPart(JLabel l) {
        if (SwingUtilities.getAncestorOfClass(PlayerPanel.class, l) != null) {
            return true;
        }
        for (String part : List.of("prompt", "gamer", "actions", "answers", "dragonOffer", "choosing")) {
            if (part.equals(l.getName()) || inNamed(l, part)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Why {@code l} shows its text cut, or null (P480): a text that needs more width (or, wrapped, more height) than
     * the label has, unless its tooltip holds all of it (a text shortened with "…"; a player's name in a narrow panel,
     * P334). A sentence is never cut silently.
     */
    static String cutWithoutTooltip(JLabel l) {
        String text = l.getText();
        if (text == null || text.isBlank()) {
            return null;
        }
        Rectangle visible = WindowScreens.visibleIn(l);
        if (visible.isEmpty()) {
            return null; // wholly out of view: the needed parts' own check reports it where it matters
        }
        if (visible.width < l.getWidth()) { // cut by a parent: no "…" drawn, whatever the tooltip says
            return "is cut by its parent to " + visible.width + " of " + l.getWidth() + " pixels";
        }
        if (l.getToolTipText() != null && l.getToolTipText().contains(text.trim())) {
            return null;
        }
        if (l instanceof org.eternalsevens.app.look.WrapLabel w) {
            int need = w.heightAt(l.getWidth());
            return need > l.getHeight() ? "is cut to " + l.getHeight() + " of " + need + " pixels high" : null;
        }
        if (l instanceof org.eternalsevens.app.look.WrappedLine) {
            return null; // its tooltip is its text whenever its lines end in "…"
        }
        javax.swing.text.View html = (javax.swing.text.View) l.getClientProperty(javax.swing.plaf.basic.BasicHTML.propertyKey);
            java.awt.Insets in = l.getInsets();
        if (html != null) {
            int width = l.getWidth() - in.left - in.right;
            html.setSize(width, 0);
            int need = (int) Math.ceil(html.getPreferredSpan(javax.swing.text.View.Y_AXIS)) + in.top + in.bottom;
            int wide = (int) Math.ceil(html.getMinimumSpan(javax.swing.text.View.X_AXIS)) + in.left + in.right;
            return need > l.getHeight() || wide > l.getWidth()
                    ? "is cut to " + l.getWidth() + "x" + l.getHeight() + " of " + wide + "x" + need : null;
        }
        java.awt.Dimension need = l.getPreferredSize(); // a label drawing its own wrapped text asks for what it needs
        return need.width > l.getWidth() || need.height > l.getHeight()
                ? "is cut to " + l.getWidth() + "x" + l.getHeight() + " of " + need.width + "x" + need.height : null;
    }

    /** The parts a turn needs, found by their names and kinds. */
    private static boolean needed(Component c) {
        String n = c.getName() == null ? "" : c.getName();
        if (c instanceof PlayerPanel || c instanceof PlayerPanel.IconLabel) {
            return true;
        }
        if (List.of("question", "turn-order", "field-area", "track", "trackStrip", "dragonCards", "dragonOffer", "decline",
                "finalTurns", "actions", "answers", "choosing", "log-drawer", "command").contains(n)
                || n.startsWith("choose-") || n.startsWith("player-")) {
            return true;
        }
        return c instanceof AbstractButton && (inNamed(c, "actions") || inNamed(c, "dragonCards") || inNamed(c, "dragonOffer")
                || inNamed(c, "answers"));
    }

    private static boolean inNamed(Component c, String name) {
        for (Container p = c.getParent(); p != null; p = p.getParent()) {
            if (name.equals(p.getName())) {
                return true;
            }
        }
        return false;
    }

    /** P551: a Casual table shows the eternals box's title and its first line ("Active: …") whole, never 0 px. */
    private void eternalsInView(String what, List<String> problems) {
        GuiActionRunner.execute(() -> {
            Component active = WindowScreens.all(frame.getRootPane()).stream()
                    .filter(c -> "active-eternal".equals(c.getName()) && c.isShowing()).findFirst().orElse(null);
            if (active == null || active.getHeight() == 0) {
                problems.add(what + ": the eternals' first line is not shown");
            } else {
                inView(active, what + " eternals", problems);
            }
        });
    }

    /** A problem unless {@code c} lies whole in the root pane, cut by every parent (a viewport scrolls it away). */
    static void inView(Component c, String what, List<String> problems) {
        Rectangle visible = WindowScreens.visibleIn(c);
        if (visible.width != c.getWidth() || visible.height != c.getHeight()) {
            problems.add(what + ": " + c.getClass().getSimpleName() + " " + c.getName() + " " + c.getSize().width
                    + "x" + c.getSize().height + " shows only " + visible);
        }
    }

    private boolean any(Predicate<Component> p) {
        return WindowScreens.all(frame.getRootPane()).stream().anyMatch(p);
    }

    private void expectOn(List<String> problems, String what, String name, boolean showing) {
        if (!any(c -> c.getName() != null && c.getName().startsWith(name) && c.isShowing()) == showing) {
            problems.add(what + ": " + name + (showing ? " is not showing" : " shows"));
        }
    }

    private void expect(List<String> problems, String what, String name, boolean showing) {
        GuiActionRunner.execute(() -> expectOn(problems, what, name, showing));
    }

    /** Opens a dialog the way the window does (modal: later on the event thread), checks it, closes it. */
    private void dialog(String name, String tag, Rectangle screen, List<String> problems, Runnable open) {
        String what = tag + " " + name;
        WindowScreens.inDialog(robot, open, what, problems, OUT.resolve("fold-" + what.replace(' ', '-') + ".png"),
                shown -> buttonsInView(shown, screen, what, problems));
    }

    /** The dialog lies on the screen with its buttons in view. */
    private static void buttonsInView(JDialog shown, Rectangle screen, String what, List<String> problems) {
        WindowScreens.onScreen(shown, screen, what, problems);
        int buttons = 0;
        for (Component c : WindowScreens.all(shown.getRootPane())) {
            if (c instanceof AbstractButton b && b.isShowing() && b.getWidth() > 0
                    && SwingUtilities.getAncestorOfClass(javax.swing.JScrollBar.class, b) == null
                    && SwingUtilities.getAncestorOfClass(javax.swing.JComboBox.class, b) == null) {
                inView(b, what, problems);
                buttons++;
            }
        }
        if (buttons == 0) {
            problems.add(what + ": no button in view");
        }
        // and every text outside a scrolling part (P520)
        for (Component c : WindowScreens.all(shown.getRootPane())) {
            if (c instanceof JLabel l && l.isShowing() && l.getText() != null && !l.getText().isBlank()
                    && SwingUtilities.getAncestorOfClass(javax.swing.JViewport.class, l) == null) {
                inView(l, what + " \"" + l.getText().replaceAll("<[^>]*>", "").strip() + "\"", problems);
            }
        }
    }
}
