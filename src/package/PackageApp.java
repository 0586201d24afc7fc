import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import javax.imageio.ImageIO;

import com.formdev.flatlaf.extras.FlatSVGIcon;

import org.eternalsevens.AppJvm;

/**
 * The packaged app ({@code mvn -B -Ppackage -DskipTests package}, docs/performance.md "The packaged app"): run by
 * Maven as {@code java -cp target/eternal-sevens.jar src/package/PackageApp.java VERSION TYPE} in the project folder.
 * It checks every tool first, then: the app's icon as a PNG rendered from icons/eternal.svg; a Java runtime trimmed
 * by jlink to the modules jdeps finds; the app image (jpackage) with the app's JVM options; the class list of a
 * start (a training run to the first paint, under Xvfb when there is no display); the installer (TYPE deb, msi or
 * dmg); and the class-sharing archive of the image, made where the image now lies. Anything fails: target/dist is
 * removed, and one line says why. P253-P255.
 */
public final class PackageApp {
    static final String NAME = "eternal-sevens";
    static final boolean WINDOWS = System.getProperty("os.name").startsWith("Windows");
    static final boolean MAC = System.getProperty("os.name").startsWith("Mac");
    static final Path DIST = Path.of("target/dist");
    static final Path WORK = Path.of("target/package-work");
    static final Path JAR = Path.of("target/" + NAME + ".jar");
    static final Path FAILED = Path.of("target/package-failed.txt");
    /**
     * Files of the runtime the app never opens (P550; issue 26's size): the public suffix list (cookies and TLS host
     * names: the app has no network), the jrt file system for other Javas, the JDK's own class list (the archive is
     * made from the app's), the splash screen's and the sound's libraries.
     */
    static final String UNUSED_FILES = String.join(",", "glob:/java.base/lib/security/public_suffix_list.dat",
            "glob:/java.base/lib/jrt-fs.jar", "glob:/java.base/lib/classlist",
            "glob:/java.desktop/lib/libsplashscreen.*", "glob:/java.desktop/lib/libjsound.*",
            "glob:/java.desktop/bin/jsound.dll", "glob:/java.desktop/bin/splashscreen.dll");

    public static void main(String[] args) throws Exception {
        String version = args[0].replaceAll("[^0-9.].*", ""); // installers take numbers only: 0.1.0-SNAPSHOT → 0.1.0
        String type = args[1];
        Files.deleteIfExists(FAILED);
        String missing = missingTool(type);
        if (missing != null) {
            fail("Cannot build the packaged app: " + missing);
        }
        try {
            build(version, type);
        } catch (IOException | RuntimeException e) {
            deleteTree(DIST);
            fail("Cannot build the packaged app: " + e.getMessage() + " (target/dist removed)");
        } finally {
            deleteTree(WORK);
        }
    }

    /** The first tool the build lacks, with what to install, or null. Checked before anything is built. */
    static String missingTool(String type) {
        Path bin = Path.of(System.getProperty("java.home"), "bin");
        for (String tool : List.of("jdeps", "jlink", "jpackage")) {
            if (!Files.isExecutable(bin.resolve(WINDOWS ? tool + ".exe" : tool))) {
                return tool + " is missing from " + bin + ": run Maven with a full JDK 17 or newer (on Debian or"
                        + " Ubuntu: apt-get install openjdk-17-jdk)";
            }
        }
        if (type.equals("deb")) {
            for (String tool : List.of("dpkg-deb", "fakeroot")) {
                if (!onPath(tool)) {
                    return tool + " is missing: apt-get install " + (tool.equals("dpkg-deb") ? "dpkg" : tool);
                }
            }
        }
        if (type.equals("msi") && !(onPath("candle.exe") && onPath("light.exe"))) {
            return "WiX 3 (candle.exe, light.exe) is missing from the PATH: install the WiX Toolset 3";
        }
        if (!WINDOWS && !MAC && System.getenv("DISPLAY") == null && !onPath("xvfb-run")) {
            return "the class list is recorded from a start of the app, which needs a display: run with one, or"
                    + " apt-get install xvfb xauth";
        }
        return null;
    }

