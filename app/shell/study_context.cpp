#include "study_context.h"

#include "profile_recovery.h"
#include "review/review_service.h"
#include "store/data_location.h"
#include "store/profile_directory.h"
#include "store/store.h"
#include "study_events.h"

#include <QCoreApplication>
#include <QSettings>

namespace astrolabe {

namespace {
StudyContext *g_current = nullptr;
const char *const kLastProfileKey = "lastProfile";
const char *const kDefaultProfileName = "Learner";

// Window settings that belong with the data folder (so a lab's shared folder, or a test's
// temporary one, keeps its own).
QString folderSettingsPath(const QString &dataDir)
{
    return dataDir + QStringLiteral("/astrolabe.ini");
}

QString chooseProfile(const QString &requested, const QString &dataDir,
                      const store::ProfileDirectory &profiles)
{
    if (!requested.isEmpty())
        return requested;
    const QSettings settings(folderSettingsPath(dataDir), QSettings::IniFormat);
    const QString last = settings.value(QLatin1String(kLastProfileKey)).toString();
    if (!last.isEmpty() && profiles.exists(last))
        return last;
    const auto existing = profiles.list();
    if (!existing.isEmpty())
        return existing.constFirst().name;
    return QString::fromLatin1(kDefaultProfileName);
}
} // namespace

StudyContext::~StudyContext()
{
    if (g_current == this)
        g_current = nullptr;
}

content::PackChoice StudyContext::loadContent(const QString &contentDir)
{
    return content::PackLoader::loadExternalOrBundled(contentDir);
}

std::unique_ptr<StudyContext> StudyContext::open(const Options &options, QString *error)
{
    return open(options, loadContent(options.contentDir), error);
}

std::unique_ptr<StudyContext> StudyContext::open(const Options &options,
                                                 const content::PackChoice &content,
                                                 QString *error)
{
    std::unique_ptr<StudyContext> context(new StudyContext);
    const review::Clock clock = options.clock ? options.clock : review::systemClock();

    context->m_pack = content.pack;
    for (const auto &problem : content.problems)
        context->m_contentProblems << problem.toString();

    const QString dataDir = store::dataDirectory(options.dataDir);
    const store::ProfileDirectory profiles(dataDir);
    context->m_profileName = chooseProfile(options.profileName, dataDir, profiles);
    store::OpenOptions open = profiles.openOptions(context->m_profileName, clock());
    open.courseId = context->m_pack.course().id;
    open.itemIds = context->m_pack.questionIds();
    const QString path = profiles.pathFor(context->m_profileName);
    context->m_store = store::Store::open(path, open, error);
    if (!context->m_store) {
        // A damaged file with a whole backup: the window offers to restore it.
        ProfileRecovery::instance()->examine(context->m_profileName, path,
                                             profiles.backupsFolder(), clock);
        return nullptr;
    }
    ProfileRecovery::instance()->clear();
    context->m_service = std::make_unique<review::ReviewService>(*context->m_store, clock,
                                                                 context->m_pack.questionIds());
    // Every saved or undone answer of the open study reaches the models that show it.
    context->m_service->setChangeListener([study = context.get()] {
        if (g_current == study)
            StudyEvents::instance()->notifyChanged();
    });
    QSettings(folderSettingsPath(dataDir), QSettings::IniFormat)
        .setValue(QLatin1String(kLastProfileKey), context->m_profileName);
    return context;
}

StudyContext *StudyContext::current()
{
    return g_current;
}

void StudyContext::setCurrent(StudyContext *context)
{
    if (g_current == context)
        return;
    g_current = context;
    if (QCoreApplication::instance())
        StudyEvents::instance()->notifyChanged();
}

const content::ContentPack *StudyContext::currentPack()
{
    return g_current ? &g_current->pack() : nullptr;
}

content::CourseOutline StudyContext::currentOutline()
{
    return g_current ? content::CourseOutline::of(g_current->pack())
                     : content::CourseOutline::bundled();
}

} // namespace astrolabe
