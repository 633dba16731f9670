// aiplanner: the GUI. Thin: application setup, then the main window; an argument opens that plan.
#include "i18n/translation.h"
#include "mainwindow/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("AIServerPlanner"));
    QApplication::setApplicationName(QStringLiteral("aiplanner"));
    QApplication::setApplicationDisplayName(QStringLiteral("AI Server Planner"));
    QApplication::setApplicationVersion(QStringLiteral(AIP_VERSION));
    aip::installTranslators(aip::resolveLanguage(aip::languageSetting()));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Plan AI training servers."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("plan"), QApplication::translate("main", "A plan file to open."),
                                 QStringLiteral("[plan.aiplan]"));
    parser.process(app);

    aip::MainWindow window;
    window.show();
    if (!parser.positionalArguments().isEmpty())
        window.openFile(parser.positionalArguments().constFirst());
    return app.exec();
}
