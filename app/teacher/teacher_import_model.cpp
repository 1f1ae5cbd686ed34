#include "teacher_import_model.h"

#include <QFileInfo>

namespace astrolabe {

namespace {

QString outcomeKey(report::ImportOutcome outcome)
{
    switch (outcome) {
    case report::ImportOutcome::Added: return QStringLiteral("added");
    case report::ImportOutcome::Replaced: return QStringLiteral("replaced");
    case report::ImportOutcome::Duplicate: return QStringLiteral("duplicate");
    case report::ImportOutcome::Older: return QStringLiteral("older");
    case report::ImportOutcome::Skipped: return QStringLiteral("skipped");
    case report::ImportOutcome::Refused: break;
    }
    return QStringLiteral("refused");
}

QString outcomeText(report::ImportOutcome outcome)
{
    switch (outcome) {
    case report::ImportOutcome::Added:
        //: Outcome of importing one student's progress file: a new student joined the class.
        return TeacherImportModel::tr("Added");
    case report::ImportOutcome::Replaced:
        //: Outcome of importing a progress file: it replaced an older export of the same student.
        return TeacherImportModel::tr("Updated");
    case report::ImportOutcome::Duplicate:
        //: Outcome of importing a progress file that was imported before.
        return TeacherImportModel::tr("Already imported");
    case report::ImportOutcome::Older:
        //: Outcome of importing a progress file older than the one the class has.
        return TeacherImportModel::tr("Older, skipped");
    case report::ImportOutcome::Skipped:
        //: Outcome of a file in an imported folder that is not a progress file: left alone.
        return TeacherImportModel::tr("Skipped");
    case report::ImportOutcome::Refused: break;
    }
    //: Outcome of importing a damaged, changed or foreign file.
    return TeacherImportModel::tr("Refused");
}

} // namespace

TeacherImportModel::TeacherImportModel(QObject *parent) : QAbstractListModel(parent) {}

int TeacherImportModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_results.size());
}

QVariant TeacherImportModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const report::ImportResult &r = m_results.at(index.row());
    switch (role) {
    case FileNameRole: return QFileInfo(r.file).fileName();
    case OutcomeRole: return outcomeKey(r.outcome);
    case OutcomeTextRole: return outcomeText(r.outcome);
    case StudentNameRole: return r.studentName;
    case ReasonRole: return r.reason;
    case MergedRole: return r.merged();
    default: return {};
    }
}

QHash<int, QByteArray> TeacherImportModel::roleNames() const
{
    return {{FileNameRole, "fileName"},   {OutcomeRole, "outcome"},
            {OutcomeTextRole, "outcomeText"}, {StudentNameRole, "studentName"},
            {ReasonRole, "reason"},       {MergedRole, "merged"}};
}

void TeacherImportModel::setResults(const QVector<report::ImportResult> &results)
{
    beginResetModel();
    m_results = results;
    endResetModel();
    emit countChanged();
}

int TeacherImportModel::mergedCount() const
{
    return int(std::count_if(m_results.cbegin(), m_results.cend(),
                             [](const report::ImportResult &r) { return r.merged(); }));
}

} // namespace astrolabe
