"""accessibility_qml_sources: patterns in the QML sources that break the app for screen reader
users, found before any page is opened.

    check_qml_sources.py QML_FOLDER

- `standardButtons` (on a Dialog or a DialogButtonBox): with Qt 6.4 and a screen reader
  listening, destroying a page that holds such a dialog crashes the app, opened or not. Use
  OkDialog (qml/components/OkDialog.qml explains the bug) or declare the buttons.
"""

import os
import re
import sys

RULES = [
    (re.compile(r"\bstandardButtons\s*:"),
     "standardButtons crashes Qt 6.4 under a screen reader when its page is destroyed; use "
     "OkDialog or declared buttons"),
]


def problems(folder):
    found = []
    for root, _, files in os.walk(folder):
        for name in sorted(files):
            if not name.endswith(".qml"):
                continue
            path = os.path.join(root, name)
            with open(path, encoding="utf-8") as source:
                for number, line in enumerate(source, 1):
                    code = line.split("//", 1)[0]
                    for pattern, why in RULES:
                        if pattern.search(code):
                            found.append("%s:%d: %s" % (os.path.relpath(path, folder), number, why))
    return found


def main():
    if len(sys.argv) != 2 or not os.path.isdir(sys.argv[1]):
        sys.exit("usage: check_qml_sources.py QML_FOLDER")
    found = problems(sys.argv[1])
    for line in found:
        print(line, file=sys.stderr)
    if found:
        sys.exit(1)
    print("qml sources: no pattern that breaks the app under a screen reader")


if __name__ == "__main__":
    main()