    static void build(String version, String type) throws IOException {
        deleteTree(DIST);
        deleteTree(WORK);
        Files.createDirectories(WORK.resolve("input"));
        Files.createDirectories(DIST);
        ImageJar.copy(JAR, WORK.resolve("input/" + NAME + ".jar"));
        Path icon = WORK.resolve(NAME + ".png");
        renderIcon(icon);

        String modules = output("jdeps", "--print-module-deps", "--ignore-missing-deps", "--multi-release", "17",
                JAR.toString()).strip();
        Path runtime = WORK.resolve("runtime");
        run(tool("jlink"), "--add-modules", modules, "--strip-debug", "--no-man-pages", "--no-header-files",
                "--compress=2", "--exclude-files=" + UNUSED_FILES, "--output", runtime.toString());
        stripJvm(runtime);
        List<String> boot = bootOptions(runtime);

        List<String> image = new ArrayList<>(List.of(tool("jpackage"), "--type", "app-image", "--name", NAME,
                "--app-version", version, "--input", WORK.resolve("input").toString(), "--main-jar", NAME + ".jar",
                "--main-class", "org.eternalsevens.Main", "--runtime-image", runtime.toString(), "--dest",
                DIST.toString(), "--description", "Table-side companion for the card game Eternal Sevens"));
        for (String option : launcherOptions(boot)) {
            image.addAll(List.of("--java-options", option));
        }
        if (!WINDOWS && !MAC) {
            image.addAll(List.of("--icon", icon.toString())); // Windows wants an .ico, macOS an .icns
        }
        run(image.toArray(String[]::new));
        if (!WINDOWS && !MAC) {
            writeShellLauncher(launcherOptions(boot));
        }

        Path app = appDir();
        recordClassList(app);
        if (!type.equals("none")) {
            installer(type, version, icon); // before the archive: the installer's copy makes its own (postinst)
        }
        makeArchive(app);
        System.out.println("Packaged app: " + DIST.resolve(NAME) + (type.equals("none") ? "" : ", and its " + type
                + " in " + DIST));
    }

    /** The launcher's JVM options: AppJvm.PACKAGED (P310), {@code boot}, the archive ($APPDIR: the app folder). */
    static List<String> launcherOptions(List<String> boot) {
        List<String> options = new ArrayList<>(AppJvm.PACKAGED);
        options.addAll(boot);
        options.addAll(List.of(AppJvm.COMPILER, "-XX:SharedArchiveFile=$APPDIR/" + NAME + ".jsa", "-Xshare:auto",
                "-Xlog:cds=off", "-Xlog:cds+dynamic=off", "-Des.fastStart=false"));
        return options;
    }

    /**
     * AppJvm.PACKAGED_BOOT (P313) if the trimmed runtime takes them all (a later Java may drop a diagnostic option),
     * else only -XX:-UsePerfData, said in one line: the app then starts as before, its archive relocated.
     */
    static List<String> bootOptions(Path runtime) {
        Path java = runtime.resolve(WINDOWS ? "bin/java.exe" : "bin/java");
        List<String> probe = new ArrayList<>(List.of(java.toString()));
        probe.addAll(AppJvm.PACKAGED_BOOT);
        probe.add("-version");
        try {
            finish(new ProcessBuilder(probe).redirectErrorStream(true), "the runtime's options");
            return AppJvm.PACKAGED_BOOT;
        } catch (IOException e) {
            System.out.println("This Java does not take " + AppJvm.PACKAGED_BOOT + ": the packaged app maps its archive"
                    + " at a random address, as Java's default");
            return List.of("-XX:-UsePerfData");
        }
    }

    /**
     * Linux: bin/eternal-sevens becomes a shell script that starts the image's own Java with {@code options} (P314).
     * jpackage's launcher runs rpm and dpkg twice at every start, before Java starts, to learn which package holds it
     * (and, installed, dpkg -L to list the package's files): 70 ms of CPU or more for each dpkg. The script finds
     * its folder (readlink -f, so a link to it works too) and starts Java; the class path is the archive's own.
     */
    static void writeShellLauncher(List<String> options) throws IOException {
        StringBuilder sh = new StringBuilder("#!/bin/sh\n"
                + "# Eternal Sevens Companion: the app, on its own Java with its options and class-sharing archive\n"
                + "# (written by src/package/PackageApp.java, P314).\n"
                + "ROOT=$(readlink -f \"$0\") && ROOT=${ROOT%/bin/*}\n"
                + "APP=\"$ROOT/lib/app\"\n"
                + "exec \"$ROOT/lib/runtime/bin/java\"");
        for (String option : options) {
            if (option.matches(".*['\"`\\\\].*") || option.replace("$APPDIR", "").contains("$")) {
                throw new IOException("the launcher cannot carry the option " + option);
            }
            sh.append(" \\\n    ").append(option.contains("$APPDIR")
                    ? "\"" + option.replace("$APPDIR", "$APP") + "\"" : "'" + option + "'");
        }
        sh.append(" \\\n    -cp \"$APP/" + NAME + ".jar\" org.eternalsevens.Main \"$@\"\n");
        Path launcher = launcher();
        Files.writeString(launcher, sh);
        if (!launcher.toFile().setExecutable(true, false)) {
            throw new IOException("cannot make " + launcher + " executable");
        }
        Files.deleteIfExists(DIST.resolve(NAME + "/lib/libapplauncher.so")); // jpackage's launcher's own library
    }

