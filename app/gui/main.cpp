// aiplanner: the GUI. Thin: application setup, the catalog, then the main window; an argument opens that plan.
#include "catalogdatabase.h"
#include "i18n/translation.h"
#include "mainwindow/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>
#include <QTimer>

#include <memory>

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
    aip::CatalogDatabase db;
    const QString catalogPath
        = parser.isSet(catalogOption) ? parser.value(catalogOption) : aip::CatalogDatabase::defaultPath();
    QString catalogError;
    if (db.open(catalogPath))
        window.setCatalog(std::make_shared<const aip::PartCatalog>(db.loadCatalog()));
    else
        catalogError = db.errorString().isEmpty() ? catalogPath : db.errorString();
    window.show();
    if (!parser.positionalArguments().isEmpty())
        window.openFile(parser.positionalArguments().constFirst());
    // After the window is up: the catalog message, then the offer to recover a crashed session.
    QTimer::singleShot(0, &window, [&window, catalogError, catalogPath] {
        if (!catalogError.isEmpty()) {
            window.setCatalogError(catalogError);
            QMessageBox::warning(&window, QApplication::translate("main", "Catalog unavailable"),
                                 QApplication::translate("main",
                                                         "The hardware catalog at %1 could not be opened:\n\n%2\n\n"
                                                         "Plans open and save, but parts cannot be added until the "
                                                         "catalog is available.")
                                     .arg(catalogPath, catalogError));
        }
        window.offerRecovery();
    });
    return app.exec();
}
