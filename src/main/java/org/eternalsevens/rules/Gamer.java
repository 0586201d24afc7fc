package org.eternalsevens.rules;

import java.util.ArrayList;
import java.util.List;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.track.EarnedReward;
import org.eternalsevens.rules.basics.Phrase;
import org.eternalsevens.rules.ranking.Place;
import org.eternalsevens.rules.board.ProSetup;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.ranking.StartPlayer;
import org.eternalsevens.rules.track.Track;
import org.eternalsevens.rules.track.TrackLedger;

/**
 * The Gamer part of a game's state, as small values (R40–R47): the {@link Round} now (its number, Dragon cards,
 * final turns, First Bonus, known cards and Dragon offer), the heart-and-star track, which alone holds the players'
 * hearts and stars (P281); round 2's start player with its reason once known, and the final places with their
 * reasons once the game is over (R46, R47); every change of the track with its cause, round 1's and round 2's, in
 * the order it came (the {@link TrackLedger}, R41, R43, P228); at the Pro level the boards ({@code pro}, R50–R54;
 * null at Expert). Null in Casual mode.
 */
public record Gamer(Round round, Track track, StartPlayer round2Start, List<Place> places, TrackLedger ledger,
                    ProState pro) {
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
        return new Gamer(Round.start(1), track, null, List.of(), TrackLedger.start(track), pro);
    }

    /**
     * The track after a change to {@code c}'s hearts or stars that is not a reward event (a Dragon action, a board
     * ability, a correction), written in the ledger with its cause when anything moved (P228).
     */
    public Gamer moved(Track t, Colour c, TrackLedger.Cause cause, Phrase words) {
        int hearts = t.hearts(c) - track.hearts(c);
        int stars = t.stars(c) - track.stars(c);
        TrackLedger l = hearts == 0 && stars == 0 ? ledger
                : ledger.with(new TrackLedger.Entry(round.number(), c, cause, hearts, stars, words, null));
        return new Gamer(round, t, round2Start, places, l, pro);
    }

    /** The track after a reward event (or an elimination), written in the ledger as it moved the track (P228). */
    Gamer earned(EarnedReward r, Track t) {
        Colour c = r.player();
        TrackLedger l = ledger.earned(r, t.hearts(c) - track.hearts(c), t.stars(c) - track.stars(c));
        return new Gamer(round, t, round2Start, places, l, pro);
    }

    /** The same game with the round changed within itself. */
    Gamer with(Round r) {
        return new Gamer(r, track, round2Start, places, ledger, pro);
    }

    /** Round 2 (R47): the track carries over; the round starts afresh. */
    Gamer nextRound(StartPlayer start) {
        return new Gamer(round.next(), track, start, places, ledger, pro);
    }

    /** The game is over: the places of R46 with their reasons. */
    Gamer withPlaces(List<Place> p) {
        return new Gamer(round, track, round2Start, p, ledger, pro);
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
        return new Gamer(round, track, round2Start, places, ledger, p);
    }
}
