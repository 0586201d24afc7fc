package org.eternalsevens.app.dialogs;

import java.awt.Window;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JEditorPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.UIManager;

import com.formdev.flatlaf.util.UIScale;
import net.miginfocom.swing.MigLayout;

import org.eternalsevens.app.look.Dialogs;
import org.eternalsevens.app.look.Html;
import org.eternalsevens.app.look.ScreenFit;
import org.eternalsevens.words.Ui;

/**
 * Help › Notation and keys: the README's two tables ("Entering what happens at the table" and "Keys"), read from
 * the one source both share, {@code help.md} (a test checks the README holds the same lines).
 */
public final class HelpDialog extends JDialog {
    public HelpDialog(Window owner) {
        super(owner, Ui.text("dialog.help.title"), ModalityType.MODELESS);
        setName("help");
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        JEditorPane text = new JEditorPane("text/html", html(source()));
        text.setName("help-text");
        text.setEditable(false);
        text.putClientProperty(JEditorPane.HONOR_DISPLAY_PROPERTIES, Boolean.TRUE);
        text.setFont(UIManager.getFont("Label.font"));
        text.setCaretPosition(0);
        JScrollPane scroll = new JScrollPane(text);
        scroll.setPreferredSize(new java.awt.Dimension(UIScale.scale(900), UIScale.scale(620)));
        JButton close = new JButton(Ui.text("dialog.close"));
        close.setName("close");
        close.addActionListener(e -> dispose());
        JPanel root = new JPanel(new MigLayout("insets dialog, wrap 1, fill", "[grow,fill]", "[grow,fill][]"));
        root.add(scroll, "hmin 0, wmin 0");
        root.add(close, "tag ok, growx 0");
        getRootPane().setDefaultButton(close);
        Dialogs.closeOnEscape(this);
        setContentPane(root);
        ScreenFit.packCentred(this);
    }

    public static void show(Window owner) {
        new HelpDialog(owner).setVisible(true);
    }

    /** The help text in Markdown, as the README mirrors it. */
    public static String source() {
        try (InputStream in = HelpDialog.class.getResourceAsStream("help.md")) {
            if (in == null) {
                return Ui.text("dialog.help.missing");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Headings and tables of the Markdown as HTML; `code` in a monospaced font. */
    public static String html(String md) {
        StringBuilder b = new StringBuilder("<html><body>");
        boolean inTable = false;
        boolean header = false;
        for (String line : md.split("\n")) {
            if (line.startsWith("|")) {
                if (line.startsWith("| ---")) {
                    continue;
                }
                if (!inTable) {
                    b.append("<table border='1' cellspacing='0' cellpadding='4'>");
                    inTable = true;
                    header = true;
                }
                b.append("<tr>");
                String[] cells = line.substring(1, line.length() - 1).split(" \\| ");
                for (String c : cells) {
                    String tag = header ? "th" : "td";
                    b.append('<').append(tag).append(" align='left'>").append(inline(c.trim())).append("</")
                            .append(tag).append('>');
                }
                b.append("</tr>");
                header = false;
                continue;
            }
            if (inTable) {
                b.append("</table>");
                inTable = false;
            }
            if (line.startsWith("### ")) {
                b.append("<h2>").append(inline(line.substring(4))).append("</h2>");
            } else if (!line.isBlank()) {
                b.append("<p>").append(inline(line)).append("</p>");
            }
        }
        if (inTable) {
            b.append("</table>");
        }
        return b.append("</body></html>").toString();
    }

    private static String inline(String s) {
        String safe = Html.escape(s);
        return safe.replaceAll("`([^`]*)`", "<code>$1</code>");
    }
}
