#include "report/pdf/report_file.h"

#include "report/csv_writer.h"
#include "report/item_csv.h"
#include "report/pdf/report_pdf.h"
#include "report/report_text.h"

#include <QFileInfo>
#include <QSaveFile>

#include <functional>

namespace astrolabe::report {

namespace {

using Writer = std::function<bool(QIODevice *device, QString *error)>;

bool save(const QString &path, const Writer &write, QString *error)
{
    if (!reportFileTypeOf(path)) {
        *error = ReportText::tr("The report file's name must end in .pdf or .csv.");
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        //: %1 is a file path, %2 the system's reason
        *error = ReportText::tr("The report cannot be written to %1 (%2).")
                     .arg(QFileInfo(path).absoluteFilePath(), file.errorString());
        return false;
    }
    QString writeError;
    if (!write(&file, &writeError) || !file.commit()) {
        if (writeError.isEmpty())
            writeError = file.errorString();
        *error = ReportText::tr("The report cannot be written to %1 (%2).")
                     .arg(QFileInfo(path).absoluteFilePath(), writeError);
        file.cancelWriting();
        return false;
    }
    return true;
}

bool writeBytes(QIODevice *device, const QByteArray &bytes, QString *error)
{
    if (device->write(bytes) == bytes.size())
        return true;
    *error = device->errorString();
    return false;
}

} // namespace

std::optional<ReportFileType> reportFileTypeOf(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("csv"))
        return ReportFileType::Csv;
    if (suffix == QLatin1String("pdf"))
        return ReportFileType::Pdf;
    return std::nullopt;
}

bool saveStudentReport(const QString &path, const StudentSummary &student,
                       const ReportHeading &heading, QString *error)
{
    return save(path, [&](QIODevice *device, QString *writeError) {
        if (reportFileTypeOf(path) == ReportFileType::Csv)
            return writeBytes(device, studentCsv(student, heading.period, heading.persian()),
                              writeError);
        return writeStudentPdf(student, heading, device, writeError);
    }, error);
}

bool saveClassReport(const QString &path, const ClassSummary &summary,
                     const ReportHeading &heading, QString *error)
{
    return save(path, [&](QIODevice *device, QString *writeError) {
        if (reportFileTypeOf(path) == ReportFileType::Csv)
            return writeBytes(device, classCsv(summary, heading.period, heading.persian()),
                              writeError);
        return writeClassPdf(summary, heading, device, writeError);
    }, error);
}

bool saveItemAnalysis(const QString &path, const QVector<ItemAnalysis> &items,
                      const content::ContentPack &pack, bool persian, QString *error)
{
    if (reportFileTypeOf(path) != ReportFileType::Csv) {
        *error = ReportText::tr("The item analysis is written as CSV: its file's name must end "
                                "in .csv.");
        return false;
    }
    return save(path, [&](QIODevice *device, QString *writeError) {
        return writeBytes(device, itemCsv(items, pack, persian), writeError);
    }, error);
}

} // namespace astrolabe::report
