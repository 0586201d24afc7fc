package org.eternalsevens.app.pro;

import static com.formdev.flatlaf.FlatClientProperties.STYLE_CLASS;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.swing.JFrame;
import javax.swing.JLabel;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.eternalsevens.app.GuiTestBase;
import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.board.EternalBoards;
import org.eternalsevens.rules.board.ProChoosing;
import org.eternalsevens.rules.board.ProSetup;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.Verdict;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.eternalsevens.app.look.Html;
import org.eternalsevens.app.look.Theme;

/** The choosing view (R52, R53) on hand-made choosings: who chooses, the boards in words, one click chooses. */
class ChoosingViewTest extends GuiTestBase {
    private static final EternalBoards BOARDS = ContentLoader.defaults().eternalBoards();
    private static final List<Colour> SEATS = List.of(Colour.RED, Colour.BLUE, Colour.GREEN, Colour.YELLOW);
    private static final Map<Colour, String> NAMES = Map.of(Colour.RED, "Ann", Colour.BLUE, "Ben", Colour.GREEN,
            "Cleo", Colour.YELLOW, "Dev");
    private FrameFixture window;
    private ChoosingView view;
    private final List<EternalBoard> chosen = new ArrayList<>();

    @AfterEach
    void close() {
        if (window != null) {
            window.cleanUp();
        }
    }

    private void open(ProChoosing c, java.util.function.Function<EternalBoard, Verdict> verdict) {
        view = GuiActionRunner.execute(() -> {
            ChoosingView v = new ChoosingView();
            v.setVisible(true);
            v.show(c, NAMES::get, verdict, chosen::add);
            return v;
        });
        JFrame f = GuiActionRunner.execute(() -> {
            JFrame fr = new JFrame("Choosing");
            fr.setContentPane(view);
            fr.setSize(1300, 800);
            return fr;
        });
        window = new FrameFixture(robot, f);
        window.show(new java.awt.Dimension(1300, 800));
        window.focus();
    }

    /** A line's words, and the label shows them (wrapped to the width in sight). */
    private String text(String name) {
        String plain = GuiActionRunner.execute(() -> view.plainText(name));
        assertThat(window.label(name).text().replaceAll("<[^>]*>", "")).isEqualTo(
                org.eternalsevens.app.look.Html.escape(plain));
        return plain;
    }

    private static ProChoosing round1() {
        ProSetup setup = ProSetup.defaults(4);
        return ProChoosing.start(1, ProSetup.round1Order(SEATS, Colour.RED), setup.showing(1, BOARDS));
    }

    /** FlatLaf's first style costs the window's first paint: the headings take theirs when first shown. */
    @Test
    void P311_theHeadingsTakeTheirStylesAtTheFirstShow_notWhenTheWindowIsBuilt() {
        ChoosingView fresh = GuiActionRunner.execute(() -> new ChoosingView());
        for (String name : List.of("choosing-title", "choosing-who")) {
            assertThat(GuiActionRunner.execute(() -> named(fresh, name).getClientProperty(STYLE_CLASS))).isNull();
        }
        ProChoosing c = round1();
        open(c, b -> c.check(c.next(), b.name()));
        float plain = GuiActionRunner.execute(() -> javax.swing.UIManager.getFont("Label.font").getSize2D());
        JLabel title = window.label("choosing-title").target();
        JLabel who = window.label("choosing-who").target();
        assertThat(GuiActionRunner.execute(() -> title.getClientProperty(STYLE_CLASS))).isEqualTo("h3");
        assertThat(GuiActionRunner.execute(() -> who.getClientProperty(STYLE_CLASS))).isEqualTo("h4");
        assertThat(GuiActionRunner.execute(() -> title.getFont().getSize2D())).isGreaterThan(plain); // h3: +3
        assertThat(GuiActionRunner.execute(() -> who.getFont().isBold())).isTrue(); // FlatLaf's h4: bold
    }

