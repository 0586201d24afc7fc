package org.eternalsevens.app;

import java.awt.Dimension;
import java.awt.GraphicsEnvironment;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import javax.swing.SwingUtilities;

import org.eternalsevens.app.diagnostics.CrashDriver;
import org.eternalsevens.app.diagnostics.FirstPaint;
import org.eternalsevens.app.gamer.DialogWarmUp;
import org.eternalsevens.app.look.Dialogs;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.session.Autosave;
import org.eternalsevens.app.session.Failures;
import org.eternalsevens.app.session.Loading;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.app.session.WarmUp;
import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.setup.GameContent;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.setup.SetupCheck;
import org.eternalsevens.words.Ui;

/**
 * The Swing app's entry point: the theme first, then the game window. An unfinished game in the autosave is
 * offered for resuming; otherwise a first-time player gets the new-game dialog filled with defaults.
 * {@code -Des.autostart=default} starts a default game without any dialog, {@code =resume} resumes without asking.
 */
public final class App {
    private App() {
    }

    public static void launch() {
        String noDisplay = noDisplay();
        if (noDisplay != null) {
            System.err.println(noDisplay);
            System.exit(2);
        }
        // the profiles are read (and the engine and the journal warmed up) on another core while the look and
        // feel is set up: both are on the way to the first paint (docs/performance.md, "Start-up")
        FirstPaint.step("main");
        CompletableFuture<GameContent> content = CompletableFuture.supplyAsync(App::loadAndWarmUp);
        Settings prefs = Settings.load();
        Theme.setup(prefs);
        FirstPaint.step("theme");
        Failures.install();
        SwingUtilities.invokeLater(() -> open(prefs, content));
    }

    /**
     * Why the app cannot show a window, in one sentence, or null: no display at all, or one that cannot be reached
     * (DISPLAY names a display that is not there: the window system says so with an AWTError, P247).
     */
    static String noDisplay() {
        String use = Ui.text("app.noDisplay.use");
        if (GraphicsEnvironment.isHeadless()) {
            return Ui.text("app.noDisplay", use);
        }
        try {
            GraphicsEnvironment.getLocalGraphicsEnvironment().getDefaultScreenDevice();
            return null;
        } catch (java.awt.AWTError | java.awt.HeadlessException | UnsatisfiedLinkError | InternalError e) {
            String display = System.getenv("DISPLAY");
            return display == null || display.isBlank() ? Ui.text("app.noDisplay.none", use)
                    : Ui.text("app.noDisplay.unreachable", display, use);
        }
    }

    private static void open(Settings prefs, CompletableFuture<GameContent> pending) {
        GameContent content;
        try {
            content = pending.join();
        } catch (RuntimeException e) {
            Dialogs.error(null, Ui.text("app.noContent.title"), Ui.text("app.noContent.text",
                    noContent(e.getCause() != null ? e.getCause() : e)));
            System.exit(2);
            return;
        }
        FirstPaint.step("content");
        MainFrame frame = new MainFrame(content, prefs, true);
        FirstPaint.step("window");
        frame.field().onFirstPaint(() -> warmUp(frame, content)); // after the first paint, never before it (P365)
        String auto = System.getProperty("es.autostart", "");
        if (auto.equals("default")) {
            Autosave.claim(frame, false); // one writer per autosave folder (P60)
            startDefault(frame, content);
            FirstPaint.step("game");
        }
        // 1500 x 950 at 100%, larger with the scale setting, never larger than the screen
        java.awt.Rectangle screen = GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        frame.setSize(new Dimension(Math.min(com.formdev.flatlaf.util.UIScale.scale(1500), screen.width),
                Math.min(com.formdev.flatlaf.util.UIScale.scale(950), screen.height)));
        frame.setLocationRelativeTo(null);
        frame.setVisible(true);
        FirstPaint.step("shown");
        if (!auto.equals("default")) {
            boolean resume = auto.equals("resume");
            SwingUtilities.invokeLater(() -> firstGameInBackground(frame, content, resume));
        }
        CrashDriver.attach(frame, frame.table(), frame.files());
    }

    /** Warms what the first of each kind of action needs, off the event thread (P365): starts it, returns at once. */
    static CompletableFuture<WarmUp.Report> warmUp(MainFrame frame, GameContent content) {
        return WarmUp.start(content, game -> DialogWarmUp.slices(frame, game),
                pro -> WindowWarmUp.slices(frame, content, pro)) // the window's change to round 2 (P555)
                .thenApply(r -> { // then the history's driver and window, where the home holds a history (P531)
                    if (org.eternalsevens.app.session.HistoryWarmUp.run(org.eternalsevens.app.session.AppPaths.home())) {
                        org.eternalsevens.app.history.HistoryWindow.preload();
                    }
                    return r;
                });
    }

