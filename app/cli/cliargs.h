#pragma once
// A small parser for one command's arguments: positionals, boolean flags and options with a value.

#include <QMap>
#include <QSet>
#include <QStringList>

namespace aip::cli {

class CliArgs
{
public:
    // flags: "--json"; options: "--top", "-o" (take a value, also written --top=N).
    CliArgs(const QStringList &args, const QSet<QString> &flags, const QSet<QString> &options);

    bool ok() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }
    const QStringList &positionals() const { return m_positionals; }
    bool flag(const QString &name) const { return m_flags.contains(name); }
    QString option(const QString &name, const QString &fallback = {}) const { return m_options.value(name, fallback); }
    bool hasOption(const QString &name) const { return m_options.contains(name); }

private:
    QStringList m_positionals;
    QSet<QString> m_flags;
    QMap<QString, QString> m_options;
    QString m_error;
};

} // namespace aip::cli
