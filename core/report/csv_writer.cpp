#include "report/csv_writer.h"

#include "time/time_units.h"
#include <QDateTime>

namespace astrolabe::report {

namespace {

const QString kCrlf = QStringLiteral("\r\n");

bool startsDangerously(const QString &text)
{
    if (text.isEmpty())
        return false;
    switch (text.front().unicode()) {
    case '=': case '+': case '-': case '@': case '\t': case '\r': case '\'':
        return true;
    default:
        return false;
    }
}

QString textCell(const QString &text)
{
    return csvField(guardedCell(text));
}

QString dayText(qint64 ms, const ReportPeriod &period)
{
    return QDateTime::fromMSecsSinceEpoch(ms, period.timeZone).date().toString(Qt::ISODate);
}

QString momentText(qint64 ms, const ReportPeriod &period)
{
    if (ms <= 0)
        return QString();
    return QDateTime::fromMSecsSinceEpoch(ms, period.timeZone)
        .toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

QString decimal(double value)
{
    return QString::number(value, 'f', 1);
}

QString row(const StudentSummary &student, const LessonSummary &lesson,
            const ReportPeriod &period, bool persian)
{
    const QStringList cells = {
        textCell(student.name),
        textCell(student.id),
        textCell(lesson.lessonId),
        textCell(lesson.title(persian)),
        QString::number(lesson.questions),
        QString::number(lesson.learned),
        decimal(lesson.averageRecall * 100.0),
        QString::number(lesson.reviews),
        QString::number(lesson.lapses),
        momentText(lesson.lastActiveMs, period),
        QString::number(lesson.dueNow),
        decimal(lesson.timeSpentMs / double(kMsPerMinute)),
        period.fromMs > 0 ? dayText(period.fromMs, period) : QString(),
        dayText(period.asOfMs(), period),
    };
    return cells.join(QLatin1Char(',')) + kCrlf;
}

QByteArray document(const QString &body)
{
    return csvDocument(csvColumns(), body);
}

} // namespace

QStringList csvColumns()
{
    return {QStringLiteral("student"),           QStringLiteral("student_id"),
            QStringLiteral("lesson_id"),         QStringLiteral("lesson"),
            QStringLiteral("questions"),         QStringLiteral("learned"),
            QStringLiteral("average_recall_percent"), QStringLiteral("reviews"),
            QStringLiteral("lapses"),            QStringLiteral("last_active"),
            QStringLiteral("due_now"),           QStringLiteral("time_spent_minutes"),
            QStringLiteral("period_from"),       QStringLiteral("period_to")};
}

QByteArray studentCsv(const StudentSummary &student, const ReportPeriod &period, bool persian)
{
    QString body;
    for (const LessonSummary &lesson : student.lessons)
        body += row(student, lesson, period, persian);
    return document(body);
}

QByteArray classCsv(const ClassSummary &summary, const ReportPeriod &period, bool persian)
{
    QString body;
    for (const StudentSummary &student : summary.students)
        for (const LessonSummary &lesson : student.lessons)
            body += row(student, lesson, period, persian);
    return document(body);
}

QString csvField(const QString &text)
{
    static const QString special = QStringLiteral(",\"\r\n");
    bool quote = false;
    for (const QChar c : text)
        quote = quote || special.contains(c);
    if (!quote)
        return text;
    QString escaped = text;
    escaped.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

QByteArray csvDocument(const QStringList &columns, const QString &body)
{
    return QByteArray("\xEF\xBB\xBF") + (columns.join(QLatin1Char(',')) + kCrlf + body).toUtf8();
}

QString csvTextCell(const QString &text)
{
    return textCell(text);
}

QString guardedCell(const QString &text)
{
    return startsDangerously(text) ? QLatin1Char('\'') + text : text;
}

QString csvCellText(const QString &cell)
{
    return cell.startsWith(QLatin1Char('\'')) ? cell.mid(1) : cell;
}

} // namespace astrolabe::report
