#include "teacher_comparison_model.h"

#include "report/comparison_text.h"
#include "report/report_text.h"

namespace astrolabe {

namespace {

QString flagKey(report::ActivityChange change)
{
    switch (change) {
    case report::ActivityChange::WentQuiet: return QStringLiteral("quiet");
    case report::ActivityChange::Started: return QStringLiteral("started");
    case report::ActivityChange::Same: break;
    }
    return QString();
}

} // namespace

TeacherComparisonModel::TeacherComparisonModel(QObject *parent) : QAbstractListModel(parent) {}

int TeacherComparisonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_comparison ? 0 : int(m_comparison->students.size());
}

QVariant TeacherComparisonModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const report::StudentComparison &s = m_comparison->students.at(index.row());
    const report::ReportText text(m_language, m_period.timeZone);
    const report::ComparisonText change(text);
    switch (role) {
    case NameRole: return s.name;
    case StudentIdRole: return s.id;
    case AnswersBeforeRole: return s.before.answers;
    case AnswersNowRole: return s.now.answers;
    case AnswersTextRole:
        return change.fromTo(text.number(s.before.answers), text.number(s.now.answers));
    case AnswersChangeRole: return change.count(s.now.answers - s.before.answers);
    case RightTextRole:
        return change.fromTo(change.share(s.before.rightShare()), change.share(s.now.rightShare()));
    case RightChangeRole: return change.points(s.before.rightShare(), s.now.rightShare());
    case TimeTextRole:
        return change.fromTo(text.duration(s.before.timeMs), text.duration(s.now.timeMs));
    case TimeChangeRole: return change.duration(s.now.timeMs - s.before.timeMs);
    case MasteryBeforeRole: return s.before.mastery;
    case MasteryNowRole: return s.now.mastery;
    case MasteryTextRole:
        return change.fromTo(text.percent(s.before.mastery), text.percent(s.now.mastery));
    case MasteryChangeRole: return change.points(s.before.mastery, s.now.mastery);
    case FlagRole: return flagKey(s.change);
    case FlagTextRole: return report::ComparisonText::note(s.change);
    case AccessibleTextRole:
        //: A student's row of the comparison read aloud: %1 the name, %2 answers before and
        //: now, %3 their change, %4 mastery before and now, %5 its change.
        return tr("%1: answers %2 (%3), mastery %4 (%5)")
                   .arg(s.name, data(index, AnswersTextRole).toString(),
                        data(index, AnswersChangeRole).toString(),
                        data(index, MasteryTextRole).toString(),
                        data(index, MasteryChangeRole).toString())
            + (s.change == report::ActivityChange::Same
                   ? QString()
                   : QStringLiteral(", ") + data(index, FlagTextRole).toString());
    default: return {};
    }
}

QHash<int, QByteArray> TeacherComparisonModel::roleNames() const
{
    return {{NameRole, "name"},
            {StudentIdRole, "studentId"},
            {AnswersBeforeRole, "answersBefore"},
            {AnswersNowRole, "answersNow"},
            {AnswersTextRole, "answersText"},
            {AnswersChangeRole, "answersChange"},
            {RightTextRole, "rightText"},
            {RightChangeRole, "rightChange"},
            {TimeTextRole, "timeText"},
            {TimeChangeRole, "timeChange"},
            {MasteryBeforeRole, "masteryBefore"},
            {MasteryNowRole, "masteryNow"},
            {MasteryTextRole, "masteryText"},
            {MasteryChangeRole, "masteryChange"},
            {FlagRole, "flag"},
            {FlagTextRole, "flagText"},
            {AccessibleTextRole, "accessibleText"}};
}

void TeacherComparisonModel::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    emit activeChanged();
    update();
}

void TeacherComparisonModel::setClass(const QVector<report::StudentLog> &logs,
                                      const content::CourseOutline &course,
                                      const report::ReportPeriod &period,
                                      const QString &language)
{
    m_logs = logs;
    m_course = course;
    m_period = period;
    m_language = language;
    update();
}

void TeacherComparisonModel::update()
{
    const report::ReportText text(m_language, m_period.timeZone);
    const report::ComparisonText change(text);
    const auto days = report::periodDays(m_period);
    beginResetModel();
    m_available = days.has_value();
    m_comparison = m_active ? report::comparePeriods(m_logs, m_course, m_period) : std::nullopt;
    endResetModel();

    const int count = days ? int(days->first.daysTo(days->second) + 1) : 0;
    const QString number = report::ReportText(m_language, m_period.timeZone).number(count);
    m_toggleText = !days
        //: The comparison switch of the teacher view while the period is "all time".
        ? tr("Compare with the period before")
        : count == 1
        //: The comparison switch of the teacher view when the period is one day.
        ? tr("Compare with the day before")
        //: A switch beside the teacher view's period: sets this period against the same number
        //: of days just before it (%1 days, 2 or more).
        : tr("Compare with the %1 days before").arg(number);
    m_unavailableText = days ? QString()
        //: Why the comparison switch is off while the period is "all time".
        : tr("All time has no period before it: choose the last 30 or 7 days, or days of your "
             "own, to compare.");
    m_beforeHead = count == 1
        //: Head of the comparison's column for the day before a one-day period.
        ? tr("The day before")
        //: Head of the comparison's column for the period before: %1 days (2 or more).
        : tr("The %1 days before").arg(number);
    //: Head of the comparison's column for the chosen period.
    m_nowHead = tr("This period");
    m_periodText.clear();
    m_previousText.clear();
    m_classFigures.clear();
    m_flagsText.clear();
    if (m_comparison) {
        const report::PeriodComparison &c = *m_comparison;
        //: A period's first and last day in the teacher view's comparison.
        m_periodText = tr("%1 – %2").arg(text.date(c.firstDay), text.date(c.lastDay));
        m_previousText = tr("%1 – %2").arg(text.date(c.previousFirstDay),
                                           text.date(c.previousLastDay));
        for (const report::ComparisonFigure &figure : change.classFigures(c))
            m_classFigures << QVariantMap{{QStringLiteral("label"), figure.label},
                                          {QStringLiteral("before"), figure.before},
                                          {QStringLiteral("now"), figure.now},
                                          {QStringLiteral("change"), figure.change}};
        QStringList quiet;
        QStringList started;
        for (const report::StudentComparison &s : c.students) {
            if (s.change == report::ActivityChange::WentQuiet)
                quiet << s.name;
            else if (s.change == report::ActivityChange::Started)
                started << s.name;
        }
        //: Joins names in a list, e.g. "Ali, Sara".
        const QString comma = tr(", ");
        QStringList parts;
        if (!quiet.isEmpty())
            //: Under the comparison: students who answered in the period before, not in this one.
            parts << tr("Went quiet: %1.").arg(quiet.join(comma));
        if (!started.isEmpty())
            //: Under the comparison: students who answered in this period, not in the one before.
            parts << tr("Started: %1.").arg(started.join(comma));
        m_flagsText = parts.join(QLatin1Char(' '));
    }
    emit countChanged();
    emit changed();
}

} // namespace astrolabe
