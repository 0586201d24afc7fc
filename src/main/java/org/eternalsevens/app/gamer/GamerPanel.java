package org.eternalsevens.app.gamer;

import javax.swing.JPanel;

import org.eternalsevens.app.look.PlainLayout;
import org.eternalsevens.app.session.Table;
import org.eternalsevens.app.session.TableControl;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.dragon.DragonCards;
import org.eternalsevens.rules.dragon.DragonOffers;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.Move;

/**
 * The Gamer part of the window (issue 9 item 4), below the field: the final turns line, the heart-and-star track
 * and the three Dragon cards, laid out whole, never in a scroll pane (issue 25 §1, P330): the track and the cards
 * side by side when the column is wide enough, one above the other if not. Where the window is short it asks for
 * the track as a two-line strip ({@link TrackStrip}) and then for the cards as their current effects
 * ({@link DragonEffects}); while an offer stands the cards are drawn whole all the same, and the window lays this
 * part over the field's lower rows rather than move the field (P331). While the engine awaits a Dragon action, the
 * cards' buttons are exactly the engine's offers ({@link LegalMoves#dragonOffers}); a click sends {@code dragon ...},
 * Decline sends {@code dragon none}. Hidden in Casual mode.
 */
public final class GamerPanel extends JPanel implements TableControl.View {
    private final Table table;
    private final FinalTurnsLine finalTurns = new FinalTurnsLine();
    private TrackView track; // made with the first Gamer state shown
    private final TrackStrip strip = new TrackStrip();
    private final DragonCardsView dragon;
    private final DragonEffects effects = new DragonEffects();
    private final DragonOfferLines offerLines;
    private boolean compact;
    private boolean compactDragon;
    private boolean offer;
    private boolean compactOffer; // the offer as its lines: the cards drawn whole do not fit the column (P425)

    public GamerPanel(Table table) {
        this.table = table;
        setName("gamer");
        setOpaque(false);
        setLayout(new Parts());
        dragon = new DragonCardsView(DragonCards.start(), a -> sendFor(c -> new Move.TakeDragon(c, a)),
                () -> sendFor(Move.DeclineDragon::new));
        add(finalTurns);
        strip.setVisible(false);
        add(strip);
        add(dragon);
        effects.setVisible(false);
        add(effects);
        offerLines = new DragonOfferLines(a -> sendFor(c -> new Move.TakeDragon(c, a)),
                () -> sendFor(Move.DeclineDragon::new));
        offerLines.setVisible(false);
        add(offerLines);
        setVisible(false);
    }

    /**
     * The track drawn whole or as the two-line strip, the Dragon cards whole or as their effects (the window's
     * choice by the room it has, P331). The cards are drawn whole while an offer stands, whatever is chosen.
     */
    public void compact(boolean track, boolean cards) {
        if (track == compact && cards == compactDragon) {
            return;
        }
        compact = track;
        compactDragon = cards;
        shown();
    }

    private void shown() {
        strip.setVisible(compact && this.track != null);
        if (this.track != null) {
            this.track.setVisible(!compact);
        }
        boolean whole = !compactDragon || offer && !compactOffer;
        dragon.setVisible(whole);
        effects.setVisible(!whole);
        offerLines.setVisible(!whole && offer);
        setOpaque(compactDragon && offer); // laid over the field: its own background hides the field below
    }

    public boolean compact() {
        return compact;
    }

    public boolean compactDragon() {
        return compactDragon;
    }

    /** Whether a Dragon action is on offer (the cards are drawn whole, laid over the field if need be). */
    public boolean offer() {
        return offer;
    }

    /** The height this part needs in a column this wide, with the track and the cards whole or compact. */
    public int heightFor(int w, boolean compactTrack, boolean compactCards) {
        if (!isVisible()) {
            return 0;
        }
        int gap = gap();
        int h = finalTurns.isVisible() ? finalTurns.heightFor(w) + gap : 0;
        java.awt.Dimension d = compactCards ? new java.awt.Dimension(w, effects.heightFor(w))
                : dragon.getPreferredSize();
        java.awt.Dimension t = compactTrack || track == null ? new java.awt.Dimension(w, strip.heightFor(w))
                : track.getPreferredSize();
        if (!compactTrack && !compactCards && track != null && t.width + gap * 3 + d.width <= w) {
            return h + Math.max(t.height, d.height) + 2 * gap;
        }
        return h + t.height + gap + d.height + 2 * gap;
    }

