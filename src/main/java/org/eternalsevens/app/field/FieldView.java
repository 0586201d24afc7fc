package org.eternalsevens.app.field;

import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.Set;
import java.util.function.Function;

import javax.swing.AbstractAction;
import javax.swing.JComponent;
import javax.swing.KeyStroke;

import org.eternalsevens.app.diagnostics.FirstPaint;
import org.eternalsevens.app.paint.ApartRepaints;
import org.eternalsevens.app.paint.KeptImage;
import org.eternalsevens.app.session.Table;
import org.eternalsevens.app.session.TableControl;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.words.Ui;

/**
 * The field: four rows of 12 spaces drawn as cards. Legal spaces for the player to move are highlighted
 * (the plays of {@link org.eternalsevens.rules.LegalMoves}); a click plays, Shift+click or the right-click menu
 * plays a rare card, and an illegal space says why. In placing mode a click puts a Must Play token instead.
 */
public final class FieldView extends JComponent implements TableControl.View {
    /**
     * A click-to-place mode: which move a clicked space makes. With {@code targets} and {@code pick} (and no
     * move), the spaces a click may take are those and {@code pick} takes the click (a first space of two, R69).
     */
    record Placing(String prompt, Function<Space, Move> move, java.util.function.Predicate<Space> targets,
                   java.util.function.Consumer<Space> pick) {
        Placing(String prompt, Function<Space, Move> move) {
            this(prompt, move, null, null);
        }
    }

    private final Table table;
    private GameState state;
    private final SpaceMarks marks = new SpaceMarks();
    private Placing placing;
    private Placing chosenPlacing;
    private Space hover;
    private Runnable onPlacingChange = () -> { };
    private Runnable onFirstPaint;
    /** How each space was last asked to look (by its index), to repaint only the spaces that change. */
    private final int[] looks = new int[Space.ALL_SPACES.size()];
    private Dimension lookedAtSize;
    private boolean labelled; // the row labels are drawn (a game is shown)
    private final ApartRepaints apart = new ApartRepaints(this); // far-apart spaces painted each by itself (P79)
    private final KeptImage drawn = new KeptImage(this); // an area that did not change is copied (P197)

