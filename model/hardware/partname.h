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
// The model as a narrow place shows it (a canvas slot, a list's name column beside the vendor and the specs): the
// catalog's model without what does not tell two parts apart there, so that a cut name still does. Dropped: a
// trailing parenthesis ("(HGX H100 8-GPU, 5U)", "(Sapphire Rapids, 56c)": the specs beside it say it), the consumer
// brand "GeForce " before "RTX 5090" and the "Generation" of "RTX 6000 Ada Generation". "GeForce RTX 5090 32GB"
// reads "RTX 5090 32GB", which an elided "GeForce…" did not. The SKU when the part has no model. Full names stay in
// englishPartName() for tooltips, quotes and findings.
QString compactPartName(const Part &p);

} // namespace aip
