package org.eternalsevens.app.actions;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eternalsevens.app.session.Table;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Verdict;
import org.eternalsevens.rules.board.IconName;
import org.eternalsevens.rules.board.PassAction;

/**
 * The engine's verdicts on the bar's moves during one update: the bar's key and its buttons ask the same moves, and
 * each is asked once (cleared after each update, so a click asks the engine afresh). Split from {@link ActionBar}.
 */
final class PassVerdicts {
    /** The Pro icons' passes come from the legal moves themselves: their arguments (pairs of spaces) are many. */
    private static final Set<PassAction> PRO_KINDS = EnumSet.of(PassAction.MUSTPLAY2,
            PassAction.TAKE, PassAction.DECLARE, PassAction.TENS, PassAction.DRAIN, PassAction.PREP);

    private final Table table;
    private final Map<Move, Verdict> checked = new HashMap<>();
    private final Map<Integer, List<Move.Pass>> variantsOf = new HashMap<>();

    PassVerdicts(Table table) {
        this.table = table;
    }

    void clear() {
        checked.clear();
        variantsOf.clear();
    }

    Verdict check(Move m) {
        return checked.computeIfAbsent(m, table::check);
    }

    private List<Move.Pass> variants(GameState s, Colour actor, int index) {
        return variantsOf.computeIfAbsent(index, i -> PassMoves.variants(s, actor, i));
    }

    /** The passes on icon {@code index} the engine would accept now. */
    List<Move.Pass> okVariants(GameState s, Colour actor, int index) {
        if (PRO_KINDS.contains(s.icons(actor).get(index).action())) {
            return legalOn(s, actor, index);
        }
        List<Move.Pass> ok = new ArrayList<>();
        for (Move.Pass m : variants(s, actor, index)) {
            if (check(m).ok()) {
                ok.add(m);
            }
        }
        return ok;
    }

    /** The passes on icon {@code index} that {@code LegalMoves.of} lists now. */
    private List<Move.Pass> legalOn(GameState s, Colour actor, int index) {
        IconName name = LegalMoves.iconName(s, actor, index);
        List<Move.Pass> out = new ArrayList<>();
        for (Move m : table.legalMoves()) {
            if (m instanceof Move.Pass p && p.actor() == actor && p.icon().equals(name)) {
                out.add(p);
            }
        }
        return out;
    }

    /** Why the first refused pass on icon {@code index} is refused (OK when none is). */
    Verdict firstRefusal(GameState s, Colour actor, int index) {
        for (Move.Pass m : variants(s, actor, index)) {
            Verdict v = check(m);
            if (!v.ok()) {
                return v;
            }
        }
        return Verdict.OK;
    }
}
