package org.eternalsevens.words;

import org.eternalsevens.rules.board.HardPassLimit;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.basics.Verdict;
import org.junit.jupiter.api.Test;

/**
 * The one place where the words of refusals are checked (P300, P301): each kind of value renders as the player read
 * it before the refusals became values, and every {@code reason.} key of the bundle is both made by the code and
 * filled without a placeholder left over. The engine's own tests compare reasons as values.
 */
class ReasonWordsTest {
    private final ReasonWords words = ReasonWords.of(Words.english(
            c -> Map.of(Colour.RED, "Ann").getOrDefault(c, c.title())));

    private String say(Verdict v) {
        return words.sentence(v);
    }

    @Test
    void P300_aPlayerIsCalledByTheNameAtThisTable_andAColourWordByTheColour() {
        assertThat(say(Verdict.refuse(RejectCode.NO_DISCS, Colour.RED))).isEqualTo("Ann has no pass discs left.");
        assertThat(say(Verdict.refuse(RejectCode.NO_DISCS, Colour.BLUE))).isEqualTo("Blue has no pass discs left.");
        assertThat(say(Verdict.refuseAs(RejectCode.NOT_YOUR_TURN, "choose", "Green", "Red")))
                .isEqualTo("Green chooses a board now, not Red.");
    }

    @Test
    void P300_countsSpacesAndQuotesRenderAsBefore() {
        assertThat(say(Verdict.refuse(RejectCode.REVEAL_WRONG_RARES, "Red", 1, 0L)))
                .isEqualTo("Red holds 1 rare card, but the revealed hand lists 0.");
        assertThat(say(Verdict.refuse(RejectCode.REVEAL_WRONG_RARES, "Red", 2, 3L)))
                .isEqualTo("Red holds 2 rare cards, but the revealed hand lists 3.");
        assertThat(say(Verdict.refuseAs(RejectCode.HARD_PASS_HAND_SIZE, "board", "Pegasus", HardPassLimit.EXACTLY1,
                Colour.RED, 2))).isEqualTo("Pegasus may Hard Pass only with exactly one card; Ann holds 2 cards.");
        assertThat(say(Verdict.refuse(RejectCode.NOT_ADJACENT, Space.parse("R3"), "red")))
                .isEqualTo("R3 is not next to a card in the red row.");
        assertThat(say(Verdict.refuse(RejectCode.SPACE_UNDER_STAR_BLOCK, Space.parse("B9"), "blue")))
                .isEqualTo("B9 is under the blue star block: it can be filled only as the last empty space of the "
                        + "blue row.");
        assertThat(say(Verdict.refuse(RejectCode.NO_FORBIDDEN_AFTER_NO_HARD_PASS))).isEqualTo("\u201cYou cannot "
                + "Hard Pass\u201d stands to the end of the round: no Forbidden action can be taken any more.");
        assertThat(say(Verdict.refuseAs(RejectCode.ONLY_RARES_LEFT, "play", Colour.RED, Space.parse("G5"))))
                .isEqualTo("Ann holds only rare cards: play one with \"rare G5\".");
    }

    @Test
    void P301_aCodeWithSeveralSentencesHasOneKeyPerCase() {
        assertThat(say(Verdict.refuseAs(RejectCode.AWAITING_CHOICE, "hard_pass", Colour.RED)))
                .isEqualTo("Ann must first finish what the turn waits for.");
        assertThat(say(Verdict.refuseAs(RejectCode.NOT_NEXT_DRAGON_SPACE, "forbidden_last")))
                .isEqualTo("The Forbidden cube moves down one space at a time: it stands on its last space.");
        assertThat(say(Verdict.refuseAs(RejectCode.NOT_NEXT_DRAGON_SPACE, "forbidden", 3)))
                .isEqualTo("The Forbidden cube moves down one space at a time: its next space is 3.");
        assertThat(Verdict.refuseAs(RejectCode.BAD_CORRECTION, "hearts", 21, 3, 25).reason().key())
                .isEqualTo("reason.bad_correction.hearts");
        assertThat(say(Verdict.refuseAs(RejectCode.BAD_CORRECTION, "hearts", 21, 3, 25)))
                .isEqualTo("Hearts go up to 21 with 3 players (R41), not 25.");
    }

    @Test
    void P303_aNotationSentenceIsToldAsItIs() {
        assertThat(words.sentence(new org.eternalsevens.record.NotationException(RejectCode.BAD_ARGUMENT,
                "\"Q9\" is not a space.").why())).isEqualTo("\"Q9\" is not a space.");
    }

