#pragma once
// Panel splitters whose sizes are remembered: the sizes the user dragged a splitter to are saved under the
// splitter's objectName (appsettings::splitterState) and restored the next time a splitter of that name is made.

class QSplitter;

namespace aip {

// Restores `splitter`'s saved sizes (when there are any) and saves them whenever the user moves a handle. Call after
// the splitter has its widgets and default sizes; the splitter needs an objectName.
void rememberSplitter(QSplitter *splitter);

} // namespace aip
