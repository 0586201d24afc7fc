package org.eternalsevens.rules;

import org.eternalsevens.rules.setup.ForbiddenCards;
import java.util.List;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Space;

/** The Pro level (R52–R68): choosing the Eternal boards, their Preparations, and abilities that are not gains. */
public sealed interface ProEvent extends Event {
    /** A board chosen, by its title and id. */
    record BoardChosen(Colour who, String board, String id) implements ProEvent {
        public String key() {
            return "event.pro.chosen";
        }

        public List<Object> args() {
            return List.of(who, board, id);
        }
    }

    /** The board nobody chose: back for round 2 after round 1, out of the game after round 2 (R53). */
    record LeftOver(String board, int round) implements ProEvent {
        public String key() {
            return round == 1 ? "event.pro.leftOver" : "event.pro.leftOverOut";
        }

        public List<Object> args() {
            return List.of(board);
        }
    }

    record RoundStarts(Colour who, int round) implements ProEvent {
        public String key() {
            return "event.pro.roundStarts";
        }

        public List<Object> args() {
            return List.of(who, round);
        }
    }

    /** Round 2 at the Pro level: the boards are chosen again, this player first (R53, R79). */
    record ChoosesFirst(Colour who) implements ProEvent {
        public String key() {
            return "event.round2.choosesFirst";
        }

        public List<Object> args() {
            return List.of(who);
        }
    }

    /** A Preparation that moves the Forbidden cube; {@code forbidden} the forbidden cards in words (R54). */
    record ForbiddenPrepared(String board, ForbiddenCards forbidden) implements ProEvent {
        public String key() {
            return "event.prep.forbidden";
        }

        public List<Object> args() {
            return List.of(board, forbidden);
        }
    }

    /** A Preparation's tokens: {@code got} within the cap, or none at it (R54, R15). */
    record TokensPrepared(String board, Colour who, int got) implements ProEvent {
        public String key() {
            return got == 0 ? "event.prep.tokensCapped" : "event.prep.tokens";
        }

        public List<Object> args() {
            return List.of(board, who, got);
        }
    }

    record CardsDiscardedPrepared(String board, Colour who, int cards) implements ProEvent {
        public String key() {
            return "event.prep.discard";
        }

        public List<Object> args() {
            return List.of(board, who, cards);
        }
    }

    /** A Preparation's disc on an icon (its label), with the icon's tokens ({@code got}, none at the cap). */
    record DiscPrepared(String board, Colour who, String icon, int got) implements ProEvent {
        public String key() {
            return got == 0 ? "event.prep.discCapped" : "event.prep.disc";
        }

        public List<Object> args() {
            return List.of(board, who, icon, got);
        }
    }

    /** {@code takesCoveredRares} (R68): the owner takes a covered rare card from its space. */
    record CoveredRareTaken(String board, Colour who, Space space) implements ProEvent {
        public String key() {
            return "event.pro.coveredRare";
        }

        public List<Object> args() {
            return List.of(board, who, space);
        }
    }

    /** {@code purpleGift} (R67): a card given face down, or none when nobody else is in the round. */
    record PurpleGift(String board, Colour who, boolean gives) implements ProEvent {
        public String key() {
            return gives ? "event.pro.gift" : "event.pro.giftNone";
        }

        public List<Object> args() {
            return List.of(board, who);
        }
    }
}
