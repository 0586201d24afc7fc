#!/usr/bin/env python3
"""Crash harness (issue 10): kill -9 the app at random moments and check that no shown move is ever lost.

Starts the built jar in its own JVM (under the display in $DISPLAY, e.g. xvfb-run) with its own es.home, types
the moves of a legal simulated game into the command box (the app's test hook -Des.crashDriver=true), and kills it
with SIGKILL at random moments: during start-up, right after a move was shown, and while a move is being entered.
After every kill it checks the autosave journal, restarts the app, lets it resume, and checks that the journal
and the position the window shows hold every move the window had shown. Some rounds use the faster start (two
JVMs) and kill the launcher: the app must end with it. It also starts two copies on one folder (the second must be
read-only and write nothing) and, where the machine allows mounting a small tmpfs, fills the disk under the app.

Usage: crash-harness.py JAR [--seed N] [--kills N]      (test classes in target/test-classes give the game)
Prints its seed and "kills: N, moves lost: 0"; exits 1 on any lost move or failed check.
"""
import argparse
import json
import os
import queue
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

JAVA = os.path.join(os.environ.get("JAVA_HOME", ""), "bin", "java") if os.environ.get("JAVA_HOME") else "java"
FAILURES = []
NOT_AUTOSAVING = set()  # the "shown" lines that said the game had no autosave


def fail(msg):
    FAILURES.append(msg)
    print("FAIL: " + msg, flush=True)


class App:
    """One start of the app, its stdout lines in a queue."""

    def __init__(self, jar, home, fast=False):
        cmd = [JAVA, "-Des.home=" + home, "-Des.autostart=resume", "-Des.crashDriver=true",
               "-Des.fastStart=" + ("true" if fast else "false"), "-jar", jar]
        if not fast:
            cmd[1:1] = ["-XX:TieredStopAtLevel=1", "-Xshare:auto"]
        self.err = open(os.path.join(home, "stderr-%d.txt" % time.time_ns()), "w")
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.err,
                                     text=True, encoding="utf-8", bufsize=1)
        self.lines = queue.Queue()
        self.shown = []  # every "shown N" the window reported, in order
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.proc.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def next_shown(self, timeout):
        """The next 'shown' line as (count, read_only, move), or None on timeout or exit."""
        end = time.time() + timeout
        while time.time() < end:
            try:
                line = self.lines.get(timeout=max(0.01, end - time.time()))
            except queue.Empty:
                return None
            if line is None:
                return None
            s = parse_shown(line)
            if s:
                self.shown.append(s)
                return s
        return None

    def type(self, move):
        self.proc.stdin.write(move + "\n")
        self.proc.stdin.flush()

    def kill(self):
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()
        self.drain()
        self.err.close()

    def drain(self):
        """Lines printed before the process died: what the window had shown by then."""
        while True:
            try:
                line = self.lines.get(timeout=2)
            except queue.Empty:
                return
            if line is None:
                return
            s = parse_shown(line)
            if s:
                self.shown.append(s)


def alive(pid):
    try:
        return open("/proc/%s/stat" % pid).read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def children_of(pid):
    """The processes whose parent is pid (from /proc, so that no ps is needed)."""
    out = []
    for d in os.listdir("/proc"):
        if d.isdigit():
            try:
                stat = open("/proc/%s/stat" % d).read()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                out.append(d)
    return out


def parse_shown(line):
    if not line.startswith("shown "):
        return None
    parts = line.split(" ", 2)
    rest = parts[2] if len(parts) > 2 else ""
    ro = rest.startswith("read-only")
    if ro:
        rest = rest[len("read-only"):].strip()
    if rest.startswith("not-autosaving"):  # the game has no autosave yet (P243)
        rest = rest[len("not-autosaving"):].strip()
        NOT_AUTOSAVING.add(line)
    return int(parts[1]), ro, rest


