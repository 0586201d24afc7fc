package org.eternalsevens.app.session;

import java.awt.Component;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;

import javax.swing.JFileChooser;
import javax.swing.JOptionPane;
import javax.swing.filechooser.FileNameExtensionFilter;

import org.eternalsevens.app.look.Dialogs;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.Journal;
import org.eternalsevens.record.RecordException;
import org.eternalsevens.record.RecordFiles;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.record.Rejection;
import org.eternalsevens.rules.setup.GameContent;
import org.eternalsevens.words.Quoted;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.setup.SetupCheck;
import org.eternalsevens.words.Ui;
import org.eternalsevens.words.ReasonWords;

/**
 * Starting, opening and saving games. Every game gets a fresh autosave journal. A file that cannot be read is
 * reported in plain words and left untouched; saving is atomic; a record that was only partly loaded is never
 * saved over its own file without asking for a new name.
 */
public final class GameFiles {
    private final Component owner;
    private final TableControl table;
    private final GameContent content;
    private Path current;
    private List<String> savedMoves = List.of();
    private final AutosaveSign sign;
    private String autosaveOff; // why the game on the table has no journal, or null
    private final AutosaveRetry retry;

    public GameFiles(Component owner, TableControl table, GameContent content) {
        this.owner = owner;
        this.table = table;
        this.content = content;
        this.sign = new AutosaveSign(owner);
        this.retry = new AutosaveRetry(new AutosaveRetry.Window() {
            @Override
            public GameSession session() {
                return table.session();
            }

            @Override
            public void off(String why) {
                autosaveOff = why;
                sign.show(table.session(), autosaveOff);
            }

            @Override
            public void started(GameSession s) {
                autosaveOff = null;
                watch(s);
                sign.show(s, null);
                table.note(Ui.text("session.files.autosavingAgain", s.moveCount(),
                        AppPaths.autosave()));
            }
        });
    }

    /** The window closes: it tries no more to start an autosave. */
    public void close() {
        retry.want(false);
    }

    /** Why the game on the table is not autosaved, in a few words. */
    public String autosaveOffWords() {
        String w = autosaveOff == null ? Ui.text("session.autosave.cannot") : autosaveOff;
        return w.endsWith(".") ? w.substring(0, w.length() - 1) : w;
    }

    /** The game could not get an autosave ({@code why}): the next game put on the table keeps trying (P243). */
    void autosaveFailed(String why) {
        autosaveOff = why;
    }

    /**
     * Whether the game on the table would be lost if it were left now: it has moves, no autosave could be started
     * for it (one more try is made first), and it is in no saved record (P245).
     */
    public boolean lostIfLeft() {
        GameSession s = table.session();
        return retry.waiting() && !retry.tryNow() && s.moveCount() > 0 && !s.moves().equals(savedMoves);
    }

    /** The sign's text while moves are not autosaved, else empty (tests). */
    public String autosaveSign() {
        return sign.text();
    }

    Path current() {
        return current;
    }

    /** Whether the game has moves that are in no saved record (the autosave still holds them). */
    public boolean unsaved() {
        GameSession s = table.session();
        return s != null && !s.state().finished() && !s.moves().equals(savedMoves) && s.moveCount() > 0;
    }

    /** Starts a new game with a fresh autosave journal. */
    public void startNew(Setup setup, RecordSetup recordSetup) {
        GameRecord record = new GameRecord(recordSetup, List.of(), null);
        Journal journal = startJournal(record);
        put(new GameSession(setup, record, List.of(), journal), null);
    }

    /**
     * Puts a game replayed elsewhere (an old game of the history, continued from a point: issue 27, P402) on the
     * table as a new game: its own fresh autosave, and no file, so that Save asks for a name and the kept record
     * stays as it is.
     */
    public void startFrom(GameSession probe) {
        put(probe.withJournal(startJournal(probe.toRecord())), null);
    }

    /** Puts a session on the table, closing the previous game's journal. */
    public void put(GameSession s, Path file) {
        GameSession old = table.session();
        if (old != null && old.journal() != null && old != s) {
            try {
                old.journal().close();
            } catch (IOException e) {
                // the old journal is already on disk; nothing more to keep
            }
        }
        current = file;
        savedMoves = file == null || s == null ? List.of() : s.moves();
        if (s != null && s.journal() != null) {
            autosaveOff = null;
        }
        if (s != null) {
            s.addListener(x -> {
                if (x == table.session() && retry.waiting()) {
                    retry.tryNow(); // after every change while it cannot autosave (P243)
                }
                sign.show(x, autosaveOff);
            });
        }
        watch(s);
        table.setSession(s);
        // a game that should be autosaved and is not: keep trying (P243); a test's game with no journal is left so
        retry.want(s != null && s.journal() == null && autosaveOff != null && !Autosave.readOnly());
        sign.show(s, autosaveOff);
    }

