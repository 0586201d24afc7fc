package org.eternalsevens.words;

/**
 * The app's own words, by key: menus, buttons, dialogs' titles and texts, prompts' fixed parts, labels, tooltips
 * (P380). They live in the bundle {@code ui.properties} beside {@code words.properties} (a translation adds
 * {@code ui_ja.properties}) and are filled as {@link Words} fills the game's sentences: {@code {0}},
 * {@code {0:one:many}}, {@code {0#one:many}}, {@code {0th}}. A key the bundle lacks is a programming error, and
 * {@code UiWordsTest} finds every key the app asks for in the bundle.
 *
 * <p>A menu's or button's mnemonic is its own key, the label's key with {@code .mnemonic} after it, holding the one
 * letter ({@code menu.file.mnemonic=F}); {@link #mnemonic} gives its key code. Accelerators (Ctrl+Z, F1) stay in the
 * code: they are keys on the keyboard, not words.
 */
public final class Ui {
    private static final Words WORDS = Words.bundle("ui");

    private Ui() {
    }

    /** The words for {@code key} with its arguments filled in. */
    public static String text(String key, Object... args) {
        return WORDS.sentence(key, args);
    }

    /** The key code ({@code KeyEvent.VK_…}) of the letter under {@code key + ".mnemonic"}. */
    public static int mnemonic(String key) {
        String letter = WORDS.sentence(key + ".mnemonic");
        if (letter.length() != 1) {
            throw new IllegalArgumentException("A mnemonic is one letter, not \"" + letter + "\" for " + key);
        }
        // KeyEvent.VK_A … VK_Z and VK_0 … VK_9 are the upper-case letters' and the digits' codes
        return Character.toUpperCase(letter.charAt(0));
    }

    /** The card that belongs on a space in the game's words ("red 5", "a purple card"; P385). */
    public static String cardName(org.eternalsevens.rules.basics.Space space) {
        return Words.cardName(space);
    }

    /** What a space of the Choice card does, in the game's words ("gain 1 heart"; P387). */
    public static String choice(org.eternalsevens.rules.dragon.ChoiceAction action) {
        return Words.english(org.eternalsevens.rules.basics.Colour::title).text(action);
    }

    /** What a board's Preparation does, in the game's words ("discards 2 cards face down"; P388). */
    public static String preparation(org.eternalsevens.rules.board.Preparation preparation) {
        return Words.english(org.eternalsevens.rules.basics.Colour::title).text(preparation);
    }

    /**
     * A value of the game in the game's words (P455): a pass icon ("take a card from the discard pile"), a board's
     * ability ("+1 token on a 6 or 8"), a space of the Forbidden or Playable card ("3s and 8s cannot be played
     * (Fairy)").
     */
    public static String game(Object value) {
        return Words.english(org.eternalsevens.rules.basics.Colour::title).text(value);
    }

    /** What a pass icon does, for its button's tooltip ("Take a rare card from the Rare Area."; P455). */
    public static String passHint(org.eternalsevens.rules.board.PassAction action) {
        return Words.passHint(action);
    }

    /** Whether the bundle has words for {@code key}. */
    public static boolean has(String key) {
        return WORDS.has(key);
    }
}
