#include "team/catalogpassword.h"

#include "catalogcredentials.h"
#include "catalogdialect.h"
#include "team/passwordstore.h"

#include <QTimer>

namespace aip {

void loadCatalogPassword(const QString &location, QObject *context, std::function<void()> then)
{
    QString error;
    const auto where = CatalogLocation::parse(location, &error);
    if (!where || !where->isServer() || !where->password.isEmpty() || !sessionPassword(*where).isEmpty()) {
        QTimer::singleShot(0, context, [then] { then(); });
        return;
    }
    const CatalogLocation server = *where;
    passwordstore::read(server.displayName(), context,
                        [server, then](std::optional<QString> password, const QString &) {
                            if (password && !password->isEmpty())
                                setSessionPassword(server, *password);
                            then();
                        });
}

} // namespace aip
