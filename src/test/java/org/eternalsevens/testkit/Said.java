package org.eternalsevens.testkit;

import java.util.List;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.track.EarnedReward;
import org.eternalsevens.rules.track.GamerElimination;
import org.eternalsevens.rules.track.Reward;
import org.eternalsevens.rules.track.RewardPart;
import org.eternalsevens.words.RewardWords;
import org.eternalsevens.words.Words;

/** A reward's words as a player reads them (words.RewardWords, P320), for tests that show what a view prints. */
public final class Said {
    private static final RewardWords TITLES = new RewardWords(Words.english(Colour::title));

    private Said() {
    }

    public static String of(Reward r) {
        return TITLES.explanation(r);
    }

    public static String of(Reward.Applied a) {
        return TITLES.sentence(a);
    }

    /** With players called by their colours' titles. */
    public static String of(EarnedReward e) {
        return TITLES.sentence(e);
    }

    public static String of(GamerElimination e, String name) {
        return new RewardWords(Words.english(c -> c == e.who() ? name : c.title())).elimination(e);
    }

    public static String itemised(EarnedReward e) {
        return TITLES.itemised(e.parts());
    }

    public static String itemised(List<RewardPart> parts) {
        return TITLES.itemised(parts);
    }
}
