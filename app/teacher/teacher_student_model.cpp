#include "teacher_student_model.h"

#include "report/report_text.h"
#include "sky_text.h"

#include <QDateTime>
#include <QTimeZone>

#include <algorithm>

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
        for (const Column &column : m_columns)
            values << columnMastery(s, column);
        return QVariant::fromValue(values);
    }
    case MasteryTextsRole: {
        QStringList texts;
        for (const Column &column : m_columns)
            texts << (columnStarted(s, column)
                          ? SkyText::percent(columnMastery(s, column), m_language)
                          : QStringLiteral("—"));
        return texts;
    }
    case StartedRole: {
        QList<bool> started;
        for (const Column &column : m_columns)
            started << columnStarted(s, column);
        return QVariant::fromValue(started);
    }
    case LessonNamesRole: {
        QStringList names;
        for (const Column &column : m_columns)
            //: A class table cell read aloud: the lesson or chapter and the student's mastery
            //: of it, e.g. "Lesson 3: 45%" or "Chapter II: not started".
            names << tr("%1: %2").arg(column.name,
                                      columnStarted(s, column)
                                          ? SkyText::percent(columnMastery(s, column), m_language)
                                          //: A lesson in which a student has answered no question yet.
                                          : tr("not started"));
        return names;
    }
    case InactiveRole: {
        const int days = m_daysInactive.value(index.row(), -1);
        return days < 0 || days >= m_inactiveDays;
    }
    case InactiveTextRole: {
        const int days = m_daysInactive.value(index.row(), -1);
        if (days < 0)
            //: Beside a student in the class table who has not answered any question.
            return tr("No answers yet");
        if (days < m_inactiveDays)
            return QString();
        //: Beside a student in the class table: their newest answer is %1 days old.
        return tr("Inactive for %1 days").arg(SkyText::number(days, m_language));
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
            {StudentIdRole, "studentId"},
            {StartedRole, "started"},
            {LessonNamesRole, "lessonNames"},
            {InactiveRole, "inactive"},
            {InactiveTextRole, "inactiveText"}};
}

double TeacherStudentModel::columnMastery(const report::StudentSummary &student,
                                          const Column &column)
{
    double recall = 0;
    int questions = 0;
    for (int l : column.lessons) {
        const report::LessonSummary &lesson = student.lessons.value(l);
        recall += lesson.averageRecall * lesson.questions;
        questions += lesson.questions;
    }
    return questions > 0 ? recall / questions : 0.0;
}

bool TeacherStudentModel::columnStarted(const report::StudentSummary &student,
                                        const Column &column)
{
    for (int l : column.lessons)
        if (student.lessons.value(l).learned > 0)
            return true;
    return false;
}

int TeacherStudentModel::daysInactive(const report::StudentSummary &student, qint64 asOfMs,
                                      const QTimeZone &timeZone)
{
    if (student.lastAnswerMs <= 0)
        return -1;
    const QDate last = QDateTime::fromMSecsSinceEpoch(student.lastAnswerMs, timeZone).date();
    const QDate end = QDateTime::fromMSecsSinceEpoch(asOfMs, timeZone).date();
    return int(std::max<qint64>(0, last.daysTo(end)));
}

void TeacherStudentModel::setStudents(const QVector<report::StudentSummary> &students,
                                      const QString &language, qint64 asOfMs,
                                      const QTimeZone &timeZone, int inactiveDays,
                                      const QVector<Column> &columns)
{
    beginResetModel();
    m_students = students;
    m_columns = columns;
    if (m_columns.isEmpty() && !students.isEmpty())
        for (int l = 0; l < students.first().lessons.size(); ++l)
            //: A lesson named in the class table for a screen reader, e.g. "Lesson 3".
            m_columns << Column{{l}, tr("Lesson %1").arg(SkyText::number(l + 1, language))};
    m_language = language;
    m_inactiveDays = std::max(1, inactiveDays);
    m_daysInactive.clear();
    for (const report::StudentSummary &student : students)
        m_daysInactive << daysInactive(student, asOfMs, timeZone);
    if (m_sortKey == QLatin1String("column") && m_sortColumn >= m_columns.size())
        m_sortKey = QStringLiteral("name");
    applySort();
    endResetModel();
    emit countChanged();
}

void TeacherStudentModel::sortBy(const QString &key, int column)
{
    static const QStringList keys = {QStringLiteral("name"),    QStringLiteral("column"),
                                     QStringLiteral("learned"), QStringLiteral("answers"),
                                     QStringLiteral("lastActive"), QStringLiteral("due"),
                                     QStringLiteral("time")};
    if (!keys.contains(key) || (key == QLatin1String("column")
                                && (column < 0 || column >= m_columns.size())))
        return;
    if (key == m_sortKey && (key != QLatin1String("column") || column == m_sortColumn)) {
        m_sortDescending = !m_sortDescending;
    } else {
        m_sortKey = key;
        m_sortColumn = key == QLatin1String("column") ? column : -1;
        // Inactive first and most due first: the rows that need the teacher at the top.
        m_sortDescending = key == QLatin1String("due");
    }
    beginResetModel();
    applySort();
    endResetModel();
    emit sortChanged();
}

void TeacherStudentModel::applySort()
{
    QVector<int> order(m_students.size());
    for (int i = 0; i < order.size(); ++i)
        order[i] = i;
    const auto byName = [this](int a, int b) {
        return QString::localeAwareCompare(m_students.at(a).name, m_students.at(b).name) < 0;
    };
    // A value per row; the longest inactive (a larger lastActive key) sorts like a smaller date.
    const auto value = [this](int i) -> double {
        const report::StudentSummary &s = m_students.at(i);
        if (m_sortKey == QLatin1String("column"))
            return columnStarted(s, m_columns.at(m_sortColumn))
                ? columnMastery(s, m_columns.at(m_sortColumn)) : -1.0;
        if (m_sortKey == QLatin1String("learned"))
            return s.total.learned;
        if (m_sortKey == QLatin1String("answers"))
            return s.total.reviews;
        if (m_sortKey == QLatin1String("lastActive"))
            return double(s.lastAnswerMs);
        if (m_sortKey == QLatin1String("due"))
            return s.total.dueNow;
        if (m_sortKey == QLatin1String("time"))
            return double(s.total.timeSpentMs);
        return 0.0;
    };
    std::stable_sort(order.begin(), order.end(), byName);
    if (m_sortKey == QLatin1String("name")) {
        if (m_sortDescending)
            std::reverse(order.begin(), order.end());
    } else {
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            return m_sortDescending ? value(a) > value(b) : value(a) < value(b);
        });
    }
    QVector<report::StudentSummary> students;
    QVector<int> days;
    for (int i : order) {
        students << m_students.at(i);
        days << m_daysInactive.value(i, -1);
    }
    m_students = students;
    m_daysInactive = days;
}

} // namespace astrolabe
