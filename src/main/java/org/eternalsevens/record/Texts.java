package org.eternalsevens.record;

import java.util.HashMap;
import java.util.Map;

/**
 * Keeps one copy of each short text read (P237): a record or an autosave of a million moves holds a few thousand
 * different ones (a note "#", "red: pass discard"), and a copy of each would fill the app's memory. At most
 * {@link #MOST} different texts are kept; later ones, and long ones, are used as read.
 */
final class Texts {
    static final int MOST = 4096;
    private static final int LONGEST = 80;
    private final Map<String, String> seen = new HashMap<>();

    /** The text, or an equal one read before. */
    String once(String text) {
        if (text.length() > LONGEST) {
            return text;
        }
        String old = seen.get(text);
        if (old != null) {
            return old;
        }
        if (seen.size() < MOST) {
            seen.put(text, text);
        }
        return text;
    }
}
