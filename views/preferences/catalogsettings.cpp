#include "preferences/catalogsettings.h"

#include "catalogdatabase.h"

#include <QCoreApplication>
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
    return CatalogChoice{appsettings::catalogSource()};
}

void save(const CatalogChoice &choice)
{
    appsettings::setCatalogSource(choice);
}

QString preferredLocation()
{
    const CatalogChoice c = load();
    return c.problem().isEmpty() ? c.location() : CatalogDatabase::defaultPath();
}

} // namespace aip::catalogsettings
