package org.eternalsevens.app.gamer;

import java.awt.Window;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eternalsevens.app.session.GameSession;
import org.eternalsevens.app.session.Table;
import org.eternalsevens.app.session.TableControl;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.Engine;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.ranking.Place;
import org.eternalsevens.rules.PlayerState;
import org.eternalsevens.rules.basics.PlayerStatus;
import org.eternalsevens.rules.ranking.Ranking;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.ranking.Standing;
import org.eternalsevens.rules.ranking.StartPlayer;
import org.eternalsevens.rules.basics.Verdict;
import org.eternalsevens.words.Ui;

/**
 * Gamer mode's steps in the window (issue 9 item 4): the Hard Pass entry, the round summary after round 1 and the
 * results after round 2. Every verdict, reward, ranking and start player comes from the engine's own code.
 */
public final class GamerFlow {
    private GamerFlow() {
    }

    /** A hand the engine never refuses for its cards (P and * are never refused, R49). */
    public static List<RevealedCard> probeHand(PlayerState p) {
        List<RevealedCard> out = new ArrayList<>();
        for (int i = 0; i < p.hand(); i++) {
            out.add(i < p.hand() - p.rares() ? RevealedCard.PURPLE : RevealedCard.RARE);
        }
        return out;
    }

    /** Whether the player to move may Hard Pass now (R42), in the engine's words. */
    public static Verdict mayHardPass(Table table) {
        GameState s = table.shown();
        if (s == null || s.gamer() == null || s.finished() || s.toMove() == null) {
            return Verdict.refuseAs(org.eternalsevens.rules.basics.RejectCode.GAME_OVER, "no_gamer_game");
        }
        if (!table.live()) {
            return table.check(new Move.HardPass(s.toMove(), probeHand(s.player(s.toMove())))); // "looking back"
        }
        return org.eternalsevens.rules.LegalMoves.hardPass(s); // the engine's own check before the hand (R42)
    }

    /** Opens the Hard Pass entry for the player to move and sends {@code hardpass CARDS} when confirmed. */
    public static void hardPass(Window owner, TableControl table) {
        GameState s = table.shown();
        if (s == null || s.gamer() == null || s.toMove() == null) {
            return;
        }
        Colour c = s.toMove();
        Optional<String> hand = hardPassDialog(owner, s, mayHardPass(table)).ask();
        hand.ifPresent(h -> {
            String refused = table.sendTyped(c.id() + ": hardpass" + (h.isEmpty() ? "" : " " + h));
            if (refused != null) {
                table.tell(refused);
            }
        });
    }

    /** The Hard Pass entry for the player to move in {@code s}, not yet shown (also the warm-up's, P366). */
    static HardPassDialog hardPassDialog(Window owner, GameState s, Verdict may) {
        Colour c = s.toMove();
        PlayerState p = s.player(c);
        return new HardPassDialog(owner, c, s.setup().nameOf(c), p.hand(), p.rares(), may, s.field(),
                s.gamer().round().known(), hand -> Engine.hardPassReward(s, c, hand));
    }

    /**
     * The round summary after move {@code n} ended round 1: each player's result and rewards as the engine kept
     * them ({@link org.eternalsevens.rules.Gamer#ledger()}), the track after the round and round 2's start player.
     */
    public static void showRoundSummary(Window owner, GameSession session, int n, Runnable onContinue) {
        showRoundSummary(owner, session, n, onContinue, null);
    }

    /**
     * As above, with Undo in the summary (P341): a wrong last move of round 1 (a final Hard Pass) is taken back
     * before round 2 starts; the summary closes and the table is as before that move.
     */
    public static void showRoundSummary(Window owner, GameSession session, int n, Runnable onContinue,
                                        TableControl table) {
        RoundSummaryDialog d = roundSummary(owner, session, n, onContinue, table);
        if (table != null) {
            // the window shows round 2 once the summary is seen: what the move answers comes first (P590)
            org.eternalsevens.app.look.FirstSight.of(d, table::releaseViews);
        }
        d.setVisible(true);
        if (table != null) {
            table.releaseViews(); // closed unpainted: the views are never left held
        }
    }

    /** The round summary of {@link #showRoundSummary}, not yet shown (also the warm-up's, P366). */
    static RoundSummaryDialog roundSummary(Window owner, GameSession session, int n, Runnable onContinue) {
        return roundSummary(owner, session, n, onContinue, null);
    }

    static RoundSummaryDialog roundSummary(Window owner, GameSession session, int n, Runnable onContinue,
                                           TableControl table) {
        RoundSummaryDialog.Undo undo = table == null ? null
                : new RoundSummaryDialog.Undo(table.undoWords(), table::undo);
        GameState after = session.stateAt(n);
        GameState before = session.stateAt(n - 1); // round 1's boards, before round 2's choosing (Pro)
        List<RoundSummaryDialog.RoundResult> results = RoundSummaryDialog.results(after.gamer(), 1,
                after.setup().seats(), c -> after.setup().nameOf(c) + board(before, c));
        StartPlayer next = after.gamer().round2Start() != null ? after.gamer().round2Start() // the engine's (R47)
                : StartPlayer.round2(after.gamer().track());
        return new RoundSummaryDialog(owner, 1, results, after.gamer().track(), next, onContinue, undo);
    }

    /** " (Kyubi)": the player's Eternal board this round, at the Pro level; empty below it. */
    static String board(GameState s, Colour c) {
        org.eternalsevens.rules.board.EternalBoard b = s.board(c);
        return b == null ? "" : " (" + b.title() + ")";
    }

    /** The places after round 2 (R46), by the engine's ranking, with the track. */
    public static List<Place> places(GameState finished) {
        if (!finished.gamer().places().isEmpty()) {
            return finished.gamer().places(); // the places the engine gave at the end of round 2
        }
        List<Standing> standings = new ArrayList<>();
        for (Colour c : finished.setup().seats()) {
            standings.add(new Standing(c, finished.player(c).status() == PlayerStatus.ELIMINATED));
        }
        return Ranking.rank(standings, finished.gamer().track(), finished.setup().gamer().caps());
    }

    /** The results window of a Gamer game (P340): places, groups, reasons, the rounds and the track; the buttons. */
    public static void showResults(Window owner, GameState finished, GameSession session, Runnable newGameSamePlayers,
                            Runnable save) {
        new GamerResultsDialog(owner, places(finished), finished.gamer().track(), finished.gamer().ledger(),
                finished.setup()::nameOf, newGameSamePlayers, save).setVisible(true);
    }
}
