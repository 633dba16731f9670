#include "plan/servingfields.h"

#include <QRegularExpression>

namespace aip::planfields {

const QList<ServingNumber> &servingNumbers()
{
    // Their ranges are the table's (planfields.cpp); a path missing there stops the program at the first use.
    static const QList<ServingNumber> numbers = {
        {"workload.serving.input_tokens", &Serving::inputTokens, nullptr},
        {"workload.serving.output_tokens", &Serving::outputTokens, nullptr},
        {"workload.serving.concurrency", &Serving::concurrency, nullptr},
        {"workload.serving.requests_per_s", nullptr, &Serving::requestsPerS},
        {"workload.serving.tp", &Serving::tp, nullptr},
        {"workload.serving.ttft_limit_s", nullptr, &Serving::ttftLimitS},
        {"workload.serving.tpot_limit_s", nullptr, &Serving::tpotLimitS},
        {"workload.serving.percentile", nullptr, &Serving::percentile},
    };
    return numbers;
}

const ServingNumber *servingNumber(QStringView path)
{
    return memberNumber(servingNumbers(), path);
}

QStringList servingKeys()
{
    return memberKeys(servingNumbers(), {kServingKvPrecision, kServingWeightQuant, kServingMig});
}

bool isMigProfileName(QStringView name)
{
    // 1 to 7 compute slices, up to 4 digits of GB (NVIDIA MIG User Guide, "MIG Device Names").
    static const QRegularExpression re(QStringLiteral("^[1-7]g\\.[1-9][0-9]{0,3}gb$"));
    return re.match(name).hasMatch();
}

} // namespace aip::planfields
