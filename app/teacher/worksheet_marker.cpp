#include "worksheet_marker.h"

#include "content/question_text.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace astrolabe {

namespace {

QString localPath(const QUrl &url)
{
    return url.isLocalFile() ? url.toLocalFile() : url.toString();
}

constexpr qint64 kMaxKeyBytes = 16 * 1024 * 1024;

} // namespace

WorksheetMarker::WorksheetMarker(QObject *parent) : QObject(parent) {}

void WorksheetMarker::setStudy(Study *study)
{
    if (m_study.set(study))
        emit studyChanged();
}

QStringList WorksheetMarker::students() const
{
    QStringList names;
    if (m_key)
        for (const auto &student : m_key->students)
            names << student.name;
    return names;
}

bool WorksheetMarker::fail(const QString &error)
{
    m_error = error;
    emit errorChanged();
    return false;
}

bool WorksheetMarker::openKey(const QUrl &file)
{
    const QString path = localPath(file);
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly))
        //: %1 is a file path, %2 the system's reason
        return fail(tr("The key %1 cannot be read (%2).")
                        .arg(content::QuestionText::leftToRight(path, m_study.language()),
                             in.errorString()));
    if (in.size() > kMaxKeyBytes)
        return fail(tr("This file is too large to be a worksheet key."));
    QString error;
    auto key = report::WorksheetKey::fromJson(in.readAll(), &error);
    if (!key)
        return fail(error);
    m_key = std::move(key);
    m_keyName = QFileInfo(path).fileName();
    m_marks.clear();
    m_results.clear();
    m_right.clear();
    m_summary.clear();
    m_error.clear();
    emit errorChanged();
    emit keyChanged();
    emit marked();
    return true;
}

int WorksheetMarker::questionCount(int index) const
{
    if (!m_key || index < 0 || index >= m_key->students.size())
        return 0;
    return int(m_key->students.at(index).items.size());
}

bool WorksheetMarker::mark(int index, const QStringList &answers)
{
    if (!m_key)
        return fail(tr("Open a worksheet key first."));
    QString error;
    const auto marks =
        report::markStudent(*m_key, m_study.packOrBundled(), index, answers, m_study.language(),
                            &error);
    if (!marks)
        return fail(error);
    const QString language = m_study.language();
    m_results.clear();
    m_right.clear();
    for (const report::WorksheetMark &mark : marks->marks) {
        using R = report::WorksheetMark::Result;
        const QString &expected = mark.expected; // already kept left to right in Persian
        switch (mark.result) {
        case R::Right:
            //: A worksheet answer marked right.
            m_results << tr("Right");
            break;
        case R::Wrong:
            //: A worksheet answer marked wrong; %1 is the key's answer.
            m_results << tr("Wrong: the key says %1").arg(expected);
            break;
        case R::Unreadable:
            //: A worksheet answer the parser could not read; %1 says how to write one.
            m_results << tr("Not readable: %1").arg(mark.message);
            break;
        case R::Blank:
            //: A worksheet question left blank; %1 is the key's answer.
            m_results << tr("Blank: the key says %1").arg(expected);
            break;
        }
        m_right << (mark.result == R::Right);
    }
    //: After marking one student's sheet: %1 right answers of %2 questions, %3 the name.
    const QLocale locale = content::QuestionText::localeFor(language);
    // In Persian the line reads right to left even when the name is in Latin letters.
    m_summary = content::QuestionText::paragraph(
        tr("%3: %1 of %2 right")
            .arg(locale.toString(marks->right()), locale.toString(marks->marks.size()),
                 marks->name),
        language);
    m_marks.insert(index, *marks);
    m_error.clear();
    emit errorChanged();
    emit marked();
    return true;
}

QString WorksheetMarker::suggestedFileName() const
{
    return QStringLiteral("marks.csv");
}

bool WorksheetMarker::saveMarks(const QUrl &file)
{
    if (m_marks.isEmpty())
        return fail(tr("No sheet has been marked yet."));
    const QByteArray csv = report::marksCsv(QVector<report::StudentMarks>(m_marks.cbegin(),
                                                                           m_marks.cend()));
    const QString path = localPath(file);
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(csv) != csv.size() || !out.commit())
        //: %1 is a file path, %2 the system's reason
        return fail(tr("The marks cannot be written to %1 (%2).")
                        .arg(content::QuestionText::leftToRight(path, m_study.language()),
                             out.errorString()));
    m_error.clear();
    emit errorChanged();
    return true;
}

void WorksheetMarker::clearResults()
{
    m_results.clear();
    m_right.clear();
    m_summary.clear();
    emit marked();
}

} // namespace astrolabe
