#pragma once

#include <QAbstractListModel>
#include <QQmlEngine>
#include <QString>
#include <QVector>

namespace astrolabe {

// Links of "Where it sits": lessons (prerequisites, what builds on a lesson) or propositions,
// each with its id (what a click opens), its title in the current language and a short label
// (the chapter of a lesson, the number of a proposition).
class LessonLinkModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Links come from LessonContent.")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        LinkIdRole = Qt::UserRole + 1,
        TitleRole,
        LabelRole,
    };
    Q_ENUM(Role)

    struct Link
    {
        QString id;
        QString title;
        QString label;
        bool operator==(const Link &o) const { return id == o.id && title == o.title && label == o.label; }
    };

    explicit LessonLinkModel(QObject *parent = nullptr);

    void setLinks(const QVector<Link> &links);
    int count() const { return static_cast<int>(m_links.size()); }
    // The id of the link at a row ("" out of range).
    Q_INVOKABLE QString linkId(int row) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void countChanged();

private:
    QVector<Link> m_links;
};

} // namespace astrolabe
