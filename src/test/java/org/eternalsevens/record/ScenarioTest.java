package org.eternalsevens.record;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Scenario records named after the rule or ruling they check (src/test/resources/scenarios), and the worked
 * examples of ../shared/examples (a copy is kept in src/test/resources/examples for builds without ../shared).
 */
class ScenarioTest {
    static final Path SCENARIOS = Path.of("src/test/resources/scenarios");

    static Path examples() {
        Path shared = Path.of("../shared/examples");
        return Files.isDirectory(shared) ? shared : Path.of("src/test/resources/examples");
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
