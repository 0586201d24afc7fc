package org.eternalsevens.app;

/** One line on what an eternal does, for prompts and the eternals area (the words come from {@link Effects}). */
final class EternalWords {
    private EternalWords() {
    }

    static String line(String id) {
        try {
            String s = Effects.of(id);
            return s == null ? "" : s;
        } catch (RuntimeException e) {
            return "";
        }
    }
}
