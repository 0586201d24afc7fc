package org.eternalsevens.rules.setup;

import java.util.ArrayList;
import java.util.List;

/**
 * The cards a Forbidden effect forbids, as values (R40, R73): the purple cards (the 1s and 10s together) and the
 * other numbers, in order; worded in {@code words.Words} ("purple cards and 3s", "3s and 8s", "nothing"; P325).
 */
public record ForbiddenCards(boolean purple, List<Integer> numbers) {
    public ForbiddenCards {
        numbers = List.copyOf(numbers);
    }

    /** From a mask of the numbers {@code n} forbidden at bit {@code n}; the 1 and the 10 together are the purple cards. */
    static ForbiddenCards of(int forbidden, int purpleMask, int perRow) {
        boolean purple = (forbidden & purpleMask) == purpleMask;
        List<Integer> numbers = new ArrayList<>();
        for (int n = 0; n < perRow; n++) {
            if ((forbidden >> n & 1) != 0 && ((purpleMask >> n & 1) == 0 || !purple)) {
                numbers.add(n);
            }
        }
        return new ForbiddenCards(purple, numbers);
    }
}
