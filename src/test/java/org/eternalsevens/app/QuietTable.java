package org.eternalsevens.app;

import org.eternalsevens.app.session.TableControl;

/** A table for tests of the views without a window: it hears of the game's end, failures and messages, and ignores them. */
public final class QuietTable {
    private QuietTable() {
    }

    public static TableControl make() {
        return new TableControl(TableControl.Events.NONE);
    }
}
