// aiplanner-cli quote on a team catalog whose server does not answer (issue 19, item 3): the command runs on the
// laptop's offline copy, says so on stderr, and the PDF says "offline — prices as of <the copy's date>" with the
// catalog revision the copy holds. Run in this process, so the copy lies where the command looks for it.
#include "clirun.h"
#include "support/testsupport.h"

#include "catalogdatabase.h"
#include "offlinecopy.h"

#include <QDateTime>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

TEST_CASE("quote on the offline copy of a team catalog says offline with the copy's date and revision")
{
    using namespace aip;
    QList<Part> parts;
    QTemporaryDir dir;
    {
        CatalogDatabase seed;
        REQUIRE(seed.open(dir.filePath(QStringLiteral("seed.db"))));
        parts = seed.parts();
    }
    // A copy as an earlier session on the server left it; nothing listens on port 1.
    const QString copy = defaultOfflineCopyPath(QStringLiteral("127.0.0.1"), 1, QStringLiteral("cli_quote_offline"));
    REQUIRE(writeOfflineCopy(copy, parts, 9).isEmpty());
    const auto info = readOfflineCopyInfo(copy);
    REQUIRE(info);
    const QString url = QStringLiteral("postgresql://aip@127.0.0.1:1/cli_quote_offline");
    const QString pdf = dir.filePath(QStringLiteral("q.pdf"));
    const clitest::Run q = clitest::inProcess({QStringLiteral("--catalog"), url, QStringLiteral("quote"),
                                               aiptest::dataPath(QStringLiteral("plans/quote-check.aiplan")),
                                               QStringLiteral("-o"), pdf});
    INFO(q.err.toStdString());
    REQUIRE(q.status == 0);
    CHECK(q.err.contains(QStringLiteral("offline — prices as of %1").arg(info->takenAt)));

    REQUIRE_FALSE(QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty());
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    REQUIRE(text.waitForFinished(30000));
    // NFKC: the PDF font sets "ffl" as one ligature glyph (U+FB04), which pdftotext gives back as that character.
    const QString out
        = QString::fromUtf8(text.readAllStandardOutput()).normalized(QString::NormalizationForm_KC).simplified();
    const QDateTime taken = QDateTime::fromString(info->takenAt, Qt::ISODate).toUTC();
    REQUIRE(taken.isValid());
    CHECK(out.contains(QStringLiteral("offline — prices as of %1 %2 UTC")
                           .arg(taken.date().toString(Qt::ISODate), taken.time().toString(QStringLiteral("HH:mm")))));
    CHECK(out.contains(QStringLiteral("Catalog revision 9")));

    // Every command that reads the catalog says it is the offline copy, not only the catalog commands.
    const clitest::Run check = clitest::inProcess({QStringLiteral("--catalog"), url, QStringLiteral("check"),
                                                   aiptest::dataPath(QStringLiteral("plans/quote-check.aiplan"))});
    CHECK(check.err.contains(QStringLiteral("offline — prices as of %1").arg(info->takenAt)));
    QFile::remove(copy);
}
