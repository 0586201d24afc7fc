package org.eternalsevens.app.dialogs;

import java.awt.Window;

import java.io.IOException;
import java.util.Hashtable;

import javax.swing.ButtonGroup;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSlider;
import javax.swing.JToggleButton;

import javax.swing.SwingUtilities;

import com.formdev.flatlaf.FlatClientProperties;
import net.miginfocom.swing.MigLayout;

import org.eternalsevens.app.look.Dialogs;
import org.eternalsevens.app.look.Icons;
import org.eternalsevens.app.look.ScreenFit;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.words.Ui;

/**
 * Light or dark, and the scale from 100% to 250%. Both apply live to every open window (FlatLaf's zoom) and
 * are kept between runs.
 */
public final class PreferencesDialog extends JDialog {
    private final Settings prefs;
    private final JToggleButton light = new JToggleButton(Ui.text("dialog.preferences.light"), Icons.get("sun", 16));
    private final JToggleButton dark = new JToggleButton(Ui.text("dialog.preferences.dark"), Icons.get("moon", 16));
    private final JSlider scale = new JSlider(Theme.MIN_SCALE, Theme.MAX_SCALE);
    private final JLabel scaleValue = new JLabel();
    private final JLabel note = new JLabel(" ");

    public PreferencesDialog(Window owner, Settings prefs) {
        super(owner, Ui.text("dialog.preferences.title"), ModalityType.APPLICATION_MODAL);
        this.prefs = prefs;
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        JPanel root = new JPanel(new MigLayout("insets dialog, wrap 2", "[right][grow,fill]"));
        root.add(heading(Ui.text("dialog.preferences.theme")));
        ButtonGroup group = new ButtonGroup();
        group.add(light);
        group.add(dark);
        light.setName("light");
        dark.setName("dark");
        (prefs.dark() ? dark : light).setSelected(true);
        light.addActionListener(e -> theme(false));
        dark.addActionListener(e -> theme(true));
        JPanel themes = new JPanel(new MigLayout("insets 0, gap 0"));
        themes.add(light, "sg theme");
        themes.add(dark, "sg theme");
        root.add(themes, "growx 0");
        root.add(heading(Ui.text("dialog.preferences.scale")));
        scale.setName("scale");
        scale.setMajorTickSpacing(50);
        scale.setMinorTickSpacing(25);
        scale.setSnapToTicks(true);
        scale.setPaintTicks(true);
        Hashtable<Integer, JComponent> labels = new Hashtable<>();
        for (int p = Theme.MIN_SCALE; p <= Theme.MAX_SCALE; p += 50) {
            labels.put(p, new JLabel(p + "%"));
        }
        scale.setLabelTable(labels);
        scale.setPaintLabels(true);
        scale.setValue(prefs.scalePercent());
        scaleValue.setName("scaleValue");
        scaleValue.setText(prefs.scalePercent() + "%");
        scale.addChangeListener(e -> {
            scaleValue.setText(scale.getValue() + "%");
            if (!scale.getValueIsAdjusting()) {
                // after the event: a new scale replaces the slider's UI, which must not happen inside its own
                // mouse release (issue 8, defect 4: a NullPointerException there)
                int chosen = scale.getValue();
                SwingUtilities.invokeLater(() -> scale(chosen));
            }
        });
        root.add(scale, "split 2, wmin 240lp");
        root.add(scaleValue, "growx 0, wmin 48lp");
        JLabel hint = new JLabel(Ui.text("dialog.preferences.scale.hint"));
        hint.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        root.add(hint, "skip");
        note.setName("note");
        root.add(note, "skip");
        JButton close = new JButton(Ui.text("dialog.close"));
        close.setName("close");
        close.addActionListener(e -> dispose());
        root.add(close, "span 2, tag ok, gaptop para");
        getRootPane().setDefaultButton(close);
        Dialogs.closeOnEscape(this);
        setContentPane(root);
        ScreenFit.packCentred(this);
    }

    /** Shows the preferences; changes apply at once and are saved. */
    public static void show(Window owner, Settings prefs) {
        new PreferencesDialog(owner, prefs).setVisible(true);
    }

    private static JLabel heading(String text) {
        JLabel l = new JLabel(text);
        l.putClientProperty(FlatClientProperties.STYLE_CLASS, "h4");
        return l;
    }

    private void theme(boolean toDark) {
        prefs.dark(toDark);
        Theme.switchTo(toDark);
        save();
    }

    private void scale(int percent) {
        prefs.scalePercent(percent);
        Theme.scaleTo(percent);
        save();
        // grows from its centre and stays on the screen (defect 10)
        SwingUtilities.invokeLater(() -> ScreenFit.repackKeepingCentre(this));
    }

    private void save() {
        try {
            prefs.save();
            note.setText(" ");
        } catch (IOException | RuntimeException e) {
            note.setText(Ui.text("dialog.preferences.notKept", prefs.file()));
        }
    }
}
