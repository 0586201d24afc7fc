package org.eternalsevens.content;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.eternalsevens.rules.board.Board;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.board.EternalBoards;
import org.eternalsevens.rules.setup.GameContent;
import org.eternalsevens.rules.setup.GamerContent;
import org.eternalsevens.rules.basics.InstantEternal;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.basics.Quote;
import org.eternalsevens.rules.basics.Reason;
import org.eternalsevens.rules.setup.LevelRules;
import org.eternalsevens.rules.board.ObserverBoard;
import org.eternalsevens.rules.board.PassIcon;
import org.eternalsevens.rules.basics.TwoPlayerRules;
import tools.jackson.core.JacksonException;

/** Reads profiles/ into {@link GameContent}, gathering every problem it finds instead of stopping at the first. */
public final class ContentLoader {
    public static final String LEVELS = "levels.json";
    public static final String FORMAT = "eternal-sevens-profile/1";
    private static volatile GameContent defaults;

    private final ProfileSource source;
    private final List<Reason> problems = new ArrayList<>();

    private ContentLoader(ProfileSource source) {
        this.source = source;
    }

    /** The content, or a {@link ProfileException} listing every problem. */
    public static GameContent load(ProfileSource source) {
        ContentLoader loader = new ContentLoader(source);
        GameContent content = loader.read();
        if (!loader.problems.isEmpty()) {
            throw new ProfileException(source.describe(), loader.problems);
        }
        return content;
    }

    /** The content from {@link ProfileSource#find()}, read once. */
    public static GameContent defaults() {
        GameContent c = defaults;
        if (c == null) {
            c = load(ProfileSource.find());
            defaults = c;
        }
        return c;
    }

    private GameContent read() {
        ProfileJson root = file(LEVELS);
        if (root == null) {
            return null;
        }
        Map<Integer, Integer> hands = new HashMap<>();
        ProfileJson hs = root.path("handSizes");
        for (int n = 2; n <= 4; n++) {
            int h = hs.path(String.valueOf(n)).asInt(0);
            if (h < 1 || h > 24) {
                problem("handSize", LEVELS, n);
            }
            hands.put(n, h);
        }
        ProfileJson t = root.path("twoPlayer");
        TwoPlayerRules two = new TwoPlayerRules(count(t, "commonDeck", 0, 48), count(t, "discardedFaceDown", 0, 48),
                count(t, "faceUp", 0, 48), count(t, "sharedIcons", 0, 8), count(t, "barongCards", 1, 5));
        if (two.discardedFaceDown() + two.faceUp() > two.commonDeck()) {
            problem("twoPlayer.taken", LEVELS);
        }
        if (two.commonDeck() + 2 * hands.getOrDefault(2, 0) != 48) {
            problem("twoPlayer.cards", LEVELS);
        }
        Map<Level, LevelRules> levels = new EnumMap<>(Level.class);
        ProfileJson ls = root.path("levels");
        for (Level level : new Level[] {Level.BEGINNER, Level.STANDARD}) {
            ProfileJson l = ls.path(level.id());
            if (l.isMissingNode()) {
                problem("level.missing", LEVELS, level.id());
                continue;
            }
            LevelRules rules = level(level, l);
            if (rules != null) {
                levels.put(level, rules);
            }
        }
        int swap = count(root, "dragonSwapCards", 1, 16);
        GamerContent gamer = new GamerProfiles(this::file, problems::add).read();
        ProfileJson expert = ls.path(Level.EXPERT.id());
        if (!expert.isMissingNode() && gamer != null) {
            levels.put(Level.EXPERT, gamerLevel(Level.EXPERT, expert, gamer));
        }
        ProfileJson pro = ls.path(Level.PRO.id());
        if (!pro.isMissingNode() && gamer != null) {
            levels.put(Level.PRO, gamerLevel(Level.PRO, pro, gamer));
        }
        EternalBoards eternal = new EternalProfiles(this::file, problems::add).read();
        return new GameContent(levels, hands, swap, two, gamer, eternal);
    }

    private LevelRules level(Level level, ProfileJson l) {
        String where = LEVELS + " levels." + level.id();
        List<InstantEternal> instAllowed = names(l, "instantAllowed", InstantEternal::parse, where);
        List<ContinuousEternal> contAllowed = names(l, "continuousAllowed", ContinuousEternal::parse, where);
        int[] is = range(l, "instantSize", where);
        int[] cs = range(l, "continuousSize", where);
        List<InstantEternal> di = names(l, "defaultInstant", InstantEternal::parse, where);
        List<InstantEternal> di2 = names(l, "defaultInstantTwoPlayer", InstantEternal::parse, where);
        List<ContinuousEternal> dc = names(l, "defaultContinuous", ContinuousEternal::parse, where);
        for (List<InstantEternal> deck : List.of(di, di2)) {
            if (!instAllowed.containsAll(deck) || deck.size() < is[0] || deck.size() > is[1]) {
                problem("deck.instant", where, is[0], is[1]);
            }
        }
        if (!contAllowed.containsAll(dc) || dc.size() < cs[0] || dc.size() > cs[1]) {
            problem("deck.continuous", where, cs[0], cs[1]);
        }
        String boardsFile = l.path("boards").asString("");
        Map<String, Board> boards = new LinkedHashMap<>();
        Map<Colour, String> defaultsByColour = new EnumMap<>(Colour.class);
        readBoards(boardsFile, boards, defaultsByColour);
        return new LevelRules(level, count(l, "discs", 1, 6), count(l, "tokenCap", 0, 9),
                count(l, "mustPlayMax", 0, 48), instAllowed, is[0], is[1], contAllowed, cs[0], cs[1], di, di2, dc,
                boards, defaultsByColour);
    }

