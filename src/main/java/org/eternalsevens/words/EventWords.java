package org.eternalsevens.words;

import java.util.ArrayList;
import java.util.List;

import org.eternalsevens.rules.Event;
import org.eternalsevens.rules.basics.Phrase;
import org.eternalsevens.rules.ranking.Place;
import org.eternalsevens.rules.ranking.StartPlayer;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.track.EarnedReward;
import org.eternalsevens.rules.track.Reward;

/**
 * The log's sentences: each {@link Event} of the engine worded through {@link Words} by its key and arguments. A
 * {@link Phrase} or an event among the arguments is worded first, a reward by {@link RewardWords}, a list is its
 * items joined by ", ".
 */
public final class EventWords {
    private final Words words;
    private final RewardWords rewards;
    private final RankWords ranks;

    public EventWords(Words words) {
        this.words = words;
        this.rewards = new RewardWords(words);
        this.ranks = new RankWords(words);
    }

    /** English, with this table's names. */
    public static EventWords of(Setup setup) {
        return new EventWords(Words.of(setup));
    }

    public String sentence(Event e) {
        return words.sentence(e.key(), worded(e.args()));
    }

    /** Each event's sentence, in order. */
    public List<String> sentences(List<? extends Event> events) {
        List<String> out = new ArrayList<>(events.size());
        for (Event e : events) {
            out.add(sentence(e));
        }
        return out;
    }

    public String phrase(Phrase p) {
        return words.sentence(p.key(), worded(p.args()));
    }

    private List<Object> worded(List<Object> args) {
        List<Object> out = new ArrayList<>(args.size());
        for (Object a : args) {
            out.add(worded(a));
        }
        return out;
    }

    private Object worded(Object arg) {
        if (arg instanceof Event e) {
            return sentence(e);
        }
        if (arg instanceof Phrase p) {
            return phrase(p);
        }
        if (arg instanceof Reward.Applied a) {
            return rewards.sentence(a);
        }
        if (arg instanceof EarnedReward e) {
            return rewards.sentence(e);
        }
        if (arg instanceof Place p) {
            return ranks.placed(p);
        }
        if (arg instanceof StartPlayer s) {
            return ranks.starts(s);
        }
        if (arg instanceof List<?> items) {
            List<String> out = new ArrayList<>(items.size());
            for (Object item : items) {
                out.add(words.text(worded(item)));
            }
            return String.join(", ", out);
        }
        return arg;
    }
}
