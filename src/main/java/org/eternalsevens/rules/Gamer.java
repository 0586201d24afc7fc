package org.eternalsevens.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * The Gamer part of a game's state, as small values (R40–R47): the round, the heart-and-star track, the Dragon
 * cards, the final turns, whether the First Bonus was taken this round, the cards known to be out (R49), and what
 * set off the Dragon action on offer now (null when none is); round 2's start player with its reason once known, and
 * the final places with their reasons once the game is over (R46, R47); every change of the track with its cause,
 * round 1's and round 2's, in the order it came (the {@link TrackLedger}, R41, R43, P228); at the Pro level the boards
 * ({@code pro}, R50–R54; null at Expert). Null in Casual mode.
 */
public record Gamer(int round, Track track, DragonCards dragon, FinalTurns finalTurns, boolean firstBonusTaken,
                    KnownOut known, DragonOffers.Trigger offer, StartPlayer round2Start, List<Place> places,
                    TrackLedger ledger, ProState pro) {
    public Gamer {
        places = List.copyOf(places);
    }

    /** Round 1: the track from the start player up (R41), the Dragon cards face up. */
    static Gamer start(Setup setup) {
        List<Colour> order = new ArrayList<>();
        int from = setup.seats().indexOf(setup.start());
        for (int i = 0; i < setup.seats().size(); i++) {
            order.add(setup.seats().get((from + i) % setup.seats().size()));
        }
        ProState pro = setup.pro() == null ? null
                : ProState.choosing(setup, 1, ProSetup.round1Order(setup.seats(), setup.start()));
        Track track = Track.start(order, setup.gamer().caps());
        return new Gamer(1, track, DragonCards.start(), FinalTurns.NONE, false, KnownOut.NONE, null, null, List.of(),
                TrackLedger.start(track), pro);
    }

    /**
     * The track after a change to {@code c}'s hearts or stars that is not a reward event (a Dragon action, a board
     * ability, a correction), written in the ledger with its cause when anything moved (P228).
     */
    Gamer moved(Track t, Colour c, TrackLedger.Cause cause, Phrase words) {
        int hearts = t.hearts(c) - track.hearts(c);
        int stars = t.stars(c) - track.stars(c);
        TrackLedger l = hearts == 0 && stars == 0 ? ledger
                : ledger.with(new TrackLedger.Entry(round, c, cause, hearts, stars, words, null));
        return new Gamer(round, t, dragon, finalTurns, firstBonusTaken, known, offer, round2Start, places, l, pro);
    }

    /** The track after a reward event (or an elimination), written in the ledger as it moved the track (P228). */
    Gamer earned(EarnedReward r, Track t) {
        Colour c = r.player();
        TrackLedger l = ledger.earned(r, t.hearts(c) - track.hearts(c), t.stars(c) - track.stars(c));
        return new Gamer(round, t, dragon, finalTurns, firstBonusTaken, known, offer, round2Start, places, l, pro);
    }

    Gamer withDragon(DragonCards d) {
        return new Gamer(round, track, d, finalTurns, firstBonusTaken, known, offer, round2Start, places, ledger,
                pro);
    }

    Gamer withFinalTurns(FinalTurns f) {
        return new Gamer(round, track, dragon, f, firstBonusTaken, known, offer, round2Start, places, ledger, pro);
    }

    Gamer withFirstBonusTaken() {
        return new Gamer(round, track, dragon, finalTurns, true, known, offer, round2Start, places, ledger, pro);
    }

    Gamer withKnown(KnownOut k) {
        return new Gamer(round, track, dragon, finalTurns, firstBonusTaken, k, offer, round2Start, places, ledger,
                pro);
    }

    Gamer withOffer(DragonOffers.Trigger t) {
        return new Gamer(round, track, dragon, finalTurns, firstBonusTaken, known, t, round2Start, places, ledger,
                pro);
    }

    /** Round 2 (R47): the track carries over; Dragon cards, final turns, First Bonus and known cards reset. */
    Gamer nextRound(StartPlayer start) {
        return new Gamer(round + 1, track, DragonCards.start(), FinalTurns.NONE, false, KnownOut.NONE, null, start,
                places, ledger, pro);
    }

    /** The game is over: the places of R46 with their reasons. */
    Gamer withPlaces(List<Place> p) {
        return new Gamer(round, track, dragon, finalTurns, firstBonusTaken, known, offer, round2Start, p, ledger,
                pro);
    }

    /** What each reward event put on the track, both rounds, in the order it came (from the ledger). */
    public List<EarnedReward> rewards() {
        return ledger.rewards();
    }

    /** The rewards of one round, in the order they came. */
    public List<EarnedReward> rewardsOf(int r) {
        return rewards().stream().filter(e -> e.round() == r).toList();
    }

    Gamer withPro(ProState p) {
        return new Gamer(round, track, dragon, finalTurns, firstBonusTaken, known, offer, round2Start, places, ledger,
                p);
    }
}
