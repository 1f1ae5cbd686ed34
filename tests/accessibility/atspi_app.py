"""Astrolabe under a screen reader's eyes: the window on a private X display (Xvfb) and a private
D-Bus session with the AT-SPI accessibility bus, an AT-SPI listener registered for the events a
screen reader listens to, keys pressed as a user would (xdotool), and the app's accessibility
tree read back. Every accessibility_ test builds on this module.

    with AccessibleApp(binary, ["--data-dir", folder]) as app:
        app.wait_for_object("Open the statistics", "the sky's buttons", "push button")
        app.press_until_focus("shift+Tab", "Open the statistics")  # focus events by name
        app.press("space")
        app.wait_for_object("Statistics", "the statistics page", "label")
        print(app.dump_tree())

Run a script that uses it through run_in_private_session() (or under dbus-run-session): the
AT-SPI bus is started on demand by the session bus, and the app and the listener never touch
the user's own session. Debian packages: at-spi2-core, python3-pyatspi, dbus-daemon, xvfb,
xdotool. ASTROLABE_A11Y_TIMEOUT (seconds) changes the deadline of every wait.
Every wait is for a condition with a generous deadline (a loaded two-core CI machine, the
AddressSanitizer build), never a fixed sleep.
"""

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

# Seconds: long enough for an AddressSanitizer build on a loaded machine; a healthy run waits
# a fraction of it.
DEFAULT_TIMEOUT = float(os.environ.get("ASTROLABE_A11Y_TIMEOUT", "60"))
# ASTROLABE_A11Y_VERBOSE=1 prints each focus event as it comes, and each key pressed.
VERBOSE = os.environ.get("ASTROLABE_A11Y_VERBOSE") == "1"

# What a screen reader such as Orca listens to.
LISTENED_EVENTS = (
    "focus:",
    "object:state-changed",
    "object:children-changed",
    "object:property-change",
    "object:text-changed",
    "object:text-caret-moved",
    "object:visible-data-changed",
    "object:bounds-changed",
    "object:selection-changed",
    "object:active-descendant-changed",
    "window:",
)

_SESSION_MARK = "ASTROLABE_A11Y_PRIVATE_SESSION"


class TestFailure(Exception):
    """A condition the test waited for did not come, or the app died."""


def check(condition, message):
    """Fails the test with `message` unless `condition` holds."""
    if not condition:
        raise TestFailure(message)


def language_main(run, script):
    """A check script's main: `script ASTROLABE [--lang fa]` runs run(binary, language) and
    ends with "FAIL: ..." on a failure."""
    if len(sys.argv) < 2:
        sys.exit("usage: %s ASTROLABE [--lang fa]" % script)
    language = sys.argv[sys.argv.index("--lang") + 1] if "--lang" in sys.argv else "en"
    try:
        run(sys.argv[1], language)
    except TestFailure as failure:
        sys.exit("FAIL: %s" % failure)


def run_in_private_session():
    """Re-runs this script inside its own D-Bus session (dbus-run-session), once."""
    if os.environ.get(_SESSION_MARK) == "1":
        return
    tool = shutil.which("dbus-run-session")
    if not tool:
        sys.exit("dbus-run-session is missing: install the Debian package dbus-daemon.")
    env = dict(os.environ, **{_SESSION_MARK: "1"})
    # No AT-SPI bus of the user's desktop may leak in: the session bus starts a private one.
    env.pop("AT_SPI_BUS_ADDRESS", None)
    os.execvpe(tool, [tool, "--", sys.executable] + sys.argv, env)


def _signal_name(returncode):
    if returncode is not None and returncode < 0:
        try:
            return signal.Signals(-returncode).name
        except ValueError:
            return "signal %d" % -returncode
    return "exit code %s" % returncode


class Event:
    """One AT-SPI event from the app, with what was known of its source when it came."""

    def __init__(self, kind, name, role, detail1, source=None, description=""):
        self.kind = kind
        self.name = name
        self.role = role
        self.detail1 = detail1
        # Kept for focus events only: the object, to ask for its states and place later.
        self.source = source
        self.description = description

    def __repr__(self):
        return "%s %s %r (%s)" % (self.kind, self.role, self.name, self.detail1)


