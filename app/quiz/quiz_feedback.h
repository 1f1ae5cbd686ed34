#pragma once

#include "memory/rating.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>

namespace astrolabe {

// What the learner sees right after an answer: right or wrong, what they gave, what the checker
// said, and what the review service saved (the rating and when the question comes back).
class QuizFeedback : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A quiz session gives feedback on its answers.")
    Q_PROPERTY(bool shown READ shown NOTIFY changed)
    Q_PROPERTY(bool correct READ correct NOTIFY changed)
    Q_PROPERTY(bool helped READ helped NOTIFY changed)
    // The right answer had been seen before this answer (see QuizSession::answerSeen).
    Q_PROPERTY(bool answerSeen READ answerSeen NOTIFY changed)
    // 0 while nothing is shown, else the FSRS rating: 1 Again, 2 Hard, 3 Good, 4 Easy.
    Q_PROPERTY(int rating READ rating NOTIFY changed)
    Q_PROPERTY(QString ratingName READ ratingName NOTIFY textsChanged)
    // What the rating means for the next review (QuizReviewText::ratingMeaning).
    Q_PROPERTY(QString ratingMeaning READ ratingMeaning NOTIFY textsChanged)
    Q_PROPERTY(QString verdictText READ verdictText NOTIFY changed)
    Q_PROPERTY(QString givenAnswerText READ givenAnswerText NOTIFY changed)
    Q_PROPERTY(QString savedText READ savedText NOTIFY textsChanged)

public:
    struct Data
    {
        bool correct = false;
        bool helped = false;     // a hint was shown, or it is a second try
        bool answerSeen = false; // the right answer had been seen: at most Hard
        memory::Rating rating = memory::Rating::Again;
        qint64 nextReviewInMs = 0;
        double recallBefore = 0.0; // NaN on a first answer
        QString verdict;           // the checker's sentence when wrong (empty for choices)
        QString given;             // what the learner gave, as shown
    };

    explicit QuizFeedback(QObject *parent = nullptr);

    void show(const Data &data);
    void clear();
    void setLanguage(const QString &language);

    bool shown() const { return m_shown; }
    bool correct() const { return m_shown && m_data.correct; }
    bool helped() const { return m_shown && m_data.helped; }
    bool answerSeen() const { return m_shown && m_data.answerSeen; }
    int rating() const { return m_shown ? static_cast<int>(m_data.rating) : 0; }
    QString ratingName() const;
    QString ratingMeaning() const;
    QString verdictText() const { return m_shown ? m_data.verdict : QString(); }
    QString givenAnswerText() const { return m_shown ? m_data.given : QString(); }
    QString savedText() const;

signals:
    void changed();
    void textsChanged();

private:
    bool m_shown = false;
    Data m_data;
    QString m_language = QStringLiteral("en");
};

} // namespace astrolabe
