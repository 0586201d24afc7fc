package org.eternalsevens.app.history;

import java.awt.Component;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import javax.swing.JFileChooser;
import javax.swing.filechooser.FileNameExtensionFilter;

import org.eternalsevens.app.look.Dialogs;
import org.eternalsevens.words.Ui;

/**
 * An old game's record saved elsewhere (P403): a copy of the kept file, byte for byte, wherever the table chooses;
 * the kept record itself is never written. What goes wrong is said in plain words.
 */
final class RecordCopy {
    static final String TITLE = Ui.text("history.save.title");

    private RecordCopy() {
    }

    /** Asks where, then copies {@code kept} there; true when copied. */
    static boolean choose(Component owner, Path kept) {
        JFileChooser c = new JFileChooser();
        c.setName("history-save-chooser");
        c.setDialogTitle(TITLE);
        c.setFileFilter(new FileNameExtensionFilter(Ui.text("session.files.filter"), "json"));
        c.setSelectedFile(new java.io.File(c.getCurrentDirectory(), kept.getFileName().toString()));
        if (c.showSaveDialog(owner) != JFileChooser.APPROVE_OPTION) {
            return false;
        }
        Path to = c.getSelectedFile().toPath();
        if (!to.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".json")) {
            to = to.resolveSibling(to.getFileName() + ".json");
        }
        if (Files.exists(to) && !same(kept, to) && !Dialogs.ask(owner, TITLE, Ui.text("history.save.replace",
                to.getFileName()))) {
            return false;
        }
        String problem = copy(kept, to);
        if (problem != null) {
            Dialogs.error(owner, TITLE, problem);
            return false;
        }
        return true;
    }

    /** Copies the record; null when done, else why not in one plain sentence. */
    static String copy(Path kept, Path to) {
        if (same(kept, to)) {
            return Ui.text("history.save.itself", to);
        }
        try {
            Path tmp = to.resolveSibling("." + to.getFileName() + ".tmp");
            Files.copy(kept, tmp, StandardCopyOption.REPLACE_EXISTING);
            Files.move(tmp, to, StandardCopyOption.REPLACE_EXISTING);
            return null;
        } catch (IOException | RuntimeException e) {
            return Ui.text("history.save.failed", to, why(e, kept));
        }
    }

    private static boolean same(Path a, Path b) {
        try {
            return Files.exists(b) && Files.isSameFile(a, b);
        } catch (IOException e) {
            return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
        }
    }

    private static String why(Exception e, Path kept) {
        if (e instanceof NoSuchFileException n) {
            return kept.toString().equals(n.getFile()) ? Ui.text("history.save.why.gone", kept)
                    : Ui.text("history.save.why.noFolder");
        }
        if (e instanceof AccessDeniedException) {
            return Ui.text("history.save.why.denied");
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