    /** A slow or failed force, told on the journal's thread (P216). */
    private void watch(GameSession s) {
        if (s != null && s.journal() != null) {
            s.journal().watch(() -> javax.swing.SwingUtilities.invokeLater(() -> {
                if (s == table.session()) { // a later game has its own sign
                    table.settleDisk(s);
                    sign.show(s, autosaveOff);
                }
            }));
        }
    }

    private Journal startJournal(GameRecord record) {
        return started(journalFor(record));
    }

    /** A journal started, or the failure that stopped it (told on the window's thread, P243). */
    record Started(Journal journal, IOException failure) {
    }

    /** Starts the journal of a game on any thread: it writes and forces the whole game so far (P261). */
    private static Started journalFor(GameRecord record) {
        if (Autosave.readOnly()) {
            return new Started(Journal.readOnly(AppPaths.autosave(), Autosave.READ_ONLY), null);
        }
        try {
            Autosave.setAsideCopied(); // a damaged autosave with a copy kept never becomes .previous (P248)
            return new Started(Journal.start(AppPaths.autosave(), record, AutosaveRetry.disk), null);
        } catch (IOException e) {
            return new Started(null, e);
        }
    }

    /** On the window's thread: the journal started, or null after the sign's reason and the dialog of P243. */
    private Journal started(Started st) {
        if (st.failure() == null) {
            if (!st.journal().isReadOnly()) {
                autosaveOff = null;
            }
            return st.journal();
        }
        IOException e = st.failure();
        autosaveOff = Ui.text("session.autosave.off.because", AppPaths.autosaveFolder(),
                TableControl.plain(e));
        Dialogs.error(owner, Ui.text("session.autosave.none.title"),
                Ui.text("session.files.notStarted", AppPaths.autosave(), TableControl.plain(e)));
        return null;
    }

    /**
     * File › Open: the file is read and replayed off the event thread (P60, P238), with a progress dialog when that
     * takes over a second; then the game is put on the table.
     */
    public void open() {
        JFileChooser chooser = chooser();
        if (chooser.showOpenDialog(owner) == JFileChooser.APPROVE_OPTION) {
            openInBackground(chooser.getSelectedFile().toPath());
        }
    }

    /** Reads and replays the record off the event thread, then puts it on the table (P238). */
    public Loading<Loaded> openInBackground(Path file) {
        retry.hold(true); // the game on the table starts no journal while the opened one's is started (P261)
        return Loading.run(owner, Ui.text("session.files.opening"), p -> {
            try {
                return journalled(load(file, content, p));
            } catch (RuntimeException | Error e) {
                retry.hold(false);
                throw e;
            }
        }, l -> putLoaded(file, l),
                Ui.text("session.files.notChanged", tooLarge(file))); // if memory ran out on the way
    }

    /** A record read from a file, or the sentence saying why it cannot be. */
    record Read(GameRecord record, String problem) {
    }

    /**
     * A record read and replayed, with its journal started or the failure that stopped it (null: none was tried),
     * or the sentence saying why it cannot be played.
     */
    public record Loaded(GameSession probe, String problem, Started journal) {
        Loaded(GameSession probe, String problem) {
            this(probe, problem, null);
        }
    }

    /** Starts the journal of a record read and replayed, before it goes to the table (any thread, P261). */
    private static Loaded journalled(Loaded l) {
        return l.problem() != null ? l : new Loaded(l.probe(), null, journalFor(l.probe().toRecord()));
    }

    /** Reads a record (any thread): by type and size first, never a crash (P60). */
    static Read read(Path file) {
        return read(file, (d, o) -> { });
    }

    private static Read read(Path file, org.eternalsevens.record.RecordJson.Reading reading) {
        try {
            return new Read(RecordFiles.open(file, reading), null);
        } catch (RecordException e) {
            return new Read(null, e.getMessage());
        } catch (RuntimeException e) {
            return new Read(null, Ui.text("session.files.unexpected", file.getFileName(),
                    e.getClass().getSimpleName()));
        }
    }

