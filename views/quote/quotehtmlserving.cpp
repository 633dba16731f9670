// The quote's performance section for a serving plan (issue 20): the model and its serving settings, the load and
// the latency limits, and what the sizing answers (output tokens/s, time to first token and per output token, the
// largest load within the limits, replicas and GPUs needed against those quoted, the bottleneck).
#include "common/formatting.h"
#include "perf/workunit.h"
#include "quote/quotehtml.h"
#include "quote/quotehtmlparts.h"
#include "workload/workloadtext.h"

#include <cmath>

namespace aip {

using quotehtml::esc;
using quotehtml::heading;

QString QuoteHtml::servingPerformance() const
{
    QString html = heading(tr("Serving estimate"));
    const Workload &w = m_c.plan.workload;
    const ServingSizing *sizing = m_c.serving ? &*m_c.serving : nullptr;
    if (!sizing || !sizing->result.ok) {
        const QString why = sizing ? sizing->result.error : m_c.perfNote;
        return html + QStringLiteral("<p>%1</p>").arg(esc(why.isEmpty() ? tr("No serving estimate") : why));
    }
    const perf::InferenceResult &r = sizing->result;
    const perf::ServingSetup &s = sizing->setup;
    const Serving sv = w.serving.value_or(Serving());
    auto row = [](const QString &k, const QString &v) {
        return QStringLiteral(
                   "<tr><td style=\"padding:2px;\" width=\"40%\">%1</td><td style=\"padding:2px;\">%2</td></tr>")
            .arg(k, v);
    };
    const QString model = w.model.preset.isEmpty() ? w.model.type : w.model.preset;
    const QString pct = fmt::percentile(s.percentile, m_locale);
    const QString none = tr("none");
    html += QStringLiteral("<table width=\"100%\" cellspacing=\"0\">");
    if (!r.generative)
        html += row(
            tr("Workload"),
            tr("serving %1, weights %2")
                .arg(esc(model), workloadtext::weights(w.precision, sv.weightQuant.value_or(WeightQuant::None))));
    else
        html += row(tr("Workload"),
                    tr("serving %1, weights %2, KV cache %3")
                        .arg(esc(model), workloadtext::weights(w.precision, sv.weightQuant.value_or(WeightQuant::None)),
                             s.kvElementBytes == 1
                                 ? QStringLiteral("FP8")
                                 : (s.kvElementBytes == 4 ? QStringLiteral("FP32") : QStringLiteral("16-bit"))));
    QString load = tr("not given: each replica at its largest batch within the limits");
    if (s.requestsPerS > 0)
        load = tr("%1 requests/s").arg(number(s.requestsPerS, s.requestsPerS < 10 ? 2 : 0));
    else if (s.concurrency > 0)
        load = (s.concurrency == 1 ? tr("%1 concurrent user") : tr("%1 concurrent users")).arg(number(s.concurrency));
    // A CNN or encoder (perf/batchinference.h) answers one image or sequence per request, whole: no tokens are
    // generated, and its limit is the request's latency (perf/workunit.h says which).
    const bool images = !r.generative && perf::workUnit(w) == perf::WorkUnit::Images;
    if (r.generative)
        html += row(tr("Load"),
                    tr("%1; %2 input and %3 output tokens per request")
                        .arg(load, number(s.inputTokens), number(s.outputTokens)));
    else
        html += row(tr("Load"),
                    (images ? tr("%1; one image per request") : tr("%1; one sequence per request")).arg(load));
    if (r.generative)
        html += row(tr("Latency limits"),
                    tr("first token within %1, each output token within %2, at %3")
                        .arg(s.ttftLimitS > 0 ? fmt::duration(s.ttftLimitS, m_locale) : none,
                             s.tpotLimitS > 0 ? fmt::duration(s.tpotLimitS, m_locale) : none, pct));
    else
        html += row(tr("Latency limits"),
                    tr("each answer within %1, at %2")
                        .arg(s.ttftLimitS > 0 ? fmt::duration(s.ttftLimitS, m_locale) : none, pct));
    const QString perReplica = !r.generative
        ? tr("a batch of %1").arg(number(r.batch))
        : (r.batch == 1 ? tr("%1 sequence in flight") : tr("%1 sequences in flight")).arg(number(r.batch));
    // On MIG a replica is one instance, a slice of a GPU (perf/mig.h), not a GPU.
    html += row(tr("Replicas"),
                !r.mig.isEmpty() ? tr("%1 × one %2 MIG instance (%3 per GPU), %4 per replica")
                                       .arg(number(r.replicas), r.mig, number(r.migInstancesPerGpu), perReplica)
                    : !r.generative ? tr("%1 × one GPU, %2 per replica").arg(number(r.replicas), perReplica)
                                    : (r.tp == 1 ? tr("%1 × %2 GPU (tensor parallel), %3 per replica")
                                                 : tr("%1 × %2 GPUs (tensor parallel), %3 per replica"))
                                          .arg(number(r.replicas), number(r.tp), perReplica));
    html += row(tr("GPUs needed"),
                r.gpusNeeded <= sizing->gpusInPlan
                    ? tr("%1 of the %2 quoted").arg(number(r.gpusNeeded), number(sizing->gpusInPlan))
                    : tr("%1: more than the %2 quoted").arg(number(r.gpusNeeded), number(sizing->gpusInPlan)));
    if (!r.generative) {
        html += row(images ? tr("Images/s") : tr("Sequences/s"), number(r.samplesPerS));
        html += row(tr("Latency (%1)").arg(pct), fmt::duration(r.ttftS, m_locale));
    } else {
        html += row(tr("Output tokens/s"), number(r.outputTokensPerS));
        html += row(tr("Time to first token (%1)").arg(pct), fmt::duration(r.ttftS, m_locale));
        html += row(tr("Time per output token"),
                    tr("%1 (%2 tokens/s per user)").arg(fmt::duration(r.tpotS, m_locale), number(1 / r.tpotS, 1)));
    }
    const perf::InferenceResult &cap = sizing->capacity;
    if (cap.ok && cap.replicas > 0 && !r.generative)
        html += row(tr("Largest load within the limits"),
                    (images ? tr("%1 images/s per replica (batch %2)") : tr("%1 sequences/s per replica (batch %2)"))
                        .arg(number(cap.samplesPerS), number(cap.batch)));
    else if (cap.ok && cap.replicas > 0)
        html += row(
            tr("Largest load within the limits"),
            (cap.batch == 1 ? tr("%1 requests/s per replica (%2 sequence in flight)")
                            : tr("%1 requests/s per replica (%2 sequences in flight)"))
                .arg(number(s.outputTokens > 0 ? cap.outputTokensPerS / s.outputTokens : 0, 2), number(cap.batch)));
    // On MIG each replica has its instance's memory, not the GPU's (perf/mig.h).
    const QString memoryLabel = r.mig.isEmpty() ? tr("Memory per GPU") : tr("Memory per MIG instance");
    if (!r.generative)
        html += row(memoryLabel,
                    tr("%1 GB of weights; the largest batch is %2")
                        .arg(number(r.weightBytesPerGpu / 1e9, 1), number(r.maxConcurrency)));
    else
        html += row(memoryLabel,
                    (r.maxConcurrency == 1 ? tr("%1 GB of weights; the KV cache holds %2 sequence per replica")
                                           : tr("%1 GB of weights; the KV cache holds %2 sequences per replica"))
                        .arg(number(r.weightBytesPerGpu / 1e9, 1), number(r.maxConcurrency)));
    html += row(tr("Bottleneck"), esc(perf::servingBottleneckText(r.bottleneck)));
    html
        += QStringLiteral("</table><p><small>%1</small></p>")
               .arg(r.generative
                        ? tr("Estimated by the analytical serving model of AI Server Planner (prefill at measured GEMM "
                             "efficiency, decode as weight and KV-cache reads at memory bandwidth, continuous "
                             "batching with a paged KV cache). Actual results depend on the serving engine, its "
                             "version and settings.")
                        : tr("Estimated by the analytical serving model of AI Server Planner (each batch one forward "
                             "pass, its layers at measured GEMM efficiency or memory bandwidth, requests queued for "
                             "the next batch). Actual results depend on the inference engine, its version and "
                             "settings."));
    return html;
}

} // namespace aip
