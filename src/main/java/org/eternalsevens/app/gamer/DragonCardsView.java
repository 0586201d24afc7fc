package org.eternalsevens.app.gamer;

import java.awt.Component;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.Consumer;

import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JMenuItem;
import javax.swing.JPanel;
import javax.swing.JPopupMenu;
import javax.swing.UIManager;

import com.formdev.flatlaf.util.UIScale;
import net.miginfocom.swing.MigLayout;

import org.eternalsevens.rules.dragon.ChoiceAction;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.dragon.DragonAction;
import org.eternalsevens.rules.dragon.DragonCards;
import org.eternalsevens.rules.dragon.DragonOffers;
import org.eternalsevens.rules.dragon.DragonSide;
import org.eternalsevens.rules.dragon.ForbiddenSpace;
import org.eternalsevens.rules.basics.PlayableSpace;
import org.eternalsevens.rules.basics.Verdict;
import org.eternalsevens.app.paint.KeptButton;
import org.eternalsevens.app.look.TallestSoFar;
import org.eternalsevens.words.ReasonWords; // the Dragon cards' reasons name no player
import org.eternalsevens.words.Ui;

/**
 * The three Dragon action cards (R40): each card's side, its four spaces in the app's words, where the cubes stand
 * and which spaces are spent. While a Dragon action is on offer ({@link #setOffer}), the legal spaces, exactly
 * {@link DragonOffers#legal()}, are buttons: a click takes that action once; a Choice space with several possible
 * cubes asks which colour's cube. Any other space says why on hover. "Decline" shows after a 2 or 9.
 * Its parts are made once; a new offer or new cards change their texts and which are shown (docs/performance.md).
 */
public final class DragonCardsView extends JPanel {
    private final Consumer<DragonAction> onAction;
    private final Runnable onDecline;
    private DragonCards cards;
    private DragonOffers offer;
    private Colour actor; // who takes the Dragon action: their cube comes first in the cube menu (P349)
    private boolean declinable;
    private final JLabel prompt = new JLabel();
    // its looks kept (P200)
    private final JButton decline = new org.eternalsevens.app.paint.KeptButton(Ui.text("gamer.dragon.decline"));
    // made once (build), then only their texts, tooltips and visibility change (refresh)
    private final List<DragonSpace> forbiddenSpaces = new ArrayList<>();
    private final List<DragonSpace> playableSpaces = new ArrayList<>();
    private final Map<ChoiceAction, DragonSpace> choiceSpaces = new EnumMap<>(ChoiceAction.class);
    private final Map<Colour, JLabel> topCubes = new EnumMap<>(Colour.class);
    private final Map<String, JLabel> cardLabels = new HashMap<>();
    private JLabel noCube;

    // the largest size the cards have had at this font, look and room: an offer's buttons and a card's new state change
    // their size by a few pixels, which laid out and repainted the cards and all around them (P204)
    private final org.eternalsevens.app.look.TallestSoFar widest = new org.eternalsevens.app.look.TallestSoFar();
    private final org.eternalsevens.app.look.TallestSoFar tallest = new org.eternalsevens.app.look.TallestSoFar();

    @Override
    public java.awt.Dimension getPreferredSize() {
        java.awt.Dimension d = super.getPreferredSize();
        if (isPreferredSizeSet()) {
            return d;
        }
        // the room it is laid out in is part of the key: sizes measured before a window's first layout do not stay
        Object look = getFont() + "/" + (getParent() == null ? -1 : getParent().getWidth());
        return new java.awt.Dimension(widest.of(d.width, look), tallest.of(d.height, look));
    }

    public DragonCardsView(DragonCards cards, Consumer<DragonAction> onAction, Runnable onDecline) {
        super(new MigLayout("insets 0, wrap 3, hidemode 3", "[fill, sg card]16lp[fill, sg card]16lp[fill, sg card]",
                "[top][]"));
        this.cards = cards;
        this.onAction = onAction;
        this.onDecline = onDecline;
        setName("dragonCards");
        prompt.setName("dragonPrompt");
        prompt.setText(Ui.text("gamer.dragon.prompt")); // its line's height before any offer
        decline.setName("decline");
        decline.setToolTipText(Ui.text("gamer.dragon.decline.tip"));
        decline.addActionListener(e -> {
            clearOffer();
            this.onDecline.run();
        });
        build();
    }

    /** Shows the cards with no action on offer. */
    public void setCards(DragonCards cards) {
        if (offer == null && cards.equals(this.cards) && getComponentCount() > 0) {
            return; // the same cards: nothing is changed, laid out or repainted (issue 8 item 5)
        }
        this.cards = cards;
        this.offer = null;
        refresh();
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
        refresh();
    }

    /** The player who takes the action on offer (null: none known): the cube menu lists their cube first. */
    public void actingPlayer(Colour c) {
        actor = c;
    }

