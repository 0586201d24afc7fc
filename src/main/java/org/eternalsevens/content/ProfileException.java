package org.eternalsevens.content;

import java.util.List;

import org.eternalsevens.rules.basics.Reason;

/**
 * The profiles in {@link #where()} cannot be used; {@link #problems()} lists every problem found, as values
 * ({@code profile.*} keys; P496): {@code words.ProfileWords} says them. The message is for programmers only.
 */
public final class ProfileException extends RuntimeException {
    private final String where;
    private final List<Reason> problems;

    public ProfileException(String where, List<Reason> problems) {
        super(where + ": " + problems);
        this.where = where;
        this.problems = List.copyOf(problems);
    }

    /** The folder or copy of the profiles, as {@link ProfileSource#describe()} names it. */
    public String where() {
        return where;
    }

    public List<Reason> problems() {
        return problems;
    }

    /** One problem: {@code profile.<key>}, the file (and place in it) first, then the sentence's values (P496). */
    static Reason problem(String key, Object... args) {
        return new Reason("profile." + key, List.of(args));
    }

    /** A board's place in a file ("eternal-boards.json board 9A"), said by words (P498). */
    static Reason board(String file, String id) {
        return new Reason("profile.place.board", List.of(file, id));
    }

    /** A field inside a place ("… board 9A goOut"). */
    static Reason in(Object place, String field) {
        return new Reason("profile.place.in", List.of(place, field));
    }

    /** A file that cannot be read as JSON: the parser's own line, or a {@link ProfileJson.Unreadable}'s reason. */
    static Reason unreadable(String file, Exception e) {
        return problem("json", file, e instanceof ProfileJson.Unreadable u ? u.reason()
                : ContentLoader.firstLine(e.getMessage()));
    }
}
