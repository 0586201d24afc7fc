package org.eternalsevens.app.field;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;

import javax.swing.UIManager;

import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.paint.CardSprites;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Field;
import org.eternalsevens.rules.basics.Space;

/** Draws one space of the field as a card: empty, a card, a rare card, and the tokens on it. */
public final class SpacePainter {
    /** How a space stands for the player to move. */
    enum Mark { NONE, LEGAL, RARE_ONLY }

    private SpacePainter() {
    }

    static Color rowColour(Space s) {
        return s.isPurple() ? Theme.purple() : Theme.colour(s.row());
    }

    static void paint(Graphics2D g, Rectangle r, Space s, Field f, boolean x, Mark mark, boolean hover) {
        Color tone = rowColour(s);
        Color bg = Theme.colour("Panel.background");
        boolean dark = luminance(bg) < 0.5;
        if (f.hasCard(s)) {
            CardSprites.draw(g, r, 0, new CardSprites.Layer("card", SpacePainter::card, tone));
            drawLabel(g, r, s, luminance(tone) > 0.62 ? Theme.colour("EternalSevens.cardInk") : Color.WHITE, 1f,
                    null);
            if (f.hasRare(s) || covered(f, s)) {
                drawRareCorner(g, r);
            }
        } else if (f.hasRare(s)) {
            CardSprites.draw(g, r, 0, new CardSprites.Layer("card", SpacePainter::card,
                    Theme.colour("EternalSevens.rareCard")),
                    new CardSprites.Layer("gem", SpacePainter::gem, Theme.colour("EternalSevens.rareGem")),
                    new CardSprites.Layer("gem-line", SpacePainter::gemLine, Theme.colour("EternalSevens.rareGemLine")));
            drawText(g, r, "RARE", Theme.colour("EternalSevens.rareText"), 0.22f, r.y + r.height * 0.82f);
        } else {
            CardSprites.draw(g, r, 1, new CardSprites.Layer("card", SpacePainter::card,
                    Theme.mix(bg, tone, dark ? 0.22f : 0.12f)),
                    new CardSprites.Layer("dashed", SpacePainter::dashedOutline, Theme.mix(bg, tone, 0.55f)));
            drawLabel(g, r, s, Theme.mix(bg, tone, dark ? 0.75f : 0.6f), 0.85f,
                    f.hasMustPlay(s) ? mustPlay(r, f.hasBlock(s)) : null);
        }
        // the tokens, the largest first, each in its own place: none hides another (P352)
        if (x) {
            drawX(g, r);
        }
        boolean both = f.hasBlock(s) && f.hasMustPlay(s);
        if (f.hasBlock(s)) {
            drawStarBlock(g, r, both);
        }
        if (f.hasMustPlay(s)) {
            drawMustPlay(g, r, both);
        }
        if (mark == Mark.LEGAL) {
            CardSprites.draw(g, r, ringPad(r), new CardSprites.Layer("ring", SpacePainter::ring,
                    Theme.colour("EternalSevens.legal")));
        } else if (mark == Mark.RARE_ONLY) {
            CardSprites.draw(g, r, ringPad(r), new CardSprites.Layer("dashed-ring", SpacePainter::dashedRing,
                    Theme.colour("EternalSevens.rareCard")));
        }
        if (hover) { // a sprite like the rest (P200): drawn directly it cost as much as the card under the pointer
            CardSprites.draw(g, r, (int) Math.ceil(hoverWidth(r)), new CardSprites.Layer("hover", SpacePainter::hover,
                    Theme.colour("Component.focusColor")));
        }
    }

    private static float hoverWidth(Rectangle r) {
        return Math.max(1.5f, r.width / 30f);
    }

    /** The outline inside the card under the pointer. */
    private static void hover(Graphics2D g, Rectangle r) {
        float arc = arc(r);
        g.setStroke(new BasicStroke(hoverWidth(r)));
        g.draw(new RoundRectangle2D.Float(r.x + 2, r.y + 2, r.width - 4, r.height - 4, arc, arc));
    }

    private static float arc(Rectangle r) {
        return Math.max(6, r.width / 6f);
    }

    private static RoundRectangle2D cardShape(Rectangle r) {
        float arc = arc(r);
        return new RoundRectangle2D.Float(r.x, r.y, r.width, r.height, arc, arc);
    }

    private static void card(Graphics2D g, Rectangle r) {
        g.fill(cardShape(r));
    }

    /** An empty space's outline; the dashes grow with the card, so a larger scale still shows gaps. */
    private static void dashedOutline(Graphics2D g, Rectangle r) {
        float w = Math.max(1f, r.width / 40f);
        g.setStroke(new BasicStroke(w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 1f,
                new float[] {2.3f * w, 1.7f * w}, 0f));
        g.draw(cardShape(r));
    }

    private static float ringWidth(Rectangle r) {
        return Math.max(2.5f, r.width / 14f);
    }

    /** How far outside a card at r its drawing may reach (the highlight ring), in whole pixels. */
    static int reach(Rectangle r) {
        return ringPad(r) + 1;
    }

