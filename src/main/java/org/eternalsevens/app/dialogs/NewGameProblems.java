package org.eternalsevens.app.dialogs;

import java.awt.Dimension;
import java.util.ArrayList;
import java.util.List;

import javax.swing.JLabel;

import com.formdev.flatlaf.util.UIScale;

import org.eternalsevens.app.look.Html;
import org.eternalsevens.app.look.TextWrap;
import org.eternalsevens.rules.basics.Reason;

/**
 * The new-game dialog's problems line (P345): two lines high at least, so a warning that comes or goes moves
 * nothing; wrapped at the width the dialog keeps; no width of its own while the dialog measures its content.
 */
final class NewGameProblems extends JLabel {
    private boolean measuring;
    private int width; // the dialog's content width, 0 before it is known

    NewGameProblems() {
        super(" ");
        setName("problems");
    }

    void measuring(boolean on) {
        measuring = on;
    }

    /** The width the dialog keeps: the problems wrap inside it. */
    void width(int contentWidth) {
        width = contentWidth;
    }

    @Override
    public Dimension getPreferredSize() {
        Dimension d = super.getPreferredSize();
        int two = 2 * getFontMetrics(getFont()).getHeight();
        return new Dimension(measuring ? 0 : d.width, Math.max(d.height, two));
    }

    /** The problems one per line, wrapped at the width the dialog keeps. */
    void showLines(List<String> lines) {
        if (width == 0) {
            setText(Html.lines(lines));
            return;
        }
        int at = width - UIScale.scale(24 + 16 + 12); // the line's gaps and its icon
        StringBuilder b = new StringBuilder("<html>");
        for (String line : lines) {
            String one = TextWrap.htmlPixels(line, at);
            b.append(one, "<html>".length(), one.length() - "</html>".length());
        }
        setText(b.append("</html>").toString());
    }

    /**
     * The Pro check's problems in a player's words: a wrong number of prepared boards says how many to choose
     * ("Choose 4 Eternal boards for 3 players…"), not the record's field ("eternalBoards lists 3").
     */
    static List<Reason> boardCount(List<Reason> engine, int players, int chosen) {
        if (chosen == players + 1) {
            return engine;
        }
        List<Reason> out = new ArrayList<>();
        out.add(new Reason("newGame.proBoardCount", List.of(players + 1, players, chosen)));
        engine.stream().filter(p -> !p.key().equals("proSetup.list") && !p.key().equals("proSetup.count"))
                .forEach(out::add);
        return out;
    }
}
