package org.eternalsevens.history;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordException;
import org.eternalsevens.record.RecordFiles;
import org.eternalsevens.record.RecordJson;

/**
 * Enters record files (P372, P374): a folder chosen by the players (each game entered is kept in records/ too, so
 * that the history can always be rebuilt from there), and records/ itself, whose files not read yet (new, or
 * changed since) are entered when the history is next used: what could not be entered once is entered then. The
 * files are read and replayed on every core, and entered by this thread alone, in their order (P420).
 */
final class Importer {
    private Importer() {
    }

    /** Enters every finished, legal game of {@code folder} not in the history yet, keeping its record in records/. */
    static ImportReport folder(Connection c, Path folder, Path records) throws IOException {
        if (Files.isDirectory(records) && Files.isSameFile(folder, records)) {
            return catchUp(c, records);
        }
        Tally t = new Tally();
        Map<String, Path> kept = Records.index(records);
        try (Entering entering = new Entering(c);
             ReadAhead<Prepared> files = new ReadAhead<>(Records.files(folder), Importer::prepare)) {
            while (files.hasNext()) {
                Prepared p = files.next();
                if (p.reading() instanceof Facts.Skipped s) {
                    t.skipped.add(new ImportReport.Skip(p.name(), s.reason()));
                    continue;
                }
                GameFacts g = ((Facts.Read) p.reading()).facts();
                if (entering.has(g.hash())) {
                    t.already++;
                    continue;
                }
                Path copy = kept.get(Records.tail(g.hash()));
                if (copy == null) {
                    copy = Records.copy(records, p.text(), g.played(), g.hash());
                    kept.put(Records.tail(g.hash()), copy);
                }
                BasicFileAttributes k = Files.readAttributes(copy, BasicFileAttributes.class);
                GameFacts inRecords = new GameFacts(g.hash(), g.played(), g.level(), g.moves(), g.seats(), g.rounds(),
                        copy.getFileName().toString());
                t.count(entering.game(inRecords, k.size(), k.lastModifiedTime().toMillis()));
            }
        } catch (SQLException e) {
            return t.report(notEntered(e));
        }
        return t.report(null);
    }

    /** Enters the files of records/ not read yet, or changed since they were read. */
    static ImportReport catchUp(Connection c, Path records) throws IOException {
        Tally t = new Tally();
        if (!Files.isDirectory(records)) {
            return t.report(null);
        }
        try (Entering entering = new Entering(c)) {
            Map<String, long[]> read = sources(c);
            List<Path> unread = new ArrayList<>();
            for (Path file : Records.files(records)) {
                BasicFileAttributes at = Files.readAttributes(file, BasicFileAttributes.class);
                long[] seen = read.get(file.getFileName().toString());
                if (seen == null || seen[0] != at.size() || seen[1] != at.lastModifiedTime().toMillis()) {
                    unread.add(file);
                }
            }
            try (ReadAhead<Prepared> files = new ReadAhead<>(unread, Importer::reread)) {
                while (files.hasNext()) {
                    Prepared p = files.next();
                    if (p.reading() instanceof Facts.Skipped s) {
                        t.skipped.add(new ImportReport.Skip(p.name(), s.reason()));
                        entering.skipped(p.name(), p.size(), p.modified(), s.reason());
                    } else {
                        t.count(entering.game(((Facts.Read) p.reading()).facts(), p.size(), p.modified()));
                    }
                }
            }
        } catch (SQLException e) {
            return t.report(notEntered(e));
        }
        return t.report(null);
    }

    /**
     * A file read and replayed, off the writer's thread (P420): its name, size and time as read, its facts or why it
     * is skipped, and, for a game to be kept in records/, its record as the app writes it.
     */
    private record Prepared(String name, long size, long modified, Facts.Reading reading, String text) {
    }

    /** A file of a folder being imported: its copy for records/ is written out here too, off the writer's thread. */
    private static Prepared prepare(Path file) throws IOException {
        BasicFileAttributes at = Files.readAttributes(file, BasicFileAttributes.class);
        String name = file.getFileName().toString();
        GameRecord record;
        try {
            record = record(file);
        } catch (RecordException e) {
            return prepared(name, at, new Facts.Skipped(e.getMessage().replace('\n', ' ')), null);
        }
        String text = RecordJson.write(record); // hashed and copied as it is: made once (P420)
        Facts.Reading reading = read(record, text, at, null);
        return prepared(name, at, reading, reading instanceof Facts.Read ? text : null);
    }

    /** A file of records/ itself, entered under its own name. */
    private static Prepared reread(Path file) throws IOException {
        BasicFileAttributes at = Files.readAttributes(file, BasicFileAttributes.class);
        return prepared(file.getFileName().toString(), at, read(file, at), null);
    }

    private static Prepared prepared(String name, BasicFileAttributes at, Facts.Reading reading, String text) {
        return new Prepared(name, at.size(), at.lastModifiedTime().toMillis(), reading, text);
    }

    /** What an import has done so far. */
    private static final class Tally {
        int entered;
        int already;
        final List<ImportReport.Skip> skipped = new ArrayList<>();

        void count(boolean enteredNow) {
            if (enteredNow) {
                entered++;
            } else {
                already++;
            }
        }

        ImportReport report(String notEntered) {
            return new ImportReport(entered, already, skipped, notEntered);
        }
    }

    /** Why nothing more could be entered, in plain words (P374). */
    static String notEntered(Exception e) {
        return HistoryWords.of("not_entered", why(e));
    }

    /** Why SQLite could not write, in plain words: busy, read-only, full, or its own words. */
    static String why(Exception e) {
        if (e instanceof SQLException s) {
            switch (s.getErrorCode() & 0xff) {
                case 5, 6: return HistoryWords.of("why.busy");
                case 8: return HistoryWords.of("why.read_only");
                case 13: return HistoryWords.of("why.full");
                case 14: return HistoryWords.of("why.cannot_open");
                default: break;
            }
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().replace('\n', ' ');
    }

    private static Facts.Reading read(Path file, BasicFileAttributes at) {
        try {
            return read(record(file), null, at, file.getFileName().toString());
        } catch (RecordException e) {
            return new Facts.Skipped(e.getMessage().replace('\n', ' '));
        }
    }

    private static Facts.Reading read(GameRecord record, String text, BasicFileAttributes at, String file) {
        try {
            return Facts.of(record, text, at.lastModifiedTime().toInstant(), file);
        } catch (RuntimeException | StackOverflowError e) {
            return new Facts.Skipped(HistoryWords.of("skip.unexpected", e.getClass().getSimpleName()));
        }
    }

    private static GameRecord record(Path file) throws RecordException {
        return RecordFiles.open(file);
    }

    private static Map<String, long[]> sources(Connection c) throws SQLException {
        Map<String, long[]> out = new HashMap<>();
        try (PreparedStatement p = c.prepareStatement("SELECT file, size, modified FROM source");
             ResultSet r = p.executeQuery()) {
            while (r.next()) {
                out.put(r.getString(1), new long[] {r.getLong(2), r.getLong(3)});
            }
        }
        return out;
    }
}
