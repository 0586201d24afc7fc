package org.eternalsevens.rules.board;

import java.util.ArrayList;
import java.util.List;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.Verdict;

/** Which icon {@code pass A} or {@code pass A+N} means (RECORD-FORMAT "Which icon a bare name means"). */
public final class IconChoice {
    private IconChoice() {
    }

    /** The index of the icon meant, or -1. */
    public static int pick(List<PassIcon> icons, int used, PassAction action, Integer bonus) {
        int plain = -1;
        int only = -1;
        int count = 0;
        for (int i = 0; i < icons.size(); i++) {
            PassIcon icon = icons.get(i);
            if ((used & 1 << i) != 0 || icon.action() != action) {
                continue;
            }
            if (bonus != null) {
                if (icon.bonus() == bonus) {
                    return i;
                }
                continue;
            }
            if (icon.bonus() == 0 && plain < 0) {
                plain = i;
            }
            only = i;
            count++;
        }
        if (bonus != null) {
            return -1;
        }
        return plain >= 0 ? plain : count == 1 ? only : -1;
    }

    /** Why no icon was picked. */
    public static Verdict why(List<PassIcon> icons, int used, PassAction action, Integer bonus, Colour who) {
        String name = bonus == null ? action.id() : new PassIcon(action, bonus).label();
        List<String> unused = new ArrayList<>();
        boolean exists = false;
        for (int i = 0; i < icons.size(); i++) {
            PassIcon icon = icons.get(i);
            if (icon.action() == action && (bonus == null || icon.bonus() == bonus)) {
                exists = true;
                if ((used & 1 << i) == 0) {
                    unused.add(icon.label());
                }
            }
        }
        if (!exists) {
            return Verdict.refuseAs(RejectCode.NO_SUCH_ICON, "board", who, name);
        }
        if (unused.isEmpty()) {
            return Verdict.refuseAs(RejectCode.ICON_USED, "board", who, name);
        }
        return Verdict.refuse(RejectCode.WHICH_ICON, who, name, String.join(" or ", unused));
    }
}
