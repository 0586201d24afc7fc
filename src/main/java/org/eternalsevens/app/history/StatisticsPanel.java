package org.eternalsevens.app.history;

import static org.eternalsevens.app.history.StatsTable.Kind.AVERAGE;
import static org.eternalsevens.app.history.StatsTable.Kind.COUNT;
import static org.eternalsevens.app.history.StatsTable.Kind.RATE;
import static org.eternalsevens.app.history.StatsTable.Kind.TEXT;

import java.util.List;
import java.util.function.Function;

import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTabbedPane;
import javax.swing.JTable;

import net.miginfocom.swing.MigLayout;

import org.eternalsevens.history.History;
import org.eternalsevens.history.HistoryException;
import org.eternalsevens.history.Places;
import org.eternalsevens.history.Stats;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.words.Ui;


/**
 * The history's statistics (issue 27 §3, P410): a tab per part. Players: per player by name their games, wins,
 * average place, hearts and stars per round and the shares of their rounds left by going out, Hard Pass and
 * elimination (P376), with the chart of their places. Eternal boards: per board side chosen, wins, win rate and
 * average hearts, with the chart of the win rates. Levels: games per level and player count. Made from
 * {@link Data}, read off the window's thread; nothing of it (nor of the chart library) is loaded before (P413).
 */
public final class StatisticsPanel extends JPanel {
    private final StatsTable<Stats.PlayerLine> players;
    private final StatsTable<Stats.BoardLine> boards;
    private final StatsTable<Stats.LevelLine> levels;
    private final transient Data data;

    /** What the panel shows: the statistics and each player's places, of everyone or of one player's games. */
    public record Data(Stats stats, List<Places.Line> places) {
        public Data {
            places = List.copyOf(places);
        }

        /** Reads the history's statistics ({@code player} null: everyone's), off the window's thread. */
        public static Data read(History history, String player) throws HistoryException {
            return new Data(history.stats(player), history.places(player));
        }
    }

    /** The most rows a table shows above its chart before it scrolls. */
    static final int BESIDE_CHART = 8;

    public StatisticsPanel(Data data) {
        super(new MigLayout("fill, insets 0"));
        this.data = data;
        setName("statistics");
        Stats s = data.stats();
        players = new StatsTable<>(s.players(), List.of(
                column(Ui.text("stats.col.player"), TEXT, Stats.PlayerLine::name),
                column(Ui.text("stats.col.games"), COUNT, Stats.PlayerLine::games),
                column(Ui.text("stats.col.wins"), COUNT, Stats.PlayerLine::wins),
                column(Ui.text("stats.col.place"), AVERAGE, Stats.PlayerLine::averagePlace),
                column(Ui.text("stats.col.hearts"), AVERAGE, Stats.PlayerLine::heartsPerRound),
                column(Ui.text("stats.col.stars"), AVERAGE, Stats.PlayerLine::starsPerRound),
                column(Ui.text("stats.col.out"), RATE, p -> rate(p.wentOut(), p.rounds())),
                column(Ui.text("stats.col.hardPass"), RATE, p -> rate(p.hardPassed(), p.rounds())),
                column(Ui.text("stats.col.eliminated"), RATE, p -> rate(p.eliminated(), p.rounds()))));
        boards = new StatsTable<>(bySide(s.boards()), List.of(
                column(Ui.text("stats.col.side"), TEXT, Stats.BoardLine::board),
                column(Ui.text("stats.col.board"), TEXT, Stats.BoardLine::name),
                column(Ui.text("stats.col.chosen"), COUNT, Stats.BoardLine::chosen),
                column(Ui.text("stats.col.wins"), COUNT, Stats.BoardLine::wins),
                column(Ui.text("stats.col.winRate"), RATE, Stats.BoardLine::winRate),
                column(Ui.text("stats.col.boardHearts"), AVERAGE, Stats.BoardLine::averageHearts)));
        levels = new StatsTable<>(s.levels(), List.of(
                column(Ui.text("stats.col.level"), TEXT, l -> Level.parse(l.level()).title()),
                column(Ui.text("stats.col.players"), COUNT, Stats.LevelLine::players),
                column(Ui.text("stats.col.games"), COUNT, Stats.LevelLine::games)));
        if (s.games() == 0) {
            JLabel none = new JLabel(Ui.text("stats.none"));
            none.setName("stats-none");
            add(none, "align center");
            return;
        }
        JTabbedPane tabs = new JTabbedPane();
        tabs.setName("stats-tabs");
        tabs.addTab(Ui.text("stats.tab.players"), part(players.view("stats-players", BESIDE_CHART),
                Ui.text("stats.players.note", s.games()), Ui.text("stats.places.title"),
                PlacesChart.view(data.places())));
        tabs.addTab(Ui.text("stats.tab.boards"), s.boards().isEmpty()
                ? note("stats-boards-none", Ui.text("stats.boards.none")) : part(boards.view("stats-boards", BESIDE_CHART), Ui.text("stats.boards.note"),
                Ui.text("stats.boards.title"), BoardsChart.view(s.boards())));
        tabs.addTab(Ui.text("stats.tab.levels"), part(levels.view("stats-levels", Integer.MAX_VALUE),
                Ui.text("stats.levels.note"), null, null));
        add(tabs, "grow");
    }

