package org.eternalsevens.words;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.Stage;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Space;

/**
 * The instruction line (issue 25 §4, P350): what the player to move may do now, named from the one legal list
 * (P227) and the stages table (P280), never written per case; and the Must Play reminder (P351).
 */
public final class InstructionWords {
    /** What a player may do in a turn or a Dragon offer, one per kind of move; in the order the line names them. */
    public enum Verb {
        PLAY, PLAY_RARE, PASS, ACQUIRE, ELIMINATE, HARD_PASS, END_TURN, DRAGON, DECLINE_DRAGON;

        /** The key of its words. */
        public String key() {
            return "instruction.verb." + name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** The verb of each kind of move the line names; the other kinds are asked by their own question. */
    private static final Map<Class<? extends Move>, Verb> OF_KIND = Map.of(
            Move.Play.class, Verb.PLAY, Move.PlayRare.class, Verb.PLAY_RARE, Move.Pass.class, Verb.PASS,
            Move.Acquire.class, Verb.ACQUIRE, Move.Eliminate.class, Verb.ELIMINATE, Move.EndTurn.class, Verb.END_TURN,
            Move.TakeDragon.class, Verb.DRAGON, Move.DeclineDragon.class, Verb.DECLINE_DRAGON);

    private final Words words;

    private InstructionWords(Words words) {
        this.words = words;
    }

    public static InstructionWords of(Words words) {
        return new InstructionWords(words);
    }

    /** Whether the line speaks for this stage: a turn's moves and the Dragon offer (R40, R42). */
    public static boolean speaksFor(Stage stage) {
        return stage == Stage.PLAY || stage == Stage.CONTINUE || stage == Stage.OPEN_FOR_HARD_PASS
                || stage == Stage.DRAGON;
    }

    /**
     * The verbs of what is legal now: each kind the legal list holds, and a Hard Pass when the engine allows one (the
     * list leaves it out, since its hand is the table's to enter: R42).
     */
    public static Set<Verb> verbs(GameState s, List<Move> legal) {
        Set<Verb> out = EnumSet.noneOf(Verb.class);
        for (Move m : legal) {
            Verb v = OF_KIND.get(m.getClass());
            if (v != null) {
                out.add(v);
            }
        }
        if (s.gamer() != null && Stage.of(s).allows(Move.HardPass.class) && LegalMoves.hardPass(s).ok()) {
            out.add(Verb.HARD_PASS);
        }
        return out;
    }

    /** The line for the player to move: "Dev to move: play a card, pass on an icon, or declare elimination." */
    public String line(GameState s, Set<Verb> verbs) {
        Stage stage = Stage.of(s);
        if (verbs.isEmpty()) {
            return words.sentence("instruction.nothing", s.toMove());
        }
        String what = switch (stage) {
            case CONTINUE -> "instruction.continue";
            case OPEN_FOR_HARD_PASS -> "instruction.open";
            case DRAGON -> "instruction.dragon";
            default -> "instruction.play";
        };
        return words.sentence(what, s.toMove(), list(verbs, stage == Stage.CONTINUE));
    }

    /** The verbs as a list: "play a card, Hard Pass, or end the turn"; a card and a rare card are one verb. */
    public String list(Set<Verb> verbs, boolean another) {
        List<String> parts = new ArrayList<>();
        for (Verb v : verbs) {
            if (v == Verb.PLAY_RARE && verbs.contains(Verb.PLAY)) {
                continue; // named with the card: "play a card or a rare card"
            }
            String key = v == Verb.PLAY && verbs.contains(Verb.PLAY_RARE) ? "instruction.verb.play_any" : v.key();
            parts.add(words.sentence(another && words.has(key + ".another") ? key + ".another" : key));
        }
        return join(parts, "instruction.or", "instruction.and.or");
    }

    /** A list's items joined: "a", "a, or b" / "a and b", "a, b, or c" (the last pair's pattern is {@code lastKey}). */
    private String join(List<String> parts, String twoKey, String lastKey) {
        if (parts.size() == 1) {
            return parts.get(0);
        }
        String out = parts.get(0);
        for (int i = 1; i < parts.size(); i++) {
            out = words.sentence(i == parts.size() - 1 ? (parts.size() == 2 ? twoKey : lastKey) : "instruction.comma",
                    out, parts.get(i));
        }
        return out;
    }

    /**
     * The spaces whose Must Play token binds the player to move now: a token on a space where the legal list lets
     * them play a card (a rare card is never forced, and a star block or X token makes the card not eligible).
     */
    public static List<Space> mustPlaySpaces(GameState s, List<Move> legal) {
        List<Space> out = new ArrayList<>();
        for (Move m : legal) {
            if (m instanceof Move.Play p && s.field().hasMustPlay(p.space()) && !out.contains(p.space())) {
                out.add(p.space());
            }
        }
        return out;
    }

    /**
     * The Must Play reminder (P351): "Must Play on B4: if Dev holds that card, Dev must play it before any other card,
     * or pass."; null when no token binds. After a first card: the card must be the next one.
     */
    public String mustPlay(GameState s, List<Move> legal) {
        List<Space> spaces = mustPlaySpaces(s, legal);
        if (spaces.isEmpty()) {
            return null;
        }
        List<String> names = new ArrayList<>();
        spaces.forEach(sp -> names.add(sp.toString()));
        String key = "mustPlay.reminder." + (Stage.of(s) == Stage.CONTINUE ? "next" : "first")
                + (spaces.size() == 1 ? ".one" : ".many");
        Colour who = s.toMove();
        return words.sentence(key, who, join(names, "mustPlay.and", "mustPlay.and.last"));
    }
}
