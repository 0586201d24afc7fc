package org.eternalsevens.app.look;

import java.awt.Color;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.Function;

import javax.swing.UIManager;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;
import com.formdev.flatlaf.util.UIScale;

import org.eternalsevens.rules.basics.Colour;

/**
 * The look: FlatLaf light or dark, the app's colours from the theme properties files, and the scale. The scale
 * is FlatLaf's zoom factor: it enlarges fonts, controls, insets and SVG icons together, and can change live.
 */
public final class Theme {
    private static final Map<Colour, String> SYMBOLS = new EnumMap<>(Map.of(
            Colour.RED, "\u2665", Colour.BLUE, "\u2666", Colour.GREEN, "\u2663", Colour.YELLOW, "\u2660"));

    private Theme() {
    }

    /** The smallest and the largest scale, in percent. */
    public static final int MIN_SCALE = 100;
    public static final int MAX_SCALE = 250;

    /** Light or dark and the scale, as the player chose them (the settings kept between runs give them). */
    public interface Choice {
        boolean dark();

        int scalePercent();
    }

    /** Called first, before any component exists: registers the app's theme keys, the scale, the look. */
    private static boolean registered;

    public static void setup(Choice prefs) {
        if (!registered) {
            FlatLaf.registerCustomDefaultsSource("org.eternalsevens.app.look.theme");
            registered = true;
        }
        UIScale.setZoomFactor(prefs.scalePercent() / 100f);
        if (prefs.dark()) {
            FlatDarkLaf.setup();
        } else {
            FlatLightLaf.setup();
        }
    }

    /** Switches light/dark live, repainting every open window. */
    public static void switchTo(boolean dark) {
        if (dark == isDark()) {
            return;
        }
        if (dark) {
            FlatDarkLaf.setup();
        } else {
            FlatLightLaf.setup();
        }
        FlatLaf.updateUI();
    }

    /** Sets the scale (100 to 250 percent) live: fonts, controls and icons of every open window grow. */
    public static void scaleTo(int percent) {
        float zoom = clampScale(percent) / 100f;
        if (Math.abs(UIScale.getZoomFactor() - zoom) > 0.001f) {
            UIScale.setZoomFactor(zoom);
            FlatLaf.updateUI();
        }
    }

    /** A colour {@code t} of the way from {@code a} to {@code b}. */
    public static Color mix(Color a, Color b, float t) {
        return new Color(Math.round(a.getRed() + (b.getRed() - a.getRed()) * t),
                Math.round(a.getGreen() + (b.getGreen() - a.getGreen()) * t),
                Math.round(a.getBlue() + (b.getBlue() - a.getBlue()) * t));
    }

    /** The scale kept within {@link #MIN_SCALE} and {@link #MAX_SCALE}. */
    public static int clampScale(int percent) {
        return Math.max(MIN_SCALE, Math.min(MAX_SCALE, percent));
    }

    /** What a drawing made once depends on: the look and feel in force (light or dark) and the scale. */
    public static String lookKey() {
        return System.identityHashCode(javax.swing.UIManager.getLookAndFeel()) + "/" + UIScale.getZoomFactor();
    }

    /** The scale in use, in percent. */
    public static int scalePercent() {
        return Math.round(UIScale.getZoomFactor() * 100);
    }

    public static boolean isDark() {
        return FlatLaf.isLafDark();
    }

    /** A player or row colour, readable on the current background. */
    public static Color colour(Colour c) {
        return colour("EternalSevens." + c.id());
    }

    /** The colour's own symbol, so colour is never the only sign: red ♥, blue ♦, green ♣, yellow ♠. */
    public static String symbol(Colour c) {
        return SYMBOLS.get(c);
    }

    /** A player as the app's sentences call them: the colour's symbol beside the name, "♥ Dev" (P357). */
    public static Function<Colour, String> called(Function<Colour, String> names) {
        return c -> symbol(c) + " " + names.apply(c);
    }

    /** The colour's symbol and letter, e.g. "♥ R". */
    public static String mark(Colour c) {
        return symbol(c) + " " + c.letter();
    }

    /** Text that explains why something cannot be done. */
    public static Color problem() {
        return colour("EternalSevens.problem");
    }

    /** The message line's colour for a refused move: at least 4.5:1 on the panel in both themes (defect 6). */
    public static Color refusal() {
        return colour("EternalSevens.refusal");
    }

    /** Purple spaces and purple cards. */
    public static Color purple() {
        return colour("EternalSevens.purple");
    }

    /**
     * The one way the app reads a colour (P265): the look's colour for a key, as a plain {@link Color} (a
     * UIResource colour set on a component would be replaced by the look's default the next time the component's
     * UI is installed). The app's own keys ({@code EternalSevens.*}) are written in the light and the dark theme
     * files only; when the look in force has not loaded them (a test that sets FlatLaf up by itself), the theme
     * file of the current lightness answers, so no colour is ever written twice.
     */
    public static Color colour(String key) {
        Color c = UIManager.getColor(key);
        if (c == null) {
            c = ThemeFiles.colour(isDark(), key);
        }
        if (c == null) {
            throw new IllegalStateException("No colour named " + key + " in the theme");
        }
        // the field asks for a dozen colours per space at each paint: the same colour read again makes nothing new
        Plain kept = PLAIN.get(key);
        if (kept == null || kept.read() != c) {
            kept = new Plain(c, new Color(c.getRGB(), true));
            PLAIN.put(key, kept);
        }
        return kept.plain();
    }

    /** A colour as the look gave it, and its plain copy. */
    private record Plain(Color read, Color plain) {
    }

    private static final Map<String, Plain> PLAIN = new java.util.concurrent.ConcurrentHashMap<>();
}
