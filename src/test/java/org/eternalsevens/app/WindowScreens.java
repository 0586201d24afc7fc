package org.eternalsevens.app;

import java.awt.Color;
import java.awt.Component;
import java.awt.Container;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import javax.imageio.ImageIO;
import javax.swing.AbstractButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.RootPaneContainer;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;

import org.eternalsevens.app.field.FieldView;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.look.WrappedLine;
import org.eternalsevens.app.prompt.AnswerButton;
import org.eternalsevens.app.session.GameSession;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.rules.setup.GameContent;
import org.eternalsevens.rules.basics.Space;

/**
 * The screenshot matrix's tools: games to put on the window, a window rendered to a PNG, and the checks that
 * nothing meant to be seen is cut off and that text reads (contrast of at least 4.5:1, WCAG AA). Each method
 * runs on the event thread.
 */
public final class WindowScreens {
    static final Map<String, String> LONG_NAMES = Map.of("red", "Alexandra-Marguerite", "blue", "Bartholomew",
            "green", "Cleopatra Jones", "yellow", "Dev");

    private WindowScreens() {
    }

    /** After a window test: every window closed, the scale back at 100%, the pretended screen and home gone. */
    static void closeAll() {
        org.assertj.swing.edt.GuiActionRunner.execute(() -> {
            for (java.awt.Window w : java.awt.Window.getWindows()) {
                w.dispose();
            }
            com.formdev.flatlaf.util.UIScale.setZoomFactor(1f);
        });
        System.clearProperty("es.screen");
        System.clearProperty("es.home");
        System.clearProperty("es.noExitOnQuit");
    }

    /**
     * The settings of a window test on a pretended {@code width}×{@code height} screen at {@code scale}% (issue 25
     * §2): the home, the screen and no exit on quit set as properties (cleared by {@link #closeAll}), the theme and
     * the scale in the settings.
     */
    static Settings screen(Path home, int width, int height, int scale, boolean dark) {
        System.setProperty("es.home", home.toString());
        System.setProperty("es.noExitOnQuit", "true");
        System.setProperty("es.screen", width + "x" + height);
        Settings prefs = Settings.defaults(home.resolve("settings.properties"));
        prefs.dark(dark);
        prefs.scalePercent(scale);
        return prefs;
    }

    /** The game window in these settings' look, shown at the screen's size (on the event thread). */
    static MainFrame open(GameContent content, Settings prefs, int width, int height) {
        return org.assertj.swing.edt.GuiActionRunner.execute(() -> {
            Theme.setup(prefs);
            MainFrame frame = new MainFrame(content, prefs);
            frame.setBounds(0, 0, width, height);
            frame.setVisible(true);
            return frame;
        });
    }

    /** A game on the window from a record (Standard, four seats with long names) and these moves. */
    static GameSession session(GameContent content, String level, String... moves) {
        RecordSetup rs = new RecordSetup(level, List.of("red", "blue", "green", "yellow"), "red", LONG_NAMES, null,
                null, null);
        GameRecord record = new GameRecord(rs, List.of(moves), null);
        GameSession s = new GameSession(rs.toSetup(content).setup(), record, List.of(), null);
        if (s.loadRejection() != null) {
            throw new AssertionError("the test record was refused: " + s.loadRejection());
        }
        return s;
    }

    /**
     * A 4-player Expert game (R40) played from the legal moves up to the first Dragon action on offer: the track,
     * the Dragon cards with their buttons, the Hard Pass button.
     */
    static GameSession expertAtDragonOffer(GameContent content) {
        return played(content, "expert", null, s -> org.eternalsevens.rules.LegalMoves.dragonOffers(s) != null,
                "dragon");
    }

    /**
     * A game at {@code level} ("expert" or "pro", four seats with the long names) played from the legal moves until
     * {@code until} holds (issue 25 §2: the fold check's awaited states). Choosing: the first board offered; a Dragon
     * offer: Decline, else the first action; then the first listed play, else the first legal move; or, with a
     * {@code random}, any legal move. Throws if the state is not reached within 900 moves.
     */
    static GameSession played(GameContent content, String level, java.util.Random random,
                              java.util.function.Predicate<org.eternalsevens.rules.GameState> until) {
        return played(content, level, random, until, null);
    }

    private static final Map<String, List<String>> PLAYED = new java.util.concurrent.ConcurrentHashMap<>();

