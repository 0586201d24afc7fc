package org.eternalsevens.app;

import java.awt.Color;
import java.awt.Graphics;
import java.awt.Insets;
import java.util.List;

import javax.swing.ButtonModel;
import javax.swing.Icon;
import javax.swing.JButton;

import com.formdev.flatlaf.ui.FlatUIUtils;

/**
 * A button whose looks are drawn once and then copied ({@link KeptLooks}, P200). FlatLaf draws a button's rounded
 * background and border with antialiasing, about 0.2 ms a button; the action bar's buttons change their words and
 * state on every move, but among a few looks that come back turn after turn ("Pass: discard", enabled or not).
 * Everything its pixels depend on is in the look's key: words, icons, font, colours, state, focus, UI and border
 * (the size, the background under it, the theme and the scale are added by {@link KeptLooks}). For buttons on a
 * plain panel (the action bar, the answers, the Dragon cards' spaces).
 */
public class KeptButton extends JButton {
    public KeptButton() {
        super();
    }

    public KeptButton(String text) {
        super(text);
    }

    public KeptButton(Icon icon) {
        super(icon);
    }

    @Override
    public void paint(Graphics g) {
        if (!KeptLooks.paint(this, g, look(), super::paint)) {
            super.paint(g);
        }
    }

    /** Everything the button's pixels depend on, besides its size and what it stands on. */
    protected List<Object> look() {
        ButtonModel m = getModel();
        int state = (m.isEnabled() ? 1 : 0) | (m.isRollover() ? 2 : 0) | (m.isPressed() ? 4 : 0)
                | (m.isArmed() ? 8 : 0) | (m.isSelected() ? 16 : 0) | (hasFocus() ? 32 : 0)
                | (FlatUIUtils.isPermanentFocusOwner(this) ? 64 : 0) | (isDefaultButton() ? 128 : 0)
                | (isBorderPainted() ? 256 : 0) | (isContentAreaFilled() ? 512 : 0) | (isFocusPainted() ? 1024 : 0)
                | (isRolloverEnabled() ? 2048 : 0);
        Insets margin = getMargin();
        // icons, the UI and the border by identity (their own equals); the key holds them, so none is mistaken
        return List.of(getClass(), String.valueOf(getText()), orNone(getIcon()), orNone(getDisabledIcon()),
                orNone(getFont()), colour(getForeground()), colour(getBackground()), state, orNone(getUI()),
                orNone(getBorder()), margin == null ? "" : margin.toString(), getHorizontalAlignment(),
                getIconTextGap(), getDisplayedMnemonicIndex(), String.valueOf(getClientProperty("FlatLaf.style")),
                String.valueOf(getClientProperty("JButton.buttonType")));
    }

    private static Object orNone(Object o) {
        return o == null ? "none" : o;
    }

    private static Object colour(Color c) {
        return c == null ? "none" : c.getRGB();
    }
}
