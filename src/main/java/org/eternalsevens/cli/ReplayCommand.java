package org.eternalsevens.cli;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.content.ProfileException;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordException;
import org.eternalsevens.record.RecordFiles;
import org.eternalsevens.record.RecordJson;
import org.eternalsevens.record.Replayer;
import org.eternalsevens.record.Summary;
import org.eternalsevens.rules.setup.SetupCheck;
import org.eternalsevens.words.ProfileWords;
import org.eternalsevens.words.ReasonWords;

/**
 * {@code replay FILE}: replays a record and prints the summary. Exit 0 legal, 3 a move refused, 2 unusable. The file
 * is checked by type and size before it is read (P60), and everything is written as UTF-8 whatever the locale.
 */
public final class ReplayCommand {
    public static final int OK = 0;
    public static final int UNUSABLE = 2;
    public static final int REJECTED = 3;

    private ReplayCommand() {
    }

    public static int run(String file, PrintStream out, PrintStream err) {
        try {
            GameRecord record = RecordJson.read(RecordFiles.readText(Path.of(file)));
            SetupCheck.Result setup = record.setup().toSetup(ContentLoader.defaults());
            if (!setup.ok()) {
                return unusable(err, CliWords.of("replay.setup", file, String.join(" ", ReasonWords.problems(setup.problems()))));
            }
            Replayer.Result r = Replayer.replay(setup.setup(), record.moves());
            utf8(out, Summary.toJson(r.state(), r.rejected()));
            return r.rejected() == null ? OK : REJECTED;
        } catch (InvalidPathException e) {
            return unusable(err, CliWords.of("replay.bad_name", file));
        } catch (RecordException e) {
            return unusable(err, e.getMessage());
        } catch (ProfileException e) {
            return unusable(err, ProfileWords.of(e.where(), e.problems()).replace('\n', ' '));
        } catch (RuntimeException | StackOverflowError e) {
            // the last line of defence: one sentence, never a stack trace (RECORD-FORMAT, "The command line")
            return unusable(err, CliWords.of("replay.unexpected", file, e.getClass().getSimpleName()));
        }
    }

    private static int unusable(PrintStream err, String sentence) {
        utf8(err, "replay: " + sentence.replace('\n', ' ') + "\n");
        return UNUSABLE;
    }

    /** Writes the text as UTF-8 bytes: a PrintStream's own charset follows the locale (POSIX would print '?'). */
    static void utf8(PrintStream s, String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        s.write(bytes, 0, bytes.length);
        s.flush();
    }
}
