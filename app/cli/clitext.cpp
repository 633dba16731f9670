#include "cli/clitext.h"

#include "common/formatting.h"
#include "i18n/translation.h"
#include "tco/cloudrate.h"

#include <QStringView>

#include <algorithm>

namespace aip::cli {

namespace {

struct Range {
    char32_t first, last;
};

// East Asian Width W and F (Unicode Standard Annex #11), the blocks a planner's text meets: Hangul Jamo, CJK
// radicals and punctuation, kana, CJK ideographs (with extensions), Yi, Hangul syllables, compatibility ideographs,
// vertical and small forms, fullwidth forms, emoji. The same table as Markus Kuhn's wcwidth().
constexpr Range kWide[] = {
    {0x1100, 0x115F}, {0x2E80, 0x303E},   {0x3041, 0x33FF},   {0x3400, 0x4DBF},   {0x4E00, 0x9FFF},   {0xA000, 0xA4CF},
    {0xA960, 0xA97F}, {0xAC00, 0xD7A3},   {0xF900, 0xFAFF},   {0xFE10, 0xFE19},   {0xFE30, 0xFE6F},   {0xFF00, 0xFF60},
    {0xFFE0, 0xFFE6}, {0x1F300, 0x1F64F}, {0x1F900, 0x1F9FF}, {0x20000, 0x2FFFD}, {0x30000, 0x3FFFD},
};

int columns(char32_t c)
{
    for (const Range &r : kWide) {
        if (c >= r.first && c <= r.last)
            return 2;
    }
    switch (QChar::category(c)) {
    case QChar::Mark_NonSpacing:
    case QChar::Mark_Enclosing:
    case QChar::Other_Format: return 0;
    default: return 1;
    }
}

QString spaces(const QString &text, int width)
{
    return QString(std::max(0, width - displayWidth(text)), QLatin1Char(' '));
}

} // namespace

QLocale localeFor(const QString &language)
{
    return language == QLatin1String("zh_CN") ? QLocale(QLocale::Chinese, QLocale::China)
                                              : QLocale(QLocale::English, QLocale::UnitedStates);
}

QString fixed(const QLocale &locale, double v, int decimals)
{
    QLocale l = locale;
    l.setNumberOptions(l.numberOptions() | QLocale::OmitGroupSeparator);
    return l.toString(v, 'f', decimals);
}

QString significant(const QLocale &locale, double v)
{
    QLocale l = locale;
    l.setNumberOptions(l.numberOptions() | QLocale::OmitGroupSeparator);
    return l.toString(v, 'g', 6);
}

QString grouped(const QLocale &locale, double v, int decimals)
{
    return fmt::amount(v, locale, decimals); // the GUI's and the PDF's amounts (common/formatting.h)
}

int displayWidth(const QString &text)
{
    int width = 0;
    for (const char32_t c : QStringView(text).toUcs4())
        width += columns(c);
    return width;
}

QString padRight(const QString &text, int width)
{
    return text + spaces(text, width);
}

QString padLeft(const QString &text, int width)
{
    return spaces(text, width) + text;
}

QString pricingLabel(const QString &pricing)
{
    // English prints the plan file's tokens, as the CLI always has (scripts read them); other languages the TCO's
    // words for the pricing modes.
    return installedLanguage() == QLatin1String("en") ? pricing : tco::pricingLabel(pricing);
}

QString categoryLabel(PartCategory c)
{
    switch (c) {
    case PartCategory::Gpu: return QCoreApplication::translate("cli", "gpu");
    case PartCategory::Cpu: return QCoreApplication::translate("cli", "cpu");
    case PartCategory::Memory: return QCoreApplication::translate("cli", "memory");
    case PartCategory::Storage: return QCoreApplication::translate("cli", "storage");
    case PartCategory::Nic: return QCoreApplication::translate("cli", "nic");
    case PartCategory::Switch: return QCoreApplication::translate("cli", "switch");
    case PartCategory::Chassis: return QCoreApplication::translate("cli", "chassis");
    case PartCategory::Psu: return QCoreApplication::translate("cli", "psu");
    case PartCategory::Cloud: return QCoreApplication::translate("cli", "cloud");
    }
    return categoryName(c);
}

} // namespace aip::cli
