#include "i18n/translation.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <memory>

namespace aip {

namespace {
const char *const kLanguageKey = "ui/language";

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
} // namespace

QStringList availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QString languageSetting()
{
    return QSettings().value(QLatin1String(kLanguageKey), QStringLiteral("system")).toString();
}

void setLanguageSetting(const QString &language)
{
    QSettings().setValue(QLatin1String(kLanguageKey), language);
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
