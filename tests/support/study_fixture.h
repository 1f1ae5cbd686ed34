#pragma once

#include "content/pack_loader.h"
#include "review/learner_simulation.h"
#include "review/review_service.h"
#include "store/profile_directory.h"
#include "store/store.h"
#include "study.h"
#include "time/time_units.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

// A study on a fresh profile "Tester" in a temporary folder, on the bundled course, with a
// clock the test moves; adapters under test are handed study(). Answers go through the study
// as the quiz records them.
class StudyFixture
{
public:
    // 2026-03-02 10:00 UTC.
    static constexpr qint64 kStartMs = 1772445600000;
    static constexpr qint64 kDayMs = astrolabe::kMsPerDay;

    StudyFixture()
    {
        astrolabe::Study::Options options;
        options.dataDir = m_dir.path();
        options.clock = [this] { return m_now; };
        m_study = std::make_unique<astrolabe::Study>(options);
        const auto opening = m_study->open(kProfile);
        if (!opening.ok)
            qFatal("The test profile could not be opened: %s", qPrintable(opening.error));
    }

    astrolabe::Study &study() { return *m_study; }
    const astrolabe::content::ContentPack &pack() const { return *m_study->pack(); }
    const astrolabe::review::ReviewService &service() const { return *m_study->service(); }
    QString dataDir() const { return m_dir.path(); }
    qint64 now() const { return m_now; }
    void advanceDays(double days) { m_now += static_cast<qint64>(days * kDayMs); }
    void advanceMs(qint64 ms) { m_now += ms; }

    bool answer(const QString &itemId, bool correct = true)
    {
        astrolabe::review::AnswerInput input;
        input.itemId = itemId;
        input.correct = correct;
        input.durationMs = 20000;
        QString error;
        const bool ok = m_study->recordAnswer(input, &error).has_value();
        if (!ok)
            qWarning("Answer not recorded: %s", qPrintable(error));
        return ok;
    }

    // Writes `simulation`'s learner into the profile (closed meanwhile, as the command line's
    // `profile create --simulate` writes a profile no window has open), then opens it again.
    bool simulate(const astrolabe::review::SimulationOptions &simulation, QString *error)
    {
        m_study->close();
        {
            const astrolabe::store::ProfileDirectory folder(m_dir.path());
            astrolabe::store::OpenOptions open = folder.openOptions(kProfile, m_now);
            open.courseId = astrolabe::content::PackLoader::bundled().course().id;
            open.itemIds = astrolabe::content::PackLoader::bundled().questionIds();
            auto profile = astrolabe::store::Store::open(folder.pathFor(kProfile), open, error);
            if (!profile || !astrolabe::review::simulateLearner(*profile, simulation, error))
                return false;
        }
        const auto opening = m_study->open(kProfile);
        *error = opening.error;
        return opening.ok;
    }

private:
    inline static const QString kProfile = QStringLiteral("Tester");

    QTemporaryDir m_dir;
    qint64 m_now = kStartMs;
    std::unique_ptr<astrolabe::Study> m_study;
};
