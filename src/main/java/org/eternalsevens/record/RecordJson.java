package org.eternalsevens.record;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** Reads and writes game records as JSON (RECORD-FORMAT.md), keeping fields it does not know. */
public final class RecordJson {
    static final JsonMapper JSON = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();
    private static final String PREFIX = "eternal-sevens-record/";

    private RecordJson() {
    }

    public static GameRecord read(String text) throws RecordException {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JacksonException e) {
            throw new RecordException("This file is not a game record: it is not complete, valid JSON"
                    + where(e) + ".");
        }
        if (root == null || !root.isObject()) {
            throw new RecordException("This file is not a game record: it does not hold a JSON object.");
        }
        String format = root.path("format").asString("");
        if (!format.equals(GameRecord.FORMAT)) {
            if (format.startsWith(PREFIX) && format.substring(PREFIX.length()).matches("\\d+")) {
                throw new RecordException("This record was written by a newer version (" + format
                        + "); this version reads " + GameRecord.FORMAT + ". Update the companion to open it.");
            }
            throw new RecordException("This file is not an Eternal Sevens game record: its \"format\" is "
                    + (format.isEmpty() ? "missing" : "\"" + format + "\"") + ".");
        }
        JsonNode s = root.path("setup");
        if (!s.isObject()) {
            throw new RecordException("This game record has no \"setup\" object.");
        }
        RecordSetup setup = new RecordSetup(text(s, "level"), strings(s, "seats"), text(s, "start"),
                map(s, "names"), strings(s, "instant"), strings(s, "continuous"), map(s, "boards"));
        List<String> moves = root.has("moves") ? strings(root, "moves") : List.of();
        return new GameRecord(setup, moves, (ObjectNode) root);
    }

    private static String where(JacksonException e) {
        return e.getLocation() == null ? "" : " (near line " + e.getLocation().getLineNr() + ")";
    }

    private static String text(JsonNode s, String field) throws RecordException {
        JsonNode v = s.get(field);
        if (v == null || v.isNull()) {
            return null;
        }
        if (!v.isString()) {
            throw new RecordException("In the setup, \"" + field + "\" must be a word in quotes.");
        }
        return v.asString();
    }

    private static List<String> strings(JsonNode s, String field) throws RecordException {
        JsonNode v = s.get(field);
        if (v == null || v.isNull()) {
            return null;
        }
        if (!v.isArray()) {
            throw new RecordException("\"" + field + "\" must be a list.");
        }
        List<String> out = new ArrayList<>();
        for (JsonNode n : v) {
            if (!n.isString()) {
                throw new RecordException("\"" + field + "\" must hold only text; item " + (out.size() + 1)
                        + " does not.");
            }
            out.add(n.asString());
        }
        return out;
    }

    private static Map<String, String> map(JsonNode s, String field) throws RecordException {
        JsonNode v = s.get(field);
        if (v == null || v.isNull()) {
            return null;
        }
        if (!v.isObject()) {
            throw new RecordException("In the setup, \"" + field + "\" must be an object such as {\"red\": \"Ann\"}.");
        }
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> e : v.properties()) {
            if (!e.getValue().isString()) {
                throw new RecordException("In the setup, \"" + field + "." + e.getKey() + "\" must be text.");
            }
            out.put(e.getKey(), e.getValue().asString());
        }
        return out;
    }

    /** The record as JSON text: format, setup, moves, then any other fields the file had. */
    public static String write(GameRecord r) {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", GameRecord.FORMAT);
        ObjectNode old = r.extra();
        ObjectNode setup = old != null && old.path("setup").isObject() ? ((ObjectNode) old.get("setup")).deepCopy()
                : JSON.createObjectNode();
        RecordSetup s = r.setup();
        putText(setup, "level", s.level());
        putList(setup, "seats", s.seats());
        putText(setup, "start", s.start());
        putMap(setup, "names", s.names());
        putList(setup, "instant", s.instant());
        putList(setup, "continuous", s.continuous());
        putMap(setup, "boards", s.boards());
        root.set("setup", setup);
        ArrayNode moves = root.putArray("moves");
        r.moves().forEach(moves::add);
        if (old != null) {
            for (Map.Entry<String, JsonNode> e : old.properties()) {
                if (!root.has(e.getKey())) {
                    root.set(e.getKey(), e.getValue().deepCopy());
                }
            }
        }
        return JSON.writeValueAsString(root) + "\n";
    }

    private static void putText(ObjectNode o, String k, String v) {
        if (v == null) {
            o.remove(k);
        } else {
            o.put(k, v);
        }
    }

    private static void putList(ObjectNode o, String k, List<String> v) {
        if (v == null) {
            o.remove(k);
            return;
        }
        ArrayNode a = o.putArray(k);
        v.forEach(a::add);
    }

    private static void putMap(ObjectNode o, String k, Map<String, String> v) {
        if (v == null) {
            o.remove(k);
            return;
        }
        ObjectNode m = o.putObject(k);
        v.forEach(m::put);
    }
}
