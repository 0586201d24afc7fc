package org.eternalsevens.app.actions;

import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;

import javax.swing.JComponent;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;

import org.eternalsevens.app.field.FieldView;
import org.eternalsevens.app.pro.ProPassChoices;
import org.eternalsevens.rules.PassArgs;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.words.Ui;

/**
 * The clicks of the Pro pass icons (issue 11 item 4), given the arguments of the legal passes on one icon: a menu
 * of the cards to take (R66) or the colours to declare (R70), and the two Must Play spaces of {@code mustplay2}
 * clicked on the field one after the other (R69). Only the options given are offered; the one picked is handed back.
 */
final class ProPassPrompts {
    private ProPassPrompts() {
    }

    /** A menu under {@code anchor}, one item per option in words; a single option is picked at once. */
    static <A extends PassArgs> void menu(JComponent anchor, String name, List<A> options, Function<A, String> words,
                                          Function<A, String> itemName, Consumer<A> pick) {
        if (options.size() == 1) {
            pick.accept(options.get(0));
            return;
        }
        JPopupMenu menu = new JPopupMenu();
        menu.setName(name);
        for (A a : options) {
            JMenuItem item = new JMenuItem(words.apply(a));
            item.setName(itemName.apply(a));
            item.addActionListener(e -> pick.accept(a));
            menu.add(item);
        }
        menu.show(anchor, 0, anchor.getHeight());
    }

    /**
     * R69: the field highlights every space a legal pass names; the first click takes one (and is the whole pass
     * when it names that space alone), the second its partner among the legal pairs.
     */
    static void mustPlayTwo(FieldView field, String who, List<PassArgs.TwoSpaces> options,
                            Consumer<PassArgs.TwoSpaces> pick) {
        Set<Space> firsts = ProPassChoices.firstSpaces(options);
        field.startPlacing(Ui.text("actions.mustPlayTwo.first", who), null,
                firsts::contains, first -> {
                    PassArgs.TwoSpaces one = ProPassChoices.single(options, first);
                    if (one != null) {
                        pick.accept(one);
                        return;
                    }
                    Set<Space> seconds = ProPassChoices.secondSpaces(options, first);
                    field.startPlacing(Ui.text("actions.mustPlayTwo.second", who, first), null, seconds::contains,
                            second -> pick.accept(ProPassChoices.pair(options, first, second)));
                });
    }
}
