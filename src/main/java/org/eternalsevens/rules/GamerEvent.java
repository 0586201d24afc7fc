package org.eternalsevens.rules;

import java.util.List;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.track.GamerElimination;
import org.eternalsevens.rules.basics.Phrase;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.ranking.Place;
import org.eternalsevens.rules.track.Reward;
import org.eternalsevens.rules.ranking.StartPlayer;

/** The Gamer levels' round and track (R41–R47): going out, Hard Passes, rewards, eliminations, rounds, places. */
public sealed interface GamerEvent extends Event {
    record WentOut(Colour who) implements GamerEvent {
        public String key() {
            return "event.gamer.out";
        }

        public List<Object> args() {
            return List.of(who);
        }
    }

    /** A Hard Pass, the hand revealed by its cards' names (R42). */
    record HardPassed(Colour who, List<RevealedCard> cards) implements GamerEvent {
        public HardPassed {
            cards = List.copyOf(cards);
        }

        public String key() {
            return cards.isEmpty() ? "event.hardPass.empty" : "event.hardPass";
        }

        public List<Object> args() {
            return List.of(who, cards);
        }
    }

    /** A reward put on the track, in the words of its explanation (R41, R45, R58). */
    record Rewarded(Reward.Applied reward) implements GamerEvent {
        public String key() {
            return "event.reward";
        }

        public List<Object> args() {
            return List.of(reward);
        }
    }

    /** A Gamer elimination (R43): the hand discarded, hearts to 0; round 1 gives a star, round 2 cannot win. */
    record Eliminated(GamerElimination elimination) implements GamerEvent {
        public String key() {
            return elimination.cannotWin() ? "event.gamer.eliminated.cannotWin" : "event.gamer.eliminated";
        }

        public List<Object> args() {
            return List.of(elimination.who(), elimination.handDiscarded());
        }
    }

    record LastInRound(Colour who) implements GamerEvent {
        public String key() {
            return "event.gamer.lastInRound";
        }

        public List<Object> args() {
            return List.of(who);
        }
    }

    /** A place of the final ranking with its reason (R46). */
    record Placed(Place place) implements GamerEvent {
        public String key() {
            return "event.gamer.placed";
        }

        public List<Object> args() {
            return List.of(place);
        }
    }

    /** Round 1 ends; the start player of round 2 with the reason (R47). */
    record RoundOneOver(StartPlayer start) implements GamerEvent {
        public String key() {
            return "event.round1.over";
        }

        public List<Object> args() {
            return List.of(start);
        }
    }

    record RoundTwoBegins() implements GamerEvent {
        public String key() {
            return "event.round2.begins";
        }

        public List<Object> args() {
            return List.of();
        }
    }

    /** A board ability's token (R61, R64, R76), or none at the cap; {@code why} names the card or the column. */
    record BoardToken(String board, Colour who, Phrase why, boolean gained) implements GamerEvent {
        public String key() {
            return gained ? "event.board.token" : "event.board.tokenCapped";
        }

        public List<Object> args() {
            return List.of(board, who, why);
        }
    }

    /** A board ability's heart on the track (R62, R63), or none at the heart cap (R41). */
    record BoardHeart(String board, Colour who, Phrase why, boolean gained) implements GamerEvent {
        public String key() {
            return gained ? "event.board.heart" : "event.board.heartCapped";
        }

        public List<Object> args() {
            return List.of(board, who, why);
        }
    }
}
