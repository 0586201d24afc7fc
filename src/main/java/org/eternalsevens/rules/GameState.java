package org.eternalsevens.rules;

import java.util.ArrayList;
import java.util.List;
import org.eternalsevens.rules.basics.Awaiting;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.basics.Eternals;
import org.eternalsevens.rules.basics.Field;
import org.eternalsevens.rules.board.PassIcon;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.basics.PlayerStatus;
import org.eternalsevens.rules.setup.RulesInForce;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.setup.Supply;

/**
 * The whole public state of a game, as an immutable value. The state is the fold of the moves over
 * {@link #initial(Setup)}; {@link Engine#apply} makes the next one. {@code nextTop} and {@code nextBottom} are
 * the next free places from the top and from the bottom (R14).
 */
public record GameState(Setup setup, Field field, List<PlayerState> players, Turn turn, Eternals eternals,
                        Supply supply, int nextTop, int nextBottom, boolean finished, Gamer gamer) {
    public GameState {
        players = List.copyOf(players);
    }

    /** A Casual state: no Gamer part. */
    public GameState(Setup setup, Field field, List<PlayerState> players, Turn turn, Eternals eternals,
                     Supply supply, int nextTop, int nextBottom, boolean finished) {
        this(setup, field, players, turn, eternals, supply, nextTop, nextBottom, finished, null);
    }

    /** A fresh game: hands dealt, decks shuffled face down, the start player to move. */
    public static GameState initial(Setup setup) {
        List<PlayerState> players = new ArrayList<>();
        for (Colour c : setup.seats()) {
            players.add(new PlayerState(c, setup.handSize(), 0, setup.rules().discs(), List.of(), 0, 0, 0, 0,
                    PlayerStatus.PLAYING, null, false));
        }
        Supply supply = Supply.start(setup);
        Eternals eternals = new Eternals(setup.instant(), List.of(), setup.continuous(), List.of(), null);
        Gamer gamer = setup.gamer() == null ? null : Gamer.start(setup);
        Turn turn = gamer != null && gamer.pro() != null // Pro: the round opens with the choosing (R52)
                ? new Turn(gamer.pro().choosing().next(), Pending.CHOOSE, 0) : new Turn(setup.start(), Pending.NONE, 0);
        return new GameState(setup, Field.EMPTY, players, turn, eternals, supply, 1, setup.playerCount(), false,
                gamer);
    }

    public PlayerState player(Colour c) {
        for (PlayerState p : players) {
            if (p.colour() == c) {
                return p;
            }
        }
        return null;
    }

    /** The Pro board side the player chose this round, or null (below Pro, or before they have chosen). */
    public EternalBoard board(Colour c) {
        return gamer == null || gamer.pro() == null ? null : gamer.pro().board(c);
    }

    /** The pass icons the player may choose from now (their board's; Pro: the chosen Eternal board's, R55). */
    public List<PassIcon> icons(Colour c) {
        return Mode.of(setup.level()).icons(setup, gamer, c);
    }

    /** A player's hearts: the track's in Gamer mode (R41), where they are kept once (P281); else the Casual figure. */
    public int hearts(Colour c) {
        return gamer == null ? player(c).casualHearts() : gamer.track().hearts(c);
    }

    /** A player's stars: the track's in Gamer mode (R41, P281); in Casual mode the star blocks taken (R14). */
    public int stars(Colour c) {
        return gamer == null ? player(c).casualStars() : gamer.track().stars(c);
    }

    /** The colour the engine waits for, or null once finished. */
    public Colour toMove() {
        return finished ? null : turn.actor();
    }

    public Awaiting awaiting() {
        return finished ? Awaiting.NONE : turn.awaiting();
    }

    public Pending pending() {
        return finished ? Pending.NONE : turn.pending();
    }

    public ContinuousEternal active() {
        return eternals.active();
    }

    /** The rules in force for a player now, as the mode gives them (Casual: the active eternal and the level). */
    public RulesInForce rulesInForce(Colour c) {
        return Mode.of(setup.level()).rules(setup, eternals, gamer, c);
    }

    /** Players still in the game. */
    public int inGameCount() {
        int n = 0;
        for (PlayerState p : players) {
            if (p.inGame()) {
                n++;
            }
        }
        return n;
    }

    /** The round: 1, or 2 in the second round of a Gamer game. */
    public int round() {
        return gamer == null ? 1 : gamer.round().number();
    }

    /** Colours in final order once finished; empty before. */
    public List<Colour> ranking() {
        return Mode.of(setup.level()).ranking(this);
    }

    /** The spaces that show an X token (R9): forbidden ones that are empty or hold only a rare card. */
    public List<Space> xSpaces() {
        RulesInForce r = rulesInForce(turn.actor());
        List<Space> out = new ArrayList<>();
        if (r.forbidden() == 0) {
            return out;
        }
        for (Space s : Space.ALL_SPACES) {
            if ((r.forbidden() >> s.number() & 1) != 0 && !field.hasCard(s)) {
                out.add(s);
            }
        }
        return out;
    }
}
