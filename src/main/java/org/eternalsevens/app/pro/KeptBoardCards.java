package org.eternalsevens.app.pro;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import javax.swing.Timer;
import javax.swing.UIManager;

import com.formdev.flatlaf.util.UIScale;

import org.eternalsevens.rules.board.EternalBoard;

/**
 * The choosing's board cards: each built once per look and scale (P327), and round 2's built ahead (P448). Round 2's
 * boards are known from the set-up; building and wrapping their cards when round 1 ended made its last move lag. They
 * are built one card at each tick of a timer, on the event thread while the table plays round 1, so a click waits for
 * at most one card; each is laid out at the width the choosing gave its cards, so its lines are broken when it shows.
 */
final class KeptBoardCards {
    private static final int AHEAD_MS = 100;
    private final Map<EternalBoard, BoardCard> kept = new HashMap<>();
    private String keptLook;
    private final ArrayDeque<EternalBoard> toBuild = new ArrayDeque<>();
    private final Timer ahead = new Timer(AHEAD_MS, e -> buildOne());

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
        if (kept.containsKey(b)) {
            return;
        }
        int width = 0; // the width a card had in the choosing (all are as wide)
        for (BoardCard c : kept.values()) {
            width = Math.max(width, c.getWidth());
        }
        BoardCard card = card(b);
        for (int pass = 0; width > 0 && pass < 2; pass++) { // its lines broken at that width, then its height
            card.setSize(width, card.getPreferredSize().height);
            card.doLayout();
        }
    }
}
