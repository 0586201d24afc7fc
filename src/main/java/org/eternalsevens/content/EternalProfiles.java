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
import java.util.function.Consumer;
import java.util.function.Function;

import org.eternalsevens.rules.basics.Quote;
import org.eternalsevens.rules.basics.Reason;
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
    private final Consumer<Reason> problem;
    private int problems; // counted, so that a side with a problem is left out

    EternalProfiles(Function<String, ProfileJson> file, Consumer<Reason> problem) {
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
            Object where = ProfileException.board(FILE, e.getKey()); // "… board 9A", in words (P498)
            if (EternalBoard.number(e.getKey()) == 0) {
                problem.accept(ProfileException.problem("eternal.id", where));
                continue;
            }
            seen.add(e.getKey().toUpperCase(Locale.ROOT));
            EternalBoard b = board(e.getKey(), e.getValue(), where);
            if (b == null) {
                continue;
            }
            if (out.containsKey(b.id())) {
                problem.accept(ProfileException.problem("eternal.twice", where));
            } else if (names.containsKey(b.name())) {
                problem.accept(ProfileException.problem("eternal.sameName", where, b.name(), names.get(b.name())));
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
            problem.accept(ProfileException.problem("eternal.sides", FILE, String.join(", ", missing)));
        }
        return new EternalBoards(out);
    }

    private EternalBoard board(String id, ProfileJson b, Object where) {
        int before = problems;
        for (Map.Entry<String, ProfileJson> k : b.properties()) {
            if (!KEYS.contains(k.getKey()) && EternalAbility.kind(k.getKey()) == null) {
                problem("eternal.key", where, new Quote(k.getKey()), String.join(", ", KEYS),
                        String.join(", ", EternalAbility.ids()));
            }
        }
        String name = b.path("name").asString("");
        if (name.isBlank() || !name.equals(name.toLowerCase(Locale.ROOT)) || name.contains(" ")) {
            problem("eternal.name", where);
        }
        Preparation prep = b.has("prep") ? Preparation.parse(b.path("prep").asString("")) : Preparation.NONE;
        if (prep == null || prep == Preparation.NONE && b.has("prep")) {
            problem("eternal.prep", where);
            prep = Preparation.NONE;
        }
        List<PassIcon> icons = icons(b, where, prep);
        Map<RewardEvent, List<RewardTerm>> rewards = new EnumMap<>(RewardEvent.class);
        for (RewardEvent event : RewardEvent.values()) {
            if (b.has(event.key())) {
                rewards.put(event, terms(b.path(event.key()), ProfileException.in(where, event.key())));
            } else if (event == RewardEvent.GO_OUT || event == RewardEvent.HARD_PASS) {
                problem("eternal.rewards", where);
            }
        }
        HardPassLimit hardPass = b.has("hardPass")
                ? HardPassLimit.parse(b.path("hardPass").asString("")) : HardPassLimit.MAX2;
        if (hardPass == null) {
            problem("eternal.hardPass", where);
            hardPass = HardPassLimit.MAX2;
        }
        int tokenCap = 2;
        if (b.has("tokenCap")) {
            ProfileJson t = b.path("tokenCap");
            tokenCap = t.asInt(-1);
            if (!t.isInt() || tokenCap < 1 || tokenCap > 9) {
                problem("eternal.tokenCap", where);
                tokenCap = 2;
            }
        }
        EternalBoard.SecondCard second = b.has("secondCard")
                ? EternalBoard.SecondCard.parse(b.path("secondCard").asString("")) : EternalBoard.SecondCard.NONE;
        if (second == null || second == EternalBoard.SecondCard.NONE && b.has("secondCard")) {
            problem("eternal.secondCard", where);
            second = EternalBoard.SecondCard.NONE;
        }
        List<EternalAbility> abilities = abilities(b, where);
        List<String> printed = new ArrayList<>();
        for (ProfileJson line : b.path("printed")) {
            printed.add(line.asString(""));
        }
        if (b.has("printed") && (!b.path("printed").isArray() || printed.contains(""))) {
            problem("eternal.printed", where);
        }
        boolean noTokens = flag(b, "noTokens", where);
        boolean ignoreX = flag(b, "ignoreX", where);
        if (problems != before) {
            return null;
        }
        return new EternalBoard(id, name, prep, icons, rewards, hardPass, tokenCap, noTokens, ignoreX, second,
                abilities, printed);
    }

    private List<PassIcon> icons(ProfileJson b, Object where, Preparation prep) {
        List<PassIcon> icons = new ArrayList<>();
        for (ProfileJson icon : b.path("icons")) {
            PassIcon i = PassIcon.parseEternal(icon.asString(""));
            if (i == null) {
                problem("eternal.icon", where, new Quote(icon.asString("")));
            } else {
                icons.add(i);
            }
        }
        if (icons.isEmpty()) {
            problem("noIcons", where);
            return icons;
        }
        boolean prepIcon = icons.get(0).action() == PassAction.PREP;
        long preps = icons.stream().filter(i -> i.action() == PassAction.PREP).count();
        if ((prep == Preparation.DISC) != (prepIcon && preps == 1) || preps > 1) {
            problem("eternal.prepIcon", where);
        }
        return icons;
    }

    private List<EternalAbility> abilities(ProfileJson b, Object where) {
        List<EternalAbility> out = new ArrayList<>();
        for (String id : EternalAbility.ids()) {
            if (!b.has(id)) {
                continue;
            }
            ProfileJson v = b.path(id);
            if (!EternalAbility.kind(id).takesNumbers()) {
                if (!v.isBoolean()) {
                    problem("flag", where, id);
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
                problem("eternal.numbers", where, id);
            } else {
                out.add(new EternalAbility(id, numbers));
            }
        }
        return out;
    }

    private boolean flag(ProfileJson b, String key, Object where) {
        if (b.has(key) && !b.path(key).isBoolean()) {
            problem("flag", where, key);
        }
        return b.path(key).asBoolean(false);
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

    private void problem(String key, Object... args) {
        problems++;
        problem.accept(ProfileException.problem(key, args));
    }
}
