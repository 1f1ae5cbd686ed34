#pragma once

#include <QAbstractListModel>
#include <QQmlEngine>
#include <QString>
#include <QVector>

namespace astrolabe {

// The constellations of the sky, one row per lesson in course order: where its name stands
// (unit coordinates) and the learner's progress on it. Filled by SkyModel.
class SkyConstellationModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The sky model owns its constellations.")

public:
    enum Role {
        LessonIdRole = Qt::UserRole + 1,
        TitleRole,
        LabelLeftRole,   // the box the name may fill, unit coordinates
        LabelTopRole,
        LabelWidthRole,
        LabelHeightRole,
        LabelBesideRole, // beside the stars (aligned towards them), else under them (centred)
        CenterXRole,
        CenterYRole,
        RadiusRole,
        LearnedCountRole,
        QuestionCountRole,
        DueCountRole,
        ProgressTextRole,   // "5 of 8 learned · 2 due"
        AccessibleNameRole, // title and progress
    };
    Q_ENUM(Role)

    struct Row
    {
        QString lessonId;
        QString title;
        double labelLeft = 0.0;
        double labelTop = 0.0;
        double labelWidth = 0.0;
        double labelHeight = 0.0;
        bool labelBeside = false;
        double centerX = 0.0;
        double centerY = 0.0;
        double radius = 0.0;
        int learnedCount = 0;
        int questionCount = 0;
        int dueCount = 0;
        QString progressText;
    };

    explicit SkyConstellationModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Replaces the rows: a reset when the lessons differ, else dataChanged for changed rows.
    void setRows(const QVector<Row> &rows);
    const QVector<Row> &rows() const { return m_rows; }

private:
    QVector<Row> m_rows;
};

} // namespace astrolabe
