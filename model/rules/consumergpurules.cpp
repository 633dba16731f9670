#include "rules/consumergpurules.h"

#include "rules/ruletext.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace aip::rules {

bool isConsumerGpu(const Part &gpu)
{
    static const QRegularExpression re(QStringLiteral("\\b(GeForce|TITAN)\\b"),
                                       QRegularExpression::CaseInsensitiveOption);
    return gpu.category == PartCategory::Gpu && re.match(gpu.model).hasMatch();
}

bool isWorkstationChassis(const Part &chassis)
{
    static const QRegularExpression re(QStringLiteral("\\b(workstation|tower|desktop)\\b"),
                                       QRegularExpression::CaseInsensitiveOption);
    return re.match(chassis.model).hasMatch() || re.match(chassis.sku).hasMatch();
}

void checkConsumerGpus(const ResolvedServer &s, QList<Finding> &out)
{
    if (!s.chassis)
        return;
    const bool rack = !isWorkstationChassis(*s.chassis);
    for (const QString &sku : distinctSkus(s, PartCategory::Gpu)) {
        const Part *g = nullptr;
        int qty = 0;
        for (const ResolvedPart &rp : s.of(PartCategory::Gpu)) {
            if (rp.part->sku == sku) {
                g = rp.part;
                qty += rp.qty;
            }
        }
        if (!g || !isConsumerGpu(*g))
            continue;
        if (rack) {
            // GeForce RTX 4090/5090 product pages (450/575 W over one 16-pin 12VHPWR/12V-2x6 connector, axial-fan
            // open-air coolers); "License for Customer Use of NVIDIA GeForce Software", section 2.1.3 "No Datacenter
            // Deployment"; NVIDIA disables GPUDirect peer-to-peer on GeForce RTX 40 and 50 cards (NVIDIA developer
            // forums, 2022-2025: simpleP2P reports no peer access).
            out.append(
                finding(Severity::Warning, "consumer-gpu-rack",
                        QCoreApplication::translate("Rules", "%1 is a consumer GeForce card in %2, a rack server.")
                            .arg(ruleName(*g), chassisName(s)),
                        QCoreApplication::translate(
                            "Rules",
                            "GeForce cards are made for desktops: their open-air coolers blow %1 W back into "
                            "the chassis instead of front to back, and they draw it through a 16-pin "
                            "12VHPWR/12V-2x6 connector that server GPU power cables do not provide; NVIDIA's "
                            "GeForce driver licence does not permit data-centre deployment; and GeForce cards "
                            "have no peer-to-peer between them, so multi-GPU traffic goes through host "
                            "memory. Use data-centre cards (L40S, RTX PRO 6000 Blackwell Server Edition) or a "
                            "workstation chassis.")
                            .arg(g->gpu.tdpW),
                        s, sku));
        } else if (qty > 1) {
            out.append(finding(Severity::Info, "consumer-gpu-p2p",
                               QCoreApplication::translate("Rules",
                                                           "The %1 %2 cards have no peer-to-peer: gradients between "
                                                           "them go through host memory.")
                                   .arg(qty)
                                   .arg(ruleName(*g)),
                               QCoreApplication::translate("Rules",
                                                           "NVIDIA disables GPUDirect peer-to-peer on GeForce cards; "
                                                           "NCCL then copies through host memory over PCIe."),
                               s, sku));
        }
    }
}

} // namespace aip::rules
