"""accessibility_pages: with a screen reader's listener on the AT-SPI bus, every page of the
window is opened by keyboard and left again, and the app must live through it.

    check_pages.py ASTROLABE [--new-profile]

A learner with 90 simulated days (or, with --new-profile, one without answers) is made in a
temporary folder; the window starts on the sky; each page is opened with the keys a user
would press, recognised in the accessibility tree, and left with Alt+Home (or Escape, or the
profile picker's Enter); after each return the sky must have the keyboard focus again and the
process must be alive. Then Ctrl+Q must end it with exit code 0 (under AddressSanitizer: no
report). Leaving Statistics used to end in SIGSEGV here (Qt 6.4, see OkDialog.qml).
"""

import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_app  # noqa: E402

atspi_app.run_in_private_session()

from atspi_app import AccessibleApp, TestFailure  # noqa: E402


# The lesson page's Watch panel button: the page is there.
LESSON_SHOWN = ("push button", "Take it off screen")


def on_sky(name):
    """The sky, or one of its stars ("Star 3 of 224, ..."), has the focus."""
    return name.startswith("Star ")


def make_profile(binary, data_dir, new_profile):
    args = [binary, "profile", "create", "Maya", "--data-dir", data_dir]
    if not new_profile:
        args += ["--simulate", "90", "--seed", "2"]
    subprocess.run(args, check=True, stdout=subprocess.DEVNULL,
                   env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))


def open_from_sky(app, button):
    """Walks from the sky back to one of its header's buttons (the shorter way) and presses it."""
    app.press_until_focus("shift+Tab", button)
    app.press("space")


def leave(app, page, keys, shown):
    """Presses the keys that leave a page and waits until the page is gone from the tree (its
    transition over) and the sky has the keyboard focus."""
    start = app.mark()
    app.press(*keys)
    role, name = shown
    app.wait_until(lambda: app.find(name, role) is None, "%s to close" % page)
    app.wait_for_focus(on_sky, "the sky's focus after leaving %s" % page, start)
    app.check_alive("after leaving %s" % page)


def visit(app, page, open_page, shown, keys=("alt+Home",)):
    """Opens a page, waits until the object `shown` (role, name) is in the tree, leaves it."""
    began = time.monotonic()
    open_page()
    role, name = shown
    app.wait_for_object(name, "%s (%s %r)" % (page, role, name), role)
    leave(app, page, keys, shown)
    print("%-16s %5.1f s" % (page, time.monotonic() - began), flush=True)


def run(binary, new_profile):
    with tempfile.TemporaryDirectory(prefix="astrolabe-a11y-") as data_dir:
        make_profile(binary, data_dir, new_profile)
        app = AccessibleApp(binary, ["--data-dir", data_dir])
        try:
            with app:
                if new_profile:
                    skip_welcome(app)
                visit_every_page(app)
        except TestFailure:
            print("The app's output:\n" + app.output(), file=sys.stderr)
            raise


def skip_welcome(app):
    """A learner without answers is greeted first; Escape skips to the sky."""
    app.wait_for_object("Skip the welcome and look at the sky", "the welcome", "push button")
    app.press("Escape")
    app.wait_until(lambda: app.find("Skip the welcome and look at the sky", "push button") is None,
                   "the welcome to close")
    print("%-16s" % "welcome skipped", flush=True)


def visit_every_page(app):
    app.wait_for_object("Open the statistics", "the sky's buttons", "push button")
    # The sky has the keyboard focus once it shows; Tab and Shift+Tab walk its controls.
    visit(app, "statistics", lambda: open_from_sky(app, "Open the statistics"),
          ("heading", "Statistics"))
    visit(app, "course map", lambda: open_from_sky(app, "Open the course map"),
          ("heading", "Chapter I: Why attention"))
    visit(app, "corpus", lambda: open_from_sky(app, "Open the corpus of propositions"),
          ("list", "Propositions"))
    visit(app, "settings", lambda: app.press("ctrl+comma"), ("heading", "Settings"), ("Escape",))
    visit(app, "lesson", lambda: open_lesson(app), LESSON_SHOWN)
    visit(app, "teacher view", lambda: open_from_more_menu(app, "Teacher view"),
          ("heading", "Teacher view"))
    visit_quiz(app)
    visit(app, "profile picker", lambda: open_from_more_menu(app, "Switch learner"),
          ("list", "Learners"), ("Return",))
    received = len(app.events)
    if received == 0:
        raise TestFailure("the listener received no event from the app")
    code = app.quit()
    if code != 0:
        raise TestFailure("the app ended with exit code %d after Ctrl+Q" % code)
    print("ok: every page visited and left; %d events from the app" % received)


def open_from_more_menu(app, item):
    app.press_until_focus("shift+Tab", "More actions")
    app.press("space")
    app.wait_for_object(item, "the More menu's %r" % item, "menu item")
    app.press_until_focus("Down", item)
    app.press("Return")
    # The menu closes (its focus goes back) before the page opened from it takes keys.
    app.wait_until(lambda: app.find(item, "menu item") is None, "the More menu to close")


def open_lesson(app):
    """The first constellation's name, the sky's first stop for Tab, opens its lesson."""
    app.press_and_wait_for_focus("Tab")
    app.press("Return")


def visit_quiz(app):
    """A lesson's Start button (its questions card's main button) opens its questions; Escape goes back to the
    lesson, Alt+Home to the sky."""
    began = time.monotonic()
    open_lesson(app)
    app.wait_for_object(LESSON_SHOWN[1], "the lesson", LESSON_SHOWN[0])
    # The questions card's main button: Start on a new lesson, Continue or Practise again later.
    app.press_until_focus("shift+Tab", lambda name: name in ("Start", "Continue", "Practise again"))
    app.press("space")
    app.wait_for_object("Check the answer", "the quiz's Check button", "push button")
    app.press("Escape")
    app.wait_until(lambda: app.find("Check the answer", "push button") is None, "the quiz to close")
    leave(app, "the lesson after the quiz", ("alt+Home",), LESSON_SHOWN)
    print("%-16s %5.1f s" % ("quiz", time.monotonic() - began), flush=True)


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: check_pages.py ASTROLABE [--new-profile]")
    try:
        run(sys.argv[1], "--new-profile" in sys.argv[2:])
    except TestFailure as failure:
        sys.exit("FAIL: %s" % failure)


if __name__ == "__main__":
    main()
