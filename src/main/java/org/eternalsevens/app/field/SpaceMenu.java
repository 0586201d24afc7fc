package org.eternalsevens.app.field;

import java.awt.Component;

import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;

import org.eternalsevens.app.session.Table;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.basics.Verdict;
import org.eternalsevens.words.Ui;

/** A space's right-click menu: play a card or a rare card there, each greyed with the engine's reason when refused. */
final class SpaceMenu {
    private SpaceMenu() {
    }

    static void show(Table table, Component on, int x, int y, Space sp, Colour actor) {
        JPopupMenu menu = new JPopupMenu();
        menu.setName("space-menu");
        add(table, menu, "play-card", Ui.text("field.menu.play", Ui.cardName(sp), sp), new Move.Play(actor, sp));
        add(table, menu, "play-rare", Ui.text("field.menu.playRare", sp), new Move.PlayRare(actor, sp));
        menu.show(on, x, y);
    }

    private static void add(Table table, JPopupMenu menu, String name, String text, Move move) {
        Verdict v = table.check(move);
        JMenuItem item = new JMenuItem(text);
        item.setName(name);
        item.setEnabled(v.ok());
        item.setToolTipText(table.why(v));
        item.addActionListener(a -> table.send(move));
        menu.add(item);
    }
}
