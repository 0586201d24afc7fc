package org.eternalsevens.app.gamer;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.Consumer;

import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JMenuItem;
import javax.swing.JPanel;
import javax.swing.JPopupMenu;
import javax.swing.UIManager;

import com.formdev.flatlaf.util.UIScale;
import net.miginfocom.swing.MigLayout;

import org.eternalsevens.rules.ChoiceAction;
import org.eternalsevens.rules.Colour;
import org.eternalsevens.rules.DragonAction;
import org.eternalsevens.rules.DragonCards;
import org.eternalsevens.rules.DragonOffers;
import org.eternalsevens.rules.DragonSide;
import org.eternalsevens.rules.ForbiddenSpace;
import org.eternalsevens.rules.PlayableSpace;
import org.eternalsevens.rules.Verdict;

/**
 * The three Dragon action cards (R40): each card's side, its four spaces in the app's words, where the cubes stand
 * and which spaces are spent. While a Dragon action is on offer ({@link #setOffer}), the legal spaces, exactly
 * {@link DragonOffers#legal()}, are buttons: a click takes that action once; a Choice space with several possible
 * cubes asks which colour's cube. Any other space says why on hover. "Decline" shows after a 2 or 9.
 */
public final class DragonCardsView extends JPanel {
    private static final int WORDS_WIDTH = 150;

    private final Consumer<DragonAction> onAction;
    private final Runnable onDecline;
    private DragonCards cards;
    private DragonOffers offer;
    private boolean declinable;
    private final JLabel prompt = new JLabel();
    private final JButton decline = new JButton("Decline");
    private JPopupMenu cubeMenu;

    public DragonCardsView(DragonCards cards, Consumer<DragonAction> onAction, Runnable onDecline) {
        super(new MigLayout("insets 0, wrap 3, hidemode 3", "[fill, sg card]16lp[fill, sg card]16lp[fill, sg card]",
                "[top][]"));
        this.cards = cards;
        this.onAction = onAction;
        this.onDecline = onDecline;
        setName("dragonCards");
        prompt.setName("dragonPrompt");
        decline.setName("decline");
        decline.setToolTipText("Decline the Dragon action: the turn goes on as after any card (R15)");
        decline.addActionListener(e -> {
            clearOffer();
            this.onDecline.run();
        });
        rebuild();
    }

    /** Shows the cards with no action on offer. */
    public void setCards(DragonCards cards) {
        if (offer == null && cards.equals(this.cards) && getComponentCount() > 0) {
            return; // the same cards: nothing is rebuilt, laid out or repainted (issue 8 item 5)
        }
        this.cards = cards;
        this.offer = null;
        rebuild();
    }

    /**
     * Offers a Dragon action: the legal spaces become buttons. {@code declinable}: a played 2 or 9 may decline
     * (R15); a Dragon pass icon or a Golem's second action may not.
     */
    public void setOffer(DragonOffers offers, boolean declinable) {
        if (offers.equals(offer) && declinable == this.declinable) {
            return; // the same offer: its buttons stay
        }
        this.cards = offers.cards();
        this.offer = offers;
        this.declinable = declinable;
        rebuild();
    }

    /** Ends the offer: the cards stay as they are, without buttons. */
    public void clearOffer() {
        offer = null;
        rebuild();
    }

    public DragonCards cards() {
        return cards;
    }

    @Override
    public void updateUI() {
        super.updateUI();
        if (prompt != null) {
            rebuild();
        }
    }

    private void rebuild() {
        removeAll();
        add(forbiddenCard());
        add(playableCard());
        add(choiceCard());
        prompt.setText(offer == null ? "" : declinable
                ? "Take a Dragon action: choose a space, or Decline." : "Take a Dragon action: choose a space.");
        prompt.setVisible(offer != null);
        add(prompt, "span 3, split 2");
        decline.setVisible(offer != null && declinable);
        add(decline, "gapleft 12lp, growx 0");
        revalidate();
        repaint();
    }

