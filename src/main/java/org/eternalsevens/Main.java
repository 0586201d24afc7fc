package org.eternalsevens;

import org.eternalsevens.cli.ReplayCommand;

/**
 * {@code java -jar eternal-sevens.jar} opens the app; {@code replay FILE} replays a record; {@code rank} ranks;
 * {@code stats} shows the history (issue 27).
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            java.util.Optional<Integer> ran = FastStart.runApp();
            if (ran.isPresent()) {
                System.exit(ran.get());
            }
            FastStart.watchLauncher(); // in the app's JVM of the faster start: ends with the launcher
            org.eternalsevens.app.App.launch();
            return;
        }
        java.util.Optional<Integer> imported = FastStart.runImport(args); // with the app's compiler (P492)
        if (imported.isPresent()) {
            System.exit(imported.get());
        }
        FastStart.watchLauncher(); // in the importing JVM: ends with the launcher
        System.exit(run(args));
    }

    static int run(String[] args) {
        if (args[0].equals("replay")) {
            if (args.length != 2) {
                System.err.println("replay: " + org.eternalsevens.cli.CliWords.of("replay.one_file"));
                return ReplayCommand.UNUSABLE;
            }
            return ReplayCommand.run(args[1], System.out, System.err);
        }
        if (args[0].equals("rank")) {
            return org.eternalsevens.cli.RankCommand.run(java.util.Arrays.copyOfRange(args, 1, args.length), System.in,
                    System.out, System.err);
        }
        if (args[0].equals("stats")) {
            return org.eternalsevens.cli.StatsCommand.run(java.util.Arrays.copyOfRange(args, 1, args.length),
                    org.eternalsevens.app.session.AppPaths.home(), System.out, System.err);
        }
        if (args[0].equals("--help") || args[0].equals("-h") || args[0].equals("help")) {
            System.out.println(USAGE);
            return 0;
        }
        System.err.println(org.eternalsevens.cli.CliWords.of("not_a_command", args[0], USAGE));
        return ReplayCommand.UNUSABLE;
    }

    static final String USAGE = "Use: java -jar eternal-sevens.jar (opens the app), "
            + "or java -jar eternal-sevens.jar replay FILE (checks a game record and prints its summary), "
            + "or java -jar eternal-sevens.jar rank red:2h4s blue:9h1s ... (resolves a final Gamer ranking), "
            + "or java -jar eternal-sevens.jar stats [--player NAME] [--json] | --import FOLDER | --csv FILE "
            + "(the history's statistics).";
}
