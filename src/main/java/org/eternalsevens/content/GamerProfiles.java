package org.eternalsevens.content;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Quote;
import org.eternalsevens.rules.basics.Reason;
import org.eternalsevens.rules.track.GamerCaps;
import org.eternalsevens.rules.setup.GamerContent;
import org.eternalsevens.rules.board.ObserverBoard;
import org.eternalsevens.rules.board.PassIcon;
import org.eternalsevens.rules.track.RewardEvent;
import org.eternalsevens.rules.track.RewardTerm;

/**
 * Reads the Gamer-mode profiles: {@code gamer.json} (caps, R41/R46) and {@code observer-boards.json} (R45), and
 * reports every problem in the table's words through the loader's problem list.
 */
final class GamerProfiles {
    static final String GAMER = "gamer.json";
    static final String OBSERVERS = "observer-boards.json";

    private final Function<String, ProfileJson> file;
    private final Consumer<Reason> problems;

    GamerProfiles(Function<String, ProfileJson> file, Consumer<Reason> problems) {
        this.file = file;
        this.problems = problems;
    }

    GamerContent read() {
        return new GamerContent(caps(), observerBoards());
    }

    private Map<Integer, GamerCaps> caps() {
        Map<Integer, GamerCaps> out = new HashMap<>();
        ProfileJson root = file.apply(GAMER);
        if (root == null) {
            return out;
        }
        int needMore = count(root, "starWinNeedsMoreThan", 0, 40, GAMER);
        int blockStars = count(root, "starBlockStars", 0, 5, GAMER);
        Map<Integer, List<RewardTerm>> first = new HashMap<>();
        for (int round = 1; round <= 2; round++) {
            first.put(round, terms(root.path("firstBonus").path(String.valueOf(round)),
                    GAMER + " firstBonus." + round));
        }
        List<RewardTerm> choice = terms(root.path("choiceBonus"), GAMER + " choiceBonus");
        for (int n = 2; n <= 4; n++) {
            ProfileJson p = root.path("players").path(String.valueOf(n));
            String where = GAMER + " players." + n;
            int hearts = count(p, "heartTarget", 1, 99, where);
            int stars = count(p, "starTarget", 1, 20, where);
            int start = count(p, "startingHearts", 0, 99, where);
            if (start > hearts) {
                problem("gamer.startingHearts", where);
                continue;
            }
            out.put(n, new GamerCaps(n, hearts, stars, start, needMore, blockStars, first, choice));
        }
        return out;
    }

    private Map<String, ObserverBoard> observerBoards() {
        Map<String, ObserverBoard> out = new LinkedHashMap<>();
        ProfileJson root = file.apply(OBSERVERS);
        if (root == null) {
            return out;
        }
        Map<Colour, String> byColour = new EnumMap<>(Colour.class);
        for (Map.Entry<String, ProfileJson> e : root.path("boards").properties()) {
            String id = e.getKey();
            ProfileJson b = e.getValue();
            Object where = ProfileException.board(OBSERVERS, id); // "… board red", in words (P498)
            String name = b.path("name").asString("");
            Colour colour = Colour.parse(b.path("colour").asString(""));
            if (name.isBlank()) {
                problem("gamer.name", where);
            }
            if (colour == null) {
                problem("gamer.colour", where);
            } else if (byColour.put(colour, id) != null) {
                problem("gamer.sameColour", where, colour.id(), byColour.get(colour));
            }
            List<PassIcon> icons = new ArrayList<>();
            for (ProfileJson icon : b.path("icons")) {
                PassIcon p = PassIcon.parse(icon.asString(""));
                if (p == null) {
                    problem("gamer.icon", where, new Quote(icon.asString("")));
                } else {
                    icons.add(p);
                }
            }
            if (icons.isEmpty()) {
                problem("noIcons", where);
            }
            Map<RewardEvent, List<RewardTerm>> rewards = new EnumMap<>(RewardEvent.class);
            for (RewardEvent event : RewardEvent.values()) {
                ProfileJson list = b.path(event.key());
                if (!list.isMissingNode()) {
                    rewards.put(event, terms(list, ProfileException.in(where, event.key())));
                }
            }
            if (!rewards.containsKey(RewardEvent.GO_OUT) || !rewards.containsKey(RewardEvent.HARD_PASS)) {
                problem("gamer.rewards", where);
            }
            if (colour != null && !name.isBlank()) {
                out.put(id, new ObserverBoard(id, name, colour, icons, rewards));
            }
        }
        if (out.size() != Colour.values().length) {
            problem("gamer.observers", OBSERVERS);
        }
        return out;
    }

    private List<RewardTerm> terms(ProfileJson list, Object where) {
        List<RewardTerm> out = new ArrayList<>();
        if (!list.isArray()) {
            problem("terms", where);
            return out;
        }
        for (ProfileJson t : list) {
            try {
                out.add(RewardTerm.parse(t.asString("")));
            } catch (IllegalArgumentException e) {
                problem("term", where, e instanceof RewardTerm.Unparsed u ? u.reason() : e.getMessage());
            }
        }
        return out;
    }

    private int count(ProfileJson node, String field, int min, int max, Object where) {
        ProfileJson v = node.path(field);
        if (!v.isInt() || v.asInt() < min || v.asInt() > max) {
            problem("count", where, field, min, max);
            return min;
        }
        return v.asInt();
    }

    private void problem(String key, Object... args) {
        problems.accept(ProfileException.problem(key, args));
    }
}
