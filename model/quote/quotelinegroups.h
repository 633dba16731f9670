#pragma once
// The quote's line items in their groups, one grouping for every place that shows them: the PDF's line items
// (views/quote/quotehtml.cpp) and the Quote tab's table (views/quote/quotelinesmodel.h) print each group under its
// heading. priceQuote lists each server type's lines together, then the fabric's (switches, cables, optics), then the
// storage system's nodes (issue 21: storage is not network); a group is a run of lines of one server type, of the
// fabric, or of the storage system.

#include "quote/quotepricing.h"

#include <QList>
#include <QString>

namespace aip {

struct QuoteLineGroup {
    enum class Kind { Server, Fabric, Storage };
    Kind kind = Kind::Fabric;
    QString serverId;    // Server: the plan's server type (ServerSpec::id); empty otherwise
    qsizetype first = 0; // the group's first line in PricedQuote::lines
    qsizetype count = 0; // its lines, consecutive from `first`
};

// The groups of `lines`, in line order; every line is in exactly one.
QList<QuoteLineGroup> groupQuoteLines(const QList<QuoteLine> &lines);

} // namespace aip
