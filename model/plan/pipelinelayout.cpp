#include "plan/pipelinelayout.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace aip {

namespace {

struct PipelineLayoutText {
    Q_DECLARE_TR_FUNCTIONS(PipelineLayoutText)
};

// Megatron-Core's unrolling (parse_str_to_list): "(...)*n" first, then "x*n", each applied once over the string, as
// Python's re.sub does. A repeat count past the stage bound is refused before the string is built.
bool unroll(QString &text, const QRegularExpression &pattern, QString *error)
{
    QString out;
    qsizetype from = 0;
    QRegularExpressionMatchIterator it = pattern.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        bool ok = false;
        const int n = m.captured(2).toInt(&ok);
        const qsizetype grown = out.size() + m.captured(1).size() * qsizetype(std::max(0, n));
        if (!ok || grown > 64 * qsizetype(kMaxPipelineLayoutStages)) {
            if (error)
                *error = PipelineLayoutText::tr("the repeat \"%1\" is too long").arg(m.captured(0).left(40));
            return false;
        }
        out += text.mid(from, m.capturedStart() - from);
        out += m.captured(1).repeated(n);
        from = m.capturedEnd();
    }
    out += text.mid(from);
    text = out;
    return true;
}

} // namespace

int PipelineLayout::layers() const
{
    int n = 0;
    for (const PipelineLayoutStage &s : stages)
        n += s.layers;
    return n;
}

int PipelineLayout::mtp() const
{
    int n = 0;
    for (const PipelineLayoutStage &s : stages)
        n += s.mtp;
    return n;
}

std::optional<PipelineLayout> parsePipelineLayout(const QString &input, QString *error)
{
    auto fail = [error](const QString &why) -> std::optional<PipelineLayout> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    QString text = input;
    text.remove(QLatin1Char(','));
    text.remove(QLatin1Char(' '));
    if (text.isEmpty())
        return fail(PipelineLayoutText::tr("is empty"));
    static const QRegularExpression group(QStringLiteral("\\(([^)]+)\\)\\*(\\d+)"));
    static const QRegularExpression single(QStringLiteral("(.)\\*(\\d+)"));
    if (!unroll(text, group, error) || !unroll(text, single, error))
        return std::nullopt;
    // Megatron-Core's rules for a layout (validate_layer_layout): the embedding first and the loss last, each once;
    // every transformer layer before the first multi-token prediction module.
    if (!text.startsWith(QLatin1Char('E')) || text.count(QLatin1Char('E')) != 1)
        return fail(PipelineLayoutText::tr("must begin with the embedding 'E' and name it once"));
    if (!text.endsWith(QLatin1Char('L')) || text.count(QLatin1Char('L')) != 1)
        return fail(PipelineLayoutText::tr("must end with the loss 'L' and name it once"));
    if (const qsizetype m = text.indexOf(QLatin1Char('m')); m >= 0 && text.indexOf(QLatin1Char('t'), m) >= 0)
        return fail(PipelineLayoutText::tr("places a transformer layer 't' after a multi-token prediction module 'm'"));
    PipelineLayout layout;
    layout.stages.append(PipelineLayoutStage{});
    for (const QChar c : std::as_const(text)) {
        PipelineLayoutStage &stage = layout.stages.last();
        switch (c.unicode()) {
        case '|':
            if (layout.stages.size() >= kMaxPipelineLayoutStages)
                return fail(PipelineLayoutText::tr("has more than %1 stages").arg(kMaxPipelineLayoutStages));
            layout.stages.append(PipelineLayoutStage{});
            break;
        case 't': ++stage.layers; break;
        case 'm': ++stage.mtp; break;
        case 'E': stage.embedding = true; break;
        case 'L': stage.loss = true; break;
        default: return fail(PipelineLayoutText::tr("has '%1', which is none of E, t, m, L and '|'").arg(c));
        }
    }
    return layout;
}

} // namespace aip
