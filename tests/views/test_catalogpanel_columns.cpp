// The catalog panel's columns at a laptop's width (issue 17): in the 440 px a 1366 x 768 screen leaves the panel,
// the parts' names read whole, the key specs get room to be read instead of "…", the category titles are not cut,
// and AMD's accelerators are told apart by their model ("MI300X 192GB", not "Instinct…0X 192GB").
#include "catalog/catalogfiltermodel.h"
#include "catalog/catalogmodel.h"
#include "catalog/catalogpanel.h"
#include "catalog/partdescription.h"
#include "catalogcsv.h"
#include "i18n/translation.h"
#include "support/testsupport.h"

#include <QHeaderView>
#include <QStyle>
#include <QTest>
#include <QTreeView>

#include <memory>

using namespace aip;

namespace {

struct LanguageGuard {
    explicit LanguageGuard(const QString &language) { REQUIRE(installTranslators(language)); }
    ~LanguageGuard() { installTranslators(QStringLiteral("en")); } // the other tests expect English
};

std::shared_ptr<const PartCatalog> seedCatalog()
{
    const CsvParseResult parsed
        = parsePartsCsv(aiptest::readFile(aiptest::dataPath(QStringLiteral("../../resources/catalog/seed_parts.csv"))));
    REQUIRE(parsed.ok());
    auto c = std::make_shared<PartCatalog>();
    for (const Part &p : parsed.parts)
        c->add(p);
    return c;
}

// The GPU rows the panel shows (the GPU category is open when nothing is searched).
QModelIndexList gpuRows(const CatalogPanel &panel)
{
    const QAbstractItemModel *m = panel.view()->model();
    QModelIndexList rows;
    for (int r = 0; r < m->rowCount(); ++r) {
        const QModelIndex category = m->index(r, 0);
        if (category.data(CatalogModel::CategoryRole).toInt() != int(PartCategory::Gpu))
            continue;
        for (int c = 0; c < m->rowCount(category); ++c)
            rows.append(m->index(c, CatalogModel::NameColumn, category));
    }
    return rows;
}

// What a cell needs to show `text` uncut: the text and the style's margins on both sides (QCommonStyle: the focus
// frame's margin + 1).
int needed(const QTreeView *view, const QString &text)
{
    return QFontMetrics(view->font()).horizontalAdvance(text)
        + 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1);
}

void showAt(CatalogPanel &panel, int width)
{
    panel.resize(width, 600);
    panel.show();
    QCoreApplication::processEvents();
}

} // namespace

TEST_CASE("at a laptop's width the catalog shows whole part names and readable key specs")
{
    CatalogPanel panel;
    panel.setCatalog(seedCatalog());
    showAt(panel, 440); // the panel's width in the main window on a 1366 x 768 screen
    QTreeView *view = panel.view();
    const int viewport = view->viewport()->width();
    REQUIRE(viewport > 300);
    const QModelIndexList gpus = gpuRows(panel);
    REQUIRE(gpus.size() >= 10);
    for (const QModelIndex &name : gpus) {
        const QString text = name.data().toString();
        INFO(text.toStdString());
        // The cell has room for the whole name: no ellipsis in it.
        CHECK(view->visualRect(name).width() >= needed(view, text));
    }
    // The key specs take the rest, at least 35 % of the view: each GPU's memory and bandwidth read whole
    // ("80 GB · 2,039 GB/s · 3…"), not "…".
    CHECK(view->columnWidth(CatalogModel::SpecsColumn) >= viewport * 35 / 100);
    for (const QModelIndex &name : gpus) {
        const QModelIndex specs = name.siblingAtColumn(CatalogModel::SpecsColumn);
        const QStringList fields = specs.data().toString().split(QStringLiteral(" · "));
        REQUIRE(fields.size() >= 2);
        INFO(specs.data().toString().toStdString());
        CHECK(view->visualRect(specs).width()
              >= needed(view, fields.mid(0, 2).join(QStringLiteral(" · ")) + QStringLiteral(" · 3…")));
    }
    CHECK(view->header()->sectionViewportPosition(CatalogModel::SpecsColumn)
              + view->columnWidth(CatalogModel::SpecsColumn)
          <= viewport + 1);
    // The names are cut in the middle (where the part numbers that differ are); the specs column has a delegate of
    // its own that cuts at the end, so the first figures stay whole.
    CHECK(view->textElideMode() == Qt::ElideMiddle);
    CHECK(view->itemDelegateForColumn(CatalogModel::SpecsColumn) != nullptr);
    CHECK(view->itemDelegateForColumn(CatalogModel::NameColumn) == nullptr);
    // The price stays, whole.
    CHECK_FALSE(view->isColumnHidden(CatalogModel::PriceColumn));
    for (const QModelIndex &name : gpus) {
        const QModelIndex price = name.siblingAtColumn(CatalogModel::PriceColumn);
        CHECK(view->visualRect(price).width() >= needed(view, price.data().toString()));
    }
    // The category titles span the row: "Servers and chassis (7)" is not "Servers a…assis (7)".
    for (int r = 0; r < view->model()->rowCount(); ++r)
        CHECK(view->isFirstColumnSpanned(r, QModelIndex()));
}

TEST_CASE("on a wide screen the catalog shows the vendor and the price date, and the key specs whole")
{
    CatalogPanel panel;
    panel.setCatalog(seedCatalog());
    showAt(panel, 1100);
    QTreeView *view = panel.view();
    CHECK_FALSE(view->isColumnHidden(CatalogModel::VendorColumn));
    CHECK_FALSE(view->isColumnHidden(CatalogModel::PriceDateColumn));
    CHECK(view->isColumnHidden(CatalogModel::SkuColumn));
    for (const QModelIndex &name : gpuRows(panel)) {
        for (int column : {int(CatalogModel::VendorColumn), int(CatalogModel::SpecsColumn)}) {
            const QModelIndex cell = name.siblingAtColumn(column);
            INFO(cell.data().toString().toStdString());
            CHECK(view->visualRect(cell).width() >= needed(view, cell.data().toString()));
        }
    }
    // Narrowed again, the date and then the vendor give way to the key specs.
    showAt(panel, 440);
    CHECK(view->isColumnHidden(CatalogModel::PriceDateColumn));
    CHECK(view->columnWidth(CatalogModel::SpecsColumn) >= view->viewport()->width() * 35 / 100);
}

TEST_CASE("AMD's accelerators are named by their model in lists and slots, in English and in Chinese")
{
    const std::shared_ptr<const PartCatalog> c = seedCatalog();
    const Part *mi300x = c->find(QStringLiteral("amd-mi300x"));
    const Part *mi250x = c->find(QStringLiteral("amd-mi250x"));
    REQUIRE(mi300x);
    REQUIRE(mi250x);
    CHECK(partdesc::shortName(*mi300x) == QStringLiteral("MI300X 192GB"));
    CHECK(partdesc::listName(*mi250x) == QStringLiteral("MI250X 128GB"));
    CHECK(partdesc::displayName(*mi300x) == QStringLiteral("AMD Instinct MI300X 192GB")); // quotes keep it whole
    {
        LanguageGuard zh(QStringLiteral("zh_CN"));
        CHECK(partdesc::listName(*mi300x) == QStringLiteral("MI300X 192GB"));
    }
    // A CPU keeps its brand: only the accelerators' shared word goes.
    Part cpu = *mi300x;
    cpu.category = PartCategory::Cpu;
    CHECK(partdesc::shortName(cpu) == QStringLiteral("Instinct MI300X 192GB"));
}
