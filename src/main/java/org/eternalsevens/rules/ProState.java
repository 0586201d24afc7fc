package org.eternalsevens.rules;

import java.util.List;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.board.ProChoosing;
import org.eternalsevens.rules.board.ProSetup;
import org.eternalsevens.rules.setup.Setup;

/**
 * The Pro part of a game's state (R50–R54): the prepared boards and this round's choosing, which says who holds
 * which board side. Null at the Expert level.
 */
public record ProState(ProSetup setup, ProChoosing choosing) {
    /** A round's choosing (R52, R53): every prepared board on offer, showing this round's side. */
    static ProState choosing(Setup setup, int round, List<Colour> order) {
        return new ProState(setup.pro(), ProChoosing.start(round, order,
                setup.pro().showing(round, setup.eternalBoards())));
    }

    /** The board side the player chose this round, or null until they have chosen. */
    public EternalBoard board(Colour c) {
        return choosing.board(c);
    }

    /** Whether the round's choosing is still going on. */
    public boolean choosingNow() {
        return !choosing.done();
    }

    ProState withChoosing(ProChoosing c) {
        return new ProState(setup, c);
    }
}
