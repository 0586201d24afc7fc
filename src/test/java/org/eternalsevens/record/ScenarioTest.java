package org.eternalsevens.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.eternalsevens.testkit.NeedsSharedDocs;
import org.eternalsevens.testkit.SharedDocs;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Scenario records named after the rule or ruling they check (src/test/resources/scenarios), and the worked
 * examples of the shared folder (SharedDocs; the project keeps a copy in src/test/resources/examples).
 */
class ScenarioTest {
    static final Path SCENARIOS = Path.of("src/test/resources/scenarios");

    static Path examples() {
        return SharedDocs.examples();
    }

    /** The project's copy of the worked examples is the shared folder's, file for file (where that folder is). */
    @NeedsSharedDocs
    @Test
    void the_projects_copy_of_the_worked_examples_is_the_shared_folders() throws Exception {
        Path shared = SharedDocs.folder().resolve("examples");
        List<Path> theirs;
        try (Stream<Path> files = Files.walk(shared)) {
            theirs = files.filter(p -> p.toString().endsWith(".json")).map(shared::relativize).sorted().toList();
        }
        List<Path> ours;
        try (Stream<Path> files = Files.walk(SharedDocs.ownExamples())) {
            ours = files.filter(p -> p.toString().endsWith(".json")).map(SharedDocs.ownExamples()::relativize).sorted()
                    .toList();
        }
        assertThat(ours).isEqualTo(theirs).isNotEmpty();
        for (Path f : ours) {
            assertThat(Files.readString(SharedDocs.ownExamples().resolve(f))).as(f.toString())
                    .isEqualTo(Files.readString(shared.resolve(f)));
        }
    }

    /** Every folder but {@code pro/}, which {@link ProScenarioTest} runs. */
    @TestFactory
    Stream<DynamicTest> scenarioRecords() throws Exception {
        return tests(ScenarioCases.loadAll(SCENARIOS, p -> !p.startsWith(ProScenarioTest.PRO)));
    }

    /** The Casual examples (the folder's own files). */
    @TestFactory
    Stream<DynamicTest> workedExamplesOfTheSharedFolder() throws Exception {
        return tests(casualExamples());
    }

    /** The Gamer examples of the shared folder's {@code gamer/} folder (issue 9): every one of them. */
    @TestFactory
    Stream<DynamicTest> workedGamerExamplesOfTheSharedFolder() throws Exception {
        return tests(gamerExamples());
    }

    static List<ScenarioCases.Case> gamerExamples() throws Exception {
        List<ScenarioCases.Case> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(examples().resolve("gamer"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                out.addAll(ScenarioCases.load(f));
            }
        }
        return out;
    }

    static List<ScenarioCases.Case> casualExamples() throws Exception {
        List<ScenarioCases.Case> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(examples())) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                out.addAll(ScenarioCases.load(f));
            }
        }
        return out;
    }

    @Test
    void thereAreScenariosAndExamples() throws Exception {
        assertTrue(casualExamples().size() >= 4, "the worked examples were not found");
        assertTrue(gamerExamples().size() >= 4, "the worked Gamer examples were not found");
    }

    static Stream<DynamicTest> tests(List<ScenarioCases.Case> cases) {
        List<DynamicTest> out = new ArrayList<>();
        for (ScenarioCases.Case c : cases) {
            out.add(DynamicTest.dynamicTest(c.toString(), () -> {
                List<String> errs = ScenarioCases.check(c);
                assertTrue(errs.isEmpty(), c + ":\n  " + String.join("\n  ", errs));
            }));
        }
        return out.stream();
    }
}
