package org.eternalsevens.words;

import static org.assertj.core.api.Assertions.assertThat;
import static org.eternalsevens.rules.basics.Colour.BLUE;
import static org.eternalsevens.rules.basics.Colour.RED;
import static org.eternalsevens.rules.basics.Colour.YELLOW;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.setup.GamerContent;
import org.eternalsevens.rules.track.EarnedReward;
import org.eternalsevens.rules.track.GamerCaps;
import org.eternalsevens.rules.track.GamerElimination;
import org.eternalsevens.rules.track.Reward;
import org.eternalsevens.rules.track.RewardEvent;
import org.eternalsevens.rules.track.RewardCounters;
import org.eternalsevens.rules.track.RewardPart;
import org.eternalsevens.rules.track.RewardTerm;
import org.eternalsevens.testkit.Parts;
import org.eternalsevens.rules.track.Track;
import org.junit.jupiter.api.Test;

/**
 * The reward's words (P320, P321), made from the track's values: the explanation with the colour's title, the parts
 * with each source named once, the track's cuts (R41), the elimination (R43) and the results' line with names.
 */
class RewardWordsTest {
    private static final GamerCaps FOUR = ContentLoader.defaults().gamer().caps(4);
    private static final RewardWords WORDS = new RewardWords(Words.english(c -> c == RED ? "Ann" : c.title()));
    private static final List<RewardPart> PASSION = List.of(Parts.firstBonus("hearts 1"),
            Parts.board("Passion", "stars 2", 0), Parts.board("Passion", "hearts 2/disc max 8", 3));

    private static Reward reward(Colour who, RewardEvent e, List<RewardPart> parts, Colour passer) {
        return new Reward(who, e, parts.stream().mapToInt(RewardPart::hearts).sum(),
                parts.stream().mapToInt(RewardPart::stars).sum(), parts, passer);
    }

    @Test
    void R41_R45_P357_the_explanation_names_the_player_and_each_source_once() {
        assertThat(WORDS.explanation(reward(RED, RewardEvent.GO_OUT, PASSION, null))).isEqualTo("Ann goes out: "
                + "First Bonus 1 heart; Passion 2 stars; 2 hearts × 3 unused discs = 6 hearts (the cap is 8)");
        assertThat(WORDS.explanation(reward(RED, RewardEvent.HARD_PASS, List.of(), null)))
                .isEqualTo("Ann Hard Passes: no reward");
        assertThat(WORDS.explanation(reward(BLUE, RewardEvent.STAR_BLOCK,
                List.of(RewardPart.stars(RewardPart.Source.BLOCK, 1), Parts.board("Calm", "stars 1", 0)),
                null))).isEqualTo("Blue takes a star block: 1 star for the block; Calm 1 star");
        assertThat(WORDS.explanation(reward(RED, RewardEvent.ANY_HARD_PASS, List.of(), null)))
                .isEqualTo("Ann gains on a Hard Pass: no reward");
    }

    @Test
    void R60_a_gain_on_any_players_hard_pass_names_who_passed() {
        List<RewardPart> two = List.of(Parts.board("Vampire", "hearts 2", 0));
        assertThat(WORDS.explanation(reward(RED, RewardEvent.ANY_HARD_PASS, two, BLUE)))
                .isEqualTo("Ann gains on Blue's Hard Pass: Vampire 2 hearts");
        assertThat(WORDS.explanation(reward(RED, RewardEvent.ANY_HARD_PASS, two, RED)))
                .isEqualTo("Ann gains on their own Hard Pass: Vampire 2 hearts");
    }

    @Test
    void R41_the_tracks_cap_cut_is_said_after_the_reward() {
        Track t = Track.start(List.of(RED, BLUE, Colour.GREEN, YELLOW), FOUR).earnHearts(RED, 15).earnStars(RED, 3);
        List<RewardPart> parts = List.of(Parts.board("Passion", "stars 2", 0),
                Parts.board("Passion", "hearts 2/disc max 8", 3));
        Reward.Applied a = reward(RED, RewardEvent.GO_OUT, parts, null).applyTo(t);
        assertThat(WORDS.sentence(a)).isEqualTo("Ann goes out: Passion 2 stars; 2 hearts × 3 unused discs = 6 hearts "
                + "(the cap is 8); the track stops Ann at 20 hearts (the track's cap), so 2 of 6 count; "
                + "the track stops Ann at 4 stars (the track's cap), so 1 of 2 count");
        Reward.Applied whole = reward(RED, RewardEvent.GO_OUT, parts, null)
                .applyTo(Track.start(List.of(RED, BLUE, Colour.GREEN, YELLOW), FOUR));
        assertThat(WORDS.sentence(whole)).isEqualTo(WORDS.explanation(whole.reward()));
        assertThat(WORDS.sentence(EarnedReward.of(1, a))).isEqualTo(WORDS.sentence(a));
    }

