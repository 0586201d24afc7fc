package org.eternalsevens.rules;

import java.util.List;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Phrase;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.basics.RuleSource;

/** What a pass does (R12, R26, R29, R30; the Pro boards' icons R55, R70–R72). */
public sealed interface PassEvent extends Event {
    /** A disc on an icon (its label), or on a two-player shared icon ({@code icon} null). */
    record PassedOn(Colour who, String icon) implements PassEvent {
        public String key() {
            return icon == null ? "event.pass.shared" : "event.pass.icon";
        }

        public List<Object> args() {
            return icon == null ? List.of(who) : List.of(who, icon);
        }
    }

    /** The icon's +{@code bonus} tokens: {@code got} of them within the cap {@code cap} (R15); none held at 0. */
    record IconTokens(Colour who, int bonus, int got, int cap) implements PassEvent {
        public String key() {
            return cap == 0 ? "event.pass.noTokens" : got < bonus ? "event.pass.tokensCapped" : "event.pass.tokens";
        }

        public List<Object> args() {
            return List.of(who, bonus, got, cap);
        }
    }

    /** Kraken (or its board) is active: a discard pass discards nothing (R26). */
    record NothingDiscarded(RuleSource by) implements PassEvent {
        public String key() {
            return "event.discard.nothing";
        }

        public List<Object> args() {
            return List.of(by);
        }
    }

    record Discarded(Colour who, boolean rare) implements PassEvent {
        public String key() {
            return rare ? "event.discard.rare" : "event.discard.card";
        }

        public List<Object> args() {
            return List.of(who);
        }
    }

    /** One Must Play token on an empty space (R10), or two of them ({@code second} null for one: R55). */
    record MustPlayPlaced(Colour who, Space first, Space second) implements PassEvent {
        public String key() {
            return second == null ? "event.mustPlay.one" : "event.mustPlay.two";
        }

        public List<Object> args() {
            return second == null ? List.of(who, first) : List.of(who, first, second);
        }
    }

    /** The dragon icon with no Dragon action available (R40). */
    record NothingMore() implements PassEvent {
        public String key() {
            return "event.pass.nothingMore";
        }

        public List<Object> args() {
            return List.of();
        }
    }

    /** A rare card from the Rare Area (R12, R20); {@code source} names where it comes from. */
    record RareTaken(Colour who, Phrase source) implements PassEvent {
        public String key() {
            return source.key().equals(RARE_ICON) ? "event.rare.taken" : "event.rare.takenFrom";
        }

        public List<Object> args() {
            return List.of(who, source);
        }
    }

    /** The rare icon's source, which its own pass needs not name. */
    String RARE_ICON = "event.source.rareIcon";

    /** What an empty Rare Area gives instead (R20): a token, none at the cap, or nothing where there are no tokens. */
    enum Instead { TOKEN, NONE_AT_CAP, NOTHING }

    record RareAreaEmpty(Colour who, Phrase source, Instead instead) implements PassEvent {
        public String key() {
            switch (instead) {
                case TOKEN: return "event.rareArea.token";
                case NONE_AT_CAP: return "event.rareArea.capped";
                default: return "event.rareArea.nothing";
            }
        }

        public List<Object> args() {
            return List.of(who, source);
        }
    }

    /** The take icon (R69): a rare card, a known card again, or a card face down or face up ({@code card} or null). */
    record TakenFromDiscardPile(Colour who, Taken taken, RevealedCard card) implements PassEvent {
        public String key() {
            return "event.take." + taken.name().toLowerCase(java.util.Locale.ROOT)
                    + (card == null || taken == Taken.RARE ? "" : ".named");
        }

        public List<Object> args() {
            return card == null ? List.of(who) : List.of(who, card);
        }
    }

    enum Taken { RARE, AGAIN, DOWN, UP }

    /** The Kappa board's drain (R72): {@code drainer} a board's title or a player, {@code lost} who lost how many. */
    record Drained(Object drainer, List<Phrase> lost) implements PassEvent {
        public Drained {
            lost = List.copyOf(lost);
        }

        public String key() {
            return lost.isEmpty() ? "event.drain.none" : "event.drain";
        }

        public List<Object> args() {
            return List.of(drainer, lost);
        }

        /** One player's loss in the list. */
        public static Phrase loss(Colour who, int n) {
            return Phrase.of("event.drain.loss", who, n);
        }
    }

    /** The Kraken board's tens (R71). */
    record TensHanded(Colour who) implements PassEvent {
        public String key() {
            return "event.tens";
        }

        public List<Object> args() {
            return List.of(who);
        }
    }

    /** The Barong board's declare (R70): a colour's id; with two players up to {@code upTo} cards, else one (null). */
    record ColourDeclared(Colour who, String colour, Integer upTo) implements PassEvent {
        public String key() {
            return upTo == null ? "event.declare.board" : "event.declare.boardTwo";
        }

        public List<Object> args() {
            return upTo == null ? List.of(who, colour) : List.of(who, colour, upTo);
        }
    }
}
