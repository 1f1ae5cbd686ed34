#pragma once

#include "content/content_pack.h"
#include "content/course_outline.h"
#include "content/pack_loader.h"
#include "review/clock.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace astrolabe::store {
class Store;
}
namespace astrolabe::review {
class ReviewService;
}

namespace astrolabe {

// Everything the window studies with: the content pack, the learner's open profile and the
// review service on it. The GUI opens one at start (tests open their own) and makes it current;
// the QML-facing types reach the course and the learner's memory through current(), and follow
// its changes (a new current study, a saved or undone answer) through StudyEvents.
class StudyContext
{
public:
    struct Options
    {
        QString dataDir;     // empty: the standard location
        QString profileName; // empty: the last profile used, else "Learner"
        QString contentDir;  // empty: the bundled pack
        review::Clock clock; // empty: the system clock
    };

    ~StudyContext();

    // Opens the profile (creating it when new) and loads the content. On failure returns null
    // and *error holds one sentence for the learner.
    static std::unique_ptr<StudyContext> open(const Options &options, QString *error);
    // The same with the content already loaded by loadContent(options.contentDir).
    static std::unique_ptr<StudyContext> open(const Options &options,
                                              const content::PackChoice &content, QString *error);
    // The external pack in contentDir when it is valid, else the bundled one with the external
    // pack's problems. Touches no profile and no QObject, so it may run on a worker thread.
    static content::PackChoice loadContent(const QString &contentDir);

    static StudyContext *current();
    static void setCurrent(StudyContext *context);
    // The current context's pack, or null when no study is open.
    static const content::ContentPack *currentPack();
    // The shape of the current pack (a teacher's pack given with --content included), or the
    // bundled course's when no study is open: what reports and the class view count lessons by.
    static content::CourseOutline currentOutline();

    const content::ContentPack &pack() const { return m_pack; }
    review::ReviewService &service() { return *m_service; }
    const review::ReviewService &service() const { return *m_service; }
    store::Store &store() { return *m_store; }
    QString profileName() const { return m_profileName; }
    // Why an external content pack was refused (empty when none was given or it was used).
    QStringList contentProblems() const { return m_contentProblems; }

private:
    StudyContext() = default;

    content::ContentPack m_pack;
    std::unique_ptr<store::Store> m_store;
    std::unique_ptr<review::ReviewService> m_service;
    QString m_profileName;
    QStringList m_contentProblems;
};

} // namespace astrolabe
