#include "plan/softwarefields.h"

#include <QCoreApplication>

namespace aip::planfields {

const QList<SoftwareField> &softwareFields()
{
    static const QList<SoftwareField> fields = {
        {"os", &Software::os, QT_TRANSLATE_NOOP("PlanFieldsText", "Operating system"), "Ubuntu 22.04"},
        {"driver", &Software::driver, QT_TRANSLATE_NOOP("PlanFieldsText", "NVIDIA driver"), "570.86.15"},
        {"cuda", &Software::cuda, QT_TRANSLATE_NOOP("PlanFieldsText", "CUDA"), "12.8"},
        {"cudnn", &Software::cudnn, QT_TRANSLATE_NOOP("PlanFieldsText", "cuDNN"), "9.7"},
        {"nccl", &Software::nccl, QT_TRANSLATE_NOOP("PlanFieldsText", "NCCL"), "2.26"},
        {"framework", &Software::framework, QT_TRANSLATE_NOOP("PlanFieldsText", "Framework"), "pytorch"},
        {"framework_version", &Software::frameworkVersion, QT_TRANSLATE_NOOP("PlanFieldsText", "Framework version"),
         "2.7"},
        {"image", &Software::image, QT_TRANSLATE_NOOP("PlanFieldsText", "Container image"),
         "nvcr.io/nvidia/pytorch:25.01-py3"},
    };
    return fields;
}

QString softwareLabel(const SoftwareField &field)
{
    return QCoreApplication::translate("PlanFieldsText", field.label);
}

QStringList softwareKeys()
{
    QStringList keys;
    for (const SoftwareField &f : softwareFields())
        keys.append(QString::fromLatin1(f.key));
    return keys;
}

} // namespace aip::planfields
