// The charts' "Export data as CSV" goes through the same CSV writer as the catalog: a label that a spreadsheet
// would run as a formula is neutralised; numbers, negative ones included, stay numbers.
#include "charts/charttable.h"
#include "support/testsupport.h"

TEST_CASE("chart data CSV neutralises formula labels and keeps numbers")
{
    aip::charts::ChartTable t;
    t.columns = {QStringLiteral("option"), QStringLiteral("usd")};
    t.rows.append({QStringLiteral("=HYPERLINK(\"http://example.invalid\")"), -1250.5});
    t.rows.append({QStringLiteral("@cloud"), 3});
    t.rows.append({QStringLiteral("plain, with comma"), 0.25});
    const QString csv = t.toCsv();
    CHECK(csv
          == QStringLiteral("option,usd\r\n\"'=HYPERLINK(\"\"http://example.invalid\"\")\",-1250.5\r\n\"'@cloud\",3\r\n"
                            "\"plain, with comma\",0.25\r\n"));
}
