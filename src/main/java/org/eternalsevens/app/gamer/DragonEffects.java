package org.eternalsevens.app.gamer;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.swing.JLabel;
import javax.swing.JPanel;

import org.eternalsevens.app.look.FlowWrap;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.PlayableSpace;
import org.eternalsevens.rules.dragon.ChoiceAction;
import org.eternalsevens.rules.dragon.DragonCards;
import org.eternalsevens.rules.dragon.ForbiddenSpace;
import org.eternalsevens.words.Ui;

/**
 * The three Dragon cards as their current effects, one short line each (issue 25 §1, P331): where the window has
 * no room for the cards drawn whole and no Dragon action is on offer. The cards' own view comes back over the
 * field while an offer stands ({@link GamerPanel}).
 */
final class DragonEffects extends JPanel {
    private final JLabel forbidden = new JLabel();
    private final JLabel playable = new JLabel();
    private final JLabel choice = new JLabel();
    private DragonCards shown;

    DragonEffects() {
        super(new FlowWrap(12, 2));
        setName("dragonEffects");
        setOpaque(false);
        forbidden.setName("dragonEffect-forbidden");
        playable.setName("dragonEffect-playable");
        choice.setName("dragonEffect-choice");
        add(GamerLook.styled("Dragon cards:", "h4"));
        add(forbidden);
        add(playable);
        add(choice);
    }

    void show(DragonCards cards) {
        if (cards.equals(shown)) {
            return;
        }
        shown = cards;
        DragonCards.OrderedCard f = cards.forbidden();
        set(forbidden, "Forbidden: " + (f.spent() ? "spent" : f.space() == 0 ? "cube on top"
                : Ui.game(ForbiddenSpace.at(f.side(), f.space()))) + ".");
        DragonCards.OrderedCard p = cards.playable();
        set(playable, "Playable: " + (p.spent() ? "spent" : p.space() == 0 ? "cube on top"
                : Ui.game(PlayableSpace.at(p.space()))) + ".");
        List<String> top = new ArrayList<>();
        for (Colour c : Colour.values()) {
            if (!cards.choice().cubeUsed(c) && cards.choice().used().values().stream().noneMatch(c::equals)) {
                top.add(GamerLook.mark(c));
            }
        }
        List<String> taken = new ArrayList<>();
        for (Map.Entry<ChoiceAction, Colour> e : cards.choice().used().entrySet()) {
            taken.add(org.eternalsevens.words.Ui.choice(e.getKey()) + " (" + GamerLook.mark(e.getValue()) + ")");
        }
        set(choice, "Choice: " + (top.isEmpty() ? "no cube on top" : "cubes on top " + String.join(" ", top))
                + (taken.isEmpty() ? "" : "; taken: " + String.join(", ", taken)) + ".");
    }

    private static void set(JLabel l, String text) {
        if (!text.equals(l.getText())) {
            l.setText(text);
            l.setToolTipText(text);
        }
    }

    int heightFor(int w) {
        return ((FlowWrap) getLayout()).heightAt(this, w);
    }
}