    private JPanel card(String name, String title, DragonSide side, boolean spent) {
        JPanel p = new JPanel(new MigLayout("insets 8lp, wrap 1, gapy 4lp", "[fill, grow]"));
        p.setName(name);
        p.setBorder(BorderFactory.createLineBorder(UIManager.getColor("Component.borderColor"), UIScale.scale(1)));
        JLabel t = GamerLook.styled(title, "h4");
        t.setName(name + "-title");
        p.add(t);
        JLabel s = new JLabel(side == DragonSide.FRONT ? "Front side" : "Back side");
        s.setName(name + "-side");
        p.add(s);
        if (spent) {
            JLabel sp = GamerLook.styled("Spent for this round", "h4");
            sp.setName(name + "-spent");
            p.add(sp);
        }
        return p;
    }

    private JPanel forbiddenCard() {
        DragonCards.OrderedCard f = cards.forbidden();
        JPanel p = card("forbidden", "Forbidden", f.side(), f.spent());
        p.add(new JLabel(f.space() == 0 ? "\u25A0 Cube on top" : "Top: empty"));
        List<DragonAction> legal = legal();
        for (int n = 1; n <= 4; n++) {
            ForbiddenSpace fs = ForbiddenSpace.at(f.side(), n);
            DragonAction take = null;
            if (n == f.space() + 1 && legal.contains(new DragonAction.Forbidden())) {
                take = new DragonAction.Forbidden();
            } else if (legal.contains(new DragonAction.Forbidden(OptionalInt.of(n)))) {
                take = new DragonAction.Forbidden(OptionalInt.of(n));
            }
            String why = offer == null || take != null ? null
                    : offer.check(new DragonAction.Forbidden(OptionalInt.of(n))).reason();
            String state = ordered(n, f.space(), fs.lasting());
            DragonAction a = take;
            p.add(space("forbidden-" + n, n, fs.words(), state, a == null ? null : () -> take(a), why));
        }
        return p;
    }

    private JPanel playableCard() {
        DragonCards.OrderedCard pl = cards.playable();
        JPanel p = card("playable", "Playable", pl.side(), pl.spent());
        p.add(new JLabel(pl.space() == 0 ? "\u25A0 Cube on top" : "Top: empty"));
        boolean legal = legal().contains(new DragonAction.Playable());
        for (int n = 1; n <= 4; n++) {
            PlayableSpace ps = PlayableSpace.at(n);
            boolean here = legal && n == pl.space() + 1;
            String why = offer == null || here ? null : offer.checkPlayableSpace(n).reason();
            p.add(space("playable-" + n, n, ps.words(), ordered(n, pl.space(), ps == PlayableSpace.CYCLOPS),
                    here ? () -> take(new DragonAction.Playable()) : null, why));
        }
        return p;
    }

    private JPanel choiceCard() {
        DragonCards.ChoiceCard c = cards.choice();
        JPanel p = card("choice", "Choice", c.side(), c.spent());
        p.add(new JLabel("Cubes on top:"));
        JPanel top = new JPanel(new MigLayout("insets 0, gap 4lp"));
        top.setName("choice-cubes");
        boolean any = false;
        for (Colour cube : Colour.values()) {
            if (!c.cubeUsed(cube)) {
                JLabel chip = GamerLook.chip(cube, GamerLook.mark(cube));
                chip.setName("cube-top-" + cube.id());
                chip.setToolTipText("The " + cube.id() + " cube is on top");
                top.add(chip);
                any = true;
            }
        }
        if (!any) {
            top.add(new JLabel("none"));
        }
        p.add(top);
        int n = 1;
        for (ChoiceAction a : ChoiceAction.on(c.side())) {
            Colour by = c.used().get(a);
            String state = by == null ? "" : "\u25A0 " + by.title() + "'s cube (" + GamerLook.mark(by) + ") took it";
            List<Colour> cubes = cubes(a);
            String why = offer == null || !cubes.isEmpty() ? null : offer.checkSpace(a).reason();
            p.add(space("choice-" + a.id(), n++, capital(a.words()), state,
                    cubes.isEmpty() ? null : () -> choose(a, cubes), why));
        }
        return p;
    }

