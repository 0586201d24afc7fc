package org.eternalsevens.app.look;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.LayoutManager;

/**
 * A layout that places its children itself and keeps no constraints: adding or removing a child asks nothing of it,
 * and it asks for no least size unless it says otherwise (P541).
 */
public abstract class PlainLayout implements LayoutManager {
    @Override
    public Dimension minimumLayoutSize(Container parent) {
        return new Dimension(0, 0);
    }

    @Override
    public final void addLayoutComponent(String name, Component comp) {
    }

    @Override
    public final void removeLayoutComponent(Component comp) {
    }
}
