package org.eternalsevens.app;

import java.awt.Graphics;
import java.lang.management.ManagementFactory;

import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;

import com.formdev.flatlaf.FlatLightLaf;

/**
 * The yardstick of scripts/startup.sh: a bare FlatLaf window of the app's size. Its first paint prints
 * {@code first-paint-ms=N} (ms since the JVM started), as the app does with {@code -Des.exitAfterFirstPaint=true}.
 */
public final class BareWindowProbe {
    private BareWindowProbe() {
    }

    public static void main(String[] args) {
        FlatLightLaf.setup();
        SwingUtilities.invokeLater(() -> {
            JFrame frame = new JFrame("Bare FlatLaf window");
            frame.setContentPane(new JComponent() {
                @Override
                protected void paintComponent(Graphics g) {
                    g.drawString("Hello", 20, 20);
                    long ms = System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
                    System.out.println("first-paint-ms=" + ms);
                    System.out.flush();
                    Runtime.getRuntime().halt(0);
                }
            });
            frame.setSize(1500, 950);
            frame.setLocationRelativeTo(null);
            frame.setVisible(true);
        });
    }
}
