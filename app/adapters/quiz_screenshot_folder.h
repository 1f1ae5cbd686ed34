#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QString>

namespace astrolabe {

// Where the quiz's Qt Quick Test saves its screenshots: the folder named by the
// ASTROLABE_SCREENSHOTS environment variable, or empty (no screenshots) when it is not set.
class QuizScreenshotFolder : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString path READ path CONSTANT)

public:
    explicit QuizScreenshotFolder(QObject *parent = nullptr) : QObject(parent) {}

    QString path() const { return qEnvironmentVariable("ASTROLABE_SCREENSHOTS"); }
};

} // namespace astrolabe
