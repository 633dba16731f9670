#pragma once
// Reads the text that NVIDIA's nccl-tests print (all_reduce_perf, all_gather_perf, ...), so a user can paste a
// run from their cluster and hold it against the model's prediction. Accepts the table with or without the
// `root` column (older versions), lines prefixed by mpirun (`[1,0]<stdout>:`), NCCL INFO lines between rows, and
// "N/A" in #wrong. Pure: no widgets, testable on real output.

#include <QList>
#include <QString>

namespace aip::charts {

struct NcclTestsRow {
    double bytes = 0;
    double outOfPlaceTimeUs = 0;
    double outOfPlaceAlgbwGBs = 0;
    double outOfPlaceBusbwGBs = 0;
    double inPlaceBusbwGBs = 0; // 0 when the run printed no in-place columns
};

struct NcclTestsRun {
    QString collective; // "all_reduce", ... from the command line or binary name in the text; empty when unknown
    int ranks = 0;      // from "nGpus"/"nranks" or the "# Rank" lines; 0 when unknown
    QList<NcclTestsRow> rows;
    double averageBusbwGBs = 0; // "# Avg bus bandwidth", when printed
    QString error;              // for users, when no row could be read
    bool ok() const { return !rows.isEmpty(); }
};

NcclTestsRun parseNcclTests(const QString &text);

} // namespace aip::charts
