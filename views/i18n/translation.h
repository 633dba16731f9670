#pragma once
// The interface language: English (the source strings) or Simplified Chinese. It follows the system locale
// unless the user chose one in Preferences (setting "ui/language": "system", "en" or "zh_CN").

#include <QString>
#include <QStringList>

class QCoreApplication;

namespace aip {

QStringList availableLanguages(); // "en", "zh_CN"
QString languageSetting();        // "system", "en" or "zh_CN"
void setLanguageSetting(const QString &language);
// The language to use for a setting ("system" resolves through QLocale::system()).
QString resolveLanguage(const QString &setting);
// Installs (or removes) the program's and Qt's translators for `language` and makes the default QLocale one of
// that language (numbers, dates, money); returns whether the program's own translation was found. Safe to call
// again to switch languages.
bool installTranslators(const QString &language);
// The language installed last ("en" before any call): what the interface is showing now.
QString installedLanguage();
bool chineseInterface(); // installedLanguage() == "zh_CN": parts show their Chinese names

} // namespace aip
