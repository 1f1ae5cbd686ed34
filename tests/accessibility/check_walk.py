"""accessibility_walk: the pages around the lessons walked by keyboard alone, checked from what
a screen reader hears (the focus events on the AT-SPI bus) and reads (the tree).

    check_walk.py ASTROLABE [--lang fa]

Two learners with simulated answers are made in a temporary folder, their progress files
exported and imported into a class, and the window starts on Maya's sky. Then, page by page:
a review session (the sky's main button), the course map, the corpus, the settings, the
teacher view and the profile picker. On each:
- opening it says where the learner is: the focus goes to the page's heading, named in the
  interface language, and the page is named after itself;
- the headings a sighted learner sees are in the tree as headings;
- Tab walks every focus stop of the page and comes back to the first: each stop says a name
  (a focus event with a name), is showing and lies inside the window (the page scrolls to
  follow), no stop keeps the focus (no trap); in Persian the names carry no Latin digit;
- leaving it gives the sky the focus again, and the process lives.
The review session also says its first question and its back button names the sky; Down
says a proposition in the corpus and a learner in the picker. Ctrl+Q must end the app with exit code 0. Persian words are read
from translations/astrolabe_fa.ts, so the test follows the translation.
"""

import os
import re
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_app  # noqa: E402

atspi_app.run_in_private_session()

from atspi_app import AccessibleApp, TestFailure, check, language_main  # noqa: E402

WINDOW = (1280, 800)
HERE = os.path.dirname(os.path.abspath(__file__))
TRANSLATIONS = os.path.join(HERE, "..", "..", "translations", "astrolabe_fa.ts")
LATIN_DIGIT = re.compile("[0-9]")
# A proposition's id ("II.2.P04") is a code, shown and searched as written in both languages.
PROPOSITION_ID = re.compile("\\b[IVX]+\\.[0-9]+(\\.P[0-9]+)?\\b")
# A fragment isolated left to right (U+2066 ... U+2069, innermost first): the course writes
# formula fragments and tuples in Latin digits inside one (DESIGN.md), prose in Persian digits.
LEFT_TO_RIGHT_ISOLATE = re.compile("\u2066[^\u2066\u2069]*\u2069")


def without_isolates(text):
    while True:
        stripped = LEFT_TO_RIGHT_ISOLATE.sub("", text)
        if stripped == text:
            return text
        text = stripped


class Words:
    """The app's strings in the interface language: the English source, or its Persian
    translation from the .ts file (a plural's first form)."""

    def __init__(self, language):
        self.language = language
        self.table = {}
        if language == "fa":
            for message in ElementTree.parse(TRANSLATIONS).getroot().iter("message"):
                source = message.findtext("source")
                translation = message.find("translation")
                if source is None or translation is None:
                    continue
                forms = [f.text or "" for f in translation.findall("numerusform")]
                self.table.setdefault(source, forms[0] if forms else translation.text or "")

    def __call__(self, source):
        if self.language != "fa":
            return source
        if not self.table.get(source):
            raise TestFailure("no Persian for %r in %s" % (source, TRANSLATIONS))
        return self.table[source]

    def before(self, source):
        """The translated text up to its first placeholder ("%1", "%n", "%L1", "%Ln")."""
        return re.split("%L?[0-9n]", self(source))[0]



def cli(binary, *args):
    subprocess.run([binary] + list(args), check=True, stdout=subprocess.DEVNULL,
                   env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))


def make_class(binary, data_dir):
    """Maya (30 days) and Sara (10 days), their progress files imported into class Rosewood."""
    files = os.path.join(data_dir, "handed-in")
    os.makedirs(files)
    for name, days, seed in (("Sara", "10", "5"), ("Maya", "30", "2")):
        cli(binary, "profile", "create", name, "--data-dir", data_dir, "--simulate", days,
            "--seed", seed)
        cli(binary, "progress", "export", "--profile", name, "--data-dir", data_dir,
            "--out", os.path.join(files, name + ".json"))
    cli(binary, "class", "create", "Rosewood", "--data-dir", data_dir)
    cli(binary, "class", "import", "Rosewood", files, "--data-dir", data_dir)
    cli(binary, "class", "choose", "Rosewood", "--data-dir", data_dir)


def focus_after(app, keys, what, test=lambda e: True, settle=0.3, timeout=15):
    """Presses `keys`; waits for a focus event passing `test`, lets the focus settle, and
    returns the last such event (a key can focus a scope, then the item in it)."""
    start = app.mark()
    app.press(*keys)
    found = []

    def arrived():
        found[:] = [e for e in app.focus_events_since(start) if test(e)]
        return bool(found)

    app.wait_until(arrived, what, timeout)
    app.pump(settle)
    found[:] = [e for e in app.focus_events_since(start) if test(e)]
    return found[-1]