    public Data data() {
        return data;
    }

    /** The players' table (tests read what it shows). */
    StatsTable<Stats.PlayerLine> players() {
        return players;
    }

    StatsTable<Stats.BoardLine> boards() {
        return boards;
    }

    StatsTable<Stats.LevelLine> levels() {
        return levels;
    }

    /** The board sides in the boards' order: 1A, 1B, 2A … 10B (not 10A before 1A). */
    static List<Stats.BoardLine> bySide(List<Stats.BoardLine> boards) {
        return boards.stream().sorted(java.util.Comparator.comparingInt((Stats.BoardLine b) -> number(b.board()))
                .thenComparing(Stats.BoardLine::board)).toList();
    }

    private static int number(String side) {
        String digits = side.replaceAll("\\D", "");
        return digits.isEmpty() ? Integer.MAX_VALUE : Integer.parseInt(digits);
    }

    private static <T> StatsTable.Column<T> column(String header, StatsTable.Kind kind, Function<T, Object> figure) {
        return new StatsTable.Column<>(header, kind, figure);
    }

    /** A share of the rounds, 0 when there are none. */
    static double rate(int count, int rounds) {
        return rounds == 0 ? 0 : (double) count / rounds;
    }

    /**
     * A tab: the table (as tall as its rows, up to eight above a chart, then scrolling; P410), a line under it, and a
     * chart, which scrolls where its bars would not stay apart.
     */
    private static JComponent part(JTable table, String note, String chartTitle, JComponent chart) {
        JPanel p = new JPanel(new MigLayout("fill, insets dialog, wrap 1", "[grow, fill]",
                chart == null ? "[shrink 100, fill][]push" : "[][]unrel[][grow, fill]"));
        p.add(new JScrollPane(table), "growx");
        JLabel line = new JLabel(note);
        line.putClientProperty("FlatLaf.styleClass", "small");
        p.add(line);
        if (chart != null) {
            JLabel title = new JLabel(chartTitle);
            title.putClientProperty("FlatLaf.styleClass", "h4");
            p.add(title);
            JScrollPane scroll = new JScrollPane(chart, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED,
                    JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
            scroll.setBorder(null);
            scroll.setOpaque(false);
            scroll.getViewport().setOpaque(false);
            p.add(scroll, "grow, push, h 120:120"); // the table first; the chart takes the rest
        }
        return p;
    }

    private static JComponent note(String name, String words) {
        JPanel p = new JPanel(new MigLayout("fill, insets dialog"));
        JLabel l = new JLabel(words);
        l.setName(name);
        p.add(l, "align center");
        return p;
    }
}
