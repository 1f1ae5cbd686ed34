#include "cost_timer.h"

#include "figure_data.h"
#include "figure_format.h"

#include <QElapsedTimer>
#include <QMetaObject>

#include <cmath>

namespace astrolabe {

CostTimer::CostTimer(QObject *parent) : QObject(parent)
{
    m_clock = [] {
        static QElapsedTimer timer;
        if (!timer.isValid())
            timer.start();
        return timer.nsecsElapsed();
    };
}

CostTimer::~CostTimer()
{
    stop();
    for (QThread *worker : std::as_const(m_retired)) {
        worker->wait();
        delete worker;
    }
}

void CostTimer::setFigure(FigureData *figure)
{
    if (m_figure == figure)
        return;
    stop();
    m_figure = figure;
    m_points.clear();
    emit figureChanged();
    emit pointsChanged();
}

void CostTimer::setLanguage(const QString &language)
{
    if (m_language == language)
        return;
    m_language = language;
    emit languageChanged();
    emit pointsChanged();
}

std::vector<int> CostTimer::lengthList() const
{
    std::vector<int> list;
    if (m_figure && m_figure->kind() == QLatin1String("cost-timing"))
        for (double n : m_figure->spec().vector(QStringLiteral("lengths")))
            list.push_back(static_cast<int>(n));
    return list;
}

int CostTimer::width() const
{
    return m_figure ? static_cast<int>(m_figure->spec().number(QStringLiteral("width"))) : 0;
}

QVariantList CostTimer::lengths() const
{
    QVariantList list;
    for (int n : lengthList())
        list << n;
    return list;
}

double CostTimer::fitCoefficient() const
{
    return attention::squareLawFit(m_points);
}

QVariantList CostTimer::points() const
{
    const QLocale locale = figure_format::locale(m_language);
    const double c = fitCoefficient();
    QVariantList list;
    for (const attention::TimedLength &p : m_points) {
        //: One timed length of the cost figure: "n = 2,048: 43 ms".
        const QString text = tr("n = %1: %2 ms")
                                 .arg(figure_format::count(static_cast<std::uint64_t>(p.length), locale),
                                      locale.toString(p.milliseconds, 'f', p.milliseconds < 10 ? 1 : 0));
        list << QVariantMap{{QStringLiteral("length"), p.length},
                            {QStringLiteral("milliseconds"), p.milliseconds},
                            {QStringLiteral("fitted"), c * p.length * p.length},
                            {QStringLiteral("text"), text}};
    }
    return list;
}

QString CostTimer::statusText() const
{
    const QLocale locale = figure_format::locale(m_language);
    const std::vector<int> lengths = lengthList();
    if (running() && m_points.size() < lengths.size()) // the length being timed now
        //: While the cost figure times the attention core at one length.
        return tr("Timing n = %1 …")
            .arg(figure_format::count(static_cast<std::uint64_t>(lengths.at(m_points.size())),
                                      locale));
    if (m_points.size() < 2)
        return m_points.empty() ? tr("Not timed yet.") : QString();
    const attention::TimedLength &last = m_points.back();
    const attention::TimedLength &before = m_points.at(m_points.size() - 2);
    const double lengthRatio = static_cast<double>(last.length) / before.length;
    const double timeRatio = before.milliseconds > 0 ? last.milliseconds / before.milliseconds : 0;
    //: After the cost figure's timing. %1, %2: lengths; %3: measured ratio of the times;
    //: %4: the ratio n^2 predicts.
    return tr("From n = %1 to n = %2 the time grew %3 times; the square law predicts %4.")
        .arg(figure_format::count(static_cast<std::uint64_t>(before.length), locale),
             figure_format::count(static_cast<std::uint64_t>(last.length), locale),
             locale.toString(timeRatio, 'f', 1),
             locale.toString(lengthRatio * lengthRatio, 'f', 0));
}

void CostTimer::start()
{
    const std::vector<int> lengths = lengthList();
    if (running() || lengths.empty())
        return;
    m_points.clear();
    m_cancelled = std::make_shared<std::atomic<bool>>(false);
    const int generation = ++m_generation;
    const int d = width();
    const Clock clock = m_clock;
    m_worker = QThread::create([this, lengths, d, clock, generation, cancelled = m_cancelled] {
        for (int n : lengths) {
            if (*cancelled)
                break;
            const qint64 begin = clock();
            volatile double sink = attention::selfAttentionPass(n, d, 2026);
            (void)sink;
            const double milliseconds = static_cast<double>(clock() - begin) / 1e6;
            QMetaObject::invokeMethod(this, [this, generation, n, milliseconds] {
                measured(generation, n, milliseconds);
            }, Qt::QueuedConnection);
        }
        QMetaObject::invokeMethod(this, [this, generation] { workerDone(generation); },
                                  Qt::QueuedConnection);
    });
    m_worker->start(QThread::LowPriority);
    emit runningChanged();
    emit pointsChanged();
}

void CostTimer::measured(int generation, int length, double milliseconds)
{
    if (generation != m_generation)
        return;
    m_points.push_back({length, milliseconds});
    emit pointsChanged();
}

void CostTimer::workerDone(int generation)
{
    if (generation != m_generation || !m_worker)
        return;
    m_worker->wait();
    delete m_worker;
    m_worker = nullptr;
    emit runningChanged();
    emit pointsChanged();
    emit finished();
}

void CostTimer::cancel()
{
    if (!running())
        return;
    stop();
    emit runningChanged();
    emit pointsChanged();
}

void CostTimer::stop()
{
    if (!m_worker)
        return;
    *m_cancelled = true;
    ++m_generation; // results still queued from this run are dropped
    retire(m_worker);
    m_worker = nullptr;
}

void CostTimer::retire(QThread *worker)
{
    m_retired << worker;
    connect(worker, &QThread::finished, this, [this, worker] {
        if (!m_retired.removeOne(worker))
            return;
        worker->wait();
        delete worker;
    });
    if (worker->isFinished() && m_retired.removeOne(worker)) {
        worker->wait();
        delete worker;
    }
}

} // namespace astrolabe
