package org.eternalsevens.sim;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.Notation;
import org.eternalsevens.record.NotationException;
import org.eternalsevens.rules.basics.CardColour;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.Engine;
import org.eternalsevens.rules.setup.GameContent;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.basics.InstantEternal;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.setup.LevelRules;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.Outcome;
import org.eternalsevens.rules.board.PassAction;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.setup.SetupCheck;

/**
 * A whole-game table simulator. From a seed it deals real hands, then plays random legal moves to the end through
 * {@link Engine#apply}, entering each as a table would in record notation, mirroring every move on the real cards
 * and entering {@code table: rare} after hidden exchanges. It never needs {@code table: fix}.
 */
public final class Simulator {
    /**
     * Called after every accepted move, table corrections included. {@code settled} is false while the table still
     * has rare-card corrections to enter after a hidden exchange: until then only hand sizes are known to agree.
     */
    public interface Watcher {
        void afterMove(Simulator sim, GameState before, GameState after, String move, boolean settled);
    }

    private static final int MAX_MOVES = 3000;
    private final long seed;
    final Random rng;
    private final Setup setup;
    private final Table table;
    private final double passChance;
    private final Watcher watcher;
    private final List<String> moves = new ArrayList<>();
    private final Map<String, Integer> features = new TreeMap<>();
    private GameState state;

    private Simulator(long seed, Level level, int players, Watcher watcher) {
        this.seed = seed;
        this.rng = new Random(seed);
        this.setup = randomSetup(ContentLoader.defaults(), level, players, rng);
        this.table = Table.deal(setup, rng);
        this.passChance = 0.04 + rng.nextDouble() * 0.3;
        this.watcher = watcher;
        this.state = GameState.initial(setup);
    }

    /** Plays one game to the end. */
    public static SimulatedGame play(long seed, Level level, int players, Watcher watcher) {
        Simulator sim = new Simulator(seed, level, players, watcher == null ? (s, b, a, m, k) -> { } : watcher);
        sim.run();
        return new SimulatedGame(seed, sim.setup, List.copyOf(sim.moves), sim.state, sim.table, sim.features);
    }

    public GameState state() {
        return state;
    }

    public Table table() {
        return table;
    }

    public Random rng() {
        return rng;
    }

    public List<String> moves() {
        return moves;
    }

    private void run() {
        while (!state.finished()) {
            if (moves.size() > MAX_MOVES) {
                throw new AssertionError("the game did not end after " + MAX_MOVES + " moves");
            }
            step();
        }
    }

    private void step() {
        GameState s = state;
        if (s.awaiting() == org.eternalsevens.rules.basics.Awaiting.PLAY && s.turn().cards() > 0) {
            List<Move> more = Options.plays(s, table, s.toMove(), false);
            if (!more.isEmpty() && rng.nextDouble() < 0.7) {
                Move m = pick(more);
                note(m instanceof Move.PlayRare ? "further rare" : s.rulesInForce(s.toMove()).secondCard()
                        && s.turn().cards() == 1 ? "further card (pegasus)" : "further card (token)");
                enter(s, m);
            } else if (rng.nextDouble() < 0.7) {
                note("end");
                enter(s, new Move.EndTurn(s.toMove()));
            } else {
                implicitEnd(s);
            }
            return;
        }
        enter(s, choose(s));
    }

    /** The next player's move ends the open turn by itself (RECORD-FORMAT "When a turn ends"). */
    private void implicitEnd(GameState s) {
        Move end = new Move.EndTurn(s.toMove());
        GameState ended = applied(s, end, Notation.print(end));
        Move next = choose(ended);
        GameState direct = applied(s, next, Notation.print(next));
        GameState viaEnd = applied(ended, next, Notation.print(next));
        if (!direct.equals(viaEnd)) {
            throw new AssertionError("leaving out \"end\" before \"" + Notation.print(next) + "\" changes the state");
        }
        note("end left out");
        mirror(ended, direct, next);
        settle(ended, direct, next);
    }

    private Move choose(GameState s) {
        Colour a = s.toMove();
        switch (s.awaiting()) {
            case REVEAL:
                if (s.pending() == Pending.REVEAL_INSTANT) {
                    List<InstantEternal> deck = s.eternals().instantDeck();
                    return new Move.Reveal(a, deck.get(rng.nextInt(deck.size())).id());
                }
                List<ContinuousEternal> deck = s.eternals().continuousDeck();
                return new Move.Reveal(a, deck.get(rng.nextInt(deck.size())).id());
            case CHOICE:
                return choice(s, a);
            default:
                return turnStart(s, a);
        }
    }

