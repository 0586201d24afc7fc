package org.eternalsevens.app.look;

/**
 * A height that does not shrink while the room it is laid out in and the look stay the same: a part whose text gets
 * a line shorter keeps its height, so the parts around it are not laid out and repainted whole (P196). A new width,
 * look, scale or anything else in the key starts afresh.
 */
public final class TallestSoFar {
    private String key = "";
    private int height;

    /** The tallest {@code wanted} seen since the key last changed; {@code room} is the key's own part. */
    public int of(int wanted, Object room) {
        String now = room + "/" + Theme.lookKey();
        if (!now.equals(key)) {
            key = now;
            height = 0;
        }
        height = Math.max(height, wanted);
        return height;
    }

    /** The tallest height seen for {@code room}, without adding one; 0 when none was for this room and look. */
    public int sofar(Object room) {
        return key.equals(room + "/" + Theme.lookKey()) ? height : 0;
    }
}
