package org.eternalsevens.app;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.LayoutManager;

import javax.swing.JComponent;
import javax.swing.JPanel;

import com.formdev.flatlaf.util.UIScale;

import org.eternalsevens.app.look.ScrollColumn;
import org.eternalsevens.app.panels.EternalsPanel;

/**
 * The side column: the eternals box on top (as tall as its text, at most 45% of the column, then it scrolls), the
 * command box at the bottom, and the log in between taking the rest.
 */
final class SideColumn extends JPanel {
    private final JComponent eternals;
    private final JComponent log;
    private final JComponent command;

    SideColumn(EternalsPanel eternals, JComponent log, JComponent command) {
        this.eternals = ScrollColumn.capped(eternals, "eternals-scroll", 1f);
        this.log = log;
        this.command = command;
        setName("side");
        setOpaque(false);
        add(this.eternals);
        add(log);
        add(command);
        setLayout(new Stack());
    }

    private final class Stack implements LayoutManager {
        @Override
        public void layoutContainer(Container parent) {
            int w = parent.getWidth();
            int h = parent.getHeight();
            int gap = UIScale.scale(6);
            int commandH = Math.min(command.getPreferredSize().height, h / 3);
            int eternalsH = eternals.isVisible() ? Math.min(eternals.getPreferredSize().height, h * 45 / 100) : 0;
            eternals.setBounds(0, 0, w, eternalsH);
            int logY = eternalsH + (eternalsH > 0 ? gap : 0);
            int logH = Math.max(0, h - logY - commandH - gap);
            log.setBounds(0, logY, w, logH);
            command.setBounds(0, h - commandH, w, commandH);
        }

        @Override
        public Dimension preferredLayoutSize(Container parent) {
            return new Dimension(UIScale.scale(300), UIScale.scale(600));
        }

        @Override
        public Dimension minimumLayoutSize(Container parent) {
            return new Dimension(0, 0);
        }

        @Override
        public void addLayoutComponent(String name, Component comp) {
        }

        @Override
        public void removeLayoutComponent(Component comp) {
        }
    }
}
