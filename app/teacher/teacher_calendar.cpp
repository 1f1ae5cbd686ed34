#include "teacher_calendar.h"

#include "report/date_entry.h"

#include <QDateTime>
#include <QTimeZone>
#include <QVariantMap>

namespace astrolabe {

using report::DateEntry;

TeacherCalendar::TeacherCalendar(QObject *parent) : QObject(parent) {}

QDate TeacherCalendar::today() const
{
    const qint64 now = m_study ? m_study->now() : 0;
    return QDateTime::fromMSecsSinceEpoch(now, QTimeZone::systemTimeZone()).date();
}

QDate TeacherCalendar::fieldDay(const QString &text) const
{
    const QDate day = DateEntry::parse(text, m_study.language());
    return day.isValid() ? day : today();
}

QString TeacherCalendar::shiftedDay(const QString &text, int days, int months) const
{
    const QString lang = m_study.language();
    return DateEntry::text(DateEntry::shifted(fieldDay(text), days, months, lang), lang);
}

QString TeacherCalendar::monthTitle(const QString &text, int months) const
{
    const QString lang = m_study.language();
    return DateEntry::monthTitle(DateEntry::shifted(fieldDay(text), 0, months, lang), lang);
}

QVariantList TeacherCalendar::monthDays(const QString &text, int months) const
{
    const QString lang = m_study.language();
    const QDate month = DateEntry::shifted(fieldDay(text), 0, months, lang);
    const QDate now = today();
    QVariantList days;
    for (const QDate &day : DateEntry::monthPage(month, lang)) {
        days << QVariantMap{
            {QStringLiteral("entry"), DateEntry::text(day, lang)},
            {QStringLiteral("label"), DateEntry::dayOfMonth(day, lang)},
            {QStringLiteral("inMonth"), DateEntry::sameMonth(day, month, lang)},
            {QStringLiteral("today"), day == now},
        };
    }
    return days;
}

QStringList TeacherCalendar::weekdayNames() const
{
    return DateEntry::weekdayNames(m_study.language());
}

void TeacherCalendar::setStudy(Study *study)
{
    if (m_study.set(study))
        emit studyChanged();
}

} // namespace astrolabe
