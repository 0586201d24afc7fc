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

    @TestFactory
    Stream<DynamicTest> scenarioRecords() throws Exception {
        return tests(ScenarioCases.loadAll(SCENARIOS));
    }

    /**
     * The Casual examples (the folder's own files). The Gamer examples in its {@code gamer/} folder join when the
     * engine plays Expert (issue 9); until then a build without Gamer mode runs the Casual ones, as
     * ../shared/examples/README.md says.
     */
    @TestFactory
    Stream<DynamicTest> workedExamplesOfTheSharedFolder() throws Exception {
        return tests(casualExamples());
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
    }

    private static Stream<DynamicTest> tests(List<ScenarioCases.Case> cases) {
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
