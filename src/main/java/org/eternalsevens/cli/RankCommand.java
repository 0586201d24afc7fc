package org.eternalsevens.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eternalsevens.words.RankWords;
import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.content.ProfileException;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.track.GamerCaps;
import org.eternalsevens.rules.ranking.Place;
import org.eternalsevens.words.ProfileWords;
import org.eternalsevens.words.Quoted;
import org.eternalsevens.rules.ranking.Ranking;
import org.eternalsevens.rules.ranking.StackTies;
import org.eternalsevens.rules.basics.Phrase;
import org.eternalsevens.rules.ranking.Standing;
import org.eternalsevens.rules.track.Track;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code rank}: resolves a Gamer final ranking (R46) from the facts alone and prints each place with its reason
 * (or JSON with {@code --json}). Exit 0, or 2 with one plain line on standard error. Notation (README, "Resolving a
 * final ranking"):
 * {@code rank red:2h4s blue:9h1s green:20h yellow:9h2s [--stack blue,yellow] [--eliminated red] [--players 4] [--json]}
 * ({@code --stack}, bottom first, only where hearts and stars tie),
 * or {@code rank --from FILE} ({@code -} for standard input) with the same facts as JSON.
 */
public final class RankCommand {
    public static final int OK = 0;
    public static final int UNUSABLE = 2;
    static final String USAGE = "use: rank red:2h4s blue:9h1s green:20h yellow:9h2s [--stack blue,yellow: bottom "
            + "first, where hearts and stars tie] [--eliminated COLOURS] [--players N] [--json], "
            + "or rank --from FILE [--json]";

    private RankCommand() {
    }

    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        if (args.length == 1 && (args[0].equals("--help") || args[0].equals("-h"))) {
            out.println("rank: resolves a final Gamer ranking (R46); " + USAGE);
            return OK;
        }
        try {
            boolean json = false;
            RankFacts facts = read(args, in);
            for (String a : args) {
                json |= a.equals("--json");
            }
            List<Place> places = resolve(facts);
            out.print(json ? json(places, facts) : text(places));
            out.flush();
            return OK;
        } catch (RankFacts.BadFacts e) {
            err.println("rank: " + e.getMessage());
            return UNUSABLE;
        } catch (ProfileException e) {
            err.println("rank: " + ProfileWords.of(e.where(), e.problems()).replace('\n', ' '));
            return UNUSABLE;
        } catch (RuntimeException e) {
            err.println("rank: " + CliWords.of("rank.unrankable", e.getMessage()));
            return UNUSABLE;
        }
    }

    static RankFacts read(String[] args, InputStream in) throws RankFacts.BadFacts {
        Map<Colour, Integer> hearts = new EnumMap<>(Colour.class);
        Map<Colour, Integer> stars = new EnumMap<>(Colour.class);
        List<Colour> stack = null;
        Set<Colour> eliminated = new LinkedHashSet<>();
        Integer players = null;
        String from = null;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            String next = i + 1 < args.length ? args[i + 1] : null;
            switch (a) {
                case "--json" -> { }
                case "--stack" -> {
                    if (stack != null) {
                        throw new RankFacts.BadFacts("--stack is given twice");
                    }
                    stack = RankFacts.colours("--stack", next);
                    i++;
                }
                case "--eliminated" -> {
                    eliminated.addAll(RankFacts.colours("--eliminated", next));
                    i++;
                }
                case "--players" -> {
                    if (next == null || !next.matches("[234]")) {
                        throw new RankFacts.BadFacts("--players needs 2, 3 or 4");
                    }
                    players = Integer.parseInt(next);
                    i++;
                }
                case "--from" -> {
                    if (next == null) {
                        throw new RankFacts.BadFacts("--from needs a file, or - for standard input");
                    }
                    from = next;
                    i++;
                }
                default -> {
                    if (a.startsWith("-")) {
                        throw new RankFacts.BadFacts(Quoted.of(a) + " is not an option; " + USAGE);
                    }
                    RankFacts.fact(a, hearts, stars);
                }
            }
        }
        if (from != null) {
            if (!hearts.isEmpty() || stack != null || !eliminated.isEmpty()) {
                throw new RankFacts.BadFacts("give the facts either with --from or as arguments, not both");
            }
            RankFacts f = RankFacts.json(readFrom(from, in), from.equals("-") ? "standard input" : "\"" + from + "\"");
            return new RankFacts(f.hearts(), f.stars(), f.stack(), f.eliminated(), players);
        }
        if (hearts.isEmpty()) {
            throw new RankFacts.BadFacts("give each colour's hearts and stars; " + USAGE);
        }
        return new RankFacts(hearts, stars, stack == null ? List.of() : stack, eliminated, players);
    }

    private static String readFrom(String from, InputStream in) throws RankFacts.BadFacts {
        try {
            if (from.equals("-")) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            return Files.readString(Path.of(from), StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new RankFacts.BadFacts("there is no file \"" + from + "\"");
        } catch (IOException | RuntimeException e) {
            throw new RankFacts.BadFacts("\"" + from + "\" cannot be read as a text file");
        }
    }

    /** The ranking from the facts, through the engine's Track and Ranking. */
    static List<Place> resolve(RankFacts f) throws RankFacts.BadFacts {
        int n = f.hearts().size();
        if (n < 2 || n > 4) {
            throw new RankFacts.BadFacts("a ranking needs 2 to 4 colours; " + n + (n == 1 ? " is" : " are") + " given");
        }
        if (f.players() != null && f.players() != n) {
            throw new RankFacts.BadFacts("--players " + f.players() + ", but " + n + " colours are given");
        }
        for (Colour c : f.eliminated()) {
            if (!f.hearts().containsKey(c)) {
                throw new RankFacts.BadFacts("--eliminated names " + c.title() + ", who is not playing");
            }
        }
        GamerCaps caps = ContentLoader.defaults().gamer().caps(n);
        Track track;
        try {
            track = Track.of(f.hearts(), f.stars(), StackTies.complete(f.stack(), f.hearts()), caps);
        } catch (IllegalArgumentException e) {
            throw new RankFacts.BadFacts(e.getMessage());
        }
        // the stack is asked for only where hearts and stars leave a tie (P346)
        Optional<Phrase> tie = StackTies.missing(f.hearts(), f.stars(), f.eliminated(), f.stack());
        if (tie.isPresent()) {
            throw new RankFacts.BadFacts(RankWords.phrase(tie.get()));
        }
        List<Standing> standings = new ArrayList<>();
        for (Colour c : track.heartOrder()) {
            standings.add(new Standing(c, f.eliminated().contains(c)));
        }
        return Ranking.rank(standings, track, caps);
    }

    static String text(List<Place> places) {
        StringBuilder b = new StringBuilder();
        for (Place p : places) {
            b.append(RankWords.place(p)).append(System.lineSeparator());
        }
        return b.toString();
    }

    static String json(List<Place> places, RankFacts f) {
        JsonMapper m = JsonMapper.builder().build();
        ObjectNode o = m.createObjectNode();
        o.put("format", "eternal-sevens-ranking/1");
        ArrayNode ranking = o.putArray("ranking");
        for (Place p : places) {
            ObjectNode j = ranking.addObject();
            j.put("place", p.place());
            j.put("colour", p.colour().id());
            j.put("group", p.group().number());
            j.put("hearts", f.hearts().get(p.colour()));
            j.put("stars", f.stars().get(p.colour()));
            j.put("eliminated", f.eliminated().contains(p.colour()));
            j.put("reason", RankWords.place(p));
        }
        return m.writerWithDefaultPrettyPrinter().writeValueAsString(o) + System.lineSeparator();
    }
}
