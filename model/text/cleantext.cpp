#include "text/cleantext.h"

#include <QStringView>

namespace aip::text {

namespace {

bool isBidiControl(char32_t c)
{
    return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

template<typename Fn>
void forEachCodePoint(const QString &s, Fn fn)
{
    const qsizetype n = s.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar ch = s.at(i);
        if (ch.isHighSurrogate() && i + 1 < n && s.at(i + 1).isLowSurrogate()) {
            fn(QChar::surrogateToUcs4(ch, s.at(i + 1)), QStringView(s).mid(i, 2));
            ++i;
        } else {
            fn(char32_t(ch.unicode()), QStringView(s).mid(i, 1));
        }
    }
}

} // namespace

bool isUnsafe(char32_t c)
{
    if (c == U'\t' || c == U'\n' || c == U'\r')
        return false;
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || isBidiControl(c);
}

QString clean(const QString &s)
{
    bool any = false;
    for (QChar ch : s) {
        if (isUnsafe(ch.unicode())) {
            any = true;
            break;
        }
    }
    if (!any)
        return s;
    QString out;
    out.reserve(s.size());
    for (QChar ch : s) {
        if (!isUnsafe(ch.unicode()))
            out.append(ch);
    }
    return out;
}

QString cleanLine(const QString &s)
{
    QString out = clean(s);
    for (QChar &ch : out) {
        if (ch == QLatin1Char('\t') || ch == QLatin1Char('\n') || ch == QLatin1Char('\r'))
            ch = QLatin1Char(' ');
    }
    return out;
}

bool hasVisibleCharacter(const QString &s)
{
    bool visible = false;
    forEachCodePoint(s, [&](char32_t c, QStringView) {
        switch (QChar::category(c)) {
        case QChar::Separator_Space:
        case QChar::Separator_Line:
        case QChar::Separator_Paragraph:
        case QChar::Other_Control:
        case QChar::Other_Format:
        case QChar::Other_Surrogate:
        case QChar::Other_NotAssigned:
        case QChar::Mark_NonSpacing:
        case QChar::Mark_SpacingCombining:
        case QChar::Mark_Enclosing: break;
        default: visible = true;
        }
    });
    return visible;
}

QString escapedForTerminal(const QString &s)
{
    bool any = false;
    for (QChar ch : s) {
        if (ch.unicode() < 0x20 || isUnsafe(ch.unicode())) {
            any = true;
            break;
        }
    }
    if (!any)
        return s;
    QString out;
    out.reserve(s.size() + 8);
    forEachCodePoint(s, [&](char32_t c, QStringView original) {
        if (c == U'\t')
            out += QLatin1String("\\t");
        else if (c == U'\n')
            out += QLatin1String("\\n");
        else if (c == U'\r')
            out += QLatin1String("\\r");
        else if (c == 0x1B)
            out += QLatin1String("\\e");
        else if (isUnsafe(c))
            out += c < 0x100 ? QStringLiteral("\\x%1").arg(uint(c), 2, 16, QLatin1Char('0'))
                             : QStringLiteral("\\u%1").arg(uint(c), 4, 16, QLatin1Char('0'));
        else
            out += original;
    });
    return out;
}

QString quotedInMessage(const QString &s, qsizetype maxChars)
{
    // Cut by characters (code points) before escaping, so an escape is never cut in two.
    QString head;
    qsizetype chars = 0;
    bool cut = false;
    forEachCodePoint(s, [&](char32_t, QStringView original) {
        if (cut)
            return;
        if (chars == maxChars) {
            cut = true;
            return;
        }
        head += original;
        ++chars;
    });
    QString out = escapedForTerminal(head);
    out.replace(QChar(0x2028), QLatin1String("\\u2028"));
    out.replace(QChar(0x2029), QLatin1String("\\u2029"));
    if (cut)
        out += QChar(0x2026);
    return out;
}

} // namespace aip::text