    /** As above; with a {@code key}, the moves are found once and kept for every later game of that key. */
    static GameSession played(GameContent content, String level, java.util.Random random,
                              java.util.function.Predicate<org.eternalsevens.rules.GameState> until, String key) {
        RecordSetup rs = level.equals("pro") ? new RecordSetup("pro", List.of("red", "blue", "green", "yellow"), "red",
                LONG_NAMES, null, null, null, List.of("1A", "2A", "3A", "4A", "5A"), "flip")
                : new RecordSetup(level, List.of("red", "blue", "green", "yellow"), "red", LONG_NAMES, null, null, null);
        List<String> kept = key == null ? null : PLAYED.get(level + "/" + key);
        if (kept != null) {
            return new GameSession(rs.toSetup(content).setup(), new GameRecord(rs, kept, null), List.of(), null);
        }
        org.eternalsevens.rules.GameState s = org.eternalsevens.rules.GameState.initial(rs.toSetup(content).setup());
        List<String> moves = new java.util.ArrayList<>();
        while (!until.test(s)) {
            List<org.eternalsevens.rules.Move> legal = org.eternalsevens.rules.LegalMoves.of(s);
            if (legal.isEmpty() || moves.size() > 900) {
                throw new AssertionError("the state was not reached: " + moves.size() + " moves");
            }
            org.eternalsevens.rules.Move m = random != null ? legal.get(random.nextInt(legal.size()))
                    : legal.stream().filter(x -> x instanceof org.eternalsevens.rules.Move.DeclineDragon).findFirst()
                    .orElse(legal.stream().filter(x -> x instanceof org.eternalsevens.rules.Move.Play).findFirst()
                    .orElse(legal.get(0)));
            s = ((org.eternalsevens.rules.Outcome.Applied) org.eternalsevens.rules.Engine.apply(s, m)).state();
            moves.add(org.eternalsevens.record.Notation.print(m));
        }
        GameSession out = new GameSession(rs.toSetup(content).setup(), new GameRecord(rs, moves, null), List.of(),
                null);
        if (out.loadRejection() != null) {
            throw new AssertionError("the test record was refused: " + out.loadRejection());
        }
        if (key != null) {
            PLAYED.put(level + "/" + key, List.copyOf(moves));
        }
        return out;
    }

    /**
     * A Pro game of {@code players} seats from the R51 default boards, every board chosen (the first on offer each
     * time): each panel shows its board's card (P435).
     */
    static GameSession proWithBoards(GameContent content, int players) {
        List<String> seats = List.of("red", "blue", "green", "yellow").subList(0, players);
        RecordSetup rs = new RecordSetup("pro", seats, "red", null, null, null, null,
                org.eternalsevens.rules.board.ProSetup.defaults(players).eternalBoards(), "flip");
        org.eternalsevens.rules.GameState s = org.eternalsevens.rules.GameState.initial(rs.toSetup(content).setup());
        List<String> moves = new java.util.ArrayList<>();
        while (s.pending() == org.eternalsevens.rules.basics.Pending.CHOOSE) {
            org.eternalsevens.rules.Move m = org.eternalsevens.rules.LegalMoves.of(s).get(0);
            s = ((org.eternalsevens.rules.Outcome.Applied) org.eternalsevens.rules.Engine.apply(s, m)).state();
            moves.add(org.eternalsevens.record.Notation.print(m));
        }
        return new GameSession(rs.toSetup(content).setup(), new GameRecord(rs, moves, null), List.of(), null);
    }

    /**
     * A 4-player Pro game (R52) from the R51 default boards with the long names, after these moves (the
     * choosing's {@code choose} moves, then anything else).
     */
    public static GameSession pro(GameContent content, String... moves) {
        RecordSetup rs = new RecordSetup("pro", List.of("red", "blue", "green", "yellow"), "red", LONG_NAMES, null,
                null, null, List.of("1A", "2A", "3A", "4A", "5A"), "flip");
        GameSession s = new GameSession(rs.toSetup(content).setup(), new GameRecord(rs, List.of(moves), null),
                List.of(), null);
        if (s.loadRejection() != null) {
            throw new AssertionError("the test record was refused: " + s.loadRejection());
        }
        return s;
    }

