#pragma once

#include "content/localized_text.h"
#include "memory/rating.h"

#include <QAbstractListModel>
#include <QQmlEngine>
#include <QStringList>
#include <QVector>

namespace astrolabe {

// The marks of a quiz: one row per answered question, in the order answered.
class QuizResultModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Results come from a quiz session.")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        NumberRole = Qt::UserRole + 1,
        NumberTextRole,
        QuestionIdRole,
        PromptRole,
        CorrectRole,
        HelpedRole,
        RatingRole,
        RatingNameRole,
        DurationTextRole,
    };
    Q_ENUM(Role)

    struct Entry
    {
        int number = 0; // the question's 1-based place in the quiz
        QString questionId;
        content::LocalizedText prompt;
        bool correct = false;
        bool helped = false;
        memory::Rating rating = memory::Rating::Again;
        qint64 durationMs = 0;
    };

    explicit QuizResultModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void append(const Entry &entry);
    void removeLast();
    void clear();
    void setLanguage(const QString &language);

    int rightCount() const;
    qint64 totalDurationMs() const;
    QStringList wrongQuestionIds() const;

signals:
    void countChanged();

private:
    QVector<Entry> m_entries;
    QString m_language = QStringLiteral("en");
};

} // namespace astrolabe
