#pragma once

#include "study.h"

#include <QList>
#include <QMetaObject>
#include <QPointer>

#include <functional>

namespace astrolabe {

// The study a QML-facing type shows (its required `study` property). While one is set,
// `onReviews` runs whenever what the learner's memory shows may have changed (an answer saved
// or undone, another profile, time passing), `onLanguage`, when given, whenever the interface
// language changes, and `onPreferences`, when given, whenever the learner's preferences do:
// the type is never told to refresh.
class StudyLink
{
public:
    StudyLink(QObject *owner, std::function<void()> onReviews,
              std::function<void()> onLanguage = {}, std::function<void()> onPreferences = {});

    Study *get() const { return m_study; }
    Study *operator->() const { return m_study; }
    explicit operator bool() const { return m_study != nullptr; }
    // Whether a study is set and has a profile open.
    bool isOpen() const { return m_study && m_study->isOpen(); }
    // The study when it has a profile open, else null.
    Study *opened() const { return isOpen() ? m_study.data() : nullptr; }
    // The open profile's content pack, or null.
    const content::ContentPack *pack() const { return m_study ? m_study->pack() : nullptr; }
    // The open profile's content pack, else the bundled one (what a lesson shows before a
    // profile is open).
    const content::ContentPack &packOrBundled() const;
    // The open pack's shape, or the bundled course's (Study::outline()).
    content::CourseOutline outline() const;
    // The set study's language ("en" before one is set).
    QString language() const;

    // Follows `study`, running onLanguage and onPreferences (when given) and onReviews at once;
    // false when it was already the one.
    bool set(Study *study);

private:
    QObject *m_owner;
    std::function<void()> m_onReviews;
    std::function<void()> m_onLanguage;
    std::function<void()> m_onPreferences;
    QPointer<Study> m_study;
    QList<QMetaObject::Connection> m_connections;
};

} // namespace astrolabe
