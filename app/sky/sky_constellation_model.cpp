#include "sky_constellation_model.h"

namespace astrolabe {

namespace {

bool sameRow(const SkyConstellationModel::Row &a, const SkyConstellationModel::Row &b)
{
    return a.lessonId == b.lessonId && a.title == b.title && a.labelLeft == b.labelLeft
        && a.labelTop == b.labelTop && a.labelWidth == b.labelWidth
        && a.labelHeight == b.labelHeight && a.labelBeside == b.labelBeside
        && a.centerX == b.centerX && a.centerY == b.centerY
        && a.radius == b.radius && a.learnedCount == b.learnedCount
        && a.questionCount == b.questionCount && a.dueCount == b.dueCount
        && a.progressText == b.progressText;
}

} // namespace

SkyConstellationModel::SkyConstellationModel(QObject *parent) : QAbstractListModel(parent) {}

int SkyConstellationModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant SkyConstellationModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() < 0 || index.row() >= m_rows.size())
        return QVariant();
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case LessonIdRole: return row.lessonId;
    case TitleRole: return row.title;
    case LabelLeftRole: return row.labelLeft;
    case LabelTopRole: return row.labelTop;
    case LabelWidthRole: return row.labelWidth;
    case LabelHeightRole: return row.labelHeight;
    case LabelBesideRole: return row.labelBeside;
    case CenterXRole: return row.centerX;
    case CenterYRole: return row.centerY;
    case RadiusRole: return row.radius;
    case LearnedCountRole: return row.learnedCount;
    case QuestionCountRole: return row.questionCount;
    case DueCountRole: return row.dueCount;
    case ProgressTextRole: return row.progressText;
    case AccessibleNameRole: return row.title + QStringLiteral(" — ") + row.progressText;
    default: return QVariant();
    }
}

QHash<int, QByteArray> SkyConstellationModel::roleNames() const
{
    return {
        {LessonIdRole, "lessonId"},
        {TitleRole, "title"},
        {LabelLeftRole, "labelLeft"},
        {LabelTopRole, "labelTop"},
        {LabelWidthRole, "labelWidth"},
        {LabelHeightRole, "labelHeight"},
        {LabelBesideRole, "labelBeside"},
        {CenterXRole, "centerX"},
        {CenterYRole, "centerY"},
        {RadiusRole, "radius"},
        {LearnedCountRole, "learnedCount"},
        {QuestionCountRole, "questionCount"},
        {DueCountRole, "dueCount"},
        {ProgressTextRole, "progressText"},
        {AccessibleNameRole, "accessibleName"},
    };
}

void SkyConstellationModel::setRows(const QVector<Row> &rows)
{
    const bool sameLessons = rows.size() == m_rows.size()
        && std::equal(rows.cbegin(), rows.cend(), m_rows.cbegin(),
                      [](const Row &a, const Row &b) { return a.lessonId == b.lessonId; });
    if (!sameLessons) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
        return;
    }
    for (int i = 0; i < rows.size(); ++i) {
        if (sameRow(rows.at(i), m_rows.at(i)))
            continue;
        m_rows[i] = rows.at(i);
        emit dataChanged(index(i), index(i));
    }
}

} // namespace astrolabe