    private Move choice(GameState s, Colour a) {
        switch (s.pending()) {
            case GIVE:
                return new Move.Give(a, Options.other(s, a, rng), table.randomCard(a) == Cards.RARE);
            case DECLARE:
                return new Move.Declare(a, CardColour.values()[rng.nextInt(CardColour.values().length)]);
            case SWAP:
                return new Move.Swap(a, Options.other(s, a, rng));
            default:
                return new Move.PlaceMustPlay(a, Options.mustPlaySpace(s, rng));
        }
    }

    private Move turnStart(GameState s, Colour a) {
        List<Move> plays = Options.plays(s, table, a, true);
        boolean acquire = s.setup().twoPlayers() && s.supply().faceUp() > 0;
        if (acquire && rng.nextDouble() < 0.08) {
            return acquire(a);
        }
        if (plays.isEmpty() || rng.nextDouble() < passChance) {
            List<Move> passes = Options.passes(s, table, a, rng);
            if (!passes.isEmpty()) {
                return pick(passes);
            }
            if (acquire) {
                return acquire(a);
            }
        }
        if (plays.isEmpty()) {
            return new Move.Eliminate(a);
        }
        List<Move> cards = new ArrayList<>(plays);
        cards.removeIf(m -> m instanceof Move.PlayRare);
        return pick(cards.isEmpty() || rng.nextDouble() < 0.1 ? plays : cards);
    }

    private Move acquire(Colour a) {
        return new Move.Acquire(a, rng.nextBoolean() ? null : Cards.label(table.faceUp.get(rng.nextInt(table.faceUp.size()))));
    }

    private Move pick(List<Move> options) {
        return options.get(rng.nextInt(options.size()));
    }

    /** Enters a move as the table would: printed in notation, read back, applied, mirrored on the real cards. */
    private void enter(GameState s, Move m) {
        GameState after = applied(s, m, Notation.print(m));
        mirror(s, after, m);
        settle(s, after, m);
    }

    /** Records the move, then, after a hidden exchange, the rare cards the table saw change hands unseen. */
    private void settle(GameState before, GameState after, Move m) {
        boolean hidden = m instanceof Move.Declare || m instanceof Move.Swap || m instanceof Move.Reveal;
        List<Move> fixes = hidden && !after.finished() ? Exchanges.rareCorrections(after, table) : List.of();
        record(before, after, m, fixes.isEmpty());
        for (int i = 0; i < fixes.size(); i++) {
            Move fix = fixes.get(i);
            note("table rare");
            GameState b = state;
            record(b, applied(b, fix, Notation.print(fix)), fix, i == fixes.size() - 1);
        }
    }

    private void record(GameState before, GameState after, Move m, boolean settled) {
        String text = Notation.print(m);
        state = after;
        moves.add(text);
        feature(m, before);
        watcher.afterMove(this, before, after, text, settled);
    }

    private GameState applied(GameState s, Move m, String text) {
        Move read;
        try {
            read = Notation.parse(text);
        } catch (NotationException e) {
            throw new AssertionError("\"" + text + "\" does not read back: " + e.reason());
        }
        if (!read.equals(m)) {
            throw new AssertionError("\"" + text + "\" reads back as " + read + ", not " + m);
        }
        Outcome o = Engine.apply(s, read);
        if (o instanceof Outcome.Rejected r) {
            throw new AssertionError("seed " + seed + ": the engine refused \"" + text + "\" (" + r.code() + ": "
                    + r.reason() + ") after " + moves.size() + " moves\n" + table);
        }
        return ((Outcome.Applied) o).state();
    }

    /** What the move does to the real cards. */
    private void mirror(GameState before, GameState after, Move m) {
        Colour a = m.actor();
        if (m instanceof Move.Play p) {
            table.take(a, Cards.of(p.space()));
            table.fieldCards++;
            if (before.rulesInForce(a).takesCovered() && before.field().hasRare(p.space())) {
                table.give(a, Cards.RARE); // R24
                note("jinn takes a rare card");
            }
        } else if (m instanceof Move.PlayRare) {
            table.take(a, Cards.RARE);
        } else if (m instanceof Move.Pass p) {
            pass(before, p);
        } else if (m instanceof Move.Reveal r) {
            reveal(before, a, r.name());
        } else if (m instanceof Move.Give g) {
            Exchanges.skeleton(table, g);
        } else if (m instanceof Move.Declare d) {
            Exchanges.barong(before, table, a, d.colour());
        } else if (m instanceof Move.Swap w) {
            Exchanges.dragon(before, table, a, w.target());
        } else if (m instanceof Move.Acquire q) {
            Exchanges.acquire(before, table, q);
        }
        if (Exchanges.dealOut(before, after, table)) {
            note("hand dealt out");
        }
    }