class AccessibleApp:
    """Astrolabe started under Xvfb with the accessibility bridge on, and a listener."""

    def __init__(self, binary, args=(), env=None, size=(1280, 800)):
        for tool, package in (("Xvfb", "xvfb"), ("xdotool", "xdotool")):
            if not shutil.which(tool):
                raise TestFailure("%s is missing: install the Debian package %s." % (tool, package))
        self.binary = binary
        self.args = list(args)
        self.extra_env = dict(env or {})
        self.size = size
        self.events = []
        self.process = None
        self.xvfb = None
        self.display = None
        self.window_id = None
        self._log = None
        self._pid = None

    # --- starting and stopping -------------------------------------------------------------

    def __enter__(self):
        try:
            self._start_display()
            self._start_listener()
            self._start_app()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, kind, value, traceback):
        self.close()
        return False

    def _start_display(self):
        # Twice (2026-12-04, full runs of a clone) the app could not connect to the display Xvfb
        # had just named, about 2 s after it started. An X server resets itself each time its
        # last client leaves (the AT-SPI bus launcher and the check below are such clients),
        # and a client connecting meanwhile can be turned away: -noreset. The display is used
        # only once a client has connected to it; one that takes no connection within 10 s is
        # replaced by a new Xvfb, twice at most.
        for _ in range(3):
            read_end, write_end = os.pipe()
            self.xvfb = subprocess.Popen(
                ["Xvfb", "-displayfd", str(write_end), "-screen", "0",
                 "%dx%dx24" % self.size, "-nolisten", "tcp", "-noreset"],
                pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            os.close(write_end)
            with os.fdopen(read_end, "rb") as pipe:  # Xvfb writes its display number once ready
                number = pipe.readline().strip()
            if not number:
                raise TestFailure("Xvfb did not start.")
            self.display = ":" + number.decode()
            if self._display_answers():
                return
            self.xvfb.terminate()
            self.xvfb.wait()
        raise TestFailure("three Xvfb servers in a row took no connection (the last on %s)."
                          % self.display)

    def _display_answers(self):
        end = time.monotonic() + 10
        while time.monotonic() < end:
            if subprocess.run(["xdotool", "getdisplaygeometry"], env=self._x_env(),
                              capture_output=True).returncode == 0:
                return True
            time.sleep(0.1)
        return False

    def _start_listener(self):
        try:  # imported once the private session's address is in the environment
            import pyatspi
            from gi.repository import Atspi
        except ImportError as error:
            raise TestFailure("pyatspi cannot be imported (%s): install the Debian package "
                              "python3-pyatspi and run this with /usr/bin/python3." % error)

        self.pyatspi = pyatspi
        # Calls into an app that is busy building a page may take long on a loaded machine.
        Atspi.set_timeout(int(DEFAULT_TIMEOUT * 1000), int(DEFAULT_TIMEOUT * 1000))
        pyatspi.Registry.registerEventListener(self._on_event, *LISTENED_EVENTS)
        # A question to the registry: the bus and the registry are up before the app starts, so
        # the app's bridge finds them at once.
        pyatspi.Registry.getDesktop(0).childCount

    def _start_app(self):
        env = dict(os.environ)
        env.update({
            "DISPLAY": self.display,
            "QT_QPA_PLATFORM": "xcb",
            # Qt's AT-SPI bridge turns itself on only when a screen reader says it is running.
            "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
            "ASTROLABE_SPEECH": "off",
        })
        env.update(self.extra_env)
        self._log = tempfile.TemporaryFile()
        self.process = subprocess.Popen([self.binary] + self.args, env=env,
                                        stdout=self._log, stderr=subprocess.STDOUT)
        self._pid = self.process.pid
        self.wait_until(self._find_window, "the app's window on the display")
        # Start-up is the slowest step on a loaded machine (and under the sanitizers): three
        # times the usual wait before saying the app never reached the bus.
        self.wait_until(lambda: self.application() is not None,
                        "the app on the accessibility bus", 3 * DEFAULT_TIMEOUT)

    def _find_window(self):
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self._pid)],
                               env=self._x_env(), capture_output=True, text=True)
        ids = found.stdout.split()
        if not ids:
            return False
        self.window_id = ids[0]
        # No window manager: the window gets the keyboard by itself.
        subprocess.run(["xdotool", "windowfocus", "--sync", self.window_id], env=self._x_env(),
                       capture_output=True, timeout=DEFAULT_TIMEOUT)
        return True

    def _x_env(self):
        return dict(os.environ, DISPLAY=self.display)

    def quit(self):
        """Closes the window with Ctrl+Q and returns the exit code (fails if it does not end)."""
        self.press("ctrl+q")
        try:
            return self.process.wait(timeout=DEFAULT_TIMEOUT)
        except subprocess.TimeoutExpired:
            raise TestFailure("the app did not quit within %.0f s of Ctrl+Q" % DEFAULT_TIMEOUT)

    def output(self, last=4000):
        """The end of what the app wrote to standard output and error (for failure messages)."""
        if not self._log:
            return ""
        self._log.seek(0, os.SEEK_END)
        self._log.seek(max(0, self._log.tell() - last))
        return self._log.read().decode("utf-8", "replace")

    def close(self):
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        if self.xvfb and self.xvfb.poll() is None:
            self.xvfb.terminate()
            self.xvfb.wait()

    # --- the process -----------------------------------------------------------------------

    def alive(self):
        return self.process is not None and self.process.poll() is None

    def check_alive(self, where):
        if not self.alive():
            raise TestFailure("the app died (%s) %s" % (_signal_name(self.process.returncode),
                                                         where))

    # --- events ----------------------------------------------------------------------------

    def _on_event(self, event):
        try:
            if event.sender.get_process_id() != self._pid:
                return
        except Exception:  # the sender left the bus
            return
        name, role, description, source = "", "", "", None
        if event.type.startswith("focus") or event.type == "object:state-changed:focused":
            try:  # asked only for focus events: every question is a call into the app
                source = event.source
                name = source.name or ""
                role = source.getRoleName()
                description = source.description or ""
            except Exception:  # the object is already gone on the app's side
                role = "gone"
        self.events.append(Event(event.type, name, role, event.detail1, source, description))
        if VERBOSE and (role or name):
            print("  event:", self.events[-1], flush=True)

    def pump(self, seconds=0.05):
        """Lets the listener receive what the bus holds for up to `seconds`."""
        from gi.repository import GLib

        context = GLib.MainContext.default()
        end = time.monotonic() + seconds
        while True:
            while context.pending():
                context.iteration(False)
            if time.monotonic() >= end:
                return
            time.sleep(0.01)

    def wait_until(self, condition, what, timeout=DEFAULT_TIMEOUT):
        """Pumps events until condition() is true; fails if the app dies or time runs out."""
        end = time.monotonic() + timeout
        while True:
            self.pump()
            self.check_alive("while waiting for %s" % what)
            if condition():
                return
            if time.monotonic() >= end:
                raise TestFailure("waited %.0f s for %s; the last objects focused: %s"
                                  % (timeout, what, self.focused_since(0)[-4:]))

    def mark(self):
        """The position in the event list, to wait for events after it."""
        return len(self.events)

    def focused_since(self, start):
        """The names of the objects that took the keyboard focus after mark() `start`."""
        return [e.name for e in self.events[start:]
                if e.kind == "object:state-changed:focused" and e.detail1 == 1]

    def focus_events_since(self, start):
        """The focus events (Event: name, role, description, source) after mark() `start`."""
        return [e for e in self.events[start:]
                if e.kind == "object:state-changed:focused" and e.detail1 == 1]

    def wait_for_focus(self, name, what, start=None, timeout=DEFAULT_TIMEOUT):
        """Waits until an object named `name` (a string, or a test of the name) takes the focus
        after mark() `start`."""
        test = name if callable(name) else (lambda n: n == name)
        start = 0 if start is None else start
        self.wait_until(lambda: any(test(n) for n in self.focused_since(start)), what, timeout)

    # --- keys ------------------------------------------------------------------------------

    def press(self, *keys):
        """Presses keys in xdotool's names ("Tab", "alt+Home", "ctrl+comma", "space")."""
        self.check_alive("before the keys %s" % " ".join(keys))
        if VERBOSE:
            print("  keys:", " ".join(keys), flush=True)
        subprocess.run(["xdotool", "key", "--delay", "40"] + list(keys), env=self._x_env(),
                       check=True, timeout=DEFAULT_TIMEOUT)

    def press_and_wait_for_focus(self, key, timeout=DEFAULT_TIMEOUT):
        """Presses `key` and waits until some object takes the focus; returns its name."""
        start = self.mark()
        self.press(key)
        self.wait_until(lambda: self.focused_since(start), "the focus to move after %s" % key,
                        timeout)
        return self.focused_since(start)[-1]

    def press_until_focus(self, key, name, limit=60, timeout=DEFAULT_TIMEOUT):
        """Presses `key` until the object named `name` (or passing the test `name`) has the
        focus, at most `limit` times."""
        test = name if callable(name) else (lambda n: n == name)
        for _ in range(limit):
            if test(self.press_and_wait_for_focus(key, timeout)):
                return
        raise TestFailure("%d presses of %s never focused %r" % (limit, key, name))

    # --- the tree --------------------------------------------------------------------------

    def application(self):
        """The app's root in the accessibility tree, or None while it is not there."""
        desktop = self.pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            try:
                app = desktop.getChildAtIndex(i)
                if app is not None and app.get_process_id() == self._pid:
                    return app
            except Exception:
                continue
        return None

    def find(self, name, role=None):
        """The first object of the app's tree with this name (and role name), or None."""
        root = self.application()
        if root is None:
            return None

        def matches(node):
            try:
                return node.name == name and (role is None or node.getRoleName() == role)
            except Exception:
                return False

        return self.pyatspi.findDescendant(root, matches)

    def wait_for_object(self, name, what, role=None, timeout=DEFAULT_TIMEOUT):
        """Waits until find(name, role) finds the object; `what` names it in a failure."""
        self.wait_until(lambda: self.find(name, role) is not None, what, timeout)

    def find_all(self, role, node=None):
        """Every object of the app's tree (or under `node`) with this role name, in tree order."""
        node = node or self.application()
        if node is None:
            return []
        return list(self.pyatspi.findAllDescendants(
            node, lambda n: self._role_of(n) == role))

    def names(self, role):
        """The names of every object with this role name (as "heading"), in tree order."""
        return [n.name for n in self.find_all(role)]

    def has_state(self, node, state):
        """Whether the object has the state ("focused", "showing", "visible", "checked", ...)."""
        try:
            return node.getState().contains(getattr(self.pyatspi, "STATE_" + state.upper()))
        except Exception:
            return False

    def on_screen(self, event, what):
        """The object that took the focus (a focus Event) is showing and comes to lie inside
        the window (a page slides in as it opens, and scrolls to follow: its place is asked
        again until it settles)."""
        box = []
        window_width, window_height = self.size

        def inside():
            box[:] = self.extents(event.source)
            x, y, width, height = box
            return (width > 0 and height > 0 and 0 <= x < window_width
                    and 0 <= y < window_height and y + min(height, 40) <= window_height
                    and self.has_state(event.source, "showing"))

        try:
            self.wait_until(inside, "%s on screen" % what, timeout=10)
        except TestFailure:
            raise TestFailure("%s is off screen or not showing at %s: %r" % (
                what, tuple(box), event))

    def extents(self, node):
        """The object's (x, y, width, height) on the screen."""
        box = node.queryComponent().getExtents(self.pyatspi.DESKTOP_COORDS)
        return box.x, box.y, box.width, box.height

    @staticmethod
    def _role_of(node):
        try:
            return node.getRoleName()
        except Exception:
            return ""

    def dump_tree(self, node=None, depth=0, limit=12):
        """The app's tree as indented lines of "role 'name'" (for messages and debugging)."""
        node = node or self.application()
        if node is None:
            return "(the app is not on the accessibility bus)"
        try:
            lines = ["%s%s %r" % ("  " * depth, node.getRoleName(), node.name)]
            if depth < limit:
                for i in range(node.childCount):
                    lines.append(self.dump_tree(node.getChildAtIndex(i), depth + 1, limit))
        except Exception as error:
            lines = ["%s(gone: %s)" % ("  " * depth, error)]
        return "\n".join(lines)
