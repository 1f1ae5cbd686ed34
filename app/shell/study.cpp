#include "study.h"

#include "report/progress_export.h"
#include "review/due_queue.h"
#include "review/due_rule.h"
#include "security/lab_defaults.h"
#include "store/data_location.h"
#include "store/profile_directory.h"
#include "store/store.h"

#include <QSettings>

#include <algorithm>

namespace astrolabe {

namespace {
const char *const kLastProfileKey = "lastProfile";
const char *const kDefaultProfileName = "Learner";

QString chooseProfile(const QString &requested, const QString &dataDir,
                      const store::ProfileDirectory &profiles)
{
    if (!requested.isEmpty())
        return requested;
    const QSettings settings(store::folderSettingsPath(dataDir), QSettings::IniFormat);
    const QString last = settings.value(QLatin1String(kLastProfileKey)).toString();
    if (!last.isEmpty() && profiles.exists(last))
        return last;
    const auto existing = profiles.list();
    if (!existing.isEmpty())
        return existing.constFirst().name;
    return QString::fromLatin1(kDefaultProfileName);
}
} // namespace

Study::Study(const Options &options, QObject *parent)
    : QObject(parent), m_options(options),
      m_clock(options.clock ? options.clock : systemClock())
{
    m_timer.setSingleShot(true);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &Study::notifyTimePassed);
}

Study::~Study() = default;

content::PackChoice Study::loadContent(const QString &contentDir)
{
    return content::PackLoader::loadExternalOrBundled(contentDir);
}

QString Study::dataDir() const
{
    return store::dataDirectory(m_options.dataDir);
}

Study::Opening Study::open(const QString &name, const content::PackChoice &content)
{
    const bool wasOpen = isOpen();
    m_service.reset();
    m_store.reset();

    Opening opening;
    const QString folder = dataDir();
    const store::ProfileDirectory profiles(folder);
    opening.profileName = chooseProfile(name, folder, profiles);
    opening.profilePath = profiles.pathFor(opening.profileName);
    opening.backupFolder = profiles.backupsFolder();
    store::OpenOptions options = profiles.openOptions(opening.profileName, now());
    options.courseId = content.pack.course().id;
    options.itemIds = content.pack.questionIds();
    m_store = store::Store::open(opening.profilePath, options, &opening.error);
    if (!m_store) {
        // A damaged file with a whole backup: the window offers to restore it.
        opening.recovery = store::recoveryOfferFor(opening.profilePath, opening.backupFolder);
        m_profileName.clear();
        m_content = content::PackChoice();
        if (wasOpen) {
            emit profileChanged();
            announceReviews();
        }
        return opening;
    }
    opening.ok = true;
    m_content = content;
    m_profileName = opening.profileName;
    m_preferences = review::ProfilePreferences::load(m_store->settings());
    m_service = std::make_unique<review::ReviewService>(*m_store, m_clock,
                                                        m_content.pack.questionIds());
    adoptClassModel(folder);
    QSettings(store::folderSettingsPath(folder), QSettings::IniFormat)
        .setValue(QLatin1String(kLastProfileKey), m_profileName);
    emit profileChanged();
    emit preferencesChanged();
    announceReviews();
    return opening;
}

void Study::adoptClassModel(const QString &folder)
{
    QStringList labFiles = security::LabDefaults::searchPaths();
    labFiles << store::folderSettingsPath(folder); // a data folder's own lab settings, last
    const auto weights = security::LabDefaults(labFiles).classWeights();
    QString error;
    if (weights && !m_service->adoptClassModel(*weights, &error) && !error.isEmpty())
        qWarning("The class's memory model was not taken: %s", qPrintable(error));
}

void Study::close()
{
    if (!isOpen())
        return;
    m_service.reset();
    m_store.reset();
    m_profileName.clear();
    m_preferences = review::ProfilePreferences();
    m_content = content::PackChoice();
    emit profileChanged();
    emit preferencesChanged();
    announceReviews();
}

