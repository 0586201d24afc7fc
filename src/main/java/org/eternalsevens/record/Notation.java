package org.eternalsevens.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

import org.eternalsevens.rules.basics.CardColour;
import org.eternalsevens.rules.dragon.ChoiceAction;
import org.eternalsevens.rules.dragon.DragonAction;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.FixField;
import org.eternalsevens.rules.board.IconName;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.MoveArgumentException;
import org.eternalsevens.rules.board.PassAction;
import org.eternalsevens.rules.PassArgs;
import org.eternalsevens.rules.PassRules;
import org.eternalsevens.words.Quoted;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.basics.Space;

/**
 * The move notation of RECORD-FORMAT.md: {@code ACTOR: VERB ARGS...}. {@link #parse} reads any case and extra
 * blanks and drops {@code #} comments; {@link #print} writes the canonical form, which parses back to the same move.
 */
public final class Notation {
    private Notation() {
    }

    public static Move parse(String line) throws NotationException {
        if (line == null) {
            throw unreadable("empty");
        }
        int control = controlAt(line);
        if (control >= 0) {
            throw unreadable("control", String.format("%04X", (int) line.charAt(control)), control + 1);
        }
        int hash = line.indexOf('#');
        // (?U): a non-breaking space is a blank too
        String text = (hash >= 0 ? line.substring(0, hash) : line).replaceAll("(?U)\\s+", " ").trim();
        int colon = text.indexOf(':');
        if (colon < 0) {
            throw unreadable("noColon", Quoted.of(line.trim()));
        }
        String who = text.substring(0, colon).trim().toLowerCase(Locale.ROOT);
        String[] w = text.substring(colon + 1).trim().toLowerCase(Locale.ROOT).split(" ");
        if (w.length == 0 || w[0].isEmpty()) {
            throw unreadable("noVerb", Quoted.of(line.trim()));
        }
        if (who.equals("table")) {
            return table(w);
        }
        Colour actor = Colour.parse(who);
        if (actor == null) {
            throw unreadable("actor", Quoted.of(who));
        }
        try {
            return player(actor, w);
        } catch (MoveArgumentException e) {
            throw wrong("in", Quoted.of(line.trim()), e.reason());
        } catch (IllegalArgumentException e) {
            throw wrong("in", Quoted.of(line.trim()), e.getMessage());
        }
    }

    // a note's leading blanks: what note() collapses and trims
    private static final java.util.regex.Pattern NOTE = java.util.regex.Pattern.compile("[\\x00-\\x20\\p{IsWhite_Space}]*#");

    /** Whether the line is a note ({@link #note} not null), found without copying it: a million are asked (P237). */
    public static boolean isNote(String line) {
        return line != null && NOTE.matcher(line).lookingAt() && controlAt(line) < 0;
    }

    /**
     * The note of a move that is only a comment ({@code # just a note}), or null. Such a line is kept in the log
     * and the record as a note and changes nothing (RECORD-FORMAT: "#" starts a comment).
     */
    public static String note(String line) {
        if (!isNote(line)) {
            return null; // at once, without copying the line (P237); a control character makes it no note (P246)
        }
        String t = line.replaceAll("(?U)\\s+", " ").trim();
        return t.startsWith("#") ? t.substring(1).trim() : null;
    }

    private static Move player(Colour a, String[] w) throws NotationException {
        switch (w[0]) {
            case "play": return new Move.Play(a, space(w, 1));
            case "rare": return new Move.PlayRare(a, space(w, 1));
            case "pass": return pass(a, w);
            case "reveal":
                args(w, 2, 2);
                return new Move.Reveal(a, w[1]);
            case "give":
                args(w, 2, 3);
                if (w.length == 3 && !w[2].equals("*")) {
                    throw wrong("giveRare");
                }
                return new Move.Give(a, colour(w[1]), w.length == 3);
            case "declare":
                args(w, 2, 2);
                CardColour c = CardColour.parse(w[1]);
                if (c == null) {
                    throw wrong("declare", Quoted.of(w[1]));
                }
                return new Move.Declare(a, c);
            case "swap":
                args(w, 2, 2);
                return new Move.Swap(a, colour(w[1]));
            case "mustplay": return new Move.PlaceMustPlay(a, space(w, 1));
            case "acquire":
                args(w, 1, 2);
                return new Move.Acquire(a, w.length == 2 ? w[1] : null);
            case "end":
                args(w, 1, 1);
                return new Move.EndTurn(a);
            case "eliminated":
                args(w, 1, 1);
                return new Move.Eliminate(a);
            case "hardpass": return hardPass(a, w);
            case "dragon": return dragon(a, w);
            case "choose":
                args(w, 2, 2);
                return new Move.Choose(a, w[1]);
            default:
                throw NotationException.of(RejectCode.UNKNOWN_VERB, "verb", Quoted.of(w[0]));
        }
    }

