package org.eternalsevens.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.rules.board.EternalBoard;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The Pro level's scenario records (RULINGS R50–R79): every file under {@code scenarios/pro/}, sub-folders (the
 * icons' and abilities' own) included. Each record's expected summary values were worked out by hand from the
 * rulings. A ruling or board without its file fails {@link #thereIsAScenarioFileForEachRulingAndEachBoard}.
 */
class ProScenarioTest {
    static final Path PRO = ScenarioTest.SCENARIOS.resolve("pro");
    /** The rulings this folder's own files are named after (the icons and abilities have their own folders). */
    static final List<String> RULINGS = List.of("R50", "R51", "R52", "R53", "R54", "R56", "R57", "R58", "R59", "R60",
            "R75", "R76", "R77", "R78", "R79");

    @TestFactory
    Stream<DynamicTest> proScenarioRecords() throws Exception {
        return ScenarioTest.tests(ScenarioCases.loadAll(PRO));
    }

    @Test
    void thereIsAScenarioFileForEachRulingAndEachBoard() throws Exception {
        List<String> names = new ArrayList<>();
        List<String> caseNames = new ArrayList<>();
        try (Stream<Path> files = Files.list(PRO)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json")).toList()) {
                names.add(f.getFileName().toString());
                ScenarioCases.load(f).forEach(c -> caseNames.add(c.name()));
            }
        }
        for (String r : RULINGS) {
            assertThat(caseNames).as("a Pro scenario case names " + r).anyMatch(n -> n.contains(r));
        }
        for (EternalBoard b : ContentLoader.defaults().eternalBoards().all()) {
            assertThat(names).as("the rewards of " + b.name() + " have their file").contains("R57_" + b.name() + ".json");
        }
    }
}
