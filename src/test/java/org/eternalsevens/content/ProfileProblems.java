package org.eternalsevens.content;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.eternalsevens.rules.basics.Reason;

/** The profile tests' look at a problem as a value (P496): its key and its first arguments. */
final class ProfileProblems {
    private ProfileProblems() {
    }

    /** Some problem has {@code profile.<key>} and arguments starting with {@code args} (the file first). */
    static void hasProblem(List<Reason> problems, String key, Object... args) {
        assertThat(problems).anySatisfy(r -> {
            assertThat(r.key()).isEqualTo("profile." + key);
            assertThat(r.args()).startsWith(args);
        });
    }
}
