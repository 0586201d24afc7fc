package org.eternalsevens.app.dialogs;

import java.awt.Component;
import java.awt.Window;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.ListSelectionModel;
import javax.swing.SpinnerNumberModel;

import com.formdev.flatlaf.FlatClientProperties;
import com.formdev.flatlaf.util.UIScale;
import net.miginfocom.swing.MigLayout;

import org.eternalsevens.words.RankWords;
import org.eternalsevens.words.Ui;
import org.eternalsevens.app.look.Dialogs;
import org.eternalsevens.app.look.TextWrap;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.track.GamerCaps;
import org.eternalsevens.rules.setup.GamerContent;
import org.eternalsevens.rules.ranking.Place;
import org.eternalsevens.rules.ranking.RankGroup;
import org.eternalsevens.rules.ranking.Ranking;
import org.eternalsevens.rules.ranking.Standing;
import org.eternalsevens.rules.track.Track;

/**
 * Game › Resolve a final ranking…: the table enters each colour's hearts, stars, the heart stack and who was
 * eliminated in round 2, and sees the ranking with its reasons (R46), worked out by the engine's {@link Ranking}.
 * A heart whose count changes lands on top of its new space, as on the printed track; hearts on the same space
 * change places with Lower and Higher. The stack reads bottom first, left to right, as {@code rank --stack} takes
 * it (P347). Any count may be typed: one the track cannot hold is explained (P345). The groups have a legend, and
 * the dialog keeps its width whatever the sentences (P348). No default button: Enter in a number field only
 * commits the number.
 */
public final class RankingDialog extends JDialog {
    /** Any count a table may type: one beyond the track's cap is explained, not silently refused (P345). */
    private static final int MAX_TYPED = 99;
    /** The width the sentences wrap at, whatever they say: the dialog keeps its width (P348). */
    private static final int TEXT_WIDTH = 560;

    private final GamerContent gamer;
    private final Map<Colour, JCheckBox> plays = new EnumMap<>(Colour.class);
    private final Map<Colour, JSpinner> hearts = new EnumMap<>(Colour.class);
    private final Map<Colour, JSpinner> stars = new EnumMap<>(Colour.class);
    private final Map<Colour, JCheckBox> eliminated = new EnumMap<>(Colour.class);
    /** The heart stack of the playing colours, bottom first (lowest hearts first). */
    private final List<Colour> stack = new ArrayList<>(List.of(Colour.values()));
    private final DefaultListModel<Colour> stackModel = new DefaultListModel<>();
    private final JList<Colour> stackList = new JList<>(stackModel);
    private final JButton up = new JButton(Ui.text("dialog.ranking.higher"));
    private final JButton down = new JButton(Ui.text("dialog.ranking.lower"));
    private final JLabel stackTyped = new JLabel(" ");
    private final JLabel legend = new JLabel(" ");
    private final JLabel problem = new JLabel(" ");
    private final List<JLabel> places = new ArrayList<>();
    private final List<JLabel> groups = new ArrayList<>();
    private boolean refreshing;

