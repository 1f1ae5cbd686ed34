#!/usr/bin/env bash
# Builds the Debian package from this build with CPack and checks it: lintian (no error, no
# warning, no hardening tag), its Depends, Maintainer, description, licences and changelog, the
# executable's hardening; unpacks it with dpkg -x into a temporary root, and runs the unpacked
# program from there alone, from another folder and with an empty environment: --version, and
# --grab of the sky (1280x800 PNG).
# Usage: check_deb.sh BUILD_DIR SOURCE_DIR VERSION hardened|plain
#        (plain: a build without the hardening flags, e.g. the sanitizer build, whose program is
#        not checked for them; exit 77: skipped, no cpack/dpkg-deb)
set -uo pipefail
build=$1 source=$2 version=$3 hardening=${4:-hardened}
for tool in cpack dpkg-deb dpkg-shlibdeps; do
  if ! command -v "$tool" >/dev/null; then
    echo "SKIP: $tool is not installed, so no Debian package can be built here"
    exit 77
  fi
done
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

started=$(date +%s)
if ! cpack -G DEB --config "$build/CPackConfig.cmake" -B "$work/out" >"$work/cpack.log" 2>&1; then
  cat "$work/cpack.log"; echo "FAIL: cpack could not build the package"; exit 1
fi
deb=$(ls "$work"/out/astrolabe_*.deb 2>/dev/null | head -1)
[ -n "$deb" ] || { cat "$work/cpack.log"; echo "FAIL: cpack made no astrolabe_*.deb"; exit 1; }
echo "$(basename "$deb"): $(stat -c %s "$deb") bytes, built in $(( $(date +%s) - started )) s"
[ "$(dpkg-deb -f "$deb" Package)" = astrolabe ] || fail "the package is not called astrolabe"
[ "$(dpkg-deb -f "$deb" Version)" = "$version-1" ] || fail "the version is $(dpkg-deb -f "$deb" Version)"
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
has() {
  local name=${1//+/\\+}
  echo ", $depends," | tr -s ' ' | grep -qE "[, ]$name( \\([^)]*\\))?,"
}

# The Qt libraries the program links, found by dpkg-shlibdeps.
for package in libqt6core6 libqt6gui6 libqt6qml6 libqt6quick6 \
               libqt6quickcontrols2-6 libqt6sql6 libc6 libstdc++6; do
  has "$package" || fail "Depends lacks $package (linked by the program)"
done
# Qt Widgets and Qt Charts are no longer needed (the charts are Qt Quick items of our own): a lab
# machine should not have to install them, nor every start load them.
for package in libqt6widgets6 libqt6charts6 qml6-module-qtcharts; do
  has "$package" && fail "Depends names $package, which the program no longer uses"
done
# Loaded at run time, so no linker sees them: the SQLite driver and the QML modules.
has libqt6sql6-sqlite || fail "Depends lacks libqt6sql6-sqlite (the profiles' database driver)"
# Every import in qml/ has the package that provides it.
module_package() {
  case $1 in
    Astrolabe) echo bundled ;;
    QtQml) echo qml6-module-qtqml ;;
    QtQml.Models) echo qml6-module-qtqml-models ;;
    QtQml.WorkerScript) echo qml6-module-qtqml-workerscript ;;
    QtQuick) echo qml6-module-qtquick ;;
    QtQuick.Controls|QtQuick.Controls.*) echo qml6-module-qtquick-controls ;;
    QtQuick.Templates) echo qml6-module-qtquick-templates ;;
    QtQuick.Layouts) echo qml6-module-qtquick-layouts ;;
    QtQuick.Shapes) echo qml6-module-qtquick-shapes ;;
    QtQuick.Particles) echo qml6-module-qtquick-particles ;;
    QtQuick.Window) echo qml6-module-qtquick-window ;;
    QtQuick.Dialogs) echo qml6-module-qtquick-dialogs qml6-module-qtquick-window \
                          qml6-module-qt-labs-folderlistmodel ;;
    Qt.labs.folderlistmodel) echo qml6-module-qt-labs-folderlistmodel ;;
    QtTextToSpeech) echo qml6-module-qttexttospeech ;;
    *) echo unknown ;;
  esac
}
imports=$(grep -rhoE '^import [A-Za-z][A-Za-z0-9.]*' "$source/qml" | awk '{print $2}' | sort -u)
for module in $imports; do
  for package in $(module_package "$module"); do
    case $package in
      bundled) ;;
      unknown) fail "qml/ imports $module, and this test knows no package for it: add the package to ASTROLABE_RUNTIME_PACKAGES (packaging/CMakeLists.txt) and to module_package() here" ;;
      *) has "$package" || fail "qml/ imports $module, but Depends lacks $package" ;;
    esac
  done
