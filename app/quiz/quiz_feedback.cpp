#include "quiz_feedback.h"

#include "content/question_text.h"
#include "quiz_review_text.h"

#include <cmath>

namespace astrolabe {

using content::QuestionText;

QuizFeedback::QuizFeedback(QObject *parent) : QObject(parent) {}

void QuizFeedback::show(const Data &data)
{
    m_data = data;
    m_shown = true;
    emit changed();
    emit textsChanged();
}

void QuizFeedback::clear()
{
    if (!m_shown)
        return;
    m_shown = false;
    m_data = Data();
    emit changed();
    emit textsChanged();
}

void QuizFeedback::setLanguage(const QString &language)
{
    if (language == m_language)
        return;
    m_language = language;
    if (m_shown)
        emit textsChanged();
}

QString QuizFeedback::ratingName() const
{
    return m_shown ? QuizReviewText::ratingName(m_data.rating) : QString();
}

QString QuizFeedback::ratingMeaning() const
{
    return m_shown ? QuizReviewText::ratingMeaning(m_data.rating) : QString();
}

QString QuizFeedback::savedText() const
{
    if (!m_shown)
        return {};
    const QLocale locale = QuestionText::localeFor(m_language);
    //: After an answer: it is stored, and when the question comes back ("in 3 days").
    QString text = tr("Saved — next review %1")
                       .arg(QuizReviewText::nextReviewIn(m_data.nextReviewInMs, locale));
    if (std::isfinite(m_data.recallBefore))
        //: Appended to the saved line: the recall probability just before this answer.
        text += tr(" · recall before this answer %1%")
                    .arg(locale.toString(qRound(m_data.recallBefore * 100.0)));
    return text;
}

} // namespace astrolabe
