package org.eternalsevens.words;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.function.Function;
import org.eternalsevens.rules.HardPass;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.basics.Capital;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.DiscardPileCards;
import org.eternalsevens.rules.basics.PlayableSpace;
import org.eternalsevens.rules.basics.Quote;
import org.eternalsevens.rules.basics.Reason;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.basics.RuleSource;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.board.EternalAbility;
import org.eternalsevens.rules.board.HardPassLimit;
import org.eternalsevens.rules.board.PassAction;
import org.eternalsevens.rules.board.Preparation;
import org.eternalsevens.rules.dragon.ChoiceAction;
import org.eternalsevens.rules.dragon.DragonCard;
import org.eternalsevens.rules.dragon.ForbiddenSpace;
import org.eternalsevens.rules.setup.ForbiddenCards;
import org.eternalsevens.rules.setup.Setup;

/**
 * Every sentence a player reads about the game, made in one place from the game's values: events, refusals and
 * the words of the state. The engine hands out values (a key and typed arguments); this class finds the key's
 * pattern in the {@code words} bundle ({@code words.properties} for English; a translation adds
 * {@code words_ja.properties}) and fills it in. Tests check the values, and this class's own test the wording.
 *
 * <p>Patterns name their arguments by position:
 * <ul>
 *   <li>{@code {0}} the argument: a {@link Colour} is the player's name at this table, a {@link HardPassLimit} its
 *   words ("two cards or fewer"), {@link ForbiddenCards} theirs ("3s and 8s"), anything else as written;</li>
 *   <li>{@code {0:card:cards}} a count with its noun: "1 card", "3 cards";</li>
 *   <li>{@code {0#is:are}} the word for the count alone: "is" for 1, else "are";</li>
 *   <li>{@code {0th}} an ordinal: "1st", "2nd", "3rd", "4th".</li>
 * </ul>
 * A brace that opens none of these is written as it is.
 */
public final class Words {
    private static final String BUNDLE = "org.eternalsevens.words.words";
    private final ResourceBundle bundle;
    private final Function<Colour, String> names;

    private Words(ResourceBundle bundle, Function<Colour, String> names) {
        this.bundle = bundle;
        this.names = names;
    }

    /** English, with this table's names (a player without a name is called by the colour's word). */
    public static Words of(Setup setup) {
        return english(setup::nameOf);
    }

    /** English with the given names. */
    public static Words english(Function<Colour, String> names) {
        return new Words(ResourceBundle.getBundle(BUNDLE, Locale.ROOT), names);
    }

    /** Another bundle of this package (the app's own words, {@link Ui}), filled in the same way; colours by title. */
    static Words bundle(String name) {
        return new Words(ResourceBundle.getBundle("org.eternalsevens.words." + name, Locale.ROOT), Colour::title);
    }

    /** The sentence for {@code key} with its arguments. A key the bundle lacks is a programming error. */
    public String sentence(String key, List<?> args) {
        String pattern;
        try {
            pattern = bundle.getString(key);
        } catch (MissingResourceException e) {
            throw new IllegalArgumentException("No words for the key " + key, e);
        }
        return fill(pattern, args);
    }

    public String sentence(String key, Object... args) {
        return sentence(key, List.of(args));
    }

    /** Whether the bundle has words for {@code key}. */
    public boolean has(String key) {
        return bundle.containsKey(key);
    }

    private String fill(String pattern, List<?> args) {
        StringBuilder out = new StringBuilder(pattern.length() + 32);
        int i = 0;
        while (i < pattern.length()) {
            char ch = pattern.charAt(i);
            int close = ch == '{' ? pattern.indexOf('}', i) : -1;
            String filled = close > i ? placeholder(pattern.substring(i + 1, close), args) : null;
            if (filled == null) {
                out.append(ch);
                i++;
            } else {
                out.append(filled);
                i = close + 1;
            }
        }
        return out.toString();
    }

    /** The text for one placeholder's body ({@code 0}, {@code 0:one:many}, {@code 0#one:many}, {@code 0th}), or null. */
    private String placeholder(String body, List<?> args) {
        int digits = 0;
        while (digits < body.length() && Character.isDigit(body.charAt(digits))) {
            digits++;
        }
        if (digits == 0 || digits > 2) {
            return null;
        }
        String rest = body.substring(digits);
        String[] forms = rest.isEmpty() || rest.equals("th") ? null : rest.substring(1).split(":", -1);
        if (forms != null && (forms.length != 2 || rest.charAt(0) != ':' && rest.charAt(0) != '#')) {
            return null;
        }
        int index = Integer.parseInt(body.substring(0, digits));
        if (index >= args.size()) {
            throw new IllegalArgumentException("The pattern asks for argument " + index + " of " + args);
        }
        Object arg = args.get(index);
        if (rest.isEmpty()) {
            return text(arg);
        }
        if (forms == null) {
            return ordinal(number(arg));
        }
        int n = number(arg);
        String word = n == 1 ? forms[0] : forms[1];
        return rest.charAt(0) == ':' ? n + " " + word : word;
    }

