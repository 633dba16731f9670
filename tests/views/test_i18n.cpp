// Simplified Chinese: the embedded translation loads, and the main window's menus show no English text.
#include "i18n/translation.h"
#include "mainwindow/mainwindow.h"
#include "support/testsupport.h"

#include <QAction>
#include <QCoreApplication>
#include <QDate>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>

using namespace aip;

namespace {

// Whether `text` reads as Chinese: it has CJK ideographs, or nothing but symbols, digits and proper names.
bool readsChinese(QString text)
{
    static const QRegularExpression cjk(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
    static const QRegularExpression latinWord(QStringLiteral("[A-Za-z]{3,}"));
    text.remove(QStringLiteral("AI Server Planner")).remove(QStringLiteral("PDF")).remove(QStringLiteral("CSV"));
    text.remove(QLatin1Char('&'));
    return cjk.match(text).hasMatch() || !latinWord.match(text).hasMatch();
}

QStringList untranslated(const QList<QAction *> &actions)
{
    QStringList out;
    for (QAction *a : actions) {
        if (a->isSeparator())
            continue;
        if (a->menu()) {
            if (!readsChinese(a->text()))
                out.append(a->text());
            out += untranslated(a->menu()->actions());
        } else if (!a->text().isEmpty() && !a->text().endsWith(QLatin1String(".aiplan")) && !readsChinese(a->text())) {
            out.append(a->text());
        }
    }
    return out;
}

struct LanguageGuard {
    explicit LanguageGuard(const QString &language) { REQUIRE(installTranslators(language)); }
    ~LanguageGuard() { installTranslators(QStringLiteral("en")); }
};

} // namespace

TEST_CASE("the Chinese translation is embedded and translates the interface")
{
    LanguageGuard zh(QStringLiteral("zh_CN"));
    CHECK(QCoreApplication::translate("aip::MainWindow", "&File") != QStringLiteral("&File"));
}

TEST_CASE("the main window in Simplified Chinese shows no untranslated menu text")
{
    LanguageGuard zh(QStringLiteral("zh_CN"));
    MainWindow w;
    const QStringList missing = untranslated(w.menuBar()->actions());
    INFO(missing.join(QStringLiteral(" | ")).toStdString());
    CHECK(missing.isEmpty());
    CHECK(w.menuBar()->actions().size() >= 3);
}

TEST_CASE("the language setting resolves to a language the program has")
{
    CHECK(resolveLanguage(QStringLiteral("zh_CN")) == QStringLiteral("zh_CN"));
    CHECK(resolveLanguage(QStringLiteral("en")) == QStringLiteral("en"));
    CHECK(availableLanguages().contains(resolveLanguage(QStringLiteral("system"))));
}

TEST_CASE("numbers and dates follow the interface language")
{
    const QDate day(2026, 11, 30);
    {
        LanguageGuard zh(QStringLiteral("zh_CN"));
        CHECK(installedLanguage() == QStringLiteral("zh_CN"));
        CHECK(chineseInterface());
        CHECK(QLocale().language() == QLocale::Chinese);
        // 2026年11月30日: the long date in Chinese has the year, month and day characters.
        const QString date = QLocale().toString(day, QLocale::LongFormat);
        INFO(date.toStdString());
        CHECK(date.contains(QStringLiteral("2026年")));
        CHECK(date.contains(QStringLiteral("11月")));
        CHECK(date.contains(QStringLiteral("30日")));
    }
    CHECK(installedLanguage() == QStringLiteral("en"));
    CHECK_FALSE(chineseInterface());
    CHECK(QLocale().language() != QLocale::Chinese);
    CHECK_FALSE(QLocale().toString(day, QLocale::LongFormat).contains(QStringLiteral("年")));
}
