package org.eternalsevens.app.paint;

import java.awt.Color;
import java.awt.Graphics;
import java.awt.Graphics2D;
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

    private static final int WHOLE = 0;
    private static final int FRAME = 1; // the background and the border alone
    private static final int WORDS = 2; // the words and the icon alone
    private int drawing = WHOLE;

    @Override
    public void paint(Graphics g) {
        if (!KeptLooks.paint(this, g, look(), this::drawLook)) {
            super.paint(g);
        }
    }

    /**
     * Draws a new look: its frame (background and border) copied from the frame kept for this size and state, and
     * its words and icon drawn over it (P209). The frame is what costs: FlatLaf draws it with antialiasing, about
     * 0.25 ms for an answer, and a reveal's eleven answers or a turn's new pass buttons share one.
     */
    private void drawLook(Graphics2D g) {
        // an opaque button fills its parent's background over the frame; HTML words are drawn without getText
        if (isOpaque() || getClientProperty(javax.swing.plaf.basic.BasicHTML.propertyKey) != null
                || !KeptLooks.paintFrame(this, g, frameLook(), f -> drawAs(FRAME, f))) {
            super.paint(g);
            return;
        }
        drawAs(WORDS, g);
    }

    /** Paints the whole button directly, never from a kept look (for tests). */
    void paintWhole(Graphics g) {
        super.paint(g);
    }

    private void drawAs(int part, Graphics2D g) {
        drawing = part;
        try {
            super.paint(g);
        } finally {
            drawing = WHOLE;
        }
    }

    @Override
    public String getText() {
        return drawing == FRAME ? null : super.getText();
    }

    @Override
    public Icon getIcon() {
        return drawing == FRAME ? null : super.getIcon();
    }

    @Override
    public Icon getDisabledIcon() {
        return drawing == FRAME ? null : super.getDisabledIcon();
    }

    @Override
    public boolean isContentAreaFilled() {
        return drawing != WORDS && super.isContentAreaFilled();
    }

    @Override
    public boolean isBorderPainted() {
        return drawing != WORDS && super.isBorderPainted();
    }

    /** Everything the frame's pixels depend on, besides its size and what it stands on: not the words or icon. */
    private List<Object> frameLook() {
        return List.of("frame", getClass(), colour(getBackground()), state(), orNone(getUI()), orNone(getBorder()),
                String.valueOf(getClientProperty("FlatLaf.style")),
                String.valueOf(getClientProperty("JButton.buttonType")));
    }

    /** Everything the button's pixels depend on, besides its size and what it stands on. */
    protected List<Object> look() {
        int state = state();
        Insets margin = getMargin();
        // icons, the UI and the border by identity (their own equals); the key holds them, so none is mistaken
        return List.of(getClass(), String.valueOf(getText()), orNone(getIcon()), orNone(getDisabledIcon()),
                orNone(getFont()), colour(getForeground()), colour(getBackground()), state, orNone(getUI()),
                orNone(getBorder()), margin == null ? "" : margin.toString(), getHorizontalAlignment(),
                getIconTextGap(), getDisplayedMnemonicIndex(), String.valueOf(getClientProperty("FlatLaf.style")),
                String.valueOf(getClientProperty("JButton.buttonType")));
    }

    /** The button's state as it shows: model, focus, default, and what of it is painted. */
    private int state() {
        ButtonModel m = getModel();
        return (m.isEnabled() ? 1 : 0) | (m.isRollover() ? 2 : 0) | (m.isPressed() ? 4 : 0)
                | (m.isArmed() ? 8 : 0) | (m.isSelected() ? 16 : 0) | (hasFocus() ? 32 : 0)
                | (FlatUIUtils.isPermanentFocusOwner(this) ? 64 : 0) | (isDefaultButton() ? 128 : 0)
                | (isBorderPainted() ? 256 : 0) | (isContentAreaFilled() ? 512 : 0) | (isFocusPainted() ? 1024 : 0)
                | (isRolloverEnabled() ? 2048 : 0);
    }

    private static Object orNone(Object o) {
        return o == null ? "none" : o;
    }

    private static Object colour(Color c) {
        return c == null ? "none" : c.getRGB();
    }
}
