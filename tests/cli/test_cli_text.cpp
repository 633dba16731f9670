// cli/clitext.h: terminal columns of mixed Chinese and ASCII text, padding by them, numbers in the CLI's locales, and
// the translated labels of the model's tokens (which stay tokens in English, the language scripts read).
#include "cli/clitext.h"
#include "i18n/translation.h"
#include "perf/clusterhardware.h"
#include "perf/perfmodel.h"
#include "rules/finding.h"
#include "support/testsupport.h"

namespace {

struct LanguageGuard {
    explicit LanguageGuard(const char *language) { REQUIRE(aip::installTranslators(QLatin1String(language))); }
    ~LanguageGuard() { aip::installTranslators(QStringLiteral("en")); }
};

} // namespace

TEST_CASE("clitext: CJK ideographs and fullwidth punctuation take two columns")
{
    using namespace aip::cli;
    CHECK(displayWidth(QString()) == 0);
    CHECK(displayWidth(QStringLiteral("mem/GPU")) == 7);
    CHECK(displayWidth(QStringLiteral("显存/GPU")) == 8);
    CHECK(displayWidth(QStringLiteral("（可容纳）")) == 10);
    CHECK(displayWidth(QStringLiteral("128 × 8")) == 7);    // U+00D7 is narrow
    CHECK(displayWidth(QStringLiteral("e\u0301")) == 1);    // a combining accent takes no column
    CHECK(displayWidth(QStringLiteral("\U00020000")) == 2); // CJK extension B, a surrogate pair

    CHECK(padRight(QStringLiteral("重计算"), 11) == QStringLiteral("重计算     "));
    CHECK(padLeft(QStringLiteral("重计算"), 11) == QStringLiteral("     重计算"));
    CHECK(padLeft(QStringLiteral("full"), 11) == QStringLiteral("full").rightJustified(11));
    CHECK(padRight(QStringLiteral("gpu"), 9) == QStringLiteral("gpu").leftJustified(9));
    CHECK(padRight(QStringLiteral("资本支出（报价折后）"), 6) == QStringLiteral("资本支出（报价折后）")); // never cut
    for (const QString &s : {QStringLiteral("完全"), QStringLiteral("3 年预留"), QStringLiteral("on_demand")}) {
        CHECK(displayWidth(padLeft(s, 12)) == 12);
        CHECK(displayWidth(padRight(s, 12)) == 12);
    }
}

TEST_CASE("clitext: English numbers are what QString::number printed, Chinese ones use the zh_CN locale")
{
    using namespace aip::cli;
    const QLocale en = localeFor(QStringLiteral("en")), zh = localeFor(QStringLiteral("zh_CN"));
    CHECK(en.language() == QLocale::English);
    CHECK(en.territory() == QLocale::UnitedStates);
    CHECK(zh.language() == QLocale::Chinese);
    CHECK(zh.territory() == QLocale::China);
    for (const double v : {0.0, 39.8, 81460.4, 1234567.891, -2.5}) {
        for (const int decimals : {0, 1, 3}) {
            CHECK(fixed(en, v, decimals) == QString::number(v, 'f', decimals));
            CHECK(fixed(zh, v, decimals) == zh.toString(v, 'f', decimals).remove(zh.groupSeparator()));
        }
    }
    CHECK(fixed(zh, 1234567.891, 1) == QStringLiteral("1234567.9"));
    CHECK(significant(en, 200) == QStringLiteral("200"));
    CHECK(significant(en, 12.5) == QStringLiteral("12.5"));
    CHECK(grouped(en, 1129443.333, 2) == QStringLiteral("1,129,443.33"));
    CHECK(grouped(zh, 1129443.333, 2) == zh.toString(1129443.333, 'f', 2));
}

TEST_CASE("clitext: labels of the model's tokens are the tokens in English and Chinese words in zh_CN")
{
    using namespace aip;
    using namespace aip::cli;
    SECTION("English")
    {
        LanguageGuard guard("en");
        CHECK(perf::recomputeLabel(Recompute::Full) == QStringLiteral("full"));
        CHECK(pricingLabel(QStringLiteral("reserved_3y")) == QStringLiteral("reserved_3y"));
        CHECK(categoryLabel(PartCategory::Switch) == QStringLiteral("switch"));
        CHECK(severityLabel(Severity::Warning) == QStringLiteral("warning"));
        CHECK(perf::intraLinkLabel(perf::IntraLink::NvSwitch) == QStringLiteral("nvswitch"));
    }
    SECTION("Chinese")
    {
        LanguageGuard guard("zh_CN");
        CHECK(perf::recomputeLabel(Recompute::None) == QStringLiteral("无"));
        CHECK(perf::recomputeLabel(Recompute::Selective) == QStringLiteral("选择性"));
        CHECK(perf::recomputeLabel(Recompute::Full) == QStringLiteral("完全"));
        CHECK(pricingLabel(QStringLiteral("on_demand")) == QStringLiteral("按需"));
        CHECK(pricingLabel(QStringLiteral("reserved_1y")) == QStringLiteral("1 年预留"));
        CHECK(pricingLabel(QStringLiteral("spot")) == QStringLiteral("竞价"));
        CHECK(pricingLabel(QStringLiteral("something_new")) == QStringLiteral("something_new"));
        CHECK(categoryLabel(PartCategory::Nic) == QStringLiteral("网卡"));
        CHECK(severityLabel(Severity::Error) == QStringLiteral("错误"));
        CHECK(severityLabel(Severity::Info) == QStringLiteral("提示"));
        CHECK(perf::intraLinkLabel(perf::IntraLink::Pcie) == QStringLiteral("PCIe"));
        // The tokens themselves do not change with the language: JSON, CSV and plan files use them.
        CHECK(recomputeName(Recompute::Full) == QStringLiteral("full"));
        CHECK(severityName(Severity::Error) == QStringLiteral("error"));
        CHECK(perf::intraLinkName(perf::IntraLink::NvSwitch) == QStringLiteral("nvswitch"));
        CHECK(categoryName(PartCategory::Nic) == QStringLiteral("nic"));
        for (const PartCategory c : allCategories())
            CHECK(categoryLabel(c) != categoryName(c));
    }
}