    /** {@code hardpass R3 P *}: the revealed hand, empty for an empty hand (R42). */
    private static Move hardPass(Colour a, String[] w) throws NotationException {
        List<RevealedCard> hand = new ArrayList<>();
        for (int i = 1; i < w.length; i++) {
            RevealedCard c = RevealedCard.parse(w[i]);
            if (c == null) {
                throw wrong("revealed", Quoted.of(w[i]));
            }
            hand.add(c);
        }
        return new Move.HardPass(a, hand);
    }

    /** {@code dragon forbidden [N]}, {@code dragon playable}, {@code dragon choice COLOUR ACTION}, {@code dragon none}. */
    private static Move dragon(Colour a, String[] w) throws NotationException {
        if (w.length < 2) {
            throw wrong("dragon.which");
        }
        switch (w[1]) {
            case "none":
                args(w, 2, 2);
                return new Move.DeclineDragon(a);
            case "playable":
                args(w, 2, 2);
                return new Move.TakeDragon(a, new DragonAction.Playable());
            case "forbidden":
                args(w, 2, 3);
                if (w.length == 2) {
                    return new Move.TakeDragon(a, new DragonAction.Forbidden());
                }
                if (!w[2].matches("[1-4]")) {
                    throw wrong("dragon.forbidden", Quoted.of(w[2]));
                }
                return new Move.TakeDragon(a, new DragonAction.Forbidden(OptionalInt.of(w[2].charAt(0) - '0')));
            case "choice":
                args(w, 4, 4);
                ChoiceAction action = ChoiceAction.parse(w[3]);
                if (action == null) {
                    throw wrong("dragon.choice", Quoted.of(w[3]));
                }
                return new Move.TakeDragon(a, new DragonAction.Choice(colour(w[2]), action));
            default:
                throw wrong("dragon.action", Quoted.of(w[1]));
        }
    }

    private static Move pass(Colour a, String[] w) throws NotationException {
        if (w.length < 2) {
            throw wrong("pass.which");
        }
        String icon = w[1];
        Integer bonus = null;
        int plus = icon.indexOf('+');
        if (plus >= 0) {
            String n = icon.substring(plus + 1);
            if (n.length() != 1 || !Character.isDigit(n.charAt(0))) {
                throw wrong("pass.bonus", Quoted.of(icon));
            }
            bonus = n.charAt(0) - '0';
            icon = icon.substring(0, plus);
        }
        PassAction action = PassAction.parse(icon);
        if (action == null) {
            throw wrong("pass.icon", Quoted.of(icon));
        }
        IconName name = new IconName(action, bonus);
        switch (PassRules.of(action).args()) {
            case SPACE:
                return new Move.Pass(a, name, new PassArgs.OnSpace(space(w, 2)));
            case ROW:
                args(w, 3, 3);
                Colour row = w[2].length() == 1 ? Colour.ofLetter(w[2].charAt(0)) : Colour.parse(w[2]);
                if (row == null) {
                    throw wrong("pass.row", Quoted.of(w[2]));
                }
                return new Move.Pass(a, name, new PassArgs.OfRow(row));
            case RARE_OR_NONE:
                args(w, 2, 3);
                if (w.length == 3 && !w[2].equals("*")) {
                    throw wrong("pass.rare", action.id());
                }
                return new Move.Pass(a, name, w.length == 3 ? new PassArgs.RareCard() : PassArgs.NONE);
            case TWO_SPACES: // R69: two spaces, or one when only one token or one space is left
                args(w, 3, 4);
                return new Move.Pass(a, name, new PassArgs.TwoSpaces(space(w[2]), w.length == 4 ? space(w[3]) : null));
            case COLOUR: // R70
                args(w, 3, 3);
                CardColour c = CardColour.parse(w[2]);
                if (c == null) {
                    throw wrong("declare", Quoted.of(w[2]));
                }
                return new Move.Pass(a, name, new PassArgs.OfColour(c));
            case TAKEN: // R66: nothing (a face-down card), * (a rare card), or a face-up card R5 or P
                args(w, 2, 3);
                if (w.length == 2) {
                    return new Move.Pass(a, name, PassArgs.Taken.FACE_DOWN);
                }
                RevealedCard card = RevealedCard.parse(w[2]);
                if (card == null) {
                    throw wrong("pass.take", Quoted.of(w[2]));
                }
                return new Move.Pass(a, name, new PassArgs.Taken(card));
            default:
                args(w, 2, 2);
                return new Move.Pass(a, name, PassArgs.NONE);
        }
    }

    private static Space space(String word) throws NotationException {
        return space(new String[] {word}, 0);
    }

