package org.eternalsevens.app;

import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;

/** Game › Resolve a final ranking… opens the resolver from the game window (issue 9 item 5). */
class RankingMenuTest extends AppGuiTest {
    @Test
    void game_menu_opens_the_ranking_resolver() {
        openWindow();
        window.menuItem("menu-rank").click();
        DialogFixture d = WindowFinder.findDialog("rankingDialog").using(robot);
        d.requireVisible();
        d.label("place1").requireVisible();
        press(d.button("close"));
        d.requireNotVisible();
    }
}
