// The child of tst_kill_during_maintenance: does the store's maintenance work in a loop until
// the parent kills it with SIGKILL, printing one flushed line after each step is done:
//
//   maintenance_child backup DATABASE BACKUP_FOLDER   records an answer ("saved ID"), then writes
//                                                     the next day's backup ("backup"), again
//   maintenance_child migrate DATABASE BACKUP_FOLDER  opens (and so upgrades) an old profile
//                                                     ("upgraded"), then records answers
//                                                     ("saved ID") until killed
//   maintenance_child create DATABASE BACKUP_FOLDER   creates a new profile of kCreatedItems
//                                                     items ("created"), then waits to be
//                                                     killed
//   maintenance_child import CLASS_DATABASE FOLDER    imports the folder's progress files into
//                                                     the class one by one ("imported FILE"
//                                                     after each), then says "done"

#include "report/class_import.h"
#include "report/progress_folder.h"
#include "review/review_service.h"
#include "store/class_store.h"
#include "store/store.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QThread>

#include <cstdio>

using namespace astrolabe;

namespace {

constexpr qint64 kStartMs = 1740819600000LL; // 2025-03-01
// Enough items that creating the profile takes a while, to be killed in the middle.
constexpr int kCreatedItems = 50000;

void say(const char *line, long long id = -1)
{
    if (id >= 0)
        std::printf("%s %lld\n", line, id);
    else
        std::printf("%s\n", line);
    std::fflush(stdout);
}

int importAll(const QString &classPath, const QString &folder)
{
    QString error;
    auto store = store::ClassStore::open(classPath, &error);
    if (!store) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    for (const QString &file : report::readProgressFolder(folder).progressFiles) {
        const auto results = report::importProgressFiles({file}, *store, QString(), kStartMs);
        if (results.size() != 1 || !results.first().merged()) {
            std::fprintf(stderr, "%s\n",
                         results.isEmpty() ? "nothing imported" : qPrintable(results.first().reason));
            return 1;
        }
        std::printf("imported %s\n", qPrintable(QFileInfo(file).fileName()));
        std::fflush(stdout);
    }
    say("done");
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 4 || (args.at(1) != QLatin1String("backup")
                             && args.at(1) != QLatin1String("migrate")
                             && args.at(1) != QLatin1String("create")
                             && args.at(1) != QLatin1String("import"))) {
        std::fprintf(stderr,
                     "Usage: maintenance_child backup|migrate|create|import DATABASE FOLDER.\n");
        return 2;
    }
    if (args.at(1) == QLatin1String("import"))
        return importAll(args.at(2), args.at(3));
    const bool backupLoop = args.at(1) == QLatin1String("backup");
    store::OpenOptions options;
    options.profileName = QStringLiteral("Maintenance");
    options.backupFolder = args.at(3);
    options.nowMs = kStartMs;
    const bool create = args.at(1) == QLatin1String("create");
    if (create) {
        for (int i = 0; i < kCreatedItems; ++i)
            options.itemIds << QStringLiteral("item-%1").arg(i);
    }
    QString error;
    auto db = store::Store::open(args.at(2), options, &error);
    if (!db) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    if (create) {
        say("created");
        for (;;)
            QThread::sleep(1);
    }
    if (!backupLoop)
        say("upgraded");
    const QStringList items = db->items().ids();
    if (items.isEmpty()) {
        std::fprintf(stderr, "The profile has no items.\n");
        return 1;
    }
    qint64 now = kStartMs;
    review::ReviewService service(*db, [&now] { return now; });
    for (quint64 n = 0;; ++n) {
        review::AnswerInput answer;
        answer.itemId = items.at(int(n % quint64(items.size())));
        answer.correct = n % 4 != 0;
        answer.durationMs = 4000;
        answer.targetMs = 15000;
        answer.answerText = QStringLiteral("answer %1").arg(n);
        answer.exerciseSeed = n;
        now += 86400000LL; // a day later: every loop makes a new daily backup
        const auto saved = service.recordAnswer(answer, &error);
        if (!saved) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        say("saved", static_cast<long long>(saved->reviewId));
        if (backupLoop) {
            if (!db->writeDailyBackup(args.at(3), now, &error)) {
                std::fprintf(stderr, "%s\n", qPrintable(error));
                return 1;
            }
            say("backup");
        }
    }
}
