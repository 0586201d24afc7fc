package org.eternalsevens.rules.board;

import java.util.List;

/** A player board: a name and its pass icons, in printed order (R29). */
public record Board(String name, List<PassIcon> icons) {
    public Board {
        icons = List.copyOf(icons);
        if (icons.size() > 30) {
            throw new IllegalArgumentException("A board has at most 30 icons");
        }
    }
}
