#include "perf/nccltestsparser.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

#include <cmath>

namespace aip::charts {

namespace {
// mpirun's "[1,0]<stdout>:" and similar launcher prefixes.
QString stripLauncherPrefix(const QString &line)
{
    static const QRegularExpression prefix(QStringLiteral("^\\s*\\[[0-9,]+\\]<std(out|err)>:"));
    QString s = line;
    s.remove(prefix);
    return s;
}

QString collectiveFromText(const QString &text)
{
    static const QRegularExpression binary(
        QStringLiteral("\\b(all_reduce|all_gather|reduce_scatter|alltoall|sendrecv|broadcast|reduce)_perf"));
    const QRegularExpressionMatch m = binary.match(text);
    if (!m.hasMatch())
        return {};
    const QString name = m.captured(1);
    return name == QLatin1String("alltoall") ? QStringLiteral("all_to_all") : name;
}
} // namespace

NcclTestsRun parseNcclTests(const QString &text)
{
    NcclTestsRun run;
    run.collective = collectiveFromText(text);
    QStringList header;
    int rankLines = 0; // "#  Rank  3 Group  0 Pid ..." lines: one per GPU of the run
    int gpusPerProcess = 0;
    const QStringList lines = text.split(QRegularExpression(QStringLiteral("\\r?\\n")));
    static const QRegularExpression space(QStringLiteral("\\s+"));
    static const QRegularExpression nGpus(QStringLiteral("\\bnGpus\\s+(\\d+)"));
    static const QRegularExpression avg(QStringLiteral("Avg bus bandwidth\\s*:\\s*([0-9.eE+-]+)"));
    for (const QString &raw : lines) {
        const QString line = stripLauncherPrefix(raw).trimmed();
        if (line.startsWith(QLatin1Char('#'))) {
            const QString body = line.mid(1).trimmed();
            const QStringList tokens = body.split(space, Qt::SkipEmptyParts);
            if (tokens.contains(QLatin1String("size")) && tokens.contains(QLatin1String("busbw")))
                header = tokens;
            if (tokens.value(0) == QLatin1String("Rank"))
                ++rankLines;
            const QRegularExpressionMatch a = avg.match(body);
            if (a.hasMatch())
                run.averageBusbwGBs = a.captured(1).toDouble();
            const QRegularExpressionMatch g = nGpus.match(body);
            if (g.hasMatch() && body.contains(QLatin1String("nThread")))
                gpusPerProcess = std::max(gpusPerProcess, g.captured(1).toInt());
            continue;
        }
        if (header.isEmpty() || line.isEmpty())
            continue;
        const QStringList fields = line.split(space, Qt::SkipEmptyParts);
        if (fields.size() < header.size() - 1)
            continue; // NCCL INFO lines and other chatter
        bool isNumber = false;
        const double bytes = fields.first().toDouble(&isNumber);
        if (!isNumber)
            continue;
        // Header tokens and row fields line up one to one ("#wrong" is a token of its own).
        auto value = [&](const QString &name, int occurrence) {
            int seen = 0;
            for (int i = 0; i < header.size(); ++i) {
                if (header.at(i) == name && seen++ == occurrence)
                    return fields.value(i).toDouble();
            }
            return 0.0;
        };
        NcclTestsRow row;
        row.bytes = bytes;
        row.outOfPlaceTimeUs = value(QStringLiteral("time"), 0);
        row.outOfPlaceAlgbwGBs = value(QStringLiteral("algbw"), 0);
        row.outOfPlaceBusbwGBs = value(QStringLiteral("busbw"), 0);
        row.inPlaceBusbwGBs = value(QStringLiteral("busbw"), 1);
        // A size (0 is a real nccl-tests row) and every figure must be a finite, non-negative number ("inf", "-1" and
        // "nan" parse as numbers); anything else is not a row of the table (found by fuzzing: a "-1" line was taken as
        // a row).
        const auto sane = [](double v) { return std::isfinite(v) && v >= 0; };
        if (!sane(bytes) || !sane(row.outOfPlaceTimeUs) || !sane(row.outOfPlaceAlgbwGBs)
            || !sane(row.outOfPlaceBusbwGBs) || !sane(row.inPlaceBusbwGBs))
            continue;
        run.rows.append(row);
    }
    run.ranks = rankLines > 0 ? rankLines : gpusPerProcess;
    if (run.rows.isEmpty())
        run.error = header.isEmpty()
            ? QCoreApplication::translate("NcclTests",
                                          "No nccl-tests table found: paste the output including the"
                                          " header line \"# size count type ... busbw\"")
            : QCoreApplication::translate("NcclTests", "The nccl-tests table has no data rows");
    return run;
}

} // namespace aip::charts
