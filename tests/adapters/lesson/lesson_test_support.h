#pragma once

#include "content/pack_loader.h"
#include "study.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

// A study on a temporary profile with the bundled course, for the adapters under test.
class TemporaryStudy
{
public:
    explicit TemporaryStudy(const QString &profile = QStringLiteral("Tester"))
    {
        astrolabe::Study::Options options;
        options.dataDir = m_dir.path();
        options.clock = [] { return qint64(1772445600000); };
        m_study = std::make_unique<astrolabe::Study>(options);
        open(profile);
    }

    astrolabe::Study *study() { return m_study.get(); }

    // Closes the profile and opens it again, as a new window would.
    void reopen(const QString &profile = QStringLiteral("Tester"))
    {
        m_study->close();
        open(profile);
    }

    bool isOpen() const { return m_study->isOpen(); }

private:
    void open(const QString &profile)
    {
        const auto opening = m_study->open(profile);
        if (!opening.ok)
            qWarning("The test profile could not be opened: %s", qPrintable(opening.error));
    }

    QTemporaryDir m_dir;
    std::unique_ptr<astrolabe::Study> m_study;
};
