package org.eternalsevens.content;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eternalsevens.rules.basics.Reason;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.json.JsonFactory;

/**
 * A read-only JSON tree for profile files, read with Jackson's streaming parser alone. Profiles are read on the
 * way to the app's first paint, and the streaming parser starts several times faster than the full object
 * mapper (docs/performance.md, "Start-up"). The accessors follow Jackson's {@code JsonNode}: a missing member
 * is a missing node, never null.
 */
public final class ProfileJson implements Iterable<ProfileJson> {
    private static final JsonFactory FACTORY = new JsonFactory();
    private static final ProfileJson MISSING = new ProfileJson(null);

    private final Object value; // Map, List, String, Long, Double, Boolean, NULL, or null for missing
    private static final Object NULL = new Object();

    private ProfileJson(Object value) {
        this.value = value;
    }

    /** Parses one JSON document; a syntax error or trailing content is a {@link JacksonException}. */
    public static ProfileJson parse(String text) {
        try (JsonParser p = FACTORY.createParser(ObjectReadContext.empty(), text)) {
            JsonToken t = p.nextToken();
            if (t == null) {
                throw new Unreadable("empty");
            }
            ProfileJson root = new ProfileJson(read(p, t));
            if (p.nextToken() != null) {
                throw new Unreadable("more");
            }
            return root;
        }
    }

    /** A document that is empty or goes on after its end: the reason as a value ({@code profile.json.*}; P496). */
    static final class Unreadable extends IllegalArgumentException {
        private final transient Reason reason;

        Unreadable(String what) {
            super("profile.json." + what);
            this.reason = new Reason("profile.json." + what, List.of());
        }

        Reason reason() {
            return reason;
        }
    }

    private static Object read(JsonParser p, JsonToken t) {
        switch (t) {
            case START_OBJECT:
                Map<String, Object> m = new LinkedHashMap<>();
                for (JsonToken k = p.nextToken(); k != JsonToken.END_OBJECT; k = p.nextToken()) {
                    String name = p.currentName();
                    m.put(name, read(p, p.nextToken()));
                }
                return m;
            case START_ARRAY:
                List<Object> l = new ArrayList<>();
                for (JsonToken e = p.nextToken(); e != JsonToken.END_ARRAY; e = p.nextToken()) {
                    l.add(read(p, e));
                }
                return l;
            case VALUE_STRING: return p.getString();
            case VALUE_NUMBER_INT: return p.getLongValue();
            case VALUE_NUMBER_FLOAT: return p.getDoubleValue();
            case VALUE_TRUE: return Boolean.TRUE;
            case VALUE_FALSE: return Boolean.FALSE;
            default: return NULL;
        }
    }

    public ProfileJson path(String name) {
        return value instanceof Map<?, ?> m && m.containsKey(name) ? new ProfileJson(m.get(name)) : MISSING;
    }

    public ProfileJson path(int index) {
        return value instanceof List<?> l && index >= 0 && index < l.size() ? new ProfileJson(l.get(index)) : MISSING;
    }

    public boolean has(String name) {
        return value instanceof Map<?, ?> m && m.containsKey(name);
    }

    public boolean isMissingNode() {
        return value == null;
    }

    public boolean isObject() {
        return value instanceof Map;
    }

    public boolean isArray() {
        return value instanceof List;
    }

    public boolean isString() {
        return value instanceof String;
    }

    public boolean isBoolean() {
        return value instanceof Boolean;
    }

    public boolean asBoolean(boolean otherwise) {
        return value instanceof Boolean b ? b : otherwise;
    }

    /** A whole number that fits an int. */
    public boolean isInt() {
        return value instanceof Long n && n >= Integer.MIN_VALUE && n <= Integer.MAX_VALUE;
    }

    public int asInt() {
        return asInt(0);
    }

    public int asInt(int otherwise) {
        return isInt() ? ((Long) value).intValue() : otherwise;
    }

    public String asString() {
        return asString("");
    }

    public String asString(String otherwise) {
        return value instanceof String s ? s : otherwise;
    }

    public int size() {
        return value instanceof List<?> l ? l.size() : value instanceof Map<?, ?> m ? m.size() : 0;
    }

    /** The elements of an array; nothing for anything else. */
    @Override
    public Iterator<ProfileJson> iterator() {
        List<ProfileJson> out = new ArrayList<>();
        if (value instanceof List<?> l) {
            l.forEach(v -> out.add(new ProfileJson(v)));
        }
        return out.iterator();
    }

    /** The members of an object, in file order; nothing for anything else. */
    public List<Map.Entry<String, ProfileJson>> properties() {
        if (!(value instanceof Map<?, ?> m)) {
            return Collections.emptyList();
        }
        List<Map.Entry<String, ProfileJson>> out = new ArrayList<>();
        m.forEach((k, v) -> out.add(Map.entry((String) k, new ProfileJson(v))));
        return out;
    }
}
