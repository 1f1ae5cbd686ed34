#pragma once

#include "study_link.h"

#include <QDate>
#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QVariantList>

namespace astrolabe {

// The calendar of the teacher view's date fields (TeacherDateField, TeacherDayPicker): a typed
// day stepped by days and months, and a month's calendar page, in the interface language's
// calendar (Jalali with Persian digits in Persian) at the study's clock's today
// (report::DateEntry does the calendar's arithmetic).
class TeacherCalendar : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    // The study it shows: App.study.
    Q_PROPERTY(astrolabe::Study *study READ study WRITE setStudy NOTIFY studyChanged REQUIRED)

public:
    explicit TeacherCalendar(QObject *parent = nullptr);

    // The day in a date field moved by months and days (from today when it is not a date), as
    // the field writes it: Up, Down, Page Up and Page Down in the field.
    Q_INVOKABLE QString shiftedDay(const QString &text, int days, int months) const;
    // For a date field's calendar page: the month of the field's day (today when it is not a
    // date) moved by months, in the interface language's calendar. monthDays lists its 42 days
    // (report::DateEntry::monthPage) as {entry: the field's text for the day, label: the day of
    // the month, inMonth, today}.
    Q_INVOKABLE QString monthTitle(const QString &text, int months) const;
    Q_INVOKABLE QVariantList monthDays(const QString &text, int months) const;
    Q_INVOKABLE QStringList weekdayNames() const;

    Study *study() const { return m_study.get(); }
    void setStudy(Study *study);

signals:
    void studyChanged();

private:
    QDate today() const; // by the study's clock, in the system's time zone
    QDate fieldDay(const QString &text) const; // today when text is not a date

    StudyLink m_study{this, [] {}};
};

} // namespace astrolabe