content::CourseOutline Study::outline() const
{
    return isOpen() ? content::CourseOutline::of(m_content.pack)
                    : content::CourseOutline::bundled();
}

QStringList Study::contentProblems() const
{
    QStringList problems;
    for (const auto &problem : m_content.problems)
        problems << problem.toString();
    return problems;
}

std::optional<review::RecordedAnswer> Study::recordAnswer(const review::AnswerInput &answer,
                                                          QString *error)
{
    if (!m_service) {
        *error = tr("No profile is open.");
        return std::nullopt;
    }
    auto recorded = m_service->recordAnswer(answer, error);
    if (recorded)
        announceReviews();
    return recorded;
}

bool Study::changeMemoryModel(const review::MemoryModelChange &change, QString *error)
{
    if (!m_service) {
        *error = tr("No profile is open.");
        return false;
    }
    return followModel(m_service->changeMemoryModel(change, error));
}

bool Study::undoMemoryModelChange(QString *error)
{
    if (!m_service) {
        *error = tr("No profile is open.");
        return false;
    }
    return followModel(m_service->undoMemoryModelChange(error));
}

bool Study::followModel(bool changed)
{
    if (changed) {
        m_preferences.study = m_service->settings();
        announceReviews();
    }
    return changed;
}

bool Study::undoLast(QString *error)
{
    if (!m_service) {
        *error = tr("No profile is open.");
        return false;
    }
    if (!m_service->undoLast(error))
        return false;
    announceReviews();
    return true;
}

std::optional<report::ProgressFile> Study::progress(QString *error)
{
    if (!m_store) {
        *error = tr("No profile is open.");
        return std::nullopt;
    }
    const content::Course &course = m_content.pack.course();
    return report::progressOfProfile(*m_store, course.id, course.version, now(), error);
}

bool Study::setChoice(review::ProfilePreferences::Choice which, bool on, QString *error)
{
    if (m_preferences.choice(which) == on)
        return true;
    m_preferences.setChoice(which, on);
    bool saved = true;
    if (!m_store) {
        *error = tr("No profile is open.");
        saved = false;
    } else {
        const store::SettingWrite row = review::ProfilePreferences::saved(which, on);
        saved = m_store->setSetting(row.key, row.value, error);
    }
    emit preferencesChanged();
    return saved;
}

void Study::setLanguage(const QString &language)
{
    const QString normalized = language == QLatin1String("fa") ? language : QStringLiteral("en");
    if (m_language == normalized)
        return;
    m_language = normalized;
    if (m_store) {
        m_preferences.language = normalized;
        const store::SettingWrite row = review::ProfilePreferences::savedLanguage(normalized);
        QString error; // unsaved, the choice still holds for this run
        if (!m_store->setSetting(row.key, row.value, &error))
            qWarning("The interface language could not be saved: %s", qPrintable(error));
    }
    emit languageChanged();
}

qint64 Study::nextCheckFor(const review::ReviewService &service)
{
    const qint64 at = service.now();
    qint64 next = std::min(at + kMaxWaitMs,
                           review::endOfDayMs(at, service.settings().scheduler.dayOffsetMinutes));
    const qint64 due = review::nextDueAfter(service.itemMemories(), at);
    if (due > 0)
        next = std::min(next, due);
    return next;
}

void Study::notifyTimePassed()
{
    announceReviews();
}

void Study::announceReviews()
{
    emit reviewsChanged();
    if (!m_service) {
        m_timer.stop();
        m_nextCheckMs = 0;
        return;
    }
    m_nextCheckMs = nextCheckFor(*m_service);
    // The clock may be a test's; the wait is the same length on the machine's.
    const qint64 wait = std::clamp<qint64>(m_nextCheckMs - now(), 0, kMaxWaitMs);
    m_timer.start(int(wait));
}

} // namespace astrolabe
