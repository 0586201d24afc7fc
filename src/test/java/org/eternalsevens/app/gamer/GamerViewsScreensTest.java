package org.eternalsevens.app.gamer;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import javax.imageio.ImageIO;
import javax.swing.AbstractButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JRootPane;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;

import org.eternalsevens.app.DisplayRequired;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.dragon.DragonOffers;
import org.eternalsevens.rules.HardPass;
import org.eternalsevens.rules.ranking.StartPlayer;
import org.eternalsevens.rules.track.Track;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every Gamer view at 100, 150, 200 and 250%, light and dark, rendered to target/screens/gamer/: every button and
 * Dragon or track space lies inside its window, the window fits a 1920×1080 screen, and every text (the labels and
 * buttons, and what the track paints) has a contrast of at least 4.5:1 with what is under it (WCAG AA). Disabled
 * controls are exempt, as in WCAG.
 */
class GamerViewsScreensTest {
    private static final Path OUT = Path.of("target/screens/gamer");
    private static final Dimension SCREEN = new Dimension(1920, 1080);

    @BeforeAll
    static void needDisplay() {
        DisplayRequired.check("the Gamer view screenshots");
    }

    @Test
    void every_gamer_view_fits_its_window_and_reads_at_every_scale_light_and_dark() throws Exception {
        Files.createDirectories(OUT);
        Settings prefs = Settings.defaults(Files.createTempDirectory("es-gamer").resolve("s.properties"));
        SwingUtilities.invokeAndWait(() -> Theme.setup(prefs));
        List<String> problems = new ArrayList<>();
        int shots = 0;
        try {
            for (int scale : new int[] {100, 150, 200, 250}) {
                for (boolean dark : new boolean[] {false, true}) {
                    String tag = scale + (dark ? "-dark" : "-light");
                    SwingUtilities.invokeAndWait(() -> {
                        Theme.switchTo(dark);
                        Theme.scaleTo(scale);
                    });
                    for (View v : views()) {
                        shoot(v.name() + "-" + tag, v.make(), problems);
                        shots++;
                    }
                }
            }
        } finally {
            SwingUtilities.invokeAndWait(() -> {
                Theme.switchTo(false);
                Theme.scaleTo(100);
            });
        }
        assertThat(problems).isEmpty();
        assertThat(shots).isEqualTo(4 * 2 * views().size());
    }

    @Test
    void the_demo_window_shows_every_view_and_opens_both_dialogs() throws Exception {
        Settings prefs = Settings.defaults(Files.createTempDirectory("es-gamer").resolve("s.properties"));
        SwingUtilities.invokeAndWait(() -> {
            Theme.setup(prefs);
            javax.swing.JFrame f = GamerViewsDemo.frame();
            List<String> found = new ArrayList<>();
            collect(f.getContentPane(), found);
            f.dispose();
            assertThat(found).containsAll(GamerViewsDemo.names());
        });
    }

    private static void collect(Container c, List<String> names) {
        for (Component k : c.getComponents()) {
            if (k.getName() != null) {
                names.add(k.getName());
            }
            if (k instanceof Container kc) {
                collect(kc, names);
            }
        }
    }

    private record View(String name, Supplier<Window> make) {
    }

    private static List<View> views() {
        Track track = GamerSamples.track();
        Track after = GamerSamples.afterRound(track);
        return List.of(
                new View("track-4p", () -> wrap(new TrackView(track))),
                new View("track-3p", () -> wrap(new TrackView(Track.start(List.of(Colour.GREEN, Colour.RED,
                        Colour.BLUE), GamerSamples.GAMER.caps(3)).earnHearts(Colour.RED, 21)
                        .earnStars(Colour.BLUE, 5)))),
                new View("dragon-offer", () -> wrap(offer(GamerSamples.cards(), true))),
                new View("dragon-backs", () -> wrap(offer(GamerSamples.backs(), false))),
                new View("final-turns", () -> {
                    FinalTurnsLine l = new FinalTurnsLine();
                    l.show(GamerSamples.finalTurns(), Colour.RED, GamerSamples::name);
                    return wrap(l);
                }),
                new View("hard-pass", () -> new HardPassDialog(null, Colour.BLUE, "Blue", 2, 1,
                        HardPass.EXPERT.may(Colour.BLUE, true, true, 2, false), GamerSamples.fieldWithRed3(),
                        GamerSamples.knownBlue5(), h -> GamerSamples.hardPass(Colour.BLUE, h, true))),
                new View("hard-pass-refused", () -> new HardPassDialog(null, Colour.RED, "Red", 3, 0,
                        HardPass.EXPERT.may(Colour.RED, true, true, 3, false), GamerSamples.fieldWithRed3(),
                        GamerSamples.knownBlue5(), h -> GamerSamples.hardPass(Colour.RED, h, true))),
                new View("round-summary", () -> new RoundSummaryDialog(null, 1, GamerSamples.roundResults(track),
                        after, StartPlayer.round2(after), () -> { })),
                new View("results", () -> wrap(new GamerResultsPanel(GamerSamples.rulebookPlaces(),
                        GamerSamples.rulebookTrack(), GamerSamples.bothRoundsLedger(), GamerSamples::name))),
                new View("round-2-summary", () -> new RoundSummaryDialog(null, 2, GamerSamples.round2Results(),
                        after, null, () -> { })));
    }

    private static DragonCardsView offer(org.eternalsevens.rules.dragon.DragonCards cards, boolean declinable) {
        DragonCardsView v = new DragonCardsView(cards, a -> { }, () -> { });
        v.setOffer(DragonOffers.of(cards, false), declinable);
        return v;
    }

