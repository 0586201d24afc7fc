package org.eternalsevens.app.look;

import java.awt.Color;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;

/**
 * The app's colours as the theme files write them (P265): {@code FlatLightLaf.properties} and
 * {@code FlatDarkLaf.properties} beside {@link Theme}. FlatLaf loads the same files into the look; this reads them
 * only when the look in force has not, so {@link Theme#colour(String)} needs no colour of its own.
 */
final class ThemeFiles {
    static final String LIGHT = "/org/eternalsevens/app/look/theme/FlatLightLaf.properties";
    static final String DARK = "/org/eternalsevens/app/look/theme/FlatDarkLaf.properties";
    private static Map<String, Color> light;
    private static Map<String, Color> dark;

    private ThemeFiles() {
    }

    /** The colour a theme file gives a key, or null when it gives none. */
    static synchronized Color colour(boolean isDark, String key) {
        if (isDark) {
            dark = dark != null ? dark : colours(DARK);
            return dark.get(key);
        }
        light = light != null ? light : colours(LIGHT);
        return light.get(key);
    }

    /** Every key of a theme file whose value is a colour written #rrggbb (the only way these files write one). */
    static Map<String, Color> colours(String resource) {
        Properties p = new Properties();
        try (InputStream in = ThemeFiles.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("The theme file " + resource + " is missing from the app");
            }
            try (Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
                p.load(r);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, Color> out = new HashMap<>();
        for (String key : p.stringPropertyNames()) {
            Color c = hex(p.getProperty(key).strip());
            if (c != null) {
                out.put(key, c);
            }
        }
        return out;
    }

    private static Color hex(String v) {
        return v.matches("#[0-9a-fA-F]{6}") ? new Color(Integer.parseInt(v.substring(1), 16)) : null;
    }
}