    private static JLabel named(java.awt.Container in, String name) {
        for (java.awt.Component c : in.getComponents()) {
            if (c instanceof JLabel l && name.equals(l.getName())) {
                return l;
            }
            if (c instanceof java.awt.Container inner) {
                JLabel found = named(inner, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    @Test
    void R52_theNextChooserIsNamed_everyBoardOnOfferHasAButton_andOneClickChooses() {
        ProChoosing c = round1().choose(Colour.YELLOW, "pegasus");
        open(c, b -> c.check(c.next(), b.name()));
        assertThat(text("choosing-title")).isEqualTo("Round 1: choosing the Eternal boards");
        assertThat(text("choosing-who")).contains("Cleo (Green) chooses a board; then Ben, Ann.");
        window.label("taken-pegasus").requireText("Taken by " + org.eternalsevens.app.look.Theme.symbol(Colour.YELLOW)
                + " Dev (Yellow)");
        for (String name : List.of("phoenix", "witch", "minotaur", "yeti")) {
            window.button("choose-" + name).requireEnabled();
        }
        assertThat(robot.finder().findAll(view, comp -> ("choose-pegasus").equals(comp.getName()))).isEmpty();
        press(window.button("choose-witch"));
        assertThat(chosen).containsExactly(BOARDS.named("witch"));
    }

    @Test
    void R53_aRefusedBoardIsDisabled_withTheEngineSentence_andRound2SaysTheLeftOverIsOut() {
        ProChoosing c = ProChoosing.start(2, List.of(Colour.BLUE, Colour.RED), new ProSetup(
                List.of("1A", "2A", "3A"), ProSetup.Round2Sides.FLIP).showing(2, BOARDS));
        open(c, b -> b.name().equals("fairy") ? Verdict.refuseAs(RejectCode.BOARD_NOT_ON_OFFER, "now")
                : c.check(c.next(), b.name()));
        window.button("choose-fairy").requireDisabled().requireToolTip("That board is not on offer now.");
        window.button("choose-vampire").requireEnabled();
        assertThat(text("choosing-note")).contains("The board left over is out of the game.");
        assertThat(text("choosing-who")).contains("Ben (Blue) chooses a board; then Ann.");
    }

    @Test
    void R57_eachBoardOnOfferIsDrawnWithItsIconsRewardsAndAbilities() {
        ProChoosing c = round1();
        open(c, b -> c.check(c.next(), b.name()));
        BoardCard witch = (BoardCard) robot.finder().find(view, comp -> "board-witch".equals(comp.getName()));
        List<String> texts = GuiActionRunner.execute(witch::texts);
        assertThat(texts).contains("Witch (board 2, side A)", "Go out: 1 star, 3 hearts", "Any player's Hard Pass: 2 hearts",
                "May play onto spaces under X tokens");
        assertThat(texts).anyMatch(t -> t.contains("dragon+1: a Dragon action, +1 token"));
        assertThat(texts).anyMatch(t -> t.startsWith("Preparation: the Forbidden cube goes to"));
    }

    @Test
    void P448_round2sBoardsAreBuiltAheadAtTheChoosingsWidth_andShownAsBuilt() throws Exception {
        ProSetup setup = ProSetup.defaults(4);
        ProChoosing c = round1();
        open(c, b -> c.check(c.next(), b.name()));
        List<EternalBoard> round2 = setup.showing(2, BOARDS);
        int width = GuiActionRunner.execute(() -> {
            for (EternalBoard b : round2) {
                assertThat(view.kept().built(b)).as("not built before round 1's end").isNull();
            }
            view.setVisible(false); // round 1's choosing is over: the view is hidden while round 1 is played
            view.kept().buildAhead(round2);
            return view.kept().card(c.showing().get(0)).getWidth();
        });
        assertThat(width).as("round 1's cards laid out").isPositive();
        for (int wait = 0; wait < 250 && GuiActionRunner.execute(() -> view.kept().building()); wait++) {
            Thread.sleep(20);
        }
        List<BoardCard> ahead = GuiActionRunner.execute(() -> round2.stream().map(view.kept()::built).toList());
        assertThat(ahead).doesNotContainNull();
        assertThat(ahead).allSatisfy(card -> assertThat(card.getWidth()).as("laid out at the choosing's width")
                .isEqualTo(width));
        List<Integer> lines = GuiActionRunner.execute(() -> lineWidths(ahead));
        ProChoosing c2 = ProChoosing.start(2, List.of(Colour.BLUE, Colour.RED, Colour.GREEN, Colour.YELLOW), round2);
        GuiActionRunner.execute(() -> {
            view.setVisible(true);
            view.show(c2, NAMES::get, b -> c2.check(c2.next(), b.name()), chosen::add);
        });
        robot.waitForIdle();
        for (int i = 0; i < round2.size(); i++) {
            String name = "board-" + round2.get(i).name();
            BoardCard shown = (BoardCard) robot.finder().find(view, comp -> name.equals(comp.getName()));
            assertThat(shown).as("round 2 shows the card built ahead").isSameAs(ahead.get(i));
            assertThat(GuiActionRunner.execute(shown::getWidth)).isEqualTo(width);
        }
        assertThat(GuiActionRunner.execute(() -> lineWidths(ahead))).as("each line shown at the width it was broken at")
                .isEqualTo(lines);
    }

    /** The widths of every line of the cards. */
    private static List<Integer> lineWidths(List<BoardCard> cards) {
        List<Integer> out = new ArrayList<>();
        for (BoardCard card : cards) {
            for (java.awt.Component l : card.getComponents()) {
                out.add(l.getWidth());
            }
        }
        return out;
    }
}