    /** A view in a window of its own, scrolling where the screen is too small for it (as the window's slot will). */
    private static Window wrap(JComponent c) {
        JDialog d = new JDialog((Window) null, "view");
        javax.swing.JPanel p = new javax.swing.JPanel(new net.miginfocom.swing.MigLayout("insets dialog"));
        p.add(c);
        javax.swing.JScrollPane scroll = new javax.swing.JScrollPane(p);
        scroll.setBorder(javax.swing.BorderFactory.createEmptyBorder());
        d.setContentPane(scroll);
        return d;
    }

    private static void shoot(String name, Supplier<Window> make, List<String> problems) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            Window w = make.get();
            w.pack();
            RoundSummaryDialog.fitScreen(w);
            w.validate();
            JRootPane root = ((javax.swing.RootPaneContainer) w).getRootPane();
            root.setSize(w.getWidth() - w.getInsets().left - w.getInsets().right,
                    w.getHeight() - w.getInsets().top - w.getInsets().bottom);
            root.validate();
            if (root.getWidth() > SCREEN.width || root.getHeight() > SCREEN.height) {
                problems.add(name + ": " + root.getWidth() + "×" + root.getHeight() + " is larger than the screen");
            }
            BufferedImage img = new BufferedImage(root.getWidth(), root.getHeight(), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = img.createGraphics();
            root.printAll(g);
            g.dispose();
            try {
                ImageIO.write(img, "png", OUT.resolve(name + ".png").toFile());
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
            check(name, root, root, problems);
            w.dispose();
        });
    }

    private static void check(String name, JRootPane root, Container c, List<String> problems) {
        for (Component k : c.getComponents()) {
            if (!k.isVisible() || k.getWidth() == 0 || k.getHeight() == 0) {
                continue;
            }
            Rectangle area = area(root, k);
            Rectangle r = SwingUtilities.convertRectangle(k.getParent(), k.getBounds(), root);
            boolean spaceLike = k instanceof AbstractButton || k instanceof TrackView || k.getName() != null
                    && k.getName().matches("(forbidden|playable|choice)-.*");
            if (spaceLike && !area.contains(r)) {
                problems.add(name + ": " + k.getName() + " " + r + " lies outside its window " + area);
            }
            if (k instanceof TrackView t) {
                Rectangle own = new Rectangle(0, 0, t.getWidth(), t.getHeight());
                for (int v = 0; v <= t.track().caps().heartCap(); v++) {
                    inside(name, "heart space " + v, own, t.heartSpace(v), problems);
                }
                for (int v = 0; v <= t.track().caps().starCap(); v++) {
                    inside(name, "star space " + v, own, t.starSpace(v), problems);
                }
                BufferedImage own2 = new BufferedImage(t.getWidth(), t.getHeight(), BufferedImage.TYPE_INT_RGB);
                Graphics2D g = own2.createGraphics();
                t.printAll(g); // the whole track, also where a scroll pane shows only part of it
                g.dispose();
                for (TrackView.PaintedText p : t.paintedText()) {
                    contrast(name, "track text \u201c" + p.text() + "\u201d", p.foreground(), p.background(),
                            problems);
                }
                assertThat(t.paintedText()).as(name + " painted").isNotEmpty();
            }
            String text = k instanceof JLabel l ? l.getText() : k instanceof AbstractButton b ? b.getText() : null;
            if (text != null && !text.isBlank() && k.isEnabled()) {
                contrast(name, k.getClass().getSimpleName() + " " + k.getName() + " \u201c" + plain(text) + "\u201d",
                        k.getForeground(), background(k), problems);
            }
            if (k instanceof Container kc) {
                check(name, root, kc, problems);
            }
        }
    }

    /** The area a component must lie in: its scroll pane's view when it scrolls, else the whole window. */
    private static Rectangle area(JRootPane root, Component k) {
        Component p = k.getParent();
        while (p != null && !(p instanceof JViewport)) {
            p = p.getParent();
        }
        if (p instanceof JViewport vp && vp.getView() != null) {
            Component view = vp.getView();
            return SwingUtilities.convertRectangle(view.getParent(), view.getBounds(), root);
        }
        return new Rectangle(0, 0, root.getWidth(), root.getHeight());
    }

    private static void inside(String name, String what, Rectangle area, Rectangle r, List<String> problems) {
        if (!area.contains(r)) {
            problems.add(name + ": " + what + " " + r + " lies outside the track " + area);
        }
    }

    private static void contrast(String name, String what, Color fg, Color bg, List<String> problems) {
        double ratio = GamerLook.contrast(fg, bg);
        if (ratio < 4.5) {
            problems.add(String.format("%s: %s has contrast %.2f:1 (%s on %s)", name, what, ratio, hex(fg), hex(bg)));
        }
    }

    private static Color background(Component k) {
        if (k instanceof AbstractButton b && b.isContentAreaFilled()) {
            return b.getBackground();
        }
        Component p = k;
        while (p != null && !(p.isOpaque() && p.getBackground() != null)) {
            p = p.getParent();
        }
        return p == null ? Color.WHITE : p.getBackground();
    }

    private static String plain(String html) {
        String s = html.replaceAll("<[^>]*>", " ").replaceAll("\\s+", " ").trim();
        return s.length() > 40 ? s.substring(0, 40) + "\u2026" : s;
    }

    private static String hex(Color c) {
        return String.format("#%06x", c.getRGB() & 0xFFFFFF);
    }
}
