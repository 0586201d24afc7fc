package org.eternalsevens.app.pro;

import java.util.ArrayList;
import java.util.List;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.words.RewardWords;
import org.eternalsevens.words.Words;
import org.eternalsevens.rules.board.EternalAbility;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.board.HardPassLimit;
import org.eternalsevens.rules.board.PassIcon;
import org.eternalsevens.rules.board.Preparation;
import org.eternalsevens.rules.track.RewardEvent;
import org.eternalsevens.rules.track.RewardTerm;
import org.eternalsevens.words.Ui;

/**
 * An Eternal board in the app's words (issue 11 item 4): its heading, each pass icon with its bonus, each reward
 * list on one line ("Go out: 2 stars, 2 hearts per token (at most 4)"), the Preparation, and each ability or
 * restriction on one line. The words come from the board's data (R55-R57, R61-R76), never from its name.
 */
public final class BoardWords {
    /** The hand sizes' words (P324); no player is named. */
    private static final Words LIMITS = Words.english(Colour::title);
    private static final RewardWords TERMS = new RewardWords(LIMITS);

    private BoardWords() {
    }

    /** "Kyubi (board 9, side A)". */
    public static String heading(EternalBoard b) {
        return Ui.text("pro.board.heading", b.title(), b.number(), b.side());
    }

    /** "take +2: take a card from the discard pile, +2 tokens"; the Preparation icon says so (R54). */
    public static String icon(PassIcon i) {
        String bonus = i.bonus() == 0 ? "" : Ui.text("pro.board.icon.bonus", i.bonus());
        return i.label() + ": " + Ui.game(i.action()) + bonus;
    }

    /** The Preparation line, or null when the board has none: "Preparation: gains 1 token". */
    public static String preparation(EternalBoard b) {
        return b.preparation() == Preparation.NONE ? null : Ui.text("pro.board.preparation", Ui.preparation(b.preparation()));
    }

    /** One line per reward list the board prints, in R57's order: Go out, Hard Pass, star block, any Hard Pass. */
    public static List<String> rewards(EternalBoard b) {
        List<String> out = new ArrayList<>();
        out.add(Ui.text("pro.board.goOut", terms(b.rewards(RewardEvent.GO_OUT))));
        out.add(Ui.text("pro.board.hardPass", terms(b.rewards(RewardEvent.HARD_PASS))));
        if (!b.rewards(RewardEvent.STAR_BLOCK).isEmpty()) {
            out.add(Ui.text("pro.board.starBlock", terms(b.rewards(RewardEvent.STAR_BLOCK))));
        }
        if (!b.rewards(RewardEvent.ANY_HARD_PASS).isEmpty()) {
            out.add(Ui.text("pro.board.anyHardPass", terms(b.rewards(RewardEvent.ANY_HARD_PASS))));
        }
        return out;
    }

    /** The terms of one event joined: "6 hearts, 1 star if at least 2 tokens"; "nothing" for none. */
    public static String terms(List<RewardTerm> terms) {
        if (terms.isEmpty()) {
            return Ui.text("pro.board.nothing");
        }
        List<String> out = new ArrayList<>();
        terms.forEach(t -> out.add(term(t)));
        return String.join(", ", out);
    }

    /** One R56 term: "2 hearts per token (at most 4)", "1 star per 2 unused discs (at most 2)", "1 star if 0 unused discs". */
    public static String term(RewardTerm t) {
        StringBuilder b = new StringBuilder(TERMS.amount(t.kind(), t.amount()));
        if (t.hasUnit()) {
            b.append(" per ").append(t.per() == 1 ? TERMS.noun(t.unit(), false) : t.per() + " "
                    + TERMS.noun(t.unit(), true));
        }
        if (t.hasMax()) {
            b.append(Ui.text("pro.board.atMostCap", t.max()));
        }
        if (!t.conditions().isEmpty()) {
            b.append(" if ").append(TERMS.conditions(t));
        }
        return b.toString();
    }

    /** One line per ability (R61-R74) and restriction (R62, R65, R75, R76) of the board, abilities first. */
    public static List<String> abilities(EternalBoard b) {
        List<String> out = new ArrayList<>();
        for (EternalAbility a : b.abilities()) {
            out.add(capital(Ui.game(a)));
        }
        if (b.ignoresX()) {
            out.add(Ui.text("pro.board.ignoresX"));
        }
        if (b.secondCard() == EternalBoard.SecondCard.ANY) {
            out.add(Ui.text("pro.board.secondCard"));
        } else if (b.secondCard() == EternalBoard.SecondCard.SAME_COLOUR) {
            out.add(Ui.text("pro.board.secondCard.sameColour"));
        }
        if (b.hardPass() != HardPassLimit.MAX2) {
            out.add(Ui.text("pro.board.hardPassOnly", LIMITS.text(b.hardPass())));
        }
        if (b.noTokens()) {
            out.add(Ui.text("pro.board.noTokens"));
        } else if (b.tokenCap() != 2) {
            out.add(Ui.text("pro.board.tokenCap", b.tokenCap()));
        }
        return out;
    }

    /** Every line of the board as the app shows it, for a tooltip or a test: icons, Preparation, rewards, abilities. */
    public static List<String> all(EternalBoard b) {
        List<String> out = new ArrayList<>();
        out.add(heading(b));
        b.icons().forEach(i -> out.add(icon(i)));
        String prep = preparation(b);
        if (prep != null) {
            out.add(prep);
        }
        out.addAll(rewards(b));
        out.addAll(abilities(b));
        return out;
    }

    private static String capital(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
