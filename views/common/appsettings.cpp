#include "common/appsettings.h"

#include <QSettings>

#include <algorithm>
#include <mutex>

namespace aip::appsettings {

namespace {
// The table: every key, in one place.
const char *const kVersionKey = "settings/version";
const char *const kLanguageKey = "ui/language";
const char *const kRecentFilesKey = "files/recent";
const char *const kQuotePrefixKey = "quote/prefix";
const char *const kQuoteNextKey = "quote/next_number";
const char *const kSellerCompany = "seller/company";
const char *const kSellerAddress = "seller/address";
const char *const kSellerContact = "seller/contact";
const char *const kSellerEmail = "seller/email";
const char *const kSellerPhone = "seller/phone";
const char *const kSellerLogo = "seller/logo";
const char *const kSplitterPrefix = "layout/splitter/"; // + the splitter's name
const char *const kCatalogSource = "catalog/source";    // "file" or "server"
const char *const kCatalogFile = "catalog/file";
const char *const kCatalogHost = "catalog/host";
const char *const kCatalogPort = "catalog/port";
const char *const kCatalogDatabase = "catalog/database";
const char *const kCatalogUser = "catalog/user";

QSettings &migrated(QSettings &s)
{
    static std::once_flag once;
    std::call_once(once, [] { migrate(); });
    return s;
}

QVariant value(const char *key, const QVariant &fallback = {})
{
    QSettings s;
    return migrated(s).value(QLatin1String(key), fallback);
}

void setValue(const char *key, const QVariant &v)
{
    QSettings s;
    migrated(s).setValue(QLatin1String(key), v);
}
} // namespace

int migrate()
{
    QSettings s;
    const int found = s.value(QLatin1String(kVersionKey), 0).toInt();
    // Migration steps, cumulative: each brings version n to n + 1. 0 -> 1 renames nothing (the table adopted the
    // keys as they were); a later rename goes here, reading the old key and removing it.
    if (found < kVersion)
        s.setValue(QLatin1String(kVersionKey), kVersion);
    return found;
}

QString language()
{
    return value(kLanguageKey, QStringLiteral("system")).toString();
}

void setLanguage(const QString &language)
{
    setValue(kLanguageKey, language);
}

QStringList recentFiles()
{
    return value(kRecentFilesKey).toStringList();
}

void setRecentFiles(const QStringList &files)
{
    setValue(kRecentFilesKey, files);
}

QByteArray splitterState(const QString &name)
{
    return value((QLatin1String(kSplitterPrefix) + name).toUtf8().constData()).toByteArray();
}

void setSplitterState(const QString &name, const QByteArray &state)
{
    setValue((QLatin1String(kSplitterPrefix) + name).toUtf8().constData(), state);
}

QString quotePrefix(const QDate &date)
{
    return value(kQuotePrefixKey, QStringLiteral("Q-%1-").arg(date.year())).toString();
}

void setQuotePrefix(const QString &prefix)
{
    setValue(kQuotePrefixKey, prefix);
}

int quoteNextNumber()
{
    return std::max(1, value(kQuoteNextKey, 1).toInt());
}

void setQuoteNextNumber(int next)
{
    setValue(kQuoteNextKey, next);
}

CatalogSource catalogSource()
{
    CatalogSource c;
    c.server = value(kCatalogSource).toString() == QLatin1String("server");
    c.file = value(kCatalogFile).toString();
    c.host = value(kCatalogHost).toString();
    bool ok = false;
    const int port = value(kCatalogPort, c.port).toInt(&ok);
    if (ok && port >= 1 && port <= 65535)
        c.port = port;
    c.database = value(kCatalogDatabase).toString();
    c.user = value(kCatalogUser).toString();
    return c;
}

void setCatalogSource(const CatalogSource &source)
{
    setValue(kCatalogSource, source.server ? QStringLiteral("server") : QStringLiteral("file"));
    setValue(kCatalogFile, source.file.trimmed());
    setValue(kCatalogHost, source.host.trimmed());
    setValue(kCatalogPort, source.port);
    setValue(kCatalogDatabase, source.database.trimmed());
    setValue(kCatalogUser, source.user.trimmed());
}

Seller seller()
{
    Seller s;
    s.company = value(kSellerCompany).toString();
    s.address = value(kSellerAddress).toString();
    s.contact = value(kSellerContact).toString();
    s.email = value(kSellerEmail).toString();
    s.phone = value(kSellerPhone).toString();
    s.logoPath = value(kSellerLogo).toString();
    return s;
}

void setSeller(const Seller &seller)
{
    setValue(kSellerCompany, seller.company);
    setValue(kSellerAddress, seller.address);
    setValue(kSellerContact, seller.contact);
    setValue(kSellerEmail, seller.email);
    setValue(kSellerPhone, seller.phone);
    setValue(kSellerLogo, seller.logoPath);
}

} // namespace aip::appsettings