def check_persian(words, event, what):
    if words.language == "fa":
        check(not LATIN_DIGIT.search(PROPOSITION_ID.sub("", without_isolates(event.name))),
              "Latin digits in %s: %r" % (what, event))


def tab_walk(app, words, page, limit=90):
    """Tab from stop to stop until the walk comes round to its first two stops again; every
    stop named, on screen and showing, none keeping the focus. Returns how many stops there
    were."""
    walked = []
    for press in range(limit):
        event = focus_after(app, ["Tab"], "a stop of %s to take the focus after Tab %d"
                            % (page, press + 1))
        what = "%s's Tab stop %d (%s %r)" % (page, press + 1, event.role, event.name)
        check(event.name.strip(), "%s has no name: %r" % (what, event))
        check(not walked or (event.name, event.role) != walked[-1]
              or app.extents(event.source) != previous_box,
              "%s keeps the focus after Tab" % what)
        app.on_screen(event, what)
        check_persian(words, event, what)
        previous_box = app.extents(event.source)
        walked.append((event.name, event.role))
        if len(walked) > 3 and walked[-2:] == walked[:2]:
            return len(walked) - 2
    raise TestFailure("%d presses of Tab on %s never came round to its first stops: %r"
                      % (limit, page, walked[:6]))


def heading_found(heading, headings):
    """`heading` among `headings` (a trailing "…": any heading so begun)."""
    return any(h == heading or (heading.endswith("…") and h.startswith(heading[:-1]))
               for h in headings)


def check_headings(app, page, expected):
    """The headings `expected` are in the tree; returns every heading's name."""
    headings = app.names("heading")
    for heading in expected:
        check(heading_found(heading, headings), "%s: no heading %r among %r"
              % (page, heading, headings))
    return headings


def read_down(app, words, page, expected, limit=40):
    """Down from the page's heading reads on from heading to heading: each said, on screen
    (the page follows), until every heading `expected` was said."""
    said = []
    for press in range(limit):
        event = focus_after(app, ["Down"], "a stop of %s after Down %d" % (page, press + 1))
        if event.role != "heading" or event.name in said:
            continue
        app.on_screen(event, "%s's heading %r" % (page, event.name))
        check_persian(words, event, "a heading")
        said.append(event.name)
        if all(heading_found(heading, said) for heading in expected):
            return said
    raise TestFailure("%d presses of Down on %s said %r, not all of %r"
                      % (limit, page, said, expected))


def back_to_sky(app, words, keys, page):
    event = focus_after(app, keys, "the sky's focus after leaving %s" % page,
                        lambda e: e.name.startswith((words.before("Star sky: %1 of %n question(s) learned"),
                                                     words.before("Star %1 of %2, %3"))))
    check(event.role in ("list", "list item"), "the sky after %s: %r" % (page, event))
    app.check_alive("after leaving %s" % page)


def report(page, began, detail):
    print("%-16s %5.1f s  %s" % (page, time.monotonic() - began, detail), flush=True)


def opened_on_heading(app, event, heading, tab, page):
    """The page opened on its heading `heading`, on screen; the page is named `tab`."""
    check(event.role == "heading" and event.name == heading,
          "%s opens on %r, not its heading %r" % (page, event, heading))
    app.on_screen(event, "%s's heading" % page)
    check(app.find(tab, "page tab") is not None,
          "%s's page is not named %r:\n%s" % (page, tab, app.dump_tree(limit=6)))


def shift_tab_to(app, name, limit=60):
    app.press_until_focus("shift+Tab", name, limit)


def review_session(app, words):
    began = time.monotonic()
    review = words.before("Review the %n question(s) due now, lowest recall first")
    shift_tab_to(app, lambda n: n.startswith(review))
    question = focus_after(app, ["space"], "the first question of the review",
                           lambda e: e.name.startswith(words.before("Question %1: %2")))
    app.on_screen(question, "the review's first question")
    place = question.name.split(":")[0]
    check(words.language != "fa" or not LATIN_DIGIT.search(place),
          "Latin digits in the question's place: %r" % place)
    back = words("Back to %1").replace("%1", words("Sky"))
    check(app.find(back, "push button") is not None,
          "the review's back button is not %r" % back)
    stops = tab_walk(app, words, "the review session")
    back_to_sky(app, words, ["Escape"], "the review session")
    report("review session", began, "first question said, %d Tab stops, back names the sky"
           % stops)


