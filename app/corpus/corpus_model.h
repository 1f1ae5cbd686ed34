#pragma once

#include "study_link.h"

#include <QAbstractListModel>
#include <QQmlEngine>
#include <QString>

namespace astrolabe {

// The proposition corpus as a list, in corpus order (chapters in course order): the list side
// of the corpus browser. Reads its study's pack.
class CorpusModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    // The study it shows: App.study.
    Q_PROPERTY(astrolabe::Study *study READ study WRITE setStudy NOTIFY studyChanged REQUIRED)
    // "en" or "fa": the language of titles and statements.
    Q_PROPERTY(QString language READ language NOTIFY languageChanged) // the study's
    Q_PROPERTY(int count READ count NOTIFY studyChanged)

public:
    enum Role {
        PropositionIdRole = Qt::UserRole + 1,
        ChapterIdRole,
        NumberRole,    // 1-based place in the corpus
        TitleRole,     // the short statement
        StatementRole, // the full statement
    };
    Q_ENUM(Role)

    explicit CorpusModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString language() const { return m_language; }
    int count() const { return rowCount(); }

    // The row of a proposition, -1 when unknown.
    Q_INVOKABLE int indexOf(const QString &propositionId) const;
    Q_INVOKABLE QString idAt(int row) const;
    // The title of a chapter ("I", "II", ...) in the model's language.
    Q_INVOKABLE QString chapterTitle(const QString &chapterId) const;

    Study *study() const { return m_study.get(); }
    void setStudy(Study *study);

signals:
    void studyChanged();
    void languageChanged();

private:
    QString m_language = QStringLiteral("en");
    void setLanguage(const QString &language);
    StudyLink m_study{this, [] {},
                      [this] { setLanguage(m_study.language()); }};
};

} // namespace astrolabe
