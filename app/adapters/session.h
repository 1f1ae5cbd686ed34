#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QString>

namespace astrolabe {

// What the window was opened with: the page to show first and the version. One instance,
// filled from the command line before the QML engine starts.
class Session : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString initialPage READ initialPage WRITE setInitialPage NOTIFY initialPageChanged)
    Q_PROPERTY(QString version READ version CONSTANT)

public:
    static Session *instance();
    static Session *create(QQmlEngine *, QJSEngine *);

    QString initialPage() const { return m_initialPage; }
    void setInitialPage(const QString &page);
    QString version() const;

signals:
    void initialPageChanged();

private:
    explicit Session(QObject *parent = nullptr);
    QString m_initialPage = QStringLiteral("sky");
};

} // namespace astrolabe
