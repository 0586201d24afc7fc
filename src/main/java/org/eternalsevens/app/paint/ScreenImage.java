package org.eternalsevens.app.paint;

import java.awt.AlphaComposite;
import java.awt.Graphics2D;
import java.awt.GraphicsConfiguration;
import java.awt.GraphicsDevice;
import java.awt.Rectangle;
import java.awt.Transparency;
import java.awt.geom.AffineTransform;
import java.awt.image.VolatileImage;
import java.util.List;

import javax.swing.JComponent;

import org.eternalsevens.app.look.Theme;

/**
 * A component's drawing kept on the screen's side, as a {@link VolatileImage} at the device's pixels (an X pixmap
 * under X11: no Java heap, so no collections), to be copied where the component did not change (P197). It serves
 * only paints to the screen with a scale and a translation; anything else (a picture, a printer, a rotation) is
 * drawn directly by the owner. Used on the event thread only.
 */
final class ScreenImage {
    private final JComponent owner;
    private final boolean opaque;
    private VolatileImage image;
    private Object key; // the device size, scale and look it was made for
    private double sx = 1;
    private double sy = 1;

    /**
     * An image for {@code owner}. An {@code opaque} one stands on the background of the owner's nearest opaque
     * ancestor (a plain colour, for an owner that draws on it): copying opaque pixels is cheaper than blending.
     */
    ScreenImage(JComponent owner, boolean opaque) {
        this.owner = owner;
        this.opaque = opaque;
    }

    /** Whether a paint on g can be served from a kept image. */
    boolean serves(Graphics2D g) {
        return owner.getGraphicsConfiguration() != null && owner.getWidth() > 0 && owner.getHeight() > 0
                && g.getDeviceConfiguration().getDevice().getType() == GraphicsDevice.TYPE_RASTER_SCREEN
                && scalesOnly(g.getTransform());
    }

    /** Whether t only moves and scales up (no rotation, no flip): a copy at device pixels then matches a drawing. */
    static boolean scalesOnly(AffineTransform t) {
        return (t.getType() & ~(AffineTransform.TYPE_TRANSLATION | AffineTransform.TYPE_UNIFORM_SCALE
                | AffineTransform.TYPE_GENERAL_SCALE)) == 0 && t.getScaleX() > 0 && t.getScaleY() > 0;
    }

    /**
     * Makes the image ready for the owner's size at g's scale (call only when {@link #serves} says so). Returns
     * false when its pixels are new or were lost: then everything is to be drawn into it again.
     */
    boolean ready(Graphics2D g) {
        GraphicsConfiguration gc = owner.getGraphicsConfiguration();
        AffineTransform t = g.getTransform();
        sx = t.getScaleX();
        sy = t.getScaleY();
        int w = (int) Math.ceil(owner.getWidth() * sx);
        int h = (int) Math.ceil(owner.getHeight() * sy);
        Object now = List.of(w, h, sx, sy, Theme.lookKey(), opaque ? backdrop() : "");
        if (image != null && now.equals(key)) {
            int v = image.validate(gc);
            if (v == VolatileImage.IMAGE_OK) {
                return true;
            }
            if (v == VolatileImage.IMAGE_RESTORED) {
                return false;
            }
        }
        if (image != null) {
            image.flush();
        }
        image = gc.createCompatibleVolatileImage(w, h, opaque ? Transparency.OPAQUE : Transparency.TRANSLUCENT);
        image.validate(gc); // a new image reports itself restored once: not again at the next paint
        key = now;
        return false;
    }

    /**
     * Graphics on the image for drawing the area {@code r} of the owner again (in the owner's coordinates): the
     * area, widened to whole device pixels, is cleared and clipped to, and the owner's scale is set.
     */
    Graphics2D redraw(Rectangle r) {
        int x0 = (int) Math.floor(r.x * sx);
        int y0 = (int) Math.floor(r.y * sy);
        int x1 = (int) Math.ceil((r.x + r.width) * sx);
        int y1 = (int) Math.ceil((r.y + r.height) * sy);
        Graphics2D ig = image.createGraphics();
        ig.setClip(x0, y0, x1 - x0, y1 - y0);
        if (opaque) {
            ig.setColor(backdrop());
            ig.fillRect(x0, y0, x1 - x0, y1 - y0);
        } else {
            ig.setComposite(AlphaComposite.Clear);
            ig.fillRect(x0, y0, x1 - x0, y1 - y0);
            ig.setComposite(AlphaComposite.SrcOver);
        }
        ig.scale(sx, sy);
        return ig;
    }

    /** The background the owner is drawn on: that of its nearest opaque ancestor. */
    private java.awt.Color backdrop() {
        return backdropOf(owner);
    }

    /** The background c is drawn on: that of its nearest opaque ancestor, else its own. */
    static java.awt.Color backdropOf(java.awt.Component c) {
        for (java.awt.Container k = c.getParent(); k != null; k = k.getParent()) {
            if (k.isOpaque() && k.getBackground() != null) {
                return k.getBackground();
            }
        }
        return c.getBackground() != null ? c.getBackground() : java.awt.Color.WHITE;
    }

    /**
     * Copies g's clip from the image. Returns false when the image was lost meanwhile: then the owner draws on g
     * itself, and the next {@link #ready} starts afresh.
     */
    boolean copyTo(Graphics2D g) {
        copyAtDevicePixels(g, image);
        if (image.contentsLost()) {
            key = null;
            return false;
        }
        return true;
    }

    /**
     * Copies an image drawn at the device's pixels onto g at g's origin, on whole device pixels as it was drawn;
     * g's clip stays where it is on the device.
     */
    static void copyAtDevicePixels(Graphics2D g, java.awt.Image image) {
        AffineTransform t = g.getTransform();
        Graphics2D device = (Graphics2D) g.create();
        device.setTransform(AffineTransform.getTranslateInstance(Math.round(t.getTranslateX()),
                Math.round(t.getTranslateY())));
        device.drawImage(image, 0, 0, null);
        device.dispose();
    }
}
