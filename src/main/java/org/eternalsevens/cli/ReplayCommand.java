package org.eternalsevens.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.content.ProfileException;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordException;
import org.eternalsevens.record.RecordJson;
import org.eternalsevens.record.Replayer;
import org.eternalsevens.record.Summary;
import org.eternalsevens.rules.SetupCheck;

/** {@code replay FILE}: replays a record and prints the summary. Exit 0 legal, 3 a move refused, 2 unusable. */
public final class ReplayCommand {
    public static final int OK = 0;
    public static final int UNUSABLE = 2;
    public static final int REJECTED = 3;

    private ReplayCommand() {
    }

    public static int run(String file, PrintStream out, PrintStream err) {
        String text;
        try {
            text = Files.readString(Path.of(file), StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            err.println("replay: there is no file \"" + file + "\".");
            return UNUSABLE;
        } catch (MalformedInputException e) {
            err.println("replay: \"" + file + "\" is not a text file, so it is not a game record.");
            return UNUSABLE;
        } catch (IOException | RuntimeException e) {
            err.println("replay: \"" + file + "\" cannot be read (" + e.getClass().getSimpleName().replace(
                    "Exception", "").replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase() + ").");
            return UNUSABLE;
        }
        try {
            GameRecord record = RecordJson.read(text);
            SetupCheck.Result setup = record.setup().toSetup(ContentLoader.defaults());
            if (!setup.ok()) {
                err.println("replay: the setup of \"" + file + "\" cannot be used: "
                        + String.join(" ", setup.problems()));
                return UNUSABLE;
            }
            Replayer.Result r = Replayer.replay(setup.setup(), record.moves());
            out.print(Summary.toJson(r.state(), r.rejected()));
            out.flush();
            return r.rejected() == null ? OK : REJECTED;
        } catch (RecordException e) {
            err.println("replay: " + e.getMessage());
            return UNUSABLE;
        } catch (ProfileException e) {
            err.println("replay: " + e.getMessage().replace('\n', ' '));
            return UNUSABLE;
        }
    }
}
