package org.eternalsevens.words;

import org.eternalsevens.rules.setup.ForbiddenCards;
import static org.assertj.core.api.Assertions.assertThat;
import static org.eternalsevens.rules.basics.Colour.BLUE;
import static org.eternalsevens.rules.basics.Colour.GREEN;
import static org.eternalsevens.rules.basics.Colour.RED;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.dragon.DragonCards;
import org.eternalsevens.rules.DragonEvent;
import org.eternalsevens.rules.dragon.DragonStep;
import org.eternalsevens.rules.EternalEvent;
import org.eternalsevens.rules.Event;
import org.eternalsevens.rules.track.GamerElimination;
import org.eternalsevens.rules.GamerEvent;
import org.eternalsevens.rules.basics.InstantEternal;
import org.eternalsevens.rules.PassEvent;
import org.eternalsevens.rules.basics.Phrase;
import org.eternalsevens.rules.ranking.Place;
import org.eternalsevens.rules.ProEvent;
import org.eternalsevens.rules.ranking.RankGroup;
import org.eternalsevens.rules.track.EarnedReward;
import org.eternalsevens.rules.track.Reward;
import org.eternalsevens.rules.track.RewardEvent;
import org.eternalsevens.testkit.Parts;
import org.eternalsevens.rules.basics.RuleSource;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.ranking.StartPlayer;
import org.eternalsevens.rules.TableEvent;
import org.eternalsevens.rules.TurnEvent;
import org.junit.jupiter.api.Test;

/**
 * P290: the one place that checks the log's wording. Every kind of {@link Event}, in each of its variants, worded as
 * the engine worded it before events were values (issue 24 §2); every {@code event.} key of the bundle is used by
 * one of them, and every kind of event is among them.
 */
class EventWordsTest {
    /** Red's First Bonus alone, put on the track whole: the log names the player by the colour's title (P320). */
    private static final Reward.Applied FIRST_BONUS_ONLY = new Reward.Applied(new Reward(Colour.RED, RewardEvent.GO_OUT,
            1, 0, List.of(Parts.firstBonus("hearts 1")), null), null, 1, 0);
    private static final EventWords WORDS = new EventWords(
            Words.english(c -> Map.of(RED, "Ann").getOrDefault(c, c.title())));
    private static final Space R7 = Space.of(RED, 7);
    private static final Space B3 = Space.of(BLUE, 3);
    private static final Space G0 = Space.of(GREEN, 0);

