package org.eternalsevens.record;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.rules.setup.SetupCheck;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Runs case files in the format of ../shared/examples: {"cases": [{"name", "record", "exit", "expect", "sets"}]}.
 * {@code expect} is a partial summary (objects match as subsets, lists must be equal); {@code sets} names lists
 * that must hold exactly the given items in any order; {@code exit} is what {@code replay} would return.
 */
public final class ScenarioCases {
    static final JsonMapper JSON = JsonMapper.builder().build();

    private ScenarioCases() {
    }

    /** One case with the file it came from. */
    public record Case(String file, String name, JsonNode node) {
        @Override
        public String toString() {
            return name + " [" + file + "]";
        }
    }

    public static List<Case> load(Path file) throws IOException {
        JsonNode root = JSON.readTree(Files.readString(file, StandardCharsets.UTF_8));
        List<Case> out = new ArrayList<>();
        for (JsonNode c : root.path("cases")) {
            out.add(new Case(file.getFileName().toString(), c.path("name").asString(), c));
        }
        return out;
    }

    public static List<Case> loadAll(Path folder) throws IOException {
        return loadAll(folder, p -> true);
    }

    /** Every case of the folder's files, sub-folders included, whose path passes {@code keep}. */
    public static List<Case> loadAll(Path folder, java.util.function.Predicate<Path> keep) throws IOException {
        List<Case> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json") && keep.test(p)).sorted().toList()) {
                out.addAll(load(f));
            }
        }
        return out;
    }

    /** Every mismatch between the case and what replaying its record gives; empty when it passes. */
    public static List<String> check(Case c) throws Exception {
        List<String> errs = new ArrayList<>();
        GameRecord record = RecordJson.read(JSON.writeValueAsString(c.node().path("record")));
        SetupCheck.Result setup = record.setup().toSetup(ContentLoader.defaults());
        int want = c.node().path("exit").asInt(0);
        if (!setup.ok()) {
            if (want != 2) {
                errs.add("setup refused: " + setup.problems());
            }
            return errs;
        }
        Replayer.Result r = Replayer.replay(setup.setup(), record.moves());
        int exit = r.rejected() == null ? 0 : 3;
        if (exit != want) {
            errs.add("exit " + exit + ", expected " + want + (r.rejected() == null ? "" : "; rejected " + r.rejected()));
        }
        JsonNode summary = JSON.readTree(Summary.toJson(r.state(), r.rejected()));
        subset(c.node().path("expect"), summary, "", errs);
        for (Map.Entry<String, JsonNode> e : c.node().path("sets").properties()) {
            JsonNode got = summary;
            for (String k : e.getKey().split("\\.")) {
                got = got.path(k);
            }
            List<String> want1 = new ArrayList<>();
            e.getValue().forEach(n -> want1.add(n.asString()));
            List<String> got1 = new ArrayList<>();
            got.forEach(n -> got1.add(n.asString()));
            want1.sort(null);
            got1.sort(null);
            if (!got.isArray() || !want1.equals(got1)) {
                errs.add(e.getKey() + ": expected set " + want1 + ", got " + got1);
            }
        }
        return errs;
    }

    private static void subset(JsonNode exp, JsonNode act, String path, List<String> errs) {
        if (exp.isObject()) {
            if (!act.isObject()) {
                errs.add(path + ": expected an object, got " + act);
                return;
            }
            for (Map.Entry<String, JsonNode> e : exp.properties()) {
                if (!act.has(e.getKey())) {
                    errs.add(path + "." + e.getKey() + ": missing");
                } else {
                    subset(e.getValue(), act.get(e.getKey()), path + "." + e.getKey(), errs);
                }
            }
        } else if (!exp.equals(act)) {
            errs.add(path + ": expected " + exp + ", got " + act);
        }
    }
}
