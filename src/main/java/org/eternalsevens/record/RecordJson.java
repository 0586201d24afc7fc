package org.eternalsevens.record;

import java.io.StringWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import org.eternalsevens.words.Quoted;

/** Reads and writes game records as JSON (RECORD-FORMAT.md), keeping fields it does not know. */
public final class RecordJson {
    /** Jackson's object mapper, made on first use: a new game's first paint does not wait for it. */
    private static final class Mapper {
        static final JsonMapper JSON = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT)
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build(); // P62: a field named twice is refused
        /** Reads one value of a parser that goes on after it (a field of a record read field by field). */
        static final ObjectReader VALUE = JSON.reader().without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    }

    static JsonMapper json() {
        return Mapper.JSON;
    }
    private static final String PREFIX = "eternal-sevens-record/";

    private RecordJson() {
    }

    public static GameRecord read(String text) throws RecordException {
        return read(text, (done, of) -> { });
    }

    /** How far a long read is: {@code done} characters of {@code of} (P238). */
    public interface Reading {
        void at(long done, long of);
    }

    /** As {@link #read(String)}, telling {@code reading} now and then how far it is in a long list of moves. */
    public static GameRecord read(String text, Reading reading) throws RecordException {
        if (text.isBlank()) {
            throw RecordException.of("empty");
        }
        Parsed parsed;
        try {
            parsed = parse(text, reading);
        } catch (StreamConstraintsException e) {
            throw RecordException.of("beyond_limits." + beyondLimits(e));
        } catch (JacksonException e) {
            throw duplicate(e) != null ? RecordException.of("field_twice", duplicate(e), where(e))
                    : RecordException.of("not_json", where(e));
        }
        ObjectNode root = parsed.root();
        if (root == null) {
            throw RecordException.of("not_an_object");
        }
        String format = root.path("format").asString("");
        if (!format.equals(GameRecord.FORMAT)) {
            if (format.startsWith(PREFIX) && format.substring(PREFIX.length()).matches("\\d+")) {
                throw RecordException.of("newer", Quoted.shortened(format, Quoted.MOST), GameRecord.FORMAT);
            }
            throw format.isEmpty() ? RecordException.of("no_format")
                    : RecordException.of("other_format", Quoted.of(format));
        }
        JsonNode s = root.path("setup");
        if (!s.isObject()) {
            throw RecordException.of("no_setup");
        }
        RecordSetup setup = new RecordSetup(text(s, "level"), strings(s, "seats"), text(s, "start"),
                map(s, "names"), strings(s, "instant"), strings(s, "continuous"), map(s, "boards"),
                raw(s.get("eternalBoards")), raw(s.get("round2Sides")));
        JsonNode m = root.get("moves");
        if (m != null && !m.isArray()) {
            throw m.isNull() ? RecordException.of("moves_null") : RecordException.of("moves_not_a_list");
        }
        if (parsed.notText() > 0) {
            throw RecordException.of("list_not_text", "moves", parsed.notText());
        }
        root.remove("moves"); // read as a list of its own: a tree of a million moves would not fit (P237)
        return new GameRecord(setup, parsed.moves(), root);
    }

    /** The file's object without its moves (null if it holds no object), its moves, and the first that is not text. */
    private record Parsed(ObjectNode root, List<String> moves, int notText) {
    }

    /**
     * Reads the JSON with the streaming parser: the moves, which may be a million, as plain texts (the same text
     * once, P237), every other field as a tree. The whole text is read, so that a damaged end is found first.
     */
    private static Parsed parse(String text, Reading reading) {
        try (JsonParser p = json().createParser(text)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                JsonNode other = json().readTree(text); // throws for a text that is not JSON
                return new Parsed(other != null && other.isObject() ? (ObjectNode) other : null, List.of(), 0);
            }
            ObjectNode root = json().createObjectNode();
            List<String> moves = List.of();
            int notText = 0;
            while (p.nextToken() == JsonToken.PROPERTY_NAME) {
                String name = p.currentName();
                if (p.nextToken() == JsonToken.START_ARRAY && name.equals("moves")) {
                    Texts texts = new Texts();
                    moves = new ArrayList<>();
                    for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
                        if (moves.size() % 65_536 == 65_535) {
                            reading.at(p.currentLocation().getCharOffset(), text.length());
                        }
                        if (t == JsonToken.VALUE_STRING) {
                            moves.add(texts.once(p.getString()));
                        } else {
                            notText = notText > 0 ? notText : moves.size() + 1;
                            p.skipChildren();
                        }
                    }
                } else {
                    root.set(name, (JsonNode) Mapper.VALUE.readTree(p));
                }
            }
            if (p.currentToken() != JsonToken.END_OBJECT || p.nextToken() != null) {
                json().readTree(text); // says where the text stops being one JSON object
            }
            return new Parsed(root, moves, notText);
        }
    }

    /** Valid JSON beyond what any record holds: nested too deep, a name or text far too long (P62). */
    /** Which of Jackson's limits the text passed, as the key of its words ({@code file.beyond_limits.*}, P461). */
    static String beyondLimits(StreamConstraintsException e) {
        String m = String.valueOf(e.getMessage()).toLowerCase(java.util.Locale.ROOT);
        return m.contains("nesting depth") ? "nesting" : m.contains("name length") ? "name"
                : m.contains("string value length") ? "text" : m.contains("number") ? "number" : "size";
    }

    /** The field named twice, when that is the problem. */
    static String duplicate(JacksonException e) {
        java.util.regex.Matcher d = java.util.regex.Pattern.compile("Duplicate (?:Object property|field) \"(.*?)\"")
                .matcher(String.valueOf(e.getOriginalMessage()));
        return d.find() ? d.group(1) : null;
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
            throw RecordException.of("setup_word", field);
        }
        return v.asString();
    }

    private static List<String> strings(JsonNode s, String field) throws RecordException {
        JsonNode v = s.get(field);
        if (v == null || v.isNull()) {
            return null;
        }
        if (!v.isArray()) {
            throw RecordException.of("list", field);
        }
        List<String> out = new ArrayList<>();
        for (JsonNode n : v) {
            if (!n.isString()) {
                throw RecordException.of("list_not_text", field, out.size() + 1);
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
            throw RecordException.of("setup_object", field);
        }
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> e : v.properties()) {
            if (!e.getValue().isString()) {
                throw RecordException.of("setup_text", field + "." + e.getKey());
            }
            out.put(e.getKey(), e.getValue().asString());
        }
        return out;
    }

    /** The record as JSON text, indented: format, setup, moves, then any other fields the file had. */
    public static String write(GameRecord r) {
        return write(r, true) + "\n";
    }

    /**
     * The record as JSON text, indented or on one line. Written with Jackson's streaming generator, which starts
     * far faster than the object mapper (a new game's journal is written on the way to the first paint); the
     * mapper's generator is used only when the record carries fields from a file, to copy them unchanged.
     */
    static String write(GameRecord r, boolean indented) {
        StringWriter out = new StringWriter();
        ObjectNode extra = r.extra();
        try (JsonGenerator g = extra == null ? Streaming.generator(out, indented)
                : (indented ? json().writer().with(SerializationFeature.INDENT_OUTPUT)
                        : json().writer().without(SerializationFeature.INDENT_OUTPUT)).createGenerator(out)) {
            g.writeStartObject();
            g.writeStringProperty("format", GameRecord.FORMAT);
            g.writeName("setup");
            writeSetup(g, r.setup(), extra == null ? null : extra.get("setup"));
            g.writeArrayPropertyStart("moves");
            for (String m : r.moves()) {
                g.writeString(m);
            }
            g.writeEndArray();
            if (extra != null) {
                for (Map.Entry<String, JsonNode> e : extra.properties()) {
                    if (!KNOWN.contains(e.getKey())) {
                        g.writeName(e.getKey());
                        g.writeTree(e.getValue());
                    }
                }
            }
            g.writeEndObject();
        }
        return out.toString();
    }

    private static final List<String> KNOWN = List.of("format", "setup", "moves");
    private static final List<String> SETUP_KNOWN = List.of("level", "seats", "start", "names", "instant",
            "continuous", "boards", "eternalBoards", "round2Sides");

    /** A Pro setup value as read: a text, a list of its items, null for a missing field, else the JSON text. */
    private static Object raw(JsonNode n) {
        if (n == null || n.isMissingNode()) {
            return null;
        }
        if (n.isString()) {
            return n.asString();
        }
        if (n.isArray()) {
            List<Object> out = new java.util.ArrayList<>();
            n.forEach(x -> out.add(x.isString() ? x.asString() : x.toString()));
            return out;
        }
        return n.toString();
    }

    private static void writeSetup(JsonGenerator g, RecordSetup s, JsonNode old) {
        g.writeStartObject();
        if (s.level() != null) {
            g.writeStringProperty("level", s.level());
        }
        writeList(g, "seats", s.seats());
        if (s.start() != null) {
            g.writeStringProperty("start", s.start());
        }
        writeMap(g, "names", s.names());
        writeList(g, "instant", s.instant());
        writeList(g, "continuous", s.continuous());
        writeMap(g, "boards", s.boards());
        if (s.eternalBoards() instanceof List<?> ids) {
            g.writeArrayPropertyStart("eternalBoards");
            ids.forEach(x -> g.writeString(String.valueOf(x)));
            g.writeEndArray();
        }
        if (s.round2Sides() != null) {
            g.writeStringProperty("round2Sides", String.valueOf(s.round2Sides()));
        }
        if (old != null && old.isObject()) {
            for (Map.Entry<String, JsonNode> e : old.properties()) {
                if (!SETUP_KNOWN.contains(e.getKey())) {
                    g.writeName(e.getKey());
                    g.writeTree(e.getValue());
                }
            }
        }
        g.writeEndObject();
    }

    private static void writeList(JsonGenerator g, String name, List<String> v) {
        if (v != null) {
            g.writeArrayPropertyStart(name);
            for (String x : v) {
                g.writeString(x);
            }
            g.writeEndArray();
        }
    }

    private static void writeMap(JsonGenerator g, String name, Map<String, String> v) {
        if (v != null) {
            g.writeName(name);
            g.writeStartObject();
            for (Map.Entry<String, String> e : v.entrySet()) {
                g.writeStringProperty(e.getKey(), e.getValue());
            }
            g.writeEndObject();
        }
    }
}