    /** Each sample event and the sentence it had as a string. */
    private static Map<Event, String> samples() {
        Map<Event, String> m = new LinkedHashMap<>();
        // turns
        m.put(new TurnEvent.CardPlayed(RED, R7, RevealedCard.number(R7), false), "Ann played red 7 on R7.");
        m.put(new TurnEvent.CardPlayed(RED, G0, RevealedCard.PURPLE, true),
                "Ann played a purple card on G0. Its Must Play token leaves the field.");
        m.put(new TurnEvent.CardPlayed(BLUE, R7, null, false), "Blue played a rare card on R7.");
        m.put(new TurnEvent.CardPlayed(BLUE, R7, null, true),
                "Blue played a rare card on R7. Its Must Play token leaves the field.");
        m.put(new TurnEvent.TokenUsed(RED), "Ann uses an Additional Play Token.");
        m.put(new TurnEvent.CoveredRareTaken(RED, new RuleSource.Active(ContinuousEternal.JINN)), "Ann takes the rare card from under it (Jinn).");
        m.put(new TurnEvent.TurnLost(BLUE), "Blue loses this turn (Kyubi).");
        m.put(new TurnEvent.TurnEnded(RED), "Ann ends the turn.");
        m.put(new TurnEvent.Acquired(RED, null, BLUE, true),
                "Ann acquires a face-up card; Blue takes the other. Two new cards are turned face up.");
        m.put(new TurnEvent.Acquired(RED, "blue 3", null, false), "Ann acquires blue 3. The common deck is empty.");
        m.put(new TurnEvent.SecondCardOpen("Pegasus", RED, null), "Pegasus: Ann may play a second card.");
        m.put(new TurnEvent.SecondCardOpen("Barong", RED, "red"), "Barong: Ann may play a second red card.");
        m.put(new TurnEvent.SecondCardClosed("Barong", 9, RED), "Barong: the 9 ends Ann's turn; no second card follows.");
        m.put(new TurnEvent.StarBlockPlaced("blue", B3), "The blue star block goes on B3.");
        m.put(new TurnEvent.StarBlockMoved("blue", B3, B3), "The blue star block stays on B3.");
        m.put(new TurnEvent.StarBlockMoved("red", R7, Space.of(RED, 9)), "The red star block moves from R7 to R9.");
        m.put(new TurnEvent.NoStarBlock(), "No star block is on the field: nothing moves.");
        m.put(new TurnEvent.RowCompleted(RED, "green", null), "Ann completes the green row and takes its star block.");
        m.put(new TurnEvent.RowCompleted(RED, "green", 1),
                "Ann completes the green row and takes its star block: 1 star.");
        m.put(new TurnEvent.RowCompleted(RED, "green", 2),
                "Ann completes the green row and takes its star block: 2 stars.");
        m.put(new TurnEvent.WentOut(RED, 1, false), "Ann has no cards left and goes out: place 1.");
        m.put(new TurnEvent.WentOut(BLUE, 2, true), "Blue has two stars and goes out: place 2.");
        m.put(new TurnEvent.Eliminated(BLUE, 4), "Blue is eliminated: place 4.");
        m.put(new TurnEvent.RaresReturned(1), "1 rare card goes back to the Rare Area.");
        m.put(new TurnEvent.RaresReturned(2), "2 rare cards go back to the Rare Area.");
        m.put(new TurnEvent.DealtOut(BLUE, 1, 0, 1),
                "Blue's 1 card is dealt out: 0 to each player still in the game, 1 discarded face up.");
        m.put(new TurnEvent.DealtOut(BLUE, 4, 2, 0), "Blue's 4 cards are dealt out: 2 to each player still in the game.");
        m.put(new TurnEvent.LastInGame(RED, 3), "Ann is the last player in the game: place 3.");
        m.put(new TurnEvent.GameOver(), "The game is over.");
        // passes
        m.put(new PassEvent.PassedOn(RED, "rare"), "Ann passes on rare.");
        m.put(new PassEvent.PassedOn(RED, null), "Ann passes on the shared icon.");
        m.put(new PassEvent.IconTokens(RED, 1, 0, 0), "Ann holds no Additional Play Tokens: the icon's +1 is not gained.");
        m.put(new PassEvent.IconTokens(RED, 1, 1, 3), "Ann gains 1 Additional Play Token.");
        m.put(new PassEvent.IconTokens(RED, 2, 2, 3), "Ann gains 2 Additional Play Tokens.");
        m.put(new PassEvent.IconTokens(RED, 2, 1, 3), "Ann gains 1 Additional Play Token (at most 3 are held).");
        m.put(new PassEvent.NothingDiscarded(new RuleSource.Active(ContinuousEternal.KRAKEN)), "Kraken is active: nothing is discarded.");
        m.put(new PassEvent.Discarded(RED, true), "Ann discards a rare card.");
        m.put(new PassEvent.Discarded(RED, false), "Ann discards a card face down.");
        m.put(new PassEvent.MustPlayPlaced(RED, R7, null), "Ann places a Must Play token on R7.");
        m.put(new PassEvent.MustPlayPlaced(RED, R7, B3), "Ann places Must Play tokens on R7 and B3.");
        m.put(new PassEvent.NothingMore(), "The pass does nothing more.");
        m.put(new PassEvent.RareTaken(RED, Phrase.of(PassEvent.RARE_ICON)), "Ann takes a rare card.");
        m.put(new PassEvent.RareTaken(RED, Phrase.of("event.source.king")), "Ann takes a rare card (King).");
        m.put(new PassEvent.RareAreaEmpty(RED, Phrase.of(PassEvent.RARE_ICON), PassEvent.Instead.TOKEN),
                "The Rare Area is empty: Ann gains an Additional Play Token instead (the rare icon).");
        m.put(new PassEvent.RareAreaEmpty(RED, Phrase.of("event.source.preparation", "Ghost"),
                        PassEvent.Instead.NONE_AT_CAP), "The Rare Area is empty: Ann already holds all the Additional "
                + "Play Tokens allowed and gains none (Ghost's Preparation).");
        m.put(new PassEvent.RareAreaEmpty(BLUE, Phrase.of("event.source.king"), PassEvent.Instead.NOTHING),
                "The Rare Area is empty: Blue gets nothing (King).");
        m.put(new PassEvent.TakenFromDiscardPile(RED, PassEvent.Taken.RARE, null),
                "Ann takes a rare card from the discard pile.");
        m.put(new PassEvent.TakenFromDiscardPile(RED, PassEvent.Taken.AGAIN, RevealedCard.number(R7)),
                "Ann takes red 7 from the discard pile: it may be played again.");
        m.put(new PassEvent.TakenFromDiscardPile(RED, PassEvent.Taken.DOWN, null),
                "Ann takes a card from the discard pile.");
        m.put(new PassEvent.TakenFromDiscardPile(RED, PassEvent.Taken.DOWN, RevealedCard.number(R7)),
                "Ann takes a card from the discard pile (red 7).");
        m.put(new PassEvent.TakenFromDiscardPile(RED, PassEvent.Taken.UP, null),
                "Ann takes a face-up card from the discard pile.");
        m.put(new PassEvent.TakenFromDiscardPile(RED, PassEvent.Taken.UP, RevealedCard.number(R7)),
                "Ann takes red 7 from the discard pile.");
        m.put(new PassEvent.Drained("Kappa", List.of(PassEvent.Drained.loss(BLUE, 2), PassEvent.Drained.loss(RED, 1))),
                "Kappa drains Additional Play Tokens: Blue 2, Ann 1.");
        m.put(new PassEvent.Drained(RED, List.of()), "Ann drains no tokens: nobody else holds one.");
        m.put(new PassEvent.TensHanded(RED), "Every other player in the round hands Ann all their 10s, and Ann gives "
                + "each as many cards back (hand sizes stay).");
        m.put(new PassEvent.ColourDeclared(RED, "blue", null), "Ann declares blue: each other player in the round "
                + "holding blue gives Ann one blue card and gets one back (hand sizes stay).");
        m.put(new PassEvent.ColourDeclared(RED, "blue", 2), "Ann declares blue: each other player in the round "
                + "holding blue gives Ann up to 2 blue cards and gets as many back (hand sizes stay).");
        // eternals
        m.put(new EternalEvent.Revealed(RED, "Phoenix"), "Ann reveals Phoenix.");
        m.put(new EternalEvent.NowActive(ContinuousEternal.KRAKEN), "Kraken is now active: a discard pass discards nothing.");
        m.put(new EternalEvent.NowActive(ContinuousEternal.PEGASUS), "Pegasus is now active: a player may play a second "
                + "card without a token; no token may be used.");
        m.put(new EternalEvent.NowActive(ContinuousEternal.CYCLOPS), "Cyclops is now active: a player holding a rare "
                + "card must play one first, or pass.");
        m.put(new EternalEvent.NowActive(ContinuousEternal.JINN), "Jinn is now active: a card played onto a rare card "
                + "takes the rare card into the player's hand.");
        m.put(new EternalEvent.NowActive(ContinuousEternal.MERMAID), "Mermaid is now active: 1s and 10s cannot be played.");
        m.put(new EternalEvent.NowActive(ContinuousEternal.FAIRY), "Fairy is now active: 3s and 8s cannot be played.");
        m.put(new EternalEvent.NowActive(ContinuousEternal.VAMPIRE),
                "Vampire is now active: purple cards cannot be played.");
        m.put(new EternalEvent.NowActive(ContinuousEternal.WITCH), "Witch is now active: rare cards cannot be played.");
        m.put(new EternalEvent.NowActive(ContinuousEternal.DRAGON),
                "Dragon (sustained) is now active: no Additional Play Token may be used.");
        m.put(new EternalEvent.NowActive(ContinuousEternal.MEDUSA), "Medusa is now active: it acts once.");
        m.put(new EternalEvent.MedusaToken(RED, true), "Ann places a Must Play token (Medusa).");
        m.put(new EternalEvent.MedusaToken(RED, false), "No Must Play token can be placed (Medusa).");
        m.put(new EternalEvent.MedusaPlaced(RED, R7), "Ann places a Must Play token on R7 (Medusa).");
        m.put(new EternalEvent.GolemRepeats("Yeti"), "Golem repeats Yeti.");
        m.put(new EternalEvent.GolemRepeats(null), "No instant eternal has been revealed yet: Golem does nothing.");
        m.put(new EternalEvent.Instant(InstantEternal.PHOENIX, RED), "Ann takes one more turn (Phoenix).");
        m.put(new EternalEvent.Instant(InstantEternal.MUMMY, null),
                "Everyone passes one card face down to the left (Mummy).");
        m.put(new EternalEvent.Instant(InstantEternal.KYUBI, BLUE), "Blue loses their next turn (Kyubi).");
        m.put(new EternalEvent.Instant(InstantEternal.GHOST, null), "The discard pile turns face up (Ghost).");
        m.put(new EternalEvent.Instant(InstantEternal.KAPPA, null),
                "Every player gains one Additional Play Token (Kappa).");
        m.put(new EternalEvent.Instant(InstantEternal.YETI, null), "Every player discards one card face down (Yeti).");
        m.put(new EternalEvent.InstantDeckEmpty(), "The instant eternal deck is empty: nothing happens.");
        m.put(new EternalEvent.Gave(RED, false, BLUE), "Ann gives a card to Blue (Skeleton).");
        m.put(new EternalEvent.Gave(RED, true, BLUE), "Ann gives a rare card to Blue (Skeleton).");
        m.put(new EternalEvent.Declared(RED, "green", null),
                "Ann declares green: each other player with a green card exchanges one card (Barong).");
        m.put(new EternalEvent.Declared(RED, "green", 2),
                "Ann declares green: each other player with a green card exchanges up to 2 cards (Barong).");
        m.put(new EternalEvent.Swapped(RED, BLUE, null, null), "Ann and Blue swap hands (Dragon).");
        m.put(new EternalEvent.Swapped(RED, BLUE, 3, 2), "Ann gives 3 and Blue gives 2 (Dragon).");
        // Dragon actions
        m.put(new DragonEvent.NoneAvailable(), "No Dragon action is available.");
        m.put(new DragonEvent.Offered(RED, true), "Ann may take a Dragon action, or decline it.");
        m.put(new DragonEvent.Offered(RED, false), "Ann takes a Dragon action.");
        m.put(taken(Phrase.of("event.dragon.forbidden", RED, "3s and 8s cannot be played (Fairy)")),
                "Ann moves the Forbidden cube to \u201c3s and 8s cannot be played (Fairy)\u201d.");
        m.put(taken(Phrase.of("event.dragon.forbidden", RED, "the Ghost"), Phrase.of("event.dragon.ghostTurns")),
                "Ann moves the Forbidden cube to \u201cthe Ghost\u201d. Vampire's effect ends and the Forbidden card "
                + "turns over.");
        m.put(taken(Phrase.of("event.dragon.forbidden", BLUE, "no Hard Pass"), Phrase.of("event.dragon.forbiddenSpent")),
                "Blue moves the Forbidden cube to \u201cno Hard Pass\u201d. The Forbidden card is spent.");
        m.put(taken(Phrase.of("event.dragon.playable", RED, "Mummy"), Phrase.of("event.dragon.playableTurns")),
                "Ann moves the Playable cube to \u201cMummy\u201d. The Playable card turns over.");
        m.put(taken(Phrase.of("event.dragon.playable", RED, "Mummy"), Phrase.of("event.dragon.playableSpent")),
                "Ann moves the Playable cube to \u201cMummy\u201d. The Playable card is spent.");
        m.put(taken(Phrase.of("event.dragon.choice", GREEN, "yellow", "gain 1 heart"),
                Phrase.of("event.dragon.choiceTurns")),
                "Green moves the yellow cube to \u201cgain 1 heart\u201d. The Choice card turns over.");
        m.put(taken(Phrase.of("event.dragon.choice", GREEN, "green", "a Go Out bonus"),
                Phrase.of("event.dragon.revealed", "red and green"), Phrase.of("event.dragon.choiceSpent")),
                "Green moves the green cube to \u201ca Go Out bonus\u201d. Revealed now: red and green. The Choice "
                + "card is spent.");
        m.put(new DragonEvent.Declined(RED), "Ann declines the Dragon action.");
        m.put(new DragonEvent.SecondAction("Golem", RED, true), "Golem: Ann takes a second Dragon action.");
        m.put(new DragonEvent.SecondAction("Golem", RED, false),
                "Golem: Ann would take a second Dragon action, but none is available.");
        m.put(new DragonEvent.XCubeMoved("Witch", RED, 2, 4, "back"), "Witch: Ann moves the Forbidden cube from space 2"
                + " to space 4 of its back; the old effect ends and nothing else happens.");
        m.put(new DragonEvent.NoMustPlay(), "No Must Play token can be placed.");
        m.put(new DragonEvent.TokenCapped(BLUE), "Blue already holds all the Additional Play Tokens allowed.");
        // Gamer
        m.put(new GamerEvent.WentOut(RED), "Ann goes out.");
        m.put(new GamerEvent.HardPassed(RED, List.of(RevealedCard.number(Space.of(RED, 4)), RevealedCard.PURPLE)),
                "Ann Hard Passes and reveals red 4, a purple card.");
        m.put(new GamerEvent.HardPassed(RED, List.of()), "Ann Hard Passes and reveals an empty hand.");
        m.put(new GamerEvent.Rewarded(FIRST_BONUS_ONLY),
                "Ann goes out: First Bonus 1 heart.");
        m.put(new GamerEvent.Eliminated(GamerElimination.of(RED, 1, 1, 0)),
                "Ann is eliminated: 1 card discarded face up, hearts set to 0, and 1 star.");
        m.put(new GamerEvent.Eliminated(GamerElimination.of(RED, 2, 3, 1)),
                "Ann is eliminated: 3 cards discarded face up, hearts set to 0, and Ann cannot win the game.");
        m.put(new GamerEvent.LastInRound(BLUE), "Blue is the last player left in the round.");
        m.put(new GamerEvent.Placed(new Place(RED, 1, RankGroup.MOST_HEARTS,
                List.of(Phrase.of("rank.mostHearts", 9, 1)))), "1st Ann: 9 hearts and 1 star.");
        m.put(new GamerEvent.RoundOneOver(new StartPlayer(BLUE, 0, List.of())),
                "Round 1 is over. Blue starts round 2: fewest hearts (0).");
        m.put(new GamerEvent.RoundTwoBegins(), "Round 2 begins: the hands are dealt again.");
        m.put(new GamerEvent.BoardToken("Phoenix", RED, Phrase.of("event.why.number", 6), true),
                "Phoenix: Ann gains a token for the 6.");
        m.put(new GamerEvent.BoardToken("Kyubi", RED, Phrase.of("event.why.column", 4), false), "Kyubi: Ann would gain"
                + " a token for completing column 4, but already holds all the Additional Play Tokens allowed.");
        m.put(new GamerEvent.BoardToken("Fairy", RED, Phrase.of("event.why.rareOn", B3), true),
                "Fairy: Ann gains a token for the rare card on B3.");
        m.put(new GamerEvent.BoardHeart("Kraken", RED, Phrase.of("event.why.rare"), true),
                "Kraken: Ann gains 1 heart for the rare card.");
        m.put(new GamerEvent.BoardHeart("Kraken", RED, Phrase.of("event.why.purple"), false),
                "Kraken: Ann would gain 1 heart for the purple card, but is at the heart cap.");
        m.put(new GamerEvent.BoardHeart("Vampire", RED, Phrase.of("event.why.xSpace", R7), true),
                "Vampire: Ann gains 1 heart for playing on the X space R7.");
        // Pro
        m.put(new ProEvent.BoardChosen(RED, "Kyubi", "9A"), "Ann chooses Kyubi (9A).");
        m.put(new ProEvent.LeftOver("Yeti", 1), "Yeti is left over and comes back for round 2.");
        m.put(new ProEvent.LeftOver("Yeti", 2), "Yeti is left over and is out of the game.");
        m.put(new ProEvent.RoundStarts(BLUE, 2), "Blue starts round 2.");
        m.put(new ProEvent.ChoosesFirst(BLUE), "Blue chooses an Eternal board first.");
        m.put(new ProEvent.ForbiddenPrepared("Fairy", new ForbiddenCards(false, List.of(3, 8))),
                "Fairy's Preparation: the Forbidden cube goes to \u201c3s and 8s cannot be played\u201d.");
        m.put(new ProEvent.TokensPrepared("Phoenix", RED, 1), "Phoenix's Preparation: Ann gains 1 Additional Play Token.");
        m.put(new ProEvent.TokensPrepared("Phoenix", RED, 0),
                "Phoenix's Preparation: Ann already holds all the Additional Play Tokens allowed.");
        m.put(new ProEvent.CardsDiscardedPrepared("Yeti", RED, 2), "Yeti's Preparation: Ann discards 2 cards face down.");
        m.put(new ProEvent.CardsDiscardedPrepared("Yeti", RED, 1), "Yeti's Preparation: Ann discards 1 card face down.");
        m.put(new ProEvent.DiscPrepared("Mummy", RED, "+2", 2),
                "Mummy's Preparation: Ann puts a disc on +2; Ann gains 2 Additional Play Tokens.");
        m.put(new ProEvent.DiscPrepared("Mummy", RED, "+2", 0), "Mummy's Preparation: Ann puts a disc on +2; Ann "
                + "already holds all the Additional Play Tokens allowed.");
        m.put(new ProEvent.CoveredRareTaken("Jinn", BLUE, R7), "Jinn: Blue takes the rare card from R7.");
        m.put(new ProEvent.PurpleGift("Skeleton", RED, true),
                "Skeleton: Ann gives a card face down to another player in the round.");
        m.put(new ProEvent.PurpleGift("Skeleton", RED, false),
                "Skeleton: nobody else is in the round, so Ann gives no card.");
        // the table
        m.put(new TableEvent.RareNoted(RED, BLUE), "The table notes a rare card went from Ann to Blue.");
        m.put(new TableEvent.Corrected(RED, "hand", 5), "The table corrects Ann's hand to 5.");
        m.put(new TableEvent.Noted("just a note"), "Note: just a note");
        m.put(new TableEvent.Noted(""), "(An empty note.)");
        return m;
    }

