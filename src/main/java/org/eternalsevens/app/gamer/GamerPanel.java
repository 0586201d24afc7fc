package org.eternalsevens.app.gamer;

import javax.swing.JPanel;

import net.miginfocom.swing.MigLayout;

import org.eternalsevens.app.look.FlowWrap;
import org.eternalsevens.app.look.QuietScrollPane;
import org.eternalsevens.app.look.TallestSoFar;
import org.eternalsevens.app.session.Table;
import org.eternalsevens.app.session.TableControl;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.dragon.DragonCards;
import org.eternalsevens.rules.dragon.DragonOffers;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.Move;

/**
 * The Gamer part of the window (issue 9 item 4), in the field column's reserved slot: the final turns line, the
 * heart-and-star track and the three Dragon cards. While the engine awaits a Dragon action, the cards' buttons are
 * exactly the engine's offers ({@link LegalMoves#dragonOffers}); a click sends {@code dragon ...}, Decline sends
 * {@code dragon none}. Hidden in Casual mode.
 */
public final class GamerPanel extends JPanel implements TableControl.View {
    private final Table table;
    private final FinalTurnsLine finalTurns = new FinalTurnsLine();
    private TrackView track; // made with the first Gamer state shown
    private final DragonCardsView dragon;
    // the track and the Dragon cards side by side when the column is wide enough, one above the other if not
    private final Pair pair = new Pair();
    // at a large scale on a small screen the track is wider than the column: it scrolls sideways, never clipped
    private final javax.swing.JScrollPane pairScroll = new QuietScrollPane(pair,
            javax.swing.ScrollPaneConstants.VERTICAL_SCROLLBAR_NEVER,
            javax.swing.ScrollPaneConstants.HORIZONTAL_SCROLLBAR_AS_NEEDED) {
        @Override
        public java.awt.Dimension getPreferredSize() {
            java.awt.Dimension d = pair.getPreferredSize();
            int bar = pair.getScrollableTracksViewportWidth() ? 0 : getHorizontalScrollBar().getPreferredSize().height;
            return new java.awt.Dimension(d.width, d.height + bar);
        }
    };

    /** The track and the cards: wrapped to the column, or as wide as the widest of them when that is wider. */
    private static final class Pair extends JPanel implements javax.swing.Scrollable {
        Pair() {
            super(new FlowWrap(16, 6));
        }

        private int widest() {
            int w = 0;
            for (java.awt.Component c : getComponents()) {
                w = Math.max(w, c.getPreferredSize().width);
            }
            java.awt.Insets in = getInsets();
            return w + in.left + in.right + 2 * 16 + 2;
        }

        @Override
        public boolean getScrollableTracksViewportWidth() {
            java.awt.Container v = getParent();
            return !(v instanceof javax.swing.JViewport) || v.getWidth() >= widest();
        }

        @Override
        public boolean getScrollableTracksViewportHeight() {
            return false;
        }

        @Override
        public java.awt.Dimension getPreferredScrollableViewportSize() {
            return getPreferredSize();
        }

        @Override
        public int getScrollableUnitIncrement(java.awt.Rectangle r, int orientation, int direction) {
            return 24;
        }

        @Override
        public int getScrollableBlockIncrement(java.awt.Rectangle r, int orientation, int direction) {
            return Math.max(24, r.width - 24);
        }

        private final TallestSoFar tallest = new TallestSoFar();

        /**
         * As wide as the flow needs; as tall as the tallest it has been for this width and look, so that the Dragon
         * cards' height changing with an offer or a spent card does not resize this part, which would lay out and
         * repaint the whole part below the field (about 4 ms, P196).
         */
        @Override
        public java.awt.Dimension getPreferredSize() {
            java.awt.Dimension d = super.getPreferredSize();
            java.awt.Container v = getParent();
            if (v instanceof javax.swing.JViewport && v.getWidth() < widest()) {
                d.width = Math.max(d.width, widest());
            }
            d.height = tallest.of(d.height, (v == null ? -1 : v.getWidth()) + "/" + getComponentCount());
            return d;
        }
    }

    public GamerPanel(Table table) {
        super(new MigLayout("insets 4 0 4 0, wrap 1, gapy 6lp, hidemode 3", "[0:0:,grow,fill]"));
        this.table = table;
        setName("gamer");
        setOpaque(false);
        dragon = new DragonCardsView(DragonCards.start(), a -> sendFor(c -> new Move.TakeDragon(c, a)),
                () -> sendFor(Move.DeclineDragon::new));
        add(finalTurns);
        pair.setOpaque(false);
        pair.add(dragon);
        pairScroll.setBorder(null);
        pairScroll.setOpaque(false);
        pairScroll.getViewport().setOpaque(false);
        pairScroll.getHorizontalScrollBar().setUnitIncrement(24);
        add(pairScroll, "wmin 0");
        addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                pair.revalidate(); // the wrapped flow's height follows the new width
            }
        });
        setVisible(false);
    }

    private void sendFor(java.util.function.Function<Colour, Move> make) {
        GameState s = table.shown();
        if (s != null && s.toMove() != null) {
            table.send(make.apply(s.toMove()));
        }
    }

    @Override
    public void showTable(TableControl control) {
        GameState s = table.shown();
        boolean gamer = s != null && s.gamer() != null;
        setVisible(gamer);
        if (!gamer) {
            return;
        }
        finalTurns.show(s.gamer().round().finalTurns(), s.finished() ? null : s.toMove(), s.setup()::nameOf);
        if (track == null) {
            track = new TrackView(s.gamer().track());
            pair.add(track, 0);
        } else if (!s.gamer().track().equals(track.track())) {
            track.setTrack(s.gamer().track());
        }
        DragonOffers offer = table.live() && !s.finished() ? LegalMoves.dragonOffers(s) : null;
        if (offer != null) {
            boolean declinable = table.legalMoves().stream().anyMatch(m -> m instanceof Move.DeclineDragon);
            dragon.actingPlayer(s.toMove());
            dragon.setOffer(offer, declinable);
        } else {
            dragon.setCards(s.gamer().round().dragon());
        }
        // each part asks for a layout or a repaint itself when it changes: nothing here on an unchanged move
    }

    TrackView track() {
        return track;
    }

    DragonCardsView dragonCards() {
        return dragon;
    }
}
