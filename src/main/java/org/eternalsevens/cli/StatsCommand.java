package org.eternalsevens.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Locale;

import org.eternalsevens.history.History;
import org.eternalsevens.history.HistoryException;
import org.eternalsevens.history.ImportReport;
import org.eternalsevens.history.Stats;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.SerializationFeature;

/**
 * {@code stats}: the history's statistics (issue 27, P376, P379). {@code stats [--player NAME] [--json]} prints
 * them ({@code --json}: an object whose {@code games} is the number of games), {@code stats --import FOLDER} enters a
 * folder of records, {@code stats --csv FILE} writes one row per player per game. Exit 0; 1 when the history cannot
 * be opened, read or written; 2 for wrong arguments, with the usage. Never a stack trace.
 */
public final class StatsCommand {
    public static final int OK = 0;
    public static final int HISTORY_FAILED = 1;
    public static final int UNUSABLE = 2;

    private StatsCommand() {
    }

    /** Runs the verb on the history of {@code home} (the app's home: {@code -Des.home}, handed in by Main). */
    public static int run(String[] args, Path home, PrintStream out, PrintStream err) {
        String player = null;
        String folder = null;
        String csv = null;
        boolean json = false;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
                case "--json" -> json = true;
                case "--player", "--import", "--csv" -> {
                    if (i + 1 >= args.length || args[i + 1].startsWith("--")) {
                        return unusable(err, CliWords.of("stats.needs_value", a, usage()));
                    }
                    String v = args[++i];
                    if (a.equals("--player")) {
                        player = v;
                    } else if (a.equals("--import")) {
                        folder = v;
                    } else {
                        csv = v;
                    }
                }
                case "--help", "-h" -> {
                    utf8(out, usage() + "\n");
                    return OK;
                }
                default -> {
                    return unusable(err, CliWords.of("stats.unknown", a, usage()));
                }
            }
        }
        int modes = (folder != null ? 1 : 0) + (csv != null ? 1 : 0) + (player != null || json ? 1 : 0);
        if (modes > 1) {
            return unusable(err, usage());
        }
        try {
            if (folder != null && !Files.isDirectory(Path.of(folder))) {
                return unusable(err, CliWords.of("stats.no_folder", folder));
            }
            Path csvFile = csv == null ? null : Path.of(csv);
            History.Opened opened = History.open(home);
            try (History h = opened.history()) {
                if (opened.notice() != null) {
                    utf8(err, "stats: " + opened.notice() + "\n");
                }
                if (folder != null) {
                    ImportReport r = h.importFolder(Path.of(folder));
                    utf8(out, r.words() + "\n");
                    return r.notEntered() == null ? OK : HISTORY_FAILED;
                }
                if (csvFile != null) {
                    return csv(h, csvFile, out, err);
                }
                Stats s = h.stats(player);
                utf8(out, json ? json(s) : text(s));
                return OK;
            }
        } catch (InvalidPathException e) {
            return unusable(err, CliWords.of("replay.bad_name", e.getInput()));
        } catch (HistoryException e) {
            utf8(err, "stats: " + e.getMessage() + "\n");
            return HISTORY_FAILED;
        } catch (IOException | RuntimeException e) {
            utf8(err, "stats: " + CliWords.of("stats.failed", e.getClass().getSimpleName()) + "\n");
            return HISTORY_FAILED;
        }
    }

    private static int csv(History h, Path file, PrintStream out, PrintStream err) throws HistoryException {
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            int rows = h.csv(w);
            utf8(out, CliWords.of("stats.csv_written", rows, file) + "\n");
            return OK;
        } catch (IOException e) {
            utf8(err, "stats: " + CliWords.of("stats.csv_failed", file, e.getMessage()) + "\n");
            return HISTORY_FAILED;
        }
    }

    static String usage() {
        return CliWords.of("stats.usage");
    }

    static String json(Stats s) {
        JsonMapper m = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();
        ObjectNode o = m.valueToTree(s);
        return m.writeValueAsString(o) + "\n";
    }

    static String text(Stats s) {
        if (s.games() == 0) {
            return CliWords.of("stats.no_games") + "\n";
        }
        StringBuilder b = new StringBuilder(CliWords.of("stats.games", s.games())).append('\n');
        for (Stats.PlayerLine p : s.players()) {
            b.append(CliWords.of("stats.player", p.name(), p.games(), p.wins(), fixed(p.averagePlace()),
                    fixed(p.heartsPerRound()), fixed(p.starsPerRound()), p.wentOut(), p.hardPassed(), p.eliminated(),
                    p.rounds())).append('\n');
        }
        for (Stats.BoardLine l : s.boards()) {
            b.append(CliWords.of("stats.board", l.board(), l.name(), l.chosen(), l.wins(),
                    Math.round(100 * l.winRate()), fixed(l.averageHearts()))).append('\n');
        }
        for (Stats.LevelLine l : s.levels()) {
            b.append(CliWords.of("stats.level", l.level(), l.players(), l.games())).append('\n');
        }
        return b.toString();
    }

    private static String fixed(double d) {
        return String.format(Locale.ROOT, "%.2f", d);
    }

    private static int unusable(PrintStream err, String sentence) {
        utf8(err, "stats: " + sentence.replace('\n', ' ') + "\n");
        return UNUSABLE;
    }

    private static void utf8(PrintStream s, String text) {
        ReplayCommand.utf8(s, text);
    }
}
