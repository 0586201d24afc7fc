package org.eternalsevens.testkit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The one place tests find the shared documents (RULINGS.md, the rulebook, the worked examples): the folder
 * {@code ../shared} beside the project, or the one named by {@code -Des.shared=DIR} (CI names a missing one to prove
 * the tests pass on a clone alone). Tests that cross-check against them carry {@link NeedsSharedDocs}; without the
 * folder they are reported as skipped, with the folder's path, and never fail. P256.
 */
public final class SharedDocs {
    private SharedDocs() {
    }

    /** The shared folder, present or not. */
    public static Path folder() {
        return Path.of(System.getProperty("es.shared", "../shared"));
    }

    /** Whether the shared documents are there: RULINGS.md and the rulebook. */
    public static boolean present() {
        return Files.isRegularFile(rulingsFile()) && Files.isRegularFile(rulebookFile());
    }

    public static Path rulingsFile() {
        return folder().resolve("RULINGS.md");
    }

    public static Path rulebookFile() {
        return folder().resolve("rules/eternal-sevens-rulebook.txt");
    }

    public static String rulings() throws IOException {
        return Files.readString(rulingsFile(), StandardCharsets.UTF_8);
    }

    public static List<String> rulebook() throws IOException {
        return Files.readAllLines(rulebookFile(), StandardCharsets.UTF_8);
    }

    /** The worked examples: the shared folder's, else the copy the project keeps in src/test/resources/examples. */
    public static Path examples() {
        Path shared = folder().resolve("examples");
        return Files.isDirectory(shared) ? shared : ownExamples();
    }

    /** The project's copy of the shared worked examples. */
    public static Path ownExamples() {
        return Path.of("src/test/resources/examples");
    }
}
