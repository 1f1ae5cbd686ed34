#pragma once

#include <QDate>
#include <QString>

namespace astrolabe::store {

// What the window can offer when a profile file does not open: whether the file is damaged
// (rather than locked by another window or written by a newer Astrolabe) and, if so, the newest
// backup that is whole. Looking writes nothing. Restoring is repairProfile(), which keeps the
// damaged file aside.
struct RecoveryOffer
{
    bool damaged = false;   // the file exists and is not a healthy profile
    QString problem;        // what is wrong with it, one phrase
    QString backupPath;     // the newest healthy backup; empty: nothing to offer
    QDate backupDay;        // the day it was written
    qint64 backupReviews = -1;

    bool available() const { return damaged && !backupPath.isEmpty(); }
};

RecoveryOffer recoveryOfferFor(const QString &profilePath, const QString &backupFolder);

} // namespace astrolabe::store
