package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * No player-visible literal in the app (P380): the app's own words come from {@code ui.properties} through
 * {@code words.Ui}. A literal is player-visible when it is handed to a component's text, title or tooltip, a button,
 * label, menu or check box, a dialog's or window's title (also through {@code super}), a message box or a border's
 * title, or when it reads like a sentence (a capital letter and a lower-case word after a space, or three lower-case
 * words in a row). Component names, property and theme keys, and the developers' messages (exceptions, errors.log)
 * are not the player's, and are left out. A one-word label handed to the app's own label helpers
 * ({@code heading("Theme")}, {@code GamerLook.styled("Results", "h2")}, {@code chip}, {@code label}), a tab's title, an
 * accessible name, and a capital word left to be joined with a value ({@code "Round " + n}) are found too (P390).
 */
class UiLiteralsTest {
    private static final Path APP = Path.of("src/main/java/org/eternalsevens/app");

    /** A literal handed to a call that shows it to the player. */
    private static final Pattern SHOWN = Pattern.compile("(?:setText|setTitle|setToolTipText|setBorder|setString"
            + "|new (?:JButton|JLabel|JMenu|JMenuItem|JCheckBox|JRadioButton|QuickMenuItem|SteadyLabel|HeadingLabel"
            + "|JToggleButton|TitledBorder|JDialog|JFrame)|super|show(?:Message|Confirm|Option|Input)Dialog"
            + "|Dialogs\\.(?:error|warn|ask)"
            + "|createTitledBorder|FileNameExtensionFilter|setDialogTitle|setApproveButtonText"
            + "|addTab|setTitleAt|setAccessibleName|setAccessibleDescription"
            + "|\\b(?:styled|heading|chip|label|check|spinner|answer))\\((?:[^\"();]|\\([^()\"]*\\))*"
            + "\"((?:[^\"\\\\]|\\\\.)*[A-Za-z](?:[^\"\\\\]|\\\\.)*)\"");
    /** A literal that reads like words: "Open the record", "the autosave cannot be written". */
    private static final Pattern SENTENCE = Pattern.compile("[A-Z][a-z']+ [a-z']+|[a-z']+ [a-z']+ [a-z']+"
            + "|^[A-Z][a-z']+:? $");
    /** A component's name or a name's prefix handed to a helper with its label ("plays-", "new-game-start"). */
    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9]*(?:[-.][a-z0-9]*)+");
    private static final Pattern LITERAL = Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"");
    /** Lines whose literals are for developers: exceptions' messages, errors.log, names and keys. */
    private static final Pattern DEVELOPERS = Pattern.compile("(?:IllegalStateException|IllegalArgumentException"
            + "|UncheckedIOException|AssertionError|UnsupportedOperationException)\\(|Failures\\.|setName\\(|LOG\\."
            + "|getProperty\\(|MigLayout\\(|System\\.(?:err|out)");

    /**
     * Files and literals still allowed, each with its reason. A file listed with no literal is allowed whole: those are
     * the files others change in parallel, swept after the merge (P383).
     */
    static final Map<String, String> ALLOWED = Map.ofEntries(
            Map.entry("session/Settings.java:Eternal Sevens Companion settings",
                    "the settings file's own comment line, for whoever opens the file"),
            Map.entry("session/WarmUp.java:the event thread's queue", "a step's name in errors.log, for developers, never shown to a player"),
            Map.entry("session/WarmUp.java:Expert game", "a step's name in errors.log, for developers, never shown to a player"),
            Map.entry("session/WarmUp.java:Pro game", "a step's name in errors.log, for developers, never shown to a player"),
            Map.entry("session/WarmUp.java:the window's pieces", "a step's name in errors.log, for developers, never shown to a player"),
            Map.entry("session/WarmUp.java:the window's round 2", "a step's name in errors.log, for developers, never shown to a player (P555)"));

    static List<String> found() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(APP)) {
            for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java")).sorted()::iterator) {
                String name = APP.relativize(f).toString().replace('\\', '/');
                if (ALLOWED.containsKey(name)) {
                    continue;
                }
                String code = withoutComments(Files.readString(f, StandardCharsets.UTF_8));
                String[] lines = code.split("\n", -1);
                for (int i = 0; i < lines.length; i++) {
                    String line = lines[i];
                    if (DEVELOPERS.matcher(line).find()) {
                        continue;
                    }
                    List<String> bad = new ArrayList<>();
                    Matcher shown = SHOWN.matcher(line);
                    while (shown.find()) {
                        if (words(shown.group(1)) && !NAME.matcher(shown.group(1)).matches()) {
                            bad.add(shown.group(1));
                        }
                    }
                    Matcher lit = LITERAL.matcher(line);
                    while (lit.find()) {
                        if (SENTENCE.matcher(lit.group(1)).find() && !bad.contains(lit.group(1))) {
                            bad.add(lit.group(1));
                        }
                    }
                    for (String s : bad) {
                        if (!ALLOWED.containsKey(name + ":" + s)) {
                            found.add(name + ":" + (i + 1) + ": \"" + s + "\"");
                        }
                    }
                }
            }
        }
        return found;
    }

    /** Whether a literal holds a letter outside HTML's tags and entities ("<html><b>" holds none). */
    static boolean words(String literal) {
        return literal.replaceAll("<[^>]*>|&\\w+;", "").chars().anyMatch(Character::isLetter);
    }

    /** The code with its comments blanked (lines kept), so that a comment's words are not taken for the player's. */
    static String withoutComments(String s) {
        StringBuilder out = new StringBuilder(s.length());
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < s.length() && s.charAt(j) != c && s.charAt(j) != '\n') {
                    j += s.charAt(j) == '\\' ? 2 : 1;
                }
                out.append(s, i, Math.min(j + 1, s.length()));
                i = j + 1;
            } else if (s.startsWith("//", i)) {
                while (i < s.length() && s.charAt(i) != '\n') {
                    i++;
                }
            } else if (s.startsWith("/*", i)) {
                int end = s.indexOf("*/", i + 2);
                end = end < 0 ? s.length() : end + 2;
                s.substring(i, end).chars().filter(ch -> ch == '\n').forEach(ch -> out.append('\n'));
                i = end;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    @Test
    void P380_noPlayerVisibleLiteralInTheApp() throws IOException {
        assertThat(found()).as("player-visible literals: move them to ui.properties (Ui.text) or allow them with a "
                + "reason").isEmpty();
    }

    @Test
    void P390_theScanFindsAOneWordLabelHandedToTheAppsOwnHelpers_butNotAComponentsName() {
        assertThat(SHOWN.matcher("p.add(GamerLook.styled(\"Results\", \"h2\"));").find()).isTrue();
        assertThat(SHOWN.matcher("root.add(heading(\"Theme\"));").find()).isTrue();
        assertThat(SHOWN.matcher("JLabel head = GamerLook.chip(c, \"Track\");").find()).isTrue();
        assertThat(SHOWN.matcher("table.add(label(\"Players\"));").find()).isTrue();
        assertThat(SHOWN.matcher("tabs.addTab(\"Table\", icon, scroll);").find()).isTrue();
        assertThat(SHOWN.matcher("k.getAccessibleContext().setAccessibleName(\"Card \" + i);").find()).isTrue();
        assertThat(SHOWN.matcher("p.add(GamerLook.styled(Ui.text(\"gamer.results.title\"), \"h2\"));").find())
                .isFalse();
        assertThat(SHOWN.matcher("JLabel l = SteadyLabel.labelled(x);").find()).isFalse();
        assertThat(NAME.matcher("plays-").matches()).isTrue();
        assertThat(NAME.matcher("new-game-start").matches()).isTrue();
        assertThat(NAME.matcher("Players").matches()).isFalse();
    }

    @Test
    void P380_theScanFindsAShownLiteralAndASentence_butNotANameOrAComment() {
        assertThat(SHOWN.matcher("b.setText(\"Start\");").find()).isTrue();
        assertThat(SHOWN.matcher("menu(\"x\", new JButton(\"Cancel\"))").find()).isTrue();
        assertThat(SHOWN.matcher("Dialogs.warn(owner, title(x), \"Not saved\")").find()).isTrue();
        assertThat(SHOWN.matcher("super(owner, \"Acquire\", ModalityType.APPLICATION_MODAL);").find()).isTrue();
        assertThat(SHOWN.matcher("b.setText(Ui.text(\"dialog.start\"));").find()).isFalse();
        assertThat(SHOWN.matcher("new FileNameExtensionFilter(Ui.text(\"files.filter\"), \"json\")").find()).isFalse();
        assertThat(SENTENCE.matcher("Open the record").find()).isTrue();
        assertThat(SENTENCE.matcher("Round ").find()).isTrue();
        assertThat(SENTENCE.matcher("Counted: ").find()).isTrue();
        assertThat(SENTENCE.matcher("Yellow \u2660").find()).isFalse();
        assertThat(SENTENCE.matcher("the autosave cannot").find()).isTrue();
        assertThat(SENTENCE.matcher("menu-save-as").find()).isFalse();
        assertThat(SENTENCE.matcher("insets 0, wrap 1").find()).isFalse();
        assertThat(words("<html><b>")).isFalse();
        assertThat(words("<br>Click")).isTrue();
        assertThat(DEVELOPERS.matcher("b.setName(\"new-game-start\")").find()).isTrue();
        assertThat(withoutComments("a(); // The comment here\nb(\"x // y\");")).isEqualTo("a(); \nb(\"x // y\");");
    }
}
