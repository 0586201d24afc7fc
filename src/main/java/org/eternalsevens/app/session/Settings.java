package org.eternalsevens.app.session;

import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;

import org.eternalsevens.app.look.Theme;
import org.eternalsevens.record.RecordFiles;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Level;

/**
 * The player's settings, kept between runs: light or dark, the scale, and the last new-game choices. Loading
 * never fails: a missing, corrupt or foreign file gives the defaults. Saving is atomic. Named so as not to shadow
 * {@code java.util.prefs.Preferences} (it was {@code Preferences}, P273); its file and keys are as they were.
 */
public final class Settings implements Theme.Choice {

    private final Path file;
    private boolean dark;
    private int scalePercent = Theme.MIN_SCALE;
    private Level level = Level.BEGINNER;
    private List<Colour> seats = List.of(Colour.values());
    private final Properties names = new Properties();
    private final Properties boards = new Properties();
    private final Properties decks = new Properties();

    private Settings(Path file) {
        this.file = file;
    }

    /** The defaults, kept in {@code file} when saved. */
    public static Settings defaults(Path file) {
        return new Settings(file);
    }

    /** The settings from {@link AppPaths#settings()}; the defaults if the file is missing or unreadable. */
    public static Settings load() {
        return load(AppPaths.settings());
    }

    /** The settings from {@code file}; never throws. */
    public static Settings load(Path file) {
        Settings p = new Settings(file);
        Properties in = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            in.load(r);
        } catch (IOException | RuntimeException e) {
            return p;
        }
        p.dark = "dark".equals(in.getProperty("theme"));
        p.scalePercent = Theme.clampScale(parseInt(in.getProperty("scale"), Theme.MIN_SCALE));
        Level lv = Level.parse(in.getProperty("game.level"));
        p.level = lv != null && lv.isCasual() ? lv : Level.BEGINNER;
        List<Colour> s = parseSeats(in.getProperty("game.seats"));
        if (s != null) {
            p.seats = s;
        }
        for (String key : in.stringPropertyNames()) {
            String v = in.getProperty(key);
            if (key.startsWith("name.") && Colour.parse(key.substring(5)) != null) {
                p.names.setProperty(key.substring(5), v);
            } else if (key.startsWith("board.") && Colour.parse(key.substring(6)) != null) {
                p.boards.setProperty(key.substring(6), v);
            } else if (key.startsWith("deck.")) {
                p.decks.setProperty(key.substring(5), v);
            }
        }
        return p;
    }

    /** Writes the settings to a temporary file beside the target, forces it, and moves it into place. */
    public void save() throws IOException {
        Properties out = new Properties();
        out.setProperty("theme", dark ? "dark" : "light");
        out.setProperty("scale", String.valueOf(scalePercent));
        out.setProperty("game.level", level.id());
        List<String> ids = new ArrayList<>();
        seats.forEach(c -> ids.add(c.id()));
        out.setProperty("game.seats", String.join(",", ids));
        names.stringPropertyNames().forEach(k -> out.setProperty("name." + k, names.getProperty(k)));
        boards.stringPropertyNames().forEach(k -> out.setProperty("board." + k, boards.getProperty(k)));
        decks.stringPropertyNames().forEach(k -> out.setProperty("deck." + k, decks.getProperty(k)));
        StringWriter text = new StringWriter();
        out.store(text, "Eternal Sevens Companion settings");
        RecordFiles.writeAtomically(file, text.toString());
    }

    public Path file() {
        return file;
    }

    @Override
    public boolean dark() {
        return dark;
    }

    public void dark(boolean dark) {
        this.dark = dark;
    }

    /** 100 to 250. */
    @Override
    public int scalePercent() {
        return scalePercent;
    }

    public void scalePercent(int percent) {
        this.scalePercent = Theme.clampScale(percent);
    }

    /** The last level chosen: Beginner or Standard. */
    public Level level() {
        return level;
    }

    public void level(Level level) {
        if (level != null && level.isCasual()) {
            this.level = level;
        }
    }

    /** The last seats, clockwise: 2 to 4 different colours. */
    public List<Colour> seats() {
        return seats;
    }

    public void seats(List<Colour> seats) {
        List<Colour> s = seats == null ? null : parseSeats(String.join(",", seats.stream().map(Colour::id).toList()));
        if (s != null) {
            this.seats = s;
        }
    }

    /** The last name given to the player of this colour, or "". */
    public String name(Colour c) {
        return names.getProperty(c.id(), "");
    }

    public void name(Colour c, String name) {
        names.setProperty(c.id(), name == null ? "" : name.strip());
    }

    /** The last Standard board chosen for this colour, or null for the colour's own. */
    public String board(Colour c) {
        return boards.getProperty(c.id());
    }

    public void board(Colour c, String board) {
        if (board == null) {
            boards.remove(c.id());
        } else {
            boards.setProperty(c.id(), board);
        }
    }

    /** The last deck chosen for a level and kind ("instant" or "continuous"), or null for the defaults. */
    public List<String> deck(Level level, String kind) {
        String v = decks.getProperty(level.id() + "." + kind);
        return v == null ? null : v.isBlank() ? List.of() : List.of(v.split(","));
    }

    public void deck(Level level, String kind, List<String> names) {
        if (names == null) {
            decks.remove(level.id() + "." + kind);
        } else {
            decks.setProperty(level.id() + "." + kind, String.join(",", names));
        }
    }

    private static int parseInt(String s, int otherwise) {
        try {
            return s == null ? otherwise : Integer.parseInt(s.trim());
        } catch (NumberFormatException e) {
            return otherwise;
        }
    }

    /** 2 to 4 different colours, or null. */
    private static List<Colour> parseSeats(String s) {
        if (s == null) {
            return null;
        }
        List<Colour> out = new ArrayList<>();
        for (String part : Arrays.asList(s.split(","))) {
            Colour c = Colour.parse(part);
            if (c == null || out.contains(c)) {
                return null;
            }
            out.add(c);
        }
        return out.size() >= 2 && out.size() <= 4 ? List.copyOf(out) : null;
    }
}
