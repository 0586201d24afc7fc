package org.eternalsevens.record;

import java.util.List;

import org.eternalsevens.rules.CasualPlace;
import org.eternalsevens.rules.Colour;
import org.eternalsevens.rules.EternalBoard;
import org.eternalsevens.rules.Field;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalSpaces;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.Place;
import org.eternalsevens.rules.PlayerState;
import org.eternalsevens.rules.ProState;
import org.eternalsevens.rules.Space;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** The replay summary of RECORD-FORMAT.md, field for field. */
public final class Summary {
    public static final String FORMAT = "eternal-sevens-summary/1";

    private Summary() {
    }

    public static ObjectNode of(GameState s, Rejection rejected) {
        ObjectNode o = RecordJson.json().createObjectNode();
        o.put("format", FORMAT);
        o.put("level", s.setup().level().id());
        o.put("round", s.round());
        o.put("finished", s.finished());
        Colour to = s.toMove();
        if (to == null) {
            o.putNull("toMove");
        } else {
            o.put("toMove", to.id());
        }
        o.put("awaiting", s.awaiting().id());
        ProState pro = s.gamer() == null ? null : s.gamer().pro();
        ObjectNode players = o.putObject("players");
        for (PlayerState p : s.players()) {
            ObjectNode j = players.putObject(p.colour().id());
            j.put("hand", p.hand());
            j.put("rares", p.rares());
            j.put("discs", p.discs());
            ArrayNode passed = j.putArray("passed");
            p.passed().forEach(passed::add);
            j.put("apt", p.apt());
            j.put("stars", p.stars());
            j.put("hearts", p.hearts());
            j.put("status", p.status().id());
            if (p.place() == null) {
                j.putNull("place");
            } else {
                j.put("place", p.place());
            }
            if (pro != null) { // RECORD-FORMAT "The Pro summary": the board chosen this round, null until then
                EternalBoard b = pro.board(p.colour());
                if (b == null) {
                    j.putNull("board");
                } else {
                    j.put("board", b.name());
                }
            }
        }
        Field f = s.field();
        ObjectNode field = o.putObject("field");
        ArrayNode cards = field.putArray("cards");
        ArrayNode rares = field.putArray("rares");
        ArrayNode blocks = field.putArray("blocks");
        ArrayNode must = field.putArray("mustPlay");
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
        field.set("x", spaces(s.xSpaces()));
        field.set("mustPlay", field.remove("mustPlay"));
        LegalSpaces legal = LegalMoves.spaces(s); // the one legal list (P227)
        ObjectNode l = o.putObject("legal");
        l.set("play", spaces(legal.play()));
        l.set("rare", spaces(legal.rare()));
        if (s.active() == null) {
            o.putNull("continuous");
        } else {
            o.put("continuous", s.active().id());
        }
        ArrayNode ranking = o.putArray("ranking");
        s.ranking().forEach(c -> ranking.add(c.id()));
        if (s.gamer() != null) { // RECORD-FORMAT "Gamer mode adds heartOrder and dragon"
            ArrayNode order = o.putArray("heartOrder");
            s.gamer().track().heartOrder().forEach(c -> order.add(c.id()));
            o.set("dragon", RecordJson.json().valueToTree(s.gamer().dragon().summary()));
            ObjectNode finals = o.putObject("finalTurns"); // extra: final turns left (R43), once they started
            s.gamer().finalTurns().left().forEach((c, n) -> finals.put(c.id(), n));
            if (s.gamer().round2Start() != null) { // extra: round 2's start player and why (R47)
                ObjectNode st = o.putObject("round2Start");
                st.put("colour", s.gamer().round2Start().colour().id());
                st.put("reason", s.gamer().round2Start().reason());
            }
            ArrayNode places = o.putArray("places"); // extra: the final places with group and reason (R46)
            for (Place p : s.gamer().places()) {
                ObjectNode j = places.addObject();
                j.put("colour", p.colour().id());
                j.put("place", p.place());
                j.put("group", p.group().number());
                j.put("reason", p.reason());
            }
        }
        if (pro != null) {
            ObjectNode eb = o.putObject("eternalBoards");
            ArrayNode showing = eb.putArray("showing");
            pro.choosing().showing().forEach(b -> showing.add(b.id()));
            ArrayNode offer = eb.putArray("offer");
            pro.choosing().offer().forEach(b -> offer.add(b.name()));
            ArrayNode order = eb.putArray("order");
            pro.choosing().toChoose().forEach(c -> order.add(c.id()));
            ObjectNode pile = o.putObject("discardPile"); // R66: every card in the pile this round, and its rares
            pile.put("cards", s.supply().discardDown() + s.supply().discardUp() + s.supply().discardRares());
            pile.put("rares", s.supply().discardRares());
        }
        if (s.gamer() == null) { // extra: the Casual places with their reasons (R13, R14), once the game is over
            ArrayNode places = o.putArray("places");
            for (CasualPlace p : CasualPlace.of(s)) {
                ObjectNode j = places.addObject();
                j.put("colour", p.colour().id());
                j.put("place", p.place());
                j.put("reason", p.reason());
            }
        }
        supply(o.putObject("supply"), s);
        if (rejected != null) {
            ObjectNode r = o.putObject("rejected");
            r.put("index", rejected.index());
            r.put("move", rejected.move());
            r.put("code", rejected.code().name());
            r.put("reason", rejected.reason());
        }
        return o;
    }

    /** An extra field (allowed by RECORD-FORMAT): the cards off the field and out of hands, and the decks. */
    private static void supply(ObjectNode o, GameState s) {
        o.put("rareArea", s.supply().rareArea());
        o.put("discardFaceDown", s.supply().discardDown());
        o.put("discardFaceUp", s.supply().discardUp());
        o.put("discardedRares", s.supply().discardRares());
        if (s.setup().twoPlayers()) {
            o.put("commonDeck", s.supply().commonDeck());
            o.put("faceUp", s.supply().faceUp());
        }
        ArrayNode inst = o.putArray("instantDeck");
        s.eternals().instantDeck().forEach(e -> inst.add(e.id()));
        ArrayNode cont = o.putArray("continuousDeck");
        s.eternals().continuousDeck().forEach(e -> cont.add(e.id()));
    }

    private static ArrayNode spaces(List<Space> list) {
        ArrayNode a = RecordJson.json().createArrayNode();
        list.forEach(sp -> a.add(sp.toString()));
        return a;
    }

    public static String toJson(GameState s, Rejection rejected) {
        return RecordJson.json().writeValueAsString(of(s, rejected)) + "\n";
    }
}
