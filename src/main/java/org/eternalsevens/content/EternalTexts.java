package org.eternalsevens.content;

import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.basics.InstantEternal;
import org.eternalsevens.rules.basics.Quote;
import org.eternalsevens.rules.basics.Reason;
import tools.jackson.core.JacksonException;

/** The one-line effect of every eternal, read from {@code profiles/eternals.json}. */
public final class EternalTexts {
    public static final String FILE = "eternals.json";
    private static volatile EternalTexts defaults;

    private final Map<InstantEternal, String> instant;
    private final Map<ContinuousEternal, String> continuous;

    private EternalTexts(Map<InstantEternal, String> instant, Map<ContinuousEternal, String> continuous) {
        this.instant = instant;
        this.continuous = continuous;
    }

    /** The texts of {@code source}, or a {@link ProfileException} listing every problem. */
    public static EternalTexts load(ProfileSource source) {
        List<Reason> problems = new ArrayList<>();
        Map<InstantEternal, String> inst = new EnumMap<>(InstantEternal.class);
        Map<ContinuousEternal, String> cont = new EnumMap<>(ContinuousEternal.class);
        try {
            String text = source.read(FILE);
            if (text == null) {
                throw new ProfileException(source.describe(), List.of(ProfileException.problem("file.missing", FILE)));
            }
            ProfileJson root = ProfileJson.parse(text);
            if (!ContentLoader.FORMAT.equals(root.path("format").asString(""))) {
                problems.add(ProfileException.problem("format", FILE, ContentLoader.FORMAT));
            }
            read(root.path("instant"), "instant", InstantEternal.values(), InstantEternal::parse,
                    InstantEternal::id, inst, problems);
            read(root.path("continuous"), "continuous", ContinuousEternal.values(), ContinuousEternal::parse,
                    ContinuousEternal::id, cont, problems);
        } catch (IOException | JacksonException | IllegalArgumentException e) {
            problems.add(ProfileException.unreadable(FILE, e));
        }
        if (!problems.isEmpty()) {
            throw new ProfileException(source.describe(), problems);
        }
        return new EternalTexts(inst, cont);
    }

    /**
     * The texts from {@link ProfileSource#find()}, else the packed copy, else titles only; read once and never
     * failing, so a reworded file with a mistake cannot stop a game.
     */
    public static EternalTexts defaults() {
        EternalTexts t = defaults;
        if (t == null) {
            t = firstReadable(ProfileSource::find);
            defaults = t;
        }
        return t;
    }

    /**
     * The texts of the source {@code found} gives, else the packed copy, else titles only. Finding the source may fail
     * on a malformed {@code es.profiles} path (an {@link InvalidPathException}): the packed copy then serves (P269).
     */
    static EternalTexts firstReadable(Supplier<ProfileSource> found) {
        try {
            return load(found.get());
        } catch (ProfileException | InvalidPathException e) {
            try {
                return load(ProfileSource.packed());
            } catch (ProfileException again) {
                return new EternalTexts(new EnumMap<>(InstantEternal.class), new EnumMap<>(ContinuousEternal.class));
            }
        }
    }

    /** The instant eternal's effect in one line ("" if the profile has none). */
    public String of(InstantEternal e) {
        return instant.getOrDefault(e, "");
    }

    /** The continuous eternal's effect in one line ("" if the profile has none). */
    public String of(ContinuousEternal e) {
        return continuous.getOrDefault(e, "");
    }

    private static <E> void read(ProfileJson node, String kind, E[] all, Function<String, E> parse,
                                 Function<E, String> id, Map<E, String> out, List<Reason> problems) {
        if (!node.isObject()) {
            problems.add(ProfileException.problem("texts.kind", FILE, kind));
            return;
        }
        for (Map.Entry<String, ProfileJson> e : node.properties()) {
            E eternal = parse.apply(e.getKey());
            String line = e.getValue().isString() ? e.getValue().asString().strip() : "";
            if (eternal == null) {
                problems.add(ProfileException.problem("texts.unknown." + kind, FILE, new Quote(e.getKey())));
            } else if (line.isEmpty() || line.contains("\n")) {
                problems.add(ProfileException.problem("texts.line", FILE, kind, e.getKey()));
            } else {
                out.put(eternal, line);
            }
        }
        for (E eternal : all) {
            if (!out.containsKey(eternal) && !node.has(id.apply(eternal))) {
                problems.add(ProfileException.problem("texts.none", FILE, kind, id.apply(eternal)));
            }
        }
    }
}
