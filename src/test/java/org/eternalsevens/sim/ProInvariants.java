package org.eternalsevens.sim;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eternalsevens.rules.basics.Awaiting;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.LegalSpaces;
import org.eternalsevens.rules.PlayerState;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.setup.Supply;
import org.eternalsevens.rules.track.Track;

/**
 * The books of a Pro game that must hold after every move (issue 11's simulator invariants), all but the boards'
 * also at the Expert level; each method lists what is wrong, in sentences naming the player and the board.
 */
final class ProInvariants {
    private ProInvariants() {
    }

    static List<String> check(GameState s) {
        return check(s, 0);
    }

    /**
     * The same, with {@code corrected} number cards that the table's corrections of this round added to hands
     * ({@code table: fix hand}) or named rare cards ({@code table: fix rares}, a negative count).
     */
    static List<String> check(GameState s, int corrected) {
        List<String> errs = new ArrayList<>();
        track(s, errs);
        pile(s, errs);
        tokens(s, errs);
        if (s.gamer().pro() != null) {
            boards(s, errs);
        }
        if (!s.finished()) { // P82: the last player left goes out at once, the hand not counted further
            cards(s, errs, corrected);
        }
        return errs;
    }

    /**
     * One legal list (P227; R25, R62, R65): while a play is awaited, the summary's {@code legal.play} are exactly the
     * number and purple plays {@link LegalMoves#of} lists (none for a hand of rare cards only), and its
     * {@code legal.rare} exactly the rare plays listed for a player holding a rare card: the summary's lists, unlike
     * the moves, ignore what the player holds and Cyclops's priority (RECORD-FORMAT), so for a holder of a rare card
     * under Cyclops the listed plays are only some of the summary's.
     */
    static List<String> legalAgrees(GameState s) {
        if (s.finished() || s.awaiting() != Awaiting.PLAY) {
            return List.of();
        }
        LegalSpaces ls = LegalMoves.spaces(s);
        LegalSpaces listed = LegalSpaces.of(LegalMoves.of(s));
        Set<Space> play = new HashSet<>(listed.play());
        Set<Space> rare = new HashSet<>(listed.rare());
        PlayerState p = s.player(s.toMove());
        Set<Space> want = p.hand() > p.rares() ? new HashSet<>(ls.play()) : Set.of(); // a hand of rare cards only
        Set<Space> wantRare = p.rares() > 0 ? new HashSet<>(ls.rare()) : Set.of();
        boolean cyclops = p.rares() > 0 && s.gamer() != null && s.gamer().round().dragon().cyclopsInForce();
        boolean plays = cyclops ? want.containsAll(play) : play.equals(want);
        if (!plays || !rare.equals(wantRare)) {
            return List.of("the legal moves play " + play + " and rare " + rare + ", the summary's legal lists "
                    + ls.play() + " and " + ls.rare());
        }
        return List.of();
    }

    /** Expert: the heart stack holds every player once; hearts and stars within the caps; players show the track. */
    private static void track(GameState s, List<String> errs) {
        Setup setup = s.setup();
        Track t = s.gamer().track();
        List<Colour> order = t.heartOrder();
        if (order.size() != setup.playerCount() || !new HashSet<>(order).equals(new HashSet<>(setup.seats()))) {
            errs.add("the heart stack is " + order + ", not each of " + setup.seats() + " once");
        }
        for (Colour c : setup.seats()) {
            int hearts = t.hearts(c);
            int stars = t.stars(c);
            if (hearts < 0 || hearts > setup.gamer().caps().heartCap() || stars < 0
                    || stars > setup.gamer().caps().starCap()) {
                errs.add(c.id() + " has " + hearts + " hearts and " + stars + " stars, beyond the track");
            }
            if (s.player(c).casualHearts() != 0 || s.player(c).casualStars() != 0) { // P281: the track's alone
                errs.add(c.id() + " keeps " + s.player(c).casualHearts() + " hearts, " + s.player(c).casualStars()
                        + " stars of its own beside the track's " + hearts + ", " + stars);
            }
        }
    }

