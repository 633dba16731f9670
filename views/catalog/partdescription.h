#pragma once
// How a part reads in the GUI: its name, its key specs in one line, the number that column sorts by, and the form
// factor the catalog filters on. One place, so the catalog, the canvas and the findings say the same.
// Names follow the interface language (aip::installedLanguage()): the Chinese interface shows a part's Chinese name
// where the catalog has one (hardware/partname.h); the English name and the SKU stay in the tooltips, for the people
// who talk to vendors.

#include "hardware/part.h"

#include <QString>

namespace aip::partdesc {

QString displayName(const Part &p); // "NVIDIA H100 SXM5 80GB"; in Chinese "英伟达 H100 SXM5 80GB GPU 加速卡"
QString englishName(const Part &p); // "NVIDIA H100 SXM5 80GB" in any language
// The English name when displayName() shows another (the Chinese one), else empty: the second line of tooltips.
QString otherName(const Part &p);
// The model only, for small slots: "H100 SXM5 80GB" (a product designation, the same in both languages), without
// what does not tell parts apart there: "RTX 5090 32GB" for the GeForce RTX 5090 (hardware/partname.h,
// compactPartName()), "MI300X 192GB" for the AMD Instinct MI300X.
QString shortName(const Part &p);
// The name column of lists that show the vendor and the specs beside it: shortName() in English; in Chinese the
// Chinese name without its leading vendor, its trailing parenthesis, "GeForce", "Instinct" and, for a GPU, the generic
// "GPU 加速卡" ("A100 SXM4 80GB"; the whole name is in the tooltip).
QString listName(const Part &p);
QString categoryTitle(PartCategory c); // translated plural: "GPUs", "CPUs", ...
QString keySpecs(const Part &p);       // "80 GB HBM · 3350 GB/s · 989 TFLOPS BF16 · SXM · 700 W"
double keyValue(const Part &p);        // the headline number of keySpecs (GPU memory, CPU cores, capacity...)
// Form factor for the filter: "SXM", "OAM", "PCIe", "U.2", "E3.S", "M.2", "4U"...; empty when none applies.
QString formFactor(const Part &p);

} // namespace aip::partdesc
