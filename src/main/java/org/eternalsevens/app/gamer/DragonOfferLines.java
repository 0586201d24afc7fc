package org.eternalsevens.app.gamer;

import java.awt.BorderLayout;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.Consumer;

import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;

import com.formdev.flatlaf.FlatClientProperties;
import com.formdev.flatlaf.util.UIScale;

import org.eternalsevens.app.look.FlowWrap;
import org.eternalsevens.app.paint.KeptButton;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.PlayableSpace;
import org.eternalsevens.rules.dragon.ChoiceAction;
import org.eternalsevens.rules.dragon.DragonAction;
import org.eternalsevens.rules.dragon.DragonCards;
import org.eternalsevens.rules.dragon.DragonOffers;
import org.eternalsevens.rules.dragon.ForbiddenSpace;
import org.eternalsevens.words.Ui;

/**
 * A Dragon offer in compact form (issue 25 §1, P425): where the cards drawn whole do not fit the field's column,
 * the offer's legal spaces, exactly {@link DragonOffers#legal()}, are one button each ("Forbidden 2: 1s and 10s
 * cannot be played (Mermaid)"), flowing as many to a line as the column takes, with Decline after them. A button
 * bears the name of the card's own space button ({@code forbidden-2}, {@code playable-1}, {@code choice-apt}), so
 * it is the same target whichever form shows; a Choice space with several possible cubes asks which colour's cube.
 */
final class DragonOfferLines extends JPanel {
    private final Consumer<DragonAction> onAction;
    private final JLabel prompt = new JLabel();
    private final JPanel spaces = new JPanel(new FlowWrap(8, 4));
    private final JButton decline;
    private DragonOffers shown;
    private boolean declinable;
    private Colour actor;

    DragonOfferLines(Consumer<DragonAction> onAction, Runnable onDecline) {
        super(new BorderLayout(0, UIScale.scale(2)));
        this.onAction = onAction;
        setName("dragonOffer");
        setOpaque(false);
        spaces.setOpaque(false);
        prompt.setName("dragonOfferPrompt");
        prompt.putClientProperty(FlatClientProperties.STYLE_CLASS, "h4");
        decline = new KeptButton(Ui.text("gamer.dragon.decline"));
        decline.setName("decline");
        decline.setToolTipText(Ui.text("gamer.dragon.decline.tip"));
        decline.addActionListener(e -> {
            clear();
            onDecline.run();
        });
        add(prompt, BorderLayout.NORTH);
        add(spaces, BorderLayout.CENTER);
    }

    /** Shows an offer: a button for each legal space, then Decline if a played 2 or 9 may decline (R15). */
    void setOffer(DragonOffers offer, boolean declinable, Colour actor) {
        this.actor = actor;
        if (offer.equals(shown) && declinable == this.declinable) {
            return;
        }
        shown = offer;
        this.declinable = declinable;
        prompt.setText(declinable ? Ui.text("gamer.dragon.prompt.declinable") : Ui.text("gamer.dragon.prompt"));
        spaces.removeAll();
        DragonCards cards = offer.cards();
        Map<ChoiceAction, List<Colour>> choices = new LinkedHashMap<>();
        for (DragonAction a : offer.legal()) {
            if (a instanceof DragonAction.Forbidden f) {
                int n = f.space().orElse(cards.forbidden().space() + 1);
                button("forbidden-" + n, DragonCardsView.cardTitle("forbidden"), n,
                        Ui.game(ForbiddenSpace.at(cards.forbidden().side(), n)), () -> take(f));
            } else if (a instanceof DragonAction.Playable p) {
                int n = cards.playable().space() + 1;
                button("playable-" + n, DragonCardsView.cardTitle("playable"), n, Ui.game(PlayableSpace.at(n)),
                        () -> take(p));
            } else if (a instanceof DragonAction.Choice c) {
                choices.computeIfAbsent(c.action(), k -> new ArrayList<>()).add(c.cube());
            }
        }
        List<ChoiceAction> side = ChoiceAction.on(cards.choice().side());
        choices.forEach((space, cubes) -> {
            JButton[] b = new JButton[1];
            b[0] = button("choice-" + space.id(), DragonCardsView.cardTitle("choice"), side.indexOf(space) + 1,
                    Ui.choice(space), () -> DragonCardsView.choose(b[0], space, cubes, actor, this::take));
        });
        if (declinable) {
            spaces.add(decline);
        }
        revalidate();
        repaint();
    }

    /** A space taken: the offer ends with the click (a second click sends nothing), as on the cards. */
    private void take(DragonAction a) {
        clear();
        onAction.accept(a);
    }

    private void clear() {
        shown = null;
        spaces.removeAll();
        revalidate();
        repaint();
    }

    private JButton button(String name, String card, int n, String words, Runnable click) {
        JButton b = new KeptButton(Ui.text("gamer.dragon.offer.space", card, n, words));
        b.setName(name);
        b.setToolTipText(Ui.text("gamer.dragon.take", words));
        b.putClientProperty(FlatClientProperties.STYLE, "borderWidth: 2; borderColor: $Component.focusColor");
        b.addActionListener(e -> click.run());
        spaces.add(b);
        return b;
    }

    /** The height this form takes in a column this wide: the prompt's line and the buttons' lines. */
    int heightFor(int w) {
        int lines = ((FlowWrap) spaces.getLayout()).heightAt(spaces, w);
        return prompt.getPreferredSize().height + UIScale.scale(2) + lines;
    }
}