    /** R66: the discard pile never counts below zero, nor more rare cards than cards. */
    private static void pile(GameState s, List<String> errs) {
        Supply u = s.supply();
        if (u.discardDown() < 0 || u.discardUp() < 0 || u.discardRares() < 0) {
            errs.add("the discard pile counts " + u.discardDown() + " face down, " + u.discardUp() + " face up, "
                    + u.discardRares() + " rare");
        }
    }

    /** R76, R65: 2 tokens, 3 for the Kyubi, none ever for Pegasus and Barong. */
    private static void tokens(GameState s, List<String> errs) {
        for (PlayerState p : s.players()) {
            EternalBoard b = s.board(p.colour());
            int cap = b == null ? s.setup().rules().tokenCap() : b.tokenLimit();
            if (p.apt() < 0 || p.apt() > cap) {
                errs.add(p.colour().id() + " (" + (b == null ? "no board" : b.name()) + ") holds " + p.apt()
                        + " tokens; the cap is " + cap);
            }
            if (b != null && ("pegasus".equals(b.name()) || "barong".equals(b.name())) && p.apt() != 0) {
                errs.add(p.colour().id() + "'s " + b.name() + " holds " + p.apt() + " tokens (R65: none)");
            }
            if (b != null && "kyubi".equals(b.name()) && p.apt() > 3) {
                errs.add(p.colour().id() + "'s kyubi holds " + p.apt() + " tokens (R76: at most 3)");
            }
            if (p.hand() < 0 || p.rares() < 0 || p.rares() > p.hand()) {
                errs.add(p.colour().id() + " holds " + p.hand() + " cards with " + p.rares() + " rare");
            }
        }
    }

    /** R52, R53: after the choosing every player has exactly one board, all different, and one board is left over. */
    private static void boards(GameState s, List<String> errs) {
        if (s.finished()) {
            return;
        }
        var choosing = s.gamer().pro().choosing();
        if (choosing.round() != s.round()) {
            errs.add("the choosing is round " + choosing.round() + "'s in round " + s.round());
        }
        Set<String> ids = new HashSet<>();
        int with = 0;
        for (Colour c : s.setup().seats()) {
            EternalBoard b = s.board(c);
            if (b != null) {
                with++;
                if (!ids.add(b.id())) {
                    errs.add(b.name() + " is held by two players");
                }
                if (!choosing.showing().contains(b)) {
                    errs.add(c.id() + " holds " + b.id() + ", which is not showing in round " + s.round());
                }
            }
        }
        boolean choosingNow = s.awaiting() == Awaiting.CHOOSE;
        if (choosingNow != !choosing.done()) {
            errs.add("awaiting " + s.awaiting() + " while the choosing is " + (choosing.done() ? "over" : "on"));
        }
        if (!choosingNow && (with != s.setup().playerCount() || choosing.offer().size() != 1)) {
            errs.add("after the choosing " + with + " of " + s.setup().playerCount() + " players have a board and "
                    + choosing.offer().size() + " are left over");
        }
        if (choosingNow && with != s.setup().playerCount() - choosing.toChoose().size()) {
            errs.add(with + " boards are chosen with " + choosing.toChoose() + " still to choose");
        }
    }

    /** The engine's books balance: 48 number cards (and the corrected ones) and 4 rare cards, wherever they are. */
    private static void cards(GameState s, List<String> errs, int corrected) {
        Supply u = s.supply();
        int numbers = s.field().cardCount() + u.discardDown() + u.discardUp() + u.commonDeck() + u.faceUp();
        int rares = u.rareArea() + s.field().rareCount() + s.field().coveredCount() + u.discardRares();
        for (PlayerState p : s.players()) {
            numbers += p.hand() - p.rares();
            rares += p.rares();
        }
        if (numbers != Cards.NUMBER_CARDS + corrected) {
            errs.add("the engine accounts for " + numbers + " number cards, not 48" + (corrected == 0 ? ""
                    : " and the " + corrected + " the table's corrections added"));
        }
        if (rares != 4) {
            errs.add("the engine accounts for " + rares + " rare cards, not 4");
        }
    }
}
