package org.eternalsevens.app.gamer;

import java.util.ArrayList;
import java.util.List;

import javax.swing.JLabel;
import javax.swing.JPanel;

import net.miginfocom.swing.MigLayout;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.track.Track;

/**
 * The track as a two-line strip (issue 25 §1, P331), where the window has no room for the drawn track: the hearts
 * line names each occupied count with its stack, bottom first (R41's stacking order), the stars line each count
 * with its blocks; the targets end each line. Made again only when the track changes.
 */
public final class TrackStrip extends JPanel {
    private Track shown;

    public TrackStrip() {
        super(new MigLayout("insets 2lp 0 2lp 0, gap 0 2lp, wrap 1"));
        setName("trackStrip");
        setOpaque(false);
    }

    public void setTrack(Track track) {
        if (track.equals(shown)) {
            return;
        }
        shown = track;
        removeAll();
        line("Hearts \u2665", heartGroups(track), " of " + track.caps().heartTarget() + " (stacks bottom first)");
        line("Stars \u2605", starGroups(track), " of " + track.caps().starTarget());
        setToolTipText(new TrackView(track).summary());
        revalidate();
        repaint();
    }

    /** The colours on each occupied heart count, lowest count first, each stack bottom first. */
    static List<List<Colour>> heartGroups(Track t) {
        List<List<Colour>> out = new ArrayList<>();
        int last = -1;
        for (Colour c : t.heartOrder()) {
            if (t.hearts(c) != last) {
                out.add(new ArrayList<>());
                last = t.hearts(c);
            }
            out.get(out.size() - 1).add(c);
        }
        return out;
    }

    private static List<List<Colour>> starGroups(Track t) {
        List<List<Colour>> out = new ArrayList<>();
        t.heartOrder().stream().map(t::stars).distinct().sorted().forEach(v -> out.add(
                t.heartOrder().stream().filter(c -> t.stars(c) == v).sorted().toList()));
        return out;
    }

    private void line(String title, List<List<Colour>> groups, String end) {
        JPanel line = new JPanel(new MigLayout("insets 0, gap 4lp 0"));
        line.setOpaque(false);
        add(line);
        JLabel head = GamerLook.styled(title, "h4");
        line.add(head, "gapright 6lp");
        boolean hearts = title.startsWith("Hearts");
        for (List<Colour> g : groups) {
            int v = hearts ? shown.hearts(g.get(0)) : shown.stars(g.get(0));
            JLabel n = new JLabel(String.valueOf(v));
            n.putClientProperty(com.formdev.flatlaf.FlatClientProperties.STYLE, "font: bold");
            line.add(n, "gapleft 8lp");
            for (Colour c : g) {
                JLabel chip = GamerLook.chip(c, GamerLook.mark(c));
                chip.setName((hearts ? "strip-heart-" : "strip-star-") + c.id());
                line.add(chip);
            }
        }
        line.add(new JLabel(end), "gapleft 8lp");
    }
}
