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
    private final List<JLabel> taken = new ArrayList<>();
    private DragonCards shown;

    DragonEffects() {
        super(new FlowWrap(12, 2));
        setName("dragonEffects");
        setOpaque(false);
        forbidden.setName("dragonEffect-forbidden");
        playable.setName("dragonEffect-playable");
        choice.setName("dragonEffect-choice");
        add(GamerLook.styled(Ui.text("gamer.effects.title"), "h4"));
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
        set(forbidden, Ui.text("gamer.effects.forbidden", f.spent() ? Ui.text("gamer.effects.spent")
                : f.space() == 0 ? Ui.text("gamer.effects.onTop") : Ui.game(ForbiddenSpace.at(f.side(), f.space()))));
        DragonCards.OrderedCard p = cards.playable();
        set(playable, Ui.text("gamer.effects.playable", p.spent() ? Ui.text("gamer.effects.spent")
                : p.space() == 0 ? Ui.text("gamer.effects.onTop") : Ui.game(PlayableSpace.at(p.space()))));
        List<String> top = new ArrayList<>();
        for (Colour c : Colour.values()) {
            if (!cards.choice().cubeUsed(c) && cards.choice().used().values().stream().noneMatch(c::equals)) {
                top.add(GamerLook.mark(c));
            }
        }
        String cubes = top.isEmpty() ? Ui.text("gamer.effects.noCube")
                : Ui.text("gamer.effects.cubes", String.join(" ", top));
        set(choice, cards.choice().used().isEmpty() ? Ui.text("gamer.effects.choice", cubes)
                : Ui.text("gamer.effects.choice.taken", cubes));
        // each space taken is a line of its own in the flow, so a narrow column wraps between them (P426)
        taken.forEach(this::remove);
        taken.clear();
        int n = cards.choice().used().size();
        for (Map.Entry<ChoiceAction, Colour> e : cards.choice().used().entrySet()) {
            JLabel l = new JLabel();
            l.setName("dragonEffect-taken-" + e.getKey().id());
            String what = Ui.choice(e.getKey());
            String whose = GamerLook.mark(e.getValue());
            set(l, taken.size() + 1 < n ? Ui.text("gamer.effects.taken", what, whose)
                    : Ui.text("gamer.effects.taken.last", what, whose));
            taken.add(l);
            add(l);
        }
        revalidate();
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
