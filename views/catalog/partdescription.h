#pragma once
// How a part reads in the GUI: its name, its key specs in one line, the number that column sorts by, and the form
// factor the catalog filters on. One place, so the catalog, the canvas and the findings say the same.

#include "hardware/part.h"

#include <QString>

namespace aip::partdesc {

QString displayName(const Part &p);    // "NVIDIA H100 SXM5 80GB"
QString shortName(const Part &p);      // the model only, for small slots: "H100 SXM5 80GB"
QString categoryTitle(PartCategory c); // translated plural: "GPUs", "CPUs", ...
QString keySpecs(const Part &p);       // "80 GB HBM · 3350 GB/s · 989 TFLOPS BF16 · SXM · 700 W"
double keyValue(const Part &p);        // the headline number of keySpecs (GPU memory, CPU cores, capacity...)
// Form factor for the filter: "SXM", "OAM", "PCIe", "U.2", "E3.S", "M.2", "4U"...; empty when none applies.
QString formFactor(const Part &p);

} // namespace aip::partdesc
