package org.eternalsevens.app.look;

import java.awt.Font;

import javax.swing.UIManager;
import javax.swing.plaf.FontUIResource;

import com.formdev.flatlaf.util.UIScale;

/**
 * A heading: a label in bold, as large as the theme's label font or a few points larger, following the scale and
 * theme live. It does what FlatLaf's {@code font: bold +N} style does without FlatLaf's style parser, which is
 * slow to load and sat on the way to the first paint (docs/performance.md, "Start-up"). A new text of the same
 * size asks for no layout ({@link SteadyLabel}).
 */
public class HeadingLabel extends SteadyLabel {
    private final int larger;

    public HeadingLabel(int larger) {
        this.larger = larger;
        updateUI();
    }

    @Override
    public void updateUI() {
        super.updateUI();
        Font base = UIManager.getFont("Label.font");
        if (base != null) {
            // as FlatLaf's "+N": the step grows with the scale
            setFont(new FontUIResource(base.deriveFont(Font.BOLD, (float) (base.getSize() + UIScale.scale(larger)))));
        }
    }
}
