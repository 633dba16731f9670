#pragma once
// The Quote tab's line items are the window's one evaluation's (issue 16, item 4): a tab on its own in a test is fed
// the evaluation of the document's plan now and after every change, as the window's evaluator does, here at once
// (no worker) so that a test reads the lines right after an edit.

#include "analysis/planevaluation.h"
#include "document/plandocument.h"
#include "quote/quotetab.h"

#include <memory>

namespace viewtest {

inline void evaluateOnChange(aip::QuoteTab &tab, aip::PlanDocument &doc,
                             std::shared_ptr<const aip::PartCatalog> catalog)
{
    auto feed = [&tab, &doc, catalog] { tab.showEvaluation(aip::evaluatePlan(doc.plan(), *catalog, nullptr, false)); };
    QObject::connect(&doc, &aip::PlanDocument::changed, &tab, feed);
    feed();
}

} // namespace viewtest
