#pragma once

#include "attention/cost_timing.h"
#include "figure_data.h"

#include <QObject>
#include <QPointer>
#include <QQmlEngine>
#include <QThread>
#include <QVariantList>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

namespace astrolabe {

// The cost chapter's live figure: times one self-attention pass of the attention core on this
// computer for each length of a "cost-timing" figure (n = 256 ... 8192), one after another on a
// worker thread while the learner watches, and fits t = c n^2 through the points. Nothing runs
// until start(). cancel() and a new figure return at once: the pass in progress (it cannot be
// cut) finishes on its thread and its result is dropped. Destruction waits for it.
class CostTimer : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(astrolabe::FigureData *figure READ figure WRITE setFigure NOTIFY figureChanged)
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(QVariantList lengths READ lengths NOTIFY figureChanged)
    // Each measured length: {length, milliseconds, fitted (c n^2 at that length), text}.
    Q_PROPERTY(QVariantList points READ points NOTIFY pointsChanged)
    Q_PROPERTY(double fitCoefficient READ fitCoefficient NOTIFY pointsChanged)
    // "n = 2,048: 43 ms" while running; the fit and the doubling ratio when done.
    Q_PROPERTY(QString statusText READ statusText NOTIFY pointsChanged)

public:
    // How a pass is timed: returns nanoseconds on a monotonic clock. Tests inject their own.
    using Clock = std::function<qint64()>;

    explicit CostTimer(QObject *parent = nullptr);
    ~CostTimer() override;

    FigureData *figure() const { return m_figure; }
    void setFigure(FigureData *figure);
    QString language() const { return m_language; }
    void setLanguage(const QString &language);
    bool running() const { return m_worker != nullptr; }
    QVariantList lengths() const;
    QVariantList points() const;
    double fitCoefficient() const;
    QString statusText() const;

    void setClock(Clock clock) { m_clock = std::move(clock); }

    Q_INVOKABLE void start();
    Q_INVOKABLE void cancel();

signals:
    void figureChanged();
    void languageChanged();
    void runningChanged();
    void pointsChanged();
    void finished();

private:
    std::vector<int> lengthList() const;
    int width() const;
    void measured(int generation, int length, double milliseconds);
    void workerDone(int generation);
    void stop();
    void retire(QThread *worker);

    QPointer<FigureData> m_figure;
    QString m_language = QStringLiteral("en");
    Clock m_clock;
    std::vector<attention::TimedLength> m_points;
    int m_generation = 0;
    std::shared_ptr<std::atomic<bool>> m_cancelled; // the running pass's, set to stop it
    QThread *m_worker = nullptr;
    QList<QThread *> m_retired; // cancelled runs still finishing their pass
};

} // namespace astrolabe
