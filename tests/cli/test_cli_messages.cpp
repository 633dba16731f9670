// The command line's messages (issue 22): what the user typed (an option, a command, a file name) is quoted escaped
// and cut, never raw to the terminal; a time to train shorter than one step is said; durations are the GUI's
// (fmt::duration, issue 16: one duration format).
#include "cli/cli.h"
#include "cli/clitext.h"
#include "clirun.h"
#include "common/formatting.h"
#include "support/testsupport.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

namespace {

using clitest::Run;

bool hasControl(const QString &s)
{
    for (const QChar ch : s) {
        const char16_t c = ch.unicode();
        if ((c < 0x20 && c != u'\n') || (c >= 0x7F && c <= 0x9F) || (c >= 0x202A && c <= 0x202E))
            return true;
    }
    return false;
}

class Cli
{
public:
    Cli() { REQUIRE(m_dir.isValid()); }

    QString plan(const QByteArray &workload)
    {
        const QString path = m_dir.filePath(QStringLiteral("p.aiplan"));
        REQUIRE(aiptest::writeFile(path,
                                   R"({"format":"aiplanner-plan","version":1,"name":"p","servers":[{"id":"n",)"
                                   R"("chassis":"nvidia-dgx-a100-80gb","parts":[],"count":2}],"workload":)"
                                       + workload + "}"));
        return path;
    }

    Run run(QStringList args)
    {
        args.prepend(m_dir.filePath(QStringLiteral("catalog.db")));
        args.prepend(QStringLiteral("--catalog"));
        return clitest::inProcess(args);
    }

    QString dir(const QString &name) const { return m_dir.filePath(name); }

private:
    QTemporaryDir m_dir;
};

} // namespace

TEST_CASE("cli messages quote an unknown option, an unknown command and a file name escaped")
{
    Cli cli;
    const QString plan = cli.plan(R"({"model":{"preset":"gpt3-1.3b"},"global_batch":64})");
    Run r = cli.run({QStringLiteral("simulate"), plan, QStringLiteral("--x\x1b[2J\u202Eevil")});
    CHECK(r.status == 2);
    INFO(r.err.toStdString());
    CHECK_FALSE(hasControl(r.err));
    CHECK(r.err.contains(QStringLiteral("--x\\e[2J\\u202eevil")));

    r = cli.run({QStringLiteral("sim\nulate\x07")});
    CHECK(r.status == 2);
    CHECK_FALSE(hasControl(r.err));
    CHECK(r.err.contains(QStringLiteral("'sim\\nulate\\x07'")));

    // A missing plan whose name holds an escape sequence: exit 3, the name shown escaped.
    r = cli.run({QStringLiteral("check"), cli.dir(QStringLiteral("no\x1b]0;title\x07.aiplan"))});
    CHECK(r.status == 3);
    CHECK_FALSE(hasControl(r.err));
    CHECK(r.err.contains(QStringLiteral("no\\e]0;title\\x07.aiplan")));

    // A very long option is cut with an ellipsis: the message stays readable.
    r = cli.run({QStringLiteral("simulate"), plan, QStringLiteral("--") + QString(50000, QLatin1Char('y'))});
    CHECK(r.status == 2);
    CHECK(r.err.contains(QChar(0x2026)));
    CHECK(r.err.size() < 2000);
}

TEST_CASE("cli simulate prints durations as the GUI does and says when the run is shorter than one step")
{
    Cli cli;
    // 1,000 tokens against a batch of 64 x 2,048: less than one step.
    const QString plan = cli.plan(R"({"model":{"preset":"gpt3-1.3b"},"global_batch":64,"tokens_to_train":1000})");
    const Run json = cli.run({QStringLiteral("simulate"), plan, QStringLiteral("--json")});
    REQUIRE(json.status == 0);
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    const double step = o.value(QStringLiteral("step_time_s")).toDouble();
    REQUIRE(step > 0);
    CHECK(o.value(QStringLiteral("time_to_train_s")).toDouble() < step);

    const Run text = cli.run({QStringLiteral("simulate"), plan});
    REQUIRE(text.status == 0);
    const QLocale en = aip::cli::localeFor(QStringLiteral("en"));
    CHECK(text.out.contains(QStringLiteral("Step time")));
    CHECK(text.out.contains(aip::fmt::duration(step, en)));
    INFO(text.err.toStdString());
    CHECK(text.err.contains(QStringLiteral("less than one step")));

    const Run check = cli.run({QStringLiteral("check"), plan});
    CHECK(check.status == 0); // a warning, not an error
    CHECK(check.out.contains(QStringLiteral("less than one step")));

    // Enough tokens for many steps: no warning.
    const QString longer = cli.plan(R"({"model":{"preset":"gpt3-1.3b"},"global_batch":64,"tokens_to_train":1e10})");
    const Run fine = cli.run({QStringLiteral("simulate"), longer});
    REQUIRE(fine.status == 0);
    CHECK_FALSE(fine.err.contains(QStringLiteral("less than one step")));
}
