package org.eternalsevens;

/** Prints the JVM options the faster start gives the app's JVM, for scripts/clickbench.sh. */
public final class FastStartOptions {
    private FastStartOptions() {
    }

    public static void main(String[] args) {
        System.out.println(String.join(" ", FastStart.APP_OPTIONS) + " -XX:TieredStopAtLevel=1");
    }
}