def journal_moves(home):
    """The moves the autosave journal holds (a torn last line is left out), or None if it is damaged."""
    path = os.path.join(home, "autosave", "current.jsonl")
    if not os.path.isfile(path):
        fail("there is no autosave journal in %s" % home)
        return None
    with open(path, "rb") as f:
        data = f.read()
    lines = data.split(b"\n")[:-1]  # the part after the last newline is torn: never shown
    moves, redo = [], []
    for i, raw in enumerate(lines):
        try:
            e = json.loads(raw.decode("utf-8"))
        except (ValueError, UnicodeDecodeError):
            fail("journal line %d is damaged: %r" % (i + 1, raw[:80]))
            return None
        t = e.get("t")
        if i == 0:
            if t != "start":
                fail("journal does not begin with a game")
                return None
            moves = list(e["record"].get("moves") or [])  # a journal started late holds the game so far (P243)
            continue
        if t == "move":
            moves.append(e["move"])
            redo = []
        elif t == "undo":
            redo.append(moves.pop())
        elif t == "redo":
            moves.append(redo.pop())
        elif t == "cut":
            del moves[e["moves"]:]
            redo = []
    return moves


def new_game(jar, seed, base, n, page_end=False):
    """A fresh home whose autosave holds the start of a legal simulated game; returns (home, moves)."""
    cp = jar + os.pathsep + os.path.join(os.path.dirname(os.path.abspath(jar)), "test-classes")
    out = subprocess.run([JAVA, "-cp", cp, "org.eternalsevens.sim.CrashGame", str(seed)], capture_output=True,
                         text=True, encoding="utf-8", check=True).stdout
    record = json.loads(out)
    moves = record["moves"][:-1]  # the last move ends the game; a finished game is not resumed
    record["moves"] = []
    home = os.path.join(base, "home-%d" % n)
    os.makedirs(os.path.join(home, "autosave"))
    if page_end:  # the first line ends a 4 KB page: the next entry needs a new page of a full disk at once
        record["harness-padding"] = ""
        size = len(json.dumps({"t": "start", "record": record}) + "\n")
        record["harness-padding"] = "x" * (8192 - size)
    with open(os.path.join(home, "autosave", "current.jsonl"), "w", encoding="utf-8") as f:
        f.write(json.dumps({"t": "start", "record": record}) + "\n")
    return home, moves


def check_resume(app, home, game, shown_before, timeout=60):
    """After a restart: the window shows at least every move shown before, exactly the game's moves."""
    s = app.next_shown(timeout)
    if s is None:
        fail("the app did not show the resumed game (see %s)" % app.err.name)
        return None
    n, _, last = s
    if n < shown_before:
        fail("resumed at %d moves, but %d had been shown" % (n, shown_before))
    if n > 0 and last != game[n - 1]:
        fail("resumed showing %r as move %d, expected %r" % (last, n, game[n - 1]))
    return s


def check_journal(home, game, shown):
    moves = journal_moves(home)
    if moves is None:
        return 0
    if moves != game[:len(moves)]:
        fail("the journal's moves are not the moves entered")
    if len(moves) < shown:
        fail("the journal holds %d moves, but the window had shown %d" % (len(moves), shown))
    return max(0, shown - len(moves))


def enter(app, game, n, count, when):
    """Types the game's next moves, each shown before the next; returns the moves shown."""
    for _ in range(count):
        app.type(game[n])
        t = app.next_shown(30)
        if t is None or t[0] != n + 1:
            fail("%s, move %d was not shown: %s" % (when, n + 1, t))
            break
        n = t[0]
    return n


