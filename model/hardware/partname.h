#pragma once
// A part's name as people read it, in a language: the Chinese interface and the Chinese quote show the part's
// Chinese name (Part::nameZh) where the catalog has one; everything else shows the vendor and the model. The GUI
// asks with the interface language, the quote with its own, so a Chinese quote can come from an English window.

#include "hardware/part.h"

#include <QString>

namespace aip {

// "zh_CN" (or "zh") and a non-empty nameZh: the Chinese name. Otherwise the English name: the vendor and the
// model ("NVIDIA H100 SXM5 80GB"), the vendor left out when the model already starts with it, the SKU when the
// part has no model.
QString partName(const Part &p, const QString &language);
QString englishPartName(const Part &p); // partName(p, "en")

} // namespace aip
