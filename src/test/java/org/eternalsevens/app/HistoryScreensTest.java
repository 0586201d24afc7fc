package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.swing.JTable;
import javax.swing.SwingUtilities;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.eternalsevens.app.field.FieldView;
import org.eternalsevens.app.history.HistoryWindow;
import org.eternalsevens.app.look.ScreenFit;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.app.session.TableControl;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 27 §2 (P400): the History window with an old Expert game open at a move, at 1366×768 100% and 1920×1080
 * 200%, light and dark: the list (every cell whole) and an old game (the whole field, the players, the log, the
 * slider, the buttons) lie whole in sight on the screen, and their words read (contrast 4.5:1). PNGs in
 * target/screens/history-list-*.png and history-game-*.png, to be looked at.
 */
class HistoryScreensTest {
    private static final Path OUT = Path.of("target/screens");
    private static Path home;

    @BeforeAll
    static void needDisplay() throws Exception {
        DisplayRequired.check("the History window's screenshots");
        home = Files.createTempDirectory("es-history-screens");
        Settings prefs = Settings.defaults(home.resolve("settings.properties"));
        SwingUtilities.invokeAndWait(() -> Theme.setup(prefs));
        HistoryHomes.fill(home);
    }

    @AfterEach
    void back() throws Exception {
        WindowScreens.closeAll();
        SwingUtilities.invokeAndWait(() -> {
            Theme.switchTo(false);
            Theme.scaleTo(100);
        });
    }

    @ParameterizedTest(name = "{0}x{1} at {2}%, dark {3}")
    @CsvSource({"1366, 768, 100, false", "1366, 768, 100, true", "1920, 1080, 200, false", "1920, 1080, 200, true"})
    void P400_theHistoryWindowFitsAndReads(int w, int h, int scale, boolean dark) throws Exception {
        System.setProperty("es.screen", w + "x" + h);
        GuiActionRunner.execute(() -> {
            Theme.switchTo(dark);
            Theme.scaleTo(scale);
            HistoryWindow.open(null, home, org.eternalsevens.content.ContentLoader.defaults(), g -> false);
        });
        until("the History window", () -> HistoryWindow.shown() != null && HistoryWindow.shown().isShowing());
        HistoryWindow win = GuiActionRunner.execute(HistoryWindow::shown);
        String tag = w + "x" + h + "-" + scale + (dark ? "-dark" : "-light");
        List<String> problems = GuiActionRunner.execute(() -> {
            String name = "history-list-" + tag;
            win.getRootPane().validate();
            List<String> out = new ArrayList<>();
            BufferedImage img = WindowScreens.shoot(win, OUT.resolve(name + ".png"));
            WindowScreens.onScreen(win, ScreenFit.usable(win), name, out);
            whole(win, name, out, "filter-player", "filter-level", "filter-from", "filter-to", "filter-clear",
                    "history-games", "history-count", "history-open");
            JTable games = (JTable) named(win, "history-games");
            for (int r = 0; r < games.getRowCount(); r++) {
                for (int c = 0; c < games.getColumnCount(); c++) {
                    Component cell = games.prepareRenderer(games.getCellRenderer(r, c), r, c);
                    int room = games.getColumnModel().getColumn(c).getWidth();
                    if (cell.getPreferredSize().width > room) {
                        out.add(name + ": row " + r + ", column " + c + " is cut (" + cell.getPreferredSize().width
                                + " px in " + room + ")");
                    }
                }
            }
            WindowScreens.contrast(win, img, name, out);
            games.setRowSelectionInterval(2, 2); // the Expert game of three players
            ((javax.swing.JButton) named(win, "history-open")).doClick();
            return out;
        });
        TableControl old = GuiActionRunner.execute(win::gameTable);
        until("the old game", () -> old.session() != null);
        problems.addAll(GuiActionRunner.execute(() -> {
            String name = "history-game-" + tag;
            old.view(old.session().moveCount() * 2 / 3);
            win.getRootPane().validate();
            List<String> out = new ArrayList<>();
            BufferedImage img = WindowScreens.shoot(win, OUT.resolve(name + ".png"));
            WindowScreens.fieldWhole((FieldView) named(win, null, FieldView.class), name, out);
            whole(win, name, out, "history-list", "history-game-title", "history-slider", "history-where",
                    "history-continue", "history-save", "history-log", "history-players");
            WindowScreens.contrast(win, img, name, out);
            return out;
        }));
        assertThat(problems).isEmpty();
    }

    /** Problems unless each part named is showing, whole in sight and not squeezed to nothing. */
    private static void whole(java.awt.Window w, String name, List<String> out, String... parts) {
        for (String part : parts) {
            Component c = named(w, part);
            if (!c.isShowing()) {
                out.add(name + ": " + part + " is not showing");
            }
            WindowScreens.whole(c, new Rectangle(0, 0, c.getWidth(), c.getHeight()), name + ": " + part, out);
            if (c.getWidth() < 8 || c.getHeight() < 8) {
                out.add(name + ": " + part + " is " + c.getWidth() + "×" + c.getHeight());
            }
        }
    }

    private static Component named(java.awt.Window w, String name) {
        return named(w, name, Component.class);
    }

    private static Component named(java.awt.Window w, String name, Class<?> type) {
        return WindowScreens.all(((javax.swing.RootPaneContainer) w).getRootPane()).stream()
                .filter(c -> type.isInstance(c) && (name == null || name.equals(c.getName()))).findFirst()
                .orElseThrow(() -> new AssertionError("no " + (name == null ? type.getSimpleName() : name)));
    }

    private static void until(String what, java.util.function.BooleanSupplier holds) {
        Pause.pause(new Condition(what) {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(holds::getAsBoolean);
            }
        });
    }
}
