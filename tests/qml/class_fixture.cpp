#include "class_fixture.h"

#include "quick_test_setup.h"

#include "content/course_outline.h"
#include "content/pack_loader.h"
#include "content/simulated_answer.h"
#include "report/progress_export.h"
#include "report/progress_writer.h"
#include "review/learner_simulation.h"
#include "store/store.h"

#include <QDateTime>
#include <QFile>
#include <QTimeZone>

namespace {

QByteArray simulatedProgress(const QString &name, int days, quint64 seed,
                             QList<qint64> *answerTimes)
{
    using namespace astrolabe;
    const content::CourseOutline course = content::CourseOutline::bundled();
    store::OpenOptions options;
    options.profileName = name;
    options.courseId = course.courseId();
    options.itemIds = course.questionIds();
    QString error;
    auto db = store::Store::openInMemory(options, &error);
    review::SimulationOptions simulation;
    simulation.days = days;
    simulation.seed = seed;
    simulation.endMs = QuickTestSetup::kNowMs - 3600 * 1000;
    // Options chosen and values typed, as a real student's answers are stored.
    static const content::ContentPack pack = content::PackLoader::bundled();
    simulation.answerText = [](const QString &itemId, bool correct, quint64 answerSeed) {
        return content::simulatedAnswer(pack, itemId, correct, answerSeed);
    };
    if (!db || !review::simulateLearner(*db, simulation, &error))
        qFatal("The class fixture could not be made: %s", qPrintable(error));
    const auto progress = report::progressOfProfile(*db, course.courseId(), course.version(),
                                                    QuickTestSetup::kNowMs - 1800 * 1000, &error);
    if (answerTimes)
        for (const store::ReviewRecord &review : progress->reviews)
            *answerTimes << review.timeMs;
    return report::encodeProgressFile(*progress);
}

void write(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("The class fixture could not be written: %s", qPrintable(path));
}

} // namespace

ClassFixture::ClassFixture(QObject *parent)
    : QObject(parent), m_dir(std::make_unique<QTemporaryDir>())
{
    const QByteArray ana = simulatedProgress(QStringLiteral("Ana"), 40, 21, &m_anaAnswerTimes);
    write(m_dir->filePath(QStringLiteral("ana.json")), ana);
    write(m_dir->filePath(QStringLiteral("bahram.json")),
          simulatedProgress(QStringLiteral("بهرام"), 20, 22, &m_bahramAnswerTimes));
    write(m_dir->filePath(QStringLiteral("notes.json")), "Ana 40 days, Bahram 20 days\n");
    QByteArray tampered = ana;
    tampered.replace("\"correct\": false", "\"correct\": true");
    write(m_dir->filePath(QStringLiteral("tampered.json")), tampered);
}

QUrl ClassFixture::folder() const
{
    return QUrl::fromLocalFile(m_dir->path());
}

namespace {

int answersBetween(const QList<qint64> &times, const QString &first, const QString &last)
{
    const QDate firstDay = QDate::fromString(first, Qt::ISODate);
    const QDate lastDay = QDate::fromString(last, Qt::ISODate);
    int count = 0;
    for (const qint64 ms : times) {
        const QDate day = QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::systemTimeZone()).date();
        count += day >= firstDay && day <= lastDay ? 1 : 0;
    }
    return count;
}

} // namespace

int ClassFixture::anaAnswersBetween(const QString &first, const QString &last) const
{
    return answersBetween(m_anaAnswerTimes, first, last);
}

int ClassFixture::classAnswersBetween(const QString &first, const QString &last) const
{
    return answersBetween(m_anaAnswerTimes, first, last)
        + answersBetween(m_bahramAnswerTimes, first, last);
}

QString ClassFixture::fileText(const QUrl &file) const
{
    QFile in(file.toLocalFile());
    if (!in.open(QIODevice::ReadOnly))
        return QString();
    QString text = QString::fromUtf8(in.readAll());
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    return text;
}
