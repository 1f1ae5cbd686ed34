#!/usr/bin/env bash
# The launcher passes desktop-file-validate (hints are printed, not failures), names the icon
# the package installs, and is translated into Persian; the icon's PNGs have their sizes.
# Usage: check_desktop_entry.sh PACKAGING_LINUX_DIR
set -uo pipefail
dir=$1
desktop=$dir/astrolabe.desktop
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

desktop-file-validate "$desktop" >"${TMPDIR:-/tmp}/desktop-validate.$$" 2>&1
status=$?
cat "${TMPDIR:-/tmp}/desktop-validate.$$"
grep -E ': (error|warning):' "${TMPDIR:-/tmp}/desktop-validate.$$" && fail "desktop-file-validate reports errors or warnings"
rm -f "${TMPDIR:-/tmp}/desktop-validate.$$"
[ "$status" = 0 ] || fail "desktop-file-validate exited $status"

value() { grep -E "^$1=" "$desktop" | head -1 | cut -d= -f2-; }
[ "$(value Exec)" = astrolabe ] || fail "Exec is '$(value Exec)', not astrolabe"
[ "$(value Icon)" = astrolabe ] || fail "Icon is '$(value Icon)', not astrolabe"
[ "$(value Terminal)" = false ] || fail "Terminal is not false"
[ "$(value Categories)" = "Education;Science;" ] || fail "Categories is '$(value Categories)'"
for key in Name GenericName Comment Keywords; do
  [ -n "$(value "$key")" ] || fail "no $key"
  [ -n "$(value "$key\\[fa\\]")" ] || fail "no $key[fa]"
done

# The icon: the SVG and a PNG of each size, as the file name says (width and height from the
# PNG header).
[ -s "$dir/icons/astrolabe.svg" ] || fail "no astrolabe.svg"
for size in 16 32 48 64 128 256; do
  png=$dir/icons/astrolabe-$size.png
  [ -s "$png" ] || { fail "no $png"; continue; }
  read -r w1 w2 w3 w4 h1 h2 h3 h4 < <(od -An -tu1 -j16 -N8 "$png")
  w=$(( (w1 << 24) + (w2 << 16) + (w3 << 8) + w4 )); h=$(( (h1 << 24) + (h2 << 16) + (h3 << 8) + h4 ))
  [ "$w" = "$size" ] && [ "$h" = "$size" ] || fail "$png is ${w}x${h}"
done

[ "$failures" = 0 ] || { echo "$failures failure(s)"; exit 1; }
echo ok
