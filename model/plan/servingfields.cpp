#include "plan/servingfields.h"

#include <cstring>

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

const NumericField &ServingNumber::field() const
{
    const NumericField *f = numericField(QString::fromLatin1(path));
    if (!f)
        qFatal("serving fields: %s is not in the plan's field table", path);
    return *f;
}

const char *ServingNumber::key() const
{
    return std::strrchr(path, '.') + 1;
}

std::optional<double> ServingNumber::value(const Serving &s) const
{
    if (whole)
        return s.*whole ? std::optional<double>(*(s.*whole)) : std::nullopt;
    return s.*real;
}

void ServingNumber::setValue(Serving &s, std::optional<double> v) const
{
    if (whole)
        s.*whole = v ? std::optional<int>(int(*v)) : std::nullopt;
    else
        s.*real = v;
}

const ServingNumber *servingNumber(QStringView path)
{
    for (const ServingNumber &n : servingNumbers()) {
        if (path == QLatin1String(n.path))
            return &n;
    }
    return nullptr;
}

QStringList servingKeys()
{
    QStringList keys;
    for (const ServingNumber &n : servingNumbers())
        keys.append(QString::fromLatin1(n.key()));
    keys << QString::fromLatin1(kServingKvPrecision) << QString::fromLatin1(kServingWeightQuant);
    return keys;
}

} // namespace aip::planfields
