#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <cstddef>

namespace astrolabe {

struct FigurePanelContent;

// The words of the figures' builders and the formulas inside them. tr() translates in
// FigureData's context, so that the builders' texts and FigureData's own share one set of
// translations (translations/astrolabe_fa.ts).
class FigureText
{
    Q_DECLARE_TR_FUNCTIONS(astrolabe::FigureData)

public:
    // A formula inside a sentence: Latin digits in both languages and, in Persian, isolated
    // left to right so that "√2 = 1.41" is not drawn as "2√" (the rule of the content pack's
    // formulas).
    static QString formula(const QString &text, const QLocale &locale);
    // "√16 = 4" as such a formula.
    static QString rootFormula(double d, const QLocale &locale);
    // The note saying whether the scores were divided by √d (d the width of a query).
    static QString scaleNote(bool scaled, std::size_t d, const QLocale &locale);
    // Names a grid of queries by keys (panel.rows by panel.columns): the axes "query" and "key",
    // the rows q₁, q₂, … and the columns k₁, k₂, …
    static void nameQueryKeyGrid(FigurePanelContent &panel);
};

} // namespace astrolabe
