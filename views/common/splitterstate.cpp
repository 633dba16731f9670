#include "common/splitterstate.h"

#include "common/appsettings.h"

#include <QSplitter>

namespace aip {

void rememberSplitter(QSplitter *splitter)
{
    const QString name = splitter->objectName();
    if (name.isEmpty())
        return;
    const QByteArray saved = appsettings::splitterState(name);
    if (!saved.isEmpty())
        splitter->restoreState(saved);
    QObject::connect(splitter, &QSplitter::splitterMoved, splitter,
                     [splitter, name] { appsettings::setSplitterState(name, splitter->saveState()); });
}

} // namespace aip
