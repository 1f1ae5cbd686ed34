#!/usr/bin/env bash
# Fails when the Persian translation is incomplete: a message still marked unfinished in
# translations/astrolabe_fa.ts, or a string in the sources that lupdate would add to it; or when
# an English plural form is missing from translations/astrolabe_en.ts (tr("%n day(s)", "", n)
# prints "1 day(s)" without it).
#   check_translations.sh SOURCE_DIR LUPDATE
set -euo pipefail
src=$1
lupdate=$2
ts="$src/translations/astrolabe_fa.ts"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

unfinished=$(grep -c 'type="unfinished"' "$ts" || true)
if [ "$unfinished" -gt 0 ]; then
  echo "translations/astrolabe_fa.ts: $unfinished messages are not translated yet:" >&2
  grep -B3 'type="unfinished"' "$ts" | grep '<source>' | head -20 >&2
  exit 1
fi

cp "$ts" "$work/fa.ts"
"$lupdate" -silent -no-obsolete -locations none -extensions cpp,h,qml \
  "$src/core" "$src/app" "$src/qml" -ts "$work/fa.ts" >/dev/null
missing=$(grep -c 'type="unfinished"' "$work/fa.ts" || true)
if [ "$missing" -gt 0 ]; then
  echo "$missing strings in the sources are missing from translations/astrolabe_fa.ts" \
       "(run: cmake --build build --target update_translations, then translate them):" >&2
  grep -B3 'type="unfinished"' "$work/fa.ts" | grep '<source>' | head -20 >&2
  exit 1
fi

en="$src/translations/astrolabe_en.ts"
cp "$en" "$work/en.ts"
"$lupdate" -silent -pluralonly -no-obsolete -locations none -extensions cpp,h,qml \
  "$src/core" "$src/app" "$src/qml" -ts "$work/en.ts" >/dev/null
missing=$(grep -c 'type="unfinished"' "$work/en.ts" || true)
if [ "$missing" -gt 0 ]; then
  echo "$missing plural strings in the sources have no English forms in" \
       "translations/astrolabe_en.ts (run: cmake --build build --target update_translations," \
       "then write the singular and plural):" >&2
  grep -B3 'type="unfinished"' "$work/en.ts" | grep '<source>' | head -20 >&2
  exit 1
fi
echo "translations/astrolabe_fa.ts: every string translated ($(grep -c '<message' "$ts") messages)."
echo "translations/astrolabe_en.ts: every plural has its English forms ($(grep -c '<message' "$en") messages)."
