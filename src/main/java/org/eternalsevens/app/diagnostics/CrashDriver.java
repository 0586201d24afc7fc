package org.eternalsevens.app.diagnostics;

import java.awt.Component;
import java.awt.Container;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import javax.swing.JFrame;
import javax.swing.JRootPane;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import javax.swing.Timer;

import org.eternalsevens.app.session.Autosave;
import org.eternalsevens.app.session.GameFiles;
import org.eternalsevens.app.session.TableControl;

/**
 * A test hook for the crash harness (scripts/crash-harness.py), off unless {@code -Des.crashDriver=true}. Each line
 * on standard input is typed into the command box and entered, as a player would. After each change of the game
 * on screen has been painted, it prints {@code shown N MOVE} (N moves on screen, the last one), so the harness
 * checks what the window showed, not only the journal; {@code read-only} follows N in a read-only window, and
 * {@code not-autosaving} while the game has no autosave (P243). Two lines are the harness's own, not moves:
 * {@code !open FILE} opens a record as File › Open does, and {@code !ok} closes the dialogs showing, as OK would.
 *
 * <p>It ships in the jar on purpose: the harness kills the app as players run it (the built jar, with its own
 * start-up and autosave), not a test build, so the hook must be in that jar. Without the property it does nothing.
 */
public final class CrashDriver {
    private CrashDriver() {
    }

    /** Started for the game window {@code frame}, its table and its files: nothing else of the window is needed. */
    public static void attach(JFrame frame, TableControl table, GameFiles files) {
        if (!Boolean.getBoolean("es.crashDriver")) {
            return;
        }
        PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true,
                StandardCharsets.UTF_8);
        String[] last = {null};
        TableControl.View report = t -> SwingUtilities.invokeLater(() -> {
            if (!t.hasGame()) {
                return;
            }
            JRootPane root = frame.getRootPane();
            root.paintImmediately(0, 0, root.getWidth(), root.getHeight()); // painted before it is reported
            int n = t.shownMoves();
            List<String> moves = t.session().moves();
            String line = "shown " + n + (Autosave.readOnly() ? " read-only" : "")
                    + (t.session().journal() == null ? " not-autosaving" : "") + " " + (n == 0 ? "-" : moves.get(n - 1));
            if (!line.equals(last[0])) {
                last[0] = line;
                out.println(line);
            }
        });
        table.addView(report);
        report.showTable(table); // a game put on the table before the hook (es.autostart=default)
        Thread reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    String move = line;
                    SwingUtilities.invokeLater(() -> type(frame, files, move, out));
                }
            } catch (IOException e) {
                // the harness went away
            }
        }, "crash-driver");
        reader.setDaemon(true);
        reader.start();
    }

    /** Types the move into the command box and presses Enter; waits for the box while the window is built. */
    private static void type(JFrame frame, GameFiles files, String move, PrintStream out) {
        if (move.startsWith("!open ")) {
            files.open(java.nio.file.Path.of(move.substring(6)));
            return;
        }
        if (move.equals("!ok")) {
            for (java.awt.Window w : java.awt.Window.getWindows()) {
                if (w instanceof javax.swing.JDialog d && d.isShowing()) {
                    d.dispose(); // the dialog's call returns, as after OK
                }
            }
            return;
        }
        JTextField box = find(frame.getContentPane(), "command");
        if (box == null) {
            Timer later = new Timer(50, e -> type(frame, files, move, out));
            later.setRepeats(false);
            later.start();
            return;
        }
        box.setText(move);
        box.postActionEvent();
        if (!box.getText().isEmpty()) {
            out.println("refused " + move); // the box keeps a refused move
        }
    }

    private static JTextField find(Component c, String name) {
        if (c instanceof JTextField f && name.equals(f.getName())) {
            return f;
        }
        if (c instanceof Container k) {
            for (Component child : k.getComponents()) {
                JTextField f = find(child, name);
                if (f != null) {
                    return f;
                }
            }
        }
        return null;
    }
}
