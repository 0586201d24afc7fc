package org.eternalsevens.app.dialogs;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import javax.swing.JCheckBox;
import javax.swing.JLabel;
import javax.swing.JPanel;

import net.miginfocom.swing.MigLayout;

import org.eternalsevens.app.look.Html;
import org.eternalsevens.app.words.Effects;
import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.setup.GameContent;
import org.eternalsevens.rules.basics.InstantEternal;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.setup.LevelRules;
import org.eternalsevens.app.look.TextWrap;
import org.eternalsevens.words.Ui;

/**
 * Picks the instant and continuous eternals for a level: the defaults, or any selection of the eternals the
 * level allows, each shown with its effect in one line. Whether a selection is legal is for
 * {@link org.eternalsevens.rules.setup.SetupCheck} to say; this panel only reports what is ticked.
 */
public final class DeckChooser extends JPanel {
    private final GameContent content;
    private final Runnable onChange;
    private final JCheckBox useDefaults = new JCheckBox(Ui.text("dialog.decks.defaults"));
    private final Map<InstantEternal, JCheckBox> instant = new EnumMap<>(InstantEternal.class);
    private final Map<ContinuousEternal, JCheckBox> continuous = new EnumMap<>(ContinuousEternal.class);
    private final JLabel instantCount = new JLabel();
    private final JLabel continuousCount = new JLabel();
    private Level level = Level.BEGINNER;
    private boolean twoPlayers;
    private boolean loading;

    /** {@code onChange} runs after every tick. */
    public DeckChooser(GameContent content, Runnable onChange) {
        super(new MigLayout("insets 0, fillx, wrap 2, hidemode 3", "[][grow,fill]"));
        this.content = content;
        this.onChange = onChange;
        useDefaults.setName("decks.defaults");
        useDefaults.setToolTipText(Ui.text("dialog.decks.defaults.tip"));
        useDefaults.addActionListener(e -> {
            if (useDefaults.isSelected()) {
                tickDefaults();
            }
            enableBoxes();
            changed();
        });
        instantCount.setName("decks.instantCount");
        continuousCount.setName("decks.continuousCount");
        for (InstantEternal e : InstantEternal.values()) {
            instant.put(e, box("instant." + e.id(), e.title()));
        }
        for (ContinuousEternal e : ContinuousEternal.values()) {
            continuous.put(e, box("continuous." + e.id(), e.title()));
        }
    }

    /** Shows the eternals of {@code level}; null decks mean the defaults. */
    public void show(Level level, int players, List<String> instantNames, List<String> continuousNames) {
        loading = true;
        this.level = level;
        this.twoPlayers = players == 2;
        boolean defaults = instantNames == null && continuousNames == null;
        useDefaults.setSelected(defaults);
        layoutBoxes();
        if (defaults) {
            tickDefaults();
        } else {
            LevelRules rules = rules();
            tick(instant, instantNames == null ? ids(defaultInstant(rules)) : instantNames);
            tick(continuous, continuousNames == null ? ids(rules.defaultContinuous()) : continuousNames);
        }
        enableBoxes();
        loading = false;
        updateCounts();
    }

    /** The number of players changed: the defaults follow it (King for Ghost with two players). */
    public void players(int players) {
        twoPlayers = players == 2;
        if (useDefaults.isSelected()) {
            loading = true;
            tickDefaults();
            loading = false;
            updateCounts();
        }
    }

    public boolean usesDefaults() {
        return useDefaults.isSelected();
    }

    /** The instant eternals ticked, or null for the defaults. */
    public List<String> instant() {
        return useDefaults.isSelected() ? null : ticked(instant);
    }

    /** The continuous eternals ticked, or null for the defaults. */
    public List<String> continuous() {
        return useDefaults.isSelected() ? null : ticked(continuous);
    }

    private JCheckBox box(String name, String title) {
        JCheckBox b = new JCheckBox(title);
        b.setName(name);
        b.addActionListener(e -> changed());
        return b;
    }

    private void layoutBoxes() {
        removeAll();
        LevelRules rules = rules();
        add(useDefaults, "span 2");
        add(heading(Ui.text("dialog.decks.instant"), Ui.text("dialog.decks.instant.note")), "span 2, split 2");
        add(instantCount, "gapleft push");
        for (InstantEternal e : rules.instantAllowed()) {
            addRow(instant.get(e), Effects.of(e));
        }
        add(heading(Ui.text("dialog.decks.continuous"), Ui.text("dialog.decks.continuous.note")),
                "span 2, split 2, gaptop para");
        add(continuousCount, "gapleft push");
        for (ContinuousEternal e : rules.continuousAllowed()) {
            addRow(continuous.get(e), Effects.of(e));
        }
        revalidate();
        repaint();
    }

    private void addRow(JCheckBox box, String effect) {
        int width = com.formdev.flatlaf.util.UIScale.scale(340);
        JLabel text = new JLabel(TextWrap.html(effect, width));
        text.setToolTipText(effect);
        text.putClientProperty("FlatLaf.styleClass", "small");
        text.setLabelFor(box);
        add(box, "gapleft indent, aligny top");
        add(text, "wmin 0");
    }

    private static JLabel heading(String title, String note) {
        JLabel l = new JLabel("<html><b>" + title + "</b> &nbsp;<span style='font-weight:normal'>" + note
                + "</span></html>");
        l.putClientProperty("FlatLaf.styleClass", "h4");
        return l;
    }

    private void tickDefaults() {
        LevelRules rules = rules();
        tick(instant, ids(defaultInstant(rules)));
        tick(continuous, ids(rules.defaultContinuous()));
    }

    private List<InstantEternal> defaultInstant(LevelRules rules) {
        return twoPlayers ? rules.defaultInstantTwoPlayer() : rules.defaultInstant();
    }

    private void enableBoxes() {
        boolean free = !useDefaults.isSelected();
        instant.values().forEach(b -> b.setEnabled(free));
        continuous.values().forEach(b -> b.setEnabled(free));
    }

    private void changed() {
        updateCounts();
        if (!loading) {
            onChange.run();
        }
    }

    private void updateCounts() {
        LevelRules rules = rules();
        instantCount.setText(count(ticked(instant).size(), rules.instantMin(), rules.instantMax()));
        continuousCount.setText(count(ticked(continuous).size(), rules.continuousMin(), rules.continuousMax()));
    }

    private static String count(int n, int min, int max) {
        return min == max ? Ui.text("dialog.decks.count.exactly", n, min) : Ui.text("dialog.decks.count", n, min, max);
    }

    private LevelRules rules() {
        return content.level(level);
    }

    private static <E extends Enum<E>> void tick(Map<E, JCheckBox> boxes, List<String> names) {
        boxes.forEach((e, b) -> b.setSelected(names.contains(e.name().toLowerCase(java.util.Locale.ROOT))));
    }

    private static <E extends Enum<E>> List<String> ticked(Map<E, JCheckBox> boxes) {
        List<String> out = new ArrayList<>();
        boxes.forEach((e, b) -> {
            if (b.isSelected() && b.getParent() != null) {
                out.add(e.name().toLowerCase(java.util.Locale.ROOT));
            }
        });
        return out;
    }

    private static <E extends Enum<E>> List<String> ids(List<E> deck) {
        List<String> out = new ArrayList<>();
        deck.forEach(e -> out.add(e.name().toLowerCase(java.util.Locale.ROOT)));
        return out;
    }
}
