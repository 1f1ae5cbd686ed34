#!/usr/bin/env bash
# The AppStream metadata (as the build configures it) passes `appstreamcli validate --no-net`
# with no error or warning (pedantic notes are printed), launches the desktop file the package
# installs, and every screenshot it names exists in docs/screenshots.
# Usage: check_metainfo.sh METAINFO_XML SCREENSHOT_DIR
set -uo pipefail
file=$1 shots=$2
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

report=$(appstreamcli validate --no-net --pedantic --no-color "$file" 2>&1)
status=$?
echo "$report"
[ "$status" = 0 ] || fail "appstreamcli validate exited $status"
echo "$report" | grep -E '^[EW]:' && fail "appstreamcli reports errors or warnings"

grep -q '<launchable type="desktop-id">astrolabe.desktop</launchable>' "$file" \
  || fail "the launchable is not astrolabe.desktop"
grep -q '<name xml:lang="fa">' "$file" || fail "no Persian name"
grep -q '<summary xml:lang="fa">' "$file" || fail "no Persian summary"
grep -q '<release version="[0-9]' "$file" || fail "no release with a version"
grep -q '@[A-Z_]*@' "$file" && fail "an unfilled @VARIABLE@ is left"
count=0
for image in $(grep -o '<image>[^<]*</image>' "$file" | sed 's/<[^>]*>//g'); do
  count=$((count + 1))
  [ -f "$shots/$(basename "$image")" ] || fail "the screenshot $(basename "$image") is not in docs/screenshots"
done
[ "$count" -gt 0 ] || fail "no screenshots"

[ "$failures" = 0 ] || { echo "$failures failure(s)"; exit 1; }
echo ok
