#include "validation/publishedruns.h"

#include "csv/csvtext.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

namespace aip::validation {

std::optional<double> PublishedRun::number(const char *column) const
{
    static const QRegularExpression re(QStringLiteral("^\\s*([0-9]+(?:\\.[0-9]*)?(?:[eE][+-]?[0-9]+)?)"));
    const QRegularExpressionMatch m = re.match(fields.value(QLatin1String(column)));
    if (!m.hasMatch())
        return std::nullopt;
    bool ok = false;
    const double v = m.captured(1).toDouble(&ok);
    return ok ? std::optional<double>(v) : std::nullopt;
}

QList<PublishedRun> parsePublishedRuns(const QString &csv, QString *error)
{
    const QList<QStringList> records = aip::csv::parseRecords(csv);
    if (records.isEmpty() || !records.first().contains(QStringLiteral("id"))) {
        if (error)
            *error = QStringLiteral("published runs: no header line with an 'id' column");
        return {};
    }
    const QStringList header = records.first();
    QList<PublishedRun> runs;
    for (qsizetype i = 1; i < records.size(); ++i) {
        PublishedRun run;
        for (qsizetype c = 0; c < header.size() && c < records[i].size(); ++c)
            run.fields.insert(header[c].trimmed(), records[i][c]);
        if (!run.id().isEmpty())
            runs << run;
    }
    return runs;
}

QList<PublishedRun> bundledPublishedRuns(QString *error)
{
    // Every bundled file (published_runs.csv first, then the other regimes' files by name); each has its own
    // header, so a regime adds the columns it needs without widening the others.
    QStringList names
        = QDir(QStringLiteral(":/validation")).entryList({QStringLiteral("*.csv")}, QDir::Files, QDir::Name);
    names.removeAll(QStringLiteral("published_runs.csv"));
    names.prepend(QStringLiteral("published_runs.csv"));
    QList<PublishedRun> runs;
    for (const QString &name : names) {
        QFile f(QStringLiteral(":/validation/") + name);
        if (!f.open(QIODevice::ReadOnly)) {
            if (error)
                *error = QStringLiteral("published runs: the bundled validation file %1 is missing").arg(name);
            return {};
        }
        QString fileError;
        const QList<PublishedRun> part = parsePublishedRuns(QString::fromUtf8(f.readAll()), &fileError);
        if (!fileError.isEmpty()) {
            if (error)
                *error = QStringLiteral("%1: %2").arg(name, fileError);
            return {};
        }
        runs += part;
    }
    return runs;
}

} // namespace aip::validation
