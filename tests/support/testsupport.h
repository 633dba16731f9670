#pragma once
// Helpers shared by the tests: paths to test data, temporary files, Catch2 printing of Qt strings.

#include <QByteArray>
#include <QString>

#include <catch2/catch.hpp>

namespace Catch {
template<>
struct StringMaker<QString> {
    static std::string convert(const QString &s) { return '"' + s.toStdString() + '"'; }
};
} // namespace Catch

namespace aiptest {

QString dataPath(const QString &name);   // tests/data/NAME
QString sharedPath(const QString &name); // ../shared/NAME (the design data: catalog sources, calibration)
QString sourcePath(const QString &name); // the source tree's NAME (resources/templates/..., examples/...)
QByteArray readFile(const QString &path);
bool writeFile(const QString &path, const QByteArray &bytes);

} // namespace aiptest
