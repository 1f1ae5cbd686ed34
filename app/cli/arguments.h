#pragma once

#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace astrolabe::cli {

// Reads a subcommand's arguments: "--name value" options, "--name" switches and positional
// words. Anything not declared is an error; the first error is kept as one clear sentence.
// A negative number ("-0.5") is a positional word, not an option.
class Arguments
{
public:
    Arguments(const QStringList &args, const QSet<QString> &valueOptions,
              const QSet<QString> &switches = {});

    bool ok() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }

    bool has(const QString &name) const;
    std::optional<QString> value(const QString &name) const;
    QStringList positional() const { return m_positional; }

    // Parses an option's value as a number; on failure records an error naming the option.
    std::optional<double> number(const QString &name);
    std::optional<long long> integer(const QString &name);

    void fail(const QString &sentence);

private:
    QStringList m_positional;
    QStringList m_switches;
    QList<QPair<QString, QString>> m_values;
    QString m_error;
};

} // namespace astrolabe::cli
