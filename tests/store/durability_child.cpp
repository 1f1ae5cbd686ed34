// The durability test's child: records answers in a loop through the review service and prints
// each review id (one line, flushed) only after the service reports it saved. The parent test
// kills it with SIGKILL at random moments.
//
//   durability_child DATABASE_PATH ROUND

#include "review/review_service.h"
#include "store/store.h"

#include <QCoreApplication>

#include <cstdio>

using namespace astrolabe;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 3) {
        std::fprintf(stderr, "Usage: durability_child DATABASE_PATH ROUND.\n");
        return 2;
    }
    store::OpenOptions options;
    options.profileName = QStringLiteral("Durability");
    for (int i = 0; i < 64; ++i)
        options.itemIds << QStringLiteral("item-%1").arg(i);
    QString error;
    auto db = store::Store::open(args.at(1), options, &error);
    if (!db) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    const int round = args.at(2).toInt();
    qint64 now = 1740819600000LL + qint64(round) * 86400000LL;
    review::ReviewService service(*db, [&now] { return now; });
    for (quint64 n = 0;; ++n) {
        review::AnswerInput answer;
        answer.itemId = options.itemIds.at(int(n % 64));
        answer.correct = n % 5 != 0;
        answer.durationMs = 1000 + qint64(n % 7) * 3000;
        answer.targetMs = 15000;
        answer.answerText = QStringLiteral("round %1 answer %2").arg(round).arg(n);
        answer.exerciseSeed = n;
        now += 1000;
        const auto saved = service.recordAnswer(answer, &error);
        if (!saved) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        std::printf("%lld\n", static_cast<long long>(saved->reviewId));
        std::fflush(stdout);
    }
}
