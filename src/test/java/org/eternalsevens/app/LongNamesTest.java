package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Stream;

import javax.swing.AbstractButton;
import javax.swing.JLabel;
import javax.swing.JRootPane;
import javax.swing.SwingUtilities;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import org.eternalsevens.app.gamer.GamerFlow;
import org.eternalsevens.app.look.WrappedLine;
import org.eternalsevens.app.session.GameSession;
import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.setup.GameContent;

/**
 * Issue 25 §4, player panels (P510–P513): with long names (21 characters, and 40, the longest the New game dialog
 * takes) in a four-player Expert or Pro window at 1366×768 100% and 1920×1080 200%, no text is cut silently: every
 * label or button whose text needs more room than it shows, or ends in "…", has a tooltip holding all of it; each
 * player's name is in its panel header's tooltip with the whole header line; every player's panel lies wholly in view,
 * none scrolled away (P570); the turn order takes a second line where one does not hold it. The window's states and its dialogs (Hard Pass, round summary, results) are stepped
 * through; pictures go to target/screens/names-*.png.
 */
class LongNamesTest extends GuiTestBase {
    private static final GameContent CONTENT = ContentLoader.defaults();
    private static final Path OUT = Path.of("target/screens");
    // 21 characters, and 40 (RecordSetup.LONGEST_NAME) in two words, and one name of 40 without a space
    static final Map<String, String> NAMES = Map.of("red", "Maximiliane-Josephine", "blue",
            "Bartholomew Fitzgerald-Wolfenschiessenbe", "green", "Konstantinopoulou-Papadimitriou-Xanthopo",
            "yellow", "Dev");
    @TempDir
    Path home;
    private MainFrame frame;

    /** The windows; {@code -Des.names=TEXT} keeps those whose "width-level" ("1920-pro") holds TEXT, as es.fold does. */
    static Stream<Arguments> windows() {
        String only = System.getProperty("es.names", "");
        return Stream.of(Arguments.of(1366, 768, 100, "expert"), Arguments.of(1366, 768, 100, "pro"),
                Arguments.of(1920, 1080, 200, "expert"), Arguments.of(1920, 1080, 200, "pro"))
                .filter(a -> (a.get()[0] + "-" + a.get()[3]).contains(only));
    }

    @AfterEach
    void close() {
        WindowScreens.closeAll();
    }

    @ParameterizedTest(name = "{0}x{1} at {2}%, {3}")
    @MethodSource("windows")
    void issue25_no_name_or_sentence_is_cut_without_a_tooltip_saying_it_all(int width, int height, int scale,
                                                                            String level) {
        assertThat(NAMES.values()).allMatch(n -> n.length() <= RecordSetup.LONGEST_NAME);
        String tag = width + "x" + height + "-" + scale + "-" + level;
        List<String> problems = new ArrayList<>();
        frame = WindowScreens.open(CONTENT, WindowScreens.screen(home, width, height, scale, false), width, height);
        if (level.equals("pro")) {
            state("choice", tag, problems, named(level, WindowScreens.pro(CONTENT)));
        }
        state("play", tag, problems, played(level, s -> s.pending() != Pending.CHOOSE, "play"));
        dialog("hard-pass", tag, problems, () -> GamerFlow.hardPass(frame, frame.table()));
        state("dragon", tag, problems, played(level, s -> LegalMoves.dragonOffers(s) != null, "dragon"));
        state("final", tag, problems, played(level,
                s -> s.gamer().round().finalTurns().started() && s.toMove() != null, "final"));
        GameSession two = played(level, s -> s.round() == 2, "round2");
        state("round2", tag, problems, two);
        dialog("summary", tag, problems, () -> frame.roundOver(two.moveCount()));
        GameSession end = played(level, GameState::finished, "over");
        state("over", tag, problems, end);
        dialog("results", tag, problems, () -> frame.showResults(end.state()));
        assertThat(problems).as(tag).isEmpty();
    }

    @ParameterizedTest(name = "{0}x{1} at {2}%: {3} lines")
    @org.junit.jupiter.params.provider.CsvSource({"1920, 1080, 200, 2", "2560, 1440, 200, 1", "1366, 768, 100, 1"})
    void issue25_P512_the_turn_order_takes_a_second_line_at_200_percent(int width, int height, int scale,
                                                                        int lines) {
        frame = WindowScreens.open(CONTENT, WindowScreens.screen(home, width, height, scale, false), width, height);
        // the fold check's four players ("Alexandra-Marguerite", "Bartholomew", "Cleopatra Jones", "Dev")
        GameSession s = WindowScreens.played(CONTENT, "expert", null, x -> x.pending() != Pending.CHOOSE, "play");
        GuiActionRunner.execute(() -> frame.play(s));
        robot.waitForIdle();
        GuiActionRunner.execute(() -> {
            frame.validate();
            WrappedLine order = (WrappedLine) WindowScreens.all(frame.getRootPane()).stream()
                    .filter(c -> "turn-order".equals(c.getName())).findFirst().orElseThrow();
            assertThat(order.getText()).contains("Alexandra-Marguerite", "Bartholomew", "Cleopatra Jones", "Dev");
            assertThat(whole(order)).as("the whole order shows: %s", order.getText()).isTrue();
            int line = order.getFontMetrics(order.getFont()).getHeight();
            assertThat(order.heightFor(order.getWidth())).as("a second line only where one does not hold it")
                    .isEqualTo(lines * line
                    + order.getInsets().top + order.getInsets().bottom);
            assertThat(order.getHeight()).isEqualTo(order.heightFor(order.getWidth()));
            return null;
        });
    }

