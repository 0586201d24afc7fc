package org.eternalsevens.app.session;

import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.rules.setup.Setup;

/** The table's choices from the new-game dialog: the checked setup and the record's setup for saving. */
public record NewGame(Setup setup, RecordSetup recordSetup) {
}
