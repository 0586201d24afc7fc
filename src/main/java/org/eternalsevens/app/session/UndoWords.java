package org.eternalsevens.app.session;

import java.util.List;

import org.eternalsevens.rules.Engine;
import org.eternalsevens.rules.Event;
import org.eternalsevens.rules.Outcome;
import org.eternalsevens.rules.TurnEvent;

/** What Undo and Redo would take back or put back, in a few words (the Edit menu's and the summary's, P235). */
final class UndoWords {
    private UndoWords() {
    }

    /** What Undo would take back, in a few words ("Blue played red 9 on R9"), or null. */
    static String undo(GameSession session) {
        if (!session.canUndo()) {
            return null;
        }
        int last = session.moveCount() - 1;
        return firstSentence(session, session.eventValuesOf(last), session.move(last));
    }

    /** What Redo would put back, in a few words, or null. */
    static String redo(GameSession session) {
        if (!session.canRedo()) {
            return null;
        }
        String text = session.redoMove();
        try {
            Outcome o = Engine.apply(session.state(), org.eternalsevens.record.Notation.parse(text));
            if (o instanceof Outcome.Applied a) {
                return firstSentence(session, a.events(), text);
            }
        } catch (org.eternalsevens.record.NotationException | RuntimeException e) {
            // the record's own words then
        }
        return org.eternalsevens.words.Quoted.shortened(text, WORDS);
    }

    /** The most characters of the words of Undo and Redo: a long note is shortened (P235). */
    private static final int WORDS = 100;

    /** The first event's sentence without its full stop; a token used is no news (it comes with its card). */
    private static String firstSentence(GameSession session, List<Event> events, String otherwise) {
        for (Event event : events) {
            if (!(event instanceof TurnEvent.TokenUsed)) {
                String e = session.sentence(event);
                return org.eternalsevens.words.Quoted.shortened(e.endsWith(".") ? e.substring(0, e.length() - 1) : e,
                        WORDS);
            }
        }
        return org.eternalsevens.words.Quoted.shortened(otherwise, WORDS);
    }
}
