package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;

import javax.swing.JMenuItem;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

import org.eternalsevens.app.look.QuickMenuItem;

/**
 * Undo and Redo by key act at once (issue 8, "a click answers within one frame"): the menu items are
 * {@link QuickMenuItem}s, whose click by key fires the action without Swing's 68 ms pressed look.
 */
class QuickMenuItemTest extends AppGuiTest {
    @Test
    void theEditMenusItemsAreQuickAndAClickByKeyActsOnce() {
        openWindow();
        for (String name : new String[] {"menu-undo", "menu-redo"}) {
            JMenuItem item = window.menuItem(name).target();
            assertThat(item).as(name).isInstanceOf(QuickMenuItem.class);
        }
        AtomicInteger acted = new AtomicInteger();
        boolean pressedAfter = GuiActionRunner.execute(() -> {
            QuickMenuItem item = new QuickMenuItem("Undo");
            item.addActionListener(e -> acted.incrementAndGet());
            item.doClick(); // what the accelerator does
            return item.getModel().isPressed() || item.getModel().isArmed();
        });
        assertThat(acted).hasValue(1);
        assertThat(pressedAfter).isFalse();
    }
}