    @Test
    void R43_an_elimination_is_said_with_the_players_name() {
        assertThat(WORDS.elimination(GamerElimination.of(RED, 1, 3, 1)))
                .isEqualTo("Ann is eliminated: 3 cards discarded face up, hearts set to 0, and 1 star.");
        assertThat(WORDS.elimination(GamerElimination.of(RED, 2, 1, 0)))
                .isEqualTo("Ann is eliminated: 1 card discarded face up, hearts set to 0, and Ann cannot win the game.");
        assertThat(WORDS.sentence(EarnedReward.elimination(GamerElimination.of(RED, 2, 1, 0), 0)))
                .isEqualTo(WORDS.elimination(GamerElimination.of(RED, 2, 1, 0)));
    }

    @Test
    void R41_the_results_line_names_the_player_and_the_event() {
        Reward.Applied a = reward(RED, RewardEvent.GO_OUT, PASSION, null)
                .applyTo(Track.start(List.of(RED, BLUE, Colour.GREEN, YELLOW), FOUR));
        assertThat(WORDS.line(EarnedReward.of(1, a))).isEqualTo("Ann goes out: "
                + "First Bonus 1 heart; Passion 2 stars; 2 hearts × 3 unused discs = 6 hearts (the cap is 8)");
        assertThat(List.of(EarnedReward.Event.values()).stream().map(WORDS::event).toList()).containsExactly(
                "goes out", "Hard Passes", "takes a star block", "gains on a Hard Pass", "is eliminated");
    }

    /** P355: a part's words are made here from its terms as counted, no longer by the rules. */
    @Test
    void P355_a_terms_words_say_what_was_counted_its_cut_its_cap_and_its_condition() {
        assertThat(WORDS.words(Parts.board("Passion", "hearts 2/disc max 8", 3)))
                .isEqualTo("2 hearts × 3 unused discs = 6 hearts (the cap is 8)");
        assertThat(WORDS.words(Parts.board("Passion", "hearts 2/disc max 8", 5)))
                .isEqualTo("2 hearts × 5 unused discs = 10 hearts, cut to 8 (the cap is 8)");
        assertThat(WORDS.words(Parts.board("Calm", "stars 1/2discs max 2", 3)))
                .isEqualTo("1 star per 2 unused discs: 3 unused discs = 1 star (the cap is 2)");
        assertThat(WORDS.words(Parts.board("Kyubi", "stars 1 if apt>=2", 0, 2))).isEqualTo("2 tokens, so 1 star");
        assertThat(WORDS.words(Parts.board("Kyubi", "stars 1 if apt>=2", 0, 1)))
                .isEqualTo("1 star if at least 2 tokens: 1 token, so none");
        assertThat(WORDS.words(Parts.board("Barong", "hearts 1/purple max 2 if discs=0", 1, 0)))
                .isEqualTo("1 heart × 1 purple card = 1 heart (the cap is 2) for 0 unused discs");
        assertThat(WORDS.words(Parts.board("Witch", "stars 1 if purple>=1,rare>=1", 0, 1, 1)))
                .isEqualTo("1 purple card and 1 rare card, so 1 star");
        assertThat(WORDS.words(Parts.firstBonus("stars 1", "hearts 1"))).isEqualTo("1 star and 1 heart");
        assertThat(WORDS.words(Parts.choiceCard("hearts 1/disc", 1))).isEqualTo("1 heart × 1 unused disc = 1 heart");
        assertThat(WORDS.words(RewardPart.stars(RewardPart.Source.BLOCK, 1))).isEqualTo("1 star for the block");
        assertThat(WORDS.words(RewardPart.stars(RewardPart.Source.ELIMINATION, 1)))
                .isEqualTo("1 star for an elimination in round 1");
        assertThat(WORDS.words(new RewardPart(RewardPart.Source.ANY_HARD_PASS, "Witch", 2, 0,
                List.of(Parts.count("hearts 2", 0))))).isEqualTo("2 hearts for a Hard Pass (any player's)");
        assertThat(WORDS.labelled(Parts.choiceCard("hearts 1/disc", 3)))
                .isEqualTo("Choice card: 1 heart × 3 unused discs = 3 hearts");
        assertThat(WORDS.labelled(RewardPart.stars(RewardPart.Source.BLOCK, 1))).isEqualTo("1 star for the block");
        assertThat(WORDS.conditions(RewardTerm.parse("stars 1 if tens>1,red<3,blue<=2")))
                .isEqualTo("more than 1 ten and fewer than 3 red cards and at most 2 blue cards");
    }

