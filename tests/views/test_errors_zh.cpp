// The plan reader's and the catalog's error messages in the interface language: Chinese under zh_CN with the JSON
// paths, column names, SKUs and file paths left as they are, and under English exactly the texts that scripts and
// the other tests match. Lives with the view tests because the translation is embedded in `views`.
#include "catalogcsv.h"
#include "catalogdatabase.h"
#include "csv/csvtext.h"
#include "i18n/translation.h"
#include "plan/jsonfieldreader.h"
#include "plan/planfile.h"
#include "support/testsupport.h"

#include <QDir>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>

using namespace aip;

namespace {

// Installs a language for one test and puts English back afterwards (the other tests of this binary expect it).
struct Language {
    explicit Language(const QString &language) { REQUIRE(installTranslators(language)); }
    ~Language() { installTranslators(QStringLiteral("en")); }
    Language(const Language &) = delete;
    Language &operator=(const Language &) = delete;
};

bool hasChinese(const QString &text)
{
    static const QRegularExpression cjk(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
    return cjk.match(text).hasMatch();
}

QByteArray planWith(const QByteArray &members)
{
    return "{\"format\":\"aiplanner-plan\",\"version\":1," + members + "}";
}

// A plan with one problem of each kind the reader words differently.
QByteArray malformedPlan()
{
    return planWith("\"name\":7,\"servers\":[{\"id\":\"a\",\"count\":0}],"
                    "\"fabric\":{\"switches\":200000},\"costs\":{\"pue\":9,\"utilization\":\"high\"},"
                    "\"workload\":{\"model\":{\"preset\":\"gpt3-13b\"},\"precision\":\"fp4\","
                    "\"parallelism\":{\"tp\":0,\"sequence_parallel\":1}}");
}

QString seedPath()
{
    return aiptest::dataPath(QStringLiteral("../../resources/catalog/seed_parts.csv"));
}

// The seed CSV with the first GPU's `column` set to `value`; `row` gets that row's number (1 = the header).
QByteArray seedWithGpuCell(const char *column, const QString &value, int *row)
{
    QList<QStringList> rows = splitCsv(QString::fromUtf8(aiptest::readFile(seedPath())));
    REQUIRE(rows.size() > 2);
    const QStringList header = rows.constFirst();
    const qsizetype category = header.indexOf(QStringLiteral("category"));
    const qsizetype target = header.indexOf(QLatin1String(column));
    REQUIRE(category >= 0);
    REQUIRE(target >= 0);
    *row = 0;
    for (qsizetype r = 1; r < rows.size() && *row == 0; ++r) {
        if (rows.at(r).value(category) == QLatin1String("gpu")) {
            rows[r][target] = value;
            *row = int(r + 1);
        }
    }
    REQUIRE(*row > 0);
    QString out;
    for (const QStringList &r : rows)
        out += csv::quotedRow(r) + QLatin1Char('\n');
    return out.toUtf8();
}

// The messages of an integer member in [min, max] given `value` (or nothing when `value` is undefined).
QString integerError(const QJsonValue &value, qint64 min, qint64 max)
{
    JsonFieldReader r;
    QJsonObject o;
    if (!value.isUndefined())
        o.insert(QStringLiteral("n"), value);
    CHECK_FALSE(r.integer(o, "n", QStringLiteral("x"), min, max, true));
    REQUIRE(r.errors().size() == 1);
    return r.errors().constFirst().toString();
}

const QJsonValue kMissing(QJsonValue::Undefined);
const QByteArray kUnknownColumnCsv = "sku,category,bogus_col\nx,gpu,1\n";

} // namespace

TEST_CASE("plan-file errors read in English exactly as before")
{
    Language en(QStringLiteral("en"));
    const PlanReadResult r = readPlan(malformedPlan());
    REQUIRE_FALSE(r.ok());
    CHECK(r.errorText()
          == QStringLiteral("name: must be a string, not a number\n"
                            "servers[0].chassis: is required (a string)\n"
                            "servers[0].count: must be a positive integer (got 0)\n"
                            "fabric.switches: must be an integer from 0 to 100000 no larger than 100000 (got 200000)\n"
                            "workload.precision: must be fp32, tf32, fp16, bf16 or fp8 (got \"fp4\")\n"
                            "workload.parallelism.tp: must be a positive integer (got 0)\n"
                            "workload.parallelism.sequence_parallel: must be true or false, not a number\n"
                            "costs.pue: must be a number from 1 to 5 (got 9)\n"
                            "costs.utilization: must be a number from 0.01 to 1, not a string"));
    CHECK(readPlan("{\"format\":\"aiplanner-plan\",\"version\":99}").errorText()
          == QStringLiteral("version: the plan is version 99, newer than this program reads (%1); "
                            "open it with a newer AI Server Planner")
                 .arg(kPlanFormatVersion));
    CHECK(readPlan("{\"name\":\"x\"}").errorText()
          == QStringLiteral("format: not a plan: expected \"format\": \"aiplanner-plan\""));
    CHECK(readPlan("[]").errorText()
          == QStringLiteral("not a plan: the document must be a JSON object with \"format\": \"aiplanner-plan\""));
    CHECK(readPlan(QByteArray("\xff\xfe", 2)).errorText()
          == QStringLiteral("the file is not UTF-8 text, so it is not a plan file"));
    CHECK(readPlan("").errorText().startsWith(QStringLiteral("not a JSON document: ")));
    CHECK(readPlan(planWith("\"workload\":{}")).errorText()
          == QStringLiteral("workload.model: is required (an object)"));
    CHECK(readPlan(planWith("\"servers\":{}")).errorText()
          == QStringLiteral("servers: must be an array, not an object"));
}

TEST_CASE("each integer message reads in English exactly as before")
{
    Language en(QStringLiteral("en"));
    // Positive (min 1), non-negative (min 0, a large max) and a range: four problems each.
    CHECK(integerError(kMissing, 1, 10) == QStringLiteral("x.n: is required (a positive integer)"));
    CHECK(integerError(QStringLiteral("3"), 1, 10) == QStringLiteral("x.n: must be a positive integer, not a string"));
    CHECK(integerError(2.5, 1, 10) == QStringLiteral("x.n: must be a positive integer (got 2.5)"));
    CHECK(integerError(11, 1, 10) == QStringLiteral("x.n: must be a positive integer no larger than 10 (got 11)"));
    CHECK(integerError(kMissing, 0, 1 << 30) == QStringLiteral("x.n: is required (a non-negative integer)"));
    CHECK(integerError(true, 0, 1 << 30) == QStringLiteral("x.n: must be a non-negative integer, not a boolean"));
    CHECK(integerError(-1, 0, 1 << 30) == QStringLiteral("x.n: must be a non-negative integer (got -1)"));
    CHECK(integerError(1e10, 0, 1 << 30)
          == QStringLiteral("x.n: must be a non-negative integer no larger than 1073741824 (got 10000000000)"));
    CHECK(integerError(kMissing, 0, 3) == QStringLiteral("x.n: is required (an integer from 0 to 3)"));
    CHECK(integerError(QJsonValue::Null, 0, 3) == QStringLiteral("x.n: must be an integer from 0 to 3, not null"));
    CHECK(integerError(QJsonObject{}, 2, 3) == QStringLiteral("x.n: must be an integer from 2 to 3, not an object"));
    CHECK(integerError(1, 2, 3) == QStringLiteral("x.n: must be an integer from 2 to 3 (got 1)"));
    CHECK(integerError(5, 0, 3) == QStringLiteral("x.n: must be an integer from 0 to 3 no larger than 3 (got 5)"));
}

TEST_CASE("catalog errors read in English exactly as before")
{
    Language en(QStringLiteral("en"));
    const CsvParseResult unknown = parsePartsCsv(kUnknownColumnCsv);
    REQUIRE(unknown.errors.size() == 2);
    CHECK(unknown.errors.at(0).toString() == QStringLiteral("row 1, column bogus_col: unknown column"));
    CHECK(unknown.errors.at(1).toString().startsWith(QStringLiteral("row 1: missing columns: vendor, model, ")));

    int row = 0;
    const CsvParseResult notNumber = parsePartsCsv(seedWithGpuCell("gpu_memory_gb", QStringLiteral("abc"), &row));
    REQUIRE(notNumber.errors.size() == 1);
    CHECK(notNumber.errors.constFirst().toString()
          == QStringLiteral("row %1, column gpu_memory_gb: 'abc' is not a number").arg(row));
    const CsvParseResult wrongColumn = parsePartsCsv(seedWithGpuCell("cpu_cores", QStringLiteral("4"), &row));
    REQUIRE(wrongColumn.errors.size() == 1);
    CHECK(wrongColumn.errors.constFirst().toString()
          == QStringLiteral("row %1, column cpu_cores: must be empty for a gpu part").arg(row));
    const CsvParseResult badSku = parsePartsCsv(seedWithGpuCell("sku", QStringLiteral("Bad SKU"), &row));
    REQUIRE(badSku.errors.size() == 1);
    CHECK(badSku.errors.constFirst().toString()
          == QStringLiteral("row %1, column sku: 'Bad SKU' is not lower-case kebab (a-z, 0-9, '-', '.')").arg(row));
    CHECK(parsePartsCsv("").errors.constFirst().toString()
          == QStringLiteral("row 1: the file is empty: the first row must be the header"));

    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    CatalogDatabase db;
    CHECK_FALSE(db.open(dir.path()));
    CHECK(db.errorString() == QStringLiteral("%1 is a folder, not a catalog file").arg(dir.path()));
    CHECK(db.importParts({}).errorText() == QStringLiteral("the catalog is not open"));
}

TEST_CASE("plan-file errors are in Chinese under zh_CN with the JSON paths intact")
{
    Language zh(QStringLiteral("zh_CN"));
    const PlanReadResult r = readPlan(malformedPlan());
    REQUIRE(r.errors.size() == 9);
    CHECK(r.errors.at(0).toString() == QStringLiteral("name: 必须是字符串，而不是数字"));
    CHECK(r.errors.at(1).toString() == QStringLiteral("servers[0].chassis: 为必填项（字符串）"));
    CHECK(r.errors.at(2).toString() == QStringLiteral("servers[0].count: 必须是正整数（实际为 0）"));
    CHECK(r.errors.at(3).toString()
          == QStringLiteral("fabric.switches: 必须是 0 到 100000 之间且不大于 100000 的整数（实际为 200000）"));
    CHECK(r.errors.at(4).toString()
          == QStringLiteral("workload.precision: 必须是 fp32、tf32、fp16、bf16 或 fp8（实际为“fp4”）"));
    CHECK(r.errors.at(5).toString() == QStringLiteral("workload.parallelism.tp: 必须是正整数（实际为 0）"));
    CHECK(r.errors.at(6).toString()
          == QStringLiteral("workload.parallelism.sequence_parallel: 必须是 true 或 false，而不是数字"));
    CHECK(r.errors.at(7).toString() == QStringLiteral("costs.pue: 必须是 1 到 5 之间的数（实际为 9）"));
    CHECK(r.errors.at(8).toString() == QStringLiteral("costs.utilization: 必须是 0.01 到 1 之间的数，而不是字符串"));

    const QString newer = readPlan("{\"format\":\"aiplanner-plan\",\"version\":99}").errorText();
    CHECK(
        newer
        == QStringLiteral("version: 方案版本为 99，高于本程序可读取的版本（%1）；请用更新版本的 AI Server Planner 打开")
               .arg(kPlanFormatVersion));
    CHECK(readPlan("{\"name\":\"x\"}").errorText()
          == QStringLiteral("format: 不是方案：应为 \"format\": \"aiplanner-plan\""));
    CHECK(readPlan(QByteArray("\xff\xfe", 2)).errorText() == QStringLiteral("文件不是 UTF-8 文本，因此不是方案文件"));
    CHECK(readPlan("").errorText().startsWith(QStringLiteral("不是 JSON 文档：")));

    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString missing = dir.filePath(QStringLiteral("nowhere/plan.aiplan"));
    const QString openError = readPlanFile(missing).errorText();
    CHECK(openError.startsWith(QStringLiteral("无法打开 %1：").arg(missing)));
    const QString writeError = writePlanFile(Plan{}, missing);
    CHECK(writeError.startsWith(QStringLiteral("无法写入 %1：").arg(missing)));
}

TEST_CASE("every integer message has a Chinese sentence of its own")
{
    Language zh(QStringLiteral("zh_CN"));
    CHECK(integerError(kMissing, 1, 10) == QStringLiteral("x.n: 为必填项（正整数）"));
    CHECK(integerError(11, 1, 10) == QStringLiteral("x.n: 必须是不大于 10 的正整数（实际为 11）"));
    CHECK(integerError(kMissing, 0, 1 << 30) == QStringLiteral("x.n: 为必填项（非负整数）"));
    CHECK(integerError(true, 0, 1 << 30) == QStringLiteral("x.n: 必须是非负整数，而不是布尔值"));
    CHECK(integerError(-1, 0, 1 << 30) == QStringLiteral("x.n: 必须是非负整数（实际为 -1）"));
    CHECK(integerError(1e10, 0, 1 << 30)
          == QStringLiteral("x.n: 必须是不大于 1073741824 的非负整数（实际为 10000000000）"));
    CHECK(integerError(kMissing, 0, 3) == QStringLiteral("x.n: 为必填项（0 到 3 之间的整数）"));
    CHECK(integerError(QJsonValue::Null, 0, 3) == QStringLiteral("x.n: 必须是 0 到 3 之间的整数，而不是空值（null）"));
    CHECK(integerError(1, 2, 3) == QStringLiteral("x.n: 必须是 2 到 3 之间的整数（实际为 1）"));
}

TEST_CASE("catalog errors are in Chinese under zh_CN with column names and SKUs intact")
{
    Language zh(QStringLiteral("zh_CN"));
    const CsvParseResult unknown = parsePartsCsv(kUnknownColumnCsv);
    REQUIRE(unknown.errors.size() == 2);
    CHECK(unknown.errors.at(0).toString() == QStringLiteral("第 1 行，bogus_col 列：未知列"));
    CHECK(unknown.errors.at(1).toString().startsWith(QStringLiteral("第 1 行：缺少列：vendor, model, ")));

    int row = 0;
    const CsvParseResult notNumber = parsePartsCsv(seedWithGpuCell("gpu_memory_gb", QStringLiteral("abc"), &row));
    REQUIRE(notNumber.errors.size() == 1);
    CHECK(notNumber.errors.constFirst().toString()
          == QStringLiteral("第 %1 行，gpu_memory_gb 列：“abc”不是数字").arg(row));
    const CsvParseResult wrongColumn = parsePartsCsv(seedWithGpuCell("cpu_cores", QStringLiteral("4"), &row));
    REQUIRE(wrongColumn.errors.size() == 1);
    CHECK(wrongColumn.errors.constFirst().toString()
          == QStringLiteral("第 %1 行，cpu_cores 列：gpu 部件的此列必须为空").arg(row));
    // The part's own problems are "column: message"; the column still splits off under Chinese.
    const CsvParseResult badSku = parsePartsCsv(seedWithGpuCell("sku", QStringLiteral("Bad SKU"), &row));
    REQUIRE(badSku.errors.size() == 1);
    CHECK(badSku.errors.constFirst().column == QStringLiteral("sku"));
    CHECK(badSku.errors.constFirst().toString()
          == QStringLiteral("第 %1 行，sku 列：“Bad SKU”不是小写短横线格式（a-z、0-9、“-”、“.”）").arg(row));

    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    CatalogDatabase db;
    CHECK_FALSE(db.open(dir.path()));
    CHECK(db.errorString() == QStringLiteral("%1 是文件夹，不是目录文件").arg(dir.path()));
    const QString catalog = dir.filePath(QStringLiteral("catalog.db"));
    REQUIRE(db.open(catalog));
    CHECK_FALSE(db.removePart(QStringLiteral("no-such-part")));
    CHECK(db.errorString() == QStringLiteral("目录中没有部件 no-such-part"));

    // A file that cannot be read is told apart from bad content by a flag, not by the (translated) words.
    const CatalogImportResult unreadable = db.importCsv(dir.filePath(QStringLiteral("missing.csv")));
    CHECK_FALSE(unreadable.ok);
    CHECK(unreadable.fileError);
    CHECK(unreadable.errorText().startsWith(
        QStringLiteral("无法读取 %1：").arg(dir.filePath(QStringLiteral("missing.csv")))));
    const QString bad = dir.filePath(QStringLiteral("bad.csv"));
    REQUIRE(aiptest::writeFile(bad, kUnknownColumnCsv));
    const CatalogImportResult invalid = db.importCsv(bad);
    CHECK_FALSE(invalid.ok);
    CHECK_FALSE(invalid.fileError);
    CHECK(hasChinese(invalid.errorText()));
    CHECK(invalid.errorText().contains(QStringLiteral("bogus_col")));
}

TEST_CASE("switching back to English restores the English messages")
{
    {
        Language zh(QStringLiteral("zh_CN"));
        CHECK(hasChinese(parsePartsCsv(kUnknownColumnCsv).errors.constFirst().toString()));
    }
    CHECK(parsePartsCsv(kUnknownColumnCsv).errors.constFirst().toString()
          == QStringLiteral("row 1, column bogus_col: unknown column"));
    CHECK(readPlan(planWith("\"name\":7")).errorText() == QStringLiteral("name: must be a string, not a number"));
}
