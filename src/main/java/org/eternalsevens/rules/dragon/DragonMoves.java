package org.eternalsevens.rules.dragon;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;

import org.eternalsevens.rules.dragon.DragonCards.ChoiceCard;
import org.eternalsevens.rules.dragon.DragonCards.OrderedCard;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Phrase;
import org.eternalsevens.rules.basics.PlayableSpace;

/** How each Dragon action moves a cube and what it sets off (R40). Reached through {@link DragonCards#take}. */
final class DragonMoves {
    private DragonMoves() {
    }

    static DragonStep take(DragonCards cards, DragonAction action, Colour actor) {
        if (action instanceof DragonAction.Forbidden f) {
            return forbidden(cards, f.space(), actor);
        }
        if (action instanceof DragonAction.Playable) {
            return playable(cards, actor);
        }
        DragonAction.Choice c = (DragonAction.Choice) action;
        return choice(cards, c.cube(), c.action(), actor);
    }

    private static DragonStep forbidden(DragonCards cards, OptionalInt to, Colour actor) {
        OrderedCard card = cards.forbidden();
        if (card.spent() && to.isEmpty()) {
            throw new IllegalArgumentException("The Forbidden card is spent: nobody can Hard Pass this round");
        }
        int next = card.space() + 1;
        int target = to.orElse(next);
        ForbiddenSpace from = ForbiddenSpace.at(card.side(), card.space());
        ForbiddenSpace onto = ForbiddenSpace.at(card.side(), target);
        boolean xMove = target != next;
        if (xMove && (from == null || !from.xSystem() || onto == null || !onto.xSystem() || target == card.space())) {
            throw new IllegalArgumentException("The Forbidden cube moves to its next space, " + next);
        }
        List<DragonEffect> effects = new ArrayList<>();
        if (from != null && from.lasting()) {
            effects.add(new DragonEffect.ForbiddenEnds(from));
        }
        List<Phrase> say = new ArrayList<>(List.of(Phrase.of("event.dragon.forbidden", actor, onto)));
        OrderedCard after = onto == ForbiddenSpace.GHOST ? new OrderedCard(DragonSide.BACK, 0)
                : new OrderedCard(card.side(), target);
        switch (onto) {
            case FAIRY: case MERMAID: case VAMPIRE:
                effects.add(new DragonEffect.ForbidCards(onto));
                break;
            case GHOST:
                effects.add(new DragonEffect.Ghost());
                effects.add(new DragonEffect.TurnedOver(DragonCard.FORBIDDEN));
                say.add(Phrase.of("event.dragon.ghostTurns"));
                break;
            case DISCARD_ONE:
                effects.add(new DragonEffect.DiscardOne(actor));
                break;
            case NO_TOKENS:
                effects.add(new DragonEffect.NoTokens());
                break;
            case NO_DISCARDING:
                effects.add(new DragonEffect.NoDiscarding());
                break;
            default:
                effects.add(new DragonEffect.NoHardPass());
                effects.add(new DragonEffect.Spent(DragonCard.FORBIDDEN));
                say.add(Phrase.of("event.dragon.forbiddenSpent"));
                break;
        }
        return new DragonStep(new DragonCards(after, cards.playable(), cards.choice()), effects, say);
    }

    private static DragonStep playable(DragonCards cards, Colour actor) {
        OrderedCard card = cards.playable();
        if (card.spent()) {
            throw new IllegalArgumentException("The Playable card is spent this round");
        }
        List<DragonEffect> effects = new ArrayList<>();
        if (PlayableSpace.at(card.space()) == PlayableSpace.CYCLOPS) {
            effects.add(new DragonEffect.CyclopsEnds());
        }
        int next = card.space() + 1;
        PlayableSpace onto = PlayableSpace.at(next);
        List<Phrase> say = new ArrayList<>(List.of(Phrase.of("event.dragon.playable", actor, onto)));
        boolean turns = onto == PlayableSpace.MUMMY && card.side() == DragonSide.FRONT;
        OrderedCard after = turns ? new OrderedCard(DragonSide.BACK, 0) : new OrderedCard(card.side(), next);
        switch (onto) {
            case MEDUSA:
                effects.add(new DragonEffect.MustPlay(actor));
                break;
            case CYCLOPS:
                effects.add(new DragonEffect.Cyclops());
                break;
            default:
                effects.add(new DragonEffect.Mummy());
                if (turns) {
                    effects.add(new DragonEffect.TurnedOver(DragonCard.PLAYABLE));
                    say.add(Phrase.of("event.dragon.playableTurns"));
                } else {
                    effects.add(new DragonEffect.Spent(DragonCard.PLAYABLE));
                    say.add(Phrase.of("event.dragon.playableSpent"));
                }
                break;
        }
        return new DragonStep(new DragonCards(cards.forbidden(), after, cards.choice()), effects, say);
    }

    private static DragonStep choice(DragonCards cards, Colour cube, ChoiceAction space, Colour actor) {
        ChoiceCard card = cards.choice();
        if (card.spent() || !space.isOn(card.side()) || card.used().containsKey(space) || card.cubeUsed(cube)) {
            throw new IllegalArgumentException("The " + cube.id() + " cube cannot go to " + space.id() + " now");
        }
        EnumMap<ChoiceAction, Colour> used = new EnumMap<>(ChoiceAction.class);
        used.putAll(card.used());
        used.put(space, cube);
        boolean turns = used.size() == 4 && card.side() == DragonSide.FRONT;
        ChoiceCard after = turns ? new ChoiceCard(DragonSide.BACK, Map.of()) : new ChoiceCard(card.side(), used);
        List<DragonEffect> effects = new ArrayList<>();
        List<Phrase> say = new ArrayList<>(List.of(Phrase.of("event.dragon.choice", actor, cube.id(),
                space)));
        switch (space) {
            case APT: effects.add(new DragonEffect.GainToken(actor)); break;
            case HEART: effects.add(new DragonEffect.GainHeart(actor)); break;
            case MINOTAUR: effects.add(new DragonEffect.Minotaur()); break;
            case MUMMY: effects.add(new DragonEffect.Mummy()); break;
            default:
                DragonBonus bonus = space == ChoiceAction.HARD_PASS_BONUS ? DragonBonus.HARD_PASS : DragonBonus.GO_OUT;
                effects.add(new DragonEffect.ChoiceBonus(bonus, after.revealed()));
                say.add(Phrase.of("event.dragon.revealed", colours(after.revealed())));
                break;
        }
        if (turns) {
            effects.add(new DragonEffect.TurnedOver(DragonCard.CHOICE));
            say.add(Phrase.of("event.dragon.choiceTurns"));
        } else if (after.spent()) {
            effects.add(new DragonEffect.Spent(DragonCard.CHOICE));
            say.add(Phrase.of("event.dragon.choiceSpent"));
        }
        return new DragonStep(new DragonCards(cards.forbidden(), cards.playable(), after), effects, say);
    }

    /** "red and green", in seat-colour order. */
    static String colours(Set<Colour> colours) {
        List<String> ids = new ArrayList<>();
        for (Colour c : Colour.values()) {
            if (colours.contains(c)) {
                ids.add(c.id());
            }
        }
        if (ids.size() < 2) {
            return String.join("", ids);
        }
        return String.join(", ", ids.subList(0, ids.size() - 1)) + " and " + ids.get(ids.size() - 1);
    }
}