    /** Reads and replays a record (any thread), telling {@code progress} how far it is. */
    public static Loaded load(Path file, GameContent content, Loading.Progress progress) {
        try {
            return replayed(file, content, progress);
        } catch (OutOfMemoryError e) { // what was read and replayed is dropped with it (P238)
            return new Loaded(null, tooLarge(file));
        }
    }

    private static String tooLarge(Path file) {
        return Ui.text("session.files.tooLarge", file.getFileName());
    }

    private static Loaded replayed(Path file, GameContent content, Loading.Progress progress) {
        String reading = Ui.text("session.files.reading", file.getFileName());
        progress.at(reading, 0, 0);
        Read read = read(file, (d, o) -> progress.at(reading, d, o));
        if (read.problem() != null) {
            return new Loaded(null, read.problem());
        }
        GameRecord record = read.record();
        RecordSetup rs = record.setup();
        SetupCheck.Result checked = rs == null ? null : rs.toSetup(content);
        if (checked == null || !checked.ok()) {
            return new Loaded(null, Ui.text("session.files.badSetup", file.getFileName(),
                    (checked == null ? Ui.text("session.files.noSetup") : String.join(" ", ReasonWords.problems(checked.problems())))));
        }
        int n = record.moves().size();
        progress.at(Ui.text("session.replaying"), 0, n);
        return new Loaded(new GameSession(checked.setup(), record, List.of(), null, i -> progress.at(
                Ui.text("session.replaying"), i, n)), null);
    }

    /** Opens a record, on the event thread; on any problem says why and changes nothing (the game on the table stays). */
    public boolean open(Path file) {
        return putLoaded(file, journalled(load(file, content, (w, d, o) -> { })));
    }

    private boolean putLoaded(Path file, Loaded loaded) {
        retry.hold(false);
        if (loaded.problem() != null) {
            Dialogs.error(owner, Ui.text("session.files.cannotOpen.title"), Ui.text("session.files.notChanged",
                    loaded.problem()));
            return false;
        }
        GameSession probe = loaded.probe();
        Journal journal = started(loaded.journal()); // written and forced off the window's thread (P261)
        GameSession s = probe.withJournal(journal);
        Rejection r = probe.loadRejection();
        put(s, r == null ? file : null);
        if (r != null) {
            Dialogs.warn(owner, Ui.text("session.files.inPart.title"), Ui.text("session.files.inPart.text", r.index(),
                    (r.index() + 1), Quoted.of(r.move()), r.reason()));
        }
        return true;
    }

    public boolean save() {
        if (current == null) {
            return saveAs();
        }
        return saveTo(current);
    }

    public boolean saveAs() {
        if (table.session() == null) {
            return false;
        }
        JFileChooser chooser = chooser();
        chooser.setSelectedFile(AppPaths.records().resolve(current != null ? current.getFileName().toString()
                : "game-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyy-MM-dd-HHmm")) + ".json")
                .toFile());
        if (chooser.showSaveDialog(owner) != JFileChooser.APPROVE_OPTION) {
            return false;
        }
        Path file = chooser.getSelectedFile().toPath();
        if (!file.getFileName().toString().toLowerCase().endsWith(".json")) {
            file = file.resolveSibling(file.getFileName() + ".json");
        }
        if (Files.exists(file) && !file.equals(current) && JOptionPane.showConfirmDialog(owner, Ui.text(
                "session.files.replace", file.getFileName()), Ui.text("session.files.saveAs.title"),
                JOptionPane.YES_NO_OPTION, JOptionPane.WARNING_MESSAGE) != JOptionPane.YES_OPTION) {
            return false;
        }
        return saveTo(file);
    }

    /** Saves the game to a file atomically; on failure says so and the old file stays as it was. */
    public boolean saveTo(Path file) {
        GameSession s = table.session();
        if (s == null) {
            return false;
        }
        try {
            RecordFiles.save(file, s.toRecord());
        } catch (IOException e) {
            Dialogs.error(owner, Ui.text("session.files.notSaved.title"), Ui.text("session.files.notSaved.text", file,
                    TableControl.plain(e)));
            return false;
        }
        current = file;
        savedMoves = s.moves();
        table.note(Ui.text("session.files.saved", file));
        return true;
    }

    private static JFileChooser chooser() {
        JFileChooser c = new JFileChooser(AppPaths.records().toFile());
        c.setFileFilter(new FileNameExtensionFilter(Ui.text("session.files.filter"), "json"));
        return c;
    }
}
