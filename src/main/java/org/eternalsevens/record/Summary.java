package org.eternalsevens.record;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import org.eternalsevens.rules.CasualPlace;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.basics.Field;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.Gamer;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.LegalSpaces;
import org.eternalsevens.rules.ranking.Place;
import org.eternalsevens.rules.PlayerState;
import org.eternalsevens.rules.ProState;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.words.RankWords;
import tools.jackson.databind.node.ObjectNode;

/**
 * The replay summary of RECORD-FORMAT.md, field for field, as records Jackson writes (P271). Each record names its
 * fields in the contract's order ({@link JsonPropertyOrder}: Jackson 3 sorts properties otherwise); a field the
 * contract leaves out at a level is null and not written ({@code NON_NULL}), while a field written as
 * {@code null} ({@code toMove}, {@code place}, {@code continuous}, a Pro {@code board}) is marked {@code ALWAYS}.
 */
public final class Summary {
    public static final String FORMAT = "eternal-sevens-summary/1";

    private Summary() {
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"format", "level", "round", "finished", "toMove", "awaiting", "players", "field", "legal",
            "continuous", "ranking", "heartOrder", "dragon", "finalTurns", "round2Start", "places", "eternalBoards",
            "discardPile", "supply", "rejected"})
    record Json(String format, String level, int round, boolean finished,
                @JsonInclude(JsonInclude.Include.ALWAYS) String toMove, String awaiting,
                Map<String, PlayerJson> players, FieldJson field, LegalJson legal,
                @JsonInclude(JsonInclude.Include.ALWAYS) String continuous, List<String> ranking,
                List<String> heartOrder, Map<String, Object> dragon, Map<String, Integer> finalTurns,
                Round2Json round2Start, List<PlaceJson> places, BoardsJson eternalBoards, PileJson discardPile,
                SupplyJson supply, RejectedJson rejected) {
    }

    /** A player; {@code board} only in Pro (RECORD-FORMAT "The Pro summary"), there null until chosen. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"hand", "rares", "discs", "passed", "apt", "stars", "hearts", "status", "place", "board"})
    record PlayerJson(int hand, int rares, int discs, List<String> passed, int apt, int stars, int hearts,
                      String status, @JsonInclude(JsonInclude.Include.ALWAYS) Integer place,
                      Optional<String> board) {
    }

    @JsonPropertyOrder({"cards", "rares", "blocks", "x", "mustPlay"})
    record FieldJson(List<String> cards, List<String> rares, List<String> blocks, List<String> x,
                     List<String> mustPlay) {
    }

    @JsonPropertyOrder({"play", "rare"})
    record LegalJson(List<String> play, List<String> rare) {
    }

    /** Extra: round 2's start player and why (R47). */
    @JsonPropertyOrder({"colour", "reason"})
    record Round2Json(String colour, String reason) {
    }

    /** Extra: a final place with its reason; a Gamer place also gives its group (R46; Casual R13, R14). */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"colour", "place", "group", "reason"})
    record PlaceJson(String colour, int place, Integer group, String reason) {
    }

    @JsonPropertyOrder({"showing", "offer", "order"})
    record BoardsJson(List<String> showing, List<String> offer, List<String> order) {
    }

    /** R66: every card in the pile this round, and its rares. */
    @JsonPropertyOrder({"cards", "rares"})
    record PileJson(int cards, int rares) {
    }

    /** An extra field (allowed by RECORD-FORMAT): the cards off the field and out of hands, and the decks. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"rareArea", "discardFaceDown", "discardFaceUp", "discardedRares", "commonDeck", "faceUp",
            "instantDeck", "continuousDeck"})
    record SupplyJson(int rareArea, int discardFaceDown, int discardFaceUp, int discardedRares, Integer commonDeck,
                      Integer faceUp, List<String> instantDeck, List<String> continuousDeck) {
    }

    @JsonPropertyOrder({"index", "move", "code", "reason"})
    record RejectedJson(int index, String move, String code, String reason) {
    }

    /** The summary as a tree, for tests and tools that look into it. */
    public static ObjectNode of(GameState s, Rejection rejected) {
        return RecordJson.json().valueToTree(summary(s, rejected));
    }

    public static String toJson(GameState s, Rejection rejected) {
        return RecordJson.json().writeValueAsString(summary(s, rejected)) + "\n";
    }

    static Json summary(GameState s, Rejection rejected) {
        Gamer g = s.gamer();
        ProState pro = g == null ? null : g.pro();
        LegalSpaces legal = LegalMoves.spaces(s); // the one legal list (P227)
        List<PlaceJson> places = null;
        if (g != null) { // RECORD-FORMAT "Gamer mode adds heartOrder and dragon"; the places are extra (R46)
            places = new ArrayList<>();
            for (Place p : g.places()) {
                places.add(new PlaceJson(p.colour().id(), p.place(), p.group().number(), RankWords.place(p)));
            }
        } else { // extra: the Casual places with their reasons (R13, R14), once the game is over
            places = new ArrayList<>();
            for (CasualPlace p : CasualPlace.of(s)) {
                places.add(new PlaceJson(p.colour().id(), p.place(), null, RankWords.casual(p)));
            }
        }
        Map<String, Integer> finals = null;
        if (g != null) { // extra: final turns left (R43), once they started
            finals = new LinkedHashMap<>();
            for (Map.Entry<Colour, Integer> e : g.round().finalTurns().left().entrySet()) {
                finals.put(e.getKey().id(), e.getValue());
            }
        }
        return new Json(FORMAT, s.setup().level().id(), s.round(), s.finished(), id(s.toMove()), s.awaiting().id(),
                players(s, pro), field(s), new LegalJson(spaces(legal.play()), spaces(legal.rare())),
                s.active() == null ? null : s.active().id(), ids(s.ranking()),
                g == null ? null : ids(g.track().heartOrder()), g == null ? null : g.round().dragon().summary(), finals,
                g == null || g.round2Start() == null ? null
                        : new Round2Json(g.round2Start().colour().id(), RankWords.start(g.round2Start())),
                places, pro == null ? null : boards(pro), pro == null ? null : new PileJson(
                        s.supply().discardDown() + s.supply().discardUp() + s.supply().discardRares(),
                        s.supply().discardRares()),
                supply(s), rejected == null ? null : new RejectedJson(rejected.index(), rejected.move(),
                        rejected.code().name(), rejected.reason()));
    }

    private static Map<String, PlayerJson> players(GameState s, ProState pro) {
        Map<String, PlayerJson> out = new LinkedHashMap<>();
        for (PlayerState p : s.players()) {
            Optional<String> board = null; // RECORD-FORMAT "The Pro summary": the board chosen this round, null until then
            if (pro != null) {
                EternalBoard b = pro.board(p.colour());
                board = Optional.ofNullable(b == null ? null : b.name());
            }
            out.put(p.colour().id(), new PlayerJson(p.hand(), p.rares(), p.discs(), List.copyOf(p.passed()), p.apt(),
                    s.stars(p.colour()), s.hearts(p.colour()), p.status().id(), p.place(), board));
        }
        return out;
    }

    private static FieldJson field(GameState s) {
        Field f = s.field();
        List<String> cards = new ArrayList<>();
        List<String> rares = new ArrayList<>();
        List<String> blocks = new ArrayList<>();
        List<String> must = new ArrayList<>();
        for (Space sp : Space.ALL_SPACES) {
            if (f.hasCard(sp)) {
                cards.add(sp.toString());
            }
            if (f.hasRare(sp)) {
                rares.add(sp.toString());
            }
            if (f.hasBlock(sp)) {
                blocks.add(sp.toString());
            }
            if (f.hasMustPlay(sp)) {
                must.add(sp.toString());
            }
        }
        return new FieldJson(cards, rares, blocks, spaces(s.xSpaces()), must);
    }

    private static BoardsJson boards(ProState pro) {
        return new BoardsJson(pro.choosing().showing().stream().map(b -> b.id()).toList(),
                pro.choosing().offer().stream().map(b -> b.name()).toList(), ids(pro.choosing().toChoose()));
    }

    private static SupplyJson supply(GameState s) {
        boolean two = s.setup().twoPlayers();
        return new SupplyJson(s.supply().rareArea(), s.supply().discardDown(), s.supply().discardUp(),
                s.supply().discardRares(), two ? s.supply().commonDeck() : null, two ? s.supply().faceUp() : null,
                s.eternals().instantDeck().stream().map(e -> e.id()).toList(),
                s.eternals().continuousDeck().stream().map(e -> e.id()).toList());
    }

    private static String id(Colour c) {
        return c == null ? null : c.id();
    }

    private static List<String> ids(List<Colour> colours) {
        return colours.stream().map(Colour::id).toList();
    }

    private static List<String> spaces(List<Space> list) {
        return list.stream().map(Space::toString).toList();
    }
}
