package org.eternalsevens.app;

import java.nio.file.Path;

import javax.swing.SwingUtilities;

import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.content.ContentLoader;

/**
 * A tool for docs screenshots (not a test): the app's window with the theme and scale of {@code -Des.home}'s
 * settings, a record opened through File › Open's code, then any further moves typed as in the command box.
 * Usage: {@code ShotTour RECORD.json ["red: play R5" ...]}; take the picture with {@code import -window root}.
 */
public final class ShotTour {
    private ShotTour() {
    }

    public static void main(String[] args) throws Exception {
        Settings prefs = Settings.load();
        Theme.setup(prefs);
        SwingUtilities.invokeAndWait(() -> {
            MainFrame frame = new MainFrame(ContentLoader.defaults(), prefs);
            frame.setSize(Integer.getInteger("es.width", 1560), Integer.getInteger("es.height", 960));
            frame.setLocation(20, 10);
            frame.setVisible(true);
            frame.files().open(Path.of(args[0]));
            for (int i = 1; i < args.length; i++) {
                String refusal = frame.table().sendTyped(args[i]);
                if (refusal != null) {
                    System.err.println(args[i] + ": " + refusal);
                }
            }
        });
    }
}