    /** Every reward key of the bundle is one RewardWords makes, and every key it makes is in the bundle. */
    /** P463: the sentences the engine's reward tests no longer compare (they assert the parts), worded once here. */
    @Test
    void R41_R45_R56_P463_the_explanations_the_engine_tests_left_are_worded_here() {
        assertThat(WORDS.explanation(reward(RED, RewardEvent.HARD_PASS, List.of(Parts.board("Passion", "hearts 3", 0),
                Parts.board("Passion", "hearts 1/red max 2", 3)), null))).isEqualTo(
                "Ann Hard Passes: Passion 3 hearts; 1 heart × 3 red cards = 3 hearts, cut to 2 (the cap is 2)");
        assertThat(WORDS.explanation(reward(YELLOW, RewardEvent.GO_OUT, List.of(Parts.board("Challenge", "stars 1", 0),
                Parts.board("Challenge", "hearts 4", 0), Parts.board("Challenge", "stars 1 if discs=0", 0, 2)), null)))
                .isEqualTo("Yellow goes out: Challenge 1 star; 4 hearts; 1 star if 0 unused discs: 2 unused discs, "
                        + "so none");
        assertThat(WORDS.words(Parts.board("Challenge", "stars 1 if discs=0", 0, 0))).isEqualTo("0 unused discs, so 1 star");
        assertThat(WORDS.explanation(reward(BLUE, RewardEvent.GO_OUT, List.of(Parts.firstBonus("stars 1", "hearts 1"),
                Parts.board("Kyubi", "hearts 6", 0), Parts.board("Kyubi", "stars 1 if apt>=2", 0, 2),
                Parts.choiceCard("hearts 1/disc", 2)), null))).isEqualTo("Blue goes out: First Bonus 1 star and 1 heart; "
                + "Kyubi 6 hearts; 2 tokens, so 1 star; Choice card 1 heart × 2 unused discs = 2 hearts");
        assertThat(WORDS.explanation(reward(RED, RewardEvent.HARD_PASS, List.of(
                Parts.board("Kyubi", "hearts 2/rare max 4", 1), Parts.board("Kyubi", "hearts 1/apt max 3", 4),
                Parts.board("Kyubi", "stars 1 if tens>=2", 0, 2)), null))).isEqualTo("Ann Hard Passes: Kyubi "
                + "2 hearts × 1 rare card = 2 hearts (the cap is 4); 1 heart × 4 tokens = 4 hearts, cut to 3 (the cap is 3); "
                + "2 tens, so 1 star");
        assertThat(WORDS.words(Parts.board("Witch", "stars 1 if purple>=1,rare>=1", 0, 1, 0)))
                .isEqualTo("1 star if at least 1 purple card and at least 1 rare card: 0 rare cards, so none");
        assertThat(WORDS.explanation(reward(RED, RewardEvent.ANY_HARD_PASS, List.of(), YELLOW)))
                .isEqualTo("Ann gains on Yellow's Hard Pass: no reward");
        assertThat(WORDS.itemised(List.of())).isEqualTo("no reward");
        assertThat(WORDS.itemised(PASSION)).isEqualTo(
                "First Bonus 1 heart; Passion 2 stars; 2 hearts × 3 unused discs = 6 hearts (the cap is 8)");
    }

    @Test
    void P320_every_reward_key_is_used_and_present() throws Exception {
        String source = Files.readString(Path.of("src/main/java/org/eternalsevens/words/RewardWords.java"),
                StandardCharsets.UTF_8);
        Set<String> made = new TreeSet<>();
        Matcher m = Pattern.compile("\"(reward\\.[A-Za-z.]*[A-Za-z])\"").matcher(source);
        while (m.find()) {
            made.add(m.group(1));
        }
        for (RewardEvent e : RewardEvent.values()) {
            made.add("reward.verb." + e.key());
        }
        for (RewardTerm.Kind k : RewardTerm.Kind.values()) {
            made.add("reward.kind." + k.id());
        }
        for (String counter : RewardCounters.names().split(", ")) {
            made.add("reward.counter." + counter + ".one");
            made.add("reward.counter." + counter + ".many");
        }
        for (String op : List.of("eq", "ge", "le", "gt", "lt")) {
            made.add("reward.condition." + op);
        }
        ResourceBundle bundle = ResourceBundle.getBundle("org.eternalsevens.words.words", Locale.ROOT);
        Set<String> inBundle = new TreeSet<>();
        bundle.keySet().stream().filter(k -> k.startsWith("reward.")).forEach(inBundle::add);
        assertThat(made).isEqualTo(inBundle);
    }
}
