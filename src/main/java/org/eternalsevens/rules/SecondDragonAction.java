package org.eternalsevens.rules;

/** {@code twoDragonActions} (golem): each Dragon action is followed at once by a second one, if any (R74). */
final class SecondDragonAction implements BoardAbility {
    @Override
    public boolean secondDragonAction() {
        return true;
    }
}