    /** The fold check's game up to {@code until}, its players given the long names. */
    private static GameSession played(String level, Predicate<GameState> until, String key) {
        return named(level, WindowScreens.played(CONTENT, level, null, until, key));
    }

    private static GameSession named(String level, GameSession s) {
        List<String> seats = List.of("red", "blue", "green", "yellow");
        RecordSetup rs = level.equals("pro") ? new RecordSetup("pro", seats, "red", NAMES, null, null, null,
                List.of("1A", "2A", "3A", "4A", "5A"), "flip") : new RecordSetup(level, seats, "red", NAMES, null,
                null, null);
        GameSession out = new GameSession(rs.toSetup(CONTENT).setup(), new GameRecord(rs, s.moves(), null), List.of(),
                null);
        assertThat(out.loadRejection()).isNull();
        return out;
    }

    private void state(String name, String tag, List<String> problems, GameSession s) {
        GuiActionRunner.execute(() -> frame.play(s));
        robot.waitForIdle();
        GuiActionRunner.execute(() -> {
            frame.validate();
            String what = tag + " " + name;
            cut(frame.getRootPane(), what, problems);
            for (String colour : NAMES.keySet()) {
                // every player's panel wholly in view, none scrolled away, whatever the names (issue 25 §1, P570)
                WindowFoldTest.inView(WindowScreens.all(frame.getRootPane()).stream()
                        .filter(c -> ("player-" + colour).equals(c.getName())).findFirst().orElseThrow(), what,
                        problems);
                JLabel header = (JLabel) WindowScreens.all(frame.getRootPane()).stream()
                        .filter(c -> ("player-name-" + colour).equals(c.getName())).findFirst().orElseThrow();
                JLabel badge = (JLabel) WindowScreens.all(frame.getRootPane()).stream()
                        .filter(c -> ("to-move-" + colour).equals(c.getName())).findFirst().orElseThrow();
                String tip = header.getToolTipText();
                if (tip == null || !tip.contains(NAMES.get(colour)) || !tip.contains(header.getText())
                        || !tip.contains(badge.getText())) {
                    problems.add(what + ": the header of " + colour + " has the tooltip " + tip);
                }
            }
            WindowScreens.shoot(frame, OUT.resolve("names-" + what.replace(' ', '-') + ".png"));
        });
    }

    /**
     * A problem for each label or button in sight below {@code root} that shows its text cut with no tooltip holding
     * all of it: the fold check's measure (P480), and a text ending in "…" whose tooltip says no more.
     */
    static void cut(JRootPane root, String what, List<String> problems) {
        for (Component c : WindowScreens.all(root)) {
            if (!c.isShowing() || c.getWidth() == 0 || c.getHeight() == 0
                    || SwingUtilities.getAncestorOfClass(javax.swing.JScrollBar.class, c) != null) {
                continue;
            }
            String text = c instanceof JLabel l ? l.getText() : c instanceof AbstractButton b ? b.getText() : null;
            if (text == null || text.isBlank() || text.startsWith("<html>")) {
                continue;
            }
            String tip = ((javax.swing.JComponent) c).getToolTipText();
            String why = null;
            if (c instanceof WrappedLine w) {
                why = w.getToolTipText() == null && !whole(w) ? "ends in \u2026" : null;
            } else if (c instanceof JLabel l) {
                why = WindowFoldTest.cutWithoutTooltip(l);
            } else if (c.getPreferredSize().width > c.getWidth() && (tip == null || !tip.contains(text.trim()))) {
                why = "is cut to " + c.getWidth() + " of " + c.getPreferredSize().width + " pixels";
            }
            if (why == null && text.endsWith("\u2026") && !(c instanceof AbstractButton)
                    && (tip == null || tip.length() <= text.length())) {
                why = "ends in \u2026 and its tooltip says no more";
            }
            if (why != null) {
                problems.add(what + ": \"" + text + "\" (" + c.getName() + ") " + why);
            }
        }
    }

    /** Whether a line shows its whole text: drawn in its lines with no "…" at the end. */
    private static boolean whole(WrappedLine w) {
        java.awt.FontMetrics fm = w.getFontMetrics(w.getFont());
        java.awt.Insets in = w.getInsets();
        int lines = w.heightFor(w.getWidth()) / fm.getHeight();
        List<String> drawn = org.eternalsevens.app.look.TextWrap.lines(w.getText().trim(), fm,
                w.getWidth() - in.left - in.right, Math.max(1, lines));
        return drawn.isEmpty() || !drawn.get(drawn.size() - 1).endsWith("\u2026");
    }

    /** Opens a dialog as the window does, checks its texts, saves its picture and closes it. */
    private void dialog(String name, String tag, List<String> problems, Runnable open) {
        String what = tag + " " + name;
        WindowScreens.inDialog(robot, open, what, problems, OUT.resolve("names-" + what.replace(' ', '-') + ".png"),
                shown -> cut(shown.getRootPane(), what, problems));
    }
}
