package org.eternalsevens.content;

import java.util.List;

/** The profiles cannot be used; {@link #problems()} lists every problem found, in plain words. */
public final class ProfileException extends RuntimeException {
    private final List<String> problems;

    public ProfileException(String where, List<String> problems) {
        super("The game profiles in " + where + " have " + problems.size()
                + (problems.size() == 1 ? " problem:\n  " : " problems:\n  ") + String.join("\n  ", problems));
        this.problems = List.copyOf(problems);
    }

    public List<String> problems() {
        return problems;
    }
}
