package org.eternalsevens.app.gamer;

import java.awt.Dimension;
import java.awt.Rectangle;
import java.util.List;
import java.util.function.Function;

import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ScrollPaneConstants;

import net.miginfocom.swing.MigLayout;

import com.formdev.flatlaf.util.UIScale;

import org.eternalsevens.words.RankWords;
import org.eternalsevens.app.look.QuietScrollPane;
import org.eternalsevens.app.look.ScreenFit;
import org.eternalsevens.words.Words;
import org.eternalsevens.words.Ui;
import org.eternalsevens.app.look.TextWrap;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.ranking.Place;
import org.eternalsevens.rules.ranking.RankGroup;
import org.eternalsevens.rules.ranking.Ranking;
import org.eternalsevens.rules.track.Track;
import org.eternalsevens.rules.track.TrackLedger;

/**
 * The results of a Gamer game (R46), one screen (issue 25 §3, P340). On the left each place with its colour, its
 * priority group and the engine's reason ({@link Ranking}), and under it the engine's ledger line by line, the one
 * part that scrolls when the screen is short. On the right what each player earned in each round, as a table whose
 * rounds add up to the track (P228), and the track as it ended, drawn once: smaller ({@link FittedTrack}) where the
 * screen has no room for it at the scale in force. Where the two columns do not fit the screen's width, the right
 * one stands under the left.
 */
public final class GamerResultsPanel extends JPanel {
    private static final int REASON_WIDTH = 340;
    private static final int LINE_MIN = 260;
    private final JScrollPane detail;
    private final TrackView track;
    private final boolean scrolls;

    /** The places, the track, and its ledger as the engine kept it ({@code names}: the players' names). */
    public GamerResultsPanel(List<Place> places, Track track, TrackLedger ledger, Function<Colour, String> names) {
        this(places, track, ledger, names, UIScale.scale(56));
    }

    /** {@code below}: the height the window keeps under the panel (its buttons). */
    GamerResultsPanel(List<Place> places, Track end, TrackLedger ledger, Function<Colour, String> names, int below) {
        super(new MigLayout("insets dialog, gap 24lp 0", "[fill][fill]", "[grow, fill]"));
        setName("gamerResults");
        Rectangle screen = ScreenFit.usable(null);
        JPanel left = new JPanel(new MigLayout("insets 0, wrap 1, gapy 6lp", "[grow, fill]", "[][][grow, fill]"));
        left.add(ranking(places, names));
        JLabel byRound = GamerLook.styled(Ui.text("gamer.results.byRound"), "h3");
        left.add(byRound, "gaptop para");
        int leftW = left.getPreferredSize().width; // the ranking's: the lines wrap within it
        JPanel lines = lines(ledger, names, Math.max(UIScale.scale(LINE_MIN), leftW - UIScale.scale(96)));
        detail = new QuietScrollPane(lines, ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED,
                ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER);
        detail.setName("earnedDetail");
        detail.setBorder(BorderFactory.createEmptyBorder());
        detail.getVerticalScrollBar().setUnitIncrement(UIScale.scale(24));
        left.add(detail, "hmin 48lp, wmax " + Math.max(leftW, lines.getPreferredSize().width));
        JPanel right = new JPanel(new MigLayout("insets 0, wrap 1, gapy 6lp", "[]"));
        right.add(GamerLook.styled(Ui.text("gamer.results.earned"), "h2"));
        right.add(totals(places, end, ledger, names));
        right.add(GamerLook.styled(Ui.text("gamer.results.trackAtEnd"), "h3"), "gaptop para");
        int above = right.getPreferredSize().height + UIScale.scale(6);
        int rightW = right.getPreferredSize().width;
        track = new TrackView(end);
        right.add(track); // measured in the panel, with its font
        Dimension t = track.getPreferredSize();
        leftW = left.getPreferredSize().width;
        int roomW = screen.width - 40 - leftW - UIScale.scale(24 + 2 * 12);
        int roomH = screen.height - 40 - UIScale.scale(30) - below - UIScale.scale(2 * 12) - above;
        boolean beside = Math.max(rightW, t.width / 2) <= roomW;
        double zoom = Math.min(1, Math.min((double) (beside ? roomW : screen.width - 40 - UIScale.scale(48))
                / t.width, (double) (beside ? roomH : roomH - left.getPreferredSize().height) / t.height));
        // the right column under the left and still taller than the screen with the lines at their least (long
        // names at 200 % on 1920×1080): the whole panel scrolls in the dialog, the lines shown whole (P520)
        int leftLeast = left.getPreferredSize().height - detail.getPreferredSize().height + UIScale.scale(48);
        scrolls = !beside && leftLeast + UIScale.scale(12) + (int) Math.round(t.height * Math.max(0.4, zoom)) > roomH;
        if (scrolls) { // the ranking, the earnings and the track first; the lines last, whole
            zoom = Math.min(1, (double) (screen.width - 40 - UIScale.scale(48)) / t.width);
            detail.setVerticalScrollBarPolicy(ScrollPaneConstants.VERTICAL_SCROLLBAR_NEVER);
            left.remove(byRound);
            left.remove(detail);
        }
        if (zoom < 1) {
            right.remove(track);
            right.add(new FittedTrack(track, Math.max(0.4, zoom)));
        }
        add(left);
        add(right, beside ? "top" : "newline, top, gaptop para"); // else the earnings under the ranking
        if (scrolls) {
            add(byRound, "newline, gaptop para");
            add(detail, "newline, hmin pref");
        }
    }

