package org.eternalsevens.rules;

/** {@code moveXCube} (witch, vampire): a Dragon action may move the Forbidden cube between X-system spaces (R73). */
final class XCubeMove implements BoardAbility {
    @Override
    public boolean movesXCube() {
        return true;
    }
}
