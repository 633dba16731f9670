#include "validation/publishedruns.h"

#include "csv/csvtext.h"

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
    QFile f(QStringLiteral(":/validation/published_runs.csv"));
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("published runs: the bundled validation set is missing");
        return {};
    }
    return parsePublishedRuns(QString::fromUtf8(f.readAll()), error);
}

} // namespace aip::validation
