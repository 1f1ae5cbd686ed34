#pragma once

#include "attention/vector.h"
#include "content/localized_text.h"

#include <QJsonObject>
#include <QString>

#include <vector>

namespace astrolabe::content {

// A live figure described as data: its kind ("softmax-bars", "attention-weights", ...; see
// FigureCatalog) and its inputs, never its computed numbers. The app computes the figure with
// the attention core. In JSON: {"figure": "softmax-bars", "scores": [3, 1, 0], "caption": {...}}.
struct FigureSpec
{
    QString kind;
    QJsonObject data;      // every field except "figure" and "caption"
    LocalizedText caption; // may be empty: the caption is optional

    bool isValid() const { return !kind.isEmpty(); }

    // Typed reads of the inputs (a validated pack has every required field in the right shape;
    // a missing field gives an empty vector, 0 or the fallback).
    attention::Vector vector(const QString &field) const;
    std::vector<attention::Vector> rows(const QString &field) const;
    double number(const QString &field, double fallback = 0.0) const;
    bool flag(const QString &field, bool fallback = false) const;
    bool has(const QString &field) const { return data.contains(field); }
};

} // namespace astrolabe::content