    /** The image's app folder, where the jar, the class list and the archive lie. */
    static Path appDir() {
        return MAC ? DIST.resolve(NAME + ".app/Contents/app") : DIST.resolve(NAME + "/" + (WINDOWS ? "app" : "lib/app"));
    }

    static Path launcher() {
        return MAC ? DIST.resolve(NAME + ".app/Contents/MacOS/" + NAME)
                : DIST.resolve(NAME + (WINDOWS ? "/" + NAME + ".exe" : "/bin/" + NAME));
    }

    static Path runtimeJava() {
        Path runtime = MAC ? DIST.resolve(NAME + ".app/Contents/runtime/Contents/Home")
                : DIST.resolve(NAME + (WINDOWS ? "/runtime" : "/lib/runtime"));
        return runtime.resolve(WINDOWS ? "bin/java.exe" : "bin/java");
    }

    /** A start of the packaged app to its first paint, with a default game, recording the classes it loads. */
    static void recordClassList(Path app) throws IOException {
        Path home = Files.createDirectories(WORK.resolve("home"));
        List<String> command = new ArrayList<>();
        if (!WINDOWS && !MAC && System.getenv("DISPLAY") == null) {
            command.addAll(List.of("xvfb-run", "-a", "-s", "-screen 0 1280x800x24"));
        }
        command.add(launcher().toAbsolutePath().toString());
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().put("JAVA_TOOL_OPTIONS", "-XX:DumpLoadedClassList=" + app.resolve("classes.lst")
                .toAbsolutePath() + " -Des.home=" + home.toAbsolutePath() + " -Des.autostart=default"
                + " -Des.exitAfterFirstPaint=true");
        String out = finish(pb, "the training start of the app");
        if (!out.contains("first-paint-ms=") || !Files.isRegularFile(app.resolve("classes.lst"))) {
            throw new IOException("the training start of the app did not paint its window: " + out.strip());
        }
    }

    /**
     * The class-sharing archive, made where the image lies (Java 17 checks the jar's path and time), with the
     * launcher's collector and heap ceiling, so that the objects it holds map as laid out (P310); as postinst does.
     */
    static void makeArchive(Path app) throws IOException {
        List<String> dump = new ArrayList<>(List.of(runtimeJava().toAbsolutePath().toString()));
        dump.addAll(AppJvm.ARCHIVE_HEAP);
        dump.addAll(List.of("-Xshare:dump", "-XX:SharedClassListFile=" + app.resolve("classes.lst").toAbsolutePath(),
                "-XX:SharedArchiveFile=" + app.resolve(NAME + ".jsa").toAbsolutePath(), "-cp",
                app.resolve(NAME + ".jar").toRealPath().toString())); // the launcher's path (readlink -f)
        finish(new ProcessBuilder(dump).redirectErrorStream(true), "the class-sharing archive");
    }

    static void installer(String type, String version, Path icon) throws IOException {
        List<String> command = new ArrayList<>(List.of(tool("jpackage"), "--type", type, "--name", NAME,
                "--app-version", version, "--app-image", DIST.resolve(MAC ? NAME + ".app" : NAME).toString(), "--dest",
                DIST.toString(), "--vendor", "Eternal Sevens Companion", "--description",
                "Table-side companion for the card game Eternal Sevens"));
        switch (type) {
            case "deb" -> command.addAll(List.of("--resource-dir", "src/package/linux", "--linux-shortcut",
                    "--linux-menu-group", "Game", "--linux-app-category", "games", "--icon", icon.toString()));
            case "msi", "exe" -> command.addAll(List.of("--win-menu", "--win-shortcut", "--win-dir-chooser"));
            default -> { }
        }
        run(command.toArray(String[]::new));
    }

