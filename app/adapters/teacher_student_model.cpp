#include "teacher_student_model.h"

#include "report/report_text.h"
#include "sky_text.h"

#include <QTimeZone>

namespace astrolabe {

TeacherStudentModel::TeacherStudentModel(QObject *parent) : QAbstractListModel(parent) {}

int TeacherStudentModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_students.size());
}

QVariant TeacherStudentModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const report::StudentSummary &s = m_students.at(index.row());
    const report::LessonSummary &t = s.total;
    switch (role) {
    case NameRole: return s.name;
    case MasteriesRole: {
        QList<qreal> values;
        for (const report::LessonSummary &lesson : s.lessons)
            values << lesson.averageRecall;
        return QVariant::fromValue(values);
    }
    case MasteryTextsRole: {
        QStringList texts;
        for (const report::LessonSummary &lesson : s.lessons)
            texts << SkyText::percent(lesson.averageRecall, m_language);
        return texts;
    }
    case RecallRole: return t.averageRecall;
    case RecallTextRole: return SkyText::percent(t.averageRecall, m_language);
    case ReviewsRole: return t.reviews;
    case ReviewsTextRole: return SkyText::number(t.reviews, m_language);
    case LastActiveTextRole: return SkyText::date(t.lastActiveMs, m_language);
    case DueRole: return t.dueNow;
    case DueTextRole: return SkyText::number(t.dueNow, m_language);
    case TimeSpentTextRole:
        // Rounded as the class PDF and CSV round it, to the nearest minute.
        return report::ReportText(m_language, QTimeZone::systemTimeZone()).duration(t.timeSpentMs);
    case LearnedTextRole:
        //: How many of the course's questions a student has learned, e.g. "40 of 64".
        return tr("%1 of %2")
            .arg(SkyText::number(t.learned, m_language), SkyText::number(t.questions, m_language));
    case StudentIdRole: return s.id;
    default: return {};
    }
}

QHash<int, QByteArray> TeacherStudentModel::roleNames() const
{
    return {{NameRole, "name"},
            {MasteriesRole, "masteries"},
            {MasteryTextsRole, "masteryTexts"},
            {RecallRole, "recall"},
            {RecallTextRole, "recallText"},
            {ReviewsRole, "reviews"},
            {ReviewsTextRole, "reviewsText"},
            {LastActiveTextRole, "lastActiveText"},
            {DueRole, "due"},
            {DueTextRole, "dueText"},
            {TimeSpentTextRole, "timeSpentText"},
            {LearnedTextRole, "learnedText"},
            {StudentIdRole, "studentId"}};
}

void TeacherStudentModel::setStudents(const QVector<report::StudentSummary> &students,
                                      const QString &language)
{
    beginResetModel();
    m_students = students;
    m_language = language;
    endResetModel();
    emit countChanged();
}

} // namespace astrolabe
