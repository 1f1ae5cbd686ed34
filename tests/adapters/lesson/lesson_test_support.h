#pragma once

#include "content/pack_loader.h"
#include "study_context.h"

#include <QTemporaryDir>
#include <QtTest>

#include <memory>

// A temporary profile with the bundled course, made current for the adapters while it lives.
class TemporaryStudy
{
public:
    explicit TemporaryStudy(const QString &profile = QStringLiteral("Tester"))
    {
        open(profile);
    }
    ~TemporaryStudy() { astrolabe::StudyContext::setCurrent(nullptr); }

    // Closes the profile and opens it again, as a new window would.
    void reopen(const QString &profile = QStringLiteral("Tester"))
    {
        astrolabe::StudyContext::setCurrent(nullptr);
        m_study.reset();
        open(profile);
    }

    bool isOpen() const { return m_study != nullptr; }

private:
    void open(const QString &profile)
    {
        astrolabe::StudyContext::Options options;
        options.dataDir = m_dir.path();
        options.profileName = profile;
        options.clock = [] { return qint64(1772445600000); };
        QString error;
        m_study = astrolabe::StudyContext::open(options, &error);
        if (!m_study)
            qWarning("The test profile could not be opened: %s", qPrintable(error));
        astrolabe::StudyContext::setCurrent(m_study.get());
    }

    QTemporaryDir m_dir;
    std::unique_ptr<astrolabe::StudyContext> m_study;
};
