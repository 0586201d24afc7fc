package org.eternalsevens.app.dialogs;

import java.awt.Window;
import java.awt.event.KeyEvent;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.function.IntSupplier;

import javax.swing.JButton;

import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTabbedPane;

import com.formdev.flatlaf.FlatClientProperties;
import net.miginfocom.swing.MigLayout;

import org.eternalsevens.app.look.Dialogs;
import org.eternalsevens.app.look.Icons;
import org.eternalsevens.app.look.ScreenFit;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.pro.ProBoardsChooser;
import org.eternalsevens.app.session.NewGame;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.setup.GameContent;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.board.ProSetup;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.setup.SetupCheck;
import org.eternalsevens.words.Ui;
import org.eternalsevens.words.ReasonWords;

/**
 * The new-game dialog: number of players, names and colours, seat order, the start player (chosen, or by the
 * four-sided die), the level, the eternal decks and the Standard boards; at Pro the prepared Eternal boards, their
 * sides and round 2's rule ({@link ProBoardsChooser}, checked by {@link ProSetup#check}). Every change is checked
 * with {@link SetupCheck}; its problems show inline and Start stays disabled until there are none.
 */
public final class NewGameDialog extends JDialog {
    /** The die of the app; tests may replace it with a seeded one. */
    static Random die = new Random();

    private final GameContent content;
    private final Settings prefs;
    private final NewGameSeats seats;
    private final DeckChooser decks;
    private final ProBoardsChooser proBoards;
    private final ToggleChoice<Integer> playerCount;
    private final ToggleChoice<Level> levelChoice;
    private final JLabel levelNote = new JLabel();
    private final JLabel dieResult = new JLabel(" ");
    private final NewGameProblems problems = new NewGameProblems();
    /** The largest content the dialog has needed: its size, whatever the level, players or warning (P345). */
    private final LargestSize keptSize;
    private final JButton startButton = new JButton(Ui.text("dialog.newGame.start"));
    private final JTabbedPane tabs = new JTabbedPane();
    private SetupCheck.Result result;
    private NewGame chosen;
    private boolean loading = true;

    public NewGameDialog(Window owner, GameContent content, Settings prefs, NewGame sameAs) {
        super(owner, Ui.text("dialog.newGame.title"), ModalityType.APPLICATION_MODAL);
        this.content = content;
        this.prefs = prefs;
        this.seats = new NewGameSeats(content, this::recheck);
        this.decks = new DeckChooser(content, this::recheck);
        this.proBoards = new ProBoardsChooser(content.eternalBoards(), this::recheck);
        this.playerCount = new ToggleChoice<>(List.of(2, 3, 4), n -> Ui.text("dialog.newGame.playerCount", n),
                n -> "players" + n, this::playersChanged);
        this.levelChoice = new ToggleChoice<>(levels(), Level::title, l -> "level." + l.id(), this::levelChanged);
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        buildContent();
        keptSize = new LargestSize(this, (JPanel) getContentPane(), seats, problems);
        load(sameAs);
        loading = false;
        recheck();
        fitLargest();
        recheck();
        ScreenFit.packCentred(this);
    }

    /** Asks for a new game; empty if the players cancel. {@code sameAs} (nullable) gives the same players. */
    public static Optional<NewGame> ask(Window owner, GameContent content, Settings prefs, NewGame sameAs) {
        NewGameDialog d = new NewGameDialog(owner, content, prefs, sameAs);
        d.setVisible(true);
        return Optional.ofNullable(d.chosen);
    }

    /** Rolls the four-sided die until it shows a seated colour (faces in Colour order, 0..3). */
    static Colour rollDie(IntSupplier face, List<Colour> seated) {
        while (true) {
            Colour c = Colour.values()[Math.floorMod(face.getAsInt(), 4)];
            if (seated.contains(c)) {
                return c;
            }
        }
    }

