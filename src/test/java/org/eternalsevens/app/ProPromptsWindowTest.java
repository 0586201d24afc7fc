package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.Predicate;

import javax.swing.JButton;

import org.assertj.swing.edt.GuiActionRunner;
import org.eternalsevens.app.session.GameSession;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordFiles;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.record.Summary;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.dragon.DragonAction;
import org.eternalsevens.rules.Engine;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.Outcome;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.basics.Space;
import org.junit.jupiter.api.Test;

/**
 * Issue 11: the Pro prompts and highlights by clicks in the game window, on real Pro positions. Each position
 * is reached off screen by seeded random legal moves from a two- or three-player Pro record (the boards under test chosen first) (its seed printed), saved
 * as a record, and opened in the window; from there on only clicks on the window make moves.
 */
class ProPromptsWindowTest extends AppGuiTest {
    private static final List<String> TWO = List.of("red", "blue");
    private static final List<String> THREE = List.of("red", "blue", "green");

    @Test
    void R67_theSkeletonsPurpleCard_offersExactlyTheLegalGifts_andAClickGivesTheCard() throws Exception {
        Space[] purple = new Space[1];
        open("r67.json", THREE, List.of("2A", "4B", "8A", "1A"), List.of("skeleton"), s -> {
            if (!owns(s, "skeleton") || s.pending() != Pending.NONE || s.player(s.toMove()).hand() < 2) {
                return false;
            }
            for (Move m : LegalMoves.of(s)) {
                if (m instanceof Move.Play p && p.space().isPurple()) {
                    purple[0] = p.space();
                    return true;
                }
            }
            return false;
        });
        Colour skeleton = state().toMove();
        click(purple[0]);
        waitFor("the Skeleton's gift", () -> state().pending() == Pending.GIVE);
        GameState s = state();
        Set<Colour> legal = new HashSet<>();
        Move.Give plain = null;
        for (Move m : LegalMoves.of(s)) {
            assertThat(m).isInstanceOf(Move.Give.class);
            Move.Give g = (Move.Give) m;
            legal.add(g.target());
            if (!g.rare() && plain == null) {
                plain = g;
            }
        }
        assertThat(legal).as("both other players may be given a card").hasSize(2).doesNotContain(skeleton);
        Set<Colour> offered = new HashSet<>();
        for (Colour c : s.setup().seats()) {
            if (c != skeleton && enabled("give-" + c.id())) {
                offered.add(c);
            }
        }
        assertThat(offered).as("the gift prompt's enabled buttons").isEqualTo(legal);
        assertThat(plain).as("a plain gift").isNotNull();
        GameState expected = ((Outcome.Applied) Engine.apply(s, plain)).state();
        int before = moveCount();
        press(window.button("give-" + plain.target().id()));
        waitFor("the gift", () -> moveCount() == before + 1);
        for (Colour c : s.setup().seats()) {
            assertThat(state().player(c).hand()).as(c + "'s hand").isEqualTo(expected.player(c).hand());
        }
        assertThat(state().player(plain.target()).hand()).isEqualTo(s.player(plain.target()).hand() + 1);
    }

    @Test
    void R65_theBarongsFirstCard_thenTheFieldHighlightsOnlyThatColour_andAClickIsTheSecondCard() throws Exception {
        Space[] first = new Space[1];
        open("r65.json", TWO, List.of("2A", "4B", "8A"), List.of("barong"), s -> {
            if (!owns(s, "barong") || s.pending() != Pending.NONE || s.turn().cards() != 0
                    || s.player(s.toMove()).hand() < 3) {
                return false;
            }
            for (Move m : LegalMoves.of(s)) {
                if (m instanceof Move.Play p && !p.space().isEternalNumber()
                        && Engine.apply(s, m) instanceof Outcome.Applied a && a.state().toMove() == s.toMove()
                        && a.state().turn().cards() == 1 && hasPlay(a.state())) {
                    first[0] = p.space();
                    return true;
                }
            }
            return false;
        });
        Colour barong = state().toMove();
        int before = moveCount();
        click(first[0]);
        waitFor("the first card", () -> moveCount() == before + 1);
        GameState s = state();
        assertThat(s.toMove()).isEqualTo(barong);
        Set<Space> plays = plays(s);
        assertThat(plays).isNotEmpty().isEqualTo(new HashSet<>(LegalMoves.spaces(s).play()));
        assertThat(plays).allMatch(sp -> colourOf(sp).equals(colourOf(first[0])));
        assertThat(GuiActionRunner.execute(() -> frame.field().highlighted())).isEqualTo(plays);
        Space second = plays.iterator().next();
        click(second);
        waitFor("the second card", () -> moveCount() == before + 2);
        assertThat(moves().get(before + 1)).isEqualTo(barong.id() + ": play " + second);
    }

