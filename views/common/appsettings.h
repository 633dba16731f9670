#pragma once
// The program's settings in one typed table (STYLE.md 11): every key the GUI stores, with its type and default, is
// read and written through these functions only, never as a string key elsewhere. The settings carry a version
// ("settings/version"); migrate() brings older settings to kVersion once per process, before the first read.

#include <QByteArray>
#include <QDate>
#include <QString>
#include <QStringList>

namespace aip::appsettings {

// 1: the keys below, as the program wrote them before the table existed (so version 0 needs no renaming).
inline constexpr int kVersion = 1;

// Brings the settings to kVersion; returns the version they had. Every accessor calls it first (once a process).
int migrate();

// The interface language: "system", "en" or "zh_CN".
QString language();
void setLanguage(const QString &language);

// File > Open Recent, newest first (absolute paths).
QStringList recentFiles();
void setRecentFiles(const QStringList &files);

// The sizes of a panel splitter the user dragged (QSplitter::saveState), by the splitter's name; empty when never
// saved. Kept through common/splitterstate.h.
QByteArray splitterState(const QString &name);
void setSplitterState(const QString &name, const QByteArray &state);

// The automatic quote number: its prefix (default "Q-<year>-") and the lowest next sequence number (default 1; the
// shared counter in quote/quotenumber.h never goes below it).
QString quotePrefix(const QDate &date);
void setQuotePrefix(const QString &prefix);
int quoteNextNumber();
void setQuoteNextNumber(int next);

// Preferences > Catalog: the catalog the GUI opens when no --catalog is given, the user's own file or a team server
// (preferences/catalogsettings.h gives it its location and checks). The password is never stored here
// (team/passwordstore.h).
struct CatalogSource {
    bool server = false;
    QString file; // empty: the user's catalog (CatalogDatabase::defaultPath())
    QString host;
    int port = 5432; // PostgreSQL's default port (PostgreSQL documentation, "Connection Settings": port)
    QString database;
    QString user;
    bool operator==(const CatalogSource &) const = default;
};
CatalogSource catalogSource();
void setCatalogSource(const CatalogSource &source);

// The seller block of quotes (Preferences > Seller details).
struct Seller {
    QString company, address, contact, email, phone, logoPath;
};
Seller seller();
void setSeller(const Seller &seller);

} // namespace aip::appsettings
