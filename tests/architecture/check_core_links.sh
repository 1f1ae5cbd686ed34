#!/usr/bin/env bash
# The core library links Qt Core and Qt Sql only. Reads the shared libraries a program linking
# astrolabe_core alone needs (readelf's NEEDED entries): Qt6Core and Qt6Sql must be among them
# (so an empty answer cannot pass), Qt6Gui, Qt6Widgets, Qt6Qml and Qt6Quick* must not.
# Usage: check_core_links.sh CORE_LINK_PROBE
set -uo pipefail
probe=$1
needed=$(readelf -d "$probe" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
if [ -z "$needed" ]; then
  echo "FAIL: readelf found no NEEDED entries in $probe."
  exit 1
fi
echo "$probe needs:"; echo "$needed" | sed 's/^/  /'
failures=0
for lib in libQt6Core libQt6Sql; do
  echo "$needed" | grep -q "^$lib\.so" || { echo "FAIL: the core does not link $lib."; failures=$((failures + 1)); }
done
forbidden=$(echo "$needed" | grep -E '^libQt6(Gui|Widgets|Qml|Quick|OpenGL)' || true)
if [ -n "$forbidden" ]; then
  echo "FAIL: the core library links $(echo $forbidden): Qt Gui and above belong in"
  echo "      astrolabe_pdf (core/report/pdf) or the app, not in astrolabe_core."
  failures=$((failures + 1))
fi
[ "$failures" -eq 0 ] && echo "PASS: the core links Qt Core and Qt Sql only."
exit $((failures > 0))
