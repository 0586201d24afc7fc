package org.eternalsevens.app.gamer;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import javax.imageio.ImageIO;
import javax.swing.JRootPane;
import javax.swing.JScrollPane;
import javax.swing.JViewport;
import javax.swing.RootPaneContainer;
import javax.swing.SwingUtilities;

import org.eternalsevens.app.DisplayRequired;
import org.eternalsevens.app.WindowScreens;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.sim.PlayedGame;
import org.eternalsevens.sim.ProGames;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 25 §3 (P340, P341): the results and round 1's summary of a real four-player Pro game, on one screen at
 * 1366×768 100%, 1920×1080 100/150/200% and 2560×1440 200%, light and dark. What a player needs lies wholly inside
 * the dialog's visible area, converted to its root pane and not in a scrolling part: the ranking, the per-round
 * table, the track (drawn once), the buttons. Only the ledger's lines may scroll. PNGs in target/screens/results/.
 */
class ResultsScreensTest {
    private static final Path OUT = Path.of("target/screens/results");
    private static final long SEED = 19;
    private static PlayedGame game;

    @BeforeAll
    static void needDisplay() throws Exception {
        DisplayRequired.check("the results screenshots");
        Files.createDirectories(OUT);
        Settings prefs = Settings.defaults(Files.createTempDirectory("es-results").resolve("s.properties"));
        SwingUtilities.invokeAndWait(() -> Theme.setup(prefs));
        System.out.println("ResultsScreensTest: ProGames 4 players, seed " + SEED);
        game = ProGames.play(4, SEED);
    }

    @AfterEach
    void back() throws Exception {
        System.clearProperty("es.screen");
        SwingUtilities.invokeAndWait(() -> {
            Theme.switchTo(false);
            Theme.scaleTo(100);
        });
    }

    @ParameterizedTest(name = "{0}x{1} at {2}%, dark {3}")
    @CsvSource({"1366, 768, 100, false", "1366, 768, 100, true", "1920, 1080, 100, false", "1920, 1080, 100, true",
            "1920, 1080, 150, false", "1920, 1080, 150, true", "1920, 1080, 200, false", "1920, 1080, 200, true",
            "2560, 1440, 200, false", "2560, 1440, 200, true"})
    void P340_theResultsAreOneScreen_rankingRoundsTrackOnceAndTheButtonsInSight(int w, int h, int scale,
                                                                                  boolean dark) throws Exception {
        GameState end = game.last();
        List<String> problems = shoot("results-" + tag(w, h, scale, dark), w, h, scale, dark,
                () -> new GamerResultsDialog(null, GamerFlow.places(end), end.gamer().track(), end.gamer().ledger(),
                        end.setup()::nameOf, () -> { }, () -> { }),
                (root, out) -> {
                    List<Component> all = all(root);
                    assertThat(all.stream().filter(c -> c instanceof TrackView).count()).as("the track, once")
                            .isEqualTo(1);
                    List<String> needed = new ArrayList<>(List.of("save", "newGameSamePlayers", "close", "track",
                            "earned", "groups"));
                    for (int p = 1; p <= end.setup().seats().size(); p++) {
                        needed.add("place" + p);
                    }
                    for (Colour c : end.setup().seats()) {
                        needed.add("total-1-" + c.id());
                        needed.add("total-2-" + c.id());
                        needed.add("trackTotal-" + c.id());
                    }
                    for (String name : needed) {
                        Component c = named(all, name);
                        // the track drawn smaller where the screen is short: what is in sight is its drawing
                        inSight(root, c instanceof TrackView t && t.getParent() instanceof javax.swing.CellRendererPane
                                ? t.getParent().getParent() : c, name, out);
                    }
                    JScrollPane detail = (JScrollPane) named(all, "earnedDetail");
                    if (detail.getViewport().getHeight() < detail.getViewport().getView().getHeight()
                            && detail.getViewport().getHeight() < 48 * scale / 100) {
                        out.add("the ledger's lines have only " + detail.getViewport().getHeight() + " px");
                    }
                    if (detail.getHorizontalScrollBar().isVisible()) {
                        out.add("a horizontal scroll bar under the ledger's lines");
                    }
                });
        assertThat(problems).isEmpty();
    }

