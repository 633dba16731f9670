// Clean text (issue 22, item 8): control characters and bidirectional overrides never reach a PDF, a spreadsheet or
// a terminal; a name needs a visible character.
#include "csv/csvtext.h"
#include "support/testsupport.h"
#include "text/cleantext.h"

using namespace aip;

TEST_CASE("clean removes control characters and bidi overrides, keeps tabs, line breaks and real text")
{
    // U+202E (right-to-left override) reversed the rest of a customer's name in the PDF.
    const QString rlo = QStringLiteral("ACME \u202Egnp.exe\u202C Corp");
    CHECK(text::clean(rlo) == QStringLiteral("ACME gnp.exe Corp"));
    CHECK(text::clean(QStringLiteral("a\u2066b\u2067c\u2068d\u2069e\u202Af\u202Bg\u202Dh"))
          == QStringLiteral("abcdefgh"));
    CHECK(text::clean(QStringLiteral("GPU\x1b[31mred\x07\x7f\u0085!")) == QStringLiteral("GPU[31mred!"));
    CHECK(text::clean(QStringLiteral("line 1\nline 2\ttab\r")) == QStringLiteral("line 1\nline 2\ttab\r"));
    CHECK(text::cleanLine(QStringLiteral("line 1\nline 2\ttab")) == QStringLiteral("line 1 line 2 tab"));
    // Arabic, Hebrew, Chinese and emoji (a surrogate pair) are text, not controls.
    const QString world
        = QStringLiteral("\u0645\u0631\u062D\u0628\u0627 \u05E9\u05DC\u05D5\u05DD \u4F60\u597D \U0001F600");
    CHECK(text::clean(world) == world);
}

TEST_CASE("a name needs a visible character: zero-width and blank names are no names")
{
    CHECK_FALSE(text::hasVisibleCharacter(QString()));
    CHECK_FALSE(text::hasVisibleCharacter(QStringLiteral("   \t\n")));
    CHECK_FALSE(text::hasVisibleCharacter(QStringLiteral("\u200B")));             // zero-width space
    CHECK_FALSE(text::hasVisibleCharacter(QStringLiteral("\u200B\u200D\uFEFF"))); // ZWSP, ZWJ, BOM
    CHECK_FALSE(text::hasVisibleCharacter(QStringLiteral("\u202E\u3000")));       // an override, an ideographic space
    CHECK_FALSE(text::hasVisibleCharacter(QStringLiteral("\u0301")));             // a combining accent on nothing
    CHECK(text::hasVisibleCharacter(QStringLiteral("\u200BA")));
    CHECK(text::hasVisibleCharacter(QStringLiteral("\u4F60")));
    CHECK(text::hasVisibleCharacter(QStringLiteral("-")));
    CHECK(text::hasVisibleCharacter(QStringLiteral("\U0001F600")));
}

TEST_CASE("terminal text: escape sequences and overrides are shown as escapes, not obeyed")
{
    CHECK(text::escapedForTerminal(QStringLiteral("H100")) == QStringLiteral("H100"));
    CHECK(text::escapedForTerminal(QStringLiteral("\x1b[2J\x1b]0;pwned\x07"))
          == QStringLiteral("\\e[2J\\e]0;pwned\\x07"));
    CHECK(text::escapedForTerminal(QStringLiteral("a\u202Eb\nc\td\x9b")) == QStringLiteral("a\\u202eb\\nc\\td\\x9b"));
    CHECK(text::escapedForTerminal(QStringLiteral("\u4F60\u597D \U0001F600"))
          == QStringLiteral("\u4F60\u597D \U0001F600"));
}

TEST_CASE("CSV cells are written and read clean: no control characters or overrides reach a spreadsheet")
{
    CHECK(csv::cell(QStringLiteral("Vendor\u202E\x01")) == QStringLiteral("Vendor"));
    CHECK(csv::restoreCell(QStringLiteral("Vendor\u202E\x01")) == QStringLiteral("Vendor"));
    // What survives is written once and read back unchanged (export -> import -> export stays identical).
    const QString kept = QStringLiteral("two\nlines, \"quoted\"\tand a tab");
    CHECK(csv::parseRecords(csv::row({kept}) + QLatin1Char('\n')).value(0).value(0) == kept);
}
