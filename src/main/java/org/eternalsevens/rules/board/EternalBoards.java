package org.eternalsevens.rules.board;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The twenty Eternal board sides of the Pro level (R50), by id, as profiles/eternal-boards.json lists them. */
public record EternalBoards(Map<String, EternalBoard> byId) {
    /** No Eternal boards, for content built without Pro. */
    public static final EternalBoards NONE = new EternalBoards(Map.of());

    public EternalBoards {
        byId = Collections.unmodifiableMap(new LinkedHashMap<>(byId));
    }

    /** The side with this id ({@code 9a} or {@code 9A}), or null. */
    public EternalBoard side(String id) {
        return id == null ? null : byId.get(id.trim().toUpperCase(Locale.ROOT));
    }

    /** The side with this name ({@code kyubi}, any case), or null. */
    public EternalBoard named(String name) {
        for (EternalBoard b : byId.values()) {
            if (b.name().equalsIgnoreCase(name == null ? "" : name.trim())) {
                return b;
            }
        }
        return null;
    }

    /** Every side, in file order. */
    public List<EternalBoard> all() {
        return new ArrayList<>(byId.values());
    }

    public boolean isEmpty() {
        return byId.isEmpty();
    }
}