    RankingDialog(Window owner, GamerContent gamer) {
        super(owner, Ui.text("dialog.ranking.title"), ModalityType.APPLICATION_MODAL);
        this.gamer = gamer;
        setName("rankingDialog");
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        JPanel root = new JPanel(new MigLayout("insets dialog, wrap 5", "[]16lp[center]16lp[]16lp[]16lp[center]"));
        JLabel title = new JLabel(Ui.text("dialog.ranking.title"));
        title.putClientProperty(FlatClientProperties.STYLE_CLASS, "h2");
        root.add(title, "span 5, left");
        root.add(new JLabel(Ui.text("dialog.ranking.enter")), "span 5, left");
        root.add(new JLabel(Ui.text("dialog.ranking.stackOrder")),
                "span 5, left, gapbottom para");
        for (String h : new String[] {Ui.text("dialog.ranking.colour"), Ui.text("dialog.ranking.plays"),
            Ui.text("dialog.ranking.hearts"), Ui.text("dialog.ranking.stars"), Ui.text("dialog.ranking.eliminated")}) {
            JLabel l = new JLabel(h);
            l.putClientProperty(FlatClientProperties.STYLE_CLASS, "h4");
            root.add(l);
        }
        for (Colour c : Colour.values()) {
            JLabel mark = new JLabel(c.title() + " " + Theme.symbol(c), new NewGameSeats.Swatch(Theme.colour(c)),
                    JLabel.LEADING);
            mark.setForeground(Theme.colour(c));
            root.add(mark);
            plays.put(c, check("plays-" + c.id(), Ui.text("dialog.ranking.plays.name", c.title()), true, root));
            hearts.put(c, spinner("hearts-" + c.id(), Ui.text("dialog.ranking.hearts.name", c.title()), MAX_TYPED,
                    root));
            stars.put(c, spinner("stars-" + c.id(), Ui.text("dialog.ranking.stars.name", c.title()), MAX_TYPED, root));
            eliminated.put(c, check("eliminated-" + c.id(),
                    Ui.text("dialog.ranking.eliminated.name", c.title()), false, root));
            hearts.get(c).addChangeListener(e -> heartMoved(c));
            stars.get(c).addChangeListener(e -> refresh());
            plays.get(c).addActionListener(e -> refresh());
            eliminated.get(c).addActionListener(e -> refresh());
        }
        JLabel stackTitle = new JLabel(Ui.text("dialog.ranking.stack"));
        stackTitle.putClientProperty(FlatClientProperties.STYLE_CLASS, "h4");
        root.add(stackTitle, "span 5, left, gaptop para");
        stackList.setName("stack");
        stackList.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        stackList.setLayoutOrientation(JList.HORIZONTAL_WRAP);
        stackList.setVisibleRowCount(1);
        // the widest entry sets every cell: a new count never widens one
        stackList.setFixedCellWidth(stackList.getFontMetrics(stackList.getFont())
                .stringWidth("4. Yellow " + Theme.symbol(Colour.YELLOW) + " \u2014 99 \u2665") + UIScale.scale(16));
        stackList.setCellRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                                                          boolean focus) {
                Colour c = (Colour) value;
                super.getListCellRendererComponent(list, (index + 1) + ". " + c.title() + " " + Theme.symbol(c)
                        + " \u2014 " + value(hearts.get(c)) + " \u2665", index, selected, focus);
                return this;
            }
        });
        stackList.addListSelectionListener(e -> enableMoves());
        up.setName("stackUp");
        up.setToolTipText(Ui.text("dialog.ranking.higher.tip"));
        up.addActionListener(e -> swap(+1));
        down.setName("stackDown");
        down.setToolTipText(Ui.text("dialog.ranking.lower.tip"));
        down.addActionListener(e -> swap(-1));
        root.add(new JScrollPane(stackList, JScrollPane.VERTICAL_SCROLLBAR_NEVER,
                JScrollPane.HORIZONTAL_SCROLLBAR_NEVER), "span 5, growx, split 3");
        root.add(down, "top, sg move");
        root.add(up, "top, sg move");
        stackTyped.setName("stackTyped");
        stackTyped.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        root.add(stackTyped, "span 5, left");
        JLabel rankTitle = new JLabel(Ui.text("dialog.ranking.ranking"));
        rankTitle.putClientProperty(FlatClientProperties.STYLE_CLASS, "h3");
        root.add(rankTitle, "span 5, left, gaptop para");
        problem.setName("problem");
        problem.setForeground(Theme.problem());
        root.add(problem, "span 5, left, hidemode 3, wmax " + TEXT_WIDTH + "lp");
        for (int i = 1; i <= Colour.values().length; i++) {
            JLabel place = new JLabel();
            place.setName("place" + i);
            place.putClientProperty(FlatClientProperties.STYLE_CLASS, i == 1 ? "h3" : null);
            JLabel group = new JLabel();
            group.setName("group" + i);
            group.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
            places.add(place);
            groups.add(group);
            root.add(group, "left, top, hidemode 3");
            root.add(place, "span 4, left, hidemode 3");
        }
        legend.setName("legend");
        legend.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        root.add(legend, "span 5, left, gaptop para");
        JButton close = new JButton(Ui.text("dialog.close"));
        close.setName("close");
        close.addActionListener(e -> dispose());
        root.add(close, "span 5, tag ok, gaptop para");
        Dialogs.closeOnEscape(this);
        setContentPane(root);
        refresh();
        org.eternalsevens.app.look.ScreenFit.packCentred(this); // never larger than the screen
        setMinimumSize(getSize());
    }

    /** Opens the resolver over the window. */
    public static void show(Window owner, GamerContent gamer) {
        new RankingDialog(owner, gamer).setVisible(true);
    }

    private static JCheckBox check(String name, String tip, boolean on, JPanel root) {
        JCheckBox b = new JCheckBox("", on);
        b.setName(name);
        b.setToolTipText(tip);
        b.getAccessibleContext().setAccessibleName(tip);
        root.add(b);
        return b;
    }

    private static JSpinner spinner(String name, String tip, int max, JPanel root) {
        JSpinner s = new JSpinner(new SpinnerNumberModel(0, 0, max, 1));
        s.setName(name);
        s.setToolTipText(tip);
        s.getAccessibleContext().setAccessibleName(tip);
        root.add(s, "w 64lp!");
        return s;
    }

    private static int value(JSpinner s) {
        return (Integer) s.getValue();
    }

    /** A heart that changes lands on top of the hearts already on its new space (R41). */
    private void heartMoved(Colour c) {
        stack.remove(c);
        int v = value(hearts.get(c));
        int at = 0;
        while (at < stack.size() && value(hearts.get(stack.get(at))) <= v) {
            at++;
        }
        stack.add(at, c);
        refresh();
    }

    /** Moves the selected heart one place higher (+1) or lower (-1) among the hearts on its space. */
    private void swap(int by) {
        Colour c = stackList.getSelectedValue();
        List<Colour> playing = playing();
        int i = c == null ? -1 : playing.indexOf(c);
        int j = i + by;
        if (i < 0 || j < 0 || j >= playing.size() || value(hearts.get(playing.get(j))) != value(hearts.get(c))) {
            return;
        }
        Colour other = playing.get(j);
        int a = stack.indexOf(c);
        int b = stack.indexOf(other);
        stack.set(a, other);
        stack.set(b, c);
        refresh();
        stackList.setSelectedValue(c, true);
    }

    private void enableMoves() {
        if (refreshing) {
            return;
        }
        Colour c = stackList.getSelectedValue();
        List<Colour> playing = playing();
        int i = c == null ? -1 : playing.indexOf(c);
        up.setEnabled(i >= 0 && i + 1 < playing.size() && sameSpace(c, playing.get(i + 1)));
        down.setEnabled(i > 0 && sameSpace(c, playing.get(i - 1)));
    }

    private boolean sameSpace(Colour a, Colour b) {
        return value(hearts.get(a)) == value(hearts.get(b));
    }

    private List<Colour> playing() {
        return stack.stream().filter(c -> plays.get(c).isSelected()).toList();
    }

    /** Redraws the stack and the ranking from the entries, through Track and Ranking. */
    private void refresh() {
        refreshing = true;
        Colour selected = stackList.getSelectedValue();
        List<Colour> playing = playing();
        stackModel.clear();
        playing.forEach(stackModel::addElement); // bottom first, as rank --stack (P347)
        for (Colour c : Colour.values()) {
            boolean on = plays.get(c).isSelected();
            hearts.get(c).setEnabled(on);
            stars.get(c).setEnabled(on);
            eliminated.get(c).setEnabled(on);
        }
        if (selected != null && playing.contains(selected)) {
            stackList.setSelectedValue(selected, false);
        }
        refreshing = false;
        enableMoves();
        List<Place> ranked = List.of();
        String why = null;
        if (playing.size() < 2) {
            why = Ui.text("dialog.ranking.tooFew");
        } else {
            try {
                ranked = rank(playing);
            } catch (IllegalArgumentException e) {
                why = e.getMessage() + ".";
            }
        }
        problem.setText(why == null ? "" : wrapped(why));
        problem.setToolTipText(why);
        problem.setVisible(why != null);
        GamerCaps caps = gamer.caps(Math.max(2, playing.size()));
        for (int i = 0; i < places.size(); i++) {
            boolean shown = i < ranked.size();
            places.get(i).setVisible(shown);
            groups.get(i).setVisible(shown);
            String text = shown ? RankWords.place(ranked.get(i)) : "";
            places.get(i).setText(shown ? wrapped(text) : "");
            places.get(i).setToolTipText(shown ? text : null);
            groups.get(i).setText(shown ? RankWords.groupLabel(ranked.get(i).group()) : "");
            groups.get(i).setToolTipText(shown ? RankWords.groupLegend(ranked.get(i).group(), caps) : null);
        }
        stackTyped.setText(playing.isEmpty() ? " " : Ui.text("dialog.ranking.typed",
                String.join(",", playing.stream().map(Colour::id).toList())));
        List<String> lines = new ArrayList<>();
        for (RankGroup g : RankGroup.values()) {
            lines.add(RankWords.groupLegend(g, caps));
        }
        legend.setText(TextWrap.htmlPixels(String.join("\n", lines), UIScale.scale(TEXT_WIDTH))
                .replace("\n", "<br>"));
        growTaller();
    }

    /** A sentence wrapped at the dialog's one text width. */
    private static String wrapped(String text) {
        return TextWrap.htmlPixels(text, UIScale.scale(TEXT_WIDTH));
    }

    /** More lines make the dialog taller, never wider or narrower (P348). */
    private void growTaller() {
        int most = org.eternalsevens.app.look.ScreenFit.usable(this).height;
        if (isDisplayable() && getPreferredSize().height > getHeight() && getHeight() < most) {
            setSize(getWidth(), Math.min(most, getPreferredSize().height));
            validate();
        }
    }

    private List<Place> rank(List<Colour> playing) {
        GamerCaps caps = gamer.caps(playing.size());
        Map<Colour, Integer> h = new EnumMap<>(Colour.class);
        Map<Colour, Integer> s = new EnumMap<>(Colour.class);
        List<Standing> standings = new ArrayList<>();
        for (Colour c : playing) {
            h.put(c, value(hearts.get(c)));
            s.put(c, value(stars.get(c)));
            standings.add(new Standing(c, eliminated.get(c).isSelected()));
        }
        return Ranking.rank(standings, Track.of(h, s, playing, caps), caps);
    }
}
