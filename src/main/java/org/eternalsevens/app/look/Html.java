package org.eternalsevens.app.look;

/**
 * The one HTML escaper of the app (P272): text a player or a profile wrote, put into a Swing HTML label, tooltip or
 * page, escapes {@code & < >} so it shows as written and never as markup. The app writes such words only as text,
 * never into an attribute, so {@code "} stays as it is (a message a test or a screen reader reads keeps its quotes).
 */
public final class Html {
    private Html() {
    }

    /** {@code s} with {@code &}, {@code <} and {@code >} escaped; "" for null. */
    public static String escape(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&': b.append("&amp;"); break;
                case '<': b.append("&lt;"); break;
                case '>': b.append("&gt;"); break;
                default: b.append(c);
            }
        }
        return b.toString();
    }

    /** Lines of plain text as one HTML text, each escaped, one under the other: a tooltip, a list of problems. */
    public static String lines(java.util.List<String> lines) {
        StringBuilder b = new StringBuilder("<html>");
        for (int i = 0; i < lines.size(); i++) {
            b.append(i > 0 ? "<br>" : "").append(escape(lines.get(i)));
        }
        return b.append("</html>").toString();
    }

    /** The plain text of HTML made with {@link #escape}: the tags dropped, the escapes undone. */
    public static String plain(String html) {
        return html.replaceAll("<[^>]*>", "").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"")
                .replace("&amp;", "&");
    }
}
