<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AddPartCommand</name>
    <message>
        <source>Add %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1 × %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AddServerTypeCommand</name>
    <message>
        <source>Add server type %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MovePartCommand</name>
    <message>
        <source>Move %1 from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Quote</name>
    <message>
        <source>Cables and optics, %1 Gb/s links (estimate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is priced in %2 and the plan has no exchange rate from %2 to %3 (exchange_rates.%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fabric.sku: %1 is a %2, not a switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>servers.%1: %2 cannot be used there (wrong kind of part)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RemovePartCommand</name>
    <message>
        <source>Remove %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1 × %2 from %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RemoveServerTypeCommand</name>
    <message>
        <source>Remove server type %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RenameServerCommand</name>
    <message>
        <source>Rename %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetChassisCommand</name>
    <message>
        <source>Use chassis %1 for %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetServerCountCommand</name>
    <message>
        <source>Set %1 nodes to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tco</name>
    <message>
        <source>plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on-demand less %1% (data/tco_defaults.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the performance model gave no throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan has no workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is not a cloud instance type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown cloud instance type %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is priced in %3 and the plan has no exchange rate for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the catalog has no %2 rate for %3; set hourly_rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 %3 rate estimated as %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 instances as the plan sets them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no count up to %1 instances matches the owned throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no performance model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot size %2 (%3) and it has no GPU count to match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: sized by GPU count (%2 owned GPUs / %3 per instance) because the performance model could not size it: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown SKU %1 (not in the catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan has no servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no exchange rate from USD to %1: the USD defaults are used as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no fabric switch in the plan: network capex is %1% of the servers&apos; capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no throughput for the owned cluster: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horizon and straight-line depreciation life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3-year baseline (matecdev.com TCO post; data/tco_defaults.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residual value at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>salvage 0 (data/tco_defaults.md, suggested defaults)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>USD 0.10/kWh (NAG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power usage effectiveness (PUE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1.4 (randomcalculators example; Uptime 2024 ranges via lynx-cortex)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average utilization of the owned cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0.85 (NAG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle power, share of nominal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimate (no sourced figure)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colocation per contracted kW and month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>USD 184.06, CBRE North America Data Center Trends H2 2024</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colocation rate includes power (1 = yes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power metered separately (data/tco_defaults.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations staff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FTE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per operations FTE and year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>USD 250,000 per person-year (NAG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations per server and year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>USD 2,500 (Lambda: USD 10,000/yr per 4 servers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support and maintenance per year, share of capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0: no sourced default; enter the support contract&apos;s rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network share of server capex (no explicit fabric)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>12.5%, middle of 10-15% (v2-pseo-ai, unverified)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capex overhead (integration, shipping)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 (the quote is the price paid; randomcalculators uses 40%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discount rate for NPV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot interruption overhead (extra hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimate (data/tco_defaults.md asks for a penalty, no figure)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aip</name>
    <message>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aip::CanvasPainter</name>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No server yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built-in parts are locked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown chassis %1: it is not in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a server or chassis from the catalog here to start building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none in this chassis</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aip::CatalogModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;Price %1 as of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;Some figures are estimates: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key specs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SKU</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aip::CatalogPanel</name>
    <message>
        <source>Search SKU, vendor, model, specs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest unit price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest unit price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 parts · drag onto the server, or press Enter</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aip::MainWindow</name>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About AI Server Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About AI Server Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;AI Server Planner&lt;/b&gt; %1&lt;br&gt;Plan AI training servers: performance, cost of ownership against the cloud, and quotes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — AI Server Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;%1&lt;/h2&gt;&lt;p&gt;%2 server types, %3 nodes.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be opened:

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI plans (*.aiplan);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI plans (*.aiplan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan &quot;%1&quot; has changes that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aip::PlanDocument</name>
    <message>
        <source>Untitled plan</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aip::ServerCanvas</name>
    <message>
        <source>Built into %1: locked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete removes it; so does dragging it off the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty: drag a part from the catalog here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;More than the chassis has slots for&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is built into the system: it cannot be moved or removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is built into the system: it cannot be removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is built in (locked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove all %1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill the %1 free slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start with a server: drag a server or chassis from the catalog onto the canvas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already this server&apos;s chassis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop to start a server type with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already in this server: drag it onto another server&apos;s tab to move it, or off the server to remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no longer in that server</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Add %n part(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>aip::ServerLayout</name>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU sockets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory (DIMM slots)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive bays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe / network slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power supplies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop to use %1 as this server&apos;s chassis (replaces %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop to use %1 as this server&apos;s chassis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a network switch: it belongs to the cluster fabric (Cluster panel), not in a server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a cloud instance: compare it under cloud options, it does not go into a server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This server has no chassis yet: drag a server or chassis from the catalog here first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not go into %2: it needs %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no GPU slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a PCIe card; %2 takes %3 modules on its GPU baseboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a %2 module and needs a GPU baseboard; %3 has PCIe x16 slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a %2 baseboard; %3 has a %4 baseboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The baseboard already carries %1: one baseboard takes one GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 uses socket %2; the board of %3 has %4 sockets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board already holds %1: the CPUs of one board must be the same model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 of %2 are built in and locked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All %1 %2 of %3 are taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop to add %1 (%2 free)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aip::partdesc</name>
    <message>
        <source>Ethernet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TFLOPS %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>complete system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 DIMM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers and chassis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power supplies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cores · %2 · %3 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB %2-%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TB · %2 %3 · %4 MB/s read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 Gb/s %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 Gb/s %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · SHARP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × GPU · %2 vCPU · %3 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · $%1/h</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aip::perf</name>
    <message>
        <source>no server of the plan holds a GPU known to the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cloud instance %1: its GPU &apos;%2&apos; is not in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workload.model.preset: unknown model &apos;%1&apos; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workload.model: a preset, or layers, hidden, heads and seq_len, are needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workload.model: a %1 model needs a preset (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workload.model: layers, hidden, heads, seq_len, vocab and ffn_hidden must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workload.model.heads: must divide hidden (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workload.model.kv_heads: must divide heads (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workload.model.image_size: must be at least 32</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fmt</name>
    <message>
        <source>%1 MW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1M/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1k/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Plan AI training servers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A plan file to open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