    private void pass(GameState before, Move.Pass p) {
        Colour a = p.actor();
        if (p.action() == PassAction.DISCARD && !before.rulesInForce(a).noDiscarding()) {
            if (p.rare()) {
                table.take(a, Cards.RARE);
                table.discardRares++;
            } else {
                int card = table.randomCard(a, c -> c != Cards.RARE);
                table.take(a, card);
                table.discardDown.add(card);
            }
        } else if (p.action() == PassAction.RARE && before.supply().rareArea() > 0) {
            table.rareArea--;
            table.give(a, Cards.RARE);
        }
    }

    private void reveal(GameState before, Colour a, String name) {
        InstantEternal e = before.pending() == Pending.REVEAL_INSTANT ? InstantEternal.parse(name)
                : ContinuousEternal.parse(name) == ContinuousEternal.GOLEM ? before.eternals().topInstant() : null;
        if (e == null) {
            return;
        }
        switch (e) {
            case MUMMY:
                Exchanges.mummy(before, table, a);
                break;
            case YETI:
                Exchanges.yeti(before, table, a);
                break;
            case KING:
                if (before.supply().rareArea() > 0) {
                    table.rareArea--;
                    table.give(a, Cards.RARE);
                }
                break;
            case GHOST:
                table.discardUp.addAll(table.discardDown);
                table.discardDown.clear();
                break;
            default:
                break;
        }
    }

    private void feature(Move m, GameState before) {
        String text = Notation.print(m);
        String verb = m instanceof Move.TableRare ? "table rare" : text.substring(text.indexOf(':') + 2).split(" ")[0];
        if (m instanceof Move.Pass p) {
            verb = "pass " + p.action().id() + (p.bonus() != null ? "+N" : "") + (p.rare() ? " *" : "");
        } else if (m instanceof Move.Reveal r) {
            verb = "reveal " + r.name();
        } else if (m instanceof Move.Give g && g.rare()) {
            verb = "give *";
        }
        note(verb);
        if (state.finished()) {
            note("finished " + setup.level().id() + " " + setup.playerCount() + "p");
        }
        for (var p : state.players()) {
            if (state.stars(p.colour()) >= 2 && before.stars(p.colour()) < 2) {
                note("two stars");
            }
        }
    }

    void note(String feature) {
        features.merge(feature, 1, Integer::sum);
    }

    /** A random legal setup: random seats and start, the default decks or a random legal selection, boards. */
    static Setup randomSetup(GameContent content, Level level, int players, Random rng) {
        List<Colour> colours = new ArrayList<>(List.of(Colour.values()));
        Collections.shuffle(colours, rng);
        List<Colour> seats = colours.subList(0, players);
        Colour start = seats.get(rng.nextInt(players));
        LevelRules rules = content.level(level);
        List<String> instant = null;
        List<String> continuous = null;
        if (rng.nextDouble() < 0.4) {
            instant = randomDeck(rules.instantAllowed(), rules.instantMin(), rules.instantMax(), rng);
            continuous = randomDeck(rules.continuousAllowed(), rules.continuousMin(), rules.continuousMax(), rng);
        }
        Map<Colour, String> names = new EnumMap<>(Colour.class);
        if (rng.nextBoolean()) {
            names.put(seats.get(0), "Ann");
        }
        Map<Colour, String> boards = null;
        if (level == Level.STANDARD && rng.nextDouble() < 0.3) {
            List<String> all = new ArrayList<>(rules.boards().keySet());
            Collections.sort(all);
            Collections.shuffle(all, rng);
            boards = new EnumMap<>(Colour.class);
            for (int i = 0; i < seats.size(); i++) {
                boards.put(seats.get(i), all.get(i));
            }
        }
        SetupCheck.Result r = SetupCheck.check(content, level, seats, start, names, instant, continuous, boards);
        if (!r.ok()) {
            throw new AssertionError("random setup refused: " + r.problems());
        }
        return r.setup();
    }

    private static <E extends Enum<E>> List<String> randomDeck(List<E> allowed, int min, int max, Random rng) {
        List<E> pool = new ArrayList<>(allowed);
        Collections.shuffle(pool, rng);
        List<String> out = new ArrayList<>();
        int size = min + rng.nextInt(max - min + 1);
        for (E e : pool.subList(0, size)) {
            out.add(e.name().toLowerCase(java.util.Locale.ROOT));
        }
        return out;
    }
}