    private static Move table(String[] w) throws NotationException {
        if (w[0].equals("rare")) {
            args(w, 2, 2);
            String[] pair = w[1].split(">");
            if (pair.length != 2) {
                throw wrong("table.rare");
            }
            Colour from = colour(pair[0]);
            Colour to = colour(pair[1]);
            if (from == to) {
                throw wrong("table.rareSame");
            }
            return new Move.TableRare(from, to);
        }
        if (w[0].equals("fix")) {
            args(w, 4, 4);
            FixField f = FixField.parse(w[1]);
            if (f == null) {
                throw wrong("table.fix", Quoted.of(w[1]));
            }
            Colour c = colour(w[2]);
            if (!w[3].matches("\\d{1,2}")) {
                throw wrong("table.count", Quoted.of(w[3]));
            }
            return new Move.TableFix(f, c, Integer.parseInt(w[3]));
        }
        throw NotationException.of(RejectCode.UNKNOWN_VERB, "table.verb", Quoted.of(w[0]));
    }

    private static Space space(String[] w, int i) throws NotationException {
        args(w, i + 1, i + 1);
        Space s = Space.parse(w[i]);
        if (s == null) {
            throw wrong("space", Quoted.of(w[i].toUpperCase(Locale.ROOT)));
        }
        return s;
    }

    private static Colour colour(String s) throws NotationException {
        Colour c = Colour.parse(s);
        if (c == null) {
            throw wrong("colour", Quoted.of(s));
        }
        return c;
    }

    private static void args(String[] w, int min, int max) throws NotationException {
        if (w.length < min) {
            throw wrong("args.fewer", Quoted.of(w[0]));
        }
        if (w.length > max) {
            throw wrong("args.more", Quoted.of(w[0]), Quoted.of(w[max]));
        }
    }

    /**
     * Where the first control character of a move is (NUL, a line break, DEL, C1 codes...), or -1: a move or a note
     * is plain text on one line, so any is refused (P246). A tab is a blank, as RECORD-FORMAT allows extra blanks.
     */
    static int controlAt(String line) {
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (Character.isISOControl(c) && c != '\t') {
                return i;
            }
        }
        return -1;
    }

    /** A move that cannot be read at all: its sentence's key under {@code notation.} and its values (P464). */
    private static NotationException unreadable(String key, Object... args) {
        return NotationException.of(RejectCode.UNREADABLE_MOVE, key, args);
    }

    private static NotationException wrong(String key, Object... args) {
        return NotationException.of(RejectCode.BAD_ARGUMENT, key, args);
    }

    /** The canonical string of a move. */
    public static String print(Move m) {
        if (m instanceof Move.TableRare t) {
            return "table: rare " + t.from().id() + ">" + t.to().id();
        }
        if (m instanceof Move.TableFix t) {
            return "table: fix " + t.field().id() + " " + t.colour().id() + " " + t.value();
        }
        return m.actor().id() + ": " + verb(m);
    }

    private static String args(PassArgs a) {
        if (a instanceof PassArgs.OnSpace o) {
            return " " + o.space();
        }
        if (a instanceof PassArgs.OfRow r) {
            return " " + r.row().letter();
        }
        if (a instanceof PassArgs.TwoSpaces t) {
            return " " + t.first() + (t.second() == null ? "" : " " + t.second());
        }
        if (a instanceof PassArgs.OfColour c) {
            return " " + c.colour().id();
        }
        if (a instanceof PassArgs.Taken t) {
            return t.card() == null ? "" : " " + t.card();
        }
        return a instanceof PassArgs.RareCard ? " *" : "";
    }

    private static String verb(Move m) {
        if (m instanceof Move.Play p) {
            return "play " + p.space();
        }
        if (m instanceof Move.PlayRare p) {
            return "rare " + p.space();
        }
        if (m instanceof Move.Pass p) {
            return "pass " + p.icon().label() + args(p.args());
        }
        if (m instanceof Move.Reveal r) {
            return "reveal " + r.name();
        }
        if (m instanceof Move.Give g) {
            return "give " + g.target().id() + (g.rare() ? " *" : "");
        }
        if (m instanceof Move.Declare d) {
            return "declare " + d.colour().id();
        }
        if (m instanceof Move.Swap s) {
            return "swap " + s.target().id();
        }
        if (m instanceof Move.PlaceMustPlay p) {
            return "mustplay " + p.space();
        }
        if (m instanceof Move.Acquire a) {
            return a.card() == null ? "acquire" : "acquire " + a.card();
        }
        if (m instanceof Move.EndTurn) {
            return "end";
        }
        if (m instanceof Move.HardPass h) {
            StringBuilder b = new StringBuilder("hardpass");
            h.hand().forEach(c -> b.append(' ').append(c));
            return b.toString();
        }
        if (m instanceof Move.TakeDragon t) {
            return t.action().words();
        }
        if (m instanceof Move.DeclineDragon) {
            return "dragon none";
        }
        if (m instanceof Move.Choose c) {
            return "choose " + c.board();
        }
        return "eliminated";
    }
}
