package org.eternalsevens.app.panels;

import java.awt.Component;

import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.JPopupMenu;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import javax.swing.event.PopupMenuEvent;
import javax.swing.event.PopupMenuListener;

import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.session.TableControl;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.FixField;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.basics.Verdict;
import org.eternalsevens.words.Ui;

/**
 * The table's corrections from a player panel's right-click menu: "Correct hand size…" and "A rare card went
 * to…", making the same {@code table: fix hand C N} and {@code table: rare C1>C2} moves as typing them. Attached
 * from outside {@link PlayerPanel}, which only shows a player.
 */
public final class PlayerMenus {
    private PlayerMenus() {
    }

    /** Gives every player panel its menu, now and whenever the seats change. */
    public static void attach(PlayersPanel players, TableControl table, Component owner) {
        players.onNewPanels(() -> {
            for (PlayerPanel p : players.panels()) {
                Colour c = players.colourOf(p);
                p.setComponentPopupMenu(menu(table, owner, c));
                p.setToolTipText(null);
            }
        });
    }

    static JPopupMenu menu(TableControl table, Component owner, Colour c) {
        JPopupMenu menu = new JPopupMenu();
        menu.setName("player-menu-" + c.id());
        menu.addPopupMenuListener(new PopupMenuListener() {
            @Override
            public void popupMenuWillBecomeVisible(PopupMenuEvent e) {
                fill(menu, table, owner, c);
            }

            @Override
            public void popupMenuWillBecomeInvisible(PopupMenuEvent e) {
            }

            @Override
            public void popupMenuCanceled(PopupMenuEvent e) {
            }
        });
        fill(menu, table, owner, c);
        return menu;
    }

    /** The items for the game as shown now: the names and the counts change during a game. */
    private static void fill(JPopupMenu menu, TableControl table, Component owner, Colour c) {
        menu.removeAll();
        GameState s = table.shown();
        String who = s == null ? c.title() : s.setup().nameOf(c);
        JMenuItem hand = new JMenuItem(Ui.text("panel.player.fixHand", who));
        hand.setName("fix-hand-" + c.id());
        hand.addActionListener(e -> correctHand(table, owner, c));
        menu.add(hand);
        JMenu rare = new JMenu(Ui.text("panel.player.rareTo", who));
        rare.setName("rare-to-" + c.id());
        if (s != null) {
            for (Colour to : s.setup().seats()) {
                if (to == c) {
                    continue;
                }
                Move m = new Move.TableRare(c, to);
                JMenuItem item = new JMenuItem(Theme.symbol(to) + " " + s.setup().nameOf(to));
                item.setName("rare-" + c.id() + "-" + to.id());
                Verdict v = table.check(m);
                item.setEnabled(v.ok());
                item.setToolTipText(table.why(v));
                item.addActionListener(e -> table.send(m));
                rare.add(item);
            }
        }
        rare.setEnabled(rare.getItemCount() > 0);
        menu.add(rare);
        boolean on = s != null && table.live();
        hand.setEnabled(on);
        if (!on) {
            rare.setEnabled(false);
        }
    }

    /** Asks for the number of cards in the hand and sends {@code table: fix hand C N}. */
    static void correctHand(TableControl table, Component owner, Colour c) {
        GameState s = table.shown();
        if (s == null) {
            return;
        }
        SpinnerNumberModel model = new SpinnerNumberModel(s.player(c).hand(), 0, 99, 1);
        JSpinner count = new JSpinner(model);
        count.setName("hand-size");
        int answer = JOptionPane.showConfirmDialog(owner, new Object[] {Ui.text("panel.player.fixHand.question",
                s.setup().nameOf(c)), count}, Ui.text("panel.player.fixHand.title"),
                JOptionPane.OK_CANCEL_OPTION, JOptionPane.QUESTION_MESSAGE);
        if (answer == JOptionPane.OK_OPTION) {
            table.send(new Move.TableFix(FixField.HAND, c, model.getNumber().intValue()));
        }
    }
}
