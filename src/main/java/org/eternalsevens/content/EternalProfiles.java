package org.eternalsevens.content;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiConsumer;
import java.util.function.Function;

import org.eternalsevens.rules.board.EternalAbility;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.board.EternalBoards;
import org.eternalsevens.rules.board.HardPassLimit;
import org.eternalsevens.rules.board.PassAction;
import org.eternalsevens.rules.board.PassIcon;
import org.eternalsevens.rules.board.Preparation;
import org.eternalsevens.rules.track.RewardEvent;
import org.eternalsevens.rules.track.RewardTerm;

/**
 * Reads {@code eternal-boards.json}, the Pro level's twenty board sides (R50-R79), in the keys of RULINGS' profile
 * data, and reports every problem in the table's words through the loader's problem list.
 */
final class EternalProfiles {
    static final String FILE = "eternal-boards.json";
    private static final Set<String> KEYS = new TreeSet<>(List.of("name", "prep", "icons", "goOut", "hardPassReward",
            "starBlock", "anyHardPass", "hardPass", "tokenCap", "noTokens", "ignoreX", "secondCard", "printed"));

    private final Function<String, ProfileJson> file;
    private final BiConsumer<String, String> problem;
    private int problems; // counted, so that a side with a problem is left out

    EternalProfiles(Function<String, ProfileJson> file, BiConsumer<String, String> problem) {
        this.file = file;
        this.problem = problem;
    }

    EternalBoards read() {
        ProfileJson root = file.apply(FILE);
        if (root == null) {
            return EternalBoards.NONE;
        }
        Map<String, EternalBoard> out = new LinkedHashMap<>();
        Map<String, String> names = new HashMap<>();
        Set<String> seen = new TreeSet<>();
        for (Map.Entry<String, ProfileJson> e : root.path("boards").properties()) {
            String where = FILE + " board " + e.getKey();
            if (EternalBoard.number(e.getKey()) == 0) {
                problem.accept(where, "the id must be a board number 1 to 10 and a side A or B, such as 9A");
                continue;
            }
            seen.add(e.getKey().toUpperCase(Locale.ROOT));
            EternalBoard b = board(e.getKey(), e.getValue(), where);
            if (b == null) {
                continue;
            }
            if (out.containsKey(b.id())) {
                problem.accept(where, "is listed twice");
            } else if (names.containsKey(b.name())) {
                problem.accept(where, "has the name " + b.name() + " of board " + names.get(b.name()) + " too");
            } else {
                out.put(b.id(), b);
                names.put(b.name(), b.id());
            }
        }
        List<String> missing = new ArrayList<>();
        for (int n = 1; n <= 10; n++) {
            for (String side : List.of("A", "B")) {
                if (!seen.contains(n + side)) {
                    missing.add(n + side);
                }
            }
        }
        if (!missing.isEmpty()) {
            problem.accept(FILE, "needs all twenty sides 1A to 10B; missing: " + String.join(", ", missing));
        }
        return new EternalBoards(out);
    }