    /** Linux: libjvm.so without its symbol table (4 MB of the image), when binutils' strip is there. */
    static void stripJvm(Path runtime) throws IOException {
        Path jvm = runtime.resolve("lib/server/libjvm.so");
        if (Files.isRegularFile(jvm) && onPath("strip")) {
            jvm.toFile().setWritable(true);
            run("strip", "--strip-unneeded", jvm.toString());
        }
    }

    /** icons/eternal.svg as a 256-pixel PNG, drawn by FlatLaf's SVG renderer as the app draws its icons. */
    static void renderIcon(Path png) throws IOException {
        System.setProperty("java.awt.headless", "true");
        FlatSVGIcon svg = new FlatSVGIcon(Path.of("icons/eternal.svg").toFile()).derive(256, 256);
        BufferedImage image = new BufferedImage(256, 256, BufferedImage.TYPE_INT_ARGB);
        var g = image.createGraphics();
        svg.paintIcon(null, g, 0, 0);
        g.dispose();
        ImageIO.write(image, "png", png.toFile());
    }

    static String tool(String name) {
        return Path.of(System.getProperty("java.home"), "bin", WINDOWS ? name + ".exe" : name).toString();
    }

    static void run(String... command) throws IOException {
        System.out.println("> " + String.join(" ", Arrays.asList(command)));
        ProcessBuilder pb = new ProcessBuilder(command).inheritIO();
        try {
            int code = pb.start().waitFor();
            if (code != 0) {
                throw new IOException(new File(command[0]).getName() + " ended with exit code " + code);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted");
        }
    }

    static String output(String tool, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(tool(tool)));
        command.addAll(Arrays.asList(args));
        return finish(new ProcessBuilder(command), tool);
    }

    /** Runs the process to its end and returns its output; an exit code other than 0 is an error naming what. */
    static String finish(ProcessBuilder pb, String what) throws IOException {
        try {
            Process p = pb.start();
            String out = new String(p.getInputStream().readAllBytes());
            if (p.waitFor() != 0) {
                throw new IOException(what + " failed: " + out.strip());
            }
            return out;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted");
        }
    }

    static boolean onPath(String tool) {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .anyMatch(dir -> !dir.isEmpty() && Files.isExecutable(Path.of(dir, tool)));
    }

