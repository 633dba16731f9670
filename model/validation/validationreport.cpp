#include "validation/validationreport.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QIODevice>
#include <QJsonArray>
#include <QMutex>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <memory>
#include <string>
#include <unordered_map>

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

namespace {

const char *const kLowerIsBetter[] = {"time_per_iteration", "gpu_hours", "latency_ms", "ttft_ms", "peak_memory_gib"};
const char *const kHigherIsBetter[] = {"throughput",
                                       "tokens_per_s_per_gpu",
                                       "output_tokens_per_s_per_gpu",
                                       "achieved_tflops_per_gpu",
                                       "model_tflops_per_gpu",
                                       "tokens_per_s",
                                       "samples_per_s",
                                       "allreduce_busbw"};

bool listed(const QString &metric, const char *const *begin, const char *const *end)
{
    return std::any_of(begin, end, [&](const char *m) { return metric == QLatin1String(m); });
}

} // namespace

bool lowerIsBetter(const QString &metric)
{
    return listed(metric, std::begin(kLowerIsBetter), std::end(kLowerIsBetter));
}

bool metricDirectionKnown(const QString &metric)
{
    return lowerIsBetter(metric) || listed(metric, std::begin(kHigherIsBetter), std::end(kHigherIsBetter));
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
        double sumAbs = 0, sum = 0, optimism = 0, defaultsAbs = 0, defaultsOptimism = 0;
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
            optimism += lowerIsBetter(r.metric) ? -r.errorPct : r.errorPct;
            s.maxAbsErrorPct = std::max(s.maxAbsErrorPct, std::abs(r.errorPct));
            s.softwareRows += r.softwareOptions;
            defaultsAbs += std::abs(r.errorAtDefaultsPct);
            defaultsOptimism += lowerIsBetter(r.metric) ? -r.errorAtDefaultsPct : r.errorAtDefaultsPct;
            s.defaultsMaxAbsErrorPct = std::max(s.defaultsMaxAbsErrorPct, std::abs(r.errorAtDefaultsPct));
        }
        if (s.rows > 0) {
            s.meanAbsErrorPct = sumAbs / s.rows;
            s.meanErrorPct = sum / s.rows;
            s.meanOptimismPct = optimism / s.rows;
            s.defaultsMeanAbsErrorPct = defaultsAbs / s.rows;
            s.defaultsMeanOptimismPct = defaultsOptimism / s.rows;
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

namespace {

// Every field of a part, in a fixed order (the digest's input). A field added to Part belongs here too, or an edit
// of it would not reach the report.
void writePart(QDataStream &out, const Part &p)
{
    out << p.sku << int(p.category) << p.vendor << p.model << p.estimated;
    const GpuSpec &g = p.gpu;
    out << g.fp64Tflops << g.fp32Tflops << g.tf32Tflops << g.fp16Tflops << g.bf16Tflops << g.fp8Tflops << g.memoryGB
        << g.memoryBandwidthGBs << g.nvlinkGBs << g.pcieGen << g.pcieLanes << int(g.formFactor) << g.baseboard
        << g.slotWidth << g.tdpW;
    const CpuSpec &c = p.cpu;
    out << c.socket << c.cores << c.threads << c.baseGHz << c.boostGHz << c.memoryChannels << c.pcieLanes << c.pcieGen
        << c.tdpW;
    out << p.memory.type << p.memory.sizeGB << p.memory.speedMTs << p.memory.powerW;
    const StorageSpec &st = p.storage;
    out << st.interface << st.formFactor << st.capacityTB << st.seqReadMBs << st.seqWriteMBs << st.randReadIops
        << st.powerW;
    const NicSpec &n = p.nic;
    out << n.protocol << n.portGbps << n.ports << n.pcieGen << n.pcieLanes << n.powerW;
    const SwitchSpec &w = p.sw;
    out << w.protocol << w.ports << w.portGbps << w.inNetworkReduction << w.powerW << w.rackUnits;
    const ChassisSpec &ch = p.chassis;
    out << ch.completeSystem << ch.gpuSlots << int(ch.gpuSlotKind) << ch.baseboard << ch.nvswitchGBs << ch.cpuSockets
        << ch.cpuSocket << ch.dimmSlots << ch.driveBays << ch.pcieSlots << ch.psuWatts << ch.psuCount << ch.psuRedundant
        << ch.rackUnits << ch.basePowerW;
    for (const BuiltInPart &b : ch.builtIn)
        out << b.sku << b.qty;
    out << p.psu.watts;
}

struct ReportCache {
    QMutex mutex;
    // unique_ptr: the reports stay where they are when the hash grows (callers hold references).
    std::unordered_map<std::string, std::unique_ptr<const ValidationReport>> reports;
};

ReportCache &reportCache()
{
    static ReportCache cache;
    return cache;
}

} // namespace

QByteArray publishedHardwareDigest(const PartCatalog &catalog)
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    QStringList pending = publishedSystemSkus(), seen;
    while (!pending.isEmpty()) {
        const QString sku = pending.takeFirst();
        if (seen.contains(sku))
            continue;
        seen << sku;
        const Part *part = catalog.find(sku);
        out << sku << bool(part);
        if (!part)
            continue;
        writePart(out, *part);
        for (const BuiltInPart &b : part->chassis.builtIn)
            pending << b.sku;
    }
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
}

