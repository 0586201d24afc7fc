package org.eternalsevens.rules.setup;

import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.basics.RuleSource;
import org.eternalsevens.rules.basics.Space;

/**
 * The rules in force for one player now: what legality and plays read instead of asking which eternal is active.
 * In Casual mode they come from the active continuous eternal and the level (R9, R15, R24–R28); Gamer mode adds the
 * Dragon cubes, Pro the player's board. A rule given by its source ({@code forbiddenBy}, ...) is in force when that
 * source is not null; {@code words} names it in the sentences that explain a refusal (P455).
 *
 * @param forbidden       space numbers whose number and purple cards may not be played, bit n for number n (R9)
 * @param noRaresBy       no rare card may be played (Witch, R9)
 * @param noTokens        no Additional Play Token may be used (Beginner R16; Pegasus, Dragon R27, R28)
 * @param noDiscardingBy  a discard pass discards nothing (Kraken, R26)
 * @param rareFirstBy     a player holding a rare card plays one first, or passes (Cyclops, R25)
 * @param secondCard      a second card may follow without a token (Pegasus, R27)
 * @param takeCoveredBy   a card played onto a rare card takes it into the hand (Jinn, R24)
 * @param tokenCap        the most Additional Play Tokens a player holds (R15)
 * @param ignoreXTokens   X tokens do not bind this player (a Pro board ability; never in Casual)
 * @param hardPassSizes   the hand sizes a Hard Pass is allowed with, bit n for n cards (none in Casual; R42)
 * @param playsFreely     any number of cards may follow without tokens (two players' final turns, R43)
 * @param knownOut        spaces whose card is known to be out of play this round, bit per space (R49)
 */
public record RulesInForce(int forbidden, RuleSource forbiddenBy, RuleSource noRaresBy, boolean noTokens,
                           RuleSource noDiscardingBy, RuleSource rareFirstBy, boolean secondCard,
                           RuleSource takeCoveredBy,
                           int tokenCap, boolean ignoreXTokens, int hardPassSizes, boolean playsFreely,
                           long knownOut) {
    private static final int PURPLE = 1 | 1 << (Space.PER_ROW - 1);

    /** Casual mode: the level's tokens and the active continuous eternal, or none yet. */
    public static RulesInForce casual(LevelRules level, ContinuousEternal active) {
        int forbidden = 0;
        if (active != null) {
            for (int n = 0; n < Space.PER_ROW; n++) {
                if (active.forbids(n)) {
                    forbidden |= 1 << n;
                }
            }
        }
        RuleSource by = active == null ? null : new RuleSource.Active(active);
        return new RulesInForce(forbidden, forbidden == 0 ? null : by, active == ContinuousEternal.WITCH ? by : null,
                !level.usesTokens() || active != null && active.blocksTokens(),
                active == ContinuousEternal.KRAKEN ? by : null, active == ContinuousEternal.CYCLOPS ? by : null,
                active == ContinuousEternal.PEGASUS, active == ContinuousEternal.JINN ? by : null, level.tokenCap(),
                false, 0, false, 0L);
    }

    /** Whether the number or purple card of a space with this number is forbidden (an X token, R9). */
    public boolean forbids(int number) {
        return !ignoreXTokens && (forbidden >> number & 1) != 0;
    }

    /** Whether the card of this space was revealed in a Hard Pass this round (R49). */
    public boolean knownOut(Space s) {
        return (knownOut >> s.index() & 1) != 0;
    }

    public boolean noRares() {
        return noRaresBy != null;
    }

    public boolean noDiscarding() {
        return noDiscardingBy != null;
    }

    public boolean rareFirst() {
        return rareFirstBy != null;
    }

    public boolean takesCovered() {
        return takeCoveredBy != null;
    }

    /** Whether a Hard Pass is allowed holding this many cards. */
    public boolean hardPassWith(int cards) {
        return cards >= 0 && cards < 31 && (hardPassSizes >> cards & 1) != 0;
    }

    /** The forbidden cards as values ("3s and 8s", "purple cards" in words, P325). */
    public ForbiddenCards forbiddenCards() {
        return ForbiddenCards.of(forbidden, PURPLE, Space.PER_ROW);
    }
}
