package org.eternalsevens.app.dialogs;

import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import javax.swing.ButtonGroup;
import javax.swing.DefaultListCellRenderer;
import javax.swing.Icon;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import javax.swing.JTextField;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;

import com.formdev.flatlaf.FlatClientProperties;
import com.formdev.flatlaf.util.UIScale;
import net.miginfocom.swing.MigLayout;

import org.eternalsevens.app.look.Icons;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.setup.GameContent;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.setup.LevelRules;
import org.eternalsevens.words.Ui;

/**
 * The seats of the new-game dialog, clockwise: each player's colour, name and (at Standard) board, who
 * starts, and buttons to move a player one seat earlier or later. Picking a colour another seat holds swaps
 * the two, so two seats never share a colour.
 */
public final class NewGameSeats extends JPanel {
    /** One player at the table. The name belongs to the seat; the board belongs to the colour. */
    private static final class Seat {
        Colour colour;
        final JTextField name = new JTextField(12);

        Seat(Colour colour, String name) {
            this.colour = colour;
            this.name.setText(name);
            NameLimit.on(this.name); // at most 40 characters, typed, pasted or remembered (P262)
        }
    }

    private final GameContent content;
    private final Runnable onChange;
    private final List<Seat> seats = new ArrayList<>();
    private final Map<Colour, String> boards = new EnumMap<>(Colour.class);
    private int count = 4;
    private Level level = Level.BEGINNER;
    private Colour start;

    NewGameSeats(GameContent content, Runnable onChange) {
        super(new MigLayout("insets 0, hidemode 3", "[right][150lp,fill][grow,fill][120lp,fill][center][]", "[]"));
        this.content = content;
        this.onChange = onChange;
    }

    /** Fills the seats: the given colours first, then the others; names by colour. */
    void load(List<Colour> order, Function<Colour, String> names, Map<Colour, String> boardChoice, Colour first) {
        seats.clear();
        List<Colour> all = new ArrayList<>(order);
        for (Colour c : Colour.values()) {
            if (!all.contains(c)) {
                all.add(c);
            }
        }
        for (Colour c : all) {
            Seat s = new Seat(c, names.apply(c));
            s.name.getDocument().addDocumentListener(new DocumentListener() {
                @Override
                public void insertUpdate(DocumentEvent e) {
                    onChange.run();
                }

                @Override
                public void removeUpdate(DocumentEvent e) {
                    onChange.run();
                }

                @Override
                public void changedUpdate(DocumentEvent e) {
                    onChange.run();
                }
            });
            seats.add(s);
        }
        boards.clear();
        boards.putAll(boardChoice);
        count = order.size();
        start = order.contains(first) ? first : order.get(0);
        rebuild();
    }

    void count(int n) {
        count = n;
        if (!seated().contains(start)) {
            start = seats.get(0).colour;
        }
        rebuild();
    }

    void level(Level l) {
        level = l;
        rebuild();
    }

