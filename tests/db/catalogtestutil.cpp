#include "db/catalogtestutil.h"

#include <QSqlQuery>
#include <QStringList>

namespace aiptest {

RawDb::RawDb(const QString &path)
{
    static int counter = 0;
    m_name = QStringLiteral("raw-test-%1").arg(++counter);
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
    m_db.setDatabaseName(path);
    m_db.open();
}

RawDb::~RawDb()
{
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_name);
}

bool RawDb::exec(const QString &sql)
{
    QSqlQuery q(m_db);
    return q.exec(sql);
}

QVariant RawDb::scalar(const QString &sql)
{
    QSqlQuery q(m_db);
    if (!q.exec(sql) || !q.next())
        return {};
    return q.value(0);
}

QString RawDb::schemaText()
{
    QSqlQuery q(m_db);
    QStringList out;
    if (q.exec(QStringLiteral("SELECT sql FROM sqlite_master WHERE sql IS NOT NULL"))) {
        while (q.next())
            out.append(q.value(0).toString());
    }
    out.sort();
    return out.join(QLatin1Char('\n'));
}

aip::Part sampleGpu(const QString &sku)
{
    aip::Part p;
    p.sku = sku;
    p.category = aip::PartCategory::Gpu;
    p.vendor = QStringLiteral("Test");
    p.model = QStringLiteral("Test GPU");
    p.price = 1234.5;
    p.priceDate = QStringLiteral("2025-01");
    p.source = QStringLiteral("unit test");
    p.gpu.bf16Tflops = 100;
    p.gpu.fp16Tflops = 100;
    p.gpu.fp32Tflops = 20;
    p.gpu.memoryGB = 48;
    p.gpu.memoryBandwidthGBs = 900;
    p.gpu.tdpW = 300;
    return p;
}

qint64 partCount(const QString &path)
{
    RawDb raw(path);
    return raw.scalar(QStringLiteral("SELECT COUNT(*) FROM parts")).toLongLong();
}

} // namespace aiptest