    /** Room for a ring around the card, in whole pixels. */
    private static int ringPad(Rectangle r) {
        return (int) Math.ceil(ringWidth(r)) + 1;
    }

    /** The ring around a space where the player to move may play a card: a band just outside the card. */
    private static void ring(Graphics2D g, Rectangle r) {
        float w = ringWidth(r);
        float arc = arc(r);
        Path2D band = new Path2D.Float(Path2D.WIND_EVEN_ODD);
        band.append(new RoundRectangle2D.Float(r.x - w, r.y - w, r.width + 2 * w, r.height + 2 * w, arc + 2 * w,
                arc + 2 * w), false);
        band.append(cardShape(r), false);
        g.fill(band);
    }

    /** The dashed ring around a space where only a rare card may be played. */
    private static void dashedRing(Graphics2D g, Rectangle r) {
        float w = ringWidth(r);
        float arc = arc(r);
        g.setStroke(new BasicStroke(w, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 1f, new float[] {w * 2, w}, 0f));
        g.draw(new RoundRectangle2D.Float(r.x - w / 2, r.y - w / 2, r.width + w, r.height + w, arc + w, arc + w));
    }

    private static boolean covered(Field f, Space s) {
        return (f.covered() & (1L << s.index())) != 0;
    }

    /**
     * The number (or P for purple) big in the middle, the row letter and symbol small at the top; a purple space's
     * number small at the foot, left of a Must Play token's {@code disc} where one stands there (P521).
     */
    private static void drawLabel(Graphics2D g, Rectangle r, Space s, Color c, float strength, Ellipse2D.Float disc) {
        String big = s.isPurple() ? "P" : String.valueOf(s.number());
        drawText(g, r, big, c, 0.42f, r.y + r.height * 0.62f);
        drawText(g, r, s.row().letter() + Theme.symbol(s.row()), c, 0.2f * strength, r.y + r.height * 0.24f);
        if (s.isPurple()) {
            drawText(g, footRoom(r, disc), String.valueOf(s.number()), c, 0.16f, r.y + r.height * 0.9f);
        }
    }

    /** Where a purple space's number is centred: the card's width, or the part left of a Must Play disc (P521). */
    private static Rectangle footRoom(Rectangle r, Ellipse2D.Float disc) {
        return disc == null ? r : new Rectangle(r.x, r.y, Math.max(1, (int) disc.x - r.x), r.height);
    }

    static void drawText(Graphics2D g, Rectangle r, String text, Color c, float size, float baseline) {
        Font base = UIManager.getFont("Label.font");
        g.setFont(bold(base != null ? base : g.getFont(), Math.max(8f, r.height * size)));
        FontMetrics fm = g.getFontMetrics();
        g.setColor(c);
        g.drawString(text, r.x + (r.width - fm.stringWidth(text)) / 2f, baseline);
    }

    private static Font fontsOf;
    private static final java.util.Map<Float, Font> FONTS = new java.util.HashMap<>();

    /** The base font in bold at a size, made once per size (the field draws about 150 texts per paint). */
    private static Font bold(Font base, float size) {
        if (base != fontsOf || FONTS.size() > 64) {
            FONTS.clear();
            fontsOf = base;
        }
        return FONTS.computeIfAbsent(size, sz -> base.deriveFont(Font.BOLD, sz));
    }

    private static Path2D gemShape(Rectangle r) {
        float cx = r.x + r.width / 2f;
        float cy = r.y + r.height * 0.42f;
        float d = r.width * 0.28f;
        Path2D gem = new Path2D.Float();
        gem.moveTo(cx, cy - d);
        gem.lineTo(cx + d, cy);
        gem.lineTo(cx, cy + d);
        gem.lineTo(cx - d, cy);
        gem.closePath();
        return gem;
    }

    private static void gem(Graphics2D g, Rectangle r) {
        g.fill(gemShape(r));
    }

    private static void gemLine(Graphics2D g, Rectangle r) {
        g.setStroke(new BasicStroke(Math.max(1f, r.width / 30f)));
        g.draw(gemShape(r));
    }

    private static void drawRareCorner(Graphics2D g, Rectangle r) {
        float d = r.width * 0.22f;
        Path2D tri = new Path2D.Float();
        tri.moveTo(r.x + r.width - d, r.y + r.height);
        tri.lineTo(r.x + r.width, r.y + r.height);
        tri.lineTo(r.x + r.width, r.y + r.height - d);
        tri.closePath();
        g.setColor(Theme.colour("EternalSevens.rareCard"));
        g.fill(tri);
    }

    private static void drawStarBlock(Graphics2D g, Rectangle r, boolean aside) {
        CardSprites.draw(g, r, 0, new CardSprites.Layer(aside ? "star-block-left" : "star-block",
                aside ? SpacePainter::blockLeft : SpacePainter::block, Theme.colour("EternalSevens.starBlock")),
                new CardSprites.Layer(aside ? "star-block-star-left" : "star-block-star",
                        aside ? SpacePainter::blockStarLeft : SpacePainter::blockStar,
                        Theme.colour("EternalSevens.starBlockStar")));
    }

