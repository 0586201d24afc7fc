package org.eternalsevens.app.prompt;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.util.ArrayList;
import java.util.List;

import javax.swing.SwingUtilities;

import org.junit.jupiter.api.Test;

/**
 * P208: answers of one kind keep one height from prompt to prompt. A reveal whose tallest eternal was revealed
 * before gave every remaining answer a new, lower height, so none of their kept looks could be copied (P200).
 */
class AnswerHeightTest {
    private static final String LONG = "Its effect is long enough to need three lines at the answers' width, which "
            + "makes this answer taller than any other of the reveal";

    @Test
    void ruling_P208_a_prompt_without_its_tallest_answer_keeps_the_answers_height() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            AnswerCard card = new AnswerCard(null);
            AnswerCard.Answer tall = answer("reveal-tall", "Tall", LONG);
            AnswerCard.Answer a = answer("reveal-a", "Short A", "One line.");
            AnswerCard.Answer b = answer("reveal-b", "Short B", "One line too.");
            AnswerCard.Answer yes = answer("swap-yes", "Yes", "One line.");
            AnswerCard.Answer no = answer("swap-no", "No", "One line.");

            int first = heights(card, List.of(tall, a, b)).get(1);
            int alone = heights(new AnswerCard(null), List.of(a, b)).get(0);
            assertThat(alone).as("a short answer's own height, against the tall one's").isLessThan(first);

            assertThat(heights(card, List.of(a, b))).as("the same kind without its tallest").containsOnly(first);
            assertThat(heights(card, List.of(yes, no)).get(0)).as("another kind takes its own height")
                    .isEqualTo(alone);
        });
    }

    private static AnswerCard.Answer answer(String name, String title, String line) {
        return new AnswerCard.Answer(name, title, line, null, true, org.eternalsevens.rules.basics.Verdict.OK);
    }

    /** Shows the answers in a roomy card and returns each shown answer's height, in order. */
    private static List<Integer> heights(AnswerCard card, List<AnswerCard.Answer> answers) {
        card.show(answers, "");
        Container panel = card.panel();
        Dimension size = card.fit(new Dimension(1000, 800));
        panel.setSize(size);
        panel.doLayout();
        List<Integer> out = new ArrayList<>();
        for (AnswerCard.Answer a : answers) {
            Component c = find(panel, a.name());
            ((Container) c.getParent()).doLayout();
            out.add(c.getHeight());
        }
        return out;
    }

    private static Component find(Container box, String name) {
        for (Component c : box.getComponents()) {
            if (name.equals(c.getName()) && c.isVisible()) {
                return c;
            }
            if (c instanceof Container k) {
                Component in = find(k, name);
                if (in != null) {
                    return in;
                }
            }
        }
        return null;
    }
}
