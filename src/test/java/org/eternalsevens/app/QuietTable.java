package org.eternalsevens.app;

import org.eternalsevens.app.session.TableControl;
import org.eternalsevens.rules.GameState;

/** A table for tests of the views without a window: it hears of the game's end, failures and messages, and ignores them. */
public final class QuietTable {
    private QuietTable() {
    }

    public static TableControl make() {
        return new TableControl(new TableControl.Events() {
            @Override
            public void gameOver(GameState finished) {
            }

            @Override
            public void journalFailed(String sentence) {
            }

            @Override
            public void message(String sentence) {
            }
        });
    }
}
