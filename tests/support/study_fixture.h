#pragma once

#include "review/review_service.h"
#include "study_context.h"

#include <QTemporaryDir>
#include <QtTest>

#include <memory>

// A fresh profile in a temporary folder, on the bundled course, with a clock the test moves;
// made current for the adapters under test. Answers go through the review service as the quiz
// records them.
class StudyFixture
{
public:
    // 2026-03-02 10:00 UTC.
    static constexpr qint64 kStartMs = 1772445600000;
    static constexpr qint64 kDayMs = 24 * 60 * 60 * 1000;

    StudyFixture()
    {
        astrolabe::StudyContext::Options options;
        options.dataDir = m_dir.path();
        options.profileName = QStringLiteral("Tester");
        options.clock = [this] { return m_now; };
        QString error;
        m_context = astrolabe::StudyContext::open(options, &error);
        if (!m_context)
            qFatal("The test profile could not be opened: %s", qPrintable(error));
        astrolabe::StudyContext::setCurrent(m_context.get());
    }
    ~StudyFixture() { astrolabe::StudyContext::setCurrent(nullptr); }

    astrolabe::StudyContext &context() { return *m_context; }
    astrolabe::review::ReviewService &service() { return m_context->service(); }
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
        const bool ok = service().recordAnswer(input, &error).has_value();
        if (!ok)
            qWarning("Answer not recorded: %s", qPrintable(error));
        return ok;
    }

private:
    QTemporaryDir m_dir;
    qint64 m_now = kStartMs;
    std::unique_ptr<astrolabe::StudyContext> m_context;
};
