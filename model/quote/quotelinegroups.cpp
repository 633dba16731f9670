#include "quote/quotelinegroups.h"

namespace aip {

QList<QuoteLineGroup> groupQuoteLines(const QList<QuoteLine> &lines)
{
    QList<QuoteLineGroup> groups;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QuoteLine &line = lines.at(i);
        // A line of no server type is the fabric's, unless it is the storage system's nodes.
        const QuoteLineGroup::Kind kind = !line.serverId.isEmpty() ? QuoteLineGroup::Kind::Server
            : line.kind == QuoteLine::Kind::Storage                ? QuoteLineGroup::Kind::Storage
                                                                   : QuoteLineGroup::Kind::Fabric;
        if (groups.isEmpty() || groups.last().kind != kind || groups.last().serverId != line.serverId)
            groups.append({kind, line.serverId, i, 0});
        ++groups.last().count;
    }
    return groups;
}

} // namespace aip