    /** Whether even stacked and with the lines at their least it is taller than the screen: it scrolls whole (P520). */
    boolean scrolls() {
        return scrolls;
    }

    /** The ledger's lines, round by round: the part that scrolls when the screen is short. */
    public JScrollPane detail() {
        return detail;
    }

    /** The one drawing of the track (drawn smaller inside a {@link FittedTrack} when the screen is short). */
    TrackView track() {
        return track;
    }

    /** "Group 2", or "Eliminated" (R46). */
    private static String groupName(RankGroup g) {
        return g.number() <= 3 ? Ui.text("gamer.results.group", g.number()) : Ui.text("gamer.results.eliminated");
    }

    private static JPanel ranking(List<Place> places, Function<Colour, String> names) {
        JPanel p = new JPanel(new MigLayout("insets 0, wrap 3, gapy 6lp", "[]12lp[]12lp[]"));
        p.add(GamerLook.styled(Ui.text("gamer.results.title"), "h2"), "span 3");
        for (Place place : places) {
            JLabel chip = GamerLook.chip(place.colour(), GamerLook.mark(place.colour()));
            chip.setName("colour" + place.place());
            p.add(chip, "top");
            JLabel group = new JLabel(groupName(place.group()));
            group.setName("group" + place.place());
            group.setToolTipText(RankWords.group(place.group()));
            group.getAccessibleContext().setAccessibleDescription(RankWords.group(place.group()));
            p.add(group, "top");
            String placed = new RankWords(Words.english(names)).placed(place);
            JLabel reason = GamerLook.styled(TextWrap.htmlPixels(placed, UIScale.scale(REASON_WIDTH)),
                    place.place() == 1 ? "h3" : null);
            reason.setName("place" + place.place());
            reason.getAccessibleContext().setAccessibleName(placed);
            p.add(reason);
        }
        StringBuilder legend = new StringBuilder();
        for (RankGroup g : RankGroup.values()) {
            legend.append(legend.length() == 0 ? "" : "; ")
                    .append(groupName(g)).append(": ").append(RankWords.group(g));
        }
        JLabel groups = GamerLook.styled(TextWrap.htmlPixels(legend + ".", UIScale.scale(REASON_WIDTH + 80)),
                "small");
        groups.setName("groups");
        p.add(groups, "span 3, gaptop 4lp");
        return p;
    }

