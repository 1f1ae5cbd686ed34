#include "store/recovery_offer.h"

#include "store/backups.h"
#include "store/file_check.h"

#include <QFileInfo>
#include <QRegularExpression>

namespace astrolabe::store {

RecoveryOffer recoveryOfferFor(const QString &profilePath, const QString &backupFolder)
{
    RecoveryOffer offer;
    const QFileInfo info(profilePath);
    if (!info.exists())
        return offer;
    const FileCheck check = checkFile(profilePath);
    if (check.healthy)
        return offer; // it opens elsewhere (locked) or is newer: nothing to restore
    offer.damaged = true;
    offer.problem = check.problem;
    offer.backupPath = Backups(backupFolder, info.completeBaseName()).newestHealthy();
    if (offer.backupPath.isEmpty())
        return offer;
    static const QRegularExpression day(QStringLiteral("(\\d{4}-\\d{2}-\\d{2})\\.sqlite$"));
    const QRegularExpressionMatch match = day.match(offer.backupPath);
    if (match.hasMatch())
        offer.backupDay = QDate::fromString(match.captured(1), Qt::ISODate);
    offer.backupReviews = checkFile(offer.backupPath, CheckDepth::Summary).reviewCount;
    return offer;
}

} // namespace astrolabe::store
