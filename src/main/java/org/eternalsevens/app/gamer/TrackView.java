package org.eternalsevens.app.gamer;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.List;

import javax.swing.JComponent;

import com.formdev.flatlaf.util.UIScale;

import org.eternalsevens.app.look.Theme;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.track.Track;
import org.eternalsevens.app.paint.KeptImage;
import org.eternalsevens.words.Ui;

/**
 * The hearts-and-stars track (R41) drawn like the printed one: hearts 0 to the heart target in two rows, stars 0
 * to the star target below. Hearts on one space stand as a stack, bottom to top as they lie; stars sit side by
 * side (their order does not matter). Each marker shows its colour's symbol and letter. The targets are marked.
 * All sizes follow the app's scale. Hover a space for its hearts or stars in words.
 */
public final class TrackView extends JComponent {
    /** A text the view painted and the colour under it, for the contrast check. */
    public record PaintedText(String text, Color foreground, Color background) {
    }

    private static final int FIRST_ROW = 11;
    private Track track;
    private final List<PaintedText> painted = new ArrayList<>();
    private boolean recording; // whether this drawing is of the whole view, whose texts painted notes
    // the last drawing, kept: a change of the track draws again only the spaces whose markers changed (P204)
    private final org.eternalsevens.app.paint.KeptImage kept = new org.eternalsevens.app.paint.KeptImage(this);

    public TrackView(Track track) {
        this.track = track;
        setName("track");
        setToolTipText("");
        setOpaque(true);
        describe();
    }

    /**
     * Shows another track (after a reward, an elimination, a new round) and repaints the spaces whose markers
     * changed, only those (P204): the whole track is about 27 rounded spaces with their numbers.
     */
    public void setTrack(Track track) {
        Track before = this.track;
        this.track = track;
        describe();
        if (!before.caps().equals(track.caps())) {
            kept.changedAll();
            revalidate();
            repaint();
            return;
        }
        for (int v = 0; v <= track.caps().heartCap(); v++) {
            if (!before.onSpace(v).equals(track.onSpace(v))) {
                changed(heartSpace(v));
            }
        }
        for (int v = 0; v <= track.caps().starCap(); v++) {
            if (!starsOn(before, v).equals(starsOn(track, v))) {
                changed(starSpace(v));
            }
        }
    }

    private void changed(Rectangle r) {
        kept.changed(r.x, r.y, r.width, r.height);
        repaint(r);
    }

    /** How many areas have been drawn anew (not copied) so far (for tests). */
    public int drawings() {
        return kept.drawings();
    }

    public Track track() {
        return track;
    }

    @Override
    public javax.accessibility.AccessibleContext getAccessibleContext() {
        if (accessibleContext == null) {
            accessibleContext = new AccessibleJComponent() {
                @Override
                public javax.accessibility.AccessibleRole getAccessibleRole() {
                    return javax.accessibility.AccessibleRole.PANEL;
                }
            };
        }
        return accessibleContext;
    }

    private void describe() {
        getAccessibleContext().setAccessibleName(Ui.text("gamer.track.name"));
        getAccessibleContext().setAccessibleDescription(summary());
    }

    /** The track in words, for screen readers: "Hearts, bottom of the stack first: Red 3, Blue 3. Stars: ...". */
    public String summary() {
        List<String> hearts = new ArrayList<>();
        List<String> stars = new ArrayList<>();
        for (Colour c : track.heartOrder()) {
            hearts.add(Ui.text("gamer.track.entry", c.title(), track.hearts(c)));
            stars.add(Ui.text("gamer.track.entry", c.title(), track.stars(c)));
        }
        String and = Ui.text("gamer.track.list");
        return Ui.text("gamer.track.summary", String.join(and, hearts), String.join(and, stars));
    }

    // ---- geometry (the same for painting, hovering and the tests) ----

    private int s(int v) {
        return UIScale.scale(v);
    }

    private Font numberFont() {
        return getFont().deriveFont(Font.BOLD, getFont().getSize2D() * 1.15f);
    }

    private Font chipFont() {
        return getFont().deriveFont(Font.BOLD);
    }

    private int pad() {
        return s(8);
    }

    private int gap() {
        return s(3);
    }

    private int labelWidth() {
        FontMetrics fm = getFontMetrics(numberFont());
        return Math.max(fm.stringWidth(Ui.text("gamer.track.hearts")), fm.stringWidth(Ui.text("gamer.track.stars")))
                + s(12);
    }

    private int numberHeight() {
        return getFontMetrics(numberFont()).getHeight() + s(4);
    }

    private int chipHeight() {
        return getFontMetrics(chipFont()).getHeight() + s(2);
    }

    private int heartWidth() {
        return Math.max(s(44), getFontMetrics(chipFont()).stringWidth("\u2665 R") + s(12));
    }

