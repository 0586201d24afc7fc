package org.eternalsevens.app;

import java.awt.GraphicsEnvironment;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * Tests that need a display fail without one in CI (the {@code CI} variable or {@code -Des.requireGui=true}); on a
 * developer's headless machine they are skipped with a message pointing to issue #3 and to {@code xvfb-run -a}.
 */
public final class DisplayRequired {
    private DisplayRequired() {
    }

    /** Fails or skips the calling tests when there is no display; {@code what} names them in the message. */
    public static void check(String what) {
        if (GraphicsEnvironment.isHeadless()) {
            String msg = "No display: " + what + " of issue #3 need one. Run them under xvfb-run -a.";
            if (System.getenv("CI") != null || Boolean.getBoolean("es.requireGui")) {
                Assertions.fail(msg);
            }
            Assumptions.abort(msg);
        }
    }
}
