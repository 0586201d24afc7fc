package org.eternalsevens.app.panels;

import java.util.ArrayList;
import java.util.List;

import javax.swing.BorderFactory;
import javax.swing.JPanel;

import net.miginfocom.swing.MigLayout;

import org.eternalsevens.app.look.Paragraph;
import org.eternalsevens.app.look.TallestSoFar;
import org.eternalsevens.app.session.TableControl;
import org.eternalsevens.app.words.Effects;
import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.basics.InstantEternal;
import org.eternalsevens.rules.setup.Supply;
import org.eternalsevens.words.Ui;

/** The eternals: the active continuous one, the last instant one, and what is still in each deck; the supply. */
public final class EternalsPanel extends JPanel implements TableControl.View {
    // bold and wrapped: at 250 % "Last instant: none yet" is wider than the column (a label cut it off)
    private final Paragraph active = new Paragraph(0);
    private final Paragraph activeLine = new Paragraph(0);
    private final Paragraph instant = new Paragraph(0);
    private final Paragraph instantLine = new Paragraph(0);
    private final Paragraph instantDeck = new Paragraph(0);
    private final Paragraph continuousDeck = new Paragraph(0);
    private final Paragraph supply = new Paragraph(0);

    public EternalsPanel() {
        setName("eternals");
        // "wmin 0": the texts wrap to the column's width and never widen it
        setLayout(new MigLayout("insets 6 8 6 8, gap 2, wrap 1", "[0:0:,grow,fill]"));
        setBorder(BorderFactory.createTitledBorder(Ui.text("panel.eternals.title")));
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
    }

    private List<Object> shownKey = List.of(); // what the labels show now: the same again, nothing is touched
    // the box keeps its tallest height in a game (P199): a reveal that shortens a deck's line moves no log
    private final TallestSoFar tallest = new TallestSoFar();
    private Object game;

    @Override
    public java.awt.Dimension getPreferredSize() {
        java.awt.Dimension d = super.getPreferredSize();
        d.height = Math.max(d.height, tallest.sofar(room()));
        return d;
    }

    /**
     * Notes the height the box wants once its texts have the width it gives them and the height they want for it.
     * Asked for before that, as its parent's layout asks, the texts may still be wrapped for an earlier, narrower
     * width: kept, that height left room under the box for the rest of the game (seen at the start, now and then).
     */
    @Override
    public void doLayout() {
        super.doLayout();
        for (java.awt.Component c : getComponents()) {
            if (c.isVisible() && c.getHeight() != c.getPreferredSize().height) {
                return; // a text wrapped anew in this layout: it asks for the next one, which is noted
            }
        }
        tallest.of(super.getPreferredSize().height, room());
    }

    private String room() {
        return getWidth() + "|" + System.identityHashCode(game);
    }

    @Override
    public void showTable(TableControl table) {
        GameState s = table.shown();
        game = table.session(); // a new game's box starts at its own height
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
        // the key of what is shown (issue 8 item 5); the texts wrap themselves to the panel's width (Paragraph)
        List<Object> key = List.of(com.formdev.flatlaf.util.UIScale.getZoomFactor(),
                a == null ? "" : a.title(), top == null ? "" : top.title(), inst, cont, supplied);
        setVisible(true);
        if (key.equals(shownKey)) {
            return;
        }
        shownKey = key;
        active.setText(Ui.text("panel.eternals.active", (a == null ? Ui.text("panel.eternals.noneYet") : a.title())),
                "");
        activeLine.setText("", a == null ? "" : Effects.of(a));
        instant.setText(Ui.text("panel.eternals.lastInstant",
                (top == null ? Ui.text("panel.eternals.noneYet") : top.title())), "");
        instantLine.setText("", top == null ? "" : Effects.of(top));
        instantDeck.setText(Ui.text("panel.eternals.instantDeck", inst.size()), String.join(", ", inst));
        continuousDeck.setText(Ui.text("panel.eternals.continuousDeck", cont.size()), String.join(", ", cont));
        supply.setText("", supplied);
    }

    /** The supply line: a count and its words never part at the end of a line ("0 face / up", issue 8 defect 12). */
    private static String supply(GameState s) {
        Supply p = s.supply();
        StringBuilder b = new StringBuilder(Ui.text("panel.eternals.supply", p.rareArea(),
                p.discardDown(),
                p.discardUp()));
        if (p.discardRares() > 0) {
            b.append(Ui.text("panel.eternals.supply.rares", p.discardRares()));
        }
        if (s.setup().rules().usesTokens()) {
            b.append(Ui.text("panel.eternals.supply.tokens", s.field().mustPlayCount(),
                    s.setup().rules().mustPlayMax()));
        }
        if (s.setup().twoPlayers()) {
            b.append(Ui.text("panel.eternals.supply.common", p.commonDeck(),
                    p.faceUp()));
        }
        return b.toString();
    }
}