    /** Why the profiles cannot be used: their problems in words (P496), else the error's own message. */
    private static String noContent(Throwable e) {
        return e instanceof org.eternalsevens.content.ProfileException p
                ? org.eternalsevens.words.ProfileWords.of(p.where(), p.problems()) : e.getMessage();
    }

    private static GameContent loadAndWarmUp() {
        GameContent c = ContentLoader.defaults();
        FirstPaint.step("profiles");
        SetupCheck.Result r = defaultSetup(c);
        if (r.ok()) {
            // in a set: a record's hashCode is made at its first call (about 25 classes spun), here rather than on
            // the event thread, which puts the legal moves in a set before the first paint (P312)
            new java.util.HashSet<>(org.eternalsevens.rules.LegalMoves.of(
                    org.eternalsevens.rules.GameState.initial(r.setup())));
            org.eternalsevens.record.RecordJson.write(new org.eternalsevens.record.GameRecord(
                    RecordSetup.of(r.setup()), List.of(), null));
        }
        FirstPaint.step("warmed");
        // MigLayout's first use registers its classes with java.beans (about 30 ms): done here, not in the window
        new net.miginfocom.swing.MigLayout("insets 6 8 6 8, gap 4, wrap 1, hidemode 3", "[grow,fill]", "[][grow,fill]");
        FirstPaint.step("layout");
        // the fonts (fontconfig), which the look and feel reads last, are read here while it is set up
        new java.awt.Font(java.awt.Font.DIALOG, java.awt.Font.PLAIN, 12).getFamily();
        FirstPaint.step("fonts");
        return c;
    }

    /**
     * As {@link #firstGame(MainFrame, GameContent, Settings, boolean)}, the autosave read and replayed off the event
     * thread (P60), with a progress bar when that is long (P238).
     */
    static void firstGameInBackground(MainFrame frame, GameContent content, boolean resume) {
        Autosave.claim(frame, !resume);
        Loading.run(frame, Ui.text("app.readingAutosave"), p -> Autosave.look(content, p),
                look -> firstGame(frame, content, resume, look, true), Autosave.TOO_LARGE);
    }

    /** Takes the autosave folder (P60), then resumes the autosave if the players want it, else the new-game dialog. */
    static void firstGame(MainFrame frame, GameContent content, Settings prefs, boolean resumeWithoutAsking) {
        Autosave.claim(frame, !resumeWithoutAsking);
        firstGame(frame, content, resumeWithoutAsking, Autosave.look(content), false);
    }

    /** {@code background}: the journal is reopened off the event thread too (P264). */
    private static void firstGame(MainFrame frame, GameContent content, boolean resumeWithoutAsking,
                                  Autosave.Look look, boolean background) {
        Autosave.Found found = Autosave.show(frame, look);
        if (found != null && (resumeWithoutAsking || Autosave.readOnly() || Dialogs.ask(frame,
                Ui.text("app.resume.title"), Ui.text("app.resume.text", found.description())))) {
            java.util.function.Consumer<Autosave.Reopened> play = r -> {
                frame.play(Autosave.resumed(frame, frame.files(), found, r));
                frame.roundSummaryAgain(); // killed while round 1's summary showed (P250)
            };
            if (background) {
                Loading.run(frame, Ui.text("app.resuming"), p -> Autosave.reopen(found), play, Autosave.TOO_LARGE);
            } else {
                play.accept(Autosave.reopen(found));
            }
            return;
        }
        if (resumeWithoutAsking) {
            startDefault(frame, content);
            return;
        }
        frame.newGame(false);
    }

    /** The default setup: Beginner, four players clockwise from red, the default decks. */
    static SetupCheck.Result defaultSetup(GameContent content) {
        return SetupCheck.check(content, Level.BEGINNER, List.of(Colour.RED, Colour.BLUE, Colour.GREEN, Colour.YELLOW),
                Colour.RED, Map.of(), null, null, null);
    }

    /** Starts a Beginner game for four players with the default decks, red first. */
    static void startDefault(MainFrame frame, GameContent content) {
        Setup setup = defaultSetup(content).setup();
        frame.files().startNew(setup, RecordSetup.of(setup));
    }
}