    /** An argument as a player reads it. */
    public String text(Object arg) {
        if (arg instanceof Colour c) {
            return names.apply(c);
        }
        if (arg instanceof HardPassLimit l) {
            return sentence("hardPass.limit." + l.id());
        }
        if (arg instanceof ForbiddenCards f) {
            return forbidden(f);
        }
        if (arg instanceof HardPass.Cards c) {
            return c.n() <= 3 ? sentence("hardPass.cards." + c.n()) : sentence("hardPass.cards", c.n());
        }
        if (arg instanceof HardPass h) {
            return hardPass(h);
        }
        if (arg instanceof RevealedCard c) {
            return card(c);
        }
        if (arg instanceof Capital c) {
            String t = text(c.of());
            return t.isEmpty() ? t : Character.toUpperCase(t.charAt(0)) + t.substring(1);
        }
        if (arg instanceof Preparation p) {
            return sentence("preparation." + p.name().toLowerCase(Locale.ROOT));
        }
        if (arg instanceof ChoiceAction a) {
            return sentence("choice." + a.id());
        }
        if (arg instanceof DiscardPileCards p) {
            return pile(p);
        }
        return things(arg);
    }

    /** The Dragon cards' spaces, the rules' sources, the boards' abilities and icons, a move's parts (P455). */
    private String things(Object arg) {
        if (arg instanceof ForbiddenSpace f) {
            return sentence("dragon.forbidden." + f.id());
        }
        if (arg instanceof PlayableSpace p) {
            return sentence("dragon.playable." + p.id());
        }
        if (arg instanceof DragonCard c) {
            return sentence("dragon.card." + c.id());
        }
        if (arg instanceof RuleSource.Active a) {
            return a.eternal().title();
        }
        if (arg instanceof RuleSource.Dragon d) {
            return sentence("dragon.source." + d.id());
        }
        if (arg instanceof EternalAbility a) {
            return a.numbers().isEmpty() ? sentence("ability." + a.id())
                    : sentence("ability." + a.id(), numbers(a.numbers()));
        }
        if (arg instanceof PassAction a) {
            return sentence("pass.icon." + a.id());
        }
        if (arg instanceof Move.Part p) {
            return sentence("move.part." + p.name().toLowerCase(Locale.ROOT));
        }
        if (arg instanceof Quote q) { // a value as given, quoted and shortened (P466)
            return Quoted.of(q.value());
        }
        if (arg instanceof Reason r) { // a reason inside a sentence: "In "…", <the reason>." (P464)
            return sentence(r.key(), r.args());
        }
        return String.valueOf(arg);
    }

    /** "6", "6 or 8", "5, 6 or 7": the numbers an ability fires on. */
    private String numbers(List<Integer> ns) {
        String out = String.valueOf(ns.get(ns.size() - 1));
        if (ns.size() > 1) {
            out = sentence("ability.numbers.last", ns.get(ns.size() - 2), out);
        }
        for (int i = ns.size() - 3; i >= 0; i--) {
            out = sentence("ability.numbers.more", ns.get(i), out);
        }
        return out;
    }

    /** What a pass icon does, for its button's tooltip ("Take a rare card from the Rare Area."; P455). */
    public static String passHint(PassAction action) {
        return english(Colour::title).sentence("pass.hint." + action.id());
    }

    /** "red 5", "a purple card", "a rare card" (P385). */
    private String card(RevealedCard c) {
        switch (c.kind()) {
            case NUMBER: return sentence("card.number", c.space().row().id(), c.space().number());
            case PURPLE: return sentence("card.purple");
            default: return sentence("card.rare");
        }
    }

    /** The card that belongs on a space, for the app's hints and menus ("red 5", "a purple card"; P385). */
    public static String cardName(Space space) {
        return english(Colour::title).text(RevealedCard.of(space));
    }

    /** "red 5, blue 3, 2 rare cards" or "no card": the discard pile's known contents in a refusal (R69, P385). */
    private String pile(DiscardPileCards p) {
        List<String> named = new ArrayList<>();
        p.known().forEach(c -> named.add(card(c)));
        if (p.rares() > 0) {
            named.add(sentence("pile.rares", p.rares()));
        }
        return named.isEmpty() ? sentence("pile.empty") : String.join(", ", named);
    }

    /** "two cards or fewer", "exactly one card", "[0, 2] cards": the Expert Hard Pass's sizes (R42, R75; P356). */
    private String hardPass(HardPass h) {
        int max = Collections.max(h.sizes());
        if (h.upToLargest()) {
            return sentence("hardPass.sizes.upTo", new HardPass.Cards(max));
        }
        if (h.sizes().size() == 1) {
            return sentence("hardPass.sizes.exactly", new HardPass.Cards(max));
        }
        return sentence("hardPass.sizes.list", h.sizes());
    }

    /** "purple cards and 3s", "3s and 8s", "nothing" (P325). */
    private String forbidden(ForbiddenCards f) {
        String out = f.purple() ? sentence("forbidden.purple") : null;
        for (int n : f.numbers()) {
            String item = sentence("forbidden.number", n);
            out = out == null ? item : sentence("forbidden.and", out, item);
        }
        return out == null ? sentence("forbidden.nothing") : out;
    }

    private static int number(Object arg) {
        if (arg instanceof Number n) {
            return n.intValue();
        }
        throw new IllegalArgumentException("A count must be a number, not " + arg);
    }

    /** 1st, 2nd, 3rd, 4th, 11th, 21st. */
    static String ordinal(int n) {
        int mod100 = n % 100;
        if (mod100 >= 11 && mod100 <= 13) {
            return n + "th";
        }
        switch (n % 10) {
            case 1: return n + "st";
            case 2: return n + "nd";
            case 3: return n + "rd";
            default: return n + "th";
        }
    }
}