    @ParameterizedTest(name = "{0}x{1} at {2}%, dark {3}")
    @CsvSource({"1366, 768, 100, false", "1366, 768, 100, true", "1920, 1080, 100, false", "1920, 1080, 100, true",
            "1920, 1080, 150, false", "1920, 1080, 150, true", "1920, 1080, 200, false", "1920, 1080, 200, true",
            "2560, 1440, 200, false", "2560, 1440, 200, true"})
    void P341_theRoundSummaryKeepsStartRound2AndUndoInSight(int w, int h, int scale, boolean dark) throws Exception {
        int n = roundEnd(game);
        GameState after = game.states().get(n);
        List<String> problems = shoot("round-summary-" + tag(w, h, scale, dark), w, h, scale, dark,
                () -> new RoundSummaryDialog(null, 1, RoundSummaryDialog.results(after.gamer(), 1,
                        after.setup().seats(), after.setup()::nameOf), after.gamer().track(),
                        after.gamer().round2Start(), () -> { }, new RoundSummaryDialog.Undo("a move", () -> { })),
                (root, out) -> {
                    List<Component> all = all(root);
                    for (String name : List.of("startRound2", "undo")) {
                        inSight(root, named(all, name), name, out);
                    }
                });
        assertThat(problems).isEmpty();
    }

    static int roundEnd(PlayedGame g) {
        for (int i = 1; i < g.states().size(); i++) {
            if (g.states().get(i).round() == 2 && g.states().get(i - 1).round() == 1) {
                return i;
            }
        }
        throw new AssertionError("no round 2");
    }

    private static String tag(int w, int h, int scale, boolean dark) {
        return w + "x" + h + "-" + scale + (dark ? "-dark" : "-light");
    }

    private interface Check {
        void check(JRootPane root, List<String> problems);
    }

    private static List<String> shoot(String name, int w, int h, int scale, boolean dark, Supplier<Window> make,
                                      Check check) throws Exception {
        System.setProperty("es.screen", w + "x" + h);
        List<String> problems = new ArrayList<>();
        SwingUtilities.invokeAndWait(() -> {
            Theme.switchTo(dark);
            Theme.scaleTo(scale);
            Window win = make.get();
            try {
                JRootPane root = ((RootPaneContainer) win).getRootPane();
                root.setSize(win.getWidth() - win.getInsets().left - win.getInsets().right,
                        win.getHeight() - win.getInsets().top - win.getInsets().bottom);
                root.validate();
                if (win.getWidth() > w || win.getHeight() > h) {
                    problems.add(name + ": " + win.getWidth() + "×" + win.getHeight() + " is larger than the screen");
                }
                BufferedImage img = new BufferedImage(root.getWidth(), root.getHeight(), BufferedImage.TYPE_INT_RGB);
                Graphics2D g = img.createGraphics();
                root.printAll(g);
                g.dispose();
                ImageIO.write(img, "png", OUT.resolve(name + ".png").toFile());
                List<String> found = new ArrayList<>();
                check.check(root, found);
                found.forEach(p -> problems.add(name + ": " + p));
            } catch (IOException e) {
                throw new IllegalStateException(e);
            } finally {
                win.dispose();
            }
        });
        return problems;
    }

    /** A problem unless {@code c} lies wholly in the root pane, cut by no ancestor, and in no scrolling part. */
    static void inSight(JRootPane root, Component c, String what, List<String> problems) {
        Rectangle r = SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), root);
        Rectangle sight = new Rectangle(0, 0, root.getWidth(), root.getHeight());
        for (Container a = c.getParent(); a != null && a != root; a = a.getParent()) {
            if (a instanceof JViewport) {
                problems.add(what + " is in a scrolling part");
            }
            sight = sight.intersection(SwingUtilities.convertRectangle(a.getParent(), a.getBounds(), root));
        }
        if (!c.isVisible() || r.isEmpty() || !sight.contains(r)) {
            problems.add(what + " " + r + " is not wholly in sight " + sight);
        }
    }

    static List<Component> all(Container root) {
        return WindowScreens.all(root);
    }

    static Component named(List<Component> all, String name) {
        return all.stream().filter(c -> name.equals(c.getName())).findFirst()
                .orElseThrow(() -> new AssertionError("no " + name));
    }
}
