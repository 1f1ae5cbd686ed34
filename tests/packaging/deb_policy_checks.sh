# What Debian asks of the package, sourced by check_deb.sh (which defines fail):
# check_policy DEB UNPACKED_ROOT SOURCE_DIR VERSION hardened|plain
#   - lintian: no error, no warning, and no hardening tag at any level (bindnow and fortify are
#     only "info" to lintian, and the package is to have them); the package's overrides
#     (packaging/debian/lintian-overrides) are shown, and one that no longer matches fails;
#   - the executable: PIE, read-only relocations, immediate binding, fortified libc calls and
#     the stack protector, read from its ELF headers and dynamic symbols;
#     (in a plain build, e.g. the sanitizer build, whose executable is not the one shipped,
#     neither the hardening nor lintian's tags on the executable itself are checked)
#   - Maintainer: a name and an address that is not on this machine; description lines within
#     80 columns;
#   - the licences: LICENSE at the root is the GPL 3 text; usr/share/doc/astrolabe/copyright is
#     machine-readable, gives Astrolabe GPL-3+ and the fonts OFL-1.1, and carries the whole text
#     of resources/fonts/OFL.txt;
#   - usr/share/doc/astrolabe/changelog.Debian.gz begins with this version.

check_lintian() {
  local deb=$1 hardening=$2 log
  if ! command -v lintian >/dev/null; then
    fail "lintian is not installed (scripts/setup installs it)"
    return
  fi
  log=$(mktemp)
  local started
  started=$(date +%s)
  # --no-cfg: the same profile whoever runs it; -I: the info tags too; overridden ones as O:.
  lintian --no-cfg -I --show-overrides --tag-display-limit 0 "$deb" >"$log" 2>"$log.err"
  echo "lintian $(lintian --version | awk '{print $2}'), $(( $(date +%s) - started )) s:"
  sed 's/^/  /' "$log"
  grep -q . "$log" || echo "  (no tag)"
  if grep -vE 'running with root privileges' "$log.err" | grep -q .; then
    fail "lintian failed: $(head -3 "$log.err")"
  fi
  while read -r line; do
    if [ "$hardening" = plain ] &&
       grep -qE '^[A-Z]: [^ ]+: hardening-|\[usr/(bin|libexec/astrolabe)/astrolabe[a-z-]*\]$' \
         <<<"$line"; then
      echo "  (not checked: this build's executable is not the one shipped: $line)"
    else
      fail "lintian: $line"
    fi
  done < <(grep -E '^[EW]: |^[A-Z]: [^ ]+: (hardening-|unused-override|mismatched-override)' "$log")
  rm -f "$log" "$log.err"
}

check_hardening() {
  local bin=$1 symbols fortified
  command -v readelf >/dev/null || { fail "readelf is not installed (binutils)"; return; }
  readelf -hW "$bin" | grep -qE 'Type:[[:space:]]+DYN' ||
    fail "the executable is not position independent (PIE)"
  readelf -lW "$bin" | grep -q GNU_RELRO ||
    fail "the executable has no read-only relocations (relro)"
  readelf -dW "$bin" | grep -qE '\(FLAGS\).*BIND_NOW|\(FLAGS_1\).*NOW' ||
    fail "the executable does not bind immediately (bindnow: -z now)"
  # (grep reads here-strings: grep -q on a pipe would stop its writer with SIGPIPE, and
  # pipefail would count that as no match)
  symbols=$(readelf --dyn-syms -W "$bin" | awk '{print $8}')
  grep -q '^__stack_chk_fail' <<<"$symbols" || fail "the executable has no stack protector"
  fortified=$(grep -E '^__[a-z0-9_]+_chk(@|$)' <<<"$symbols" | grep -v '^__stack_chk_fail')
  # lintian's rule (hardening-no-fortify-functions): calls to functions that have a fortified
  # form (its list, data/binaries/hardened-functions), none of them fortified. A program that
  # calls none of them (the text commands' program writes with fputs and fwrite) passes.
  local list=/usr/share/lintian/data/binaries/hardened-functions plain=""
  if [ -f "$list" ]; then
    plain=$(sed 's/@.*//' <<<"$symbols" | grep -xF -f <(grep -v '^#' "$list" | grep .) | sort -u |
            tr '\n' ' ')
  fi
  if [ -n "$fortified" ]; then
    echo "fortified libc calls: $(sed 's/@.*//' <<<"$fortified" | sort -u | tr '\n' ' ')"
  elif [ -n "$plain" ]; then
    fail "the executable calls $plain, none of them fortified (_FORTIFY_SOURCE)"
  elif [ -f "$list" ]; then
    echo "no call to a libc function that has a fortified form"
  else
    fail "the executable calls no fortified libc function (_FORTIFY_SOURCE)"
  fi
}