    static void deleteTree(Path dir) throws IOException {
        if (Files.exists(dir)) {
            try (Stream<Path> all = Files.walk(dir)) {
                for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
    }

    /** Says why in one line and leaves it in {@link #FAILED}, which the enforcer plugin then fails the build on. */
    static void fail(String line) {
        System.err.println(line);
        try {
            Files.writeString(FAILED, line + System.lineSeparator());
        } catch (IOException e) {
            System.exit(2); // the build still fails, with Maven's longer words
        }
        System.exit(0);
    }

    private PackageApp() {
    }
}

/**
 * The app's jar as the image holds it (P378, P550; issue 26's size): without SQLite's and FlatLaf's native libraries
 * for other systems (the image runs on one; the portable jar keeps them all), without the JFreeChart classes the app
 * cannot reach, and packed at the highest level. Reachable: from every class that is not JFreeChart's, through the
 * class references jdeps finds, the class names a kept class holds as text (the chart's own reflection), and the
 * nested classes of a kept class. ChartsProbe, run by .ci/package-check in the image, paints every chart.
 */
final class ImageJar {
    private static final String SQLITE = "org/sqlite/native/";
    private static final String FLATLAF = "com/formdev/flatlaf/natives/";
    private static final String CHARTS = "org/jfree/";
    private static final java.util.regex.Pattern NAME_AS_TEXT = java.util.regex.Pattern.compile("org[./]jfree[./][\\w.$/]+");

    private ImageJar() {
    }

    static void copy(Path jar, Path to) throws IOException {
        String mySqlite = SQLITE + org.sqlite.util.OSInfo.getNativeLibFolderPathForCurrentOS() + "/";
        java.util.Map<String, Long> times = new java.util.HashMap<>();
        java.util.Map<String, byte[]> entries = read(jar, times);
        java.util.Set<String> charts = reachableCharts(jar, entries);
        try (java.util.zip.ZipOutputStream out = new java.util.zip.ZipOutputStream(Files.newOutputStream(to))) {
            out.setLevel(java.util.zip.Deflater.BEST_COMPRESSION);
            for (java.util.Map.Entry<String, byte[]> e : entries.entrySet()) {
                String n = e.getKey();
                boolean folder = n.endsWith("/");
                if (!folder && (n.startsWith(SQLITE) && !n.startsWith(mySqlite)
                        || n.startsWith(FLATLAF) && !flatLafOfThisSystem(n)
                        || n.startsWith(CHARTS) && n.endsWith(".class") && !charts.contains(n))) {
                    continue;
                }
                java.util.zip.ZipEntry copy = new java.util.zip.ZipEntry(n);
                copy.setTime(times.get(n));
                out.putNextEntry(copy);
                out.write(e.getValue());
                out.closeEntry();
            }
        }
    }

    private static java.util.Map<String, byte[]> read(Path jar, java.util.Map<String, Long> times)
            throws IOException {
        java.util.Map<String, byte[]> entries = new java.util.LinkedHashMap<>();
        try (java.util.zip.ZipInputStream in = new java.util.zip.ZipInputStream(Files.newInputStream(jar))) {
            for (java.util.zip.ZipEntry e; (e = in.getNextEntry()) != null; ) {
                entries.put(e.getName(), in.readAllBytes());
                times.put(e.getName(), e.getTime());
            }
        }
        return entries;
    }

    /** FlatLaf's library for this system and processor (libflatlaf-linux-x86_64.so); all of them on another. */
    static boolean flatLafOfThisSystem(String name) {
        String arch = switch (System.getProperty("os.arch")) {
            case "amd64", "x86_64" -> "x86_64";
            case "aarch64", "arm64" -> "arm64";
            case "x86", "i386", "i686" -> "x86";
            default -> null;
        };
        String os = PackageApp.WINDOWS ? "windows" : PackageApp.MAC ? "macos" : "linux";
        return arch == null || name.contains("-" + os + "-" + arch + ".");
    }

    /** The entry names of the JFreeChart classes the app reaches; every one of them when jdeps finds no edge. */
    static java.util.Set<String> reachableCharts(Path jar, java.util.Map<String, byte[]> entries) throws IOException {
        java.util.Map<String, java.util.Set<String>> uses = new java.util.HashMap<>();
        String deps = PackageApp.output("jdeps", "-verbose:class", "--multi-release", "17", "--ignore-missing-deps",
                jar.toString());
        for (String line : deps.split("\\R")) {
            String[] w = line.strip().split("\\s+");
            if (w.length >= 3 && w[1].equals("->")) {
                uses.computeIfAbsent(entry(w[0]), k -> new java.util.HashSet<>()).add(entry(w[2]));
            }
        }
        java.util.Set<String> all = new java.util.HashSet<>();
        java.util.ArrayDeque<String> todo = new java.util.ArrayDeque<>();
        for (String n : entries.keySet()) {
            if (n.endsWith(".class") && !n.startsWith("META-INF/")) {
                (n.startsWith(CHARTS) ? all : todo).add(n);
            }
        }
        boolean anyEdge = uses.values().stream().anyMatch(s -> s.stream().anyMatch(x -> x.startsWith(CHARTS)));
        if (!anyEdge) {
            return all;
        }
        java.util.Set<String> kept = new java.util.HashSet<>();
        while (!todo.isEmpty()) {
            String c = todo.pop();
            java.util.Set<String> next = new java.util.HashSet<>(uses.getOrDefault(c, java.util.Set.of()));
            if (c.startsWith(CHARTS)) {
                java.util.regex.Matcher m = NAME_AS_TEXT.matcher(new String(entries.get(c),
                        java.nio.charset.StandardCharsets.ISO_8859_1));
                while (m.find()) {
                    next.add(entry(m.group()));
                }
                String outer = c.contains("$") ? c.substring(0, c.indexOf('$')) + ".class" : null;
                for (String n : all) {
                    if (n.startsWith(c.replace(".class", "$")) || n.equals(outer)) {
                        next.add(n);
                    }
                }
            }
            for (String n : next) {
                if (all.contains(n) && kept.add(n)) {
                    todo.push(n);
                }
            }
        }
        return kept;
    }

    /** org.jfree.chart.JFreeChart (or with slashes) as its entry name, org/jfree/chart/JFreeChart.class. */
    private static String entry(String className) {
        String n = className.replace('.', '/');
        return n.endsWith("/class") ? n.substring(0, n.length() - 6) + ".class" : n + ".class";
    }
}
