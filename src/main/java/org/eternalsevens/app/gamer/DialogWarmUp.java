package org.eternalsevens.app.gamer;

import java.awt.Graphics2D;
import java.awt.Window;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

import javax.swing.JDialog;
import javax.swing.UIManager;
import javax.swing.text.BadLocationException;
import javax.swing.text.html.HTMLEditorKit;

import org.eternalsevens.app.session.GameSession;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;

/**
 * The warm-up's pieces on the event thread (P366): Gamer mode's two dialogs, the Hard Pass entry and round 1's
 * summary, built by the code that shows them ({@link GamerFlow}) for a throwaway game, laid out, painted into an
 * image and thrown away, never shown. The first dialog a table sees is then not the first one the JVM builds. Each
 * step is a slice of its own, run by {@link org.eternalsevens.app.session.WarmUp} one at a time.
 */
public final class DialogWarmUp {
    private DialogWarmUp() {
    }

    /**
     * The slices for {@code game}, a throwaway Expert game whose last move ended round 1 (nothing for the summary
     * when it did not); the dialogs belong to {@code owner}.
     */
    public static List<Runnable> slices(Window owner, GameSession game) {
        loadAhead();
        int n = game.moveCount();
        boolean roundOver = n > 0 && game.stateAt(n - 1).round() < game.state().round();
        GameState before = game.stateAt(Math.max(0, n - 1)); // round 1 still on: a Hard Pass may be entered
        JDialog[] built = new JDialog[1];
        List<Runnable> slices = new ArrayList<>();
        if (before.gamer() != null && before.toMove() != null) {
            // the JVM's first dialog laid out (its window made) in a slice of its own: with the Hard Pass entry built
            // in the same slice it took up to 100 ms (P562)
            slices.add(() -> {
                JDialog first = new JDialog(owner);
                first.add(new javax.swing.JLabel(" "));
                first.pack();
                first.dispose();
            });
            slices.add(() -> built[0] = GamerFlow.hardPassDialog(owner, before, LegalMoves.hardPass(before)));
            slices.add(() -> paintAndDispose(built[0]));
        }
        if (roundOver) {
            slices.add(() -> built[0] = GamerFlow.roundSummary(owner, game, n, () -> { }));
            slices.add(() -> paintAndDispose(built[0]));
        }
        return slices;
    }

    /**
     * Off the event thread, what the dialogs are made of but no component: their classes (with their words), the
     * look and feel's classes for their parts, and the HTML kit with its style sheet and parser, which the first
     * wrapped line of text would otherwise load on the event thread.
     */
    private static void loadAhead() {
        ClassLoader loader = DialogWarmUp.class.getClassLoader();
        for (Class<?> c : List.of(HardPassDialog.class, RoundSummaryDialog.class, TrackView.class, EarnedLines.class)) {
            try {
                Class.forName(c.getName(), true, loader);
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
        }
        for (String ui : List.of("ComboBoxUI", "ListUI", "PopupMenuUI", "ScrollPaneUI", "ScrollBarUI", "ViewportUI",
                "LabelUI", "ButtonUI", "PanelUI", "RootPaneUI")) {
            UIManager.getDefaults().getUIClass(ui, loader);
        }
        HTMLEditorKit kit = new HTMLEditorKit();
        kit.getStyleSheet();
        try {
            kit.read(new StringReader("<html><b>1</b> <i>2</i><br>3</html>"), kit.createDefaultDocument(), 0);
        } catch (IOException | BadLocationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Paints the dialog's content into an image, as its first paint on screen would, then disposes of it. */
    private static void paintAndDispose(JDialog d) {
        try {
            BufferedImage image = new BufferedImage(Math.max(1, d.getWidth()), Math.max(1, d.getHeight()),
                    BufferedImage.TYPE_INT_RGB);
            Graphics2D g = image.createGraphics();
            try {
                d.getRootPane().paint(g);
            } finally {
                g.dispose();
            }
        } finally {
            d.dispose();
        }
    }
}
