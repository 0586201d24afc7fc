package org.eternalsevens.rules.track;

import java.util.ArrayList;
import java.util.List;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Phrase;

/**
 * Every change of a player's hearts or stars on the track (R41), each with its cause, in the order it came (P228):
 * the starting hearts, a reward's First Bonus and the rest of it, a star block, another player's Hard Pass (R60), a
 * Dragon action's heart, a board ability's heart, an elimination (R43) and a table's correction. Each entry holds
 * what moved on the track after its caps, so the entries of a player add up to the track, always. The engine
 * changes the track only through {@link Gamer#moved} and {@link Gamer#earned}, which write the entry.
 */
public record TrackLedger(List<Entry> entries) {
    public static final TrackLedger EMPTY = new TrackLedger(List.of());

    /** Why the track moved. */
    public enum Cause {
        START, FIRST_BONUS, GO_OUT, HARD_PASS, STAR_BLOCK, ANY_HARD_PASS, DRAGON_ACTION, BOARD_ABILITY, ELIMINATION,
        CORRECTION;

        public static Cause of(EarnedReward.Event e) {
            switch (e) {
                case GO_OUT: return GO_OUT;
                case HARD_PASS: return HARD_PASS;
                case STAR_BLOCK: return STAR_BLOCK;
                case ELIMINATION: return ELIMINATION;
                default: return ANY_HARD_PASS;
            }
        }
    }

    /**
     * One change: the round, the player, the cause, the hearts and stars it moved on the track (negative for an
     * elimination or a correction down), what happened as a value ({@link Phrase}, worded by the app), and for a reward event the reward itemised (null
     * otherwise; a First Bonus entry shares its event's reward).
     */
    public record Entry(int round, Colour player, Cause cause, int hearts, int stars, Phrase words,
                        EarnedReward reward) {
        public Entry {
            if (round < 1 || player == null || cause == null || words == null) {
                throw new IllegalArgumentException("A ledger entry needs a round, a player, a cause and its words");
            }
        }
    }

    public TrackLedger {
        entries = List.copyOf(entries);
    }

    /** Round 1's starting hearts (R41: 3 each with four players; none with two or three). */
    public static TrackLedger start(Track t) {
        List<Entry> out = new ArrayList<>();
        for (Colour c : t.players()) {
            if (t.hearts(c) > 0 || t.stars(c) > 0) {
                out.add(new Entry(1, c, Cause.START, t.hearts(c), t.stars(c),
                        Phrase.of("event.ledger.start", c, t.hearts(c)), null));
            }
        }
        return new TrackLedger(out);
    }

    public TrackLedger with(Entry e) {
        List<Entry> all = new ArrayList<>(entries.size() + 1);
        all.addAll(entries);
        all.add(e);
        return new TrackLedger(all);
    }

    /**
     * A reward event as it moved the track ({@code hearts}, {@code stars}): its First Bonus as an entry of its own
     * (counted first, so the track's caps cut the rest of the reward first), then the rest under the event's cause.
     */
    public TrackLedger earned(EarnedReward r, int hearts, int stars) {
        int bonusHearts = 0;
        int bonusStars = 0;
        for (RewardPart p : r.parts()) {
            if (p.source() == RewardPart.Source.FIRST_BONUS) {
                bonusHearts += p.hearts();
                bonusStars += p.stars();
            }
        }
        bonusHearts = Math.max(0, Math.min(bonusHearts, hearts));
        bonusStars = Math.max(0, Math.min(bonusStars, stars));
        TrackLedger out = this;
        if (bonusHearts > 0 || bonusStars > 0) {
            out = out.with(new Entry(r.round(), r.player(), Cause.FIRST_BONUS, bonusHearts, bonusStars,
                    Phrase.of("event.ledger.firstBonus", r.player()), r));
        }
        return out.with(new Entry(r.round(), r.player(), Cause.of(r.event()), hearts - bonusHearts,
                stars - bonusStars, Phrase.of("event.ledger.reward", r), r));
    }

    /** A player's entries of one round, in order. */
    public List<Entry> of(int round, Colour c) {
        return entries.stream().filter(e -> e.round() == round && e.player() == c).toList();
    }

    /** The hearts a player's entries add up to: the track's hearts. */
    public int hearts(Colour c) {
        return entries.stream().filter(e -> e.player() == c).mapToInt(Entry::hearts).sum();
    }

    /** The stars a player's entries add up to: the track's stars. */
    public int stars(Colour c) {
        return entries.stream().filter(e -> e.player() == c).mapToInt(Entry::stars).sum();
    }

    /** The hearts a player's entries of one round add up to. */
    public int hearts(Colour c, int round) {
        return of(round, c).stream().mapToInt(Entry::hearts).sum();
    }

    /** The stars a player's entries of one round add up to. */
    public int stars(Colour c, int round) {
        return of(round, c).stream().mapToInt(Entry::stars).sum();
    }

    /** The reward events, each once, in the order they came (what {@link Gamer#rewards()} lists). */
    public List<EarnedReward> rewards() {
        List<EarnedReward> out = new ArrayList<>();
        for (Entry e : entries) {
            if (e.reward() != null && e.cause() != Cause.FIRST_BONUS) {
                out.add(e.reward());
            }
        }
        return out;
    }
}
