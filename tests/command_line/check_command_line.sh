#!/usr/bin/env bash
# The command line follows the usual conventions, and the man page matches --help:
#   --version prints "astrolabe X.Y.Z" and exits 0; --help lists options and subcommands and
#   exits 0 (both without a display); an unknown option or subcommand is one sentence on
#   standard error and exit 2; the man page renders with groff without a warning, and every
#   option --help names appears in it.
# Usage: check_command_line.sh ASTROLABE_BIN VERSION
set -uo pipefail
bin=$1 version=$2
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# run NAME ARGS...: stdout, stderr and the exit code into $work/NAME.{out,err,code}
run() {
  local name=$1; shift
  # No display at all: --help and --version must not need one.
  env -u DISPLAY -u WAYLAND_DISPLAY "$bin" "$@" >"$work/$name.out" 2>"$work/$name.err"
  echo $? >"$work/$name.code"
}

run version --version
[ "$(cat "$work/version.code")" = 0 ] || fail "--version exited $(cat "$work/version.code")"
[ "$(cat "$work/version.out")" = "astrolabe $version" ] \
  || fail "--version printed '$(cat "$work/version.out")', not 'astrolabe $version'"
QT_QPA_PLATFORM=xcb run version_nodisplay --version
[ "$(cat "$work/version_nodisplay.code")" = 0 ] || fail "--version needs a display"

run help --help
[ "$(cat "$work/help.code")" = 0 ] || fail "--help exited $(cat "$work/help.code")"
grep -q '^Usage: astrolabe' "$work/help.out" || fail "--help has no Usage line"
grep -q '^Subcommands:' "$work/help.out" || fail "--help lists no subcommands"
[ -s "$work/help.err" ] && fail "--help wrote to standard error: $(cat "$work/help.err")"
run short_help -h
cmp -s "$work/help.out" "$work/short_help.out" || fail "-h differs from --help"

run unknown_option --no-such-option
[ "$(cat "$work/unknown_option.code")" = 2 ] \
  || fail "an unknown option exited $(cat "$work/unknown_option.code"), not 2"
grep -q "no-such-option" "$work/unknown_option.err" || fail "the unknown option is not named on stderr"
[ -s "$work/unknown_option.out" ] && fail "an unknown option wrote to standard output"

run unknown_subcommand frobnicate
[ "$(cat "$work/unknown_subcommand.code")" = 2 ] \
  || fail "an unknown subcommand exited $(cat "$work/unknown_subcommand.code"), not 2"
[ -s "$work/unknown_subcommand.err" ] || fail "an unknown subcommand said nothing on stderr"

# The man page: no groff warning (-ww: all of them), and every option of --help in it.
run man --help-man
[ "$(cat "$work/man.code")" = 0 ] || fail "--help-man exited $(cat "$work/man.code")"
groff -man -Tutf8 -ww -z "$work/man.out" 2>"$work/groff.err"
[ -s "$work/groff.err" ] && fail "groff warns about the man page: $(cat "$work/groff.err")"
if command -v man >/dev/null; then
  MANWIDTH=80 man --warnings=w -l "$work/man.out" >/dev/null 2>"$work/man_l.err" \
    || fail "man -l could not render the page"
  [ -s "$work/man_l.err" ] && fail "man -l warns: $(cat "$work/man_l.err")"
fi
# Rendered as plain text, with the minus signs as they are typed.
groff -man -Tutf8 -P-cbou "$work/man.out" 2>/dev/null | sed 's/\xe2\x88\x92/-/g; s/\xe2\x80\x90/-/g' >"$work/man.txt"
options=$(grep -oE -- '(^|[ ,[])--?[a-z][a-z-]*' "$work/help.out" | grep -oE -- '--?[a-z][a-z-]*' | sort -u)
[ -n "$options" ] || fail "no options found in --help"
for option in $options; do
  grep -qE -- "(^|[^a-z-])$option([^a-z-]|\$)" "$work/man.txt" || fail "the man page does not mention $option"
done
for section in NAME SYNOPSIS DESCRIPTION OPTIONS SUBCOMMANDS 'EXIT STATUS'; do
  grep -q "^$section" "$work/man.txt" || fail "the man page has no $section section"
done

echo "checked $(echo "$options" | wc -w) options of --help against the man page"
[ "$failures" = 0 ] || { echo "$failures failure(s)"; exit 1; }
echo "ok"