    private int heartHeight() {
        return numberHeight() + 4 * (chipHeight() + gap()) + s(4);
    }

    private int starWidth() {
        return 2 * heartWidth() + gap();
    }

    private int starHeight() {
        return numberHeight() + 2 * (chipHeight() + gap()) + s(4);
    }

    private int legendHeight() {
        return getFontMetrics(getFont()).getHeight() + s(6);
    }

    /** The space of a heart count, 0 to the heart cap. */
    public Rectangle heartSpace(int value) {
        int row = value < FIRST_ROW ? 0 : 1;
        int col = row == 0 ? value : value - FIRST_ROW;
        int x = pad() + labelWidth() + col * (heartWidth() + gap());
        int y = pad() + row * (heartHeight() + gap());
        return new Rectangle(x, y, heartWidth(), heartHeight());
    }

    /** The space of a star count, 0 to the star cap. */
    public Rectangle starSpace(int value) {
        int x = pad() + labelWidth() + value * (starWidth() + gap());
        int y = pad() + 2 * (heartHeight() + gap()) + s(6);
        return new Rectangle(x, y, starWidth(), starHeight());
    }

    /** Where a colour's heart is drawn: on its space, at its height in the stack (bottom first). */
    public Rectangle heartMarker(Colour c) {
        int value = track.hearts(c);
        Rectangle sp = heartSpace(value);
        int level = track.onSpace(value).indexOf(c);
        int y = sp.y + sp.height - s(3) - (level + 1) * (chipHeight() + gap()) + gap();
        return new Rectangle(sp.x + s(3), y, sp.width - s(6), chipHeight());
    }

    /** The colours whose stars are on a space, in seat-colour order (the order of stars does not matter, R41). */
    private List<Colour> starsOn(int value) {
        return starsOn(track, value);
    }

    private static List<Colour> starsOn(Track t, int value) {
        return t.heartOrder().stream().filter(c -> t.stars(c) == value).sorted().toList();
    }

    /** Where a colour's star is drawn: side by side on its space, in seat-colour order, two to a line. */
    public Rectangle starMarker(Colour c) {
        int value = track.stars(c);
        Rectangle sp = starSpace(value);
        List<Colour> here = starsOn(value);
        int i = here.indexOf(c);
        int w = (sp.width - s(6) - gap()) / 2;
        int x = sp.x + s(3) + (i % 2) * (w + gap());
        int y = sp.y + numberHeight() + (i / 2) * (chipHeight() + gap());
        return new Rectangle(x, y, w, chipHeight());
    }

    @Override
    public Dimension getPreferredSize() {
        if (isPreferredSizeSet()) {
            return super.getPreferredSize();
        }
        int cols = Math.max(FIRST_ROW, track.caps().heartCap() + 1 - FIRST_ROW);
        int heartsWide = cols * (heartWidth() + gap());
        int starsWide = (track.caps().starCap() + 1) * (starWidth() + gap());
        int w = 2 * pad() + Math.max(labelWidth() + Math.max(heartsWide, starsWide),
                getFontMetrics(getFont()).stringWidth(legend()));
        Rectangle lastStar = starSpace(0);
        return new Dimension(w, lastStar.y + lastStar.height + s(4) + legendHeight() + pad());
    }

    @Override
    public Dimension getMinimumSize() {
        return getPreferredSize();
    }

    // ---- hover ----

    @Override
    public String getToolTipText(MouseEvent e) {
        Point p = e.getPoint();
        for (int v = 0; v <= track.caps().heartCap(); v++) {
            if (heartSpace(v).contains(p)) {
                return heartWords(v);
            }
        }
        for (int v = 0; v <= track.caps().starCap(); v++) {
            if (starSpace(v).contains(p)) {
                return starWords(v);
            }
        }
        return null;
    }

    /** "7 hearts: Blue, with Red on top" ; the target says it is one. */
    public String heartWords(int v) {
        List<Colour> here = track.onSpace(v);
        String head = v == track.caps().heartTarget() ? Ui.text("gamer.track.heartTarget", v)
                : Ui.text("gamer.track.heartCount", v);
        if (here.isEmpty()) {
            return head;
        }
        if (here.size() == 1) {
            return Ui.text("gamer.track.on", head, here.get(0).title());
        }
        List<String> names = here.stream().map(Colour::title).toList();
        return Ui.text("gamer.track.stack", head, String.join(Ui.text("gamer.track.list"), names),
                names.get(names.size() - 1));
    }

    public String starWords(int v) {
        List<String> here = starsOn(v).stream().map(Colour::title).toList();
        String head = v == track.caps().starTarget() ? Ui.text("gamer.track.starTarget", v)
                : Ui.text("gamer.track.starCount", v);
        return here.isEmpty() ? head : Ui.text("gamer.track.on", head, String.join(Ui.text("gamer.track.list"), here));
    }

