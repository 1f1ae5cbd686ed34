#!/usr/bin/env bash
# The program's start-up functions lie together at the front of its code, and the compiled pages
# start loads and Qt's resource tables at the front of its constants (app/CMakeLists.txt; the
# lists app/startup.order and core/store/startup.order, joined by the build), so a start maps
# only what it reads, not the 64 KB around each piece (docs/developer-guide.md, "Resident memory
# under Xvfb"). Fails when the listed functions or constants are spread through the program (the
# ordering was lost from the link) or when many of them no longer exist (the lists are stale: run
# scripts/startup-order). Registered only for builds that lld links with the lists
# (tests/packaging/CMakeLists.txt).
#   check_startup_order.sh PROGRAM JOINED_ORDER_FILE
set -euo pipefail
program=$1
order=$2

python3 - "$program" "$order" <<'PYTHON'
import subprocess
import sys

program, order = sys.argv[1], sys.argv[2]
listed = {line.strip() for line in open(order) if line.strip()}
sections = subprocess.run(["readelf", "-SW", program], capture_output=True, text=True,
                          check=True).stdout.replace("[ ", "[")
def section(name):
    fields = next(line.split() for line in sections.splitlines() if f" {name} " in line)
    return int(fields[3], 16), int(fields[5], 16)
places = {"code": section(".text"), "constants": section(".rodata")}
kinds = {"code": "tTwW", "constants": "rR"}
found = {"code": {}, "constants": {}}
symbols = subprocess.run(["nm", "--defined-only", program], capture_output=True, text=True,
                         check=True).stdout
for line in symbols.splitlines():
    fields = line.split()
    if len(fields) != 3 or fields[2] not in listed:
        continue
    for kind, letters in kinds.items():
        start, size = places[kind]
        address = int(fields[0], 16)
        if fields[1] in letters and start <= address < start + size:
            # Names that several files define (Qt's resource tables) count at their furthest.
            found[kind][fields[2]] = max(found[kind].get(fields[2], 0), address - start)
names = set(found["code"]) | set(found["constants"])
print(f"check_startup_order: {len(names)} of the {len(listed)} listed names are in the program")
spread = []
for kind, limit in (("code", 0.15), ("constants", 0.10)):
    start, size = places[kind]
    furthest = max(found[kind].values(), default=0)
    print(f"check_startup_order: {len(found[kind])} in its {kind}; the furthest lies "
          f"{furthest // 1024} KB into its {size // 1024} KB ({100 * furthest / size:.1f} %, "
          f"at most {100 * limit:.0f} % expected)")
    if not found[kind] or furthest > limit * size:
        spread.append(kind)
if not listed or len(names) < 0.9 * len(listed):
    sys.exit("check_startup_order: app/startup.order and core/store/startup.order are stale (over "
             "a tenth of their names are gone); run scripts/startup-order and commit the files.")
if spread:
    sys.exit(f"check_startup_order: the listed {' and '.join(spread)} are spread through the "
             "program; the link did not lay them out together (app/CMakeLists.txt, "
             "--symbol-ordering-file).")
PYTHON
