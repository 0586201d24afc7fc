package org.eternalsevens.rules;

import java.util.List;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Phrase;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.basics.RuleSource;

/** What happens on the field and in the turn order: cards played, tokens used, star blocks, players leaving. */
public sealed interface TurnEvent extends Event {
    /** A card or, with {@code card} null, a rare card played on a space; a Must Play token there leaves (R10). */
    record CardPlayed(Colour who, Space space, RevealedCard card, boolean tokenLeaves) implements TurnEvent {
        public String key() {
            return (card == null ? "event.rare.played" : "event.card.played") + (tokenLeaves ? ".token" : "");
        }

        public List<Object> args() {
            return card == null ? List.of(who, space) : List.of(who, space, card);
        }
    }

    /** A further card in the turn costs a token (R15). */
    record TokenUsed(Colour who) implements TurnEvent {
        public String key() {
            return "event.token.used";
        }

        public List<Object> args() {
            return List.of(who);
        }
    }

    /** The card covered a rare card, which goes into the hand ({@code by}: Jinn, R24). */
    record CoveredRareTaken(Colour who, RuleSource by) implements TurnEvent {
        public String key() {
            return "event.rare.coveredTaken";
        }

        public List<Object> args() {
            return List.of(who, by);
        }
    }

    /** Kyubi's lost turn comes round (R18). */
    record TurnLost(Colour who) implements TurnEvent {
        public String key() {
            return "event.turn.lost";
        }

        public List<Object> args() {
            return List.of(who);
        }
    }

    /** The player ends the turn themselves. */
    record TurnEnded(Colour who) implements TurnEvent {
        public String key() {
            return "event.turn.ended";
        }

        public List<Object> args() {
            return List.of(who);
        }
    }

    /**
     * Two players: a face-up card acquired ({@code card} null when not named), the other taken by {@code other}
     * (null if nobody may), and two new cards turned up unless the common deck is empty (R30).
     */
    record Acquired(Colour who, String card, Colour other, boolean turnedUp) implements TurnEvent {
        public String key() {
            return "event.acquired";
        }

        public List<Object> args() {
            return List.of(who, card == null ? Phrase.of("event.part.faceUpCard") : card,
                    other == null ? Phrase.of("event.part.stop") : Phrase.of("event.acquired.other", other),
                    Phrase.of(turnedUp ? "event.acquired.turnedUp" : "event.acquired.deckEmpty"));
        }
    }

    /** Two cards a turn (R65): the turn stays open for one more, of {@code colour} (a colour's id) or any (null). */
    record SecondCardOpen(String board, Colour who, String colour) implements TurnEvent {
        public String key() {
            return colour == null ? "event.secondCard.open" : "event.secondCard.openColour";
        }

        public List<Object> args() {
            return colour == null ? List.of(board, who) : List.of(board, who, colour);
        }
    }

    /** A 2 or 9 as the turn's first card closes a two-card turn (R65). */
    record SecondCardClosed(String board, int number, Colour who) implements TurnEvent {
        public String key() {
            return "event.secondCard.closed";
        }

        public List<Object> args() {
            return List.of(board, number, who);
        }
    }

    /** A star block put on its row after a purple card (R7); {@code row} is the row's id. */
    record StarBlockPlaced(String row, Space space) implements TurnEvent {
        public String key() {
            return "event.block.placed";
        }

        public List<Object> args() {
            return List.of(row, space);
        }
    }

    /** A star block moved to the other end of its gap, or kept where a one-space gap leaves it (R7). */
    record StarBlockMoved(String row, Space from, Space to) implements TurnEvent {
        public String key() {
            return from.equals(to) ? "event.block.stays" : "event.block.moved";
        }

        public List<Object> args() {
            return from.equals(to) ? List.of(row, from) : List.of(row, from, to);
        }
    }

    /** Minotaur with no block on the field. */
    record NoStarBlock() implements TurnEvent {
        public String key() {
            return "event.block.none";
        }

        public List<Object> args() {
            return List.of();
        }
    }

    /** A row completed and its star block taken (R8); Casual counts the stars now held, Gamer rewards it (null). */
    record RowCompleted(Colour who, String row, Integer stars) implements TurnEvent {
        public String key() {
            return stars == null ? "event.row.completed" : "event.row.completedStars";
        }

        public List<Object> args() {
            return stars == null ? List.of(who, row) : List.of(who, row, stars);
        }
    }

    /** Casual: no cards left, or two stars, and out at this place (R14). */
    record WentOut(Colour who, int place, boolean twoStars) implements TurnEvent {
        public String key() {
            return twoStars ? "event.out.stars" : "event.out.place";
        }

        public List<Object> args() {
            return List.of(who, place);
        }
    }

    /** Casual: eliminated at this place (R13). */
    record Eliminated(Colour who, int place) implements TurnEvent {
        public String key() {
            return "event.eliminated.place";
        }

        public List<Object> args() {
            return List.of(who, place);
        }
    }

    /** A leaving player's rare cards go back to the Rare Area (R13). */
    record RaresReturned(int n) implements TurnEvent {
        public String key() {
            return "event.rares.returned";
        }

        public List<Object> args() {
            return List.of(n);
        }
    }

    /** An eliminated player's cards dealt out, {@code each} to each player left, {@code rest} discarded face up. */
    record DealtOut(Colour from, int cards, int each, int rest) implements TurnEvent {
        public String key() {
            return rest > 0 ? "event.dealtOut.rest" : "event.dealtOut";
        }

        public List<Object> args() {
            return List.of(from, cards, each, rest);
        }
    }

    /** The last player in the game takes the place left. */
    record LastInGame(Colour who, int place) implements TurnEvent {
        public String key() {
            return "event.lastInGame";
        }

        public List<Object> args() {
            return List.of(who, place);
        }
    }

    record GameOver() implements TurnEvent {
        public String key() {
            return "event.gameOver";
        }

        public List<Object> args() {
            return List.of();
        }
    }
}