    /** The seated colours, clockwise. */
    List<Colour> seated() {
        List<Colour> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            out.add(seats.get(i).colour);
        }
        return out;
    }

    /** The names typed, by seated colour (blank ones left out: the colour's title is used). */
    Map<Colour, String> names() {
        Map<Colour, String> out = new EnumMap<>(Colour.class);
        for (int i = 0; i < count; i++) {
            String n = seats.get(i).name.getText().strip();
            if (!n.isEmpty()) {
                out.put(seats.get(i).colour, n);
            }
        }
        return out;
    }

    /** Every name typed so far, by colour, seated or not (to remember them). */
    Map<Colour, String> allNames() {
        Map<Colour, String> out = new EnumMap<>(Colour.class);
        seats.forEach(s -> out.put(s.colour, s.name.getText().strip()));
        return out;
    }

    /** The chosen boards of the seated colours; null at Beginner (one board for all). */
    Map<Colour, String> boards() {
        if (level != Level.STANDARD) {
            return null;
        }
        Map<Colour, String> out = new EnumMap<>(Colour.class);
        seated().forEach(c -> out.put(c, boardOf(c)));
        return out;
    }

    /** Every Standard board choice, by colour. */
    Map<Colour, String> allBoards() {
        return new EnumMap<>(boards);
    }

    Colour start() {
        return start;
    }

    void start(Colour c) {
        start = c;
        rebuild();
        onChange.run();
    }

    /** A board's name as shown: "Red", not the profile's id "red" (issue 8, defect 12). */
    public static String boardTitle(String id) {
        return id == null || id.isEmpty() ? "" : Character.toUpperCase(id.charAt(0)) + id.substring(1);
    }

    private String boardOf(Colour c) {
        LevelRules rules = content.level(Level.STANDARD);
        String b = boards.get(c);
        return b != null && rules.boards().containsKey(b) ? b : rules.defaultBoards().get(c);
    }

    private void rebuild() {
        removeAll();
        boolean standard = level == Level.STANDARD;
        add(small(Ui.text("dialog.seats.seat")));
        add(small(Ui.text("dialog.seats.colour")));
        add(small(Ui.text("dialog.seats.name")));
        JLabel boardHeading = small(Ui.text("dialog.seats.board"));
        boardHeading.setVisible(standard);
        add(boardHeading);
        add(small(Ui.text("dialog.seats.starts")));
        add(small(Ui.text("dialog.seats.order")), "wrap");
        ButtonGroup group = new ButtonGroup();
        for (int i = 0; i < count; i++) {
            addRow(i, group, standard);
        }
        revalidate();
        repaint();
    }

    private void addRow(int i, ButtonGroup group, boolean standard) {
        Seat seat = seats.get(i);
        String id = "seat" + (i + 1);
        add(new JLabel((i + 1) + "."));
        JComboBox<Colour> colour = new JComboBox<>(Colour.values());
        colour.setName(id + ".colour");
        colour.setRenderer(new ColourRenderer());
        colour.setSelectedItem(seat.colour);
        colour.addActionListener(e -> pick(i, (Colour) colour.getSelectedItem()));
        add(colour);
        seat.name.setName(id + ".name");
        seat.name.putClientProperty(FlatClientProperties.PLACEHOLDER_TEXT, seat.colour.title());
        add(seat.name);
        JComboBox<String> board = new JComboBox<>(
                content.level(Level.STANDARD).boards().keySet().toArray(new String[0]));
        board.setName(id + ".board");
        board.setRenderer(new javax.swing.DefaultListCellRenderer() {
            @Override
            public java.awt.Component getListCellRendererComponent(javax.swing.JList<?> list, Object value, int index,
                                                                   boolean selected, boolean focus) {
                return super.getListCellRendererComponent(list, boardTitle((String) value), index, selected, focus);
            }
        });
        board.setSelectedItem(boardOf(seat.colour));
        board.setToolTipText(Ui.text("dialog.seats.board.tip", seat.colour.title()));
        board.addActionListener(e -> {
            boards.put(seat.colour, (String) board.getSelectedItem());
            onChange.run();
        });
        board.setVisible(standard);
        add(board);
        JRadioButton first = new JRadioButton();
        first.setName(id + ".start");
        first.setToolTipText(Ui.text("dialog.seats.starts.tip"));
        first.setSelected(seat.colour == start);
        first.addActionListener(e -> start(seat.colour));
        group.add(first);
        add(first);
        add(arrow(id + ".up", "arrow-up", Ui.text("dialog.seats.up"), i > 0, () -> swap(i, i - 1)), "split 2");
        add(arrow(id + ".down", "arrow-down", Ui.text("dialog.seats.down"), i < count - 1, () -> swap(i, i + 1)),
                "wrap");
    }

    private JButton arrow(String name, String icon, String tip, boolean enabled, Runnable action) {
        JButton b = new JButton(Icons.get(icon, 16));
        b.setName(name);
        b.setToolTipText(tip);
        b.setEnabled(enabled);
        b.putClientProperty(FlatClientProperties.BUTTON_TYPE, FlatClientProperties.BUTTON_TYPE_TOOLBAR_BUTTON);
        b.addActionListener(e -> action.run());
        return b;
    }

    private static JLabel small(String text) {
        JLabel l = new JLabel(text);
        l.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        return l;
    }

    /** Seat i takes colour c; the seat that held c takes seat i's old colour. */
    private void pick(int i, Colour c) {
        Seat seat = seats.get(i);
        if (c == null || c == seat.colour) {
            return;
        }
        for (Seat other : seats) {
            if (other.colour == c) {
                other.colour = seat.colour;
            }
        }
        if (start == c) {
            start = seat.colour;
        } else if (start == seat.colour) {
            start = c;
        }
        seat.colour = c;
        if (!seated().contains(start)) {
            start = seats.get(0).colour;
        }
        rebuild();
        onChange.run();
    }

    private void swap(int i, int j) {
        Seat a = seats.get(i);
        seats.set(i, seats.get(j));
        seats.set(j, a);
        rebuild();
        onChange.run();
    }

    /** "♥ Red" in the colour, with a round swatch. */
    static final class ColourRenderer extends DefaultListCellRenderer {
        @Override
        public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                                                      boolean focus) {
            super.getListCellRendererComponent(list, value, index, selected, focus);
            if (value instanceof Colour) {
                Colour c = (Colour) value;
                setText(Theme.symbol(c) + "  " + c.title());
                setIcon(new Swatch(Theme.colour(c)));
            }
            return this;
        }
    }

    /** A filled circle in a player colour. */
    static final class Swatch implements Icon {
        private final Color colour;

        Swatch(Color colour) {
            this.colour = colour;
        }

        @Override
        public void paintIcon(Component c, Graphics g, int x, int y) {
            Graphics2D g2 = (Graphics2D) g.create();
            g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g2.setColor(colour);
            g2.fillOval(x, y, getIconWidth(), getIconHeight());
            g2.dispose();
        }

        @Override
        public int getIconWidth() {
            return UIScale.scale(12);
        }

        @Override
        public int getIconHeight() {
            return UIScale.scale(12);
        }
    }
}
