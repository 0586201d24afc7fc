package org.eternalsevens.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

/** The import's readers (P420): files read on every core come back in their order, failures in their turn. */
class ReadAheadTest {
    static List<Path> files(int n) {
        List<Path> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(Path.of("f" + i));
        }
        return out;
    }

    static int number(Path file) {
        return Integer.parseInt(file.getFileName().toString().substring(1));
    }

    static boolean waited(CountDownLatch latch) throws IOException {
        try {
            return latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            throw new java.io.InterruptedIOException();
        }
    }

    @Test
    void P420_filesComeBackInTheirOrderEvenWhenALaterOneIsReadFirst() throws Exception {
        CountDownLatch secondRead = new CountDownLatch(1);
        List<String> readers = new ArrayList<>();
        List<Integer> got = new ArrayList<>();
        try (ReadAhead<Integer> r = new ReadAhead<>(files(20), f -> {
            int n = number(f);
            if (n == 0 && !waited(secondRead)) { // the first file waits for the second's end
                throw new IOException("the second file was never read beside the first");
            }
            if (n == 1) {
                secondRead.countDown();
            }
            synchronized (readers) {
                readers.add(Thread.currentThread().getName());
            }
            return n;
        }, 2)) {
            while (r.hasNext()) {
                got.add(r.next());
            }
        }
        assertThat(got).containsExactlyElementsOf(java.util.stream.IntStream.range(0, 20).boxed().toList());
        assertThat(readers).hasSize(20).allMatch("history-reader"::equals); // never on the writer's thread
    }

    @Test
    void P420_aFileThatCannotBeReadIsThrownInItsTurnAfterTheFilesBeforeIt() throws Exception {
        List<Integer> got = new ArrayList<>();
        try (ReadAhead<Integer> r = new ReadAhead<>(files(10), f -> {
            if (number(f) == 3) {
                throw new IOException("f3 cannot be read");
            }
            return number(f);
        }, 4)) {
            for (int i = 0; i < 3; i++) {
                got.add(r.next());
            }
            assertThatThrownBy(r::next).isInstanceOf(IOException.class).hasMessage("f3 cannot be read");
        }
        assertThat(got).containsExactly(0, 1, 2);
    }

    @Test
    void P420_oneCoreOrOneFileIsReadOnTheCallersThread() throws Exception {
        String caller = Thread.currentThread().getName();
        for (int[] coresAndFiles : new int[][] {{1, 5}, {4, 1}}) {
            List<String> readers = new ArrayList<>();
            List<Integer> got = new ArrayList<>();
            try (ReadAhead<Integer> r = new ReadAhead<>(files(coresAndFiles[1]), f -> {
                readers.add(Thread.currentThread().getName());
                return number(f);
            }, coresAndFiles[0])) {
                while (r.hasNext()) {
                    got.add(r.next());
                }
            }
            assertThat(readers).hasSize(coresAndFiles[1]).allMatch(caller::equals);
            assertThat(got).hasSize(coresAndFiles[1]).isSorted();
        }
    }
}
