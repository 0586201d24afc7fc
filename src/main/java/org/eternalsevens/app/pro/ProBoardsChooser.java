package org.eternalsevens.app.pro;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import javax.swing.ButtonGroup;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JToggleButton;

import com.formdev.flatlaf.FlatClientProperties;
import net.miginfocom.swing.MigLayout;

import org.eternalsevens.app.look.TextWrap;
import org.eternalsevens.app.look.Html;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.board.EternalBoards;
import org.eternalsevens.rules.board.ProSetup;
import org.eternalsevens.words.Ui;

/**
 * The new-game dialog's Pro part (R51): which of the ten boards are prepared, the side of each that shows in
 * round 1, and whether round 2 flips them or keeps them. "Draw at random" is the rulebook's "20 Eternals" variant:
 * players + 1 boards and their sides drawn for the table, shown here so the table sees what it plays. The choice is
 * checked by {@link ProSetup#check}; its sentences are the dialog's problems.
 */
public final class ProBoardsChooser extends JPanel {
    /** The draw of "Draw at random"; tests may replace it with a seeded one. */
    public static Random random = new Random();

    private final Map<Integer, JCheckBox> prepared = new TreeMap<>();
    private final Map<Integer, JToggleButton> sideA = new TreeMap<>();
    private final Map<Integer, JToggleButton> sideB = new TreeMap<>();
    private final Map<ProSetup.Round2Sides, JToggleButton> round2 = new EnumMap<>(ProSetup.Round2Sides.class);
    private final JLabel showing = new JLabel(" ");
    private String showingText = " ";
    private final Runnable onChange;
    private final EternalBoards content;
    private int players = 4;
    private boolean loading;

    public ProBoardsChooser(EternalBoards content, Runnable onChange) {
        // a fourth, empty column takes any width to spare: the side buttons keep one size
        super(new MigLayout("insets 8 12 8 12, gap 6 4, wrap 4", "[][sg side, fill][sg side, fill][grow]"));
        this.onChange = onChange;
        this.content = content;
        setName("proBoards");
        JLabel head = new JLabel(Ui.text("pro.prepared.head"));
        head.putClientProperty(FlatClientProperties.STYLE_CLASS, "h4");
        add(head, "span 4");
        for (int n = 1; n <= 10; n++) {
            EternalBoard a = content.side(n + "A");
            EternalBoard b = content.side(n + "B");
            JCheckBox box = new JCheckBox(Ui.text("pro.prepared.board", n));
            box.setName("board-" + n);
            box.addActionListener(e -> changed());
            ButtonGroup sides = new ButtonGroup();
            JToggleButton ta = side(n + "A", a, sides);
            JToggleButton tb = side(n + "B", b, sides);
            ta.setSelected(true);
            prepared.put(n, box);
            sideA.put(n, ta);
            sideB.put(n, tb);
            add(box);
            add(ta, "sg side");
            add(tb, "sg side, wrap");
        }
        JButton draw = new JButton(Ui.text("pro.prepared.draw"));
        draw.setName("random-boards");
        draw.setToolTipText(Ui.text("pro.prepared.draw.tip"));
        draw.addActionListener(e -> drawAtRandom());
        add(draw, "span 4, gaptop para, growx 0");
        JLabel r2 = new JLabel(Ui.text("pro.prepared.round2"));
        r2.putClientProperty(FlatClientProperties.STYLE_CLASS, "h4");
        add(r2, "span 4, gaptop para");
        ButtonGroup g = new ButtonGroup();
        JToggleButton flip = new JToggleButton(Ui.text("pro.prepared.flip"));
        flip.setName("round2-flip");
        JToggleButton same = new JToggleButton(Ui.text("pro.prepared.same"));
        same.setName("round2-same");
        same.setToolTipText(Ui.text("pro.prepared.same.tip"));
        for (JToggleButton t : List.of(flip, same)) {
            g.add(t);
            t.addActionListener(e -> changed());
        }
        round2.put(ProSetup.Round2Sides.FLIP, flip);
        round2.put(ProSetup.Round2Sides.SAME, same);
        flip.setSelected(true);
        add(flip, "span 4, split 2, growx 0");
        add(same, "growx 0");
        showing.setName("boardsShowing");
        add(showing, "span 4, gaptop para, wmin 0");
        load(ProSetup.defaults(players));
    }

    private JToggleButton side(String id, EternalBoard b, ButtonGroup group) {
        JToggleButton t = new JToggleButton(id.substring(id.length() - 1) + " " + (b == null ? id : b.title()));
        t.setName("side-" + id);
        if (b != null) {
            t.setToolTipText(Html.lines(BoardWords.all(b)));
        }
        group.add(t);
        t.addActionListener(e -> changed());
        return t;
    }

    /** Shows a setup: its boards ticked with their round-1 sides, and its round-2 rule. */
    public void load(ProSetup setup) {
        loading = true;
        prepared.values().forEach(b -> b.setSelected(false));
        for (String id : setup.eternalBoards()) {
            int n = EternalBoard.number(id);
            prepared.get(n).setSelected(true);
            (id.endsWith("A") ? sideA : sideB).get(n).setSelected(true);
        }
        round2.get(setup.round2Sides()).setSelected(true);
        loading = false;
        changed();
    }

    /** A new number of seats: the R51 default set follows it, if that is what is shown. */
    public void players(int n) {
        boolean defaults = boards().equals(ProSetup.defaults(players).eternalBoards());
        players = n;
        if (defaults) {
            load(new ProSetup(ProSetup.defaults(n).eternalBoards(), round2Sides()));
        } else {
            changed();
        }
    }

    /** The rulebook's variant: players + 1 boards, each side drawn at random. */
    public void drawAtRandom() {
        List<Integer> numbers = new ArrayList<>(prepared.keySet());
        java.util.Collections.shuffle(numbers, random);
        List<String> ids = new ArrayList<>();
        for (int n : numbers.subList(0, players + 1)) {
            ids.add(n + (random.nextBoolean() ? "A" : "B"));
        }
        ids.sort(java.util.Comparator.comparingInt(EternalBoard::number));
        load(new ProSetup(ids, round2Sides()));
    }

    /** The prepared boards as ids with their round-1 sides, in board order. */
    public List<String> boards() {
        List<String> out = new ArrayList<>();
        prepared.forEach((n, box) -> {
            if (box.isSelected()) {
                out.add(n + (sideB.get(n).isSelected() ? "B" : "A"));
            }
        });
        return out;
    }

    public ProSetup.Round2Sides round2Sides() {
        return round2.get(ProSetup.Round2Sides.SAME).isSelected() ? ProSetup.Round2Sides.SAME
                : ProSetup.Round2Sides.FLIP;
    }

    /** The boards that show in each round, in words (the line under the choices). */
    public String showingText() {
        return showingText;
    }

    /** The engine's check of what is shown, for this many players (R51). */
    public ProSetup.Result check(int seats) {
        return ProSetup.check(boards(), round2Sides().id(), seats);
    }

    private String names(List<String> ids) {
        List<String> out = new ArrayList<>();
        for (String id : ids) {
            EternalBoard b = content.side(id);
            out.add(b == null ? id : b.title());
        }
        return String.join(", ", out);
    }

    private void changed() {
        if (loading) {
            return;
        }
        ProSetup.Result r = check(players);
        showingText = r.ok() ? Ui.text("pro.prepared.showing", names(r.setup().showing(1)),
                names(r.setup().showing(2))) : " ";
        showing.setText(TextWrap.htmlPixels(showingText,
                com.formdev.flatlaf.util.UIScale.scale(520)));
        onChange.run();
    }
}