    @Test
    void P300_everyReasonKeyIsFilledWithNoPlaceholderLeft() throws IOException {
        Properties bundle = bundle();
        List<String> keys = reasonKeys(bundle);
        assertThat(keys).hasSizeGreaterThan(100);
        for (String key : keys) {
            List<Object> args = new ArrayList<>(Collections.nCopies(6, (Object) 2));
            String s = Words.english(Colour::title).sentence(key, args);
            assertThat(s).as(key).doesNotContainPattern("\\{\\d").isNotBlank();
            assertThat(s.endsWith(".") || s.equals("2")).as(key + ": a sentence").isTrue();
        }
    }

    /**
     * Every reason key the code makes is in the bundle, and every key of the bundle is made somewhere: a key is
     * {@code reason.<code>[.<case>]}, made by {@code refuse(RejectCode.CODE, …)} or {@code refuseAs(…CODE, "case", …)}
     * (the corrections' {@code bad("case", …)} make {@code reason.bad_correction.<case>}; a case chosen at run time
     * counts when its code and its word both stand in the code).
     */
    @Test
    void P301_theBundleAndTheCodeNameTheSameReasons() throws IOException {
        String code = mainSources();
        List<String> made = new ArrayList<>();
        Matcher as = Pattern.compile("refuseAs\\((?:RejectCode|org\\.eternalsevens\\.rules\\.RejectCode)\\.(\\w+),"
                + "\\s*\"(\\w+)\"").matcher(code);
        while (as.find()) {
            made.add("reason." + as.group(1).toLowerCase(Locale.ROOT) + "." + as.group(2));
        }
        Matcher one = Pattern.compile("refuse\\(RejectCode\\.(\\w+)").matcher(code);
        while (one.find()) {
            made.add("reason." + one.group(1).toLowerCase(Locale.ROOT));
        }
        Matcher bad = Pattern.compile("\\bbad\\(\"(\\w+)\"").matcher(code);
        while (bad.find()) {
            made.add("reason.bad_correction." + bad.group(1));
        }
        Matcher cases = Pattern.compile("case (\\w+):\\s*return Verdict\\.refuse\\((?:c|code)\\b").matcher(code);
        while (cases.find()) { // Plays' and Legality's switches over the code
            made.add("reason." + cases.group(1).toLowerCase(Locale.ROOT));
        }
        made.add("reason.no_rare_card.play"); // Plays: refuseAs(c, "play", …) under case NO_RARE_CARD and ONLY_RARES_LEFT
        made.add("reason.only_rares_left.play");
        made.add("reason.not_adjacent"); // Legality: the switch's default
        made.add(org.eternalsevens.record.NotationException.KEY);
        List<String> keys = reasonKeys(bundle());
        assertThat(keys).as("reason keys made in the code are in the bundle").containsAll(made);
        List<String> unmade = new ArrayList<>();
        for (String key : keys) {
            if (!made.contains(key) && !namedInCode(key, code)) {
                unmade.add(key);
            }
        }
        assertThat(unmade).as("reason keys of the bundle made nowhere in the code").isEmpty();
    }

    /** A case chosen at run time (a ternary, a parameter): its code and its case's word both stand in the code. */
    private static boolean namedInCode(String key, String code) {
        String[] parts = key.split("\\.");
        return parts.length == 3 && code.contains("RejectCode." + parts[1].toUpperCase(Locale.ROOT))
                && code.contains("\"" + parts[2] + "\"");
    }

    private static List<String> reasonKeys(Properties bundle) {
        return bundle.stringPropertyNames().stream().filter(k -> k.startsWith("reason.")).sorted().toList();
    }

    private static Properties bundle() throws IOException {
        Properties p = new Properties();
        try (InputStream in = ReasonWordsTest.class.getResourceAsStream("/org/eternalsevens/words/words.properties")) {
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }

    private static String mainSources() throws IOException {
        StringBuilder all = new StringBuilder();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path f : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                all.append(Files.readString(f)).append('\n');
            }
        }
        return all.toString();
    }

    /** P324: a board's hand sizes are worded from the limit, each limit with its key. */
    @Test
    void R75_P324_every_hard_pass_limit_is_worded() {
        Words w = Words.english(Colour::title);
        assertThat(java.util.Arrays.stream(HardPassLimit.values()).map(w::text).toList())
                .containsExactly("two cards or fewer", "three cards or fewer", "exactly one card");
    }
}
