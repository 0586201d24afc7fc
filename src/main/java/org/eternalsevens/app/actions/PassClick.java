package org.eternalsevens.app.actions;

import java.util.ArrayList;
import java.util.List;

import javax.swing.JButton;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;

import org.eternalsevens.app.field.FieldView;
import org.eternalsevens.app.pro.ProPassChoices;
import org.eternalsevens.app.session.Table;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.PassArgs;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.board.PassIcon;
import org.eternalsevens.words.Ui;

/**
 * What a click on a pass button does, by the icon's kind: sends the pass, or first asks where or what (a space on
 * the field, a row, a card, a colour), offering only the legal passes. Split from {@link ActionBar}.
 */
final class PassClick {
    private final Table table;
    private final FieldView field;

    PassClick(Table table, FieldView field) {
        this.table = table;
        this.field = field;
    }

    /** The click on button {@code b}, which stands for icon {@code index}; {@code ok} are its legal passes. */
    void pass(JButton b, GameState s, Colour actor, int index, PassIcon icon, List<Move.Pass> ok) {
        switch (icon.action()) {
            case MUSTPLAY:
                field.startPlacing(Ui.text("actions.bar.mustPlay", s.setup().nameOf(actor), icon.label()),
                        sp -> PassMoves.onSpace(s, actor, index, sp));
                break;
            case BLOCK:
                JPopupMenu rows = new JPopupMenu();
                rows.setName("block-menu");
                for (Move.Pass m : ok) {
                    JMenuItem item = new JMenuItem(Ui.text("actions.bar.block", m.row().id(),
                            s.field().blockSpace(m.row())));
                    item.setName("block-" + m.row().id());
                    item.addActionListener(a -> table.send(m));
                    rows.add(item);
                }
                rows.show(b, 0, b.getHeight());
                break;
            case MUSTPLAY2: // R69: two spaces, one click each (one when only one token or space is left)
                ProPassPrompts.mustPlayTwo(field,
                        Ui.text("actions.bar.passesOn", s.setup().nameOf(actor), icon.label()),
                        argsOf(ok, PassArgs.TwoSpaces.class), a -> sendWith(ok, a));
                break;
            case TAKE: // R66: a face-down card, a rare card, or a face-up card named
                ProPassPrompts.menu(b, "take-menu", argsOf(ok, PassArgs.Taken.class), ProPassChoices::takeWords,
                        ProPassChoices::takeName, a -> sendWith(ok, a));
                break;
            case DECLARE: // R70: the Barong's colour
                ProPassPrompts.menu(b, "declare-menu", argsOf(ok, PassArgs.OfColour.class),
                        ProPassChoices::declareWords, a -> "declare-" + a.colour().id(), a -> sendWith(ok, a));
                break;
            case DISCARD:
                if (ok.size() == 1) {
                    table.send(ok.get(0));
                    break;
                }
                JPopupMenu kinds = new JPopupMenu();
                kinds.setName("discard-menu");
                for (Move.Pass m : ok) {
                    JMenuItem item = new JMenuItem(m.rare() ? Ui.text("actions.bar.discard.rare")
                            : Ui.text("actions.bar.discard.card"));
                    item.setName(m.rare() ? "discard-rare" : "discard-card");
                    item.addActionListener(a -> table.send(m));
                    kinds.add(item);
                }
                kinds.show(b, 0, b.getHeight());
                break;
            default:
                table.send(ok.get(0));
                break;
        }
    }

    /** The arguments of the legal passes of one kind. */
    private static <A extends PassArgs> List<A> argsOf(List<Move.Pass> ok, Class<A> kind) {
        List<A> out = new ArrayList<>();
        for (Move.Pass m : ok) {
            if (kind.isInstance(m.args())) {
                out.add(kind.cast(m.args()));
            }
        }
        return out;
    }

    /** Sends the legal pass with these arguments. */
    private void sendWith(List<Move.Pass> ok, PassArgs args) {
        for (Move.Pass m : ok) {
            if (m.args().equals(args)) {
                table.send(m);
                return;
            }
        }
    }
}
