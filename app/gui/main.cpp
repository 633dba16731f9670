// aiplanner: the GUI. Thin: application setup, the catalog, then the main window; an argument opens that plan.
#include "i18n/translation.h"
#include "mainwindow/catalogloader.h"
#include "mainwindow/mainwindow.h"
#include "preferences/catalogsettings.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

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
    QCommandLineOption catalogOption(QStringLiteral("catalog"),
                                     QApplication::translate("main", "Use this catalog database."),
                                     QStringLiteral("path"));
    parser.addOption(catalogOption);
    parser.addPositionalArgument(QStringLiteral("plan"), QApplication::translate("main", "A plan file to open."),
                                 QStringLiteral("[plan.aiplan]"));
    parser.process(app);

    aip::MainWindow window;
    // --catalog, else the one chosen in Preferences > Catalog (the user's file unless a team server was chosen).
    const QString catalogPath
        = parser.isSet(catalogOption) ? parser.value(catalogOption) : aip::catalogsettings::preferredLocation();
    // The catalog loads off the GUI thread and is tried again while another program holds it busy; a catalog that
    // cannot be opened is said in the window and in a dialog. A team server's password is first asked of the
    // desktop's secret store (bounded). The catalog panel edits parts in that catalog (Edit part, History) and
    // reloads it after a save; a new choice in Preferences > Catalog opens at once (mainwindow/catalogloader.h).
    aip::openWindowCatalog(&window, catalogPath);
    window.show();
    // Without a plan: the start page (templates, recent plans, an empty plan).
    if (parser.positionalArguments().isEmpty())
        window.showStartPage();
    else
        window.openFile(parser.positionalArguments().constFirst());
    // After the window is up: the offer to recover a crashed session.
    QTimer::singleShot(0, &window, [&window] { window.offerRecovery(); });
    return app.exec();
}
