#include "progress_exporter.h"

#include "content/question_text.h"
#include "report/progress_export.h"
#include "report/progress_writer.h"
#include "study_link.h"

#include <QFileInfo>

namespace astrolabe {

using content::QuestionText;

ProgressExporter::ProgressExporter(QObject *parent) : QObject(parent) {}

QString ProgressExporter::suggestedFileName() const
{
    Study *study = m_study.opened();
    return report::defaultProgressFileName(study ? study->profileName() : QString());
}

bool ProgressExporter::exportTo(const QUrl &file)
{
    Study *study = m_study.opened();
    if (!study) {
        setMessage(tr("No profile is open, so there is no progress to export."), true);
        return false;
    }
    const QString path = file.isLocalFile() ? file.toLocalFile() : file.toString();
    QString error;
    const auto progress = study->progress(&error);
    if (!progress || !report::writeProgressFile(path, *progress, &error)) {
        setMessage(error, true);
        return false;
    }
    //: After exporting: %1 is the file name, %n the number of answers in it.
    setMessage(tr("Saved %1 with %n answer(s). Give this file to your teacher.", nullptr,
                  int(progress->reviews.size()))
                   .arg(QuestionText::leftToRight(QFileInfo(path).fileName(),
                                                  m_study.language())),
               false);
    return true;
}

void ProgressExporter::setMessage(const QString &message, bool failed)
{
    m_message = message;
    m_failed = failed;
    emit messageChanged();
}

void ProgressExporter::setStudy(Study *study)
{
    if (m_study.set(study))
        emit studyChanged();
}

} // namespace astrolabe
