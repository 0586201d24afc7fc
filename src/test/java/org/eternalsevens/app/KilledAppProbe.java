package org.eternalsevens.app;

import javax.swing.SwingUtilities;

import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.app.session.TableControl;
import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.basics.Space;

/**
 * Run in its own JVM by {@link JournalRecoveryTest}: starts the app's window on a default game, makes three moves
 * and an undo through the window's table (the path clicks take), prints "ready", and waits to be killed.
 */
public final class KilledAppProbe {
    private KilledAppProbe() {
    }

    public static void main(String[] args) throws Exception {
        Settings prefs = Settings.load();
        Theme.setup(prefs);
        SwingUtilities.invokeAndWait(() -> {
            MainFrame frame = new MainFrame(ContentLoader.defaults(), prefs);
            App.startDefault(frame, ContentLoader.defaults());
            frame.setSize(1200, 800);
            frame.setVisible(true);
            TableControl t = frame.table();
            t.send(new Move.Play(Colour.RED, Space.parse("R5")));
            t.send(new Move.Play(Colour.BLUE, Space.parse("B6")));
            t.send(new Move.Play(Colour.GREEN, Space.parse("G4")));
            t.undo();
        });
        System.out.println("ready");
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE);
    }
}
