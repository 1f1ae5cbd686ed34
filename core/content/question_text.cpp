#include "content/question_text.h"

#include "content/text_template.h"
#include "exercises/choice_option.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QMap>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace astrolabe::content {

namespace {

const QChar kLeftToRightIsolate(0x2066);
const QChar kPopDirectionalIsolate(0x2069);
const QChar kLeftToRightMark(0x200E);

bool isPersian(const QString &language)
{
    return language == QLatin1String("fa");
}

} // namespace

QLocale QuestionText::localeFor(const QString &language)
{
    return isPersian(language) ? QLocale(QLocale::Persian, QLocale::Iran)
                               : QLocale(QLocale::English, QLocale::UnitedStates);
}

QString QuestionText::leftToRight(const QString &text, const QString &language)
{
    if (!isPersian(language) || text.isEmpty())
        return text;
    // Inside the isolate, neutrals between numbers (", ", a minus sign) would still resolve
    // right-to-left; a mark after each bracket and space keeps them in reading order.
    QString marked;
    marked.reserve(text.size() * 2 + 3);
    marked += kLeftToRightIsolate;
    marked += kLeftToRightMark;
    for (const QChar c : text) {
        marked += c;
        if (c == QLatin1Char(' ') || c == QLatin1Char('('))
            marked += kLeftToRightMark;
    }
    marked += kPopDirectionalIsolate;
    return marked;
}

QString QuestionText::paragraph(const QString &text, const QString &language)
{
    if (!isPersian(language) || text.isEmpty())
        return text;
    return QChar(0x200F) + text; // RIGHT-TO-LEFT MARK
}

QString QuestionText::fill(const LocalizedText &text,
                           const exercises::Exercise *exercise, const QString &language)
{
    const QString paragraphText = paragraph(text.text(language), language);
    if (!exercise)
        return paragraphText;
    const QLocale locale = localeFor(language);
    const QJsonObject parameters = exercise->parametersJson();
    QMap<QString, QString> values;
    for (auto it = parameters.constBegin(); it != parameters.constEnd(); ++it)
        values.insert(it.key(),
                      leftToRight(TextTemplate::formatJson(it.value(), locale), language));
    for (const exercises::HintFact &fact : exercise->hints) {
        QStringList texts;
        for (const exercises::Step &step : fact.steps)
            texts << step.text(locale);
        values.insert(fact.name, leftToRight(texts.join(QStringLiteral(", ")), language));
    }
    return TextTemplate::fill(paragraphText, values);
}

QString QuestionText::prompt(const Question &question,
                             const exercises::Exercise *exercise, const QString &language)
{
    return fill(question.prompt, exercise, language);
}

QString QuestionText::hint(const Question &question,
                           const exercises::Exercise *exercise, const QString &language)
{
    return fill(question.hint, exercise, language);
}

QString QuestionText::step(const exercises::Step &step, const QString &language)
{
    const QString text = step.text(localeFor(language));
    const bool words = std::any_of(text.cbegin(), text.cend(), [](QChar c) {
        return c.direction() == QChar::DirR || c.direction() == QChar::DirAL;
    });
    return words ? paragraph(text, language) : leftToRight(text, language);
}

QString QuestionText::formatAnswer(const exercises::Answer &answer, const QString &language,
                                   double tolerance)
{
    const QLocale locale = localeFor(language);
    // Answers judged to 0.01 are written with two decimals ("0.20", not "0.2").
    const int decimals = tolerance > 0.0 ? std::clamp(int(std::ceil(-std::log10(tolerance) - 1e-9)), 0, 4) : -1;
    const auto number = [&](double value) {
        if (decimals < 0)
            return TextTemplate::formatNumber(value, locale);
        QLocale plain = locale;
        plain.setNumberOptions(QLocale::OmitGroupSeparator);
        return plain.toString(std::abs(value) < 0.5 * std::pow(10.0, -decimals) ? 0.0 : value,
                              'f', decimals);
    };
    switch (answer.type()) {
    case exercises::Answer::Type::Number:
        return number(answer.number());
    case exercises::Answer::Type::Vector: {
        QStringList parts;
        for (double value : answer.vector())
            parts << number(value);
        return QLatin1Char('(')
            + parts.join(language == QLatin1String("fa") ? QStringLiteral("، ") : QStringLiteral(", "))
            + QLatin1Char(')');
    }
    case exercises::Answer::Type::Position:
        return locale.toString(answer.position());
    case exercises::Answer::Type::Choice:
        return exercises::choiceLabel(answer.choice());
    }
    return {};
}

QStringList QuestionText::optionLabels(const Question &question, const QuestionAttempt &attempt,
                                       const QString &language)
{
    QStringList labels;
    if (attempt.exercise) {
        if (attempt.exercise->answer.type() == exercises::Answer::Type::Choice)
            for (const QString &id : attempt.exercise->answer.options())
                labels << exercises::choiceLabel(id);
        return labels;
    }
    for (int place = 0; place < attempt.shownOrder.size(); ++place) {
        const int option = attempt.packOption(place);
        if (option >= 0 && option < question.options.size())
            labels << paragraph(question.options.at(option).text(language), language);
    }
    return labels;
}

QStringList QuestionText::optionWhys(const Question &question, const QuestionAttempt &attempt,
                                     const QString &language)
{
    QStringList whys;
    if (attempt.exercise)
        return whys;
    for (int place = 0; place < attempt.shownOrder.size(); ++place) {
        const int option = attempt.packOption(place);
        if (option < 0 || option >= question.options.size())
            continue;
        const QString why = option < question.optionWhy.size() ? question.optionWhy.at(option).text(language)
                                                                : QString();
        whys << (why.isEmpty() ? QString() : paragraph(why, language));
    }
    return whys;
}

QString QuestionText::expectedAnswer(const Question &question, const QuestionAttempt &attempt,
                                     const QString &language)
{
    if (const exercises::Exercise *exercise = attempt.exercise ? &*attempt.exercise : nullptr)
        return leftToRight(formatAnswer(exercise->answer, language, exercise->tolerance),
                           language);
    const int place = attempt.correctPlace(question);
    if (place < 0 || question.correct > question.options.size())
        return {};
    const QLocale locale = localeFor(language);
    //: Between a choice's number and its text ("3 · Flatter"). In Persian not a dot, which
    //: beside a Persian digit reads as a zero.
    return locale.toString(place + 1) + tr(" · ")
        + question.options.at(question.correct - 1).text(language);
}

QString QuestionText::inputExample(const exercises::Answer &expected, const QString &language)
{
    const QLocale locale = localeFor(language);
    switch (expected.type()) {
    case exercises::Answer::Type::Number:
        //: Placeholder of the answer field; %1 and %2 are example numbers.
        return tr("A number, such as %1 or %2")
            .arg(TextTemplate::formatNumber(0.25, locale),
                 locale.toString(16));
    case exercises::Answer::Type::Vector:
        //: Placeholder of the answer field; %1 is an example list of numbers.
        return tr("Numbers in order, such as %1")
            .arg(TextTemplate::formatVector({0.5, 0.3, 0.2}, locale));
    case exercises::Answer::Type::Position:
        //: Placeholder of the answer field; %1 and %2 are the first and last positions.
        return tr("A position from %1 to %2")
            .arg(locale.toString(1), locale.toString(expected.positionCount()));
    case exercises::Answer::Type::Choice:
        return {};
    }
    return {};
}

} // namespace astrolabe::content
