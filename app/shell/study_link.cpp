#include "study_link.h"

namespace astrolabe {

StudyLink::StudyLink(QObject *owner, std::function<void()> onReviews,
                     std::function<void()> onLanguage, std::function<void()> onPreferences)
    : m_owner(owner), m_onReviews(std::move(onReviews)), m_onLanguage(std::move(onLanguage)),
      m_onPreferences(std::move(onPreferences))
{
}

QString StudyLink::language() const
{
    return m_study ? m_study->language() : QStringLiteral("en");
}

const content::ContentPack &StudyLink::packOrBundled() const
{
    const content::ContentPack *open = pack();
    return open ? *open : content::PackLoader::bundled();
}

content::CourseOutline StudyLink::outline() const
{
    return m_study ? m_study->outline() : content::CourseOutline::bundled();
}

bool StudyLink::set(Study *study)
{
    if (m_study == study)
        return false;
    for (const QMetaObject::Connection &connection : std::as_const(m_connections))
        QObject::disconnect(connection);
    m_connections.clear();
    m_study = study;
    if (study) {
        m_connections << QObject::connect(study, &Study::reviewsChanged, m_owner,
                                          [this] { m_onReviews(); });
        if (m_onLanguage)
            m_connections << QObject::connect(study, &Study::languageChanged, m_owner,
                                              [this] { m_onLanguage(); });
        if (m_onPreferences)
            m_connections << QObject::connect(study, &Study::preferencesChanged, m_owner,
                                              [this] { m_onPreferences(); });
    }
    if (m_onLanguage)
        m_onLanguage();
    if (m_onPreferences)
        m_onPreferences();
    m_onReviews();
    return true;
}

} // namespace astrolabe
