package org.eternalsevens.app;

import java.util.ArrayList;
import java.util.List;

import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;

import net.miginfocom.swing.MigLayout;

import org.eternalsevens.rules.ContinuousEternal;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.InstantEternal;
import org.eternalsevens.rules.Supply;

/** The eternals: the active continuous one, the last instant one, and what is still in each deck; the supply. */
final class EternalsPanel extends JPanel implements TableControl.View {
    private final JLabel active = new HeadingLabel(0);
    private final JLabel activeLine = new JLabel();
    private final JLabel instant = new HeadingLabel(0);
    private final JLabel instantLine = new JLabel();
    private final JLabel instantDeck = new JLabel();
    private final JLabel continuousDeck = new JLabel();
    private final JLabel supply = new JLabel();

    EternalsPanel() {
        setName("eternals");
        // "wmin 0": the texts wrap to the column's width and never widen it
        setLayout(new MigLayout("insets 6 8 6 8, gap 2, wrap 1", "[0:0:,grow,fill]"));
        setBorder(BorderFactory.createTitledBorder("Eternals"));
        active.setName("active-eternal");
        instant.setName("last-instant");
        instantDeck.setName("instant-deck");
        continuousDeck.setName("continuous-deck");
        supply.setName("supply");
        // style classes, not derived fonts, so that a new scale setting applies at once
        add(active);
        add(activeLine, "gapleft 12");
        add(instant, "gaptop 4");
        add(instantLine, "gapleft 12");
        add(instantDeck, "gaptop 4");
        add(continuousDeck);
        add(supply, "gaptop 4");
        addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                if (shownTable != null && getWidth() != wrappedAt) {
                    showTable(shownTable);
                }
            }
        });
    }

    private TableControl shownTable; // the last table shown, to wrap its text again when the panel is resized
    private int wrappedAt;
    private List<Object> shownKey = List.of(); // what the labels show now: the same again, nothing is touched

    @Override
    public void showTable(TableControl table) {
        shownTable = table;
        GameState s = table.shown();
        if (s == null || s.gamer() != null) { // Gamer mode has no eternals: the Dragon cards replace them
            setVisible(false);
            shownKey = List.of();
            return;
        }
        ContinuousEternal a = s.active();
        InstantEternal top = s.eternals().topInstant();
        List<String> inst = new ArrayList<>();
        s.eternals().instantDeck().forEach(e -> inst.add(e.title()));
        List<String> cont = new ArrayList<>();
        s.eternals().continuousDeck().forEach(e -> cont.add(e.title()));
        String supplied = supply(s);
        // the key of what is shown (issue 8 item 5): the width too, as the texts wrap to it
        List<Object> key = List.of(getWidth(), com.formdev.flatlaf.util.UIScale.getZoomFactor(),
                a == null ? "" : a.title(), top == null ? "" : top.title(), inst, cont, supplied);
        setVisible(true);
        if (key.equals(shownKey)) {
            return;
        }
        shownKey = key;
        wrappedAt = getWidth();
        active.setText("Active: " + (a == null ? "none yet" : a.title()));
        activeLine.setText(wrap(a == null ? "" : EternalWords.line(a)));
        instant.setText("Last instant: " + (top == null ? "none yet" : top.title()));
        instantLine.setText(wrap(top == null ? "" : EternalWords.line(top)));
        instantDeck.setText(wrap("<b>Instant deck (" + inst.size() + "):</b> " + String.join(", ", inst)));
        continuousDeck.setText(wrap("<b>Continuous deck (" + cont.size() + "):</b> " + String.join(", ", cont)));
        supply.setText(wrap(supplied));
    }

    private String supply(GameState s) {
        Supply p = s.supply();
        // a count and its words never part at the end of a line ("0 face / up", issue 8 defect 12)
        StringBuilder b = new StringBuilder("<b>Rare&nbsp;Area:</b>&nbsp;").append(p.rareArea())
                .append(" &nbsp; <b>Discards:</b> ").append(p.discardDown()).append("&nbsp;face&nbsp;down, ")
                .append(p.discardUp()).append("&nbsp;face&nbsp;up");
        if (p.discardRares() > 0) {
            b.append(", ").append(p.discardRares()).append("&nbsp;rare");
        }
        if (s.setup().rules().usesTokens()) {
            b.append(" &nbsp; <b>Must&nbsp;Play&nbsp;tokens:</b>&nbsp;").append(s.field().mustPlayCount())
                    .append("&nbsp;of&nbsp;").append(s.setup().rules().mustPlayMax());
        }
        if (s.setup().twoPlayers()) {
            b.append("<br><b>Common&nbsp;deck:</b>&nbsp;").append(p.commonDeck()).append(", face&nbsp;up:&nbsp;")
                    .append(p.faceUp());
        }
        return b.toString();
    }

    private String wrap(String html) {
        // wrap to the panel's width once it is known; Swing's HTML draws a CSS pixel 96/72 device pixels wide, and
        // CSS pixels do not follow the scale setting
        java.awt.Insets in = getInsets();
        int device = getWidth() > 0 ? getWidth() - in.left - in.right - com.formdev.flatlaf.util.UIScale.scale(20)
                : com.formdev.flatlaf.util.UIScale.scale(280);
        int width = Math.max(100, device * 72 / 96);
        return html.isEmpty() ? "" : "<html><div style='width:" + width + "px'>" + html + "</div></html>";
    }
}
