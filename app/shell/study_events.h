#pragma once

#include <QObject>
#include <QTimer>

namespace astrolabe {

namespace review {
class ReviewService;
}

// Tells the models that show the learner's numbers (the sky, the course map, the statistics)
// when those numbers may have changed, so that every count and star follows at once: one
// signal, changed(), after an answer is saved or undone (the review service's change
// listener), when another profile opens, and as time passes, from one timer that waits for
// the moment the next question becomes due, the end of the learner's day, or at most a
// minute (recall keeps fading). The models observe; nothing calls them to refresh.
class StudyEvents : public QObject
{
    Q_OBJECT

public:
    static constexpr qint64 kMaxWaitMs = 60000;

    // The one instance, a child of the application (so its timer ends with it).
    static StudyEvents *instance();

    // Emits changed() and sets the timer for the next moment that matters. Called when the
    // open study changed (an answer saved or undone, another profile) and by the timer; tests
    // call it after moving their clock.
    void notifyChanged();
    // The moment (by the study's clock) the timer waits for; 0 when no study is open.
    qint64 nextCheckMs() const { return m_nextCheckMs; }

    // When the counts of this service can change next without an answer: the earliest of the
    // next question's due time, the end of the learner's day and kMaxWaitMs from now.
    static qint64 nextCheckFor(const review::ReviewService &service);

signals:
    void changed();

private:
    explicit StudyEvents(QObject *parent);

    QTimer m_timer;
    qint64 m_nextCheckMs = 0;
};

} // namespace astrolabe
