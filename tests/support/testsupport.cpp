#include "support/testsupport.h"

#include <QDir>
#include <QFile>

namespace aiptest {

QString dataPath(const QString &name)
{
    return QStringLiteral(AIP_TEST_DATA_DIR "/") + name;
}

QString sharedPath(const QString &name)
{
    return QStringLiteral(AIP_SHARED_DIR "/") + name;
}

QString sourcePath(const QString &name)
{
    return QDir(dataPath(QStringLiteral("../.."))).absoluteFilePath(name);
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    return f.write(bytes) == bytes.size();
}

} // namespace aiptest
