#pragma once

#include "content/figure_spec.h"
#include "content/localized_text.h"
#include "content/read_block.h"

#include <QString>
#include <QStringList>
#include <QVector>

namespace astrolabe::content {

// A published work a proposition rests on. Bibliographic data is not translated.
struct Source
{
    QString authors; // "Vaswani, Shazeer, Parmar, et al."
    int year = 0;
    QString title;
    QString venue; // where it appeared; may be empty
};

// A numbered proposition of the corpus, read from corpus/<chapter>.json. Its id is
// <chapter>.<section>.P<nn> ("II.3.P01"). Used by and the questions' links back are derived by
// ContentPack, never written in the file.
struct Proposition
{
    QString id;
    QString chapterId;
    LocalizedText title;
    LocalizedText statement;
    FigureSpec figure;
    QVector<ReadBlock> demonstration;
    LocalizedText corollary;
    QVector<Source> sources;
    QStringList dependsOn; // proposition ids
    QStringList problems;  // question ids: "Problems using this"
};

} // namespace astrolabe::content
