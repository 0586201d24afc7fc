package org.eternalsevens.history;

import java.util.List;

/**
 * What an import or a catching-up did (P372): games entered, records whose game was in the history already, and the
 * files skipped with the reason in plain words. {@code notEntered}: why nothing more could be entered (the history
 * could not be written, P374), or null.
 */
public record ImportReport(int entered, int already, List<Skip> skipped, String notEntered) {
    public ImportReport {
        skipped = List.copyOf(skipped);
    }

    /** A file that is no finished, legal game, and why. */
    public record Skip(String file, String reason) {
    }

    /** The report in plain words, for the window and the command line. */
    public String words() {
        StringBuilder b = new StringBuilder(HistoryWords.of("import.summary", entered, already, skipped.size()));
        for (Skip s : skipped) {
            b.append('\n').append(HistoryWords.of("import.skipped", s.file(), s.reason()));
        }
        if (notEntered != null) {
            b.append('\n').append(notEntered);
        }
        return b.toString();
    }
}
