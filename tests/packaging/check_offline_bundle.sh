#!/usr/bin/env bash
# The lab guide's offline route: packaging/offline-bundle writes the package built from this
# build, its whole dependency closure and a local repository into a folder; then apt, with that
# folder as its only source and an empty dpkg status (a machine with nothing installed), must
# resolve `apt-get install astrolabe` (the bundle's install-offline --simulate), installing the
# very packages it would from the mirror, and the folder must hold nothing else. As a control,
# the same folder without libqt6core6 must not resolve. Downloads are kept between runs in
# $ASTROLABE_BUNDLE_CACHE (~/.cache/astrolabe-offline-bundle): after the first run only the
# package lists are refreshed.
# Usage: check_offline_bundle.sh BUILD_DIR SOURCE_DIR
#        (exit 77: skipped, no cpack/dpkg-deb, or no mirror and nothing cached)
set -uo pipefail
build=$1 source=$2
for tool in cpack dpkg-deb apt-get; do
  if ! command -v "$tool" >/dev/null; then
    echo "SKIP: $tool is not installed, so this is no Debian system to bundle for"
    exit 77
  fi
done
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
cache=${ASTROLABE_BUNDLE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/astrolabe-offline-bundle}
phase_start=$(date +%s)
phase() { echo "$1: $(( $(date +%s) - phase_start )) s"; phase_start=$(date +%s); }

if ! cpack -G DEB --config "$build/CPackConfig.cmake" -B "$work/out" >"$work/cpack.log" 2>&1; then
  cat "$work/cpack.log"; echo "FAIL: cpack could not build the package"; exit 1
fi
deb=$(ls "$work"/out/astrolabe_*.deb | head -1)
phase "package built"

bundle=$work/bundle
"$source/packaging/offline-bundle" --deb "$deb" --cache "$cache" "$bundle" >"$work/bundle.log" 2>&1
status=$?
cat "$work/bundle.log"
case $status in
  0) ;;
  3) echo "SKIP: the Debian mirror cannot be reached and $cache holds no package lists"; exit 77 ;;
  *) echo "FAIL: packaging/offline-bundle exited $status"; exit 1 ;;
esac
phase "bundle written"

# apt-get install --simulate astrolabe with the bundle as the only source, on an empty system.
: >"$work/empty-status"
simulate() {
  sh "$1/install-offline" --simulate -o Dir::State::status="$work/empty-status" \
     -o Debug::NoLocking=1 -o APT::Install-Recommends=true >"$2" 2>&1
}
# The "NAME VERSION" of every package an apt simulation installs.
installed() { sed -nE 's/^Inst ([^ ]+) \(([^ ]+) .*/\1 \2/p' "$1" | sort; }

if ! simulate "$bundle" "$work/offline.log"; then
  tail -30 "$work/offline.log"; fail "apt cannot install astrolabe from the bundle alone"
fi
installed "$work/offline.log" >"$work/offline.txt"
grep -qx "astrolabe $(dpkg-deb -f "$deb" Version)" "$work/offline.txt" ||
  fail "apt from the bundle alone would not install this astrolabe package"
echo "from the bundle alone apt would install $(wc -l <"$work/offline.txt") packages"
phase "offline simulation"

# The same on an empty system from the mirror's lists: the same packages, Recommends included.
mkdir "$work/apt-cache"
apt-get -o Dir::State::Lists="$cache/lists" -o Dir::State::status="$work/empty-status" \
        -o Dir::Cache="$work/apt-cache" -o Debug::NoLocking=1 -o APT::Install-Recommends=true \
        install --simulate "$deb" >"$work/mirror.log" 2>&1 ||
  fail "apt cannot resolve the package from the mirror"
installed "$work/mirror.log" >"$work/mirror.txt"
if ! cmp -s "$work/offline.txt" "$work/mirror.txt"; then
  fail "apt would install other packages from the bundle than from the mirror:" \
       "$(diff "$work/mirror.txt" "$work/offline.txt" | grep '^[<>]' | head -10 | tr '\n' ' ')"
fi
# The bundle holds those packages and nothing else (its index is read from the files).
[ "$(ls "$bundle"/*.deb | wc -l)" = "$(grep -c '^Package: ' "$bundle/Packages")" ] ||
  fail "the bundle's index does not list each of its files"
awk '/^Package: / {name = $2} /^Version: / {print name, $2}' "$bundle/Packages" |
  sort >"$work/files.txt"
cmp -s "$work/files.txt" "$work/offline.txt" ||
  fail "the bundle's files are not what apt installs:" \
       "$(diff "$work/offline.txt" "$work/files.txt" | grep '^[<>]' | head -10 | tr '\n' ' ')"
phase "compared with the mirror"

# The control: without libqt6core6 the same bundle must not resolve.
control=$work/control
mkdir "$control"
for file in "$bundle"/*.deb; do
  case $(basename "$file") in libqt6core6_*) continue ;; esac
  ln "$file" "$control/" 2>/dev/null || cp "$file" "$control/"
done
cp "$bundle/install-offline" "$control/"
(cd "$control" && apt-ftparchive packages . >Packages 2>/dev/null &&
   apt-ftparchive release . >"$work/Release" && mv "$work/Release" Release)
if simulate "$control" "$work/control.log"; then
  fail "apt installs astrolabe even from a bundle without libqt6core6: the check proves nothing"
elif ! grep -q 'libqt6core6' "$work/control.log"; then
  fail "without libqt6core6 apt failed for another reason: $(grep '^E:' "$work/control.log")"
fi
phase "control"

[ "$failures" = 0 ] || { echo "$failures failure(s)"; exit 1; }
echo ok
