package org.eternalsevens;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The JVM options of the jar's faster start and of the packaged app (docs/performance.md, "Start-up"). */
class AppJvmTest {
    private static List<String> withoutCollector(List<String> options) {
        return options.stream().filter(o -> !o.matches("-XX:\\+Use\\w+GC")).toList();
    }

    @Test
    void P310_thePackagedAppRunsG1_withTheSameLimitsAsTheJarsApp() {
        assertThat(AppJvm.PACKAGED).contains("-XX:+UseG1GC").doesNotContain("-XX:+UseSerialGC");
        assertThat(AppJvm.OPTIONS).contains("-XX:+UseSerialGC").doesNotContain("-XX:+UseG1GC");
        assertThat(AppJvm.PACKAGED.stream().filter(o -> o.matches("-XX:\\+Use\\w+GC"))).hasSize(1);
        assertThat(withoutCollector(AppJvm.PACKAGED)).isEqualTo(withoutCollector(AppJvm.OPTIONS))
                .contains("-Xmx160m", "-Xmn20m");
    }

    /** The archive's objects map as laid out only under the collector and heap ceiling it was made with. */
    @Test
    void P310_theArchiveIsMadeWithTheLaunchersCollectorAndHeapCeiling() {
        assertThat(AppJvm.ARCHIVE_HEAP).hasSize(2).allMatch(AppJvm.PACKAGED::contains);
        assertThat(AppJvm.ARCHIVE_HEAP).anyMatch(o -> o.startsWith("-Xmx")).anyMatch(o -> o.startsWith("-XX:+Use"));
    }

    /** The .deb makes its archive where it installs the app (postinst): with the same options as PackageApp. */
    @Test
    void P310_theDebMakesItsArchiveWithTheSameCollectorAndHeapCeiling() throws IOException {
        String dump = Files.readAllLines(Path.of("src/package/linux/postinst")).stream()
                .filter(l -> l.contains("-Xshare:dump")).findFirst().orElseThrow();
        assertThat(dump).contains(String.join(" ", AppJvm.ARCHIVE_HEAP) + " -Xshare:dump");
    }

    @Test
    void P313_theDiagnosticOptionIsUnlockedBeforeIt_andNoPerformanceDataIsWritten() {
        int unlock = AppJvm.PACKAGED_BOOT.indexOf("-XX:+UnlockDiagnosticVMOptions");
        assertThat(unlock).isNotNegative().isLessThan(AppJvm.PACKAGED_BOOT.indexOf("-XX:ArchiveRelocationMode=0"));
        assertThat(AppJvm.PACKAGED_BOOT).contains("-XX:-UsePerfData");
    }

    /** The Java that builds the package (and jlinks its runtime) starts with the packaged app's options. */
    @Test
    void P313_thisJavaStartsWithThePackagedAppsOptions() throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString()));
        command.addAll(AppJvm.PACKAGED);
        command.addAll(AppJvm.PACKAGED_BOOT);
        command.addAll(List.of(AppJvm.COMPILER, "-XX:+PrintFlagsFinal", "-version"));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertThat(p.waitFor()).as(out).isZero();
        assertThat(out).containsPattern("ArchiveRelocationMode += 0").containsPattern("UseG1GC += true")
                .containsPattern("UsePerfData += false");
    }
}
