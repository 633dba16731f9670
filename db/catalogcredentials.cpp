#include "catalogcredentials.h"

#include "catalogdialect.h"

#include <QHash>
#include <QMutex>
#include <QMutexLocker>

namespace aip {

namespace {

QMutex &passwordsMutex()
{
    static QMutex mutex;
    return mutex;
}

QHash<QString, QString> &passwords()
{
    static QHash<QString, QString> held;
    return held;
}

} // namespace

void setSessionPassword(const CatalogLocation &location, const QString &password)
{
    const QMutexLocker lock(&passwordsMutex());
    if (password.isEmpty())
        passwords().remove(location.displayName());
    else
        passwords().insert(location.displayName(), password);
}

QString sessionPassword(const CatalogLocation &location)
{
    const QMutexLocker lock(&passwordsMutex());
    return passwords().value(location.displayName());
}

} // namespace aip