    public FieldView(Table table) {
        this.table = table;
        setName("field");
        setToolTipText("");
        setFocusable(true);
        MouseAdapter mouse = new MouseAdapter() {
            @Override
            public void mouseMoved(MouseEvent e) {
                setHover(spaceAt(e.getPoint()));
            }

            @Override
            public void mouseExited(MouseEvent e) {
                setHover(null);
            }

            @Override
            public void mousePressed(MouseEvent e) {
                if (e.isPopupTrigger()) {
                    menu(e);
                }
            }

            @Override
            public void mouseReleased(MouseEvent e) {
                if (e.isPopupTrigger()) {
                    menu(e);
                } else if (e.getButton() == MouseEvent.BUTTON1) {
                    clicked(spaceAt(e.getPoint()), (e.getModifiersEx() & InputEvent.SHIFT_DOWN_MASK) != 0);
                }
            }
        };
        addMouseListener(mouse);
        addMouseMotionListener(mouse);
        getInputMap(WHEN_IN_FOCUSED_WINDOW).put(KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0), "cancelPlacing");
        getActionMap().put("cancelPlacing", new AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                cancelPlacing();
            }
        });
    }

    /** Runs once, after the first paint; after those given before it (the rest of the window, then the warm-up). */
    public void onFirstPaint(Runnable r) {
        Runnable before = onFirstPaint;
        onFirstPaint = before == null ? r : () -> {
            before.run();
            r.run();
        };
    }

    public void onPlacingChange(Runnable r) {
        onPlacingChange = r;
    }

    /** Starts click-to-place mode (a mustplay pass): the next click on a legal space makes the move. */
    public void startPlacing(String prompt, Function<Space, Move> move) {
        startPlacing(prompt, move, null, null);
    }

    /** Click-to-place mode on the {@code targets} spaces: a click on one is handed to {@code pick}. */
    public void startPlacing(String prompt, Function<Space, Move> move, java.util.function.Predicate<Space> targets,
                      java.util.function.Consumer<Space> pick) {
        chosenPlacing = new Placing(prompt, move, targets, pick);
        table.tell(""); // the prompt says it once, in the top line (issue 8, defect 8)
        showTable(null);
    }

    void cancelPlacing() {
        if (chosenPlacing != null) {
            chosenPlacing = null;
            table.tell("");
            showTable(null);
        }
    }

    /** The prompt of the placing mode in force, or null. */
    public String placingPrompt() {
        return placing == null ? null : placing.prompt();
    }

    @Override
    public void showTable(TableControl ignored) {
        GameState s = table.shown();
        if (s != state) {
            chosenPlacing = null;
        }
        state = s;
        String before = placingPrompt();
        placing = chosenPlacing;
        if (placing == null && s != null && table.live() && s.pending() == Pending.MUSTPLAY) {
            Colour actor = s.toMove();
            placing = new Placing(Ui.text("field.medusa", s.setup().nameOf(actor)),
                    sp -> new Move.PlaceMustPlay(actor, sp));
        }
        marks.compute(table, s, placing);
        if (ignored == null || !java.util.Objects.equals(before, placingPrompt())) {
            onPlacingChange.run(); // on a move the prompt hears from the table itself: once, not twice
        }
        repaintChanged();
    }

    /**
     * Repaints only the spaces whose look changed since the last call (a move changes a few): docs/performance.md,
     * "A click answers within one frame". A new size, or a game coming or going (the row labels), repaints the
     * whole field: everything the field draws is repainted when it changes, as its kept drawing (P197) relies on.
     */
    private void repaintChanged() {
        boolean all = !getSize().equals(lookedAtSize) || (state != null) != labelled;
        lookedAtSize = getSize();
        labelled = state != null;
        for (Space sp : Space.ALL_SPACES) {
            int look = marks.look(state, sp, sp == hover);
            if (looks[sp.index()] != look) {
                looks[sp.index()] = look;
                if (!all) {
                    repaint(paintedArea(sp));
                }
            }
        }
        if (all) {
            repaint();
        }
    }

    /** A space and its highlight ring, which reaches outside it. */
    public Rectangle paintedArea(Space sp) {
        Rectangle r = bounds(sp);
        int pad = SpacePainter.reach(r);
        r.grow(pad, pad);
        return r;
    }

    /** Spaces highlighted now: where a click is accepted. */
    public Set<Space> highlighted() {
        return marks.highlighted();
    }

    private void setHover(Space sp) {
        if (sp != hover) {
            hover = sp;
            repaintChanged(); // the space left and the space entered
        }
    }

    private void clicked(Space sp, boolean rare) {
        if (sp == null || state == null) {
            return;
        }
        requestFocusInWindow();
        Colour actor = state.toMove();
        if (placing != null && !rare && placing.pick() != null) {
            if (placing.targets().test(sp)) {
                Placing was = placing;
                chosenPlacing = null;
                was.pick().accept(sp); // may start the next placing (the second space)
            } else {
                table.tell(Ui.text("field.notATarget", sp));
            }
            return;
        }
        if (placing != null && !rare) {
            if (table.send(placing.move().apply(sp))) {
                chosenPlacing = null;
            }
            return;
        }
        if (actor == null) {
            table.tell(table.whyNobodyMoves());
            return;
        }
        table.send(rare ? new Move.PlayRare(actor, sp) : new Move.Play(actor, sp));
    }

    private void menu(MouseEvent e) {
        Space sp = spaceAt(e.getPoint());
        if (sp != null && state != null && state.toMove() != null) {
            SpaceMenu.show(table, this, e.getX(), e.getY(), sp, state.toMove());
        }
    }

    @Override
    public String getToolTipText(MouseEvent e) {
        Space sp = spaceAt(e.getPoint());
        if (sp == null || state == null) {
            return null;
        }
        if (placing != null && placing.pick() != null) {
            return SpaceHint.forTargets(state, sp, placing.targets().test(sp));
        }
        return SpaceHint.of(table, state, sp, placing == null ? null : placing.move());
    }

    /** The space under a point, or null. */
    public Space spaceAt(Point p) {
        for (Space sp : Space.ALL_SPACES) {
            if (bounds(sp).contains(p)) {
                return sp;
            }
        }
        return null;
    }

    /** Where a space is drawn, in the field's coordinates (tests check it is in sight). */
    public Rectangle boundsOf(Space sp) {
        return bounds(sp);
    }

    /** The middle of a space, for clicks in tests. */
    public Point centreOf(Space sp) {
        Rectangle r = bounds(sp);
        return new Point(r.x + r.width / 2, r.y + r.height / 2);
    }

    /** The height at which a field this wide shows its cards as large as the width allows. */
    public static int heightFor(int width) {
        return FieldGrid.heightFor(width);
    }

    private Rectangle bounds(Space sp) {
        return new FieldGrid(getWidth(), getHeight()).bounds(sp);
    }

    /** The areas painted apart from Swing's one rectangle since the last call (for tests). */
    public java.util.List<Rectangle> paintedApart() {
        return apart.painted();
    }

    @Override
    public void repaint(long tm, int x, int y, int width, int height) {
        drawn.changed(x, y, width, height);
        if (!apart.repaint(x, y, width, height)) {
            super.repaint(tm, x, y, width, height);
        }
    }

    @Override
    public Dimension getPreferredSize() {
        return new Dimension(900, 440);
    }

    @Override
    protected void paintComponent(Graphics g0) {
        FirstPaint.step("paint");
        drawn.paint((Graphics2D) g0, new Rectangle(getWidth(), getHeight()), this::draw);
        if (state != null) {
            FirstPaint.painted();
        }
        if (onFirstPaint != null) { // with or without a game: the rest of the window follows its first paint
            Runnable r = onFirstPaint;
            onFirstPaint = null;
            r.run();
        }
    }

    /** How many areas of the field have been drawn anew (not copied) so far (for tests). */
    public int drawings() {
        return drawn.drawings();
    }

    /** Draws the row labels and the spaces that lie in g's clip (and their rings). */
    private void draw(Graphics2D g0) {
        Graphics2D g = (Graphics2D) g0.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        if (state != null) {
            FieldGrid grid = new FieldGrid(getWidth(), getHeight());
            Rectangle clip = g.getClipBounds();
            for (Colour row : Colour.values()) {
                Rectangle label = grid.rowLabel(row);
                if (clip == null || clip.intersects(label)) {
                    SpacePainter.paintRowLabel(g, label, row);
                }
            }
            for (Space sp : Space.ALL_SPACES) { // only the spaces in the area to repaint (and their rings)
                Rectangle r = grid.bounds(sp);
                int pad = SpacePainter.reach(r);
                if (clip == null || clip.intersects(r.x - pad, r.y - pad, r.width + 2 * pad, r.height + 2 * pad)) {
                    SpacePainter.paint(g, r, sp, state.field(), marks.isX(sp), marks.of(sp), sp == hover);
                }
            }
        }
        g.dispose();
    }
}