    /** The cubes in the menu's order: the acting player's first, then the others as they came. */
    static List<Colour> actorFirst(List<Colour> cubes, Colour actor) {
        List<Colour> out = new ArrayList<>(cubes.size());
        if (actor != null && cubes.contains(actor)) {
            out.add(actor);
        }
        cubes.stream().filter(c -> c != actor).forEach(out::add);
        return out;
    }

    /** Ends the offer: the cards stay as they are, without buttons. */
    public void clearOffer() {
        offer = null;
        refresh();
    }

    public DragonCards cards() {
        return cards;
    }

    @Override
    public void updateUI() {
        super.updateUI();
        if (prompt != null) {
            build(); // a new look: the cards' borders and chips are made again in its colours
        }
    }

    /** Makes the three cards and their spaces, then shows the cards. */
    private void build() {
        removeAll();
        forbiddenSpaces.clear();
        playableSpaces.clear();
        choiceSpaces.clear();
        topCubes.clear();
        JPanel f = card("forbidden");
        for (int n = 1; n <= 4; n++) {
            DragonSpace sp = new DragonSpace("forbidden-" + n);
            sp.addTo(f);
            forbiddenSpaces.add(sp);
        }
        JPanel p = card("playable");
        for (int n = 1; n <= 4; n++) {
            DragonSpace sp = new DragonSpace("playable-" + n);
            sp.addTo(p);
            playableSpaces.add(sp);
        }
        JPanel c = card("choice");
        JPanel top = new JPanel(new MigLayout("insets 0, gap 4lp, hidemode 3"));
        top.setName("choice-cubes");
        for (Colour cube : Colour.values()) {
            JLabel chip = GamerLook.chip(cube, GamerLook.mark(cube));
            chip.setName("cube-top-" + cube.id());
            chip.setToolTipText(Ui.text("gamer.dragon.cube.onTop", cube.id()));
            top.add(chip);
            topCubes.put(cube, chip);
        }
        noCube = new JLabel(Ui.text("gamer.dragon.cubes.none"));
        top.add(noCube);
        c.add(top);
        for (ChoiceAction a : ChoiceAction.values()) { // both sides' actions, in order; the other side's hidden
            DragonSpace sp = new DragonSpace("choice-" + a.id());
            sp.addTo(c);
            choiceSpaces.put(a, sp);
        }
        add(f);
        add(p);
        add(c);
        // the offer's row keeps its room when no offer stands (hidemode 0): an offer that comes or goes does not
        // change the cards' height, so the part below the field is not laid out and repainted whole (P196)
        add(prompt, "span 3, split 2, hidemode 0");
        add(decline, "gapleft 12lp, growx 0, hidemode 0");
        refresh();
        revalidate();
        repaint();
    }

    /** A card with its title, side, "spent" line and the line above its spaces. */
    private JPanel card(String name) {
        JPanel p = new JPanel(new MigLayout("insets 8lp, wrap 1, gapy 4lp, hidemode 3", "[fill, grow]"));
        p.setName(name);
        p.setBorder(BorderFactory.createLineBorder(UIManager.getColor("Component.borderColor"), UIScale.scale(1)));
        JLabel t = new JLabel(cardTitle(name));
        t.putClientProperty(com.formdev.flatlaf.FlatClientProperties.STYLE_CLASS, "h4");
        t.setName(name + "-title");
        p.add(t);
        JLabel s = new JLabel();
        s.setName(name + "-side");
        p.add(s);
        cardLabels.put(name + "-side", s);
        JLabel sp = GamerLook.styled(Ui.text("gamer.dragon.spent"), "h4");
        sp.setName(name + "-spent");
        p.add(sp);
        cardLabels.put(name + "-spent", sp);
        JLabel top = new JLabel(name.equals("choice") ? Ui.text("gamer.dragon.cubesOnTop") : "");
        p.add(top);
        cardLabels.put(name + "-top", top);
        return p;
    }

    /** Shows the cards and the offer in the parts made once. */
    private void refresh() {
        forbiddenCard();
        playableCard();
        choiceCard();
        if (offer != null) { // hidden, the last words keep the row's height (P196)
            set(prompt, declinable ? Ui.text("gamer.dragon.prompt.declinable") : Ui.text("gamer.dragon.prompt"));
        }
        prompt.setVisible(offer != null);
        decline.setVisible(offer != null && declinable);
    }

    /** A card's side and "spent" line. */
    private void head(String name, DragonSide side, boolean spent) {
        set(cardLabels.get(name + "-side"), side == DragonSide.FRONT ? Ui.text("gamer.dragon.side.front")
                : Ui.text("gamer.dragon.side.back"));
        cardLabels.get(name + "-spent").setVisible(spent);
    }

    private static void set(JLabel l, String text) {
        if (!text.equals(l.getText())) {
            l.setText(text);
        }
    }

