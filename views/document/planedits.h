#pragma once
// Pure edits of a Plan (plan in, plan out) that the undo commands are built from. Kept free of Qt Widgets and of
// the undo stack so the tests can check each edit on its own, and so every command is "before" + "after".

#include "plan/plan.h"

#include <QString>

namespace aip::planedits {

// Units of `sku` the plan adds to server `server` (not counting a complete system's built-in parts).
int addedQty(const Plan &plan, int server, const QString &sku);

// Adds qty units of sku to the server; units of a SKU already listed are merged into its entry.
bool addPart(Plan &plan, int server, const QString &sku, int qty = 1);
// Removes up to qty units of sku from the server (built-in parts are not in the plan and cannot be removed).
bool removePart(Plan &plan, int server, const QString &sku, int qty = 1);
// Moves qty units of sku from one server type to another.
bool movePart(Plan &plan, int fromServer, int toServer, const QString &sku, int qty = 1);
bool setServerCount(Plan &plan, int server, int count);
bool setChassis(Plan &plan, int server, const QString &chassisSku);
bool renameServer(Plan &plan, int server, const QString &name);
// Appends a server type; its id is made unique within the plan. Returns the index of the new server.
int addServerType(Plan &plan, ServerSpec spec);
bool removeServerType(Plan &plan, int server);

// An id not used by any server of the plan, derived from base ("node", "node-2", ...).
QString uniqueServerId(const Plan &plan, const QString &base);

} // namespace aip::planedits
