package org.eternalsevens.app;

import java.awt.Rectangle;
import java.awt.Robot;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import javax.imageio.ImageIO;
import javax.swing.SwingUtilities;

import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.RecordSetup;

/**
 * A tool (not a test): the game window with four long player names at a scale, a few moves in, saved as a PNG of
 * the whole window. Usage: {@code PanelShot OUT.png SCALE DARK [MOVES...]}.
 */
public final class PanelShot {
    private PanelShot() {
    }

    public static void main(String[] args) throws Exception {
        Path home = Files.createTempDirectory("panelshot");
        System.setProperty("es.home", home.toString());
        Settings prefs = Settings.defaults(home.resolve("settings.properties"));
        MainFrame[] frame = new MainFrame[1];
        SwingUtilities.invokeAndWait(() -> {
            Theme.setup(prefs);
            Theme.scaleTo(Integer.parseInt(args[1]));
            Theme.switchTo(Boolean.parseBoolean(args[2]));
            frame[0] = new MainFrame(ContentLoader.defaults(), prefs);
            frame[0].setSize(1500, 950);
            frame[0].setLocation(0, 0);
            frame[0].setVisible(true);
            RecordSetup rs = new RecordSetup("standard", List.of("red", "blue", "green", "yellow"), "red",
                    Map.of("red", "Maximilian Alexander the Third", "blue", "Bartholomew Longname-Smythe",
                            "green", "Gwendolyn Featherstonehaugh", "yellow", "Yolanda"), null, null, null);
            frame[0].files().startNew(rs.toSetup(ContentLoader.defaults()).setup(), rs);
            for (int i = 3; i < args.length; i++) {
                String refusal = frame[0].table().sendTyped(args[i]);
                if (refusal != null) {
                    System.err.println(args[i] + ": " + refusal);
                }
            }
        });
        Thread.sleep(1500);
        Rectangle[] b = new Rectangle[1];
        SwingUtilities.invokeAndWait(() -> b[0] = frame[0].getBounds());
        ImageIO.write(new Robot().createScreenCapture(b[0]), "png", new File(args[0]));
        System.exit(0);
    }
}