    /** A Gamer level: discs, tokens and Must Play tokens; no eternal decks (R40); the Observer boards (R45). */
    private LevelRules gamerLevel(Level level, ProfileJson l, GamerContent gamer) {
        Map<String, Board> boards = new LinkedHashMap<>();
        Map<Colour, String> byColour = new EnumMap<>(Colour.class);
        for (ObserverBoard b : gamer.observerBoardsInColourOrder()) {
            boards.put(b.id(), b.board());
            byColour.put(b.colour(), b.id());
        }
        if (byColour.size() != Colour.values().length) {
            problem("level.observers", LEVELS, level.id());
        }
        return new LevelRules(level, count(l, "discs", 1, 6), count(l, "tokenCap", 0, 9),
                count(l, "mustPlayMax", 0, 48), List.of(), 0, 0, List.of(), 0, 0, List.of(), List.of(), List.of(),
                boards, byColour);
    }

    private void readBoards(String name, Map<String, Board> boards, Map<Colour, String> defaultsByColour) {
        ProfileJson root = name.isEmpty() ? null : file(name);
        if (root == null) {
            if (name.isEmpty()) {
                problem("level.boards", LEVELS);
            }
            return;
        }
        for (Map.Entry<String, ProfileJson> e : root.path("boards").properties()) {
            List<PassIcon> icons = new ArrayList<>();
            for (ProfileJson icon : e.getValue()) {
                PassIcon p = PassIcon.parse(icon.asString(""));
                if (p == null) {
                    problem("board.icon", name, e.getKey(), new Quote(icon.asString("")));
                } else {
                    icons.add(p);
                }
            }
            if (icons.isEmpty()) {
                problem("board.noIcons", name, e.getKey());
            }
            boards.put(e.getKey(), new Board(e.getKey(), icons));
        }
        for (Colour c : Colour.values()) {
            String b = root.path("defaults").path(c.id()).asString("");
            if (!boards.containsKey(b)) {
                problem("board.default", name, c.id(), new Quote(b));
            }
            defaultsByColour.put(c, b);
        }
    }

    private ProfileJson file(String name) {
        try {
            String text = source.read(name);
            if (text == null) {
                problem("file.missing", name);
                return null;
            }
            ProfileJson root = ProfileJson.parse(text);
            if (!FORMAT.equals(root.path("format").asString(""))) {
                problem("format", name, FORMAT);
            }
            return root;
        } catch (IOException | JacksonException | IllegalArgumentException e) {
            problems.add(ProfileException.unreadable(name, e));
            return null;
        }
    }

    private <E> List<E> names(ProfileJson node, String field, Function<String, E> parse, String where) {
        List<E> out = new ArrayList<>();
        ProfileJson arr = node.path(field);
        if (!arr.isArray()) {
            problem("names.list", where, field);
            return out;
        }
        for (ProfileJson n : arr) {
            E e = parse.apply(n.asString(""));
            if (e == null) {
                problem("names.unknown", where, field, new Quote(n.asString("")));
            } else if (out.contains(e)) {
                problem("names.twice", where, field, new Quote(n.asString("")));
            } else {
                out.add(e);
            }
        }
        return out;
    }

    private int[] range(ProfileJson node, String field, String where) {
        ProfileJson r = node.path(field);
        int lo = r.path(0).asInt(-1);
        int hi = r.path(1).asInt(-1);
        if (!r.isArray() || r.size() != 2 || lo < 1 || hi < lo) {
            problem("range", where, field);
            return new int[] {0, 99};
        }
        return new int[] {lo, hi};
    }

    private int count(ProfileJson node, String field, int min, int max) {
        ProfileJson v = node.path(field);
        if (!v.isInt() || v.asInt() < min || v.asInt() > max) {
            problem("count", LEVELS, field, min, max);
            return min;
        }
        return v.asInt();
    }

    private void problem(String key, Object... args) {
        problems.add(ProfileException.problem(key, args));
    }

    static String firstLine(String s) {
        if (s == null) {
            return "unreadable";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
