#!/usr/bin/env bash
# The program's start-up functions lie together at the front of its code (app/CMakeLists.txt,
# app/startup.order), so a start maps only the code it runs, not the 64 KB around each function
# (docs/developer-guide.md, "Resident memory under Xvfb"). Fails when the functions the list
# names are spread through the code (the ordering was lost from the link) or when many of them
# no longer exist (the list is stale: run scripts/startup-order). Registered only for builds
# that lld links with the list (tests/packaging/CMakeLists.txt).
#   check_startup_order.sh PROGRAM ORDER_FILE
set -euo pipefail
program=$1
order=$2

# The listed functions found in the program, and the furthest of them from the code's start.
python3 - "$program" "$order" <<'PYTHON'
import subprocess
import sys

program, order = sys.argv[1], sys.argv[2]
listed = {line.strip() for line in open(order) if line.strip()}
sections = subprocess.run(["readelf", "-SW", program], capture_output=True, text=True,
                          check=True).stdout.replace("[ ", "[")
text = next(line.split() for line in sections.splitlines() if " .text " in line)
start, size = int(text[3], 16), int(text[5], 16)
found = {}
symbols = subprocess.run(["nm", "--defined-only", program], capture_output=True, text=True,
                         check=True).stdout
for line in symbols.splitlines():
    fields = line.split()
    if len(fields) == 3 and fields[1] in "tTwW" and fields[2] in listed:
        found.setdefault(fields[2], int(fields[0], 16) - start)
furthest = max(found.values(), default=0)
print(f"check_startup_order: {len(found)} of the {len(listed)} listed functions are in the "
      f"program; the furthest lies {furthest // 1024} KB into its {size // 1024} KB of code "
      f"({100 * furthest / size:.1f} %)")
if not listed or len(found) < 0.9 * len(listed):
    sys.exit("check_startup_order: app/startup.order is stale (over a tenth of its functions "
             "are gone); run scripts/startup-order and commit the file.")
if furthest > 0.25 * size:
    sys.exit("check_startup_order: the listed functions are spread through the code; the link "
             "did not lay them out together (app/CMakeLists.txt, --symbol-ordering-file).")
PYTHON