check_control() {
  local deb=$1 maintainer
  maintainer=$(dpkg-deb -f "$deb" Maintainer)
  echo "Maintainer: $maintainer"
  grep -qE '^[^<>]+ <[^@<> ]+@[^@<> ]+\.[A-Za-z]+>$' <<<"$maintainer" ||
    fail "the Maintainer field '$maintainer' is not a name and a mail address"
  grep -qiE '@(localhost|[^>]*\.(localdomain|local))>' <<<"$maintainer" &&
    fail "the Maintainer's address is on the local machine: $maintainer"
  while read -r line; do
    fail "a description line is over 80 columns (${#line}): $line"
  done < <(dpkg-deb -I "$deb" control |
           awk '/^Description:/ {on=1} on && !/^(Description:| )/ {on=0} on && length > 80')
}

# paragraph_has FILE FIRST_LINE LINE: a paragraph of FILE that starts with FIRST_LINE holds LINE.
paragraph_has() {
  awk -v first="$2" -v want="$3" 'BEGIN {RS = ""; FS = "\n"}
    $1 == first { for (i = 2; i <= NF; i++) if ($i == want) found = 1 }
    END {exit !found}' "$1"
}

check_licences() {
  local source=$2 copyright=$1/usr/share/doc/astrolabe/copyright
  if [ -f /usr/share/common-licenses/GPL-3 ]; then
    cmp -s "$source/LICENSE" /usr/share/common-licenses/GPL-3 ||
      fail "LICENSE at the root is not the GNU GPL version 3 text"
  fi
  [ -f "$copyright" ] || { fail "the package has no usr/share/doc/astrolabe/copyright"; return; }
  head -1 "$copyright" |
    grep -qx 'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' ||
    fail "the copyright file is not in Debian's machine-readable format"
  paragraph_has "$copyright" 'Files: *' 'License: GPL-3+' ||
    fail "the copyright file does not give Files: * GPL-3+"
  paragraph_has "$copyright" 'Files: resources/fonts/*' 'License: OFL-1.1' ||
    fail "the copyright file does not give the fonts (resources/fonts/*) OFL-1.1"
  paragraph_has "$copyright" 'License: GPL-3+' \
    ' License version 3 can be found in "/usr/share/common-licenses/GPL-3".' ||
    fail "the copyright file's GPL-3+ paragraph does not point to /usr/share/common-licenses/GPL-3"
  local ofl
  # The licence's text: each line indented by one, a blank line written " .".
  ofl=$(awk 'BEGIN {RS = ""; FS = "\n"}
             $1 == "License: OFL-1.1" {
               for (i = 2; i <= NF; i++) { line = substr($i, 2); print (line == "." ? "" : line) }
             }' "$copyright")
  [ "$ofl" = "$(cat "$source/resources/fonts/OFL.txt")" ] ||
    fail "the copyright file's OFL-1.1 paragraph is not the text of resources/fonts/OFL.txt"
}

check_changelog() {
  local root=$1 version=$2 changelog=$1/usr/share/doc/astrolabe/changelog.Debian.gz top
  if [ ! -f "$changelog" ]; then
    fail "the package has no usr/share/doc/astrolabe/changelog.Debian.gz"
    return
  fi
  top=$(zcat "$changelog" | head -1)
  [[ $top == "astrolabe ($version-1) "* ]] ||
    fail "changelog.Debian.gz begins '$top', not with astrolabe ($version-1)"
}

check_policy() {
  local deb=$1 root=$2 source=$3 version=$4 hardening=$5
  check_lintian "$deb" "$hardening"
  if [ "$hardening" = hardened ]; then
    for program in usr/bin/astrolabe usr/libexec/astrolabe/astrolabe-window \
                   usr/libexec/astrolabe/astrolabe-commands; do
      echo "hardening of /$program:"
      check_hardening "$root/$program"
    done
  else
    echo "note: a build without the hardening flags, so the program is not checked for them"
  fi
  check_control "$deb"
  check_licences "$root" "$source"
  check_changelog "$root" "$version"
}
