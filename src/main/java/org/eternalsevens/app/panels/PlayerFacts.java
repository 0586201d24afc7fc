package org.eternalsevens.app.panels;

import java.awt.Component;
import java.awt.Font;
import java.util.List;

import javax.swing.JLabel;
import javax.swing.JPanel;

import org.eternalsevens.app.look.FlowWrap;
import org.eternalsevens.app.look.HeadingLabel;
import org.eternalsevens.app.look.Icons;
import org.eternalsevens.app.look.SteadyLabel;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.PlayerState;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.PlayerStatus;
import org.eternalsevens.words.Ui;

/**
 * A player's facts on their panel: hand and rare cards, unused discs, Additional Play Tokens and their cap, hearts and
 * stars, status and final turns; as many to a line as the panel's width takes, each whole (issue 25 §1, P334: a
 * sentence is never cut; the side column lays every panel out whole). Measured at any width (P393); hand and discs
 * in the facts' own type where the side column is short (P398). Split from {@link PlayerPanel} (P436).
 */
final class PlayerFacts extends JPanel {
    private final JLabel hand = new HeadingLabel(2);
    private final JLabel discs = new HeadingLabel(2);
    private final JLabel tokens = new SteadyLabel();
    // the tokens' cap as a fact of its own: a narrow panel wraps the tokens' sentence here, never cuts it (P395)
    private final JLabel tokenCap = new SteadyLabel();
    private final JLabel stars = new SteadyLabel();
    private final JLabel status = new SteadyLabel();
    private boolean compact;

    PlayerFacts(Colour colour) {
        super(new FlowWrap(8, 1));
        setOpaque(false);
        setName("facts-" + colour.id());
        hand.setName("hand-" + colour.id());
        status.setName("status-" + colour.id());
        stars.setName("stars-" + colour.id());
        tokens.setName("tokens-" + colour.id());
        tokenCap.setName("token-cap-" + colour.id());
        discs.setName("discs-" + colour.id());
        discs.setIcon(Icons.get("pass-disc", 18));
        tokens.setIcon(Icons.get("token", 14));
        stars.setIcon(Icons.get("star-block", 14));
        hand.setIcon(Icons.get("rare-card", 18));
        for (JLabel l : List.of(hand, discs, tokens, tokenCap, stars, status)) {
            add(l);
        }
    }

    @Override
    public void doLayout() {
        super.doLayout();
        int most = getWidth() - 16; // in a panel too narrow for a sentence it ends in "…", its tooltip says all
        for (Component c : getComponents()) {
            if (c.getWidth() > most) {
                c.setSize(Math.max(0, most), c.getHeight());
            }
        }
    }

    /** Sets the facts of {@code colour} in {@code s}; only the texts that changed. */
    void show(GameState s, Colour colour) {
        PlayerState p = s.player(colour);
        text(hand, p.rares() > 0 ? Ui.text("panel.player.hand.rare", p.hand(), p.rares())
                : Ui.text("panel.player.hand", p.hand()));
        text(discs, Ui.text("panel.player.discs", p.discs()));
        tokens.setVisible(s.setup().rules().usesTokens());
        tokenCap.setVisible(tokens.isVisible());
        text(tokens, Ui.text("panel.player.tokens", p.apt()));
        text(tokenCap, Ui.text("panel.player.tokenCap", s.setup().rules().tokenCap()));
        int h = s.hearts(colour);
        int st = s.stars(colour);
        if (s.gamer() != null) { // Gamer mode: the track's hearts and stars, always both (R41)
            text(stars, Ui.text("panel.player.track", h, st));
        } else {
            text(stars, st == 0 ? Ui.text("panel.player.noStar") : h > 0
                    ? Ui.text("panel.player.starsAndHearts", "\u2605".repeat(st), st, h)
                    : Ui.text("panel.player.stars", "\u2605".repeat(st), st));
        }
        int left = s.gamer() == null ? 0 : s.gamer().round().finalTurns().left(colour);
        text(status, left > 0 ? Ui.text("panel.player.finalTurns", status(p), left) : status(p));
    }

    /** The height the facts take in a panel whose inside is {@code inner} wide, whatever their width now. */
    int heightAt(int inner) {
        return ((FlowWrap) getLayout()).heightAt(this, inner);
    }

    /**
     * Hand and discs in the facts' own type instead of their larger one (P398): where the side column is short,
     * they then share a line. Checked by font, not by flag: a new theme or scale gives the labels their fonts again.
     */
    void compact(boolean now) {
        compact = now;
        for (JLabel l : List.of(hand, discs)) {
            Font f = now ? tokens.getFont().deriveFont(Font.BOLD) : null;
            if (now ? !f.equals(l.getFont()) : !(l.getFont() instanceof javax.swing.plaf.UIResource)) {
                if (now) {
                    l.setFont(f);
                } else {
                    l.updateUI();
                }
            }
        }
    }

    boolean compact() {
        return compact;
    }

    /** Sets a label's text only when it changes (a new text lays the panel out again). */
    static void text(JLabel l, String text) {
        if (!text.equals(l.getText())) {
            l.setText(text);
            l.setToolTipText(text.isEmpty() ? null : text); // the whole text, where the label ends in "..."
        }
    }

    private static String status(PlayerState p) {
        String word;
        if (p.status() == PlayerStatus.OUT) {
            word = Ui.text("panel.player.status.out");
        } else if (p.status() == PlayerStatus.ELIMINATED) {
            word = Ui.text("panel.player.status.eliminated");
        } else if (p.status() == PlayerStatus.HARDPASSED) {
            word = Ui.text("panel.player.status.hardPassed");
        } else if (p.place() != null) {
            word = Ui.text("panel.player.status.last");
        } else {
            return p.skipNext() ? Ui.text("panel.player.status.skips") : Ui.text("panel.player.status.playing");
        }
        return p.place() == null ? word : Ui.text("panel.player.status.place", word, p.place());
    }
}
