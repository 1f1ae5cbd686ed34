#include "background_work.h"

#include <QCoreApplication>
#include <QThread>

namespace astrolabe {

void runInBackground(QObject *receiver, const QString &name, std::function<void()> work,
                     std::function<void()> done)
{
    QThread *worker = QThread::create(std::move(work));
    worker->setObjectName(name);
    // The thread goes when it ends, even when the receiver went first.
    QObject::connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    QObject::connect(worker, &QThread::finished, receiver, std::move(done));
    if (QCoreApplication *app = QCoreApplication::instance())
        QObject::connect(app, &QCoreApplication::aboutToQuit, worker,
                         [worker] { worker->wait(); });
    worker->start(QThread::LowPriority);
}

} // namespace astrolabe