    // ---- painting ----

    /** The texts of the last paint with their colours (the screenshot test checks their contrast). */
    public List<PaintedText> paintedText() {
        return List.copyOf(painted);
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        kept.paint((Graphics2D) graphics, new Rectangle(getWidth(), getHeight()), this::draw);
    }

    /** Draws what lies in graphics' clip; a drawing of the whole notes its texts for the contrast check. */
    private void draw(Graphics2D graphics) {
        Rectangle clip = graphics.getClipBounds();
        boolean whole = clip == null || clip.contains(0, 0, getWidth(), getHeight());
        if (whole) {
            painted.clear();
        }
        recording = whole;
        Graphics2D g = (Graphics2D) graphics.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        Color bg = Theme.colour("Panel.background");
        Color fg = Theme.colour("Label.foreground");
        g.setColor(bg);
        g.fillRect(0, 0, getWidth(), getHeight());
        Color space = Theme.colour("EternalSevens.trackSpace");
        Color target = Theme.colour("EternalSevens.target");
        g.setFont(numberFont());
        text(g, Ui.text("gamer.track.hearts"), pad(), heartSpace(0).y + numberHeight() - s(6), fg, bg);
        text(g, Ui.text("gamer.track.stars"), pad(), starSpace(0).y + numberHeight() - s(6), fg, bg);
        for (int v = 0; v <= track.caps().heartCap(); v++) {
            Rectangle r = heartSpace(v);
            if (inSight(clip, r)) {
                paintSpace(g, r, v, v == track.caps().heartTarget(), space, target, fg);
            }
        }
        for (int v = 0; v <= track.caps().starCap(); v++) {
            Rectangle r = starSpace(v);
            if (inSight(clip, r)) {
                paintSpace(g, r, v, v == track.caps().starTarget(), space, target, fg);
            }
        }
        g.setFont(chipFont());
        for (Colour c : track.heartOrder()) {
            for (Rectangle r : List.of(heartMarker(c), starMarker(c))) {
                if (inSight(clip, r)) {
                    paintMarker(g, r, c, space);
                }
            }
        }
        g.setFont(getFont());
        Rectangle s0 = starSpace(0);
        int legendY = s0.y + s0.height + s(4) + getFontMetrics(getFont()).getAscent();
        text(g, legend(), pad(), legendY, fg, bg);
        g.dispose();
    }

    private String legend() {
        return Ui.text("gamer.track.legend", track.caps().heartTarget(), track.caps().starTarget());
    }

    private void paintSpace(Graphics2D g, Rectangle r, int v, boolean isTarget, Color fill, Color target, Color fg) {
        int arc = s(8);
        g.setColor(fill);
        g.fillRoundRect(r.x, r.y, r.width, r.height, arc, arc);
        g.setFont(numberFont());
        FontMetrics fm = g.getFontMetrics();
        String n = String.valueOf(v);
        int tx = r.x + (r.width - fm.stringWidth(n)) / 2;
        int ty = r.y + s(2) + fm.getAscent();
        if (isTarget) {
            g.setColor(target);
            g.setStroke(new BasicStroke(s(3)));
            g.drawRoundRect(r.x + s(1), r.y + s(1), r.width - s(3), r.height - s(3), arc, arc);
            int bw = fm.stringWidth(n) + s(10);
            g.fillRoundRect(r.x + (r.width - bw) / 2, r.y + s(2), bw, fm.getHeight(), arc, arc);
            text(g, n, tx, ty, GamerLook.textOn(target), target);
        } else {
            text(g, n, tx, ty, fg, fill);
        }
    }

    private void paintMarker(Graphics2D g, Rectangle r, Colour c, Color under) {
        Color tone = Theme.colour(c);
        int arc = s(6);
        g.setColor(tone);
        g.fillRoundRect(r.x, r.y, r.width, r.height, arc, arc);
        g.setColor(GamerLook.contrast(tone, under) < 1.6 ? GamerLook.textOn(under) : tone.darker());
        g.setStroke(new BasicStroke(s(1)));
        g.drawRoundRect(r.x, r.y, r.width - 1, r.height - 1, arc, arc);
        FontMetrics fm = g.getFontMetrics();
        String m = GamerLook.mark(c);
        text(g, m, r.x + (r.width - fm.stringWidth(m)) / 2, r.y + (r.height - fm.getHeight()) / 2 + fm.getAscent(),
                GamerLook.textOn(tone), tone);
    }

    private static boolean inSight(Rectangle clip, Rectangle r) {
        return clip == null || clip.intersects(r);
    }

    private void text(Graphics2D g, String s, int x, int y, Color fg, Color bg) {
        g.setColor(fg);
        g.drawString(s, x, y);
        if (recording) {
            painted.add(new PaintedText(s, fg, bg));
        }
    }
}