const ValidationReport *cachedValidationReport(const PartCatalog &catalog)
{
    const std::string key = publishedHardwareDigest(catalog).toStdString();
    ReportCache &cache = reportCache();
    const QMutexLocker lock(&cache.mutex);
    const auto it = cache.reports.find(key);
    return it == cache.reports.end() ? nullptr : it->second.get();
}

const ValidationReport &validationReport(const PartCatalog &catalog)
{
    const std::string key = publishedHardwareDigest(catalog).toStdString();
    ReportCache &cache = reportCache();
    {
        const QMutexLocker lock(&cache.mutex);
        if (const auto it = cache.reports.find(key); it != cache.reports.end())
            return *it->second;
    }
    // Computed outside the lock (other contents stay readable meanwhile); when two threads compute the same
    // content, the first stored wins and the other's copy is dropped.
    QString error;
    const QList<PublishedRun> runs = bundledPublishedRuns(&error);
    auto report = std::make_unique<ValidationReport>(runValidation(runs, catalog));
    report->error = error;
    const QMutexLocker lock(&cache.mutex);
    const auto [it, inserted] = cache.reports.try_emplace(key, std::move(report));
    Q_UNUSED(inserted);
    return *it->second;
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
            if (!r.strategy.isEmpty()) {
                o.insert(QStringLiteral("strategy"), r.strategy);
                o.insert(QStringLiteral("strategy_searched"), r.strategySearched);
                o.insert(QStringLiteral("mfu"), r.mfu);
                o.insert(QStringLiteral("memory_share"), r.memoryShare);
                o.insert(QStringLiteral("goodput"), r.goodput);
            }
            if (r.softwareOptions) {
                o.insert(QStringLiteral("predicted_at_defaults"), r.predictedAtDefaults);
                o.insert(QStringLiteral("error_at_defaults_pct"), r.errorAtDefaultsPct);
            }
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
                                   {QStringLiteral("mean_optimism_pct"), s.meanOptimismPct},
                                   {QStringLiteral("without_prediction"), s.withoutPrediction},
                                   {QStringLiteral("software_rows"), s.softwareRows},
                                   {QStringLiteral("mean_abs_error_at_defaults_pct"), s.defaultsMeanAbsErrorPct},
                                   {QStringLiteral("max_abs_error_at_defaults_pct"), s.defaultsMaxAbsErrorPct},
                                   {QStringLiteral("mean_optimism_at_defaults_pct"), s.defaultsMeanOptimismPct},
                                   {QStringLiteral("calibration_only"), s.calibrationOnly}});
    }
    QJsonObject o{{QStringLiteral("rows"), rows}, {QStringLiteral("regimes"), regimes}};
    if (!report.error.isEmpty())
        o.insert(QStringLiteral("error"), report.error);
    return o;
}

} // namespace aip::validation
