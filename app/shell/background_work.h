#pragma once

#include <QObject>
#include <QString>

#include <functional>

namespace astrolabe {

// Runs `work` on a thread of its own at low priority (named `name`), then `done` on
// `receiver`'s thread; `done` is dropped when the receiver went first. The application waits
// for the thread before it quits. What the fits of the memory model use.
void runInBackground(QObject *receiver, const QString &name, std::function<void()> work,
                     std::function<void()> done);

} // namespace astrolabe
