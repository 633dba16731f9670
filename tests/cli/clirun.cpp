#include "clirun.h"

#include "cli/cli.h"

#include <QProcess>
#include <QTextStream>

namespace clitest {

Run program(const QString &program, const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    p.setProcessEnvironment(env);
    p.start(program, args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

Run exe(const QStringList &args)
{
    return program(QStringLiteral(AIP_CLI_EXE), args);
}

Run inProcess(const QStringList &args)
{
    QString out, err;
    QTextStream o(&out), e(&err);
    const int status = aip::cli::run(args, o, e);
    o.flush();
    e.flush();
    return {status, out, err};
}

} // namespace clitest