done
# Controls' styles import QtQuick.Templates, which Debian packages apart.
if echo "$imports" | grep -q '^QtQuick.Controls'; then
  has qml6-module-qtquick-templates || fail "Depends lacks qml6-module-qtquick-templates (Controls use it)"
fi
# What those QML modules import in turn (Qt's own file dialog, shown where the desktop offers
# none, imports Qt.labs.folderlistmodel): Debian's QML module packages depend on no QML module,
# so each such module's package must be in Depends too. Qt Design Studio's files are not loaded.
qml_root=$(qtpaths6 --query QT_INSTALL_QML)
qml_packages=$(echo "$depends" | tr ',' '\n' | sed -E 's/^ *([^ ]+).*/\1/' | grep '^qml6-module-')
for package in $qml_packages; do
  if ! dpkg-query -W "$package" >/dev/null 2>&1; then
    fail "Depends names $package, which is not installed here (scripts/setup installs it)"
    continue
  fi
  qml_files=$(dpkg -L "$package" | grep '\.qml$' | grep -v '/designer/')
  for module in $(echo "$qml_files" | xargs -r grep -hoE '^import [A-Za-z][A-Za-z0-9.]*' |
                  awk '{print $2}' | sort -u); do
    owner=$(dpkg -S "$qml_root/${module//.//}/qmldir" 2>/dev/null | head -1 | cut -d: -f1)
    if [ -z "$owner" ]; then
      fail "$package imports $module, which no installed package provides"
    elif ! has "$owner"; then
      fail "$package imports $module from $owner, which Depends lacks"
    fi
  done
done
# Qt's own strings in Persian (the dialogs' buttons), loaded from Qt's translations folder.
translations=$(qtpaths6 --query QT_INSTALL_TRANSLATIONS)
for file in qtbase_fa.qm qtdeclarative_fa.qm; do
  owner=$(dpkg -S "$translations/$file" 2>/dev/null | head -1 | cut -d: -f1)
  if [ -z "$owner" ]; then
    fail "no installed package provides $translations/$file" \
         "(scripts/setup installs qt6-translations-l10n)"
  elif ! has "$owner"; then
    fail "Depends lacks $owner, which provides Qt's own Persian strings ($file)"
  fi
done

# Unpack and look at what is installed.
root=$work/root
dpkg -x "$deb" "$root" || { echo "FAIL: dpkg -x could not unpack the package"; exit 1; }
for path in usr/bin/astrolabe usr/libexec/astrolabe/astrolabe-window \
            usr/libexec/astrolabe/astrolabe-commands usr/share/applications/astrolabe.desktop \
            usr/share/metainfo/io.github.astrolabe.astrolabe.metainfo.xml \
            usr/share/icons/hicolor/scalable/apps/astrolabe.svg \
            usr/share/icons/hicolor/16x16/apps/astrolabe.png \
            usr/share/icons/hicolor/256x256/apps/astrolabe.png \
            usr/share/man/man1/astrolabe.1.gz; do
  [ -e "$root/$path" ] || fail "the package does not install /$path"
done
extra=$(cd "$root" && find . -type f |
        grep -vE '^\./usr/(bin/astrolabe|share/(applications|metainfo|icons|man)/)' |
        grep -vxE '\./usr/libexec/astrolabe/astrolabe-(window|commands)' |
        grep -vxE '\./usr/share/doc/astrolabe/(copyright|changelog\.Debian\.gz)' |
        grep -vxF ./usr/share/lintian/overrides/astrolabe)
[ -z "$extra" ] || fail "the package installs unexpected files: $extra"

# What Debian asks of a package: lintian, licences, changelog, control fields, hardening.
# shellcheck source=deb_policy_checks.sh
. "$(dirname "$0")/deb_policy_checks.sh"
check_policy "$deb" "$root" "$source" "$version" "$hardening"