    @Test
    void R62_theMummyUnderTheWitchsForbiddenX_seesTheXSpaceHighlighted_andAClickPlaysThere() throws Exception {
        Space[] under = new Space[1];
        open("r62.json", TWO, List.of("2A", "8B", "9A"), List.of("witch", "mummy"), s -> {
            if (!(owns(s, "mummy") || owns(s, "kyubi")) || s.pending() != Pending.NONE) {
                return false;
            }
            for (Space sp : plays(s)) {
                if (s.gamer().round().dragon().forbids(sp)) {
                    under[0] = sp;
                    return true;
                }
            }
            return false;
        });
        GameState s = state();
        assertThat(s.gamer().round().dragon().forbids(under[0])).as("an X space (Forbidden front 1: 3s and 8s)").isTrue();
        assertThat(under[0].number()).isIn(3, 8);
        assertThat(GuiActionRunner.execute(() -> frame.field().highlighted())).contains(under[0])
                .isEqualTo(plays(s));
        int before = moveCount();
        click(under[0]);
        waitFor("the play under the X", () -> moveCount() == before + 1);
        assertThat(moves().get(before)).isEqualTo(s.toMove().id() + ": play " + under[0]);
    }

    @Test
    void R73_theWitchsDragonAction_offersForbiddenButtons_andAClickMovesTheCube() throws Exception {
        int[] to = new int[1];
        open("r73.json", TWO, List.of("2A", "4B", "8A"), List.of("witch"), s -> {
            if (!owns(s, "witch") || s.pending() != Pending.DRAGON) {
                return false;
            }
            int next = s.gamer().round().dragon().forbidden().space() + 1;
            for (Move m : LegalMoves.of(s)) {
                if (m instanceof Move.TakeDragon t && t.action() instanceof DragonAction.Forbidden f
                        && f.space().isPresent() && f.space().getAsInt() != next) {
                    to[0] = f.space().getAsInt();
                    return true;
                }
            }
            return false;
        });
        assertThat(forbiddenSpace()).isNotEqualTo(to[0]);
        assertThat(enabled("forbidden-" + to[0])).as("the button forbidden-" + to[0]).isTrue();
        int before = moveCount();
        JButton b = window.button("forbidden-" + to[0]).target();
        GuiActionRunner.execute(() -> b.scrollRectToVisible(new java.awt.Rectangle(b.getSize())));
        press(window.button("forbidden-" + to[0]));
        waitFor("the cube's move", () -> moveCount() == before + 1);
        assertThat(moves().get(before)).endsWith("dragon forbidden " + to[0]);
        assertThat(forbiddenSpace()).as("summary dragon.forbidden.space").isEqualTo(to[0]);
    }

    /**
     * Plays seeded random legal moves off screen from the Pro setup until {@code wanted} holds, then opens that
     * game in the window as a record.
     */
    private void open(String file, List<String> seats, List<String> boards, List<String> chosen, Predicate<GameState> wanted)
            throws Exception {
        RecordSetup rs = new RecordSetup("pro", seats, "red", null, null, null, null, boards, "flip");
        for (long seed = 1; seed <= 200; seed++) {
            GameSession g = new GameSession(rs.toSetup(content()).setup(), new GameRecord(rs, List.of(), null),
                    List.of(), null);
            Random rng = new Random(seed);
            for (int n = 0; n < 400 && !g.state().finished() && g.state().round() == 1; n++) {
                GameState s = g.state();
                if (s.pending() != Pending.CHOOSE && wanted.test(s)) {
                    System.out.println("ProPromptsWindowTest " + file + ": seed " + seed + ", " + g.moveCount()
                            + " moves");
                    Path path = home.resolve(file);
                    RecordFiles.save(path, g.toRecord());
                    openWindow();
                    openRecord(path);
                    assertThat(moves()).isEqualTo(g.moves());
                    return;
                }
                List<Move> legal = LegalMoves.of(s);
                List<Move> wantedBoard = legal.stream().filter(m -> m instanceof Move.Choose c
                        && chosen.contains(c.board())).toList();
                if (!wantedBoard.isEmpty()) { // the boards under test are chosen first
                    assertThat(g.play(wantedBoard.get(0))).isInstanceOf(Outcome.Applied.class);
                    continue;
                }
                List<Move> plays = legal.stream().filter(m -> m instanceof Move.Play).toList();
                Move m = !plays.isEmpty() && rng.nextDouble() < 0.8 ? plays.get(rng.nextInt(plays.size()))
                        : legal.get(rng.nextInt(legal.size()));
                assertThat(g.play(m)).isInstanceOf(Outcome.Applied.class);
            }
        }
        throw new AssertionError("no position for " + file + " in 200 seeded games");
    }

    private static boolean owns(GameState s, String board) {
        return s.board(s.toMove()) != null && board.equals(s.board(s.toMove()).name());
    }

    private static Set<Space> plays(GameState s) {
        Set<Space> out = new HashSet<>();
        for (Move m : LegalMoves.of(s)) {
            if (m instanceof Move.Play p) {
                out.add(p.space());
            }
        }
        return out;
    }

    private static boolean hasPlay(GameState s) {
        return !plays(s).isEmpty();
    }

    private static String colourOf(Space sp) {
        return sp.isPurple() ? "purple" : sp.row().id();
    }

    private boolean enabled(String name) {
        return GuiActionRunner.execute(() -> {
            JButton b = robot.finder().findByName(frame, name, JButton.class, true);
            return b.isEnabled();
        });
    }

    private int forbiddenSpace() {
        return GuiActionRunner.execute(() -> Summary.of(frame.table().session().state(), null)
                .get("dragon").get("forbidden").get("space").asInt());
    }
}
