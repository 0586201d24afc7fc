package org.eternalsevens.app.gamer;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.util.ArrayList;
import java.util.List;

import javax.swing.JLabel;
import javax.swing.JPanel;

import com.formdev.flatlaf.util.UIScale;
import net.miginfocom.swing.MigLayout;

import org.eternalsevens.app.look.FlowWrap;
import org.eternalsevens.app.look.PlainLayout;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.track.Track;
import org.eternalsevens.words.Ui;

/**
 * The track as a two-line strip (issue 25 §1, P331), where the window has no room for the drawn track: the hearts
 * line names each occupied count with its stack, bottom first (R41's stacking order), the stars line each count
 * with its blocks; the targets end each line. A line too long for the column wraps between counts, never inside one
 * (P426). Made again only when the track changes.
 */
public final class TrackStrip extends JPanel {
    private final JPanel hearts = line();
    private final JPanel stars = line();
    private Track shown;

    public TrackStrip() {
        setLayout(new Lines());
        setName("trackStrip");
        setOpaque(false);
        add(hearts);
        add(stars);
    }

    public void setTrack(Track track) {
        if (track.equals(shown)) {
            return;
        }
        shown = track;
        fill(hearts, true, heartGroups(track), Ui.text("gamer.strip.hearts.end", track.caps().heartTarget()));
        fill(stars, false, starGroups(track), Ui.text("gamer.strip.stars.end", track.caps().starTarget()));
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

    private static JPanel line() {
        JPanel line = new JPanel(new FlowWrap(UIScale.scale(8), 0));
        line.setOpaque(false);
        return line;
    }

    /** One line of the strip: the hearts' ({@code hearts}) or the stars', each count with its colours together. */
    private void fill(JPanel line, boolean hearts, List<List<Colour>> groups, String end) {
        line.removeAll();
        line.add(GamerLook.styled(hearts ? Ui.text("gamer.strip.hearts") : Ui.text("gamer.strip.stars"), "h4"));
        for (List<Colour> g : groups) {
            JPanel count = new JPanel(new MigLayout("insets 0, gap 4lp 0"));
            count.setOpaque(false);
            int v = hearts ? shown.hearts(g.get(0)) : shown.stars(g.get(0));
            JLabel n = new JLabel(String.valueOf(v));
            n.putClientProperty(com.formdev.flatlaf.FlatClientProperties.STYLE, "font: bold");
            count.add(n);
            for (Colour c : g) {
                JLabel chip = GamerLook.chip(c, GamerLook.mark(c));
                chip.setName((hearts ? "strip-heart-" : "strip-star-") + c.id());
                count.add(chip);
            }
            line.add(count);
        }
        line.add(new JLabel(end));
    }

    /** The strip's height in a column this wide: each line wrapped at that width. */
    public int heightFor(int w) {
        return pad() * 2 + lineHeight(hearts, w) + pad() + lineHeight(stars, w);
    }

    /** The narrowest the strip may be: its widest count (or title, or end) whole. */
    public int leastWidth() {
        int most = 0;
        for (JPanel line : List.of(hearts, stars)) {
            for (java.awt.Component c : line.getComponents()) {
                most = Math.max(most, c.getPreferredSize().width);
            }
        }
        return most + 2 * UIScale.scale(8) + 2;
    }

    private static int lineHeight(JPanel line, int w) {
        return ((FlowWrap) line.getLayout()).heightAt(line, w);
    }

    private static int pad() {
        return UIScale.scale(2);
    }

    /** The two lines one above the other, each as tall as it wraps to at the strip's width. */
    private final class Lines extends PlainLayout {
        @Override
        public void layoutContainer(Container parent) {
            int w = parent.getWidth();
            int h = lineHeight(hearts, w);
            hearts.setBounds(0, pad(), w, h);
            stars.setBounds(0, pad() * 2 + h, w, lineHeight(stars, w));
        }

        @Override
        public Dimension preferredLayoutSize(Container parent) {
            int w = Math.max(hearts.getPreferredSize().width, stars.getPreferredSize().width);
            return new Dimension(w, heightFor(parent.getWidth() > 0 ? parent.getWidth() : w));
        }

        @Override
        public Dimension minimumLayoutSize(Container parent) {
            return new Dimension(leastWidth(), 0);
        }
    }
}
