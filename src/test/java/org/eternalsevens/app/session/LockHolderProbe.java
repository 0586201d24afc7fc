package org.eternalsevens.app.session;

import java.util.List;

import org.eternalsevens.app.AutosaveGuiTest;
import org.eternalsevens.record.Journal;
import org.eternalsevens.testkit.Games;

/**
 * Run in its own JVM by {@link AutosaveGuiTest}: the "other window". Takes the autosave folder's lock of its
 * {@code es.home}, writes a game with one move to the journal, prints "ready", and waits to be killed.
 */
public final class LockHolderProbe {
    private LockHolderProbe() {
    }

    public static void main(String[] args) throws Exception {
        if (AutosaveLock.take(AppPaths.autosaveFolder()) != AutosaveLock.Result.TAKEN) {
            System.out.println("not taken");
            return;
        }
        Journal j = Journal.start(AppPaths.autosave(), Games.record(List.of(), "beginner", "red", "blue", "green",
                "yellow"));
        j.move("red: play R5");
        System.out.println("ready");
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE);
    }
}