    /** The narrowest column this part fits whole in: the Dragon cards' width (the strip wraps no further). */
    public int leastWidth() {
        return dragon.getPreferredSize().width;
    }

    /** The narrowest column this part fits in with the track as its strip and the cards as their effects (P426). */
    public int compactWidth() {
        return strip.leastWidth();
    }

    /**
     * The height the part takes while an offer stands, at most {@code room} (its own place and the field's above
     * it), and which form the offer takes: the cards drawn whole where they fit, else the offer's lines below the
     * effects (P425). Without an offer, or with the cards whole anyway, the part's own height.
     */
    public int offerHeight(int w, int room) {
        int own = heightFor(w, compact, compactDragon);
        if (!offer || !compactDragon) {
            return own;
        }
        int whole = heightFor(w, compact, false);
        boolean lines = w < leastWidth() || whole > room;
        if (lines != compactOffer) {
            compactOffer = lines;
            shown();
        }
        return Math.min(room, lines ? own + offerLines.heightFor(w) + gap() : whole);
    }

    /** The width of the track drawn whole beside the Dragon cards (0 before the first Gamer state). */
    public int pairWidth() {
        return track == null ? 0 : track.getPreferredSize().width + gap() * 3 + dragon.getPreferredSize().width;
    }

    private static int gap() {
        return com.formdev.flatlaf.util.UIScale.scale(6);
    }

    /** Final turns on top; then the track (or strip) and the cards, side by side if they fit, else stacked. */
    private final class Parts extends PlainLayout {
        @Override
        public void layoutContainer(java.awt.Container parent) {
            int w = parent.getWidth();
            int gap = gap();
            int y = gap;
            if (finalTurns.isVisible()) {
                int fh = finalTurns.heightFor(w);
                finalTurns.setBounds(0, y, w, fh);
                y += fh + gap;
            }
            java.awt.Component t = compact || track == null ? strip : track;
            java.awt.Dimension td = t == strip ? new java.awt.Dimension(w, strip.heightFor(w)) : t.getPreferredSize();
            java.awt.Dimension dd = dragon.getPreferredSize();
            if (t == track && dragon.isVisible() && td.width + gap * 3 + dd.width <= w) {
                t.setBounds(0, y, td.width, td.height);
                dragon.setBounds(w - dd.width, y, dd.width, dd.height);
            } else {
                t.setBounds(0, y, Math.min(w, Math.max(td.width, t == strip ? w : 0)), td.height);
                dragon.setBounds(0, y + td.height + gap, Math.min(w, dd.width), dd.height);
                int ey = y + td.height + gap;
                effects.setBounds(0, ey, w, effects.heightFor(w));
                ey += effects.heightFor(w) + gap;
                offerLines.setBounds(0, ey, w, offerLines.heightFor(w));
            }
        }

        @Override
        public java.awt.Dimension preferredLayoutSize(java.awt.Container parent) {
            int w = parent.getWidth() > 0 ? parent.getWidth() : 1200;
            return new java.awt.Dimension(leastWidth(), heightFor(w, compact, compactDragon && !offer));
        }
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
            add(track, 1);
            shown();
        } else if (!s.gamer().track().equals(track.track())) {
            track.setTrack(s.gamer().track());
        }
        strip.setTrack(s.gamer().track());
        DragonOffers offer = table.live() && !s.finished() ? LegalMoves.dragonOffers(s) : null;
        effects.show(s.gamer().round().dragon());
        if ((offer != null) != this.offer) {
            this.offer = offer != null;
            shown();
            if (compactDragon && getParent() != null) {
                getParent().revalidate(); // laid over the field, or back in its place: the field stays as it is
            }
        }
        if (offer != null) {
            boolean declinable = table.legalMoves().stream().anyMatch(m -> m instanceof Move.DeclineDragon);
            dragon.actingPlayer(s.toMove());
            dragon.setOffer(offer, declinable);
            offerLines.setOffer(offer, declinable, s.toMove());
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
