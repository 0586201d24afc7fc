package org.eternalsevens.app.pro;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import javax.swing.Timer;
import javax.swing.UIManager;

import com.formdev.flatlaf.util.UIScale;

import org.eternalsevens.rules.board.EternalBoard;

/**
 * The choosing's board cards: each built once per look and scale (P327), and round 2's built ahead (P448). Round 2's
 * boards are known from the set-up; building and wrapping their cards when round 1 ended made its last move lag. They
 * are built one card at each tick of a timer, on the event thread while the table plays round 1, so a click waits for
 * at most one card; once all are built, the choosing lays them out as it will show them, so their lines are broken.
 */
final class KeptBoardCards {
    private static final int AHEAD_MS = 100;
    private final Map<EternalBoard, BoardCard> kept = new HashMap<>();
    private String keptLook;
    private final ArrayDeque<EternalBoard> toBuild = new ArrayDeque<>();
    private final Timer ahead = new Timer(AHEAD_MS, e -> buildOne());
    private final Consumer<List<BoardCard>> layOut;
    private final List<EternalBoard> aheadBoards = new ArrayList<>();

    /** {@code layOut}: lays the cards built ahead out as the choosing will show them, once all are built. */
    KeptBoardCards(Consumer<List<BoardCard>> layOut) {
        this.layOut = layOut;
    }

    /** The card kept for {@code b}, built now if it was not. */
    BoardCard card(EternalBoard b) {
        return kept.computeIfAbsent(b, k -> new BoardCard(k, 210, true, k.name()));
    }

    /** The card kept for {@code b}, or null (tests). */
    BoardCard built(EternalBoard b) {
        return kept.get(b);
    }

    /** Forgets the cards when the look or the scale changed since they were built. */
    void keepLook() {
        String look = UIManager.getLookAndFeel().getName() + UIScale.getUserScaleFactor();
        if (!look.equals(keptLook)) {
            kept.clear();
            keptLook = look;
        }
    }

    /** Builds the cards of {@code boards} not kept yet, one at each tick, before they are shown. */
    void buildAhead(List<EternalBoard> boards) {
        if (!aheadBoards.equals(boards)) {
            aheadBoards.clear();
            aheadBoards.addAll(boards);
        }
        for (EternalBoard b : boards) {
            if (!kept.containsKey(b) && !toBuild.contains(b)) {
                toBuild.add(b);
            }
        }
        if (!toBuild.isEmpty() && !ahead.isRunning()) {
            ahead.start();
        }
    }

    /** Whether cards are still waiting to be built ahead. */
    boolean building() {
        return !toBuild.isEmpty();
    }

    private void buildOne() {
        EternalBoard b = toBuild.poll();
        if (b == null) {
            ahead.stop();
            return;
        }
        keepLook();
        card(b);
        if (toBuild.isEmpty()) {
            ahead.stop();
            List<BoardCard> cards = new ArrayList<>();
            aheadBoards.forEach(k -> cards.add(card(k)));
            layOut.accept(cards);
        }
    }
}
