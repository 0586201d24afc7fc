package org.eternalsevens.app.dialogs;

import javax.swing.text.AbstractDocument;
import javax.swing.text.AttributeSet;
import javax.swing.text.BadLocationException;
import javax.swing.text.DocumentFilter;
import javax.swing.text.JTextComponent;

import org.eternalsevens.record.RecordSetup;

/**
 * A name field takes at most {@link RecordSetup#LONGEST_NAME} characters (P262): what is typed or pasted beyond
 * them is left out, so a typed name is never longer than a name from a file is shown (P242).
 */
final class NameLimit extends DocumentFilter {
    private final int most;

    private NameLimit(int most) {
        this.most = most;
    }

    /** Limits {@code field} to a player's name, and shortens the text it already holds. */
    static void on(JTextComponent field) {
        String text = field.getText();
        ((AbstractDocument) field.getDocument()).setDocumentFilter(new NameLimit(RecordSetup.LONGEST_NAME));
        field.setText(text);
    }

    @Override
    public void insertString(FilterBypass fb, int offset, String text, AttributeSet attr)
            throws BadLocationException {
        replace(fb, offset, 0, text, attr);
    }

    @Override
    public void replace(FilterBypass fb, int offset, int length, String text, AttributeSet attrs)
            throws BadLocationException {
        String t = text == null ? "" : text;
        int room = Math.max(0, most - (fb.getDocument().getLength() - length));
        if (t.length() > room) {
            int keep = room > 0 && Character.isHighSurrogate(t.charAt(room - 1)) ? room - 1 : room; // never half
            t = t.substring(0, keep);
        }
        fb.replace(offset, length, t, attrs);
    }
}