    /** The star block's square, at the foot of the card; with a Must Play token beside it, at the foot's left. */
    private static RoundRectangle2D.Float block(Rectangle r, boolean aside) {
        float size = Math.min(r.width * (aside ? 0.44f : 0.6f), r.height * 0.36f);
        float x = aside ? r.x + r.width * 0.06f : r.x + (r.width - size) / 2f;
        return new RoundRectangle2D.Float(x, r.y + r.height - size - r.height * 0.04f, size, size, size / 4,
                size / 4);
    }

    private static void block(Graphics2D g, Rectangle r) {
        g.fill(block(r, false));
    }

    private static void blockLeft(Graphics2D g, Rectangle r) {
        g.fill(block(r, true));
    }

    private static void blockStar(Graphics2D g, Rectangle r) {
        blockStar(g, block(r, false));
    }

    private static void blockStarLeft(Graphics2D g, Rectangle r) {
        blockStar(g, block(r, true));
    }

    private static void blockStar(Graphics2D g, RoundRectangle2D.Float b) {
        g.fill(star(b.x + b.width / 2, b.y + b.height / 2, b.width * 0.42f));
    }

    static Shape star(float cx, float cy, float outer) {
        Path2D p = new Path2D.Float();
        for (int i = 0; i < 10; i++) {
            double a = -Math.PI / 2 + i * Math.PI / 5;
            double rad = i % 2 == 0 ? outer : outer * 0.45;
            double px = cx + Math.cos(a) * rad;
            double py = cy + Math.sin(a) * rad;
            if (i == 0) {
                p.moveTo(px, py);
            } else {
                p.lineTo(px, py);
            }
        }
        p.closePath();
        return p;
    }

    private static void drawX(Graphics2D g, Rectangle r) {
        CardSprites.draw(g, r, 0, new CardSprites.Layer("x-token", SpacePainter::xToken,
                Theme.colour("EternalSevens.xToken")));
    }

    private static void xToken(Graphics2D g, Rectangle r) {
        float m = r.width * 0.2f;
        g.setStroke(new BasicStroke(Math.max(2f, r.width / 9f), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        float top = r.y + (r.height - (r.width - 2 * m)) / 2f;
        float bottom = top + r.width - 2 * m;
        g.draw(new java.awt.geom.Line2D.Float(r.x + m, top, r.x + r.width - m, bottom));
        g.draw(new java.awt.geom.Line2D.Float(r.x + r.width - m, top, r.x + m, bottom));
    }

    private static void drawMustPlay(Graphics2D g, Rectangle r, boolean aside) {
        CardSprites.draw(g, r, 1, new CardSprites.Layer(aside ? "must-play-small" : "must-play",
                aside ? SpacePainter::mustPlaySmallDisc : SpacePainter::mustPlayDisc,
                Theme.colour("EternalSevens.mustPlay")),
                new CardSprites.Layer(aside ? "must-play-small-ring" : "must-play-ring",
                        aside ? SpacePainter::mustPlaySmallRing : SpacePainter::mustPlayRing, Color.WHITE));
        Ellipse2D.Float disc = mustPlay(r, aside);
        Rectangle inner = new Rectangle((int) disc.x, (int) disc.y, (int) disc.width, (int) disc.height);
        drawText(g, inner, "!", Color.WHITE, 0.75f, disc.y + disc.height * 0.78f);
    }

    /** The Must Play token's disc, at the card's lower right; beside a star block, smaller, clear of it. */
    private static Ellipse2D.Float mustPlay(Rectangle r, boolean aside) {
        float d = Math.min(r.width * (aside ? 0.36f : 0.42f), r.height * 0.3f);
        return new Ellipse2D.Float(r.x + r.width - d - r.width * 0.06f, r.y + r.height - d - r.height * 0.04f, d, d);
    }

    private static void mustPlayDisc(Graphics2D g, Rectangle r) {
        g.fill(mustPlay(r, false));
    }

    private static void mustPlaySmallDisc(Graphics2D g, Rectangle r) {
        g.fill(mustPlay(r, true));
    }

    private static void mustPlayRing(Graphics2D g, Rectangle r) {
        g.setStroke(new BasicStroke(Math.max(1f, r.width / 30f)));
        g.draw(mustPlay(r, false));
    }

    private static void mustPlaySmallRing(Graphics2D g, Rectangle r) {
        g.setStroke(new BasicStroke(Math.max(1f, r.width / 30f)));
        g.draw(mustPlay(r, true));
    }

    static double luminance(Color c) {
        return (0.299 * c.getRed() + 0.587 * c.getGreen() + 0.114 * c.getBlue()) / 255.0;
    }

    /** The row's heading: letter and symbol in the row's colour. */
    static void paintRowLabel(Graphics2D g, Rectangle r, Colour row) {
        drawText(g, r, row.letter() + Theme.symbol(row), Theme.colour(row), 0.36f, r.y + r.height * 0.62f);
    }
}