    /** The reward ledger's words (P228) and what each said as a string. */
    private static Map<Phrase, String> ledger() {
        Map<Phrase, String> m = new LinkedHashMap<>();
        m.put(Phrase.of("event.ledger.start", RED, 3), "Ann starts with 3 hearts");
        m.put(Phrase.of("event.ledger.start", BLUE, 1), "Blue starts with 1 heart");
        m.put(Phrase.of("event.ledger.firstBonus", RED), "Ann takes the First Bonus");
        m.put(Phrase.of("event.ledger.reward", EarnedReward.of(1, FIRST_BONUS_ONLY)), "Ann goes out: First Bonus 1 heart");
        m.put(Phrase.of("event.ledger.dragonHeart", BLUE), "Blue gains 1 heart by the Dragon action");
        m.put(Phrase.of("event.ledger.boardHeart", "Kraken", RED, Phrase.of("event.why.number", 10)),
                "Kraken: Ann gains 1 heart for the 10");
        m.put(Phrase.of("event.ledger.fix", RED, "stars", 2), "The table corrects Ann's stars to 2");
        return m;
    }

    @Test
    void P290_eachKindOfEventIsWordedAsBefore() {
        samples().forEach((e, said) -> assertThat(WORDS.sentence(e)).as("%s", e).isEqualTo(said));
    }

