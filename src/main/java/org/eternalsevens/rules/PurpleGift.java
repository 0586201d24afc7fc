package org.eternalsevens.rules;

/**
 * {@code purpleGift} (skeleton): after the owner's purple card (not a rare card on a purple space), while they still
 * hold a card and another player is in the round, they give one card face down: {@code give C2 [*]} (R67).
 */
final class PurpleGift implements BoardAbility {
    @Override
    public boolean followUp(Draft d, Draft.P owner, EternalBoard board, Landing l) {
        if (!l.purpleCard() || owner.hand == 0) {
            return false;
        }
        String who = d.name(owner.colour);
        if (d.inGameCount() < 2) {
            d.say(board.title() + ": nobody else is in the round, so " + who + " gives no card.");
            return false;
        }
        d.pending = Pending.GIVE;
        d.say(board.title() + ": " + who + " gives a card face down to another player in the round.");
        return true;
    }
}