    /** The state of space n of a top-to-bottom card whose cube stands on {@code at}. */
    private static String ordered(int n, int at, boolean lasting) {
        if (n < at) {
            return "spent";
        }
        if (n == at) {
            return lasting ? "\u25A0 The cube is here: in force." : "\u25A0 The cube is here.";
        }
        return "";
    }

    private List<DragonAction> legal() {
        return offer == null ? List.of() : offer.legal();
    }

    /** The cubes that may move to a Choice space now, from the same legal list as every other space. */
    private List<Colour> cubes(ChoiceAction a) {
        List<Colour> out = new ArrayList<>();
        for (DragonAction d : legal()) {
            if (d instanceof DragonAction.Choice ch && ch.action() == a) {
                out.add(ch.cube());
            }
        }
        return out;
    }

    private JComponent space(String name, int n, String words, String state, Runnable click, String why) {
        String html = "<html><div style='width:" + UIScale.scale(WORDS_WIDTH) + "px'><b>" + n + "</b>&nbsp; "
                + escape(words) + (state.isEmpty() ? "" : "<br><i>" + escape(state) + "</i>") + "</div></html>";
        if (click != null) {
            JButton b = new JButton(html);
            b.setName(name);
            b.setHorizontalAlignment(JButton.LEADING);
            b.putClientProperty(com.formdev.flatlaf.FlatClientProperties.STYLE,
                    "borderWidth: 2; borderColor: $Component.focusColor");
            b.setToolTipText("Take it: " + words);
            b.getAccessibleContext().setAccessibleName(n + " " + words);
            b.addActionListener(e -> click.run());
            return b;
        }
        JLabel l = new JLabel(html);
        l.setName(name);
        l.setBorder(BorderFactory.createEmptyBorder(UIScale.scale(4), UIScale.scale(8), UIScale.scale(4),
                UIScale.scale(8)));
        l.setToolTipText(why != null ? why : words + (state.isEmpty() ? "" : " \u2014 " + state));
        l.getAccessibleContext().setAccessibleName(n + " " + words);
        return l;
    }

    private void take(DragonAction a) {
        clearOffer();
        onAction.accept(a);
    }

    /** A Choice space: with one possible cube it takes it at once, otherwise a menu asks which colour's cube. */
    private void choose(ChoiceAction a, List<Colour> cubes) {
        if (cubes.size() == 1) {
            take(new DragonAction.Choice(cubes.get(0), a));
            return;
        }
        cubeMenu = new JPopupMenu("Which cube?");
        cubeMenu.setName("cubeMenu");
        for (Colour cube : cubes) {
            JMenuItem item = new JMenuItem(GamerLook.mark(cube) + "  " + cube.title() + "'s cube");
            item.setName("cube-" + cube.id());
            item.addActionListener(e -> take(new DragonAction.Choice(cube, a)));
            cubeMenu.add(item);
        }
        Component at = find("choice-" + a.id());
        cubeMenu.show(at, 0, at.getHeight());
        // the first cube is selected, so that the arrow keys and Enter choose without the mouse
        javax.swing.MenuSelectionManager.defaultManager().setSelectedPath(
                new javax.swing.MenuElement[] {cubeMenu, (JMenuItem) cubeMenu.getComponent(0)});
    }

    private Component find(String name) {
        for (Component card : getComponents()) {
            if (card instanceof JPanel panel) {
                for (Component c : panel.getComponents()) {
                    if (name.equals(c.getName())) {
                        return c;
                    }
                }
            }
        }
        return this;
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;");
    }
}