# No RUNPATH: an empty entry would make the loader search the current folder.
for program in usr/bin/astrolabe usr/libexec/astrolabe/astrolabe-window \
               usr/libexec/astrolabe/astrolabe-commands; do
  command -v readelf >/dev/null || break
  runpath=$(readelf -d "$root/$program" | grep -E '\((RPATH|RUNPATH)\)' || true)
  [ -z "$runpath" ] || fail "the installed /$program carries an RPATH/RUNPATH: $runpath"
done
# The launcher loads only the C library, and the text commands' program no part of Qt that
# draws (app/CMakeLists.txt): each library more costs every command time. A sanitizer build
# (plain) links the sanitizers' run-time into every program, the launcher too, and that needs
# the C++ library, libm and libgcc_s: there the launcher is only checked to need no part of Qt.
if command -v readelf >/dev/null; then
  needed() { readelf -d "$root/$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | tr '\n' ' '; }
  launcher=$(needed usr/bin/astrolabe)
  if [ "$hardening" = hardened ]; then
    [ "$launcher" = "libc.so.6 " ] ||
      fail "the launcher /usr/bin/astrolabe needs more than the C library: $launcher"
  elif grep -q 'libQt6' <<<"$launcher"; then
    fail "the launcher /usr/bin/astrolabe links Qt: $launcher"
  fi
  commands=$(needed usr/libexec/astrolabe/astrolabe-commands)
  if grep -qE 'libQt6(Gui|Qml|Quick)' <<<"$commands"; then
    fail "astrolabe-commands links Qt Gui, Qml or Quick: $commands"
  fi
fi

# Run the unpacked program: another folder, an empty environment, a data folder of its own.
# Everything it loads beyond system libraries (its QML module, content, translation, fonts)
# must come from inside the executable.
mkdir -p "$work/home" "$work/run" "$work/data" "$work/elsewhere"
chmod 700 "$work/run"
run_installed() {
  (cd "$work/elsewhere" && env -i PATH=/usr/bin:/bin HOME="$work/home" XDG_RUNTIME_DIR="$work/run" \
     QT_QPA_PLATFORM=offscreen QML_IMPORT_TRACE=1 "$root/usr/bin/astrolabe" "$@")
}
out=$(run_installed --version 2>/dev/null)
[ "$out" = "astrolabe $version" ] || fail "the installed astrolabe --version printed '$out'"
# A text command, through the launcher to astrolabe-commands in libexec.
run_installed attention softmax 3 1 0 >"$work/softmax.out" 2>&1 ||
  fail "the installed astrolabe attention softmax 3 1 0 failed: $(head -3 "$work/softmax.out")"
run_installed --grab "$work/sky.png" --data-dir "$work/data" >"$work/grab.out" 2>"$work/grab.err"
status=$?
[ "$status" = 0 ] || { fail "the installed astrolabe --grab exited $status"; grep -v 'qt.qml.import' "$work/grab.err" | tail -20; }
if [ -s "$work/sky.png" ]; then
  read -r w1 w2 w3 w4 h1 h2 h3 h4 < <(od -An -tu1 -j16 -N8 "$work/sky.png")
  size="$(( (w1 << 24) + (w2 << 16) + (w3 << 8) + w4 ))x$(( (h1 << 24) + (h2 << 16) + (h3 << 8) + h4 ))"
  [ "$size" = 1280x800 ] || fail "the grabbed picture is $size, not 1280x800"
else
  fail "the installed astrolabe --grab wrote no picture"
fi
# The QML modules the program really loaded from the system: each belongs to a package in
# Depends. Its own module must come from its resources, never from a build tree.
loaded=$(grep -oE 'loaded "[^"]*qmldir"' "$work/grab.err" | cut -d'"' -f2 | sort -u)
echo "$loaded" | grep -qx ':/qt/qml/Astrolabe/qmldir' \
  || fail "the Astrolabe QML module was not read from the executable's resources (:/qt/qml/Astrolabe)"
for qmldir in $(echo "$loaded" | grep '/Astrolabe/qmldir$' | grep -v '^:'); do
  fail "the Astrolabe QML module was read from $qmldir, outside the executable"
done
for qmldir in $(echo "$loaded" | grep '^/'); do
  owner=$(dpkg -S "$qmldir" 2>/dev/null | head -1 | cut -d: -f1)
  [ -n "$owner" ] || { echo "note: no package owns $qmldir"; continue; }
  has "$owner" || fail "the program loaded $qmldir from $owner, which Depends lacks"
done

[ "$failures" = 0 ] || { echo "$failures failure(s)"; exit 1; }
echo ok
