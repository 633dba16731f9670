#include "validation/validationreport.h"

#include <QJsonArray>

#include <cmath>

namespace aip::validation {

const RegimeStats *ValidationReport::regime(const QString &name) const
{
    for (const RegimeStats &r : regimes) {
        if (r.regime == name)
            return &r;
    }
    return nullptr;
}

int ValidationReport::validationRows() const
{
    int n = 0;
    for (const RunPrediction &r : rows)
        n += r.split != QLatin1String("calibration");
    return n;
}

QList<RegimeStats> regimeStats(const QList<RunPrediction> &rows)
{
    QStringList order;
    for (const RunPrediction &r : rows) {
        if (!order.contains(r.regime))
            order << r.regime;
    }
    QList<RegimeStats> out;
    for (const QString &name : order) {
        bool anyValidation = false;
        for (const RunPrediction &r : rows)
            anyValidation |= r.regime == name && r.split != QLatin1String("calibration");
        RegimeStats s;
        s.regime = name;
        s.calibrationOnly = !anyValidation;
        double sumAbs = 0, sum = 0;
        for (const RunPrediction &r : rows) {
            if (r.regime != name || (anyValidation && r.split == QLatin1String("calibration")))
                continue;
            if (!r.ok) {
                ++s.withoutPrediction;
                continue;
            }
            ++s.rows;
            sumAbs += std::abs(r.errorPct);
            sum += r.errorPct;
            s.maxAbsErrorPct = std::max(s.maxAbsErrorPct, std::abs(r.errorPct));
        }
        if (s.rows > 0) {
            s.meanAbsErrorPct = sumAbs / s.rows;
            s.meanErrorPct = sum / s.rows;
        }
        out << s;
    }
    return out;
}

ValidationReport runValidation(const QList<PublishedRun> &runs, const PartCatalog &catalog)
{
    ValidationReport report;
    report.rows.reserve(runs.size());
    for (const PublishedRun &run : runs)
        report.rows << predictRun(run, catalog);
    report.regimes = regimeStats(report.rows);
    return report;
}

const ValidationReport &validationReport(const PartCatalog &catalog)
{
    // Function-local static: computed by the first caller, thread-safe, then read-only.
    static const ValidationReport report = [&catalog] {
        QString error;
        const QList<PublishedRun> runs = bundledPublishedRuns(&error);
        ValidationReport r = runValidation(runs, catalog);
        r.error = error;
        return r;
    }();
    return report;
}

QJsonObject toJson(const ValidationReport &report, const QString &regime)
{
    QJsonArray rows;
    for (const RunPrediction &r : report.rows) {
        if (!regime.isEmpty() && r.regime != regime)
            continue;
        QJsonObject o{{QStringLiteral("id"), r.id},        {QStringLiteral("regime"), r.regime},
                      {QStringLiteral("split"), r.split},  {QStringLiteral("metric"), r.metric},
                      {QStringLiteral("unit"), r.unit},    {QStringLiteral("measured"), r.measured},
                      {QStringLiteral("source"), r.source}};
        if (r.ok) {
            o.insert(QStringLiteral("predicted"), r.predicted);
            o.insert(QStringLiteral("error_pct"), r.errorPct);
            o.insert(QStringLiteral("fits"), r.fits);
        } else {
            o.insert(QStringLiteral("predicted"), QJsonValue::Null);
            o.insert(QStringLiteral("error_pct"), QJsonValue::Null);
            o.insert(QStringLiteral("error"), r.error);
        }
        rows.append(o);
    }
    QJsonArray regimes;
    for (const RegimeStats &s : report.regimes) {
        if (!regime.isEmpty() && s.regime != regime)
            continue;
        regimes.append(QJsonObject{{QStringLiteral("regime"), s.regime},
                                   {QStringLiteral("rows"), s.rows},
                                   {QStringLiteral("mean_abs_error_pct"), s.meanAbsErrorPct},
                                   {QStringLiteral("max_abs_error_pct"), s.maxAbsErrorPct},
                                   {QStringLiteral("mean_error_pct"), s.meanErrorPct},
                                   {QStringLiteral("without_prediction"), s.withoutPrediction},
                                   {QStringLiteral("calibration_only"), s.calibrationOnly}});
    }
    QJsonObject o{{QStringLiteral("rows"), rows}, {QStringLiteral("regimes"), regimes}};
    if (!report.error.isEmpty())
        o.insert(QStringLiteral("error"), report.error);
    return o;
}

} // namespace aip::validation