def not_autosaving(jar, base, rng):
    """Issue 28, section 2 (P243): a record opened while the autosave folder cannot be made (a file stands where it
    should be: chmod does not stop root) plays on with the sign "Not autosaving". Killed so, the next start is sound;
    once the folder can be made, the app autosaves the whole game by itself, and a kill then loses no shown move."""
    home, game = new_game(jar, rng.randrange(1 << 30), base, 900)
    folder = os.path.join(home, "autosave")
    with open(os.path.join(folder, "current.jsonl"), encoding="utf-8") as f:
        record = json.loads(f.readline())["record"]
    shutil.rmtree(folder)
    k = min(3, len(game) - 8)
    record["moves"] = game[:k]
    path = os.path.join(home, "game.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(record, f)
    before = open(path, "rb").read()

    def open_blocked():
        with open(folder, "w") as f:  # a file where the autosave folder should be
            f.write("not a folder")
        app = App(jar, home)

        def ok_until(moves):  # "No autosave" says each game's dialog: OK, until the game shows
            for _ in range(60):
                app.type("!ok")
                t = app.next_shown(1)
                if t is not None and (moves is None or t[0] == moves):
                    return t
            return None

        s = ok_until(None)  # the first game
        app.type("!open " + path)
        s = ok_until(k) if s is not None else None  # and the record
        if s is None or not any(l.startswith("shown %d not-autosaving" % k) for l in NOT_AUTOSAVING):
            fail("the record opened with no autosave did not show with the sign: %s" % (s,))
            return app, k
        return app, enter(app, game, k, 2, "while not autosaving")

    app, n = open_blocked()
    app.kill()  # killed while not autosaving: what was shown was in no file, and the player was told so
    if open(path, "rb").read() != before:
        fail("the opened record was changed")
    if not os.path.isfile(folder):
        fail("the app removed the file that stood for a read-only folder")
    os.remove(folder)
    app, n = open_blocked()  # again, and this time space comes back
    os.remove(folder)  # space is back: the next move (or the app's timer) starts the autosave with the whole game
    n = enter(app, game, n, rng.randint(1, 2), "after the folder came back")
    app.kill()
    lost = check_journal(home, game, n)
    again = App(jar, home)
    check_resume(again, home, game, n)
    again.kill()
    print("not autosaving: killed with the sign up, then after the folder came back; %d shown moves lost" % lost,
          flush=True)
    return lost


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("jar")
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--kills", type=int, default=30)
    a = ap.parse_args()
    seed = a.seed if a.seed is not None else random.SystemRandom().randrange(1 << 31)
    print("crash harness seed: %d (rerun with --seed %d)" % (seed, seed), flush=True)
    rng = random.Random(seed)
    base = tempfile.mkdtemp(prefix="es-crash-")
    started = time.time()
    kills = lost = 0
    games = 0
    home, game = new_game(a.jar, rng.randrange(1 << 30), base, games)
    shown = 0  # the most moves the window has shown in this home
    modes = {"start-up": 0, "right after a move": 0, "while entering a move": 0, "launcher (faster start)": 0}
    while kills < a.kills and not FAILURES:
        fast = kills % 8 == 7
        mode = "launcher (faster start)" if fast else rng.choice(
            ["start-up", "right after a move", "right after a move", "while entering a move",
             "while entering a move"])
        app = App(a.jar, home, fast)
        if mode == "start-up":
            time.sleep(rng.uniform(0.0, 1.5))
        else:
            s = check_resume(app, home, game, shown)
            if s is None:
                app.kill()
                break
            n = s[0]
            for i in range(rng.randint(1, 5)):
                if n >= len(game):
                    break
                app.type(game[n])
                if mode == "while entering a move" and i > 0 and rng.random() < 0.5:
                    time.sleep(rng.uniform(0.0, 0.03))
                    break
                s = app.next_shown(30)
                if s is None or s[0] != n + 1:
                    fail("move %d (%s) was not shown: %s" % (n + 1, game[n], s))
                    break
                n = s[0]
        if fast:
            launcher = app.proc.pid
            children = children_of(launcher)
            if not children:
                fail("the faster start ran no second JVM to kill")
            app.kill()  # kill -9 the launcher: the app JVM must end with it
            for child in children:
                for _ in range(100):
                    if not alive(child):
                        break
                    time.sleep(0.1)
                else:
                    fail("the app JVM %s outlived its killed launcher" % child)
                    os.kill(int(child), signal.SIGKILL)
        else:
            app.kill()
        kills += 1
        modes[mode] += 1
        shown = max([shown] + [x[0] for x in app.shown])
        lost += check_journal(home, game, shown)
        if shown >= len(game) - 1:
            games += 1
            home, game = new_game(a.jar, rng.randrange(1 << 30), base, games)
            shown = 0
    # the last resume: every shown move is on screen again
    app = App(a.jar, home)
    s = check_resume(app, home, game, shown)
    if s is not None and s[0] < shown:
        lost += shown - s[0]
    two_copies(a.jar, home, game, app, s)
    app.kill()
    lost += not_autosaving(a.jar, base, rng)
    full_disk(a.jar, base, rng)
    print("kill modes: " + ", ".join("%s %d" % kv for kv in modes.items()), flush=True)
    print("kills: %d, moves lost: %d (%d games, %.0f s)" % (kills, lost, games + 1, time.time() - started),
          flush=True)
    if not FAILURES:
        shutil.rmtree(base, ignore_errors=True)
    else:
        print("left for a look: " + base)
    sys.exit(1 if FAILURES or lost else 0)


def two_copies(jar, home, game, first, s):
    """A second copy on the same folder opens read-only and writes nothing; the first goes on writing."""
    if s is None or s[0] >= len(game):
        return
    n = s[0]
    before = open(os.path.join(home, "autosave", "current.jsonl"), "rb").read()
    second = App(jar, home)
    t = second.next_shown(60)
    if t is None or not t[1]:
        fail("a second copy on the same autosave folder did not open read-only: %s" % (t,))
    elif t[0] != n:
        fail("the read-only copy shows %d moves, the game has %d" % (t[0], n))
    second.type(game[n])
    time.sleep(1.0)
    if open(os.path.join(home, "autosave", "current.jsonl"), "rb").read() != before:
        fail("the read-only copy wrote the autosave")
    first.type(game[n])
    u = first.next_shown(30)
    if u is None or u[0] != n + 1:
        fail("the first copy could not go on after a second copy started: %s" % (u,))
    second.kill()
    print("two copies on one folder: the second opened read-only and wrote nothing", flush=True)


def full_disk(jar, base, rng):
    """With es.home on a small tmpfs that fills up: refused moves are never shown, and none shown is lost."""
    mnt = os.path.join(base, "tmpfs")
    os.makedirs(mnt)
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", mnt], capture_output=True).returncode:
        print("full disk: this machine does not allow mounting a tmpfs; JournalFullDiskTest covers it", flush=True)
        return
    try:
        home, game = new_game(jar, rng.randrange(1 << 30), mnt, 0, page_end=True)
        app = App(jar, home)
        s = check_resume(app, home, game, 0)
        n = s[0] if s else 0
        filler = os.path.join(mnt, "filler")
        fd = os.open(filler, os.O_WRONLY | os.O_CREAT)  # fill the disk up to the last byte
        try:
            while True:
                os.write(fd, b"\0" * 64)
        except OSError:
            pass
        finally:
            os.close(fd)
        refused = 0
        while refused < 2 and n < len(game) - 4:  # a file's last page takes a few entries before the disk says no
            app.type(game[n])
            t = app.next_shown(3)
            if t is not None and t[0] > n:
                n = t[0]
            else:
                refused += 1
        print("full disk: the disk filled up at move %d of %d" % (n, len(game)), flush=True)
        os.remove(filler)
        n = enter(app, game, n, 3, "after space was freed")
        app.kill()
        lost = check_journal(home, game, n)
        again = App(jar, home)
        check_resume(again, home, game, n)
        again.kill()
        print("full disk: %d moves refused while the disk was full, %d lost after freeing space and a kill"
              % (refused, lost), flush=True)
        if refused == 0:
            fail("the full disk refused no move")
    finally:
        subprocess.run(["umount", "-l", mnt])


if __name__ == "__main__":
    main()