    @Test
    void P290_theLedgersWordsAreWordedAsBefore() {
        ledger().forEach((p, said) -> assertThat(WORDS.phrase(p)).as("%s", p).isEqualTo(said));
    }

    @Test
    void P290_everyKindOfEventHasASample() {
        Set<String> kinds = new TreeSet<>();
        leaves(Event.class, kinds);
        Set<String> sampled = new TreeSet<>();
        samples().keySet().forEach(e -> sampled.add(e.getClass().getName()));
        assertThat(sampled).isEqualTo(kinds);
    }

    @Test
    void P290_everyEventKeyOfTheBundleIsUsedAndEveryUsedKeyIsThere() {
        Set<String> used = new TreeSet<>();
        samples().keySet().forEach(e -> {
            used.add(e.key());
            keys(e.args(), used);
        });
        ledger().keySet().forEach(p -> keys(List.of(p), used));
        ResourceBundle bundle = ResourceBundle.getBundle("org.eternalsevens.words.words", Locale.ROOT);
        Set<String> inBundle = new TreeSet<>();
        bundle.keySet().stream().filter(k -> k.startsWith("event.")).forEach(inBundle::add);
        assertThat(used).as("keys the events use").isEqualTo(inBundle);
    }

    @Test
    void P290_aListIsItsItemsJoinedAndAPartIsWordedInPlace() {
        Event e = new PassEvent.Drained(GREEN, List.of(PassEvent.Drained.loss(RED, 2)));
        assertThat(e.args()).containsExactly(GREEN, List.of(Phrase.of("event.drain.loss", RED, 2)));
        assertThat(WORDS.sentences(List.of(e, new TurnEvent.GameOver())))
                .containsExactly("Green drains Additional Play Tokens: Ann 2.", "The game is over.");
    }

    private static DragonEvent.Taken taken(Phrase... words) {
        return new DragonEvent.Taken(new DragonStep(DragonCards.start(), List.of(), List.of(words)));
    }

    private static void leaves(Class<?> c, Set<String> out) {
        Class<?>[] sub = c.getPermittedSubclasses();
        if (sub == null) {
            out.add(c.getName());
            return;
        }
        for (Class<?> s : sub) {
            leaves(s, out);
        }
    }

    private static void keys(List<?> args, Set<String> out) {
        for (Object a : args) {
            if (a instanceof Phrase p) {
                out.add(p.key());
                keys(p.args(), out);
            } else if (a instanceof Event e) {
                out.add(e.key());
                keys(e.args(), out);
            } else if (a instanceof List<?> l) {
                keys(new ArrayList<>(l), out);
            }
        }
    }
}
