#pragma once

#include "attention/attend.h"
#include "content/watch_script.h"

#include <QList>
#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>

namespace astrolabe {

// The numbers of a lesson's walkthrough (WatchPlayer::numbers): its query, keys and values and
// what the attention core computes from them (scores, scaled scores, weights, output), written
// in the interface language for the diagram. Which of them show at a step is the player's.
class WatchNumbers : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A walkthrough's numbers come from its WatchPlayer.")
    Q_PROPERTY(int keyCount READ keyCount NOTIFY changed)
    Q_PROPERTY(bool scaled READ scaled NOTIFY changed)
    Q_PROPERTY(QString queryText READ queryText NOTIFY changed)
    Q_PROPERTY(QString dText READ dText NOTIFY changed)
    Q_PROPERTY(QString scaleText READ scaleText NOTIFY changed)
    Q_PROPERTY(QStringList keyTexts READ keyTexts NOTIFY changed)
    Q_PROPERTY(QStringList valueTexts READ valueTexts NOTIFY changed)
    Q_PROPERTY(QStringList scoreTexts READ scoreTexts NOTIFY changed)
    Q_PROPERTY(QStringList scaledTexts READ scaledTexts NOTIFY changed)
    Q_PROPERTY(QStringList weightTexts READ weightTexts NOTIFY changed)
    Q_PROPERTY(QList<qreal> weights READ weights NOTIFY changed)
    Q_PROPERTY(QList<bool> masked READ masked NOTIFY changed)
    Q_PROPERTY(int topKey READ topKey NOTIFY changed)
    Q_PROPERTY(QString outputText READ outputText NOTIFY changed)

public:
    explicit WatchNumbers(QObject *parent = nullptr) : QObject(parent) {}

    // Computes the script's numbers with the attention core (none for a script without keys).
    void setScript(const content::WatchScript &script);
    // "en" or "fa": the digits the numbers are written in.
    void setLanguage(const QString &language);

    // What the attention core computed (the captions quote it).
    const attention::Attended &computed() const { return m_numbers; }

    int keyCount() const { return static_cast<int>(m_script.keys.size()); }
    bool scaled() const { return m_script.scaled; }
    QString queryText() const;
    QString dText() const;
    QString scaleText() const;
    QStringList keyTexts() const;
    QStringList valueTexts() const;
    QStringList scoreTexts() const;
    QStringList scaledTexts() const;
    QStringList weightTexts() const;
    QList<qreal> weights() const;
    QList<bool> masked() const;
    // The key with the largest weight (0-based); -1 when there are no keys.
    int topKey() const;
    QString outputText() const;

signals:
    void changed();

private:
    QLocale locale() const;

    content::WatchScript m_script;
    attention::Attended m_numbers;
    QString m_language = QStringLiteral("en");
};

} // namespace astrolabe
