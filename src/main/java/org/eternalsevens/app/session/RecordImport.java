package org.eternalsevens.app.session;

import java.awt.Component;
import java.io.File;
import java.nio.file.Path;
import java.util.concurrent.ExecutionException;

import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JOptionPane;
import javax.swing.SwingWorker;

import org.eternalsevens.words.Ui;
import org.eternalsevens.app.look.Dialogs;
import org.eternalsevens.app.look.ScreenFit;
import org.eternalsevens.history.History;
import org.eternalsevens.history.HistoryException;
import org.eternalsevens.history.ImportReport;

/**
 * File › Import records… (issue 27, P372): a folder chosen, its records entered in the history in the background,
 * then a plain-words summary of what was entered and what was skipped, and why.
 */
public final class RecordImport {
    static final String TITLE = Ui.text("session.import.title");
    /** The latest import started (for tests). */
    public static volatile SwingWorker<String, Void> latest;

    private RecordImport() {
    }

    /** Asks for a folder, then imports it; the window keeps answering meanwhile. */
    public static void choose(Component owner) {
        JFileChooser c = new JFileChooser(AppPaths.home().toFile());
        c.setFileSelectionMode(JFileChooser.DIRECTORIES_ONLY);
        c.setDialogTitle(Ui.text("session.import.choose"));
        if (c.showOpenDialog(owner) == JFileChooser.APPROVE_OPTION) {
            run(owner, c.getSelectedFile());
        }
    }

    /** Imports {@code folder} in the background, then shows the summary over {@code owner}. */
    public static void run(Component owner, File folder) {
        Path home = AppPaths.home();
        SwingWorker<String, Void> w = new SwingWorker<>() {
            @Override
            protected String doInBackground() {
                return summary(home, folder.toPath());
            }

            @Override
            protected void done() {
                String said;
                try {
                    said = get();
                } catch (InterruptedException | ExecutionException e) {
                    said = e.getCause() == null ? e.toString() : e.getCause().getClass().getSimpleName();
                }
                JDialog d = new JOptionPane(Dialogs.wrap(said), JOptionPane.INFORMATION_MESSAGE)
                        .createDialog(owner, TITLE);
                d.setName("import-summary");
                ScreenFit.packCentred(d);
                d.setVisible(true);
                d.dispose();
            }
        };
        latest = w;
        w.execute();
    }

    /** The import's summary in plain words (a repair of the history first, if it needed one). */
    static String summary(Path home, Path folder) {
        try {
            History.Opened o = History.open(home);
            try (History h = o.history()) {
                ImportReport r = h.importFolder(folder);
                return (o.notice() == null ? "" : o.notice() + "\n") + r.words();
            }
        } catch (HistoryException e) {
            return e.getMessage();
        } catch (java.io.IOException e) {
            return org.eternalsevens.history.HistoryWords.of("folder_unread", folder, e.getMessage());
        } catch (RuntimeException | LinkageError e) {
            return org.eternalsevens.history.HistoryWords.of("folder_unread", folder, e.getClass().getSimpleName());
        }
    }
}
