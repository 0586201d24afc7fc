package org.eternalsevens.words;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.ResourceBundle;
import java.util.stream.Stream;

import org.eternalsevens.rules.basics.Quote;
import org.eternalsevens.rules.basics.Reason;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/**
 * P496, P497: the profiles' problems ({@code profile.*}), worded as the loader wrote them before they became values:
 * each key with its arguments, and the message that lists them.
 */
class ProfileWordsTest {
    private static final String L = "levels.json";
    private static final String E = "eternal-boards.json board 9A";

    static Stream<Arguments> eachKey() {
        return Stream.of(
                Arguments.of("file.missing", List.of("gamer.json"), "gamer.json: the file is missing"),
                Arguments.of("format", List.of(L, "eternal-sevens-profile/1"),
                        L + ": \"format\" must be \"eternal-sevens-profile/1\""),
                Arguments.of("json", List.of(L, "Unexpected end-of-input"),
                        L + ": it cannot be read as JSON (Unexpected end-of-input)"),
                Arguments.of("json", List.of(L, new Reason("profile.json.empty", List.of())),
                        L + ": it cannot be read as JSON (the file is empty)"),
                Arguments.of("json", List.of(L, new Reason("profile.json.more", List.of())),
                        L + ": it cannot be read as JSON (there is more after the end of the JSON)"),
                Arguments.of("handSize", List.of(L, 3), L + ": handSizes.3 must be a hand size from 1 to 24"),
                Arguments.of("twoPlayer.taken", List.of(L),
                        L + ": twoPlayer: the common deck is smaller than the cards taken from it"),
                Arguments.of("twoPlayer.cards", List.of(L),
                        L + ": two hands and the common deck must make the 48 number cards"),
                Arguments.of("level.missing", List.of(L, "standard"), L + ": levels.standard is missing"),
                Arguments.of("level.observers", List.of(L, "pro"),
                        L + ": levels.pro: every colour needs an Observer board"),
                Arguments.of("level.boards", List.of(L), L + ": a level names no boards file"),
                Arguments.of("deck.instant", List.of(L + " levels.beginner", 3, 5),
                        L + " levels.beginner: a default instant deck must hold 3 to 5 allowed eternals"),
                Arguments.of("deck.continuous", List.of(L + " levels.beginner", 4, 4),
                        L + " levels.beginner: the default continuous deck must hold 4 to 4 allowed eternals"),
                Arguments.of("board.icon", List.of("b.json", "beginner", new Quote("fly")),
                        "b.json: board beginner: \"fly\" is not a pass icon"),
                Arguments.of("board.noIcons", List.of("b.json", "beginner"), "b.json: board beginner has no pass icons"),
                Arguments.of("board.default", List.of("b.json", "red", new Quote("none")),
                        "b.json: the default board for red (\"none\") is not in the file"),
                Arguments.of("names.list", List.of(L, "instantAllowed"), L + ": instantAllowed must be a list of names"),
                Arguments.of("names.unknown", List.of(L, "defaultContinuous", new Quote("unicorn")),
                        L + ": defaultContinuous: \"unicorn\" is not known"),
                Arguments.of("names.twice", List.of(L, "defaultInstant", new Quote("kyubi")),
                        L + ": defaultInstant: \"kyubi\" is listed twice"),
                Arguments.of("range", List.of(L, "instantSize"),
                        L + ": instantSize must be [min, max] with 1 <= min <= max"),
                Arguments.of("count", List.of(L, "discs", 1, 6), L + ": discs must be a whole number from 1 to 6"),
                Arguments.of("noIcons", List.of(E), E + ": has no pass icons"),
                Arguments.of("terms", List.of(E + " goOut"),
                        E + " goOut: must be a list of reward terms such as \"hearts 2/disc max 8\""),
                Arguments.of("term", List.of(E + " goOut", "\"x\" is not a reward term: why"),
                        E + " goOut: \"x\" is not a reward term: why"),
                Arguments.of("flag", List.of(E, "noTokens"), E + ": \"noTokens\" must be true or false"),
                Arguments.of("gamer.startingHearts", List.of("gamer.json players.4"),
                        "gamer.json players.4: startingHearts must not be above heartTarget"),
                Arguments.of("gamer.name", List.of("o.json board calm"), "o.json board calm: needs a \"name\""),
                Arguments.of("gamer.colour", List.of("o.json board calm"),
                        "o.json board calm: \"colour\" must be red, blue, green or yellow"),
                Arguments.of("gamer.sameColour", List.of("o.json board calm", "red", "passion"),
                        "o.json board calm: has the colour red of board passion too"),
                Arguments.of("gamer.icon", List.of("o.json board calm", new Quote("fly")),
                        "o.json board calm: \"fly\" is not a pass icon"),
                Arguments.of("gamer.rewards", List.of("o.json board calm"),
                        "o.json board calm: needs \"goOut\" and \"hardPassReward\" reward lists"),
                Arguments.of("gamer.observers", List.of("o.json"), "o.json: needs one board for each of the four colours"),
                Arguments.of("eternal.id", List.of(E),
                        E + ": the id must be a board number 1 to 10 and a side A or B, such as 9A"),
                Arguments.of("eternal.twice", List.of(E), E + ": is listed twice"),
                Arguments.of("eternal.sameName", List.of(E, "kraken", "3B"), E + ": has the name kraken of board 3B too"),
                Arguments.of("eternal.sides", List.of("e.json", "4B, 10B"),
                        "e.json: needs all twenty sides 1A to 10B; missing: 4B, 10B"),
                Arguments.of("eternal.key", List.of(E, new Quote("ignoresX"), "goOut, icons", "tokenOn, heartOn"),
                        E + ": \"ignoresX\" is not a key of an Eternal board (goOut, icons, or an ability: tokenOn, heartOn)"),
                Arguments.of("eternal.name", List.of(E), E + ": needs a \"name\" in lower case, one word, such as \"kyubi\""),
                Arguments.of("eternal.prep", List.of(E),
                        E + ": \"prep\" must be forbidden1, apt, rare, discard2, discard1 or disc"),
                Arguments.of("eternal.rewards", List.of(E),
                        E + ": needs \"goOut\" and \"hardPassReward\" reward lists (an empty list for none)"),
                Arguments.of("eternal.hardPass", List.of(E), E + ": \"hardPass\" must be max2, max3 or exactly1"),
                Arguments.of("eternal.tokenCap", List.of(E), E + ": \"tokenCap\" must be a whole number from 1 to 9"),
                Arguments.of("eternal.secondCard", List.of(E), E + ": \"secondCard\" must be any or sameColour"),
                Arguments.of("eternal.printed", List.of(E), E + ": \"printed\" must be a list of the rulebook's lines"),
                Arguments.of("eternal.icon", List.of(E, new Quote("fly+1")), E + ": \"fly+1\" is not a pass icon (R55: "
                        + "rare, discard, dragon, mustplay, mustplay2, block, take, declare, tens, drain, prep, each with "
                        + "+N for a bonus)"),
                Arguments.of("eternal.prepIcon", List.of(E),
                        E + ": a \"prep\" icon goes first (leftmost) exactly when \"prep\" is disc (R54)"),
                Arguments.of("eternal.numbers", List.of(E, "tokenOn"),
                        E + ": \"tokenOn\" must list the numbers it fires on, 1 to 10, such as [6, 8]"),
                Arguments.of("texts.kind", List.of("eternals.json", "instant"),
                        "eternals.json: \"instant\" must be an object of eternal names and lines"),
                Arguments.of("texts.unknown.instant", List.of("eternals.json", new Quote("kyubee")),
                        "eternals.json: \"kyubee\" is not the name of an instant eternal"),
                Arguments.of("texts.unknown.continuous", List.of("eternals.json", new Quote("krakken")),
                        "eternals.json: \"krakken\" is not the name of a continuous eternal"),
                Arguments.of("texts.line", List.of("eternals.json", "instant", "kyubi"),
                        "eternals.json: instant kyubi needs one line of text"),
                Arguments.of("texts.none", List.of("eternals.json", "continuous", "jinn"),
                        "eternals.json: continuous jinn has no line"),
                Arguments.of("place.board", List.of("eternal-boards.json", "9A"), "eternal-boards.json board 9A"),
                Arguments.of("place.in", List.of(new Reason("profile.place.board", List.of("observer-boards.json",
                        "passion")), "goOut"), "observer-boards.json board passion goOut"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("eachKey")
    void P496_each_profile_problem_in_words(String key, List<Object> args, String sentence) {
        assertThat(ReasonWords.problems(List.of(new Reason("profile." + key, args)))).containsExactly(sentence);
    }

    @Test
    void P496_every_profile_key_is_worded_here() {
        List<String> tested = new ArrayList<>(eachKey().map(a -> "profile." + a.get()[0]).toList());
        tested.addAll(List.of("profile.problems", "profile.json.empty", "profile.json.more", "profile.packed"));
        List<String> keys = ResourceBundle.getBundle("org.eternalsevens.words.words").keySet().stream()
                .filter(k -> k.startsWith("profile.")).toList();
        assertThat(tested).containsAll(keys);
    }

    @Test
    void P496_the_message_names_the_profiles_and_lists_each_problem() {
        Reason missing = new Reason("profile.file.missing", List.of(L));
        Reason discs = new Reason("profile.count", Arrays.asList(L, "discs", 1, 6));
        assertThat(ProfileWords.of("/p", List.of(missing)))
                .isEqualTo("The game profiles in /p have 1 problem:\n  levels.json: the file is missing");
        assertThat(ProfileWords.of("/p", List.of(missing, discs))).isEqualTo("The game profiles in /p have 2 problems:\n"
                + "  levels.json: the file is missing\n  levels.json: discs must be a whole number from 1 to 6");
    }

    @Test
    void P498_the_packed_profiles_are_named_in_words() {
        Reason missing = new Reason("profile.file.missing", List.of(L));
        assertThat(ProfileWords.of(null, List.of(missing))).isEqualTo(
                "The game profiles in the profiles packed into the program have 1 problem:\n"
                        + "  levels.json: the file is missing");
    }

    /** A reward term that cannot be read, in the words the old English had (P498, R56). */
    @ParameterizedTest(name = "term \"{0}\"")
    @MethodSource("terms")
    void P498_a_bad_reward_term_in_words(String text, String sentence) {
        try {
            org.eternalsevens.rules.track.RewardTerm.parse(text);
            throw new AssertionError(text + " was read as a term");
        } catch (org.eternalsevens.rules.track.RewardTerm.Unparsed u) {
            assertThat(ReasonWords.problems(List.of(new Reason("profile.term", List.of(E + " goOut", u.reason())))))
                    .containsExactly(E + " goOut: " + sentence);
        }
    }

    static Stream<Arguments> terms() {
        String units = org.eternalsevens.rules.track.RewardCounters.names();
        return Stream.of(
                Arguments.of("gold 2", "\"gold 2\" is not a reward term: a term gives \"hearts\" or \"stars\""),
                Arguments.of("hearts 2/socks", "\"hearts 2/socks\" is not a reward term: \"socks\" is not a unit ("
                        + units + ")"),
                Arguments.of("hearts two", "\"hearts two\" is not a reward term: \"two\" is not a whole number"),
                Arguments.of("hearts 2 max 3", "\"hearts 2 max 3\" is not a reward term: a maximum needs a unit and "
                        + "must be at least 1"),
                Arguments.of("stars 1 if luck=7", "\"stars 1 if luck=7\" is not a reward term: \"luck\" is not a "
                        + "counter (" + units + ")"),
                Arguments.of("stars 1 if discs", "\"stars 1 if discs\" is not a reward term: a condition is COUNTER "
                        + "OP N, e.g. \"discs=0\""),
                Arguments.of("", "\"\" is not a reward term: write KIND N[/UNIT] [max M] [if COND], e.g. "
                        + "\"hearts 2/disc max 8\""));
    }
}
