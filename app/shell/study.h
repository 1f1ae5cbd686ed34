#pragma once

#include "content/content_pack.h"
#include "content/course_outline.h"
#include "content/pack_loader.h"
#include "report/progress_file.h"
#include "review/answer_input.h"
#include "review/profile_preferences.h"
#include "time/clock.h"
#include "review/review_service.h"
#include "store/recovery_offer.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <memory>
#include <optional>

namespace astrolabe::store {
class Store;
}

namespace astrolabe {

// What the window studies with: the content pack, the learner's open profile (its store), the
// review service on it, the clock and the interface language. One Study lives as long as the
// window (each test makes its own); profiles open and close inside it. It is the only writer
// of the learner's answers, preferences and language, and says when what it holds changed:
// the types that show the learner's numbers observe its signals and are never told to
// refresh.
class Study : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The application makes the one study.")
    Q_PROPERTY(bool open READ isOpen NOTIFY profileChanged)
    Q_PROPERTY(QString profileName READ profileName NOTIFY profileChanged)
    Q_PROPERTY(QString language READ language NOTIFY languageChanged)

public:
    struct Options
    {
        QString dataDir;     // empty: the standard location
        QString contentDir;  // empty: the bundled pack
        Clock clock; // empty: the system clock
    };

    // What opening a profile came to: on failure one sentence for the learner, and whether a
    // whole backup of a damaged file can be offered (read only; nothing was written).
    struct Opening
    {
        bool ok = false;
        QString error;
        QString profileName;
        QString profilePath;
        QString backupFolder;
        store::RecoveryOffer recovery;
    };

    // The longest the "time passed" timer waits: recall keeps fading.
    static constexpr qint64 kMaxWaitMs = 60000;

    explicit Study(const Options &options, QObject *parent = nullptr);
    ~Study() override;

    // The external pack in contentDir when it is valid, else the bundled one with the external
    // pack's problems. Touches no profile and no QObject, so it may run on a worker thread.
    static content::PackChoice loadContent(const QString &contentDir);

    // Closes the open profile, then opens `name` (creating it when new; empty: the last one
    // used, else the first in the folder, else "Learner") on `content`.
    Opening open(const QString &name, const content::PackChoice &content);
    Opening open(const QString &name) { return open(name, loadContent(m_options.contentDir)); }
    void close();

    const Options &options() const { return m_options; }
    // The content pack folder the next open() reads (empty: the bundled pack).
    void setContentDir(const QString &contentDir) { m_options.contentDir = contentDir; }
    QString dataDir() const; // resolved
    Clock clock() const { return m_clock; }
    qint64 now() const { return m_clock(); }

    bool isOpen() const { return m_store != nullptr; }
    QString profileName() const { return m_profileName; }
    // Null while no profile is open.
    const content::ContentPack *pack() const { return isOpen() ? &m_content.pack : nullptr; }
    const content::PackChoice &content() const { return m_content; }
    // The shape of the open pack (a teacher's pack given with --content included), or the
    // bundled course's when none is open: what reports and the class view count lessons by.
    content::CourseOutline outline() const;
    const review::ReviewService *service() const { return m_service.get(); }
    const store::Store *store() const { return m_store.get(); }
    // Why an external content pack was refused (empty when none was given or it was used).
    QStringList contentProblems() const;

    // The learner's answers: saved (or taken back) and announced by reviewsChanged().
    std::optional<review::RecordedAnswer> recordAnswer(const review::AnswerInput &answer,
                                                       QString *error);
    bool undoLast(QString *error);

    // The learner's memory model: a change (retention, a fit, back to the defaults) or taking
    // the newest back; every state is recomputed and reviewsChanged() follows. False with *error when no profile is open or it fails
    // (nothing changed then).
    bool changeMemoryModel(const review::MemoryModelChange &change, QString *error);
    bool undoMemoryModelChange(QString *error);

    // The open profile's progress for a teacher, now (its student id is made and kept in the
    // profile the first time); nullopt with *error when none is open or it fails.
    std::optional<report::ProgressFile> progress(QString *error);

    // What the open profile remembers of how its learner studies (the defaults while none is
    // open); read when a profile opens.
    const review::ProfilePreferences &preferences() const { return m_preferences; }
    // Changes one of the learner's choices and saves it in the open profile; announced by
    // preferencesChanged(). With no profile open, or when saving fails (false, *error), the
    // choice still holds until another profile opens.
    bool setChoice(review::ProfilePreferences::Choice which, bool on, QString *error);

    // "en" or "fa": what every type showing the study writes in (the window's session puts
    // the process's translation, digits and font in it); remembered in the open profile.
    QString language() const { return m_language; }
    void setLanguage(const QString &language);
    // The language saved in the open profile ("en", "fa" or empty).
    QString savedLanguage() const { return m_preferences.language; }

    // Announces that time passed (the timer does; tests call it after moving their clock).
    void notifyTimePassed();
    // The moment (by the study's clock) the timer waits for; 0 when no profile is open.
    qint64 nextCheckMs() const { return m_nextCheckMs; }
    // When the counts of this service can change next without an answer: the earliest of the
    // next question's due time, the end of the learner's day and kMaxWaitMs from now.
    static qint64 nextCheckFor(const review::ReviewService &service);

signals:
    // What the learner's memory shows may differ: an answer saved or undone, another profile
    // opened or closed, or time passed.
    void reviewsChanged();
    void preferencesChanged();
    void languageChanged();
    // Another profile opened, or it closed (reviewsChanged() follows).
    void profileChanged();

private:
    void announceReviews();
    // The lab's class parameters for a learner with too little history of their own (the
    // lab files, then the data folder's astrolabe.ini): ReviewService::adoptClassModel.
    void adoptClassModel(const QString &folder);
    // After a model change that succeeded (changed): the preferences and the pages follow.
    bool followModel(bool changed);

    Options m_options;
    Clock m_clock;
    content::PackChoice m_content;
    std::unique_ptr<store::Store> m_store;
    std::unique_ptr<review::ReviewService> m_service;
    QString m_profileName;
    review::ProfilePreferences m_preferences;
    QString m_language = QStringLiteral("en");
    QTimer m_timer;
    qint64 m_nextCheckMs = 0;
};

} // namespace astrolabe
