package org.eternalsevens.app;

import java.awt.Toolkit;
import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;

import javax.swing.AbstractAction;
import javax.swing.JComponent;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.KeyStroke;

import org.eternalsevens.app.dialogs.HelpDialog;
import org.eternalsevens.app.dialogs.RankingDialog;
import org.eternalsevens.app.look.Icons;
import org.eternalsevens.app.look.QuickMenuItem;
import org.eternalsevens.app.session.TableControl;
import org.eternalsevens.words.Ui;

/**
 * The menus and their keys: New, Open, Save, Save As, Preferences, Quit; Undo (Ctrl+Z), Redo (Ctrl+Shift+Z,
 * Ctrl+Y), each naming its move; Help (F1): the notation and the keys.
 */
final class AppMenus {
    private final MainFrame frame;
    private final TableControl table;
    private final int ctrl = Toolkit.getDefaultToolkit().getMenuShortcutKeyMaskEx();

    AppMenus(MainFrame frame, TableControl table) {
        this.frame = frame;
        this.table = table;
    }

    JMenuBar build() {
        JMenuBar bar = new JMenuBar();
        JMenu file = menu(Ui.text("menu.file"), Ui.mnemonic("menu.file"));
        file.add(item("menu-new", Ui.text("menu.file.new"), KeyEvent.VK_N, 0, () -> frame.newGame(false)))
                .setIcon(Icons.get("new-game", 16));
        file.add(item("menu-new-same", Ui.text("menu.file.newSame"), 0, 0, () -> frame.newGame(true)));
        file.add(item("menu-open", Ui.text("menu.file.open"), KeyEvent.VK_O, 0, frame::open));
        file.add(item("menu-import", Ui.text("menu.file.import"), 0, 0,
                () -> org.eternalsevens.app.session.RecordImport.choose(frame))); // issue 27
        file.add(item("menu-history", Ui.text("menu.file.history"), KeyEvent.VK_H, 0, frame::history)) // issue 27
                .setMnemonic(Ui.mnemonic("menu.file.history"));
        file.addSeparator();
        file.add(item("menu-save", Ui.text("menu.file.save"), KeyEvent.VK_S, 0, () -> frame.files().save()));
        file.add(item("menu-save-as", Ui.text("menu.file.saveAs"), KeyEvent.VK_S, InputEvent.SHIFT_DOWN_MASK,
                () -> frame.files().saveAs()));
        file.addSeparator();
        file.add(item("menu-preferences", Ui.text("menu.file.preferences"), KeyEvent.VK_COMMA, 0,
                frame::showPreferences));
        file.addSeparator();
        file.add(item("menu-quit", Ui.text("menu.file.quit"), KeyEvent.VK_Q, 0, frame::quit));
        JMenu edit = menu(Ui.text("menu.edit"), Ui.mnemonic("menu.edit"));
        JMenuItem undo = edit.add(item("menu-undo", Ui.text("menu.edit.undo"), KeyEvent.VK_Z, 0, table::undo));
        undo.setIcon(Icons.get("undo", 16));
        JMenuItem redo = edit.add(item("menu-redo", Ui.text("menu.edit.redo"), KeyEvent.VK_Z, InputEvent.SHIFT_DOWN_MASK,
                table::redo));
        redo.setIcon(Icons.get("redo", 16));
        // the items name the move they take back or put back, worked out when the menu opens
        edit.addMenuListener(new javax.swing.event.MenuListener() {
            @Override
            public void menuSelected(javax.swing.event.MenuEvent e) {
                name(undo, redo, table);
            }

            @Override
            public void menuDeselected(javax.swing.event.MenuEvent e) {
            }

            @Override
            public void menuCanceled(javax.swing.event.MenuEvent e) {
            }
        });
        JMenu game = menu(Ui.text("menu.game"), Ui.mnemonic("menu.game"));
        game.add(item("menu-back", Ui.text("menu.game.back"), 0, 0, table::backToGame));
        game.add(item("menu-results", Ui.text("menu.game.results"), 0, 0, () -> {
            if (table.session() != null && table.session().state().finished()) {
                frame.showResults(table.session().state());
            } else {
                table.tell(Ui.text("menu.game.results.notOver"));
            }
        }));
        game.add(item("menu-rank", Ui.text("menu.game.rank"), 0, 0,
                () -> RankingDialog.show(frame, org.eternalsevens.content.ContentLoader.defaults().gamer())));
        JMenu help = menu(Ui.text("menu.help"), Ui.mnemonic("menu.help"));
        JMenuItem keys = item("menu-help", Ui.text("menu.help.keys"), 0, 0, () -> HelpDialog.show(frame));
        keys.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_F1, 0));
        help.add(keys);
        bar.add(file);
        bar.add(edit);
        bar.add(game);
        bar.add(help);
        JComponent root = frame.getRootPane();
        root.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(KeyStroke.getKeyStroke(KeyEvent.VK_Y, ctrl), "redo");
        root.getActionMap().put("redo", new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                table.redo();
            }
        });
        return bar;
    }

    /** "Undo: Blue played red 9 on R9", "Redo: …", or plain "Undo"/"Redo" when there is none. */
    static void name(JMenuItem undo, JMenuItem redo, TableControl table) {
        String u = table.undoWords();
        String r = table.redoWords();
        undo.setText(u == null ? Ui.text("menu.edit.undo") : Ui.text("menu.edit.undo.move", u));
        undo.setToolTipText(u == null ? Ui.text("session.table.nothingToUndo") : Ui.text("menu.edit.undo.tip", u));
        redo.setText(r == null ? Ui.text("menu.edit.redo") : Ui.text("menu.edit.redo.move", r));
        redo.setToolTipText(r == null ? Ui.text("session.table.nothingToRedo") : Ui.text("menu.edit.redo.tip", r));
    }

    private static JMenu menu(String name, int mnemonic) {
        JMenu m = new JMenu(name);
        m.setMnemonic(mnemonic);
        return m;
    }

    private JMenuItem item(String name, String text, int key, int extra, Runnable run) {
        JMenuItem i = new QuickMenuItem(text); // its key acts at once (not 68 ms later)
        i.setName(name);
        if (key != 0) {
            i.setAccelerator(KeyStroke.getKeyStroke(key, ctrl | extra));
        }
        i.addActionListener(e -> run.run());
        return i;
    }
}