    private EternalBoard board(String id, ProfileJson b, String where) {
        int before = problems;
        for (Map.Entry<String, ProfileJson> k : b.properties()) {
            if (!KEYS.contains(k.getKey()) && EternalAbility.kind(k.getKey()) == null) {
                problem(where, "\"" + k.getKey() + "\" is not a key of an Eternal board (" + String.join(", ", KEYS)
                        + ", or an ability: " + String.join(", ", EternalAbility.ids()) + ")");
            }
        }
        String name = b.path("name").asString("");
        if (name.isBlank() || !name.equals(name.toLowerCase(Locale.ROOT)) || name.contains(" ")) {
            problem(where, "needs a \"name\" in lower case, one word, such as \"kyubi\"");
        }
        Preparation prep = b.has("prep") ? Preparation.parse(b.path("prep").asString("")) : Preparation.NONE;
        if (prep == null || prep == Preparation.NONE && b.has("prep")) {
            problem(where, "\"prep\" must be forbidden1, apt, rare, discard2, discard1 or disc");
            prep = Preparation.NONE;
        }
        List<PassIcon> icons = icons(b, where, prep);
        Map<RewardEvent, List<RewardTerm>> rewards = new EnumMap<>(RewardEvent.class);
        for (RewardEvent event : RewardEvent.values()) {
            if (b.has(event.key())) {
                rewards.put(event, terms(b.path(event.key()), where + " " + event.key()));
            } else if (event == RewardEvent.GO_OUT || event == RewardEvent.HARD_PASS) {
                problem(where, "needs \"goOut\" and \"hardPassReward\" reward lists (an empty list for none)");
            }
        }
        HardPassLimit hardPass = b.has("hardPass")
                ? HardPassLimit.parse(b.path("hardPass").asString("")) : HardPassLimit.MAX2;
        if (hardPass == null) {
            problem(where, "\"hardPass\" must be max2, max3 or exactly1");
            hardPass = HardPassLimit.MAX2;
        }
        int tokenCap = 2;
        if (b.has("tokenCap")) {
            ProfileJson t = b.path("tokenCap");
            tokenCap = t.asInt(-1);
            if (!t.isInt() || tokenCap < 1 || tokenCap > 9) {
                problem(where, "\"tokenCap\" must be a whole number from 1 to 9");
                tokenCap = 2;
            }
        }
        EternalBoard.SecondCard second = b.has("secondCard")
                ? EternalBoard.SecondCard.parse(b.path("secondCard").asString("")) : EternalBoard.SecondCard.NONE;
        if (second == null || second == EternalBoard.SecondCard.NONE && b.has("secondCard")) {
            problem(where, "\"secondCard\" must be any or sameColour");
            second = EternalBoard.SecondCard.NONE;
        }
        List<EternalAbility> abilities = abilities(b, where);
        List<String> printed = new ArrayList<>();
        for (ProfileJson line : b.path("printed")) {
            printed.add(line.asString(""));
        }
        if (b.has("printed") && (!b.path("printed").isArray() || printed.contains(""))) {
            problem(where, "\"printed\" must be a list of the rulebook's lines");
        }
        boolean noTokens = flag(b, "noTokens", where);
        boolean ignoreX = flag(b, "ignoreX", where);
        if (problems != before) {
            return null;
        }
        return new EternalBoard(id, name, prep, icons, rewards, hardPass, tokenCap, noTokens, ignoreX, second,
                abilities, printed);
    }

    private List<PassIcon> icons(ProfileJson b, String where, Preparation prep) {
        List<PassIcon> icons = new ArrayList<>();
        for (ProfileJson icon : b.path("icons")) {
            PassIcon i = PassIcon.parseEternal(icon.asString(""));
            if (i == null) {
                problem(where, "\"" + icon.asString("") + "\" is not a pass icon (R55: rare, discard, dragon, "
                        + "mustplay, mustplay2, block, take, declare, tens, drain, prep, each with +N for a bonus)");
            } else {
                icons.add(i);
            }
        }
        if (icons.isEmpty()) {
            problem(where, "has no pass icons");
            return icons;
        }
        boolean prepIcon = icons.get(0).action() == PassAction.PREP;
        long preps = icons.stream().filter(i -> i.action() == PassAction.PREP).count();
        if ((prep == Preparation.DISC) != (prepIcon && preps == 1) || preps > 1) {
            problem(where, "a \"prep\" icon goes first (leftmost) exactly when \"prep\" is disc (R54)");
        }
        return icons;
    }

    private List<EternalAbility> abilities(ProfileJson b, String where) {
        List<EternalAbility> out = new ArrayList<>();
        for (String id : EternalAbility.ids()) {
            if (!b.has(id)) {
                continue;
            }
            ProfileJson v = b.path(id);
            if (!EternalAbility.kind(id).takesNumbers()) {
                if (!v.isBoolean()) {
                    problem(where, "\"" + id + "\" must be true or false");
                } else if (v.asBoolean(false)) {
                    out.add(new EternalAbility(id, List.of()));
                }
                continue;
            }
            List<Integer> numbers = new ArrayList<>();
            for (ProfileJson n : v) {
                numbers.add(n.isInt() ? n.asInt() : -1);
            }
            if (numbers.isEmpty() || numbers.stream().anyMatch(n -> n < 1 || n > 10)) {
                problem(where, "\"" + id + "\" must list the numbers it fires on, 1 to 10, such as [6, 8]");
            } else {
                out.add(new EternalAbility(id, numbers));
            }
        }
        return out;
    }

    private boolean flag(ProfileJson b, String key, String where) {
        if (b.has(key) && !b.path(key).isBoolean()) {
            problem(where, "\"" + key + "\" must be true or false");
        }
        return b.path(key).asBoolean(false);
    }

    private List<RewardTerm> terms(ProfileJson list, String where) {
        List<RewardTerm> out = new ArrayList<>();
        if (!list.isArray()) {
            problem(where, "must be a list of reward terms such as \"hearts 2/disc max 8\"");
            return out;
        }
        for (ProfileJson t : list) {
            try {
                out.add(RewardTerm.parse(t.asString("")));
            } catch (IllegalArgumentException e) {
                problem(where, e.getMessage());
            }
        }
        return out;
    }

    private void problem(String where, String what) {
        problems++;
        problem.accept(where, what);
    }
}
