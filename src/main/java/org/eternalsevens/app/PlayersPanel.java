package org.eternalsevens.app;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import javax.swing.JPanel;

import net.miginfocom.swing.MigLayout;

import org.eternalsevens.rules.Colour;
import org.eternalsevens.rules.GameState;

/** One {@link PlayerPanel} per seat, in seat order (clockwise). */
final class PlayersPanel extends JPanel implements TableControl.View {
    private final Map<Colour, PlayerPanel> panels = new EnumMap<>(Colour.class);
    private List<Colour> seats = List.of();

    PlayersPanel() {
        setName("players");
        setLayout(new MigLayout("insets 0, gap 8", "[grow,fill,sg p]"));
    }

    @Override
    public void showTable(TableControl table) {
        GameState s = table.shown();
        if (s == null) {
            removeAll();
            seats = List.of();
            revalidate();
            return;
        }
        if (!seats.equals(s.setup().seats())) {
            removeAll();
            panels.clear();
            seats = s.setup().seats();
            for (Colour c : seats) {
                PlayerPanel p = new PlayerPanel(c);
                panels.put(c, p);
                add(p, "grow, sg p, top, wmin 0"); // on a narrow window the panels narrow, never overlap
            }
            revalidate();
        }
        int back = table.live() ? -1 : table.shownMoves(); // P70: an earlier position does not look live
        panels.values().forEach(p -> p.show(s, back));
    }
}
