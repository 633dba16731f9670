#include "preferences/catalogsettings.h"

#include "catalogdatabase.h"

#include <QCoreApplication>
#include <QSettings>
#include <QUrl>

namespace aip::catalogsettings {

namespace {

struct SettingsText {
    Q_DECLARE_TR_FUNCTIONS(CatalogSettings)
};

} // namespace

QString CatalogChoice::location() const
{
    if (!server)
        return file.trimmed().isEmpty() ? CatalogDatabase::defaultPath() : file.trimmed();
    QUrl url;
    url.setScheme(QStringLiteral("postgresql"));
    url.setHost(host.trimmed());
    url.setPort(port);
    url.setUserName(user.trimmed());
    url.setPath(QLatin1Char('/') + database.trimmed());
    return url.toString();
}

QString CatalogChoice::problem() const
{
    if (!server)
        return {};
    if (host.trimmed().isEmpty())
        return SettingsText::tr("the server's host name is empty");
    if (database.trimmed().isEmpty())
        return SettingsText::tr("the database name is empty");
    if (port < 1 || port > 65535)
        return SettingsText::tr("the port must be from 1 to 65535");
    QString error;
    if (!CatalogLocation::parse(location(), &error))
        return error;
    return {};
}

CatalogChoice load()
{
    QSettings s;
    CatalogChoice c;
    c.server = s.value(QStringLiteral("catalog/source")).toString() == QLatin1String("server");
    c.file = s.value(QStringLiteral("catalog/file")).toString();
    c.host = s.value(QStringLiteral("catalog/host")).toString();
    bool ok = false;
    const int port = s.value(QStringLiteral("catalog/port"), 5432).toInt(&ok);
    c.port = ok && port >= 1 && port <= 65535 ? port : 5432;
    c.database = s.value(QStringLiteral("catalog/database")).toString();
    c.user = s.value(QStringLiteral("catalog/user")).toString();
    return c;
}

void save(const CatalogChoice &choice)
{
    QSettings s;
    s.setValue(QStringLiteral("catalog/source"), choice.server ? QStringLiteral("server") : QStringLiteral("file"));
    s.setValue(QStringLiteral("catalog/file"), choice.file.trimmed());
    s.setValue(QStringLiteral("catalog/host"), choice.host.trimmed());
    s.setValue(QStringLiteral("catalog/port"), choice.port);
    s.setValue(QStringLiteral("catalog/database"), choice.database.trimmed());
    s.setValue(QStringLiteral("catalog/user"), choice.user.trimmed());
}

QString preferredLocation()
{
    const CatalogChoice c = load();
    return c.problem().isEmpty() ? c.location() : CatalogDatabase::defaultPath();
}

} // namespace aip::catalogsettings