def course_map(app, words):
    began = time.monotonic()
    shift_tab_to(app, words("Open the course map"))
    title = focus_after(app, ["space"], "the course map's heading",
                        lambda e: e.role == "heading")
    check(title.name.strip(), "the course's heading has no name")
    opened_on_heading(app, title, title.name, words("Course"), "course map")
    chapters = [h for h in app.names("heading")
                if h.startswith(words.before("Chapter %1: %2"))]
    check(len(chapters) >= 8, "the course map's chapter headings: %r" % chapters)
    stops = tab_walk(app, words, "the course map")
    back_to_sky(app, words, ["Escape"], "the course map")
    report("course map", began, "%d chapter headings, %d Tab stops" % (len(chapters), stops))


def corpus(app, words):
    began = time.monotonic()
    shift_tab_to(app, words("Open the corpus of propositions"))
    title = focus_after(app, ["space"], "the corpus's heading", lambda e: e.role == "heading")
    opened_on_heading(app, title, words("The corpus"), words("Corpus"), "corpus")
    proposition = focus_after(app, ["Down"], "a proposition after Down",
                              lambda e: e.role == "list item")
    app.on_screen(proposition, "the first proposition")
    check_persian(words, proposition, "a proposition")
    stops = tab_walk(app, words, "the corpus")
    back_to_sky(app, words, ["Escape"], "the corpus")
    report("corpus", began, "a proposition said by Down, %d Tab stops" % stops)


def settings(app, words):
    began = time.monotonic()
    title = focus_after(app, ["ctrl+comma"], "the settings' heading",
                        lambda e: e.role == "heading")
    opened_on_heading(app, title, words("Settings"), words("Settings"), "settings")
    headings = check_headings(app, "settings",
                              [words("Study"), words("Motion"), words("Language")])
    heading = focus_after(app, ["Down"], "a section's heading after Down",
                          lambda e: e.role == "heading")
    check(heading.name in headings and heading.name != title.name,
          "Down on the settings said %r" % heading)
    stops = tab_walk(app, words, "the settings")
    back_to_sky(app, words, ["Escape"], "the settings")
    report("settings", began, "%d headings, %d Tab stops" % (len(headings), stops))


def open_from_more_menu(app, words, item):
    shift_tab_to(app, words("More actions"))
    app.press("space")
    app.wait_for_object(words(item), "the More menu's %r" % item, "menu item")
    app.press_until_focus("Down", words(item))


def teacher_view(app, words):
    began = time.monotonic()
    open_from_more_menu(app, words, "Teacher view")
    title = focus_after(app, ["Return"], "the teacher view's heading",
                        lambda e: e.role == "heading")
    opened_on_heading(app, title, words("Teacher view"), words("Teacher view"),
                      "teacher view")
    headings = read_down(app, words, "the teacher view", [
        words.before("The class: %n student(s)") + "…",
        words("Class mastery per lesson"), words("Where the class struggles")])
    stops = tab_walk(app, words, "the teacher view")
    back_to_sky(app, words, ["alt+Home"], "the teacher view")
    report("teacher view", began, "%d headings read by Down, %d Tab stops" % (len(headings), stops))


def profile_picker(app, words):
    began = time.monotonic()
    open_from_more_menu(app, words, "Switch learner")
    title = focus_after(app, ["Return"], "the profile picker's heading",
                        lambda e: e.role == "heading")
    opened_on_heading(app, title, words("Who is studying?"), words("Who is studying?"),
                      "profile picker")
    learner = focus_after(app, ["Down"], "a learner after Down",
                          lambda e: e.role == "list item")
    check(learner.name.startswith(("Maya", "Sara")), "a learner said as %r" % learner)
    app.on_screen(learner, "a learner")
    stops = tab_walk(app, words, "the profile picker")
    shift_tab_to(app, lambda n: n.startswith(("Maya", "Sara")))
    back_to_sky(app, words, ["Return"], "the profile picker")
    report("profile picker", began, "a learner said by Down, %d Tab stops" % stops)


def run(binary, language):
    with tempfile.TemporaryDirectory(prefix="astrolabe-a11y-") as data_dir:
        make_class(binary, data_dir)
        args = ["--data-dir", data_dir, "--profile", "Maya"]
        if language != "en":
            args += ["--lang", language]
        app = AccessibleApp(binary, args, size=WINDOW)
        try:
            with app:
                began = time.monotonic()
                words = Words(language)
                app.wait_until(lambda: app.focus_events_since(0), "the sky's first focus")
                review_session(app, words)
                course_map(app, words)
                corpus(app, words)
                settings(app, words)
                teacher_view(app, words)
                profile_picker(app, words)
                code = app.quit()
                check(code == 0, "the app ended with exit code %d after Ctrl+Q" % code)
                print("ok: six pages walked in %.0f s" % (time.monotonic() - began))
        except TestFailure:
            print("The app's output:\n" + app.output(), file=sys.stderr)
            raise


if __name__ == "__main__":
    language_main(run, "check_walk.py")
