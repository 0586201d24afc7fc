package org.eternalsevens.app.history;

import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.Timer;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;

import net.miginfocom.swing.MigLayout;

import org.eternalsevens.history.GameRow;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.words.Ui;

/**
 * The past games' filters (P401): a player by name, a level, and the days played from and to (both included, the
 * table's own time zone). A change filters at once; a date being typed waits a moment, and one that cannot be read
 * is marked and said in plain words, the list staying as it was.
 */
final class FilterBar extends JPanel {
    /** A choice of a combo box: {@code id} null is "any". */
    record Choice(String id, String label) {
        @Override
        public String toString() {
            return label;
        }
    }

    private final JComboBox<Choice> player = new JComboBox<>();
    private final JComboBox<Choice> level = new JComboBox<>();
    private final JTextField from = new JTextField(9);
    private final JTextField to = new JTextField(9);
    private final JLabel said = new JLabel();
    private final Consumer<GameRow.Filter> changed;
    private final Timer typing;
    private boolean filling;

    FilterBar(Consumer<GameRow.Filter> changed) {
        this.changed = changed;
        setName("history-filters");
        setLayout(new MigLayout("insets 0, gap 6 4, hidemode 3", "[][grow 0]16[][]16[][]8[][]16[]push"));
        player.setName("filter-player");
        level.setName("filter-level");
        from.setName("filter-from");
        to.setName("filter-to");
        said.setName("filter-said");
        level.addItem(new Choice(null, Ui.text("history.filter.anyLevel")));
        for (Level l : Level.values()) {
            level.addItem(new Choice(l.id(), l.title()));
        }
        players(List.of());
        typing = new Timer(350, e -> fire());
        typing.setRepeats(false);
        for (JTextField f : List.of(from, to)) {
            f.putClientProperty("JTextField.placeholderText", Ui.text("history.filter.datePlaceholder"));
            f.setToolTipText(Ui.text("history.filter.dateTip"));
            f.getDocument().addDocumentListener(new DocumentListener() {
                @Override
                public void insertUpdate(DocumentEvent e) {
                    typing.restart();
                }

                @Override
                public void removeUpdate(DocumentEvent e) {
                    typing.restart();
                }

                @Override
                public void changedUpdate(DocumentEvent e) {
                    typing.restart();
                }
            });
            f.addActionListener(e -> fire());
        }
        player.addActionListener(e -> fire());
        level.addActionListener(e -> fire());
        JButton clear = new JButton(Ui.text("history.filter.clear"));
        clear.setName("filter-clear");
        clear.addActionListener(e -> clear());
        add(label(Ui.text("history.filter.player"), Ui.mnemonic("history.filter.player"), player));
        add(player, "wmin 120");
        add(label(Ui.text("history.filter.level"), Ui.mnemonic("history.filter.level"), level));
        add(level);
        add(label(Ui.text("history.filter.from"), Ui.mnemonic("history.filter.from"), from));
        add(from);
        add(label(Ui.text("history.filter.to"), Ui.mnemonic("history.filter.to"), to));
        add(to);
        add(clear);
        add(said, "newline, span, hidemode 3");
        said.setVisible(false);
    }

    private static JLabel label(String text, int mnemonic, java.awt.Component field) {
        JLabel l = new JLabel(text);
        l.setDisplayedMnemonic(mnemonic);
        l.setLabelFor(field);
        return l;
    }

    /** The players to choose from (the one chosen stays chosen if still there). */
    void players(List<String> names) {
        Choice was = (Choice) player.getSelectedItem();
        filling = true;
        try {
            player.removeAllItems();
            player.addItem(new Choice(null, Ui.text("history.filter.anyone")));
            for (String n : names) {
                Choice c = new Choice(n, n);
                player.addItem(c);
                if (was != null && Objects.equals(was.id(), n)) {
                    player.setSelectedItem(c);
                }
            }
        } finally {
            filling = false;
        }
    }

    private void clear() {
        filling = true;
        try {
            player.setSelectedIndex(0);
            level.setSelectedIndex(0);
            from.setText("");
            to.setText("");
        } finally {
            filling = false;
        }
        typing.stop();
        fire();
    }

    private void fire() {
        if (filling) {
            return;
        }
        GameRow.Filter f = filter();
        if (f != null) {
            changed.accept(f);
        }
    }

    /** The filter chosen, or null while a date cannot be read (then marked, and said). */
    GameRow.Filter filter() {
        LocalDate a = date(from);
        LocalDate b = date(to);
        boolean bad = a == BAD || b == BAD;
        said.setVisible(bad);
        said.setText(bad ? Ui.text("history.filter.badDate") : "");
        if (bad) {
            return null;
        }
        ZoneId here = ZoneId.systemDefault();
        return new GameRow.Filter(((Choice) player.getSelectedItem()).id(), ((Choice) level.getSelectedItem()).id(),
                a == null ? null : a.atStartOfDay(here).toInstant(),
                b == null ? null : b.plusDays(1).atStartOfDay(here).toInstant());
    }

    private static final LocalDate BAD = LocalDate.MIN;

    /** The date typed (null: none), or {@link #BAD}, the field marked. */
    private static LocalDate date(JTextField f) {
        String t = f.getText().trim();
        LocalDate d = null;
        if (!t.isEmpty()) {
            try {
                d = LocalDate.parse(t);
            } catch (DateTimeParseException e) {
                d = BAD;
            }
        }
        f.putClientProperty("JComponent.outline", d == BAD ? "error" : null);
        return d;
    }
}
