#include "report/name_list.h"

#include "report/csv_rows.h"
#include "report/roster_check.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QStringDecoder>

namespace astrolabe::report {

namespace {

constexpr qint64 kLargestFile = 1024 * 1024;

enum class Head { None, Name, First, Last };

// What a column head says the column holds, compared as folded names.
Head headOf(const QString &cell)
{
    static const QHash<QString, Head> heads = [] {
        QHash<QString, Head> byFolded;
        const auto add = [&byFolded](Head head, std::initializer_list<const char16_t *> texts) {
            for (const char16_t *text : texts)
                byFolded.insert(foldedStudentName(QString::fromUtf16(text)), head);
        };
        add(Head::Name, {u"name", u"names", u"student", u"student name", u"students",
                         u"full name", u"pupil", u"learner", u"نام و نام خانوادگی",
                         u"نام دانش آموز", u"دانش آموز", u"اسم", u"نام کامل"});
        add(Head::First, {u"first name", u"firstname", u"given name", u"first", u"forename",
                          u"نام"});
        add(Head::Last, {u"last name", u"lastname", u"surname", u"family name", u"last",
                         u"نام خانوادگی", u"فامیلی"});
        return byFolded;
    }();
    return heads.value(foldedStudentName(cell), Head::None);
}

} // namespace

QStringList namesFromLines(const QString &text)
{
    QStringList names;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        const QString name = line.simplified();
        if (!foldedStudentName(name).isEmpty())
            names << name;
    }
    return names;
}

NameList parseNameList(const QByteArray &bytes, const QString &fileName)
{
    NameList list;
    QStringDecoder decoder(QStringDecoder::Utf8);
    QString text = decoder.decode(bytes);
    if (decoder.hasError() || bytes.contains('\0')) {
        //: A roster file that is not UTF-8 text; %1 is its name.
        list.error = QCoreApplication::translate(
                         "astrolabe::report",
                         "%1 is not a text file in UTF-8: save the list as “CSV UTF-8” or as "
                         "plain text, and choose it again.")
                         .arg(fileName);
        return list;
    }
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    const QString start = text.trimmed().left(1);
    if (start == QLatin1String("{") || start == QLatin1String("[")) {
        //: A roster file that holds JSON (e.g. a progress file chosen by mistake).
        list.error = QCoreApplication::translate(
                         "astrolabe::report",
                         "%1 is not a list of names: it looks like a progress file or other "
                         "data.")
                         .arg(fileName);
        return list;
    }
    const QVector<QStringList> rows = csvRows(text, csvDelimiter(text));
    int nameColumn = 0;
    int firstColumn = -1;
    int lastColumn = -1;
    int from = 0;
    if (!rows.isEmpty()) {
        int headed = -1;
        for (int c = 0; c < rows.first().size(); ++c) {
            switch (headOf(rows.first().at(c))) {
            case Head::Name: headed = headed < 0 ? c : headed; break;
            case Head::First: firstColumn = firstColumn < 0 ? c : firstColumn; break;
            case Head::Last: lastColumn = lastColumn < 0 ? c : lastColumn; break;
            case Head::None: break;
            }
        }
        if (firstColumn >= 0 && lastColumn >= 0) {
            from = 1;
        } else {
            firstColumn = lastColumn = -1;
            if (headed >= 0) {
                nameColumn = headed;
                from = 1;
            }
        }
    }
    for (int r = from; r < rows.size(); ++r) {
        const QStringList &row = rows.at(r);
        const QString name = firstColumn >= 0
            ? (row.value(firstColumn) + QLatin1Char(' ') + row.value(lastColumn)).simplified()
            : row.value(nameColumn).simplified();
        if (!foldedStudentName(name).isEmpty())
            list.names << name;
    }
    if (list.names.isEmpty())
        //: A roster file without a single name; %1 is its name.
        list.error =
            QCoreApplication::translate("astrolabe::report", "%1 holds no names.").arg(fileName);
    return list;
}

NameList readNameList(const QString &path)
{
    const QString fileName = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        //: A roster file that cannot be opened; %1 is its name.
        return {{},
                QCoreApplication::translate("astrolabe::report", "The file %1 could not be read (%2).")
                    .arg(fileName, file.errorString())};
    }
    if (file.size() > kLargestFile)
        //: A roster file over 1 MB; %1 is its name.
        return {{},
                QCoreApplication::translate(
                    "astrolabe::report",
                    "%1 is too large for a list of names (more than 1 MB).")
                    .arg(fileName)};
    return parseNameList(file.readAll(), fileName);
}

} // namespace astrolabe::report
