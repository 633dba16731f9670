#pragma once
// The TCO model's default assumptions, each with its source (../shared/data/tco_defaults.md, "Default values with
// sources" and "Suggested defaults for our app"). Every one is editable in the plan's `costs` and printed with
// its source in the assumptions table of the GUI, the CLI and the PDF quote. Money defaults are in USD.

namespace aip::tco {

// Calendar. 730 h/month is the cloud providers' billing month (8760 h / 12).
inline constexpr double kHoursPerYear = 8760.0;
inline constexpr double kHoursPerMonth = kHoursPerYear / 12.0; // 730

// Horizon and straight-line depreciation life: 3 years is the usual baseline (matecdev.com TCO post);
// hyperscalers use 5-6 (10-K filings quoted in tco_defaults.md).
inline constexpr int kDefaultYears = 3;
// Residual (salvage) value at the end of the horizon, % of capex: 0 (tco_defaults.md, suggested defaults).
inline constexpr double kDefaultResidualPct = 0.0;
// Electricity: $0.10/kWh, between the US average industrial (~8 cents) and commercial (~13 cents) retail prices
// (U.S. EIA, Electric Power Monthly, Table 5.6, 2024); the seeds use the same rate.
inline constexpr double kDefaultElectricityPerKwh = 0.10;
// Power usage effectiveness: 1.4, an estimate between hyperscale (about 1.2) and the industry average of 1.56
// (Uptime Institute, Global Data Center Survey 2024); the air-cooling PUE of model/facility (facility.cpp).
inline constexpr double kDefaultPue = 1.4;
// Average utilization of the owned cluster: 85%, an estimate (Meta reports >90% effective training time for
// Llama 3: Dubey et al. 2024, section 3.3.4; a cluster also idles between jobs).
inline constexpr double kDefaultUtilization = 0.85;
// Power drawn when idle, as a share of nominal power: 30%. An estimate, not a sourced figure (no publication with a
// figure was found): idle GPUs draw little, but CPUs, memory, fans, NICs and switches keep running. Average power =
// nominal x (idle + (1 - idle) x utilization). Shown as an estimate, with that reasoning, in the assumptions.
inline constexpr double kDefaultIdlePowerFraction = 0.30;
// Colocation: CBRE North America data-center trends H2 2024 (2025-02-26), primary-market wholesale asking
// rate $184.06 per kW per month, charged on the contracted (nominal IT) kW.
inline constexpr double kDefaultColocationPerKwMonth = 184.06;
// Rack space on top of the per-kW rate: 0, because wholesale colocation (the CBRE rate above) is quoted per kW of
// contracted power with the floor space included. Retail colocation quotes per cabinet; enter that rate.
inline constexpr double kDefaultRackPerMonth = 0.0;
// Whether the colocation rate includes the power itself: no by default ("power metered separately",
// tco_defaults.md suggested defaults), so energy is charged on top.
inline constexpr bool kDefaultColocationIncludesPower = false;
// Operations: $2,500 per server-year (Lambda blog: a sysadmin at $10,000/yr per 4 servers).
inline constexpr double kDefaultOpsPerServerYear = 2500.0;
// Cost of one full-time operations engineer per year, when ops are given in FTEs: $250,000, an estimate of a fully
// loaded US infrastructure engineer (salary plus about 30% benefits and overhead).
inline constexpr double kDefaultFteCostPerYear = 250000.0;
// Support/maintenance contract, % of capex per year: 0 by default because no sourced figure exists in
// tco_defaults.md and complete systems often bundle support; enter the contract's rate.
inline constexpr double kDefaultMaintenancePctPerYear = 0.0;
// Network when the plan builds no explicit switch BOM: 12.5% of server capex, an estimate (no publication with a
// figure was found): the middle of a 10-15% adder for switches, transceivers and cabling. Shown as an estimate;
// a plan with a fabric prices its switches and cables from the catalog instead.
inline constexpr double kDefaultNetworkPct = 12.5;
// Integration, shipping, installation on top of hardware: 0 by default (the quote is the price paid);
// randomcalculators' example uses 40%.
inline constexpr double kDefaultCapexOverheadPct = 0.0;
// Optional cost of capital for NPV: none by default (legitlads uses 10%).
// (No constant: an unset rate means no discounting.)

// Cloud commitment discounts when the catalog has no rate for the mode, relative to on-demand: p5.48xlarge
// on-demand $98.32 -> 1-yr $57.63 (-41%) -> 3-yr $43.16 (-56%) (NextPlatform 2023-07-27, percentages derived).
inline constexpr double kReserved1yDiscount = 0.41;
inline constexpr double kReserved3yDiscount = 0.56;
// Spot discount when the catalog has no spot rate: AWS p4d spot $9.83 vs $32.77 on-demand (-70%, 2023).
inline constexpr double kSpotDiscount = 0.70;
// Extra instance-hours spot needs for the same work (preemptions, restarts from checkpoint): 10%. An estimate;
// tco_defaults.md asks for "an interruption penalty" without a figure.
inline constexpr double kDefaultSpotInterruptionPct = 10.0;
// Goodput: share of paid cloud hours that do useful work; 1.0 by default (tco_defaults.md; SemiAnalysis tiers
// lower it for downtime, setup and debugging).
inline constexpr double kDefaultGoodput = 1.0;

} // namespace aip::tco
