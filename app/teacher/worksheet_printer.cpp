#include "worksheet_printer.h"

#include "content/question_text.h"
#include "report/pdf/worksheet_pdf.h"
#include "report/worksheet_key.h"
#include "report/worksheet_plan.h"
#include "report/worksheet_seed.h"
#include "report/worksheet_sheets.h"
#include "store/class_store.h"
#include "worksheet_language.h"

#include <QDateTime>
#include <QDesktopServices>
#include <QFileInfo>

namespace astrolabe {

namespace {

// The classes' file of the data folder, opened for one read and closed again.
std::unique_ptr<store::ClassStore> classStoreOf(Study *study)
{
    if (!study)
        return nullptr;
    QString error;
    return store::ClassStore::open(store::ClassStore::pathIn(study->dataDir()), &error);
}

} // namespace

WorksheetPrinter::WorksheetPrinter(QObject *parent) : QObject(parent) {}

void WorksheetPrinter::setStudy(Study *study)
{
    if (m_study.set(study))
        emit studyChanged();
}

void WorksheetPrinter::readScopes()
{
    const QStringList oldTitles = m_titles;
    const QVector<Scope> oldScopes = m_scopes;
    m_scopes.clear();
    m_titles.clear();
    const content::ContentPack &pack = m_study.packOrBundled();
    const QString language = m_study.language();
    for (const content::Chapter &chapter : pack.chapters()) {
        QVector<Scope> lessons;
        QStringList lessonTitles;
        int total = 0;
        for (const QString &id : chapter.lessonIds) {
            const content::Lesson *lesson = pack.lesson(id);
            const int count =
                lesson ? int(report::WorksheetPlan::generatedOf(*lesson).size()) : 0;
            if (count == 0)
                continue;
            lessons << Scope{id, {}, count};
            lessonTitles << lesson->title.text(language);
            total += count;
        }
        if (total == 0)
            continue;
        m_scopes << Scope{{}, chapter.id, total};
        //: A chapter in the worksheet's chooser; %1 is its number ("II"), %2 its title
        m_titles << tr("Chapter %1 · %2").arg(chapter.id, chapter.title.text(language));
        m_scopes << lessons;
        m_titles << lessonTitles;
    }
    if (m_titles == oldTitles && m_scopes == oldScopes)
        return; // an answer saved, the same course: the chooser stays as the teacher set it
    m_index = std::clamp(m_index, 0, std::max(0, int(m_scopes.size()) - 1));
    emit scopesChanged();
    emit scopeChanged();
}

void WorksheetPrinter::setScopeIndex(int index)
{
    if (index == m_index || index < 0 || index >= m_scopes.size())
        return;
    m_index = index;
    emit scopeChanged();
}

int WorksheetPrinter::scopeQuestions() const
{
    return m_index < m_scopes.size() ? m_scopes.at(m_index).questions : 0;
}

int WorksheetPrinter::maxCount() const
{
    return report::WorksheetPlan::kMaxCount;
}

QString WorksheetPrinter::classNames() const
{
    const auto classes = classStoreOf(m_study.get());
    if (!classes)
        return {};
    QStringList names;
    for (const store::ClassStudent &student : classes->students())
        names << student.name;
    return names.join(QLatin1Char('\n'));
}

QString WorksheetPrinter::className() const
{
    const auto classes = classStoreOf(m_study.get());
    return classes ? classes->current().name : QString();
}

int WorksheetPrinter::nameCount(const QString &names) const
{
    return int(report::worksheetNames(names).size());
}

QString WorksheetPrinter::suggestedFileName() const
{
    if (m_index >= m_scopes.size())
        return QStringLiteral("worksheet.pdf");
    const Scope &scope = m_scopes.at(m_index);
    return QStringLiteral("worksheet-%1.pdf")
        .arg(scope.lessonId.isEmpty() ? QStringLiteral("chapter-") + scope.chapterId
                                      : scope.lessonId);
}

bool WorksheetPrinter::fail(const QString &error)
{
    m_error = error;
    emit errorChanged();
    return false;
}

void WorksheetPrinter::clearError()
{
    if (m_error.isEmpty())
        return;
    m_error.clear();
    emit errorChanged();
}

bool WorksheetPrinter::write(const QUrl &file, const QString &names, int count,
                             const QString &language, const QString &className)
{
    if (m_index >= m_scopes.size())
        return fail(tr("This course has no questions with numbers to print."));
    const Scope &scope = m_scopes.at(m_index);
    const content::ContentPack &pack = m_study.packOrBundled();
    // The sheet's own language for its labels and worked steps, the window's again after.
    const WorksheetLanguage sheetLanguage(language, m_study.language());
    QString error;
    const auto plan = report::WorksheetPlan::make(pack, scope.lessonId, scope.chapterId, count,
                                                  &error);
    if (!plan)
        return fail(error);
    const qint64 now = m_study ? m_study->now() : QDateTime::currentMSecsSinceEpoch();
    const QDate today = QDateTime::fromMSecsSinceEpoch(now).date();
    const quint64 seed = report::WorksheetSeed::ofDate(today);
    const auto sheets = report::drawWorksheets(*plan, report::worksheetNames(names), seed, &error);
    if (!sheets)
        return fail(error);
    const auto heading = report::WorksheetHeading::of(*plan, language, {}, className, today);

    QString path = file.isLocalFile() ? file.toLocalFile() : file.toString();
    if (QFileInfo(path).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) != 0)
        path += QStringLiteral(".pdf");
    const QString base = path.left(path.size() - 4);
    const QString keyPdf = base + QStringLiteral("-key.pdf");
    const QString keyJson = base + QStringLiteral("-key.json");
    const QByteArray keyData =
        report::WorksheetKey::of(pack.course().id, plan->scopeId, seed, *sheets).toJson();
    if (!report::saveWorksheetFiles({path, keyPdf, keyJson}, *sheets, heading, keyData, &error))
        return fail(error);
    m_error.clear();
    emit errorChanged();
    m_savedPath = path;
    const QString lang = m_study.language();
    //: After worksheets were printed to files; %n counts the sheets, %1 and %2 are the paths
    m_savedText = tr("%n sheet(s) saved to %1, and the key to %2.", "", int(sheets->size()))
                      .arg(content::QuestionText::leftToRight(path, lang),
                           content::QuestionText::leftToRight(keyPdf, lang));
    emit savedChanged();
    return true;
}

bool WorksheetPrinter::showSavedFolder()
{
    if (m_savedPath.isEmpty()
        || !QDesktopServices::openUrl(QUrl::fromLocalFile(QFileInfo(m_savedPath).absolutePath())))
        //: After "Show in folder" found no program to open the folder.
        return fail(tr("No program on this computer opens the folder."));
    return true;
}

} // namespace astrolabe
