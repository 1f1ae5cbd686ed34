#include "exercises/choice_option.h"

#include <QCoreApplication>

#include <vector>

namespace astrolabe::exercises {

namespace {

const std::vector<ChoiceOption> &options()
{
    static const std::vector<ChoiceOption> table = [] {
        std::vector<ChoiceOption> t = {
            {QStringLiteral("yes"), QT_TRANSLATE_NOOP("astrolabe::exercises::Choices", "yes"),
             {QStringLiteral("yes"), QStringLiteral("y"), QString::fromUtf8("بله"),
              QString::fromUtf8("آری"), QString::fromUtf8("آره")}},
            {QStringLiteral("no"), QT_TRANSLATE_NOOP("astrolabe::exercises::Choices", "no"),
             {QStringLiteral("no"), QStringLiteral("n"), QString::fromUtf8("خیر"),
              QString::fromUtf8("نه")}},
            {QStringLiteral("sharper"),
             QT_TRANSLATE_NOOP("astrolabe::exercises::Choices", "sharper"),
             {QStringLiteral("sharper"), QString::fromUtf8("تیزتر")}},
            {QStringLiteral("flatter"),
             QT_TRANSLATE_NOOP("astrolabe::exercises::Choices", "flatter"),
             {QStringLiteral("flatter"), QString::fromUtf8("صاف‌تر"), QString::fromUtf8("هموارتر")}},
        };
        for (ChoiceOption &option : t)
            for (QString &spelling : option.spellings)
                spelling = normalizeChoiceWord(spelling);
        return t;
    }();
    return table;
}

} // namespace

ChoiceOption choiceOption(const QString &id)
{
    for (const ChoiceOption &option : options())
        if (option.id == id)
            return option;
    return ChoiceOption{QString(), "", {}};
}

QString choiceLabel(const QString &id)
{
    const ChoiceOption option = choiceOption(id);
    if (option.id.isEmpty())
        return id;
    return QCoreApplication::translate("astrolabe::exercises::Choices", option.label);
}

QString normalizeChoiceWord(const QString &word)
{
    QString result;
    for (QChar c : word) {
        if (c.isSpace() || c == QChar(0x200C) || c == QChar(0x200D) || c == QChar(0x200F)
            || c == QChar(0x200E))
            continue;
        if (c == QChar(0x064A) || c == QChar(0x0649)) // Arabic yeh, alef maksura
            c = QChar(0x06CC);                         // Persian yeh
        else if (c == QChar(0x0643))                   // Arabic kaf
            c = QChar(0x06A9);                         // Persian kaf
        result += c.toLower();
    }
    return result;
}

} // namespace astrolabe::exercises
