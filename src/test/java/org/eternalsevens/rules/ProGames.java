package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.record.Replayer;

/** Pro games for the pass-icon and restriction tests: a setup with its prepared boards, and records replayed. */
final class ProGames {
    private ProGames() {
    }

    /** A Pro setup: the prepared boards (ids with their round-1 sides), the seats clockwise, the first to start. */
    static Setup pro(List<String> boards, String... seats) {
        RecordSetup r = new RecordSetup("pro", List.of(seats), seats[0], null, null, null, null, boards, null);
        SetupCheck.Result res = r.toSetup(ContentLoader.defaults());
        assertThat(res.problems()).isEmpty();
        return res.setup();
    }

    /** The state after the moves, every one of them accepted. */
    static GameState after(Setup setup, String... moves) {
        Replayer.Result r = Replayer.replay(setup, List.of(moves));
        assertThat(r.rejected()).as("no move refused").isNull();
        return r.state();
    }

    /** The refusal of the last move, every move before it accepted. */
    static Verdict refusal(Setup setup, String... moves) {
        Replayer.Result r = Replayer.replay(setup, List.of(moves));
        assertThat(r.rejected()).as("the last move is refused").isNotNull();
        assertThat(r.rejected().index()).as("refused at the last move: " + r.rejected()).isEqualTo(moves.length - 1);
        return Verdict.no(r.rejected().code(), r.rejected().reason());
    }

    /** The log of the last move. */
    static List<String> log(Setup setup, String... moves) {
        Replayer.Result r = Replayer.replay(setup, List.of(moves));
        assertThat(r.rejected()).as("no move refused").isNull();
        return r.events().get(r.events().size() - 1);
    }
}
