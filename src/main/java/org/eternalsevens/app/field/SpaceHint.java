package org.eternalsevens.app.field;

import java.util.function.Function;

import org.eternalsevens.app.look.Html;
import org.eternalsevens.app.session.Table;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Field;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.basics.Verdict;
import org.eternalsevens.words.Ui;

/** The hover text of a space: what lies on it, and whether the player to move may play there, with the reason. */
final class SpaceHint {
    private SpaceHint() {
    }

    static String of(Table table, GameState state, Space sp, Function<Space, Move> placing) {
        StringBuilder b = new StringBuilder("<html><b>").append(sp).append("</b>: ").append(contents(state, sp));
        Colour actor = state.toMove();
        if (actor != null && table.live()) {
            if (placing != null) {
                Verdict v = table.check(placing.apply(sp));
                b.append("<br>").append(v.ok() ? Ui.text("field.hint.placeToken") : esc(table.why(v)));
            } else {
                Verdict card = table.check(new Move.Play(actor, sp));
                Verdict rare = table.check(new Move.PlayRare(actor, sp));
                if (card.ok()) {
                    b.append("<br>").append(Ui.text("field.hint.play", Ui.cardName(sp)));
                } else {
                    b.append("<br>").append(esc(table.why(card)));
                }
                if (rare.ok()) {
                    b.append("<br>").append(Ui.text("field.hint.playRare"));
                }
            }
        }
        return b.append("</html>").toString();
    }

    /** The hover text while the spaces a click may take are given ({@code mustplay2}, R69). */
    static String forTargets(GameState state, Space sp, boolean target) {
        return "<html><b>" + sp + "</b>: " + contents(state, sp) + "<br>" + (target
                ? Ui.text("field.hint.target") : Ui.text("field.hint.notATarget"))
                + "</html>";
    }

    private static String contents(GameState state, Space sp) {
        Field f = state.field();
        StringBuilder b = new StringBuilder();
        if (f.hasCard(sp)) {
            b.append(Ui.cardName(sp));
            if ((f.covered() & (1L << sp.index())) != 0) {
                b.append(Ui.text("field.hint.overRare"));
            }
        } else if (f.hasRare(sp)) {
            b.append(Ui.text("field.hint.rare"));
        } else {
            b.append(Ui.text("field.hint.empty"));
        }
        if (f.hasBlock(sp)) {
            b.append(Ui.text("field.hint.underBlock", sp.row().id()));
        }
        if (f.hasMustPlay(sp)) {
            b.append(Ui.text("field.hint.mustPlay"));
        }
        if (state.xSpaces().contains(sp)) {
            b.append(Ui.text("field.hint.x"));
        }
        return b.toString();
    }

    private static String esc(String s) {
        return Html.escape(s);
    }
}