    /** Renders the window's root pane (menu bar included) and writes it as a PNG. */
    static BufferedImage shoot(Window w, Path file) {
        JComponent root = ((RootPaneContainer) w).getRootPane();
        BufferedImage img = new BufferedImage(Math.max(1, root.getWidth()), Math.max(1, root.getHeight()),
                BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        root.printAll(g);
        g.dispose();
        try {
            Files.createDirectories(file.getParent());
            ImageIO.write(img, "png", file.toFile());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return img;
    }

    /**
     * Opens a dialog the way the window does (modal: later on the event thread), hands it to {@code check} on the
     * event thread, saves its picture as {@code png} and closes it; a problem if no dialog shows.
     */
    static void inDialog(org.assertj.swing.core.Robot robot, Runnable open, String what, List<String> problems,
                         Path png, java.util.function.Consumer<javax.swing.JDialog> check) {
        SwingUtilities.invokeLater(open);
        robot.waitForIdle();
        org.assertj.swing.edt.GuiActionRunner.execute(() -> {
            javax.swing.JDialog shown = null;
            for (Window w : Window.getWindows()) {
                if (w instanceof javax.swing.JDialog d && d.isShowing()) {
                    shown = d;
                }
            }
            if (shown == null) {
                problems.add(what + ": no dialog shown");
                return;
            }
            check.accept(shown);
            shoot(shown, png);
            shown.dispose();
        });
        robot.waitForIdle();
    }

    /** Problems if the window is not wholly on the (pretended) screen. */
    static void onScreen(Window w, Rectangle screen, String what, List<String> problems) {
        if (!screen.contains(w.getBounds())) {
            problems.add(what + ": the window " + w.getBounds() + " is not inside the screen " + screen);
        }
    }

    /** A problem if {@code r} (in {@code c}'s coordinates) is cut by {@code c}'s ancestors or the window's edge. */
    static void whole(Component c, Rectangle r, String what, List<String> problems) {
        if (SwingUtilities.getWindowAncestor(c) == null) {
            problems.add(what + ": not in a window");
            return;
        }
        Rectangle visible = visibleIn(c);
        if (!visible.contains(r)) {
            problems.add(what + ": " + r + " is cut; in sight " + visible);
        }
    }

    /** The part of {@code c} in sight: its bounds cut by every ancestor up to the root pane, in its coordinates. */
    static Rectangle visibleIn(Component c) {
        Rectangle v = new Rectangle(0, 0, c.getWidth(), c.getHeight());
        Component child = c;
        int dx = 0;
        int dy = 0;
        for (Container p = c.getParent(); p != null && !(p instanceof Window); p = p.getParent()) {
            dx += child.getX();
            dy += child.getY();
            Rectangle inP = new Rectangle(-dx, -dy, p.getWidth(), p.getHeight());
            v = v.intersection(inP);
            child = p;
            if (p instanceof javax.swing.JRootPane) {
                break;
            }
        }
        return v.isEmpty() ? new Rectangle() : v;
    }

    /**
     * A player panel scrolls into sight: it is as wide as the part in sight (never cut at the side), lies inside
     * the scrolling column, and that column's viewport lies whole in the window.
     */
    static void reachable(javax.swing.JComponent p, String what, List<String> problems) {
        javax.swing.JViewport view = (javax.swing.JViewport) SwingUtilities.getAncestorOfClass(
                javax.swing.JViewport.class, p);
        if (view == null) {
            whole(p, new Rectangle(0, 0, p.getWidth(), p.getHeight()), what, problems);
            return;
        }
        whole(view, new Rectangle(0, 0, view.getWidth(), view.getHeight()), what + " (its scrolling part)", problems);
        Rectangle inView = SwingUtilities.convertRectangle(p, new Rectangle(0, 0, p.getWidth(), p.getHeight()),
                view.getView());
        Rectangle content = new Rectangle(0, 0, view.getView().getWidth(), view.getView().getHeight());
        if (!content.contains(inView) || inView.width > view.getWidth() && !(p instanceof AbstractButton)) {
            problems.add(what + ": " + inView + " cannot be scrolled into sight in " + content + " seen "
                    + view.getExtentSize() + " at a time");
        }
    }

    /** Every space of the field lies inside the field and the window. */
    static void fieldWhole(FieldView field, String what, List<String> problems) {
        for (Space sp : Space.ALL_SPACES) {
            whole(field, field.boundsOf(sp), what + ": space " + sp, problems);
        }
    }

    /** Every visible button below {@code root} whose name starts with {@code prefix} is whole. */
    static int buttonsWhole(Container root, String prefix, String what, List<String> problems) {
        int n = 0;
        for (Component c : all(root)) {
            if (c instanceof AbstractButton b && b.isVisible() && visibleTree(b)
                    && (prefix == null || (b.getName() != null && b.getName().startsWith(prefix)))) {
                if (b.getWidth() == 0 || b.getHeight() == 0
                        || SwingUtilities.getAncestorOfClass(javax.swing.JScrollBar.class, b) != null) {
                    continue; // a scroll bar's own arrows (hidden in this look)
                }
                String name = what + ": button " + b.getName() + " \"" + b.getText() + "\"";
                if (SwingUtilities.getAncestorOfClass(javax.swing.JViewport.class, b) != null) {
                    reachable(b, name, problems); // in a part that scrolls
                } else {
                    whole(b, new Rectangle(0, 0, b.getWidth(), b.getHeight()), name, problems);
                }
                n++;
            }
        }
        return n;
    }

    static boolean visibleTree(Component c) {
        for (Component p = c; p != null && !(p instanceof Window); p = p.getParent()) {
            if (!p.isVisible()) {
                return false;
            }
        }
        return true;
    }

    public static List<Component> all(Container root) {
        List<Component> out = new ArrayList<>();
        for (Component c : root.getComponents()) {
            out.add(c);
            if (c instanceof Container k) {
                out.addAll(all(k));
            }
        }
        return out;
    }

    /**
     * Text contrast on the picture: each label's and enabled button's text colour against the colour that fills
     * most of it (its background as drawn). Disabled controls and the deliberately greyed "used" icons are
     * exempt, as WCAG exempts inactive parts.
     */
    static void contrast(Window w, BufferedImage img, String what, List<String> problems) {
        JComponent root = ((RootPaneContainer) w).getRootPane();
        Color disabled = UIManager.getColor("Label.disabledForeground");
        for (Component c : all(root)) {
            if (!(c instanceof JLabel || c instanceof AbstractButton) || !visibleTree(c) || !c.isEnabled()) {
                continue;
            }
            String text = c instanceof JLabel l ? l.getText() : c instanceof AnswerButton ab ? ab.words() // drawn text
                    : ((AbstractButton) c).getText();
            if (text == null || text.isBlank() || text.replaceAll("<[^>]*>", "").isBlank()) {
                continue;
            }
            Color fg = c instanceof WrappedLine wl ? wl.shownColour() : c.getForeground();
            if (c instanceof javax.swing.JToggleButton t && t.isSelected()
                    && UIManager.getColor("ToggleButton.selectedForeground") != null) {
                fg = UIManager.getColor("ToggleButton.selectedForeground"); // what the look paints a chosen toggle in
            }
            if (fg == null || fg.equals(disabled)) {
                continue;
            }
            Rectangle v = visibleIn(c);
            if (v.width < 4 || v.height < 4) {
                continue;
            }
            Rectangle inRoot = SwingUtilities.convertRectangle(c, v, root);
            Color bg = dominant(img, inRoot);
            if (bg == null) {
                continue;
            }
            double ratio = ratio(fg, bg);
            if (ratio < 4.5) {
                problems.add(String.format("%s: \"%s\" (%s) is %s on %s: %.2f:1", what, text.replaceAll("<[^>]*>", "")
                        .trim(), c.getName(), hex(fg), hex(bg), ratio));
            }
        }
    }

    private static Color dominant(BufferedImage img, Rectangle r) {
        Rectangle in = r.intersection(new Rectangle(0, 0, img.getWidth(), img.getHeight()));
        if (in.isEmpty()) {
            return null;
        }
        Map<Integer, Integer> counts = new HashMap<>();
        for (int y = in.y; y < in.y + in.height; y++) {
            for (int x = in.x; x < in.x + in.width; x++) {
                counts.merge(img.getRGB(x, y) & 0xFFFFFF, 1, Integer::sum);
            }
        }
        int best = counts.entrySet().stream().max(Map.Entry.comparingByValue()).get().getKey();
        return new Color(best);
    }

    public static double ratio(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(Color c) {
        return 0.2126 * lin(c.getRed()) + 0.7152 * lin(c.getGreen()) + 0.0722 * lin(c.getBlue());
    }

    private static double lin(int v) {
        double s = v / 255.0;
        return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
    }

    static String hex(Color c) {
        return String.format("#%06X", c.getRGB() & 0xFFFFFF);
    }
}
