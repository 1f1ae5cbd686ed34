#pragma once

#include "attention/vector.h"

#include <QLocale>
#include <QString>

#include <cstdint>

namespace astrolabe::figure_format {

// A language code as the adapters keep it: "fa", or "en" for anything else.
QString languageCode(const QString &language);

// How figures and the walkthrough write numbers for a language code ("fa": Persian digits and
// separators; anything else English). Numbers follow TextTemplate: at most 2 decimals.
QLocale locale(const QString &language);

QString number(double value, const QLocale &locale);
// A weight from 0 to 1 as a whole percent: 0.844 -> "84%" ("۸۴٪" in Persian).
QString percent(double weight, const QLocale &locale);
// A count with thousands separators: 67108864 -> "67,108,864".
QString count(std::uint64_t value, const QLocale &locale);
// "(1, 0)"; in Persian "(۱، ۰)".
QString vector(const attention::Vector &values, const QLocale &locale);
// A subscripted name: ("k", 2) -> "k₂". Subscripts stay Latin in both languages, as in formulas.
QString indexed(const QString &name, int index);

} // namespace astrolabe::figure_format
