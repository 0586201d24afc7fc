package org.eternalsevens;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The map of docs/architecture.md (issue 24, P274): each room imports only itself and the rooms below it. A room is a
 * package under {@code org.eternalsevens}; one written {@code name.*} holds its sub-packages too. Each line of
 * {@link #MAP} names a room and the rooms right below it; what those may import, it may import too. A new room is
 * one line here (and one in docs/architecture.md).
 */
class RoomsTest {
    static final Path MAIN = Path.of("src/main/java");
    static final String ROOT = "org.eternalsevens";

    /** Each room and the rooms right below it; "" is {@code org.eternalsevens} itself (Main and the start-up). */
    static final String[][] MAP = {
        {"rules.basics", ""},
        {"rules.dragon", "rules.basics"},
        {"rules.track", "rules.basics"},
        {"rules.ranking", "rules.track"},
        {"rules.board", "rules.ranking"},
        {"rules.setup", "rules.board"},
        {"rules", "rules.dragon rules.setup"},
        {"words", "rules"},
        {"content", "rules"},
        {"record", "rules words"},
        {"history", "content record"},
        {"cli", "content record history"},
        {"app.look", "rules words"},
        {"app.words", "content words"},
        {"app.paint", "app.look"},
        {"app.session", "app.look app.words content record history"},
        {"app.diagnostics", "app.session"},
        {"app.field", "app.diagnostics app.paint app.words"},
        {"app.prompt", "app.field"},
        {"app.pro", "app.session app.paint"},
        {"app.dialogs", "app.pro"},
        {"app.gamer", "app.dialogs"},
        {"app.panels", "app.pro"},
        {"app.actions", "app.field app.gamer"},
        {"app.history", "app.session app.paint"},
        {"app", "app.actions app.panels app.prompt app.gamer"},
        {"", "app cli"},
    };

    static final Pattern PACKAGE = Pattern.compile("^\\s*package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);
    static final Pattern IMPORT = Pattern.compile("^\\s*import\\s+(static\\s+)?([\\w.]+)", Pattern.MULTILINE);
    /** A class of the project named in full in the code: {@code org.eternalsevens.app.look.Theme}. */
    static final Pattern FULL_NAME = Pattern.compile("(?<![\\w.])" + Pattern.quote(ROOT) + "((?:\\.[a-z]\\w*)*)\\.[A-Z]");
    static final Pattern COMMENT_OR_TEXT = Pattern.compile(
            "/\\*.*?\\*/|//[^\\n]*|\"\"\".*?\"\"\"|\"(?:\\\\.|[^\"\\\\\\n])*\"|'(?:\\\\.|[^'\\\\])'", Pattern.DOTALL);

    /** Each room and every room it may import: itself, the rooms right below it, and theirs. */
    static Map<String, Set<String>> allowed(String[][] map) {
        Map<String, List<String>> below = new LinkedHashMap<>();
        for (String[] line : map) {
            below.put(line[0], line[1].isBlank() ? List.of() : List.of(line[1].trim().split("\\s+")));
        }
        Map<String, Set<String>> out = new LinkedHashMap<>();
        for (String room : below.keySet()) {
            Set<String> reach = new LinkedHashSet<>();
            List<String> todo = new ArrayList<>(below.get(room));
            while (!todo.isEmpty()) {
                String r = todo.remove(todo.size() - 1);
                if (!below.containsKey(r)) {
                    throw new IllegalArgumentException(room + " stands on " + r + ", which is no room of the map");
                }
                if (reach.add(r)) {
                    todo.addAll(below.get(r));
                }
            }
            if (reach.contains(room)) {
                throw new IllegalArgumentException(room + " stands on itself: the map has a cycle");
            }
            reach.add(room);
            out.put(room, reach);
        }
        return out;
    }

    /** The room a package is in, or null: the room of the longest name that is the package or (.*) holds it. */
    static String roomOf(String pkg, Set<String> rooms) {
        String best = null;
        int bestLength = -1;
        for (String room : rooms) {
            boolean subs = room.endsWith(".*");
            String name = room.isEmpty() ? ROOT : ROOT + "." + (subs ? room.substring(0, room.length() - 2) : room);
            boolean in = pkg.equals(name) || subs && pkg.startsWith(name + ".");
            if (in && name.length() > bestLength) {
                best = room;
                bestLength = name.length();
            }
        }
        return best;
    }

    /** The package part of a dotted name: the segments before the first capitalised one. */
    static String packageOf(String dotted) {
        StringBuilder b = new StringBuilder();
        for (String part : dotted.split("\\.")) {
            if (!part.isEmpty() && Character.isUpperCase(part.charAt(0))) {
                break;
            }
            b.append(b.length() == 0 ? "" : ".").append(part);
        }
        return b.toString();
    }

    /** What a source file imports or names in full against the map, in sentences; empty when it keeps to it. */
    static List<String> problems(String file, String source, Map<String, Set<String>> map) {
        List<String> out = new ArrayList<>();
        Matcher p = PACKAGE.matcher(source);
        String pkg = p.find() ? p.group(1) : "";
        String room = roomOf(pkg, map.keySet());
        if (room == null) {
            return List.of(file + " is in package " + pkg + ", which is in no room of the map");
        }
        Set<String> used = new TreeSet<>();
        Matcher m = IMPORT.matcher(source);
        while (m.find()) {
            used.add(packageOf(m.group(2)));
        }
        String code = IMPORT.matcher(COMMENT_OR_TEXT.matcher(source).replaceAll(" ")).replaceAll("");
        Matcher full = FULL_NAME.matcher(code);
        while (full.find()) {
            used.add(ROOT + full.group(1));
        }
        for (String target : used) {
            if (!target.equals(ROOT) && !target.startsWith(ROOT + ".")) {
                continue; // the JDK and the libraries: RulesPurityTest keeps the rules free of them
            }
            String to = roomOf(target, map.keySet());
            if (to == null || !map.get(room).contains(to)) {
                out.add(file + " (room " + label(room) + ") uses " + target + " (room " + label(to) + ")");
            }
        }
        return out;
    }

    private static String label(String room) {
        return room == null ? "none" : room.isEmpty() ? "org.eternalsevens" : room;
    }

    @Test
    void P274_everyClassImportsOnlyTheRoomsBelowItsOwn() throws IOException {
        Map<String, Set<String>> map = allowed(MAP);
        List<String> problems = new ArrayList<>();
        Set<String> seen = new TreeSet<>();
        int files = 0;
        try (Stream<Path> all = Files.walk(MAIN)) {
            for (Path f : all.filter(x -> x.toString().endsWith(".java")).sorted().toList()) {
                files++;
                String source = Files.readString(f, StandardCharsets.UTF_8);
                problems.addAll(problems(MAIN.relativize(f).toString(), source, map));
                Matcher p = PACKAGE.matcher(source);
                seen.add(roomOf(p.find() ? p.group(1) : "", map.keySet()));
            }
        }
        assertThat(files).as("files scanned").isGreaterThan(200);
        assertThat(problems).isEmpty();
        assertThat(seen).as("every room of the map holds a class (the map is not stale)").containsAll(map.keySet());
    }

    @Test
    void P274_theScanSeesAPlantedViolation() {
        Map<String, Set<String>> map = allowed(MAP);
        String look = "package org.eternalsevens.app.look;\nimport java.util.List;\n"
                + "import org.eternalsevens.rules.basics.Colour;\nimport org.eternalsevens.app.session.Settings;\n"
                + "import static org.eternalsevens.app.field.FieldView.heightFor;\n"
                + "// org.eternalsevens.app.MainFrame in a comment is no use\n"
                + "class Bad { String s = \"org.eternalsevens.app.App\"; Object o = org.eternalsevens.cli.ReplayCommand.class; }\n";
        assertThat(problems("Bad.java", look, map)).containsExactly(
                "Bad.java (room app.look) uses org.eternalsevens.app.field (room app.field)",
                "Bad.java (room app.look) uses org.eternalsevens.app.session (room app.session)",
                "Bad.java (room app.look) uses org.eternalsevens.cli (room cli)");
        assertThat(problems("Good.java", "package org.eternalsevens.app.prompt;\nimport org.eternalsevens.app.look.Theme;\n"
                + "import org.eternalsevens.rules.dragon.DragonCards;\nclass Good { }\n", map)).isEmpty();
        assertThat(problems("Up.java", "package org.eternalsevens.rules.track;\nimport org.eternalsevens.record.Notation;\n"
                + "class Up { }\n", map)).containsExactly(
                "Up.java (room rules.track) uses org.eternalsevens.record (room record)");
        assertThat(problems("Down.java", "package org.eternalsevens.rules.basics;\n"
                + "import org.eternalsevens.rules.dragon.DragonCards;\nclass Down { }\n", map)).containsExactly(
                "Down.java (room rules.basics) uses org.eternalsevens.rules.dragon (room rules.dragon)");
        assertThat(problems("Lost.java", "package org.eternalsevens.app.elsewhere;\nclass Lost { }\n", map))
                .containsExactly("Lost.java is in package org.eternalsevens.app.elsewhere, which is in no room of the map");
    }

    @Test
    void P274_theMapItselfIsOneWay() {
        assertThat(allowed(MAP).get("app.look")).contains("app.look", "words", "rules", "rules.basics")
                .doesNotContain("app.session", "app.paint");
        assertThat(allowed(MAP).get("app.prompt")).contains("app.session", "app.look", "rules", "rules.track")
                .doesNotContain("app.panels", "app");
        String[][] cycle = {{"a", "b"}, {"b", "c"}, {"c", "a"}};
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> allowed(cycle))
                .hasMessageContaining("stands on itself");
        String[][] unknown = {{"a", "nowhere"}};
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> allowed(unknown))
                .hasMessageContaining("no room of the map");
    }

    @Test
    void P274_docsArchitectureNamesEveryRoom() throws IOException {
        String doc = Files.readString(Path.of("docs/architecture.md"), StandardCharsets.UTF_8);
        for (String[] line : MAP) {
            String name = line[0].isEmpty() ? ROOT : line[0].replace(".*", "");
            assertThat(doc).as("docs/architecture.md names the room %s", name).contains("`" + name);
        }
    }
}
