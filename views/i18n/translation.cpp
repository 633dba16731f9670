#include "i18n/translation.h"

#include "common/appsettings.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace aip {

namespace {

std::unique_ptr<QTranslator> &appTranslator()
{
    static std::unique_ptr<QTranslator> t;
    return t;
}

std::unique_ptr<QTranslator> &qtTranslator()
{
    static std::unique_ptr<QTranslator> t;
    return t;
}

QString &installedLanguageRef()
{
    static QString language = QStringLiteral("en");
    return language;
}

// Numbers, dates and money follow the interface language: the system's own locale when it speaks that language
// (so en_GB keeps its dates), otherwise the language's main locale (zh_CN on an English system, en_US on a
// Chinese one). The system locale is remembered before the first change: QLocale() returns the default after.
void setDefaultLocale(const QString &language)
{
    static const QLocale system = QLocale::system();
    const bool chinese = language == QLatin1String("zh_CN");
    const bool systemMatches = chinese ? system.language() == QLocale::Chinese
                                       : system.language() == QLocale::English || system.language() == QLocale::C;
    QLocale::setDefault(systemMatches ? system
                            : chinese ? QLocale(QLocale::Chinese, QLocale::China)
                                      : QLocale(QLocale::English, QLocale::UnitedStates));
}
} // namespace

QStringList availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QString installedLanguage()
{
    return installedLanguageRef();
}

bool chineseInterface()
{
    return installedLanguageRef() == QLatin1String("zh_CN");
}

QString languageSetting()
{
    return appsettings::language();
}

void setLanguageSetting(const QString &language)
{
    appsettings::setLanguage(language);
}

QString resolveLanguage(const QString &setting)
{
    if (setting == QLatin1String("en") || setting == QLatin1String("zh_CN"))
        return setting;
    const QLocale system = QLocale::system();
    if (system.language() == QLocale::Chinese)
        return QStringLiteral("zh_CN");
    return QStringLiteral("en");
}

bool installTranslators(const QString &language)
{
    for (auto *slot : {&appTranslator(), &qtTranslator()}) {
        if (*slot) {
            QCoreApplication::removeTranslator(slot->get());
            slot->reset();
        }
    }
    installedLanguageRef() = language == QLatin1String("zh_CN") ? language : QStringLiteral("en");
    setDefaultLocale(installedLanguageRef());
    if (language == QLatin1String("en"))
        return true;
    auto app = std::make_unique<QTranslator>();
    const bool found = app->load(QStringLiteral(":/i18n/aiplanner_%1.qm").arg(language));
    if (found) {
        QCoreApplication::installTranslator(app.get());
        appTranslator() = std::move(app);
    }
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_%1").arg(language), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        qtTranslator() = std::move(qt);
    }
    return found;
}

} // namespace aip