    private void buildContent() {
        JPanel table = new JPanel(new MigLayout("insets dialog, fillx, wrap 2", "[right][grow,fill]"));
        table.add(label(Ui.text("dialog.newGame.players")));
        table.add(playerCount);
        table.add(label(Ui.text("dialog.newGame.level")));
        table.add(levelChoice, "growx 0");
        levelNote.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        levelNote.setName("levelNote");
        table.add(levelNote, "skip");
        table.add(seats, "span 2, growx, gaptop para");
        JButton roll = new JButton(Ui.text("dialog.newGame.roll"), Icons.get("die", 20));
        roll.setName("rollDie");
        roll.setMnemonic(KeyEvent.VK_R);
        roll.setToolTipText(Ui.text("dialog.newGame.roll.tip"));
        roll.addActionListener(e -> roll());
        dieResult.setName("dieResult");
        table.add(roll, "skip, split 2, gaptop para, growx 0");
        table.add(dieResult, "gapleft rel");

        decks.setBorder(javax.swing.BorderFactory.createEmptyBorder(8, 12, 8, 12));
        JScrollPane deckScroll = new JScrollPane(decks) {
            @Override
            public java.awt.Dimension getPreferredSize() {
                // as tall as the Table tab: the long deck list scrolls instead of growing the dialog
                java.awt.Dimension d = super.getPreferredSize();
                return new java.awt.Dimension(d.width + getVerticalScrollBar().getPreferredSize().width,
                        Math.min(d.height, table.getPreferredSize().height));
            }
        };
        deckScroll.setBorder(null);
        deckScroll.getVerticalScrollBar().setUnitIncrement(16);
        // on a small screen at a large scale the tab scrolls; Start game and Cancel stay in sight below it
        JScrollPane tableScroll = new JScrollPane(table);
        tableScroll.setBorder(null);
        tableScroll.getVerticalScrollBar().setUnitIncrement(16);
        tableScroll.getHorizontalScrollBar().setUnitIncrement(16);
        tabs.addTab(Ui.text("dialog.newGame.tab.table"), Icons.get("new-game", 16), tableScroll);
        tabs.addTab(Ui.text("dialog.newGame.tab.decks"), Icons.get("eternal", 16), deckScroll);
        JScrollPane proScroll = new JScrollPane(proBoards);
        proScroll.setBorder(null);
        proScroll.getVerticalScrollBar().setUnitIncrement(16);
        tabs.addTab(Ui.text("dialog.newGame.tab.boards"), Icons.get("eternal", 16), proScroll);
        tabs.setName("tabs");

        startButton.setName("start");
        startButton.addActionListener(e -> start());
        JButton cancel = new JButton(Ui.text("dialog.cancel"));
        cancel.setName("cancel");
        cancel.addActionListener(e -> dispose());
        getRootPane().setDefaultButton(startButton);
        Dialogs.closeOnEscape(this);

        JPanel root = new JPanel(new MigLayout("insets 0 0 12lp 0, fill, wrap 1", "[grow,fill]",
                "[grow,fill][][]"));
        root.add(tabs, "hmin 0");
        root.add(problems, "gapx 12lp 12lp, wmin 0");
        root.add(cancel, "split 2, tag cancel, gapleft push");
        root.add(startButton, "tag ok, gapright 12lp");
        setContentPane(root);
    }

    /** The levels offered: Pro only when the profiles hold its Eternal boards. */
    private List<Level> levels() {
        return content.eternalBoards().isEmpty() || content.level(Level.PRO) == null
                ? List.of(Level.BEGINNER, Level.STANDARD, Level.EXPERT)
                : List.of(Level.BEGINNER, Level.STANDARD, Level.EXPERT, Level.PRO);
    }

    private static JLabel label(String text) {
        JLabel l = new JLabel(text);
        l.putClientProperty(FlatClientProperties.STYLE_CLASS, "h4");
        return l;
    }

    private void load(NewGame sameAs) {
        if (sameAs != null) {
            Setup s = sameAs.setup();
            playerCount.select(s.playerCount());
            levelChoice.select(s.level());
            seats.load(s.seats(), c -> s.names().getOrDefault(c, prefs.name(c)), s.boardNames(), s.start());
            if (s.level().isCasual()) {
                boolean defaults = s.instant().equals(defaultInstant(s.level(), s.playerCount()))
                        && s.continuous().equals(content.level(s.level()).defaultContinuous());
                RecordSetup r = RecordSetup.of(s);
                decks.show(s.level(), s.playerCount(), defaults ? null : r.instant(), defaults ? null : r.continuous());
            }
            proBoards.players(s.playerCount());
            if (s.pro() != null) {
                proBoards.load(s.pro());
            }
        } else {
            List<Colour> order = prefs.seats();
            playerCount.select(order.size());
            levelChoice.select(prefs.level());
            Map<Colour, String> boards = new java.util.EnumMap<>(Colour.class);
            for (Colour c : Colour.values()) {
                if (prefs.board(c) != null) {
                    boards.put(c, prefs.board(c));
                }
            }
            seats.load(order, prefs::name, boards, order.get(0));
            decks.show(prefs.level(), order.size(), prefs.deck(prefs.level(), "instant"),
                    prefs.deck(prefs.level(), "continuous"));
            proBoards.players(order.size());
        }
        seats.level(level());
        updateLevelNote();
        tabs.setEnabledAt(1, level().isCasual());
        tabs.setEnabledAt(2, level() == Level.PRO);
    }

    private List<?> defaultInstant(Level level, int players) {
        return players == 2 ? content.level(level).defaultInstantTwoPlayer() : content.level(level).defaultInstant();
    }

    private int players() {
        return playerCount.chosen(4);
    }

    private Level level() {
        return levelChoice.chosen(Level.BEGINNER);
    }

