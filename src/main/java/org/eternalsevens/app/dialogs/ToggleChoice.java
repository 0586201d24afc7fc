package org.eternalsevens.app.dialogs;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import javax.swing.ButtonGroup;
import javax.swing.JPanel;
import javax.swing.JToggleButton;

import net.miginfocom.swing.MigLayout;

/** A row of toggle buttons of which one is chosen, each for a value: the new game's players, its level. */
final class ToggleChoice<T> extends JPanel {
    private final Map<T, JToggleButton> buttons = new LinkedHashMap<>();

    /** One button a value, with its words and its component's name; {@code onPick} hears every pick. */
    ToggleChoice(List<T> values, Function<T, String> text, Function<T, String> name, Runnable onPick) {
        super(new MigLayout("insets 0, gap 0"));
        ButtonGroup group = new ButtonGroup();
        for (T v : values) {
            JToggleButton b = new JToggleButton(text.apply(v));
            b.setName(name.apply(v));
            b.addActionListener(e -> onPick.run());
            group.add(b);
            buttons.put(v, b);
            add(b, "sg choice");
        }
    }

    /** Chooses {@code value}; a value with no button changes nothing. */
    void select(T value) {
        JToggleButton b = buttons.get(value);
        if (b != null) {
            b.setSelected(true);
        }
    }

    /** The value chosen, or {@code none} while no button is. */
    T chosen(T none) {
        for (Map.Entry<T, JToggleButton> e : buttons.entrySet()) {
            if (e.getValue().isSelected()) {
                return e.getKey();
            }
        }
        return none;
    }
}