    private void forbiddenCard() {
        DragonCards.OrderedCard f = cards.forbidden();
        head("forbidden", f.side(), f.spent());
        set(cardLabels.get("forbidden-top"), top(f.space()));
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
                    : ReasonWords.of(null, offer.check(new DragonAction.Forbidden(OptionalInt.of(n))));
            String state = ordered(n, f.space(), fs.lasting());
            DragonAction a = take;
            forbiddenSpaces.get(n - 1).show(n, Ui.game(fs), state, a == null ? null : () -> take(a), why);
        }
    }

    private void playableCard() {
        DragonCards.OrderedCard pl = cards.playable();
        head("playable", pl.side(), pl.spent());
        set(cardLabels.get("playable-top"), top(pl.space()));
        boolean legal = legal().contains(new DragonAction.Playable());
        for (int n = 1; n <= 4; n++) {
            PlayableSpace ps = PlayableSpace.at(n);
            boolean here = legal && n == pl.space() + 1;
            String why = offer == null || here ? null : ReasonWords.of(null, offer.checkPlayableSpace(n));
            playableSpaces.get(n - 1).show(n, Ui.game(ps), ordered(n, pl.space(), ps == PlayableSpace.CYCLOPS),
                    here ? () -> take(new DragonAction.Playable()) : null, why);
        }
    }

    private void choiceCard() {
        DragonCards.ChoiceCard c = cards.choice();
        head("choice", c.side(), c.spent());
        boolean any = false;
        for (Colour cube : Colour.values()) {
            boolean on = !c.cubeUsed(cube);
            JLabel chip = topCubes.get(cube);
            chip.setVisible(on);
            chip.setName(on ? "cube-top-" + cube.id() : null); // a cube not on top is no cube-top-* part
            any |= on;
        }
        noCube.setVisible(!any);
        List<ChoiceAction> here = ChoiceAction.on(c.side());
        for (ChoiceAction a : ChoiceAction.values()) {
            if (!here.contains(a)) {
                choiceSpaces.get(a).hide();
                continue;
            }
            Colour by = c.used().get(a);
            String state = by == null ? "" : Ui.text("gamer.dragon.took", by.title(), GamerLook.mark(by));
            List<Colour> cubes = cubes(a);
            String why = offer == null || !cubes.isEmpty() ? null : ReasonWords.of(null, offer.checkSpace(a));
            choiceSpaces.get(a).show(here.indexOf(a) + 1, capital(Ui.choice(a)), state,
                    cubes.isEmpty() ? null : () -> choose(a, cubes), why);
        }
    }

    /** The state of space n of a top-to-bottom card whose cube stands on {@code at}. */
    private static String ordered(int n, int at, boolean lasting) {
        if (n < at) {
            return Ui.text("gamer.dragon.space.spent");
        }
        if (n == at) {
            return lasting ? Ui.text("gamer.dragon.space.here.lasting") : Ui.text("gamer.dragon.space.here");
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

    private void take(DragonAction a) {
        clearOffer();
        onAction.accept(a);
    }

    /** A Choice space: with one possible cube it takes it at once, otherwise a menu asks which colour's cube. */
    private void choose(ChoiceAction a, List<Colour> cubes) {
        choose(choiceSpaces.get(a).button(), a, cubes, actor, this::take);
    }

    /**
     * A Choice space's click, in either form of the cards (P425): with one possible cube it takes it at once,
     * otherwise a menu below {@code at} asks which colour's cube, the acting player's first (P349).
     */
    static void choose(Component at, ChoiceAction a, List<Colour> cubes, Colour actor, Consumer<DragonAction> take) {
        if (cubes.size() == 1) {
            take.accept(new DragonAction.Choice(cubes.get(0), a));
            return;
        }
        JPopupMenu cubeMenu = new JPopupMenu(Ui.text("gamer.dragon.cubeMenu"));
        cubeMenu.setName("cubeMenu");
        for (Colour cube : actorFirst(cubes, actor)) {
            JMenuItem item = new JMenuItem(Ui.text("gamer.dragon.cubeMenu.item", GamerLook.mark(cube), cube.title()));
            item.setName("cube-" + cube.id());
            item.addActionListener(e -> take.accept(new DragonAction.Choice(cube, a)));
            cubeMenu.add(item);
        }
        cubeMenu.show(at, 0, at.getHeight());
        // the first cube is selected, so that the arrow keys and Enter choose without the mouse
        javax.swing.MenuSelectionManager.defaultManager().setSelectedPath(
                new javax.swing.MenuElement[] {cubeMenu, (JMenuItem) cubeMenu.getComponent(0)});
    }

    /** The line above a top-to-bottom card's spaces: its cube on top, or the top empty. */
    private static String top(int space) {
        return space == 0 ? Ui.text("gamer.dragon.top.cube") : Ui.text("gamer.dragon.top.empty");
    }

    /** A card's title by its part's name. */
    static String cardTitle(String name) {
        return switch (name) {
            case "forbidden" -> Ui.text("gamer.dragon.card.forbidden");
            case "playable" -> Ui.text("gamer.dragon.card.playable");
            default -> Ui.text("gamer.dragon.card.choice");
        };
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