    private void playersChanged() {
        seats.count(players());
        if (level().isCasual()) {
            decks.players(players());
        }
        proBoards.players(players());
        dieResult.setText(" ");
        recheck();
        refit();
    }

    private void levelChanged() {
        Level l = level();
        seats.level(l);
        if (l.isCasual()) {
            decks.show(l, players(), prefs.deck(l, "instant"), prefs.deck(l, "continuous"));
        }
        tabs.setEnabledAt(1, l.isCasual()); // Expert has no eternal decks (R40)
        tabs.setEnabledAt(2, l == Level.PRO); // the prepared Eternal boards (R51)
        updateLevelNote();
        recheck();
        refit();
    }

    /**
     * The size the dialog keeps (P345): the largest content over every level with four seats, so that choosing a
     * level, the players or meeting a warning never moves Start or Cancel under the pointer.
     */
    private void fitLargest() {
        Level chosen = level();
        int n = players();
        problems.measuring(true);
        java.awt.Dimension max = keptSize.measured();
        seats.count(4);
        for (Level l : levels()) {
            seats.level(l);
            levelNote.setText(note(l));
            java.awt.Dimension d = keptSize.measured();
            max = new java.awt.Dimension(Math.max(max.width, d.width), Math.max(max.height, d.height));
        }
        seats.count(n);
        seats.level(chosen);
        updateLevelNote();
        problems.measuring(false);
        keptSize.keep(max);
    }

    private void refit() {
        keptSize.refit();
    }

    private void updateLevelNote() {
        levelNote.setText(note(level()));
    }

    private static String note(Level l) {
        return l == Level.PRO
                ? Ui.text("dialog.newGame.level.pro")
                : l == Level.EXPERT
                ? Ui.text("dialog.newGame.level.expert")
                : l == Level.STANDARD
                ? Ui.text("dialog.newGame.level.standard")
                : Ui.text("dialog.newGame.level.beginner");
    }

    private void roll() {
        Colour c = rollDie(() -> die.nextInt(4), seats.seated());
        seats.start(c);
        dieResult.setText(Ui.text("dialog.newGame.die", Theme.symbol(c), c.title(),
                seats.names().getOrDefault(c, c.title())));
        refit();
    }

    /** Checks the choices with the engine's SetupCheck and shows its problems. */
    private void recheck() {
        if (loading) {
            return;
        }
        boolean gamer = !level().isCasual(); // no eternal decks at Expert; each colour's Observer board (R40, R45)
        ProSetup.Result pro = level() == Level.PRO ? proBoards.check(seats.seated().size()) : null;
        result = pro != null && !pro.ok() ? new SetupCheck.Result(null,
                NewGameProblems.boardCount(pro.problems(), seats.seated().size(), proBoards.boards().size()))
                : SetupCheck.check(content, level(), seats.seated(), seats.start(), seats.names(),
                gamer ? null : decks.instant(), gamer ? null : decks.continuous(), gamer ? null : seats.boards(),
                pro == null ? null : pro.setup());
        startButton.setEnabled(result.ok());
        String before = problems.getText();
        if (result.ok()) {
            problems.setText(" ");
            problems.setIcon(null);
        } else {
            problems.setForeground(Theme.problem());
            problems.showLines(ReasonWords.problems(result.problems()));
            problems.setIcon(Icons.get("warning", 16));
        }
        tabs.setTitleAt(1, decks.usesDefaults() ? Ui.text("dialog.newGame.tab.decks")
                : Ui.text("dialog.newGame.tab.decks.chosen"));
        if (!problems.getText().equals(before)) {
            javax.swing.SwingUtilities.invokeLater(this::refit); // a longer problem never hides Start game
        }
    }

    private void start() {
        recheck();
        if (!result.ok()) {
            return;
        }
        chosen = new NewGame(result.setup(), RecordSetup.of(result.setup()));
        remember();
        dispose();
    }

    private void remember() {
        prefs.level(level());
        prefs.seats(seats.seated());
        seats.allNames().forEach(prefs::name);
        seats.allBoards().forEach(prefs::board);
        if (level().isCasual()) {
            prefs.deck(level(), "instant", decks.instant());
            prefs.deck(level(), "continuous", decks.continuous());
        }
        try {
            prefs.save();
        } catch (IOException | RuntimeException e) {
            // the game starts anyway; the choices are simply not remembered
        }
    }

    /** The game chosen, or null (cancelled or still open). */
    NewGame chosen() {
        return chosen;
    }

    /** The start player as chosen now. */
    Colour startColour() {
        return seats.start();
    }

    /** Whether the named check box is part of the deck chooser as shown. */
    boolean isShowingCheckBox(String name) {
        for (java.awt.Component c : decks.getComponents()) {
            if (name.equals(c.getName())) {
                return true;
            }
        }
        return false;
    }
}
