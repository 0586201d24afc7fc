package org.eternalsevens.words;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Reason;
import org.junit.jupiter.api.Test;

/**
 * P464, P465: the words of a move that cannot be read and of a damaged autosave, made from their keys and values;
 * the one place their wording is checked (the record's tests compare the values).
 */
class RecordReadingWordsTest {
    private static final Words WORDS = Words.english(Colour::title);

    private static Map<Reason, String> samples() {
        Map<Reason, String> m = new LinkedHashMap<>();
        put(m, "notation.empty", "The move is empty.");
        put(m, "notation.control", "The move holds a control character (U+0007) at character 12: a move is plain text "
                + "on one line (RECORD-FORMAT).", "0007", 12);
        put(m, "notation.noColon", "\"nothing\" is not a move: write it as \"red: play R5\".", "\"nothing\"");
        put(m, "notation.noVerb", "\"red:\" names no move after the colon.", "\"red:\"");
        put(m, "notation.actor", "\"purple\" is not a player: a move starts with red, blue, green, yellow or table.",
                "\"purple\"");
        put(m, "notation.in", "In \"red: pass block\", a block pass names the row of the block to move.",
                "\"red: pass block\"", new Reason("move.args.row", java.util.List.of()));
        put(m, "notation.verb", "\"fly\" is not a move: use play, rare, pass, reveal, give, declare, swap, mustplay, "
                + "acquire, end, eliminated, hardpass, dragon or choose.", "\"fly\"");
        put(m, "notation.giveRare", "After \"give COLOUR\" only * may follow, for a rare card.");
        put(m, "notation.declare", "\"mauve\" is not a colour to declare: red, blue, green, yellow or purple.",
                "\"mauve\"");
        put(m, "notation.revealed", "\"q\" is not a card of a revealed hand: write R3, P for a purple card, or * for a "
                + "rare card.", "\"q\"");
        put(m, "notation.dragon.which", "Say which Dragon action: forbidden, playable, choice COLOUR ACTION, or none.");
        put(m, "notation.dragon.forbidden", "\"9\" is not a space of the Forbidden card: write 1, 2, 3 or 4.", "\"9\"");
        put(m, "notation.dragon.choice", "\"fly\" is not a space of the Choice card: apt, heart, minotaur, mummy, "
                + "hardpass or goout.", "\"fly\"");
        put(m, "notation.dragon.action", "\"fly\" is not a Dragon action: forbidden, playable, choice COLOUR ACTION, or "
                + "none.", "\"fly\"");
        put(m, "notation.pass.which", "Say which pass icon: for example \"pass discard\".");
        put(m, "notation.pass.bonus", "\"discard+x\": a token bonus is written +1 or +2.", "\"discard+x\"");
        put(m, "notation.pass.icon", "\"fly\" is not a pass icon: rare, discard, eternal, mustplay, block, dragon, "
                + "shared, or on Pro boards mustplay2, take, declare, tens or drain.", "\"fly\"");
        put(m, "notation.pass.row", "\"q\" is not a row: write R, B, G or Y.", "\"q\"");
        put(m, "notation.pass.rare", "After \"pass discard\" only * may follow, for a rare card.", "discard");
        put(m, "notation.pass.take", "\"q9\" is not a card to take: write nothing, * for a rare card, or a face-up card "
                + "as R5 or P.", "\"q9\"");
        put(m, "notation.table.rare", "Write a rare card's move as \"table: rare red>blue\".");
        put(m, "notation.table.rareSame", "A rare card moves between two different players.");
        put(m, "notation.table.fix", "\"foo\" cannot be corrected: use hand, rares, apt, stars, hearts or discs.",
                "\"foo\"");
        put(m, "notation.table.count", "\"100\" is not a count from 0 to 99.", "\"100\"");
        put(m, "notation.table.verb", "\"jump\" is not a table move: use \"table: rare C1>C2\" or \"table: fix FIELD "
                + "COLOUR VALUE\".", "\"jump\"");
        put(m, "notation.space", "\"Z9\" is not a space: write a row letter and 0..11, like R5.", "\"Z9\"");
        put(m, "notation.colour", "\"mauve\" is not a player colour: red, blue, green or yellow.", "\"mauve\"");
        put(m, "notation.args.fewer", "\"play\" needs more: see the record format for how to write it.", "\"play\"");
        put(m, "notation.args.more", "\"end\" has too many words: \"now\" is not expected.", "\"end\"", "\"now\"");
        put(m, "journal.torn", "The last autosave entry was incomplete (the app stopped, or the disk was full, while it "
                + "was being written) and was left out; its move had not been shown, so no shown move is missing.");
        put(m, "journal.damaged", "Autosave entry 3 of 4 is damaged in the middle of the file: the game was resumed up "
                + "to the entry before it, and 1 entries from there on were not replayed. A copy of the whole autosave "
                + "is kept in /tmp/current.jsonl.damaged-1.", 3, 4, 1, Path.of("/tmp/current.jsonl.damaged-1"));
        put(m, "journal.empty", "It is empty.");
        put(m, "journal.firstLine", "Its first line, which holds the game's setup, is damaged.");
        put(m, "journal.notAGame", "It does not begin with a game.");
        put(m, "journal.notOrdinary", "it is not an ordinary file, so it was not copied");
        return m;
    }

    private static void put(Map<Reason, String> m, String key, String words, Object... args) {
        m.put(new Reason(key, java.util.Arrays.asList(args)), words);
    }

    @Test
    void P464_P465_each_reading_and_journal_key_says_its_sentence() {
        samples().forEach((r, words) -> assertThat(WORDS.sentence(r.key(), r.args())).as(r.key()).isEqualTo(words));
        samples().forEach((r, words) -> assertThat(ReasonWords.of(WORDS).sentence(r)).as(r.key()).isEqualTo(words));
    }

    @Test
    void P464_P465_every_reading_and_journal_key_in_the_bundle_is_sampled() {
        ResourceBundle bundle = ResourceBundle.getBundle("org.eternalsevens.words.words", Locale.ROOT);
        Set<String> inBundle = new TreeSet<>();
        bundle.keySet().stream().filter(k -> k.startsWith("journal.")
                || k.startsWith("notation.") && !k.startsWith("notation.name.")).forEach(inBundle::add);
        Set<String> sampled = new TreeSet<>();
        samples().keySet().forEach(r -> sampled.add(r.key()));
        assertThat(sampled).isEqualTo(inBundle);
    }
}
