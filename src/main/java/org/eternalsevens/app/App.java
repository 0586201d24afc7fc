package org.eternalsevens.app;

/** The Swing app's entry point. */
public final class App {
    private App() {
    }

    public static void launch() {
        System.err.println("The table-side app is not built yet.");
    }
}