    /**
     * A row per player, in the ranking's order: hearts and stars of round 1, of round 2, and the track's, which the
     * rounds add up to. The cells are short ("+3 ♥  +2 ★"); each says it in full on hover.
     */
    private static JPanel totals(List<Place> places, Track track, TrackLedger ledger, Function<Colour, String> names) {
        JPanel p = new JPanel(new MigLayout("insets 0, wrap 4, gap 20lp 4lp", "[][right][right][right]"));
        p.setName("earned");
        p.add(new JLabel());
        List<List<EarnedLines.Line>> rounds = List.of(EarnedLines.of(ledger, 1, null, names),
                EarnedLines.of(ledger, 2, null, names));
        for (int round = 1; round <= 2; round++) {
            p.add(GamerLook.styled(Ui.text("gamer.results.round", round), "h4"));
        }
        p.add(GamerLook.styled(Ui.text("gamer.results.track"), "h4"));
        for (Place place : places) {
            Colour c = place.colour();
            p.add(GamerLook.chip(c, GamerLook.mark(c) + "  " + names.apply(c)));
            for (int round = 1; round <= 2; round++) {
                List<EarnedLines.Line> lines = rounds.get(round - 1);
                int h = EarnedLines.hearts(lines, c);
                int st = EarnedLines.stars(lines, c);
                JLabel total = new JLabel(signed(h) + " \u2665  " + signed(st) + " \u2605");
                total.setName("total-" + round + "-" + c.id());
                total.setToolTipText(Ui.text("gamer.results.inRound", names.apply(c), round,
                        RoundSummaryDialog.amount(h, RoundSummaryDialog.hearts(h)),
                        RoundSummaryDialog.amount(st, RoundSummaryDialog.stars(st))));
                total.getAccessibleContext().setAccessibleName(total.getToolTipText());
                p.add(total);
            }
            JLabel end = GamerLook.styled(track.hearts(c) + " \u2665  " + track.stars(c) + " \u2605", "h4");
            end.setName("trackTotal-" + c.id());
            end.setToolTipText(Ui.text("gamer.results.atEnd", names.apply(c),
                    RoundSummaryDialog.hearts(track.hearts(c)), RoundSummaryDialog.stars(track.stars(c))));
            end.getAccessibleContext().setAccessibleName(end.getToolTipText());
            p.add(end);
        }
        JLabel key = GamerLook.styled(Ui.text("gamer.results.key"), "small");
        key.setName("earnedKey");
        p.add(key, "span 4, gaptop 4lp");
        return p;
    }

    private static String signed(int n) {
        return (n > 0 ? "+" : "") + n;
    }

    /** Round by round, each line of the ledger: what moved the track, and by how much. */
    private static JPanel lines(TrackLedger ledger, Function<Colour, String> names, int width) {
        JPanel p = new JPanel(new MigLayout("insets 0 0 0 8lp, wrap 2, gapy 4lp", "[]8lp[]"));
        p.setName("earnedLines");
        for (int round = 1; round <= 2; round++) {
            List<EarnedLines.Line> lines = EarnedLines.of(ledger, round, null, names);
            if (lines.isEmpty()) {
                continue;
            }
            p.add(GamerLook.styled(Ui.text("gamer.results.lineByLine", round), "h4"), "span 2, gaptop 8lp");
            int i = 1;
            for (EarnedLines.Line l : lines) {
                p.add(GamerLook.chip(l.player(), GamerLook.mark(l.player())), "top");
                JLabel line = new JLabel(TextWrap.htmlPixels(l.words(names), width));
                line.setName(l.cause() == TrackLedger.Cause.START ? "start-" + l.player().id()
                        : "reward-" + round + "-" + i++);
                p.add(line);
            }
        }
        return p;
    }
}
