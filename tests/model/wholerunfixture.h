#pragma once
// A whole-run row and the step row of the same training (resources/validation/published_runs.csv: BLOOM 176B,
// Llama 3.1 405B): the two may differ only in what they measure, so that the whole run is the step row's layout,
// step for step.

#include "validation/publishedruns.h"

#include <catch2/catch.hpp>

#include <QStringList>

namespace wholeruntest {

inline void checkSameTrainingAsStepRow(const aip::validation::PublishedRun &whole,
                                       const aip::validation::PublishedRun &step)
{
    const QStringList measures
        = QStringLiteral("id source metric value unit notes regime tokens_to_train goodput_included")
              .split(QLatin1Char(' '));
    for (auto it = step.fields.cbegin(); it != step.fields.cend(); ++it) {
        INFO(it.key().toStdString());
        if (!measures.contains(it.key()))
            CHECK(whole.fields.value(it.key()) == it.value());
    }
}

} // namespace wholeruntest
