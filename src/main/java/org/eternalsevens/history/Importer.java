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

/**
 * Enters record files (P372, P374): a folder chosen by the players (each game entered is kept in records/ too, so
 * that the history can always be rebuilt from there), and records/ itself, whose files not read yet (new, or
 * changed since) are entered when the history is next used: what could not be entered once is entered then.
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
        for (Path file : Records.files(folder)) {
            String name = file.getFileName().toString();
            BasicFileAttributes at = Files.readAttributes(file, BasicFileAttributes.class);
            GameRecord record;
            try {
                record = record(file);
            } catch (RecordException e) {
                t.skipped.add(new ImportReport.Skip(name, e.getMessage().replace('\n', ' ')));
                continue;
            }
            Facts.Reading reading = read(record, at, null);
            if (reading instanceof Facts.Skipped s) {
                t.skipped.add(new ImportReport.Skip(name, s.reason()));
                continue;
            }
            GameFacts g = ((Facts.Read) reading).facts();
            try {
                if (Entering.has(c, g.hash())) {
                    t.already++;
                    continue;
                }
                Path copy = kept.get(Records.tail(g.hash()));
                if (copy == null) {
                    copy = Records.copy(records, record, g.played(), g.hash());
                    kept.put(Records.tail(g.hash()), copy);
                }
                BasicFileAttributes k = Files.readAttributes(copy, BasicFileAttributes.class);
                GameFacts inRecords = new GameFacts(g.hash(), g.played(), g.level(), g.moves(), g.seats(), g.rounds(),
                        copy.getFileName().toString());
                t.count(Entering.enter(c, inRecords, k.size(), k.lastModifiedTime().toMillis()));
            } catch (SQLException e) {
                return t.report(notEntered(e));
            }
        }
        return t.report(null);
    }

    /** Enters the files of records/ not read yet, or changed since they were read. */
    static ImportReport catchUp(Connection c, Path records) throws IOException {
        Tally t = new Tally();
        if (!Files.isDirectory(records)) {
            return t.report(null);
        }
        try {
            Map<String, long[]> read = sources(c);
            for (Path file : Records.files(records)) {
                String name = file.getFileName().toString();
                BasicFileAttributes at = Files.readAttributes(file, BasicFileAttributes.class);
                long[] seen = read.get(name);
                long modified = at.lastModifiedTime().toMillis();
                if (seen != null && seen[0] == at.size() && seen[1] == modified) {
                    continue;
                }
                Facts.Reading reading = read(file, at);
                if (reading instanceof Facts.Skipped s) {
                    t.skipped.add(new ImportReport.Skip(name, s.reason()));
                    Entering.skipped(c, name, at.size(), modified, s.reason());
                } else {
                    t.count(Entering.enter(c, ((Facts.Read) reading).facts(), at.size(), modified));
                }
            }
        } catch (SQLException e) {
            return t.report(notEntered(e));
        }
        return t.report(null);
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
            return read(record(file), at, file.getFileName().toString());
        } catch (RecordException e) {
            return new Facts.Skipped(e.getMessage().replace('\n', ' '));
        }
    }

    private static Facts.Reading read(GameRecord record, BasicFileAttributes at, String file) {
        try {
            return Facts.of(record, at.lastModifiedTime().toInstant(), file);
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
