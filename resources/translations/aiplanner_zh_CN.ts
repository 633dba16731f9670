<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Accuracy</name>
    <message>
        <source>3D parallelism on A100</source>
        <translation>A100 上的 3D 并行</translation>
    </message>
    <message>
        <source>3D parallelism on H100/H200</source>
        <translation>H100/H200 上的 3D 并行</translation>
    </message>
    <message>
        <source>FSDP/ZeRO-3 on A100, up to 256 GPUs</source>
        <translation>A100 上的 FSDP/ZeRO-3（不超过 256 个 GPU）</translation>
    </message>
    <message>
        <source>FSDP/ZeRO-3 on H100/H200, up to 256 GPUs</source>
        <translation>H100/H200 上的 FSDP/ZeRO-3（不超过 256 个 GPU）</translation>
    </message>
    <message>
        <source>FSDP/ZeRO-3 on more than 256 GPUs</source>
        <translation>超过 256 个 GPU 的 FSDP/ZeRO-3</translation>
    </message>
    <message>
        <source>fp8 on H100/H200</source>
        <translation>H100/H200 上的 fp8</translation>
    </message>
    <message>
        <source>sequences of 16k tokens or more</source>
        <translation>16k 及以上 token 的长序列</translation>
    </message>
    <message>
        <source>models of 300B parameters or more</source>
        <translation>3000 亿及以上参数的模型</translation>
    </message>
    <message>
        <source>BERT and CNNs on A100</source>
        <translation>A100 上的 BERT 与 CNN</translation>
    </message>
    <message>
        <source>whole training runs (GPU-hours)</source>
        <translation>完整训练（GPU 小时）</translation>
    </message>
    <message>
        <source>collective bandwidth (nccl-tests)</source>
        <translation>集合通信带宽（nccl-tests）</translation>
    </message>
    <message>
        <source>outside every regime of the validation set: no published runs to judge this prediction by</source>
        <translation>超出验证集的所有适用范围：没有已发表的实测结果可用于评判此预测</translation>
    </message>
    <message>
        <source>±%1% for %2 in published runs (%3 runs)</source>
        <translation>在已发表的实测中，%2 的误差为 ±%1%（%3 次运行）</translation>
    </message>
    <message>
        <source>±%1% for %2 in the calibration runs (%3 runs; in-sample, no independent validation yet)</source>
        <translation>在校准用的实测中，%2 的误差为 ±%1%（%3 次运行；为样本内结果，尚无独立验证）</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>QLoRA (4-bit) fine-tuning</source>
        <translation>QLoRA（4 位）微调</translation>
    </message>
    <message>
        <source>full fine-tuning (all weights)</source>
        <translation>全参数微调（训练全部权重）</translation>
    </message>
    <message>
        <source>optimizer offload to CPU memory or NVMe</source>
        <translation>优化器卸载到 CPU 内存或 NVMe</translation>
    </message>
    <message>
        <source>mixture-of-experts training</source>
        <translation>混合专家（MoE）训练</translation>
    </message>
    <message>
        <source>LLM serving (TensorRT-LLM tables)</source>
        <translation>LLM 推理服务（TensorRT-LLM 数据表）</translation>
    </message>
    <message>
        <source>CNN and BERT inference (MLPerf, TensorRT tables)</source>
        <translation>CNN 和 BERT 推理（MLPerf、TensorRT 数据表）</translation>
    </message>
    <message>
        <source>EfficientNet on A100</source>
        <translation>A100 上的 EfficientNet</translation>
    </message>
    <message>
        <source>±%1% for %2 in published runs (%3 runs; on average %4% optimistic)</source>
        <translation>在已发表的实测中，%2 的误差为 ±%1%（%3 次运行；平均偏乐观 %4%）</translation>
    </message>
    <message>
        <source>±%1% for %2 in published runs (%3 runs; on average %4% pessimistic)</source>
        <translation>在已发表的实测中，%2 的误差为 ±%1%（%3 次运行；平均偏保守 %4%）</translation>
    </message>
    <message>
        <source>optimism: the mean error from the user&apos;s side; above 0 the model promised more than was measured (more throughput, a shorter time, fewer GPU-hours, less memory), below 0 less</source>
        <translation>乐观偏差：从用户角度看的平均误差；大于 0 表示模型承诺的比实测更好（吞吐更高、时间更短、GPU 小时更少、内存更少），小于 0 则更差</translation>
    </message>
    <message>
        <source>dense transformer training on B200 and B300</source>
        <translation>B200 与 B300 上的稠密 Transformer 训练</translation>
    </message>
</context>
<context>
    <name>AddPartCommand</name>
    <message>
        <source>Add %1 to %2</source>
        <translation>将 %1 添加到 %2</translation>
    </message>
    <message>
        <source>Add %1 × %2 to %3</source>
        <translation>将 %1 × %2 添加到 %3</translation>
    </message>
</context>
<context>
    <name>AddServerTypeCommand</name>
    <message>
        <source>Add server type %1</source>
        <translation>添加服务器类型 %1</translation>
    </message>
</context>
<context>
    <name>CanvasPainter</name>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 cores</source>
        <translation>%1 核</translation>
    </message>
    <message>
        <source>%1 TB</source>
        <translation>%1 TB</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>No server yet</source>
        <translation>尚无服务器</translation>
    </message>
    <message>
        <source>built-in parts are locked</source>
        <translation>内置部件已锁定</translation>
    </message>
    <message>
        <source>Unknown chassis %1: it is not in the catalog</source>
        <translation>未知机箱 %1：不在目录中</translation>
    </message>
    <message>
        <source>× %1 %2</source>
        <translation>× %1 %2</translation>
    </message>
    <message>
        <source>node</source>
        <translation>个节点</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>个节点</translation>
    </message>
    <message>
        <source>Drag a server or chassis from the catalog here to start building.</source>
        <translation>从目录中将服务器或机箱拖到此处，开始配置。</translation>
    </message>
    <message>
        <source>none in this chassis</source>
        <translation>此机箱无此类插槽</translation>
    </message>
    <message>
        <source>stock %1 W</source>
        <translation>标配 %1 W</translation>
    </message>
    <message>
        <source>stock supplies; drop others here to replace them</source>
        <translation>标配电源；拖入其他电源可替换</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>row %1, column %2: %3</source>
        <translation>第 %1 行，%2 列：%3</translation>
    </message>
    <message>
        <source>row %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>%1 列：%2</translation>
    </message>
    <message>
        <source>the file is larger than 64 MB</source>
        <translation>文件超过 64 MB</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>文件不是 UTF-8 文本</translation>
    </message>
    <message>
        <source>the file is empty: the first row must be the header</source>
        <translation>文件为空：第一行必须是表头</translation>
    </message>
    <message>
        <source>the file has more than %1 rows</source>
        <translation>文件超过 %1 行</translation>
    </message>
    <message>
        <source>unknown column</source>
        <translation>未知列</translation>
    </message>
    <message>
        <source>the column appears twice</source>
        <translation>该列出现了两次</translation>
    </message>
    <message>
        <source>missing columns: %1</source>
        <translation>缺少列：%1</translation>
    </message>
    <message>
        <source>has %1 cells, the header has %2</source>
        <translation>有 %1 个单元格，而表头有 %2 个</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a category (gpu, cpu, memory, storage, nic, switch, chassis, psu, cloud)</source>
        <translation>“%1”不是有效类别（gpu、cpu、memory、storage、nic、switch、chassis、psu、cloud）</translation>
    </message>
    <message>
        <source>must be empty for a %1 part</source>
        <translation>%1 部件的此列必须为空</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is already in row %2</source>
        <translation>“%1”已在第 %2 行出现</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>it is locked by another program (%1)</source>
        <translation>文件被其他程序锁定（%1）</translation>
    </message>
    <message>
        <source>the file is read-only (%1)</source>
        <translation>文件为只读（%1）</translation>
    </message>
    <message>
        <source>%1 is a folder, not a catalog file</source>
        <translation>%1 是文件夹，不是目录文件</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a catalog database (not an SQLite file)</source>
        <translation>%1 不是目录数据库（不是 SQLite 文件）</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a usable catalog database: %2</source>
        <translation>%1 不是可用的目录数据库：%2</translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation>%1 已损坏：%2</translation>
    </message>
    <message>
        <source>cannot read the schema version of %1: %2</source>
        <translation>无法读取 %1 的架构版本：%2</translation>
    </message>
    <message>
        <source>%1 was written by a newer AI Server Planner (catalog schema %2; this program reads up to %3)</source>
        <translation>%1 由更新版本的 AI Server Planner 写入（目录架构版本 %2；本程序最高只能读取版本 %3）</translation>
    </message>
    <message>
        <source>cannot back up %1 before upgrading it to %2</source>
        <translation>升级前无法将 %1 备份到 %2</translation>
    </message>
    <message>
        <source>the bundled seed catalog is missing from this build (%1)</source>
        <translation>此版本缺少内置的种子目录（%1）</translation>
    </message>
    <message>
        <source>the bundled seed catalog is invalid: %1</source>
        <translation>内置的种子目录无效：%1</translation>
    </message>
    <message>
        <source>cannot seed the catalog with %1: %2</source>
        <translation>无法将 %1 写入初始目录：%2</translation>
    </message>
    <message>
        <source>the catalog is not open</source>
        <translation>目录未打开</translation>
    </message>
    <message>
        <source>no part %1 in the catalog</source>
        <translation>目录中没有部件 %1</translation>
    </message>
    <message>
        <source>%1 is built into %2; remove or change those first</source>
        <translation>%1 已内置于 %2 中；请先移除或修改这些整机</translation>
    </message>
    <message>
        <source>%1 of %2 is not in the catalog</source>
        <translation>%2 的内置部件 %1 不在目录中</translation>
    </message>
    <message>
        <source>%1 is not in the catalog</source>
        <translation>%1 不在目录中</translation>
    </message>
    <message>
        <source>cannot write the catalog: %1</source>
        <translation>无法写入目录：%1</translation>
    </message>
    <message>
        <source>schema step %1 failed: %2</source>
        <translation>架构升级步骤 %1 失败：%2</translation>
    </message>
    <message>
        <source>no schema step %1</source>
        <translation>没有架构升级步骤 %1</translation>
    </message>
    <message>
        <source>cannot set the schema version: %1</source>
        <translation>无法设置架构版本：%1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a GPU form factor (sxm, oam, pcie)</source>
        <translation>“%1”不是有效的 GPU 外形规格（sxm、oam、pcie）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a GPU slot kind (none, baseboard, pcie-x16)</source>
        <translation>“%1”不是有效的 GPU 插槽类型（none、baseboard、pcie-x16）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <source>%1 is negative</source>
        <translation>%1 是负数</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation>“%1”不是整数</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not true or false</source>
        <translation>“%1”不是 true 或 false</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not SKU*QTY with a quantity from 1 to 10000</source>
        <translation>“%1”不是 SKU*数量 格式（数量为 1 到 10000）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid SKU</source>
        <translation>“%1”不是有效的 SKU</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not lower-case kebab (a-z, 0-9, &apos;-&apos;, &apos;.&apos;)</source>
        <translation>“%1”不是小写短横线格式（a-z、0-9、“-”、“.”）</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>must be a number &gt;= 0</source>
        <translation>必须是大于或等于 0 的数</translation>
    </message>
    <message>
        <source>a system cannot contain itself</source>
        <translation>整机不能包含其自身</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of list, reseller, contract, press, provider, estimate</source>
        <translation>“%1”不是 list、reseller、contract、press、provider、estimate 之一</translation>
    </message>
    <message>
        <source>%1 is busy: another program is writing to it; try again in a moment (%2)</source>
        <translation>%1 正忙：另一个程序正在写入，请稍后再试（%2）</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a device, a pipe or a socket), so it is not a catalog file</source>
        <translation>%1 不是普通文件（而是设备、管道或套接字），因此不是目录文件</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a catalog address: write postgresql://user@host:port/database</source>
        <translation>“%1”不是有效的目录地址：请写成 postgresql://用户@主机:端口/数据库</translation>
    </message>
    <message>
        <source>cannot open %1: this program&apos;s Qt has no PostgreSQL driver (QPSQL; on Debian the package libqt6sql6-psql)</source>
        <translation>无法打开 %1：本程序的 Qt 缺少 PostgreSQL 驱动（QPSQL；Debian 上为 libqt6sql6-psql 软件包）</translation>
    </message>
    <message>
        <source>cannot connect to %1: %2</source>
        <translation>无法连接到 %1：%2</translation>
    </message>
    <message>
        <source>%1 was changed by %2 at %3 after you started editing it; keep yours or take theirs</source>
        <translation>在您开始编辑后，%1 已于 %3 被 %2 修改；请选择保留您的修改或采用对方的修改</translation>
    </message>
    <message>
        <source>the team catalog is offline (prices as of %1): changes need the server (%2)</source>
        <translation>团队目录处于离线状态（价格截至 %1）：修改需要连接服务器（%2）</translation>
    </message>
    <message>
        <source>%1 is larger than %2</source>
        <translation>%1 大于 %2</translation>
    </message>
    <message>
        <source>must be at most %1 (a larger price makes totals meaningless)</source>
        <translation>不得超过 %1（更高的价格会使合计失去意义）</translation>
    </message>
    <message>
        <source>a quoted cell is never closed: its opening quote has no closing quote before the end of the file</source>
        <translation>有一个带引号的单元格没有结束：它的开引号在文件结尾之前没有对应的闭引号</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2 (or empty)</source>
        <translation>“%1”不是 %2 之一（也可留空）</translation>
    </message>
    <message>
        <source>cannot seed the catalog: %1</source>
        <translation>无法写入初始目录：%1</translation>
    </message>
</context>
<context>
    <name>CatalogProbe</name>
    <message>
        <source>%1 does not exist yet: it will be created from the bundled catalog when the program opens it.</source>
        <translation>%1 尚不存在：程序打开它时将以内置目录创建。</translation>
    </message>
    <message>
        <source>you may edit parts and import price lists</source>
        <translation>您可以编辑部件并导入价格表</translation>
    </message>
    <message>
        <source>read-only: you may quote but not change parts</source>
        <translation>只读：您可以报价，但不能修改部件</translation>
    </message>
    <message>
        <source>Connected to %1 as %2: %3 parts, catalog revision %4; %5.</source>
        <translation>已以 %2 身份连接到 %1：%3 个部件，目录修订号 %4；%5。</translation>
    </message>
    <message>
        <source>Opened %1: %2 parts, catalog revision %3; %4.</source>
        <translation>已打开 %1：%2 个部件，目录修订号 %3；%4。</translation>
    </message>
</context>
<context>
    <name>CatalogSettings</name>
    <message>
        <source>the server&apos;s host name is empty</source>
        <translation>服务器主机名为空</translation>
    </message>
    <message>
        <source>the database name is empty</source>
        <translation>数据库名称为空</translation>
    </message>
    <message>
        <source>the port must be from 1 to 65535</source>
        <translation>端口必须在 1 到 65535 之间</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>ChassisRepair</name>
    <message>
        <source>Parts that do not fit %1</source>
        <translation>与 %1 不兼容的部件</translation>
    </message>
    <message>
        <source>These parts do not fit %1: %2</source>
        <translation>这些部件与 %1 不兼容：%2</translation>
    </message>
    <message>
        <source>%1

Remove them and use the new chassis (one undo step), or keep the server as it is?</source>
        <translation>%1

移除这些部件并使用新机箱（一步撤销），还是保持服务器不变？</translation>
    </message>
    <message>
        <source>Remove them and use %1</source>
        <translation>移除它们并使用 %1</translation>
    </message>
</context>
<context>
    <name>Facility</name>
    <message>
        <source>air</source>
        <translation>风冷</translation>
    </message>
    <message>
        <source>rear-door heat exchanger</source>
        <translation>背门换热器</translation>
    </message>
    <message>
        <source>direct liquid (cold plates)</source>
        <translation>直接液冷（冷板）</translation>
    </message>
    <message>
        <source>immersion</source>
        <translation>浸没式液冷</translation>
    </message>
    <message>
        <source>facility: must be an object</source>
        <translation>facility：必须是一个对象</translation>
    </message>
    <message>
        <source>facility.cooling: must be one of air, rear_door, direct_liquid, immersion</source>
        <translation>facility.cooling：必须是 air、rear_door、direct_liquid、immersion 之一</translation>
    </message>
    <message>
        <source>facility.rack_kw_limit: must be a number from 0.1 to 1000 (kW)</source>
        <translation>facility.rack_kw_limit：必须是 0.1 到 1000 之间的数值（kW）</translation>
    </message>
    <message>
        <source>facility.servers_per_rack: must be a positive integer</source>
        <translation>facility.servers_per_rack：必须是正整数</translation>
    </message>
    <message>
        <source>facility.feeds: must be &quot;a&quot; or &quot;a+b&quot;</source>
        <translation>facility.feeds：必须是 &quot;a&quot; 或 &quot;a+b&quot;</translation>
    </message>
    <message>
        <source>1.4 for air cooling: estimate between new facilities (1.3 or better) and the industry average of 1.56 (Uptime Institute, Global Data Center Survey 2024)</source>
        <translation>风冷 1.4：估算值，介于新建设施（1.3 或更低）与行业平均值 1.56 之间（Uptime Institute，《2024 年全球数据中心调查》）</translation>
    </message>
    <message>
        <source>14 kW: the enterprise rack of the NVIDIA AI Enterprise sizing guide</source>
        <translation>14 kW：NVIDIA AI Enterprise 规模规划指南中的企业级机柜</translation>
    </message>
    <message>
        <source>40 kW for a rear-door heat exchanger: estimate (air alone stops at about 25 kW, datacentres.com cooling guide)</source>
        <translation>背门换热器 40 kW：估算值（仅靠风冷约在 25 kW 达到上限，datacentres.com 冷却指南）</translation>
    </message>
    <message>
        <source>80 kW for direct liquid cooling: the top of the 20-80 kW AI racks Gleeds reports</source>
        <translation>直接液冷 80 kW：Gleeds 所报告的 20–80 kW AI 机柜的上限</translation>
    </message>
    <message>
        <source>100 kW per immersion tank: estimate (liquid-cooled AI racks routinely exceed 100 kW, datacentres.com cooling guide)</source>
        <translation>每个浸没液冷槽 100 kW：估算值（液冷 AI 机柜通常超过 100 kW，datacentres.com 冷却指南）</translation>
    </message>
    <message>
        <source>plan (facility.rack_kw_limit)</source>
        <translation>方案（facility.rack_kw_limit）</translation>
    </message>
    <message>
        <source>plan (rack.power_limit_kw)</source>
        <translation>方案（rack.power_limit_kw）</translation>
    </message>
    <message>
        <source>41 kW for air: four DGX H100 of 10.2 kW in one rack, the densest rack of NVIDIA&apos;s air-cooled design (NVIDIA, &quot;DGX SuperPOD: Data Center Design Featuring NVIDIA DGX H100 Systems&quot;, 2023)</source>
        <translation>风冷 41 kW：一个机架放 4 台 10.2 kW 的 DGX H100，是 NVIDIA 风冷设计中最密的机架（NVIDIA，&quot;DGX SuperPOD: Data Center Design Featuring NVIDIA DGX H100 Systems&quot;，2023）</translation>
    </message>
    <message>
        <source>75 kW for a rear-door heat exchanger: the top capacity band (55-75 kW) of HPE&apos;s Motivair liquid-cooled doors (HPE, &quot;HPE Liquid-Cooled Door QuickSpecs&quot;, 2026)</source>
        <translation>背板换热器 75 kW：HPE 的 Motivair 液冷门最高容量档（55-75 kW）（HPE，&quot;HPE Liquid-Cooled Door QuickSpecs&quot;，2026）</translation>
    </message>
    <message>
        <source>150 kW for direct liquid cooling: a scalable unit of 8 liquid-cooled DGX GB200 racks needs 1.2 MW (NVIDIA, &quot;DGX SuperPOD Reference Architecture with DGX GB200 Systems&quot;, 2025)</source>
        <translation>直接液冷 150 kW：由 8 个液冷 DGX GB200 机架组成的可扩展单元需要 1.2 MW（NVIDIA，&quot;DGX SuperPOD Reference Architecture with DGX GB200 Systems&quot;，2025）</translation>
    </message>
    <message>
        <source>300 kW per immersion tank: the largest single-phase tank module of the 60-300 kW a cooling integrator gives (Edarat Group, &quot;Liquid cooling&quot;; a vendor&apos;s figure)</source>
        <translation>每个浸没槽 300 kW：一家冷却集成商给出的 60-300 kW 单相浸没槽模块中最大的一档（Edarat Group，&quot;Liquid cooling&quot;；厂商数据）</translation>
    </message>
    <message>
        <source>PUE 1.3-1.6 for air: new facilities reach 1.3 or better, the industry average is 1.56 (Uptime Institute, Global Data Center Survey 2024)</source>
        <translation>风冷 PUE 1.3-1.6：新建设施可达 1.3 或更低，行业平均为 1.56（Uptime Institute，Global Data Center Survey 2024）</translation>
    </message>
    <message>
        <source>%1 x %2 in one rack (%3 kW max each) draw %4 kW; %5 cooling removes at most %6 kW from a rack.</source>
        <translation>一个机架中 %1 台 %2（每台最大 %3 kW）共耗电 %4 kW；%5冷却每个机架最多只能带走 %6 kW。</translation>
    </message>
    <message>
        <source>Heat a rack&apos;s cooling cannot remove throttles or trips the servers. Choose a cooling that carries the rack (facility.cooling) or fewer servers per rack. Source: %1.</source>
        <translation>机架冷却带不走的热量会使服务器降频或宕机。请选择能承载该机架的冷却方式（facility.cooling），或减少每个机架的服务器数。来源：%1。</translation>
    </message>
    <message>
        <source>%1 kW is more than the rack&apos;s %2 kW</source>
        <translation>%1 kW 超过机架的 %2 kW</translation>
    </message>
    <message>
        <source>%1U is more than the rack&apos;s %2U</source>
        <translation>%1U 超过机架的 %2U</translation>
    </message>
    <message>
        <source>facility.servers_per_rack asks for %1 %2 per rack, but %3: they are counted %4 per rack.</source>
        <translation>facility.servers_per_rack 要求每个机架放 %1 台 %2，但 %3：按每个机架 %4 台计算。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>A rack holds what its power feed and its height allow; the racks, the floor space and the TCO are counted with the packing that fits.</source>
        <translation>机架能放多少取决于其供电和高度；机架数、占地面积和 TCO 均按可行的装架方式计算。</translation>
    </message>
    <message>
        <source>The rack power limit of %1 kW is more than %2 cooling removes from a rack (at most %3 kW).</source>
        <translation>机架功率上限 %1 kW 超过%2冷却每个机架能带走的热量（最多 %3 kW）。</translation>
    </message>
    <message>
        <source>Racks filled to the limit would overheat. Source: %1.</source>
        <translation>装满到该上限的机架会过热。来源：%1。</translation>
    </message>
    <message>
        <source>With A+B feeds each feed carries the whole rack, so a rack needs its PDUs twice. A PDU is counted at 17.3 kW: a three-phase 208 V, 60 A circuit loaded to 80 % (NFPA 70, National Electrical Code). Floor: about 1.4 m2 a rack with its share of the aisles (an estimate: a 0.6 x 1.1 m rack and 1.22 m aisles, Enconnex 2022).</source>
        <translation>A+B 双路供电时每一路都要承载整个机架，所以 PDU 数量加倍。每个 PDU 按 17.3 kW 计：三相 208 V、60 A 电路按 80% 负载（NFPA 70，美国国家电气规范）。占地：每个机架连同其分摊的通道约 1.4 平方米（估计值：0.6 x 1.1 米的机架和 1.22 米宽的通道，Enconnex 2022）。</translation>
    </message>
    <message>
        <source>on A+B feeds</source>
        <translation>（A+B 双路供电）</translation>
    </message>
    <message>
        <source>on one feed</source>
        <translation>（单路供电）</translation>
    </message>
    <message>
        <source>1 PDU of %1 kW per rack</source>
        <translation>每机柜 1 个 %1 kW 的 PDU</translation>
    </message>
    <message>
        <source>%1 PDUs of %2 kW per rack</source>
        <translation>每机柜 %1 个 %2 kW 的 PDU</translation>
    </message>
    <message>
        <source>The rack takes about %1 m2 of floor.</source>
        <translation>该机柜约占地 %1 平方米。</translation>
    </message>
    <message>
        <source>The %1 racks take about %2 m2 of floor.</source>
        <translation>这 %1 个机柜约占地 %2 平方米。</translation>
    </message>
    <message>
        <source>The heaviest rack draws up to %1 kW %2: %3 (%4 cooling, PUE %5-%6). %7</source>
        <translation>最重的机柜最高耗电 %1 kW%2：%3（%4散热，PUE %5-%6）。%7</translation>
    </message>
    <message>
        <source>1.3 for rear-door heat exchangers: estimate between air (1.4) and direct liquid (1.2); air-cooled halls with dense racks reach 1.1 or better (Uptime Intelligence, UII Update 254, May 2024)</source>
        <translation>后门热交换器取 1.3：介于风冷（1.4）与直接液冷（1.2）之间的估计值；高密度机柜的风冷机房可达 1.1 或更低（Uptime Intelligence，UII Update 254，2024 年 5 月）</translation>
    </message>
    <message>
        <source>1.2 for direct liquid cooling: data centres focusing on efficiency typically reach 1.2 or less; NREL&apos;s warm-water liquid-cooled HPC data centre reaches 1.036 (NREL, High-Performance Computing Data Center Power Usage Effectiveness, web page read 2026-12)</source>
        <translation>直接液冷取 1.2：注重能效的数据中心通常可达 1.2 或更低；NREL 的温水液冷 HPC 数据中心达到 1.036（NREL，High-Performance Computing Data Center Power Usage Effectiveness，网页，2026-12 查阅）</translation>
    </message>
    <message>
        <source>1.09 for immersion: estimate; the cooling alone measured a partial PUE of 1.037-1.053 (Energies 14(5):1395, 2021, two-phase immersion), plus power distribution losses</source>
        <translation>浸没式冷却取 1.09：估计值；仅冷却部分实测局部 PUE 为 1.037-1.053（Energies 14(5):1395，2021，两相浸没），另加配电损耗</translation>
    </message>
    <message>
        <source>PUE 1.2-1.4 for rear-door heat exchangers: estimate between air and direct liquid cooling (no survey reports rear-door halls separately)</source>
        <translation>后门热交换器 PUE 1.2-1.4：介于风冷与直接液冷之间的估计值（没有调查单独统计后门冷却机房）</translation>
    </message>
    <message>
        <source>PUE 1.1-1.25 for direct liquid cooling: estimate around the 1.2 or less NREL gives for data centres focusing on efficiency (its liquid-cooled HPC hall: 1.036)</source>
        <translation>直接液冷 PUE 1.1-1.25：围绕 NREL 给出的注重能效数据中心 1.2 或更低的估计值（其液冷 HPC 机房：1.036）</translation>
    </message>
    <message>
        <source>PUE 1.03-1.15 for immersion: estimate from a measured partial PUE of 1.037-1.053 for the cooling (Energies 14(5):1395, 2021) plus power distribution losses</source>
        <translation>浸没式冷却 PUE 1.03-1.15：依据冷却部分实测局部 PUE 1.037-1.053（Energies 14(5):1395，2021）加配电损耗的估计值</translation>
    </message>
    <message>
        <source>facility.floor_kpa: must be a number from %1 to %2 (kPa)</source>
        <translation>facility.floor_kpa：必须是 %1 到 %2 之间的数值（kPa）</translation>
    </message>
    <message>
        <source>plan (facility.floor_kpa)</source>
        <translation>方案（facility.floor_kpa）</translation>
    </message>
    <message>
        <source>TIA-942 Rated-3, 12 kPa (250 lbf/ft2)</source>
        <translation>TIA-942 Rated-3，12 kPa（250 lbf/ft2）</translation>
    </message>
    <message>
        <source>%1 x %2 in one rack weigh about %3 kg with the rack: %4 kPa on its %5 m2 footprint, more than the %6 kPa the floor is rated for.</source>
        <translation>一个机柜内 %1 台 %2 连同机柜约重 %3 kg：在 %5 m2 的占地上为 %4 kPa，超过地板 %6 kPa 的额定承载。</translation>
    </message>
    <message>
        <source>An overloaded floor deflects or fails under the rack. Ask the building&apos;s structural engineer for the real rating (facility.floor_kpa), spread the servers over more racks (facility.servers_per_rack) or use spreader plates. Weights: %1; the empty rack with PDUs about %2 kg (an estimate). Rating: %3.</source>
        <translation>超载的地板会在机柜下变形或损坏。请向建筑结构工程师确认实际额定承载（facility.floor_kpa），把服务器分散到更多机柜（facility.servers_per_rack），或使用分载垫板。重量：%1；含 PDU 的空机柜约 %2 kg（估计值）。额定承载：%3。</translation>
    </message>
</context>
<context>
    <name>FileConflict</name>
    <message>
        <source>Plan changed on disk</source>
        <translation>方案文件已在磁盘上被修改</translation>
    </message>
    <message>
        <source>%1 was changed by another window or program since you opened or saved it here. Saving now would replace that version.</source>
        <translation>%1 在您于此处打开或保存后，已被另一个窗口或程序修改。现在保存将覆盖那个版本。</translation>
    </message>
    <message>
        <source>%1 was changed by another window or program.</source>
        <translation>%1 已被另一个窗口或程序修改。</translation>
    </message>
    <message>
        <source>Reload shows the version on disk (your unsaved changes here are dropped); Save As keeps both; Overwrite replaces the version on disk with this one.</source>
        <translation>“重新加载”显示磁盘上的版本（此处未保存的修改将被丢弃）；“另存为”保留两个版本；“覆盖”用此处的版本替换磁盘上的版本。</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>重新加载</translation>
    </message>
    <message>
        <source>Save As...</source>
        <translation>另存为...</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>覆盖</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Keep Editing</source>
        <translation>继续编辑</translation>
    </message>
</context>
<context>
    <name>FileWrite</name>
    <message>
        <source>only %1 of %2 bytes could be written</source>
        <translation>只写入了 %2 字节中的 %1 字节</translation>
    </message>
    <message>
        <source>the data could not be written completely</source>
        <translation>数据未能完整写入</translation>
    </message>
    <message>
        <source>it is a disk device, not a file</source>
        <translation>这是磁盘设备，不是文件</translation>
    </message>
    <message>
        <source>it is a pipe or a socket that no program is reading from; write to a regular file instead, or start the reading program first</source>
        <translation>这是一个没有任何程序在读取的管道或套接字；请改为写入普通文件，或先启动读取它的程序</translation>
    </message>
</context>
<context>
    <name>Inference</name>
    <message>
        <source>memory bandwidth (decode reads the weights and KV cache every token)</source>
        <translation>显存带宽（解码每个词元都要读取权重和 KV 缓存）</translation>
    </message>
    <message>
        <source>KV-cache capacity (GPU memory limits the batch)</source>
        <translation>KV 缓存容量（GPU 显存限制了批大小）</translation>
    </message>
    <message>
        <source>compute (the batch is large enough to be math-bound)</source>
        <translation>算力（批足够大，受计算限制）</translation>
    </message>
    <message>
        <source>time-to-first-token limit (prefill queueing)</source>
        <translation>首词元时间限制（预填充排队）</translation>
    </message>
    <message>
        <source>time-per-output-token limit (caps the batch)</source>
        <translation>每输出词元时间限制（限制了批大小）</translation>
    </message>
    <message>
        <source>latency limit (not met even by one request alone)</source>
        <translation>延迟限制（即使只有一个请求也无法满足）</translation>
    </message>
    <message>
        <source>workload.serving.tp (%1) is more than the GPUs of one node (%2)</source>
        <translation>workload.serving.tp（%1）超过了单个节点的 GPU 数（%2）</translation>
    </message>
    <message>
        <source>the weights (%1 GB per GPU at tp %2) leave no room for a KV cache of one sequence</source>
        <translation>权重（tp 为 %2 时每个 GPU %1 GB）已没有空间容纳一个序列的 KV 缓存</translation>
    </message>
    <message>
        <source>inference sizing covers language models, CNNs and BERT-style encoders only</source>
        <translation>推理规模估算仅支持语言模型、CNN 和 BERT 类编码器</translation>
    </message>
    <message>
        <source>latency limit (caps the batch)</source>
        <translation>延迟限制（限制了批大小）</translation>
    </message>
    <message>
        <source>int4 weights are offered for language models only; use int8 or none</source>
        <translation>int4 权重仅适用于语言模型；请使用 int8 或 none</translation>
    </message>
    <message>
        <source>the weights (%1 GB) leave no room for the activations of one sample</source>
        <translation>权重（%1 GB）占满显存，放不下一个样本的激活值</translation>
    </message>
    <message>
        <source>workload.serving.tp (%1) with MIG: a MIG instance has no NVLink or peer-to-peer access, so a replica runs on one instance (tp 1)</source>
        <translation>workload.serving.tp（%1）与 MIG 同用：MIG 实例没有 NVLink 和点对点访问，因此每个副本运行在一个实例上（tp 1）</translation>
    </message>
</context>
<context>
    <name>Mig</name>
    <message>
        <source>workload.serving.mig: the %1 has no MIG (Multi-Instance GPU); MIG runs on A100, A30, H100, H200 and B200</source>
        <translation>workload.serving.mig：%1 不支持 MIG（多实例 GPU）；MIG 可用于 A100、A30、H100、H200 和 B200</translation>
    </message>
    <message>
        <source>workload.serving.mig: &quot;%1&quot; is not a MIG profile; the %2&apos;s are %3</source>
        <translation>workload.serving.mig：“%1”不是 MIG 配置；%2 的配置为 %3</translation>
    </message>
    <message>
        <source>workload.serving.mig: %1 is not a profile of the %2 (%3 GB); its profiles are %4</source>
        <translation>workload.serving.mig：%1 不是 %2（%3 GB）的配置；其配置为 %4</translation>
    </message>
</context>
<context>
    <name>MovePartCommand</name>
    <message>
        <source>Move %1 from %2 to %3</source>
        <translation>将 %1 从 %2 移至 %3</translation>
    </message>
</context>
<context>
    <name>NcclTests</name>
    <message>
        <source>No nccl-tests table found: paste the output including the header line &quot;# size count type ... busbw&quot;</source>
        <translation>未找到 nccl-tests 表格：请粘贴包含表头行“# size count type ... busbw”的输出</translation>
    </message>
    <message>
        <source>The nccl-tests table has no data rows</source>
        <translation>nccl-tests 表格中没有数据行</translation>
    </message>
</context>
<context>
    <name>PartDescription</name>
    <message>
        <source>Ethernet</source>
        <translation>以太网</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1 TFLOPS %2</source>
        <translation>%1 TFLOPS %2</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>complete system</source>
        <translation>整机</translation>
    </message>
    <message>
        <source>%1 × %2 GPU</source>
        <translation>%1 × %2 GPU</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>%1 DIMM</source>
        <translation>%1 DIMM</translation>
    </message>
    <message>
        <source>%1U</source>
        <translation>%1U</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Network cards</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Servers and chassis</source>
        <translation>服务器与机箱</translation>
    </message>
    <message>
        <source>Power supplies</source>
        <translation>电源</translation>
    </message>
    <message>
        <source>Cloud instances</source>
        <translation>云实例</translation>
    </message>
    <message>
        <source>%1 cores · %2 · %3 W</source>
        <translation>%1 核 · %2 · %3 W</translation>
    </message>
    <message>
        <source>%1 GB %2-%3</source>
        <translation>%1 GB %2-%3</translation>
    </message>
    <message>
        <source>%1 TB · %2 %3 · %4 MB/s read</source>
        <translation>%1 TB · %2 %3 · 读取 %4 MB/s</translation>
    </message>
    <message>
        <source>%1 × %2 Gb/s %3</source>
        <translation>%1 × %2 Gb/s %3</translation>
    </message>
    <message>
        <source>%1 × %2 Gb/s %3%4</source>
        <translation>%1 × %2 Gb/s %3%4</translation>
    </message>
    <message>
        <source> · SHARP</source>
        <translation> · SHARP</translation>
    </message>
    <message>
        <source>%1 × GPU · %2 vCPU · %3 Gb/s</source>
        <translation>%1 × GPU · %2 vCPU · %3 Gb/s</translation>
    </message>
    <message>
        <source> · $%1/h</source>
        <translation> · $%1/h</translation>
    </message>
</context>
<context>
    <name>PasswordStore</name>
    <message>
        <source>this program has no access to a secret store</source>
        <translation>本程序无法使用密钥存储</translation>
    </message>
    <message>
        <source>the desktop&apos;s secret store did not answer</source>
        <translation>桌面的密钥存储没有响应</translation>
    </message>
</context>
<context>
    <name>PerfExtras</name>
    <message>
        <source>No workload: set a model in the Workload panel</source>
        <translation>无工作负载：请在“工作负载”面板中设置模型</translation>
    </message>
</context>
<context>
    <name>PlanEvaluationText</name>
    <message>
        <source>No workload: set a model in the Workload panel</source>
        <translation>无工作负载：请在“工作负载”面板中设置模型</translation>
    </message>
</context>
<context>
    <name>PlanFieldsText</name>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>%1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation>%1 到 %2 之间的数</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>操作系统</translation>
    </message>
    <message>
        <source>NVIDIA driver</source>
        <translation>NVIDIA 驱动</translation>
    </message>
    <message>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <source>cuDNN</source>
        <translation>cuDNN</translation>
    </message>
    <message>
        <source>NCCL</source>
        <translation>NCCL</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>Framework version</source>
        <translation>框架版本</translation>
    </message>
    <message>
        <source>Container image</source>
        <translation>容器镜像</translation>
    </message>
</context>
<context>
    <name>PlanReader</name>
    <message>
        <source>null</source>
        <translation>空值（null）</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>空</translation>
    </message>
    <message>
        <source>is required (a positive integer)</source>
        <translation>为必填项（正整数）</translation>
    </message>
    <message>
        <source>must be a positive integer, not %1</source>
        <translation>必须是正整数，而不是%1</translation>
    </message>
    <message>
        <source>must be a positive integer (got %1)</source>
        <translation>必须是正整数（实际为 %1）</translation>
    </message>
    <message>
        <source>must be a positive integer no larger than %1 (got %2)</source>
        <translation>必须是不大于 %1 的正整数（实际为 %2）</translation>
    </message>
    <message>
        <source>is required (a non-negative integer)</source>
        <translation>为必填项（非负整数）</translation>
    </message>
    <message>
        <source>must be a non-negative integer, not %1</source>
        <translation>必须是非负整数，而不是%1</translation>
    </message>
    <message>
        <source>must be a non-negative integer (got %1)</source>
        <translation>必须是非负整数（实际为 %1）</translation>
    </message>
    <message>
        <source>must be a non-negative integer no larger than %1 (got %2)</source>
        <translation>必须是不大于 %1 的非负整数（实际为 %2）</translation>
    </message>
    <message>
        <source>is required (an integer from %1 to %2)</source>
        <translation>为必填项（%1 到 %2 之间的整数）</translation>
    </message>
    <message>
        <source>must be an integer from %1 to %2, not %3</source>
        <translation>必须是 %1 到 %2 之间的整数，而不是%3</translation>
    </message>
    <message>
        <source>must be an integer from %1 to %2 (got %3)</source>
        <translation>必须是 %1 到 %2 之间的整数（实际为 %3）</translation>
    </message>
    <message>
        <source>must be an integer from %1 to %2 no larger than %3 (got %4)</source>
        <translation>必须是 %1 到 %2 之间且不大于 %3 的整数（实际为 %4）</translation>
    </message>
    <message>
        <source>is required (a string)</source>
        <translation>为必填项（字符串）</translation>
    </message>
    <message>
        <source>must be a string, not %1</source>
        <translation>必须是字符串，而不是%1</translation>
    </message>
    <message>
        <source>is required (a number)</source>
        <translation>为必填项（数字）</translation>
    </message>
    <message>
        <source>must be a number from %1 to %2, not %3</source>
        <translation>必须是 %1 到 %2 之间的数，而不是%3</translation>
    </message>
    <message>
        <source>must be a number from %1 to %2 (got %3)</source>
        <translation>必须是 %1 到 %2 之间的数（实际为 %3）</translation>
    </message>
    <message>
        <source>must be true or false, not %1</source>
        <translation>必须是 true 或 false，而不是%1</translation>
    </message>
    <message>
        <source>is required (an object)</source>
        <translation>为必填项（对象）</translation>
    </message>
    <message>
        <source>must be an object, not %1</source>
        <translation>必须是对象，而不是%1</translation>
    </message>
    <message>
        <source>is required (an array)</source>
        <translation>为必填项（数组）</translation>
    </message>
    <message>
        <source>must be an array, not %1</source>
        <translation>必须是数组，而不是%1</translation>
    </message>
    <message>
        <source>must be an object like {&quot;sku&quot;: &quot;...&quot;, &quot;qty&quot;: 1}</source>
        <translation>必须是形如 {&quot;sku&quot;: &quot;...&quot;, &quot;qty&quot;: 1} 的对象</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>must be an object (a server type)</source>
        <translation>必须是对象（一种服务器类型）</translation>
    </message>
    <message>
        <source>must be one of %1 (got &quot;%2&quot;)</source>
        <translation>必须是 %1 之一（实际为“%2”）</translation>
    </message>
    <message>
        <source>needs a &quot;preset&quot; or a &quot;type&quot;</source>
        <translation>需要 &quot;preset&quot; 或 &quot;type&quot;</translation>
    </message>
    <message>
        <source>must divide heads (%1)</source>
        <translation>必须能整除 heads（%1）</translation>
    </message>
    <message>
        <source>must be none, selective or full (got &quot;%1&quot;)</source>
        <translation>必须是 none、selective 或 full（实际为“%1”）</translation>
    </message>
    <message>
        <source>must be fp32, tf32, fp16, bf16 or fp8 (got &quot;%1&quot;)</source>
        <translation>必须是 fp32、tf32、fp16、bf16 或 fp8（实际为“%1”）</translation>
    </message>
    <message>
        <source>must not exceed global_batch (%1)</source>
        <translation>不能超过 global_batch（%1）</translation>
    </message>
    <message>
        <source>must be an object like {&quot;sku&quot;: &quot;...&quot;, &quot;pricing&quot;: &quot;on_demand&quot;}</source>
        <translation>必须是形如 {&quot;sku&quot;: &quot;...&quot;, &quot;pricing&quot;: &quot;on_demand&quot;} 的对象</translation>
    </message>
    <message>
        <source>must be on_demand, reserved_1y, reserved_3y or spot (got &quot;%1&quot;)</source>
        <translation>必须是 on_demand、reserved_1y、reserved_3y 或 spot（实际为“%1”）</translation>
    </message>
    <message>
        <source>must be a date like 2026-11-30 (got &quot;%1&quot;)</source>
        <translation>必须是形如 2026-11-30 的日期（实际为“%1”）</translation>
    </message>
    <message>
        <source>must be an object like {&quot;sku&quot;: &quot;...&quot;, &quot;pct&quot;: 5}</source>
        <translation>必须是形如 {&quot;sku&quot;: &quot;...&quot;, &quot;pct&quot;: 5} 的对象</translation>
    </message>
    <message>
        <source>must be a4 or letter (got &quot;%1&quot;)</source>
        <translation>必须是 a4 或 letter（实际为“%1”）</translation>
    </message>
    <message>
        <source>must be keyed by a three-letter currency code like CNY</source>
        <translation>键必须是三个字母的货币代码，如 CNY</translation>
    </message>
    <message>
        <source>must be a positive number</source>
        <translation>必须是正数</translation>
    </message>
    <message>
        <source>must be a three-letter code like USD (got &quot;%1&quot;)</source>
        <translation>必须是三个字母的货币代码，如 USD（实际为“%1”）</translation>
    </message>
    <message>
        <source>the file is %1 MB; a plan file is at most %2 MB</source>
        <translation>文件大小为 %1 MB；方案文件最大为 %2 MB</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text, so it is not a plan file</source>
        <translation>文件不是 UTF-8 文本，因此不是方案文件</translation>
    </message>
    <message>
        <source>not a JSON document: %1 at byte %2</source>
        <translation>不是 JSON 文档：%1（位于第 %2 字节）</translation>
    </message>
    <message>
        <source>not a plan: the document must be a JSON object with &quot;format&quot;: &quot;%1&quot;</source>
        <translation>不是方案：文档必须是包含 &quot;format&quot;: &quot;%1&quot; 的 JSON 对象</translation>
    </message>
    <message>
        <source>not a plan: expected &quot;format&quot;: &quot;%1&quot;</source>
        <translation>不是方案：应为 &quot;format&quot;: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the plan is version %1, newer than this program reads (%2); open it with a newer AI Server Planner</source>
        <translation>方案版本为 %1，高于本程序可读取的版本（%2）；请用更新版本的 AI Server Planner 打开</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 is %2 MB; a plan file is at most %3 MB</source>
        <translation>%1 大小为 %2 MB；方案文件最大为 %3 MB</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>must be full or hybrid (got &quot;%1&quot;)</source>
        <translation>必须为 full 或 hybrid（实际为“%1”）</translation>
    </message>
    <message>
        <source>must be deepspeed, fsdp or megatron (got &quot;%1&quot;)</source>
        <translation>必须为 deepspeed、fsdp 或 megatron（实际为“%1”）</translation>
    </message>
    <message>
        <source>must divide dp (%1)</source>
        <translation>必须能整除 dp（%1）</translation>
    </message>
    <message>
        <source>%1 is a folder, not a plan file</source>
        <translation>%1 是文件夹，不是方案文件</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a device, a pipe or a socket); a plan is read only from a file</source>
        <translation>%1 不是普通文件（而是设备、管道或套接字）；方案只能从文件读取</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>the servers&apos; counts (servers[].count) add up to %1 nodes; a plan has at most %2</source>
        <translation>各服务器数量（servers[].count）合计 %1 个节点；一个方案最多 %2 个</translation>
    </message>
    <message>
        <source>must not exceed experts (%1)</source>
        <translation>不得超过专家数（%1）</translation>
    </message>
    <message>
        <source>must be none, cpu or nvme (got &quot;%1&quot;)</source>
        <translation>必须是 none、cpu 或 nvme（收到“%1”）</translation>
    </message>
    <message>
        <source>must be full, lora or qlora (got &quot;%1&quot;)</source>
        <translation>必须是 full、lora 或 qlora（收到“%1”）</translation>
    </message>
    <message>
        <source>must be fp32, fp16, bf16 or fp8 (got &quot;%1&quot;)</source>
        <translation>必须是 fp32、fp16、bf16 或 fp8（收到 &quot;%1&quot;）</translation>
    </message>
    <message>
        <source>must be none, int8 or int4 (got &quot;%1&quot;)</source>
        <translation>必须是 none、int8 或 int4（收到 &quot;%1&quot;）</translation>
    </message>
    <message>
        <source>give either concurrency or requests_per_s, not both</source>
        <translation>请只给出 concurrency 或 requests_per_s 之一，不能同时给出</translation>
    </message>
    <message>
        <source>must be training or inference (got &quot;%1&quot;)</source>
        <translation>必须是 training 或 inference（收到 &quot;%1&quot;）</translation>
    </message>
    <message>
        <source>must be at most %1 characters long (got %2)</source>
        <translation>最多 %1 个字符（实际为 %2）</translation>
    </message>
    <message>
        <source>must be capex or tco (got &quot;%1&quot;)</source>
        <translation>必须是 capex 或 tco（实际为“%1”）</translation>
    </message>
    <message>
        <source>must be owned, cloud or either (got &quot;%1&quot;)</source>
        <translation>必须是 owned、cloud 或 either（实际为“%1”）</translation>
    </message>
    <message>
        <source>must be a vendor name</source>
        <translation>必须是厂商名称</translation>
    </message>
    <message>
        <source>give tokens or epochs, not both</source>
        <translation>请给出 tokens 或 epochs，不要同时给出</translation>
    </message>
    <message>
        <source>the parts&apos; quantities (qty) add up to %1 units per node; a node holds at most %2</source>
        <translation>各部件数量（qty）合计每节点 %1 个；一个节点最多容纳 %2 个</translation>
    </message>
    <message>
        <source>must be a time like 2026-11-30T09:00:00Z (got &quot;%1&quot;)</source>
        <translation>必须是形如 2026-11-30T09:00:00Z 的时间（实际为“%1”）</translation>
    </message>
    <message>
        <source>must name the adapted layers: q, k, v, o, gate, up, down, qkv, fc1, attention, mlp or all_linear (a name or an array of names)</source>
        <translation>必须指明加适配器的层：q、k、v、o、gate、up、down、qkv、fc1、attention、mlp 或 all_linear（一个名称或名称数组）</translation>
    </message>
    <message>
        <source>must be a MIG profile such as 1g.10gb, 3g.40gb or 7g.80gb (got &quot;%1&quot;)</source>
        <translation>必须是 MIG 配置，例如 1g.10gb、3g.40gb 或 7g.80gb（实际为“%1”）</translation>
    </message>
    <message>
        <source>needs sliding_window</source>
        <translation>需要同时给出 sliding_window</translation>
    </message>
    <message>
        <source>must divide tp (%1)</source>
        <translation>必须能整除 tp（%1）</translation>
    </message>
    <message>
        <source>must divide (tp / etp) x cp x dp (%1)</source>
        <translation>必须能整除 (tp / etp) × cp × dp（%1）</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Performance</source>
        <translation>性能</translation>
    </message>
    <message>
        <source>Cost (TCO)</source>
        <translation>成本（TCO）</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>敏感性分析</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>对比</translation>
    </message>
</context>
<context>
    <name>Quote</name>
    <message>
        <source>%1 is priced in %2 and the plan has no exchange rate from %2 to %3 (exchange_rates.%2)</source>
        <translation>%1 以 %2 计价，但方案中没有 %2 到 %3 的汇率（exchange_rates.%2）</translation>
    </message>
    <message>
        <source>fabric.sku: %1 is a %2, not a switch</source>
        <translation>fabric.sku：%1 是 %2，不是交换机</translation>
    </message>
    <message>
        <source>servers.%1: %2 cannot be used there (wrong kind of part)</source>
        <translation>servers.%1：%2 不能用在此处（部件类型不符）</translation>
    </message>
    <message>
        <source>fabric: %1 node ports are more than one fabric is sized for here (at most %2)</source>
        <translation>fabric：%1 个节点端口，超出此处可为单个网络规划的数量（最多 %2）</translation>
    </message>
</context>
<context>
    <name>QuoteBuilder</name>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>The plan has no workload, so the quote carries no performance estimate.</source>
        <translation>方案中没有工作负载，因此报价单不含性能估算。</translation>
    </message>
</context>
<context>
    <name>QuoteChecklist</name>
    <message>
        <source>No seller: the quote would not say who offers it. Set your company&apos;s name, address and contact.</source>
        <translation>未设置卖方：报价单不会说明由谁报价。请设置贵公司的名称、地址和联系人。</translation>
    </message>
    <message>
        <source>Seller details...</source>
        <translation>卖方信息...</translation>
    </message>
    <message>
        <source>No customer: the quote would not say whom it is for.</source>
        <translation>未设置客户：报价单不会说明是给谁的。</translation>
    </message>
    <message>
        <source>Name the customer...</source>
        <translation>填写客户名称...</translation>
    </message>
    <message>
        <source>The quote dated %1 expired on %2: the client would receive a quote that is no longer valid.</source>
        <translation>日期为 %1 的报价已于 %2 过期：客户将收到一份已失效的报价。</translation>
    </message>
    <message>
        <source>Date it today</source>
        <translation>改为今天的日期</translation>
    </message>
    <message>
        <source>%1 more</source>
        <translation>另外 %1 项</translation>
    </message>
    <message>
        <source>%2 line is priced from the catalog&apos;s reference estimates, not from your price list: %1. The PDF shows it to the client as your price. Import your price list (aiplanner-cli catalog import FILE.csv, then File &gt; Reload Catalog) to replace it.</source>
        <translation>%2 行按目录的参考估价定价，而不是您的价格表：%1。PDF 会把它作为您的报价展示给客户。请导入您的价格表（aiplanner-cli catalog import FILE.csv，然后选择 文件 &gt; 重新加载目录）来替换它。</translation>
    </message>
    <message>
        <source>%2 lines are priced from the catalog&apos;s reference estimates, not from your price list: %1. The PDF shows them to the client as your prices. Import your price list (aiplanner-cli catalog import FILE.csv, then File &gt; Reload Catalog) to replace them.</source>
        <translation>%2 行按目录的参考估价定价，而不是您的价格表：%1。PDF 会把它们作为您的报价展示给客户。请导入您的价格表（aiplanner-cli catalog import FILE.csv，然后选择 文件 &gt; 重新加载目录）来替换它们。</translation>
    </message>
</context>
<context>
    <name>QuoteDraft</name>
    <message>
        <source>The configuration has errors</source>
        <translation>配置存在错误</translation>
    </message>
    <message>
        <source>Export as draft</source>
        <translation>导出为草稿</translation>
    </message>
    <message>
        <source>Every page of the PDF is marked &quot;DRAFT — this configuration has errors&quot;</source>
        <translation>PDF 的每一页都会标注“DRAFT 草稿 — 此配置存在错误”</translation>
    </message>
    <message>
        <source>The configuration has errors; fix them or export a draft:
%1</source>
        <translation>配置存在错误；请修正，或导出为草稿：
%1</translation>
    </message>
    <message>
        <source>This configuration has %1 error; a quote for it would promise a machine that cannot be built:</source>
        <translation>此配置有 %1 个错误；为它报价就是承诺一台无法组装的机器：</translation>
    </message>
    <message>
        <source>This configuration has %1 errors; a quote for it would promise a machine that cannot be built:</source>
        <translation>此配置有 %1 个错误；为它报价就是承诺一台无法组装的机器：</translation>
    </message>
</context>
<context>
    <name>QuoteHtml</name>
    <message>
        <source>QUOTATION</source>
        <translation>报价单</translation>
    </message>
    <message>
        <source>Quote number</source>
        <translation>报价单号</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>有效期至</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Prepared for</source>
        <translation>客户</translation>
    </message>
    <message>
        <source>Configuration:</source>
        <translation>配置：</translation>
    </message>
    <message>
        <source>Line items</source>
        <translation>报价明细</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>产品描述</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>折扣</translation>
    </message>
    <message>
        <source>Extended</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Network fabric</source>
        <translation>集群网络</translation>
    </message>
    <message>
        <source>%1 — %2 nodes</source>
        <translation>%1 — %2 个节点</translation>
    </message>
    <message>
        <source>Not priced (not in the catalog):</source>
        <translation>未计价（不在目录中）：</translation>
    </message>
    <message>
        <source>Subtotal</source>
        <translation>小计</translation>
    </message>
    <message>
        <source>Total before tax</source>
        <translation>税前合计</translation>
    </message>
    <message>
        <source>Total (%1)</source>
        <translation>合计（%1）</translation>
    </message>
    <message>
        <source>Configuration summary</source>
        <translation>配置概要</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>Rack units</source>
        <translation>机架单元（U）</translation>
    </message>
    <message>
        <source>Cluster total</source>
        <translation>集群合计</translation>
    </message>
    <message>
        <source>per node</source>
        <translation>每节点</translation>
    </message>
    <message>
        <source>Performance estimate</source>
        <translation>性能估算</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>%1, global batch %2, %3</source>
        <translation>%1，全局批次 %2，%3</translation>
    </message>
    <message>
        <source>Parallel strategy</source>
        <translation>并行策略</translation>
    </message>
    <message>
        <source> (best found by the search)</source>
        <translation>（搜索所得最优方案）</translation>
    </message>
    <message>
        <source>Time per training step</source>
        <translation>单步训练时间</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>%1 tokens/s (%2 samples/s)</source>
        <translation>%1 tokens/s（%2 样本/秒）</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 样本/秒</translation>
    </message>
    <message>
        <source>Model FLOPs utilization</source>
        <translation>模型算力利用率（MFU）</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每 GPU 显存</translation>
    </message>
    <message>
        <source>%1 of %2 GB — %3</source>
        <translation>%1 / %2 GB — %3</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>可容纳</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>超出显存</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>训练时长</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <source>Estimated by the analytical performance model of AI Server Planner (per-layer FLOPs at measured GEMM efficiency, collectives at achievable bus bandwidth), calibrated on published training runs. Actual results depend on software versions and tuning.</source>
        <translation>由 AI Server Planner 的解析性能模型估算（各层 FLOPs 按实测 GEMM 效率计算，集合通信按可达总线带宽计算），并以公开发表的训练任务进行校准。实际结果取决于软件版本与调优。</translation>
    </message>
    <message>
        <source>Total cost of ownership over %1 months: owned against cloud</source>
        <translation>%1 个月总拥有成本：自有与云端对比</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Rate per hour</source>
        <translation>每小时费率</translation>
    </message>
    <message>
        <source>Cost over %1 months</source>
        <translation>%1 个月成本</translation>
    </message>
    <message>
        <source>Per delivered GPU-hour</source>
        <translation>每有效 GPU 小时</translation>
    </message>
    <message>
        <source>Break-even month</source>
        <translation>盈亏平衡月份</translation>
    </message>
    <message>
        <source>Owned (this quote)</source>
        <translation>自有（本报价）</translation>
    </message>
    <message>
        <source>%1 servers</source>
        <translation>%1 台服务器</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>none within %1 months</source>
        <translation>%1 个月内无</translation>
    </message>
    <message>
        <source>%1 instances</source>
        <translation>%1 个实例</translation>
    </message>
    <message>
        <source>Owned: capex %1, average IT power %2 kW, energy %3 kWh per year costing %4 per year; operations, colocation and maintenance %5 per year.</source>
        <translation>自有：资本支出 %1，平均 IT 功耗 %2 kW，年耗电 %3 kWh，年电费 %4；运维、托管与维保每年 %5。</translation>
    </message>
    <message>
        <source>Owned cost per million training tokens: %1.</source>
        <translation>自有方案每百万训练 token 成本：%1。</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>假设项</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>取值</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>set in this plan</source>
        <translation>本方案设定</translation>
    </message>
    <message>
        <source>Terms</source>
        <translation>条款</translation>
    </message>
    <message>
        <source>Payment:</source>
        <translation>付款方式：</translation>
    </message>
    <message>
        <source>30 days net from the invoice date.</source>
        <translation>自发票日期起 30 天内付清。</translation>
    </message>
    <message>
        <source>Delivery:</source>
        <translation>交货：</translation>
    </message>
    <message>
        <source>To be confirmed on order, subject to availability.</source>
        <translation>下单时确认，视供货情况而定。</translation>
    </message>
    <message>
        <source>Warranty:</source>
        <translation>保修：</translation>
    </message>
    <message>
        <source>Manufacturers&apos; standard warranty.</source>
        <translation>原厂标准保修。</translation>
    </message>
    <message>
        <source>Validity:</source>
        <translation>有效期：</translation>
    </message>
    <message>
        <source>This quotation is valid until %1. Prices are in %2.</source>
        <translation>本报价单有效期至 %1。价格以 %2 计。</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>备注：</translation>
    </message>
    <message>
        <source>For the seller</source>
        <translation>卖方代表</translation>
    </message>
    <message>
        <source>Name, date, signature</source>
        <translation>姓名、日期、签字</translation>
    </message>
    <message>
        <source>Accepted by the customer</source>
        <translation>客户确认</translation>
    </message>
    <message>
        <source>Cumulative cost by month</source>
        <translation>按月累计成本</translation>
    </message>
    <message>
        <source>Prices converted from the catalog&apos;s currency at %1 (exchange rates of %2).</source>
        <translation>价格由目录原币种按 %1 换算（%2的汇率）。</translation>
    </message>
    <message>
        <source>Prices converted from the catalog&apos;s currency at %1.</source>
        <translation>价格由目录原币种按 %1 换算。</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Cores</source>
        <translation>核数</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>GPUs per node: %1 × %2</source>
        <translation>每节点 GPU：%1 × %2</translation>
    </message>
    <message>
        <source>%1 samples/s x %2 h x utilization %3 x goodput %4 = %5 samples (throughput from the performance model%6)</source>
        <translation>%1 样本/秒 × %2 小时 × 利用率 %3 × 有效产出率 %4 = %5 个样本（吞吐量来自性能模型%6）</translation>
    </message>
    <message>
        <source>; %1 h of restarts from checkpoints</source>
        <translation>；从检查点重启 %1 小时</translation>
    </message>
    <message>
        <source>; %1 instances committed for the whole term, %2 h on demand</source>
        <translation>；%1 个实例按整个承诺期计费，%2 小时按需</translation>
    </message>
    <message>
        <source>; goodput 1 assumed</source>
        <translation>；有效产出率按 1 假定</translation>
    </message>
    <message>
        <source>; price of %1</source>
        <translation>；价格日期 %1</translation>
    </message>
    <message>
        <source>Cloud side: %1</source>
        <translation>云端：%1</translation>
    </message>
    <message>
        <source>Instance-hours</source>
        <translation>实例小时</translation>
    </message>
    <message>
        <source>Owned side: work delivered over the horizon</source>
        <translation>自有：周期内交付的工作量</translation>
    </message>
    <message>
        <source>Same capacity, always on</source>
        <translation>同等容量、全天候租用</translation>
    </message>
    <message>
        <source>no date</source>
        <translation>无日期</translation>
    </message>
    <message>
        <source>no delivered work to match: the same capacity, always on</source>
        <translation>没有可对应的交付工作量：按同等容量、全天候租用计</translation>
    </message>
    <message>
        <source>range: month %1 or later</source>
        <translation>区间：第 %1 个月或更晚</translation>
    </message>
    <message>
        <source>range: months %1 to %2</source>
        <translation>区间：第 %1 至 %2 个月</translation>
    </message>
    <message>
        <source>same work: %1 samples/s per instance on %2 instances in parallel, %3 instance-hours</source>
        <translation>同等工作量：%2 个实例并行，每实例 %1 样本/秒，共 %3 实例小时</translation>
    </message>
    <message>
        <source>Model accuracy</source>
        <translation>模型精度</translation>
    </message>
    <message>
        <source>Appendix: three-year roadmap</source>
        <translation>附录：三年路线图</translation>
    </message>
    <message>
        <source>The cluster keeps up with the work for all %1 months.</source>
        <translation>集群在全部 %1 个月内都能满足工作量。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The cluster does not keep up even now&lt;/b&gt;: the work is %1 times what it can do.</source>
        <translation>&lt;b&gt;集群目前就已无法满足&lt;/b&gt;：工作量是其能力的 %1 倍。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The cluster runs out in month %1&lt;/b&gt; (quarter %2).</source>
        <translation>&lt;b&gt;集群将在第 %1 个月不再满足需求&lt;/b&gt;（第 %2 季度）。</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>What</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>now</source>
        <translation>现在</translation>
    </message>
    <message>
        <source>months %1–%2</source>
        <translation>第 %1–%2 个月</translation>
    </message>
    <message>
        <source>%1 instance-hours</source>
        <translation>%1 实例小时</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 个节点</translation>
    </message>
    <message>
        <source>36 months in all</source>
        <translation>36 个月合计</translation>
    </message>
    <message>
        <source>Buy more: more of the plan&apos;s nodes when the work outgrows the cluster, enough for the year ahead, at that month&apos;s price. Burst to the cloud: the cluster as it is, the work it cannot do rented on %1 at the same-work price of the TCO. Buy bigger now: a cluster for the last month&apos;s work, bought today. Each path pays the owned cluster&apos;s running costs. Price decline: GPU price-performance for ML doubles every 2.07 years (Epoch AI, 2022).</source>
        <translation>追加购买：工作量超出集群能力时，按当月价格购买足够未来一年使用的同型节点。溢出到云：集群保持不变，其无法完成的工作按 TCO 的相同工作量价格在 %1 上租用。现在购买更大规模：今天就购买满足最后一个月工作量的集群。每条路径都包含自建集群的运行成本。价格下降：用于机器学习的 GPU 性价比每 2.07 年翻一番（Epoch AI，2022）。</translation>
    </message>
    <message>
        <source>the cloud</source>
        <translation>云</translation>
    </message>
    <message>
        <source>%1 — %2 node</source>
        <translation>%1 — %2 个节点</translation>
    </message>
    <message>
        <source>Discount %1</source>
        <translation>折扣 %1</translation>
    </message>
    <message>
        <source>Tax %1</source>
        <translation>税 %1</translation>
    </message>
    <message>
        <source>%1 (%2 TFLOP/s per GPU)</source>
        <translation>%1（每 GPU %2 TFLOP/s）</translation>
    </message>
    <message>
        <source>GPUs used</source>
        <translation>使用的 GPU</translation>
    </message>
    <message>
        <source>%1 of the %2 installed (%3 idle)</source>
        <translation>已安装 %2 个中使用 %1 个（%3 个闲置）</translation>
    </message>
    <message>
        <source>%1 GPU, all installed</source>
        <translation>%1 个 GPU，全部使用</translation>
    </message>
    <message>
        <source>%1 GPUs, all installed</source>
        <translation>%1 个 GPU，全部使用</translation>
    </message>
    <message>
        <source>Total cost of ownership over %1 month: owned against cloud</source>
        <translation>%1 个月的总拥有成本：自有与云端对比</translation>
    </message>
    <message>
        <source>Cost over %1 month</source>
        <translation>%1 个月成本</translation>
    </message>
    <message>
        <source>%1 server</source>
        <translation>%1 台服务器</translation>
    </message>
    <message>
        <source>%1 instance</source>
        <translation>%1 个实例</translation>
    </message>
    <message>
        <source>Cloud options are costed on the same work as the owned cluster delivers: the instance-hours that work needs, at the hourly rate; 1- and 3-year terms bill whole instances for the whole term, on demand filling the rest. &quot;Same capacity, always on&quot; rents the matching instance count every hour of the %1 months. The break-even range moves the cloud price, the utilization and the electricity price each by %2 up and down.</source>
        <translation>云端方案按与自有集群相同的工作量计费：该工作量所需的实例小时数乘以小时费率；1 年和 3 年期按整个期限计费整台实例，其余部分按需补足。“相同容量，始终运行”在全部 %1 个月中每小时租用相应数量的实例。盈亏平衡区间将云价格、利用率和电价各上下浮动 %2。</translation>
    </message>
    <message>
        <source>same work: %1 samples/s per instance on %2 instance, %3 instance-hours</source>
        <translation>相同工作量：每实例 %1 样本/秒，%2 个实例，%3 实例小时</translation>
    </message>
    <message>
        <source>; %1 instance committed for the whole term, %2 h on demand</source>
        <translation>；%1 个实例承诺整个期限，%2 小时按需</translation>
    </message>
    <message>
        <source>%1 × %2 train the plan&apos;s run in %3 days today. The work grows each year with the model (× %4), the tokens (× %5) and the projects (× %6); hardware of the same capacity costs %7 less each year.</source>
        <translation>%1 × %2 目前在 %3 天内完成本方案的训练。工作量每年随模型（× %4）、词元（× %5）和项目数（× %6）增长；同等算力的硬件每年便宜 %7。</translation>
    </message>
    <message>
        <source>%1 node</source>
        <translation>%1 个节点</translation>
    </message>
    <message>
        <source>Software stack</source>
        <translation>软件栈</translation>
    </message>
    <message>
        <source>%1 needs</source>
        <translation>%1 需要</translation>
    </message>
    <message>
        <source>The stack as planned, checked against the GPUs&apos; requirements (NVIDIA CUDA Toolkit release notes, PyTorch&apos;s compatibility matrix).</source>
        <translation>方案中的软件栈，已按 GPU 的要求检查（NVIDIA CUDA Toolkit 发行说明、PyTorch 兼容性矩阵）。</translation>
    </message>
    <message>
        <source>Recommended: the minimum versions the GPUs need (NVIDIA CUDA Toolkit release notes, PyTorch&apos;s compatibility matrix); newer releases of the same series also work.</source>
        <translation>推荐：GPU 所需的最低版本（NVIDIA CUDA Toolkit 发行说明、PyTorch 兼容性矩阵）；同一系列的更新版本同样可用。</translation>
    </message>
    <message>
        <source>price of %1</source>
        <translation>%1 的价格</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>微调</translation>
    </message>
    <message>
        <source>Time per epoch</source>
        <translation>每轮时间</translation>
    </message>
    <message>
        <source>Serving estimate</source>
        <translation>推理服务估算</translation>
    </message>
    <message>
        <source>No serving estimate</source>
        <translation>无推理服务估算</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>serving %1, weights %2, KV cache %3</source>
        <translation>推理服务 %1，权重 %2，KV 缓存 %3</translation>
    </message>
    <message>
        <source>not given: each replica at its largest batch within the limits</source>
        <translation>未给出：每个副本按限制内的最大批次运行</translation>
    </message>
    <message>
        <source>%1 requests/s</source>
        <translation>%1 请求/秒</translation>
    </message>
    <message>
        <source>%1 concurrent users</source>
        <translation>%1 个并发用户</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>负载</translation>
    </message>
    <message>
        <source>%1; %2 input and %3 output tokens per request</source>
        <translation>%1；每个请求输入 %2、输出 %3 个 token</translation>
    </message>
    <message>
        <source>Latency limits</source>
        <translation>延迟限制</translation>
    </message>
    <message>
        <source>first token within %1, each output token within %2, at %3</source>
        <translation>首 token 不超过 %1，每个输出 token 不超过 %2，按 %3</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本</translation>
    </message>
    <message>
        <source>GPUs needed</source>
        <translation>所需 GPU</translation>
    </message>
    <message>
        <source>%1 of the %2 quoted</source>
        <translation>报价的 %2 个中的 %1 个</translation>
    </message>
    <message>
        <source>%1: more than the %2 quoted</source>
        <translation>%1：多于报价的 %2 个</translation>
    </message>
    <message>
        <source>Output tokens/s</source>
        <translation>输出 token/秒</translation>
    </message>
    <message>
        <source>Time to first token (%1)</source>
        <translation>首 token 时间（%1）</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>每输出 token 时间</translation>
    </message>
    <message>
        <source>%1 (%2 tokens/s per user)</source>
        <translation>%1（每用户 %2 token/秒）</translation>
    </message>
    <message>
        <source>Largest load within the limits</source>
        <translation>限制内的最大负载</translation>
    </message>
    <message>
        <source>%1 requests/s per replica (%2 sequences in flight)</source>
        <translation>每副本 %1 请求/秒（%2 个进行中的序列）</translation>
    </message>
    <message>
        <source>%1 GB of weights; the KV cache holds %2 sequences per replica</source>
        <translation>权重 %1 GB；KV 缓存每副本可容纳 %2 个序列</translation>
    </message>
    <message>
        <source>Estimated by the analytical serving model of AI Server Planner (prefill at measured GEMM efficiency, decode as weight and KV-cache reads at memory bandwidth, continuous batching with a paged KV cache). Actual results depend on the serving engine, its version and settings.</source>
        <translation>由 AI Server Planner 的解析推理服务模型估算（预填充按实测 GEMM 效率，解码按显存带宽读取权重和 KV 缓存，连续批处理与分页 KV 缓存）。实际结果取决于推理引擎及其版本和设置。</translation>
    </message>
    <message>
        <source>%1 (%2 of training steps, goodput %3)</source>
        <translation>%1（训练步骤 %2，有效产出率 %3）</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>Catalog revision</source>
        <translation>目录版本</translation>
    </message>
    <message>
        <source>offline — prices as of %1</source>
        <translation>离线——价格截至 %1</translation>
    </message>
    <message>
        <source>%1 requests/s per replica (%2 sequence in flight)</source>
        <translation>每副本 %1 请求/秒（%2 个进行中的序列）</translation>
    </message>
    <message>
        <source>%1 GB of weights; the KV cache holds %2 sequence per replica</source>
        <translation>权重 %1 GB；KV 缓存每副本可容纳 %2 个序列</translation>
    </message>
    <message>
        <source>%1 concurrent user</source>
        <translation>%1 个并发用户</translation>
    </message>
    <message>
        <source>%1 × %2 GPU (tensor parallel), %3 per replica</source>
        <translation>%1 × %2 个 GPU（张量并行），每副本 %3</translation>
    </message>
    <message>
        <source>%1 × %2 GPUs (tensor parallel), %3 per replica</source>
        <translation>%1 × %2 个 GPU（张量并行），每副本 %3</translation>
    </message>
    <message>
        <source>%1 sequence in flight</source>
        <translation>%1 个进行中的序列</translation>
    </message>
    <message>
        <source>%1 sequences in flight</source>
        <translation>%1 个进行中的序列</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>价格目录</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>内置</translation>
    </message>
    <message>
        <source>built-in, prices of %1</source>
        <translation>内置，价格截至 %1</translation>
    </message>
    <message>
        <source>%1; one image per request</source>
        <translation>%1；每个请求一张图像</translation>
    </message>
    <message>
        <source>%1; one sequence per request</source>
        <translation>%1；每个请求一个序列</translation>
    </message>
    <message>
        <source>each answer within %1, at %2</source>
        <translation>每个应答在 %1 内，按 %2</translation>
    </message>
    <message>
        <source>Images/s</source>
        <translation>图像/秒</translation>
    </message>
    <message>
        <source>Sequences/s</source>
        <translation>序列/秒</translation>
    </message>
    <message>
        <source>Latency (%1)</source>
        <translation>延迟（%1）</translation>
    </message>
    <message>
        <source>%1 images/s per replica (batch %2)</source>
        <translation>每个副本 %1 图像/秒（批大小 %2）</translation>
    </message>
    <message>
        <source>%1 sequences/s per replica (batch %2)</source>
        <translation>每个副本 %1 序列/秒（批大小 %2）</translation>
    </message>
    <message>
        <source>%1 GB of weights; the largest batch is %2</source>
        <translation>权重 %1 GB；最大批为 %2</translation>
    </message>
    <message>
        <source>a batch of %1</source>
        <translation>批大小 %1</translation>
    </message>
    <message>
        <source>serving %1, weights %2</source>
        <translation>部署 %1，权重 %2</translation>
    </message>
    <message>
        <source>%1 images/s</source>
        <translation>%1 图像/秒</translation>
    </message>
    <message>
        <source>%1 sequences/s (%2 tokens/s)</source>
        <translation>%1 序列/秒（%2 token/秒）</translation>
    </message>
    <message>
        <source>%1 (%2) %3</source>
        <translation>%1（%2）%3</translation>
    </message>
    <message>
        <source>Cost per million output tokens: owned %1.</source>
        <translation>每百万输出 token 成本：自有 %1。</translation>
    </message>
    <message>
        <source>Cost per million output tokens: owned %1; in the cloud %2.</source>
        <translation>每百万输出 token 成本：自有 %1；云端 %2。</translation>
    </message>
    <message>
        <source>%1 × one %2 MIG instance (%3 per GPU), %4 per replica</source>
        <translation>%1 × 一个 %2 MIG 实例（每 GPU %3 个），每副本 %4</translation>
    </message>
    <message>
        <source>Memory per MIG instance</source>
        <translation>每 MIG 实例显存</translation>
    </message>
    <message>
        <source>Cost per million images served: owned %1.</source>
        <translation>每服务百万张图像的成本：自有 %1。</translation>
    </message>
    <message>
        <source>Cost per million images served: owned %1; in the cloud %2.</source>
        <translation>每服务百万张图像的成本：自有 %1；云端 %2。</translation>
    </message>
    <message>
        <source>Cost per million sequences served: owned %1.</source>
        <translation>每服务百万条序列的成本：自有 %1。</translation>
    </message>
    <message>
        <source>Cost per million sequences served: owned %1; in the cloud %2.</source>
        <translation>每服务百万条序列的成本：自有 %1；云端 %2。</translation>
    </message>
    <message>
        <source>Estimated by the analytical serving model of AI Server Planner (each batch one forward pass, its layers at measured GEMM efficiency or memory bandwidth, requests queued for the next batch). Actual results depend on the inference engine, its version and settings.</source>
        <translation>由 AI Server Planner 的解析推理服务模型估算（每个批次一次前向计算，各层按实测 GEMM 效率或显存带宽计，请求排队等待下一批次）。实际结果取决于推理引擎及其版本和设置。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>%1 × one GPU, %2 per replica</source>
        <translation>%1 × 一个 GPU，每副本 %2</translation>
    </message>
    <message>
        <source>%1, micro-batch %2, ZeRO %3, recompute %4%5</source>
        <translation>%1，微批次 %2，ZeRO %3，激活重计算 %4%5</translation>
    </message>
    <message>
        <source>Host memory per node</source>
        <translation>每节点主机内存</translation>
    </message>
    <message>
        <source>%1 of %2 GB, holding what the GPUs offload</source>
        <translation>%1 / %2 GB，存放 GPU 卸载的数据</translation>
    </message>
    <message>
        <source> (pipeline rank %1 of %2, the one that needs the most)</source>
        <translation>（流水线 rank %1，共 %2 个 rank，显存需求最大的一个）</translation>
    </message>
</context>
<context>
    <name>QuoteNumber</name>
    <message>
        <source>cannot read the quote counter %1: %2</source>
        <translation>无法读取报价编号计数器 %1：%2</translation>
    </message>
    <message>
        <source>the quote counter %1 is damaged; delete it and set the next quote number in Preferences</source>
        <translation>报价编号计数器 %1 已损坏；请删除它，并在“首选项”中设置下一个报价编号</translation>
    </message>
    <message>
        <source>cannot write the quote counter %1: %2</source>
        <translation>无法写入报价编号计数器 %1：%2</translation>
    </message>
    <message>
        <source>cannot create the folder of the quote counter %1</source>
        <translation>无法创建报价编号计数器 %1 所在的文件夹</translation>
    </message>
    <message>
        <source>the quote counter %1 is locked by another program</source>
        <translation>报价编号计数器 %1 被另一个程序锁定</translation>
    </message>
    <message>
        <source>the quote counter has reached its largest number</source>
        <translation>报价编号计数器已达到最大编号</translation>
    </message>
    <message>
        <source>cannot read the quote numbers of plans %1: %2</source>
        <translation>无法读取方案的报价编号 %1：%2</translation>
    </message>
    <message>
        <source>cannot write the quote numbers of plans %1: %2</source>
        <translation>无法写入方案的报价编号 %1：%2</translation>
    </message>
</context>
<context>
    <name>QuoteRenderer</name>
    <message>
        <source>Quote %1</source>
        <translation>报价单 %1</translation>
    </message>
    <message>
        <source>%1 · Quote %2</source>
        <translation>%1 · 报价单 %2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Quote %1 — %2</source>
        <translation>报价单 %1 — %2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot write %1: the PDF could not be started</source>
        <translation>无法写入 %1：无法创建 PDF</translation>
    </message>
    <message>
        <source>DRAFT — this configuration has errors</source>
        <translation>DRAFT 草稿 — 此配置存在错误</translation>
    </message>
    <message>
        <source>DRAFT</source>
        <translation>DRAFT 草稿</translation>
    </message>
</context>
<context>
    <name>RemovePartCommand</name>
    <message>
        <source>Remove %1 from %2</source>
        <translation>从 %2 移除 %1</translation>
    </message>
    <message>
        <source>Remove %1 × %2 from %3</source>
        <translation>从 %3 移除 %1 × %2</translation>
    </message>
</context>
<context>
    <name>RemoveServerTypeCommand</name>
    <message>
        <source>Remove server type %1</source>
        <translation>移除服务器类型 %1</translation>
    </message>
</context>
<context>
    <name>RenameServerCommand</name>
    <message>
        <source>Rename %1 to %2</source>
        <translation>将 %1 重命名为 %2</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>The performance model needs a known preset or a complete architecture.</source>
        <translation>性能模型需要一个已知的预设模型或完整的模型结构。</translation>
    </message>
    <message>
        <source>%1 x %2 W</source>
        <translation>%1 × %2 W</translation>
    </message>
    <message>
        <source>The parts draw up to %1 W; the power supplies (%2) deliver %3 W.</source>
        <translation>各部件功耗最高 %1 W；电源（%2）可提供 %3 W。</translation>
    </message>
    <message>
        <source>Nominal power (GPU and CPU TDP, the other parts and the chassis&apos; fans and board) must stay within what the supplies deliver.</source>
        <translation>额定功耗（GPU 与 CPU 的 TDP、其他部件以及机箱风扇和主板）不得超过电源的供电能力。</translation>
    </message>
    <message>
        <source>The parts draw up to %1 W; with %2 of the power supplies (%3) failed only %4 W remain.</source>
        <translation>各部件功耗最高 %1 W；电源（%3）中有 %2 个故障时仅剩 %4 W。</translation>
    </message>
    <message>
        <source>Redundant supplies keep the server running when one fails or a power feed is lost; above this load that protection is gone.</source>
        <translation>冗余电源可在单个电源故障或一路供电中断时保持服务器运行；超过此负载即失去这一保护。</translation>
    </message>
    <message>
        <source>%1 CPU cores for %2 GPUs: %3 cores per GPU, fewer than the %4 cores per GPU recommended.</source>
        <translation>%1 个 CPU 核对应 %2 个 GPU：每 GPU %3 核，低于建议的每 GPU %4 核。</translation>
    </message>
    <message>
        <source>Data loading, decoding and augmentation run on CPU cores; with too few, the GPUs wait for input (rule of thumb: at least 4 cores per GPU).</source>
        <translation>数据加载、解码和增强都在 CPU 核上运行；核数过少时 GPU 会等待输入（经验值：每 GPU 至少 4 核）。</translation>
    </message>
    <message>
        <source>%1 GB of host memory for %2 GB of GPU memory.</source>
        <translation>主机内存 %1 GB，显存 %2 GB。</translation>
    </message>
    <message>
        <source>Checkpoints, pinned data-loader buffers and optimizer offload stage GPU memory in host memory; less host than GPU memory makes them fail or swap.</source>
        <translation>检查点保存、数据加载器的锁页缓冲区和优化器卸载都会把显存中的数据暂存到主机内存；主机内存小于显存会导致这些操作失败或发生换页。</translation>
    </message>
    <message>
        <source>%1 GB of host memory for %2 GB of GPU memory; twice the GPU memory (%3 GB) is recommended.</source>
        <translation>主机内存 %1 GB，显存 %2 GB；建议主机内存为显存的两倍（%3 GB）。</translation>
    </message>
    <message>
        <source>NVIDIA-Certified Systems guidance: host memory of at least twice the GPU memory.</source>
        <translation>NVIDIA 认证系统（NVIDIA-Certified Systems）指南：主机内存至少为显存的两倍。</translation>
    </message>
    <message>
        <source>Between nodes, every gradient all-reduce crosses the network; NVIDIA&apos;s reference clusters give each GPU its own 200-400 Gb/s NIC.</source>
        <translation>节点之间的每次梯度 all-reduce 都要经过网络；NVIDIA 参考集群为每个 GPU 配置一块独立的 200-400 Gb/s 网卡。</translation>
    </message>
    <message>
        <source>%1 Gb/s of network per GPU for multi-node training (at least %2 Gb/s per GPU is needed).</source>
        <translation>多节点训练时每 GPU 网络带宽仅 %1 Gb/s（每 GPU 至少需要 %2 Gb/s）。</translation>
    </message>
    <message>
        <source>%1 Gb/s of network per GPU; %2 Gb/s per GPU is recommended for multi-node training.</source>
        <translation>每 GPU 网络带宽 %1 Gb/s；多节点训练建议每 GPU %2 Gb/s。</translation>
    </message>
    <message>
        <source>The server has no chassis.</source>
        <translation>该服务器没有机箱。</translation>
    </message>
    <message>
        <source>Every part sits in a chassis; pick a chassis or a complete system.</source>
        <translation>所有部件都装在机箱内；请选择机箱或整机。</translation>
    </message>
    <message>
        <source>%1 is not in the catalog.</source>
        <translation>%1 不在目录中。</translation>
    </message>
    <message>
        <source>Only catalog parts have the specifications and prices the plan is checked and priced with.</source>
        <translation>只有目录中的部件才具备用于方案检查和计价的规格与价格。</translation>
    </message>
    <message>
        <source>%1 cannot be used there (it is not a %2).</source>
        <translation>%1 不能用在此处（它不是%2）。</translation>
    </message>
    <message>
        <source>chassis</source>
        <translation>机箱</translation>
    </message>
    <message>
        <source>part that goes in a chassis</source>
        <translation>可装入机箱的部件</translation>
    </message>
    <message>
        <source>A server is a chassis (or complete system) holding GPUs, CPUs, memory, drives and cards.</source>
        <translation>服务器由机箱（或整机）及其中的 GPU、CPU、内存、硬盘和扩展卡组成。</translation>
    </message>
    <message>
        <source>One %1 draws up to %2 kW, more than the rack limit of %3 kW.</source>
        <translation>单台 %1 功耗最高 %2 kW，超过机架上限 %3 kW。</translation>
    </message>
    <message>
        <source>A rack&apos;s power distribution (default 14 kW, the NVIDIA AI Enterprise sizing guide&apos;s enterprise rack) cannot feed a server that draws more; set rack.power_limit_kw for a denser rack.</source>
        <translation>机架配电（默认 14 kW，即 NVIDIA AI Enterprise 规模指南中的企业级机架）无法为功耗更高的服务器供电；如使用高密度机架，请设置 rack.power_limit_kw。</translation>
    </message>
    <message>
        <source>Racks are limited by their power feed as much as by their height.</source>
        <translation>机架容量既受高度限制，也受供电限制。</translation>
    </message>
    <message>
        <source>The fabric switch %1 is not a switch of the catalog.</source>
        <translation>网络交换机 %1 不是目录中的交换机。</translation>
    </message>
    <message>
        <source>The fabric is priced and modelled from its switch.</source>
        <translation>集群网络依据其交换机计价和建模。</translation>
    </message>
    <message>
        <source>The server has no %1 network card for the %2 fabric.</source>
        <translation>该服务器没有用于 %2 网络的 %1 网卡。</translation>
    </message>
    <message>
        <source>InfiniBand switches connect only InfiniBand ports, Ethernet switches only Ethernet ports.</source>
        <translation>InfiniBand 交换机只能连接 InfiniBand 端口，以太网交换机只能连接以太网端口。</translation>
    </message>
    <message>
        <source>The cloud option %1 is not a cloud instance of the catalog.</source>
        <translation>云端选项 %1 不是目录中的云实例。</translation>
    </message>
    <message>
        <source>Cloud costs come from the instance&apos;s hourly prices and hardware.</source>
        <translation>云端成本依据实例的小时价格和硬件配置计算。</translation>
    </message>
    <message>
        <source>The catalog has no %1 price for %2; the cost model estimates it.</source>
        <translation>目录中没有 %2 的 %1 价格；由成本模型估算。</translation>
    </message>
    <message>
        <source>Enter the rate you were quoted (hourly_rate) for a cost you can hold a provider to.</source>
        <translation>请输入服务商给出的报价费率（hourly_rate），以获得可与服务商落实的成本。</translation>
    </message>
    <message>
        <source>The workload&apos;s parallelism needs tp x pp x dp = %1 x %2 x %3 = %4 GPUs; the servers hold %5.</source>
        <translation>工作负载的并行方式需要 tp × pp × dp = %1 × %2 × %3 = %4 个 GPU；服务器共有 %5 个。</translation>
    </message>
    <message>
        <source>Every tensor-, pipeline- and data-parallel rank runs on a GPU of its own.</source>
        <translation>张量并行、流水线并行和数据并行的每个 rank 各占用一个 GPU。</translation>
    </message>
    <message>
        <source>Tensor parallelism of %1 spans nodes of %2 GPUs.</source>
        <translation>张量并行度 %1 超出了每节点 %2 个 GPU，需要跨节点。</translation>
    </message>
    <message>
        <source>Tensor parallelism exchanges activations in every layer; across the network instead of NVLink it is many times slower.</source>
        <translation>张量并行在每一层都要交换激活值；经网络而非 NVLink 传输时会慢很多倍。</translation>
    </message>
    <message>
        <source>The plan has no servers.</source>
        <translation>方案中没有服务器。</translation>
    </message>
    <message>
        <source>Nothing to check, price or simulate.</source>
        <translation>没有可检查、计价或仿真的内容。</translation>
    </message>
    <message>
        <source>The server mixes GPU models (%1).</source>
        <translation>该服务器混用了不同型号的 GPU（%1）。</translation>
    </message>
    <message>
        <source>Training runs at the pace of the slowest GPU, and NVLink or a shared baseboard joins only identical GPUs.</source>
        <translation>训练速度取决于最慢的 GPU，且 NVLink 或共用基板只能连接相同型号的 GPU。</translation>
    </message>
    <message>
        <source>%1 has no GPU slots, but the server has %2 GPUs.</source>
        <translation>%1 没有 GPU 插槽，但该服务器有 %2 个 GPU。</translation>
    </message>
    <message>
        <source>A GPU needs a slot or baseboard socket to sit in.</source>
        <translation>GPU 需要安装在插槽或基板插座上。</translation>
    </message>
    <message>
        <source>%1 GPUs, but %2 has %3 GPU slots.</source>
        <translation>共 %1 个 GPU，但 %2 只有 %3 个 GPU 插槽。</translation>
    </message>
    <message>
        <source>Each GPU takes one slot of the chassis; there is no room for more.</source>
        <translation>每个 GPU 占用机箱的一个插槽；已没有空间容纳更多 GPU。</translation>
    </message>
    <message>
        <source>%1 is a PCIe card; %2 takes only %3 modules on its GPU baseboard.</source>
        <translation>%1 是 PCIe 卡；%2 的 GPU 基板只接受 %3 模组。</translation>
    </message>
    <message>
        <source>SXM/OAM chassis have no double-width PCIe slots for GPU cards.</source>
        <translation>SXM/OAM 机箱没有可安装 GPU 卡的双宽 PCIe 插槽。</translation>
    </message>
    <message>
        <source>%1 is a %2 module, but the baseboard of %3 takes %4 modules.</source>
        <translation>%1 是 %2 模组，但 %3 的基板接受的是 %4 模组。</translation>
    </message>
    <message>
        <source>SXM and OAM modules fit only a baseboard of their own generation (socket, power and NVLink/fabric wiring differ).</source>
        <translation>SXM 和 OAM 模组只能安装在同代基板上（插座、供电和 NVLink/互联布线各不相同）。</translation>
    </message>
    <message>
        <source>%1 is an %2 module that needs a %3 baseboard; %4 has only PCIe slots.</source>
        <translation>%1 是 %2 模组，需要 %3 基板；%4 只有 PCIe 插槽。</translation>
    </message>
    <message>
        <source>SXM and OAM modules mount on a GPU baseboard, not in PCIe slots.</source>
        <translation>SXM 和 OAM 模组安装在 GPU 基板上，而不是 PCIe 插槽中。</translation>
    </message>
    <message>
        <source>%1 is %2 slots wide; the GPU slots of %3 are double-width.</source>
        <translation>%1 占用 %2 个槽位宽度；%3 的 GPU 插槽为双宽。</translation>
    </message>
    <message>
        <source>A card wider than its slot blocks the next slot or does not fit at all.</source>
        <translation>比插槽更宽的卡会挡住相邻插槽，甚至根本装不下。</translation>
    </message>
    <message>
        <source>Only %1 of the %2 GPU positions of the baseboard are filled.</source>
        <translation>基板的 %2 个 GPU 位置中只装了 %1 个。</translation>
    </message>
    <message>
        <source>HGX and OAM baseboards are sold fully populated; a partial board is rarely available.</source>
        <translation>HGX 和 OAM 基板均为满配销售，很少能买到部分配置的基板。</translation>
    </message>
    <message>
        <source>The server has no CPU; %1 has %2 %3 sockets.</source>
        <translation>该服务器没有 CPU；%1 有 %2 个 %3 插槽。</translation>
    </message>
    <message>
        <source>A server does not start without a CPU.</source>
        <translation>没有 CPU 的服务器无法启动。</translation>
    </message>
    <message>
        <source>%1 CPUs, but %2 has %3 sockets.</source>
        <translation>共 %1 个 CPU，但 %2 只有 %3 个插槽。</translation>
    </message>
    <message>
        <source>Each CPU needs a socket of its own.</source>
        <translation>每个 CPU 都需要一个独立的插槽。</translation>
    </message>
    <message>
        <source>%1 CPU in a %2-socket chassis.</source>
        <translation>%2 路机箱中只装了 %1 个 CPU。</translation>
    </message>
    <message>
        <source>What is wired to an empty socket (its DIMM slots, PCIe slots and, on GPU baseboards, half the GPUs&apos; PCIe switches) cannot be used.</source>
        <translation>连接到空插槽的资源（其 DIMM 插槽、PCIe 插槽，以及 GPU 基板上一半 GPU 的 PCIe 交换芯片）将无法使用。</translation>
    </message>
    <message>
        <source>The server mixes CPU models (%1).</source>
        <translation>该服务器混用了不同型号的 CPU（%1）。</translation>
    </message>
    <message>
        <source>Multi-socket servers need identical CPUs.</source>
        <translation>多路服务器需要使用相同型号的 CPU。</translation>
    </message>
    <message>
        <source>%1 needs a %2 socket, but %3 has %4 sockets.</source>
        <translation>%1 需要 %2 插槽，但 %3 的插槽为 %4。</translation>
    </message>
    <message>
        <source>A CPU fits only the socket its platform was designed for (AMD SP3/SP5, Intel LGA4189/4677 differ in pins, memory and PCIe).</source>
        <translation>CPU 只能装入其平台对应的插槽（AMD SP3/SP5、Intel LGA4189/4677 的针脚、内存和 PCIe 各不相同）。</translation>
    </message>
    <message>
        <source>The server has no memory (DIMMs).</source>
        <translation>该服务器没有内存（DIMM）。</translation>
    </message>
    <message>
        <source>%1 DIMMs, but %2 has %3 DIMM slots.</source>
        <translation>共 %1 根 DIMM，但 %2 只有 %3 个 DIMM 插槽。</translation>
    </message>
    <message>
        <source>Each DIMM takes a slot.</source>
        <translation>每根 DIMM 占用一个插槽。</translation>
    </message>
    <message>
        <source>%1 is %2 memory; the %3 platform takes %4.</source>
        <translation>%1 是 %2 内存；%3 平台使用 %4。</translation>
    </message>
    <message>
        <source>DDR4 and DDR5 modules are keyed differently and need their own memory controller.</source>
        <translation>DDR4 和 DDR5 内存条的防呆缺口不同，且需要各自的内存控制器。</translation>
    </message>
    <message>
        <source>The server mixes DIMM models.</source>
        <translation>该服务器混用了不同型号的 DIMM。</translation>
    </message>
    <message>
        <source>Mixed sizes or speeds run at the slowest speed and can leave channels unbalanced.</source>
        <translation>容量或频率混用时按最低频率运行，并可能导致各通道不均衡。</translation>
    </message>
    <message>
        <source>%1 DIMMs on %2 memory channels: the channels are not filled equally (use a multiple of %2 DIMMs, e.g. %3).</source>
        <translation>%2 个内存通道上装有 %1 根 DIMM：各通道未均匀插满（请使用 %2 的整数倍根数，例如 %3 根）。</translation>
    </message>
    <message>
        <source>Memory bandwidth is shared over all channels only when each holds the same DIMMs; an uneven population lowers bandwidth.</source>
        <translation>只有各通道安装相同的 DIMM 时，内存带宽才能由所有通道共同提供；不均衡的插法会降低带宽。</translation>
    </message>
    <message>
        <source>%1 drives, but %2 has %3 drive bays.</source>
        <translation>共 %1 块硬盘，但 %2 只有 %3 个硬盘位。</translation>
    </message>
    <message>
        <source>Each drive takes a bay (or M.2 slot) of the chassis.</source>
        <translation>每块硬盘占用机箱的一个硬盘位（或 M.2 插槽）。</translation>
    </message>
    <message>
        <source>%1 network cards, but %2 has %3 PCIe slots for cards.</source>
        <translation>共 %1 块网卡，但 %2 只有 %3 个可用于扩展卡的 PCIe 插槽。</translation>
    </message>
    <message>
        <source>Each network card takes a PCIe slot.</source>
        <translation>每块网卡占用一个 PCIe 插槽。</translation>
    </message>
    <message>
        <source>%1 has %2 Gb/s of ports but its PCIe Gen%3 x%4 link carries about %5 Gb/s.</source>
        <translation>%1 的端口总带宽为 %2 Gb/s，但其 PCIe Gen%3 x%4 链路只能承载约 %5 Gb/s。</translation>
    </message>
    <message>
        <source>A network card cannot send faster than its PCIe link; an older CPU generation slows the link to its own PCIe generation.</source>
        <translation>网卡的发送速率不能超过其 PCIe 链路；较老一代的 CPU 会把链路降到其自身支持的 PCIe 代数。</translation>
    </message>
    <message>
        <source>The cards need %1 PCIe lanes; the CPUs provide %2.</source>
        <translation>扩展卡需要 %1 条 PCIe 通道；CPU 只提供 %2 条。</translation>
    </message>
    <message>
        <source>Beyond the CPUs&apos; lanes, cards share bandwidth through PCIe switches (if the chassis has them).</source>
        <translation>超出 CPU 通道数时，扩展卡需通过 PCIe 交换芯片（如机箱配备）共享带宽。</translation>
    </message>
    <message>
        <source>%1 is a complete system with its %2 built in; %3 more of %4 cannot be added.</source>
        <translation>%1 是整机，%2 为内置；无法再添加 %3 个 %4。</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>A complete system such as a DGX ships with every GPU and CPU position filled; only drives, memory and cards in free slots can be added.</source>
        <translation>DGX 等整机出厂时所有 GPU 和 CPU 位置均已装满；只能在空闲插槽中添加硬盘、内存和扩展卡。</translation>
    </message>
    <message>
        <source>%1 power supplies for %2 bays.</source>
        <translation>%1 个电源，但只有 %2 个电源位。</translation>
    </message>
    <message>
        <source>The chassis holds %1 power supplies; remove the extra ones.</source>
        <translation>该机箱最多容纳 %1 个电源；请移除多余的电源。</translation>
    </message>
    <message>
        <source>The server mixes power supplies of different ratings (%1).</source>
        <translation>该服务器混用了不同额定功率的电源（%1）。</translation>
    </message>
    <message>
        <source>Server vendors support only identical supplies in one chassis: load sharing and redundancy assume equal units.</source>
        <translation>服务器厂商只支持在同一机箱内使用相同型号的电源：均流和冗余都以电源规格一致为前提。</translation>
    </message>
    <message>
        <source>%1 of %2 power-supply bays are filled.</source>
        <translation>已安装 %1 个电源（共 %2 个电源位）。</translation>
    </message>
    <message>
        <source>The power budget counts only the supplies the plan lists; they replace the chassis&apos; stock supplies (%1 x %2 W).</source>
        <translation>功率预算只计入方案中列出的电源；它们替换机箱的标配电源（%1 x %2 W）。</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>info</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>A server does not start without memory: add DIMMs, or state on the quote that they are supplied separately.</source>
        <translation>服务器没有内存无法启动：请添加内存条，或在报价单中注明内存另行供货。</translation>
    </message>
    <message>
        <source>The model does not fit in GPU memory</source>
        <translation>模型超出显存容量</translation>
    </message>
    <message>
        <source>A quote prices every part in the plan&apos;s currency; a part it cannot price would be missing from the total.</source>
        <translation>报价以方案的币种为每个部件定价；无法定价的部件将不计入总价。</translation>
    </message>
    <message>
        <source>Cloud prices change; without a date nobody can tell whether the buy-or-rent comparison uses a current one.</source>
        <translation>云端价格经常变动；没有日期就无法判断买或租的比较是否使用了现行价格。</translation>
    </message>
    <message>
        <source>Cloud prices move (AWS cut P4 and P5 on-demand prices by up to 45% in June 2025), and an old price can turn buy-or-rent around. Update the catalog&apos;s price, or set costs.price_age_limit_months.</source>
        <translation>云端价格会变动（AWS 于 2025 年 6 月将 P4 和 P5 按需价格下调最多 45%），过时的价格可能颠倒买或租的结论。请更新目录中的价格，或设置 costs.price_age_limit_months。</translation>
    </message>
    <message>
        <source>The price of the cloud instance %1 has no date.</source>
        <translation>云实例 %1 的价格没有日期。</translation>
    </message>
    <message>
        <source>The price of the cloud instance %1 is from %2, %3 months before the plan&apos;s date %4 (limit %5 months).</source>
        <translation>云实例 %1 的价格日期为 %2，比方案日期 %4 早 %3 个月（上限 %5 个月）。</translation>
    </message>
    <message>
        <source>The facility sets the cooling, the power per rack and the servers per rack the plan is counted with.</source>
        <translation>设施决定了方案计算所用的冷却方式、每机柜功率和每机柜服务器数。</translation>
    </message>
    <message>
        <source>1 of the %1 GPUs is idle (%2 of hardware): the training runs on %3</source>
        <translation>%1 个 GPU 中有 1 个闲置（硬件价值 %2）：训练只使用 %3 个</translation>
    </message>
    <message>
        <source>%1 of the %2 GPUs are idle (%3 of hardware): the training runs on %4</source>
        <translation>%2 个 GPU 中有 %1 个闲置（硬件价值 %3）：训练只使用 %4 个</translation>
    </message>
    <message>
        <source>The fastest parallel strategy the search found uses %1 GPUs and leaves the other GPUs unused: the split must divide the model and the global batch. Remove the idle GPUs, change their number so the split can use them all, or change the global batch.</source>
        <translation>搜索到的最快并行策略使用 %1 个 GPU，其余 GPU 闲置：切分必须能整除模型和全局批量。请移除闲置的 GPU，调整 GPU 数量使切分能全部用上，或更改全局批量。</translation>
    </message>
    <message>
        <source>The workload&apos;s parallelism uses %1 GPUs, fewer than the cluster holds. Raise the data-parallel degree, leave the parallelism open for the search, or remove the idle GPUs.</source>
        <translation>工作负载的并行设置使用 %1 个 GPU，少于集群中的 GPU 数。请提高数据并行度、将并行设置留给搜索决定，或移除闲置的 GPU。</translation>
    </message>
    <message>
        <source>workload.tokens_to_train: %1 tokens are less than one step (%2 tokens per global batch)</source>
        <translation>workload.tokens_to_train：%1 个 token 不足一步（每个全局批次 %2 个 token）</translation>
    </message>
    <message>
        <source>workload.samples_to_train: %1 samples are less than one step (%2 samples per global batch)</source>
        <translation>workload.samples_to_train：%1 个样本不足一步（每个全局批次 %2 个样本）</translation>
    </message>
    <message>
        <source>The time to train is shorter than one training step, which no run takes: raise the tokens or samples to train, or lower the global batch.</source>
        <translation>训练时间短于一个训练步，而任何训练都至少要一步：请增加要训练的 token 或样本数，或减小全局批次。</translation>
    </message>
    <message>
        <source>software.%1 &quot;%2&quot; is not a version number; it is not checked.</source>
        <translation>software.%1“%2”不是版本号，未作检查。</translation>
    </message>
    <message>
        <source>Versions are compared with the GPUs&apos; requirements as numbers such as 12.8 or 570.86.15.</source>
        <translation>版本号以 12.8 或 570.86.15 这样的数字与 GPU 的要求比较。</translation>
    </message>
    <message>
        <source>CUDA %1 or newer</source>
        <translation>CUDA %1 或更新版本</translation>
    </message>
    <message>
        <source>CUDA %1</source>
        <translation>CUDA %1</translation>
    </message>
    <message>
        <source>CUDA %1 or older</source>
        <translation>CUDA %1 或更早版本</translation>
    </message>
    <message>
        <source>PyTorch %1 or newer</source>
        <translation>PyTorch %1 或更新版本</translation>
    </message>
    <message>
        <source>PyTorch %1</source>
        <translation>PyTorch %1</translation>
    </message>
    <message>
        <source>driver %1 or newer</source>
        <translation>驱动 %1 或更新版本</translation>
    </message>
    <message>
        <source>driver %1</source>
        <translation>驱动 %1</translation>
    </message>
    <message>
        <source>cuDNN %1 or newer</source>
        <translation>cuDNN %1 或更新版本</translation>
    </message>
    <message>
        <source>cuDNN %1</source>
        <translation>cuDNN %1</translation>
    </message>
    <message>
        <source>PyTorch %1 (its CUDA %2 build)</source>
        <translation>PyTorch %1（其 CUDA %2 版本构建）</translation>
    </message>
    <message>
        <source>%1 (%2) needs %3; the plan&apos;s %4 cannot use it.</source>
        <translation>%1（%2）需要 %3；方案中的 %4 无法使用它。</translation>
    </message>
    <message>
        <source>Smallest fix: %1.</source>
        <translation>最小修改：%1。</translation>
    </message>
    <message>
        <source>A GPU runs only code built for its architecture (compute capability %1): CUDA, the framework&apos;s kernels and the libraries must be releases that know it, and the driver must be as new as the CUDA release (%2).</source>
        <translation>GPU 只能运行为其架构（计算能力 %1）构建的代码：CUDA、框架的内核和各个库都必须是支持该架构的版本，驱动也必须不旧于 CUDA 版本的要求（%2）。</translation>
    </message>
    <message>
        <source>CUDA %1 needs driver %2 or newer; the plan&apos;s driver %3 is older. Smallest fix: driver %2.</source>
        <translation>CUDA %1 需要驱动 %2 或更新版本；方案中的驱动 %3 较旧。最小修改：驱动 %2。</translation>
    </message>
    <message>
        <source>Each CUDA release names the driver it needs (CUDA Toolkit release notes, Table 3). An older driver of the same major release runs some programs (minor version compatibility) but not those that compile kernels at run time.</source>
        <translation>每个 CUDA 版本都规定了所需的驱动（CUDA Toolkit 发行说明，表 3）。同一主版本的较旧驱动可以运行部分程序（次版本兼容），但不能运行在运行时编译内核的程序。</translation>
    </message>
    <message>
        <source>PyTorch %1 publishes builds for CUDA %2, not for the plan&apos;s CUDA %3. Smallest fix: install its CUDA %4 build (it brings its own CUDA runtime) or set CUDA %4.</source>
        <translation>PyTorch %1 发布的是 CUDA %2 的构建，没有方案中 CUDA %3 的构建。最小修改：安装其 CUDA %4 构建（自带 CUDA 运行时），或将 CUDA 设为 %4。</translation>
    </message>
    <message>
        <source>pip and conda install PyTorch built for a given CUDA release; there is no build for other releases (pytorch/pytorch RELEASE.md, compatibility matrix).</source>
        <translation>pip 和 conda 安装的是针对特定 CUDA 版本构建的 PyTorch；其他版本没有对应构建（pytorch/pytorch RELEASE.md，兼容性矩阵）。</translation>
    </message>
    <message>
        <source>%1 (%2) does not run CUDA; the plan&apos;s CUDA %3 does not apply to it.</source>
        <translation>%1（%2）不运行 CUDA；方案中的 CUDA %3 对它不适用。</translation>
    </message>
    <message>
        <source>AMD Instinct GPUs run ROCm and Intel Gaudi accelerators the Intel Gaudi software; CUDA, cuDNN and NCCL are NVIDIA&apos;s.</source>
        <translation>AMD Instinct GPU 运行 ROCm，Intel Gaudi 加速器运行 Intel Gaudi 软件；CUDA、cuDNN 和 NCCL 属于 NVIDIA。</translation>
    </message>
    <message>
        <source>%1 (%2) has no FP8 tensor cores; the workload trains in FP8. Smallest fix: train in bf16, or use Ada, Hopper or newer GPUs.</source>
        <translation>%1（%2）没有 FP8 张量核心，而工作负载以 FP8 训练。最小修改：改用 bf16 训练，或使用 Ada、Hopper 或更新的 GPU。</translation>
    </message>
    <message>
        <source>FP8 needs compute capability 8.9 or newer (Transformer Engine support matrix).</source>
        <translation>FP8 需要 8.9 或更高的计算能力（Transformer Engine 支持矩阵）。</translation>
    </message>
    <message>
        <source>FP8 training with PyTorch needs Transformer Engine (or another FP8 library) beside it.</source>
        <translation>用 PyTorch 进行 FP8 训练还需要 Transformer Engine（或其他 FP8 库）。</translation>
    </message>
    <message>
        <source>PyTorch&apos;s autocast does not train in FP8 by itself; NVIDIA&apos;s NGC PyTorch and NeMo containers include Transformer Engine.</source>
        <translation>PyTorch 的 autocast 本身不能以 FP8 训练；NVIDIA 的 NGC PyTorch 和 NeMo 容器已包含 Transformer Engine。</translation>
    </message>
    <message>
        <source>not a CUDA GPU: the vendor&apos;s own software stack</source>
        <translation>不是 CUDA GPU：使用厂商自己的软件栈</translation>
    </message>
    <message>
        <source>%1 is a consumer GeForce card in %2, a rack server.</source>
        <translation>%1 是消费级 GeForce 显卡，装在机架服务器 %2 中。</translation>
    </message>
    <message>
        <source>GeForce cards are made for desktops: their open-air coolers blow %1 W back into the chassis instead of front to back, and they draw it through a 16-pin 12VHPWR/12V-2x6 connector that server GPU power cables do not provide; NVIDIA&apos;s GeForce driver licence does not permit data-centre deployment; and GeForce cards have no peer-to-peer between them, so multi-GPU traffic goes through host memory. Use data-centre cards (L40S, RTX PRO 6000 Blackwell Server Edition) or a workstation chassis.</source>
        <translation>GeForce 显卡为台式机设计：其开放式散热器把 %1 W 热量吹回机箱内，而不是前进后出；它们通过 16 针 12VHPWR/12V-2x6 接口供电，服务器的 GPU 电源线不提供这种接口；NVIDIA 的 GeForce 驱动许可不允许在数据中心部署；GeForce 显卡之间也没有点对点（peer-to-peer）通信，多 GPU 通信要经过主机内存。请使用数据中心显卡（L40S、RTX PRO 6000 Blackwell 服务器版）或工作站机箱。</translation>
    </message>
    <message>
        <source>The %1 %2 cards have no peer-to-peer: gradients between them go through host memory.</source>
        <translation>这 %1 块 %2 显卡没有点对点通信：它们之间的梯度要经过主机内存。</translation>
    </message>
    <message>
        <source>NVIDIA disables GPUDirect peer-to-peer on GeForce cards; NCCL then copies through host memory over PCIe.</source>
        <translation>NVIDIA 在 GeForce 显卡上禁用了 GPUDirect 点对点通信；NCCL 因此经 PCIe 通过主机内存复制数据。</translation>
    </message>
    <message>
        <source>Two EPYC sockets are joined by xGMI links made of PCIe lanes: of 2 x 128 lanes the platform exposes 128 (160 on boards that run three xGMI links instead of four). Beyond them, cards share bandwidth through PCIe switches (if the chassis has them).</source>
        <translation>两颗 EPYC 处理器之间的 xGMI 互连占用 PCIe 通道：2 × 128 条通道中平台只提供 128 条（主板只用三条而非四条 xGMI 链路时为 160 条）。超出部分，各卡通过 PCIe 交换芯片（如果机箱有）共享带宽。</translation>
    </message>
    <message>
        <source>The cards need %1 PCIe lanes: more than the %2 of a two-socket EPYC board with four xGMI links; only boards that run three links expose %3.</source>
        <translation>这些卡需要 %1 条 PCIe 通道：多于采用四条 xGMI 链路的双路 EPYC 主板所提供的 %2 条；只有采用三条链路的主板才提供 %3 条。</translation>
    </message>
    <message>
        <source>Check the board&apos;s block diagram for its PCIe lanes (AMD EPYC 2P platforms: 128 or 160 lanes).</source>
        <translation>请查看主板框图确认其 PCIe 通道数（AMD EPYC 双路平台：128 或 160 条）。</translation>
    </message>
    <message>
        <source>The servers need %1 rack of %2 kW and %3U (%4 kW in all at full load).</source>
        <translation>这些服务器需要 %1 个机架（%2 kW、%3U；满载共 %4 kW）。</translation>
    </message>
    <message>
        <source>The servers need %1 racks of %2 kW and %3U (%4 kW in all at full load).</source>
        <translation>这些服务器需要 %1 个机架（每个 %2 kW、%3U；满载共 %4 kW）。</translation>
    </message>
    <message>
        <source>%1 (%2) needs NCCL %3 or newer for its own kernels; the plan&apos;s NCCL %4 is older. Smallest fix: NCCL %3.</source>
        <translation>%1（%2）需要 NCCL %3 或更新版本才有其专用内核；方案中的 NCCL %4 较旧。最小修改：NCCL %3。</translation>
    </message>
    <message>
        <source>An older NCCL runs only by just-in-time compilation of an older generation&apos;s code, without the architecture&apos;s kernels and link speeds in its topology search (%1). PyTorch&apos;s pip builds bring their own NCCL; the plan&apos;s NCCL applies to containers and source builds.</source>
        <translation>较旧的 NCCL 只能通过即时编译上一代的代码运行，其拓扑搜索中没有该架构的内核和链路速度（%1）。PyTorch 的 pip 版本自带 NCCL；方案中的 NCCL 适用于容器和源码构建。</translation>
    </message>
    <message>
        <source>NCCL %1 or newer</source>
        <translation>NCCL %1 或更新版本</translation>
    </message>
    <message>
        <source>Choose a MIG profile of the plan&apos;s GPU, or none to serve on whole GPUs.</source>
        <translation>请选择方案中 GPU 的 MIG 配置，或选择“无”以整卡推理。</translation>
    </message>
    <message>
        <source>workload.serving.tp (%1) with MIG: a replica runs on one MIG instance (tp 1)</source>
        <translation>workload.serving.tp（%1）与 MIG 同用：每个副本运行在一个 MIG 实例上（tp 1）</translation>
    </message>
    <message>
        <source>A MIG instance has no NVLink or peer-to-peer access: tensor parallelism across instances is not possible.</source>
        <translation>MIG 实例没有 NVLink 和点对点访问：无法跨实例进行张量并行。</translation>
    </message>
    <message>
        <source>workload.%1 is not a field or option this version reads: it is kept in the plan file and has no effect.</source>
        <translation>workload.%1 不是本版本读取的字段或选项：它保留在方案文件中，但不起作用。</translation>
    </message>
    <message>
        <source>The workload&apos;s model options are: %1.</source>
        <translation>工作负载的模型选项有：%1。</translation>
    </message>
    <message>
        <source>The plan asks for SHARP, but the %1 cannot reduce in the network.</source>
        <translation>方案要求使用 SHARP，但 %1 不支持网内归约。</translation>
    </message>
    <message>
        <source>All-reduces across nodes are estimated as NCCL&apos;s rings over the network cards.</source>
        <translation>跨节点的全归约按 NCCL 经网卡的环形算法估算。</translation>
    </message>
    <message>
        <source>%1 (%2) cannot train with MXFP8 block scaling; the workload&apos;s fp8_recipe is mxfp8. Smallest fix: fp8_recipe delayed or current, or Blackwell GPUs.</source>
        <translation>%1（%2）不能以 MXFP8 块缩放训练；工作负载的 fp8_recipe 为 mxfp8。最小修改：将 fp8_recipe 设为 delayed 或 current，或改用 Blackwell GPU。</translation>
    </message>
    <message>
        <source>MXFP8 needs Blackwell tensor cores (compute capability 10.0 or newer; Transformer Engine&apos;s MXFP8 recipe).</source>
        <translation>MXFP8 需要 Blackwell 张量核心（计算能力 10.0 或更高；Transformer Engine 的 MXFP8 方案）。</translation>
    </message>
    <message>
        <source>One %1 is %2U, taller than the %3U racks.</source>
        <translation>一台 %1 高 %2U，超过了 %3U 的机架。</translation>
    </message>
    <message>
        <source>A server must fit its rack (default 42U). A rack-scale system is a rack of its own: set rack.units to its height.</source>
        <translation>服务器必须装得进机架（默认 42U）。整机柜系统本身就是一个机架：请把 rack.units 设为它的高度。</translation>
    </message>
    <message>
        <source>Remove workload.optimizer, or set it to &quot;multi_tensor&quot;, so that the plan says what is priced.</source>
        <translation>删除 workload.optimizer，或将其设为“multi_tensor”，使方案与计价方式一致。</translation>
    </message>
    <message>
        <source>workload.optimizer &quot;%1&quot; is costed for convolutional and diffusion networks only (torch.optim&apos;s loop over their layers&apos; tensors); this transformer&apos;s optimizer step is priced as one multi-tensor update.</source>
        <translation>workload.optimizer“%1”仅对卷积网络和扩散网络计算开销（torch.optim 逐个遍历各层张量的循环）；此 Transformer 的优化器步骤按一次多张量更新计价。</translation>
    </message>
    <message>
        <source>workload.optimizer &quot;%1&quot; is costed for transformer models only (the BERT scripts&apos; optimizers); this network&apos;s optimizer step is priced as one multi-tensor update.</source>
        <translation>workload.optimizer“%1”仅对 Transformer 模型计算开销（BERT 脚本的优化器）；此网络的优化器步骤按一次多张量更新计价。</translation>
    </message>
    <message>
        <source>workload.activation_offload_layers (%1) must be below the model&apos;s %2 layers.</source>
        <translation>workload.activation_offload_layers（%1）必须小于模型的 %2 层。</translation>
    </message>
    <message>
        <source>Megatron-Core offloads the activations of at most all layers but the last; the last layer&apos;s backward starts from its own.</source>
        <translation>Megatron-Core 最多卸载除最后一层以外所有层的激活；最后一层的反向传播从它自己的激活开始。</translation>
    </message>
    <message>
        <source>workload.activation_offload_layers has no effect with this parallelism (%1): the activations stay on the GPUs.</source>
        <translation>workload.activation_offload_layers 在此并行方式（%1）下不起作用：激活仍保留在 GPU 上。</translation>
    </message>
    <message>
        <source>Megatron-Core offloads activations only without pipeline parallelism and without activation recompute; set pp 1 and recompute none, or remove the option.</source>
        <translation>Megatron-Core 只在不使用流水线并行、也不做激活重计算时卸载激活；请设 pp 为 1、recompute 为 none，或删除此选项。</translation>
    </message>
    <message>
        <source>workload.param_gather has no effect with zero %1 (%2): only ZeRO-1, and ZeRO-2 outside PyTorch FSDP, gather the updated weights after the optimizer step.</source>
        <translation>workload.param_gather 在 zero %1（%2）下不起作用：只有 ZeRO-1 以及 PyTorch FSDP 之外的 ZeRO-2 会在优化器步骤之后收集更新后的权重。</translation>
    </message>
    <message>
        <source>Set parallelism.zero to 1, or to 2 with sharding_impl megatron or deepspeed, or remove the option.</source>
        <translation>请将 parallelism.zero 设为 1，或设为 2 并将 sharding_impl 设为 megatron 或 deepspeed，或删除此选项。</translation>
    </message>
    <message>
        <source>workload.dp_reduce_dtype has no effect with zero %1 (%2): it applies to data parallelism outside PyTorch FSDP; FSDP&apos;s reduce dtype is workload.fsdp_reduce_dtype.</source>
        <translation>workload.dp_reduce_dtype 在 zero %1（%2）下不起作用：它只适用于 PyTorch FSDP 之外的数据并行；FSDP 的归约数据类型由 workload.fsdp_reduce_dtype 设定。</translation>
    </message>
    <message>
        <source>Set workload.fsdp_reduce_dtype for PyTorch FSDP, or remove the option.</source>
        <translation>使用 PyTorch FSDP 时请设置 workload.fsdp_reduce_dtype，或删除此选项。</translation>
    </message>
    <message>
        <source>workload.fsdp_reduce_dtype has no effect without PyTorch FSDP (zero 2 or 3 with sharding_impl fsdp): the gradients are reduced in the dtype of workload.dp_reduce_dtype.</source>
        <translation>workload.fsdp_reduce_dtype 在不使用 PyTorch FSDP（zero 2 或 3 且 sharding_impl 为 fsdp）时不起作用：梯度按 workload.dp_reduce_dtype 的数据类型归约。</translation>
    </message>
    <message>
        <source>Set workload.dp_reduce_dtype instead, or remove the option.</source>
        <translation>请改为设置 workload.dp_reduce_dtype，或删除此选项。</translation>
    </message>
    <message>
        <source>The %1&apos;s own scale-out ports are Ethernet, and the server has no %2 network card for the %3 fabric.</source>
        <translation>%1 自带的横向扩展端口是以太网端口，而该服务器没有用于 %3 网络的 %2 网卡。</translation>
    </message>
    <message>
        <source>workload.rotary has no effect: this model has no rotary embedding (a GPT or BERT model learns its positions).</source>
        <translation>workload.rotary 不起作用：此模型没有旋转位置编码（GPT 或 BERT 模型学习位置向量）。</translation>
    </message>
    <message>
        <source>Give workload.model.partial_rotary_factor (the share of each head the rotary embedding turns, 0.25 for GPT-NeoX and Pythia), or remove the option.</source>
        <translation>请给出 workload.model.partial_rotary_factor（旋转位置编码作用于每个注意力头的比例，GPT-NeoX 和 Pythia 为 0.25），或删除此选项。</translation>
    </message>
    <message>
        <source>workload.model.mtp_layers has no effect on serving: the serving model decodes with the model alone and prices no speculative decoding with the multi-token prediction modules.</source>
        <translation>workload.model.mtp_layers 对推理服务不起作用：服务模型只用主模型逐 token 解码，不计入用多 token 预测模块做的投机解码。</translation>
    </message>
    <message>
        <source>Read the serving figures as without speculative decoding, or remove mtp_layers from the serving plan.</source>
        <translation>请把服务数据理解为不含投机解码的结果，或从服务方案中删除 mtp_layers。</translation>
    </message>
    <message>
        <source>A pipeline layout places every layer, MTP module, the embedding and the loss on a stage: it must name the model&apos;s and fill pp x interleave stages.</source>
        <translation>流水线布局把每一层、每个 MTP 模块、嵌入层和损失都放到某个阶段上：它必须与模型的层数和模块数一致，并恰好填满 pp × interleave 个阶段。</translation>
    </message>
    <message>
        <source>ZeRO-3 over %1 GPUs is costed as PyTorch FSDP&apos;s: the plan names no framework. At this scale the implementations differ most: DeepSpeed&apos;s ZeRO-3 runs of 2021 on 384 to 2,240 A100s measured 1.3 to 3.9 times slower than this costing of the same runs.</source>
        <translation>%1 个 GPU 上的 ZeRO-3 按 PyTorch FSDP 的实现计算：方案未指定框架。在此规模下各实现差异最大：DeepSpeed 2021 年在 384 至 2,240 个 A100 上的 ZeRO-3 实测，比按此方式计算同样的运行慢 1.3 至 3.9 倍。</translation>
    </message>
    <message>
        <source>Set the framework that will run (Workload &gt; Software &gt; Framework, parallelism.sharding_impl): the prediction and its error band assume it.</source>
        <translation>请设置实际将运行的框架（工作负载 &gt; 软件 &gt; 框架，parallelism.sharding_impl）：预测及其误差范围都以此为前提。</translation>
    </message>
</context>
<context>
    <name>ServerLayout</name>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>CPU sockets</source>
        <translation>CPU 插槽</translation>
    </message>
    <message>
        <source>Memory (DIMM slots)</source>
        <translation>内存（DIMM 插槽）</translation>
    </message>
    <message>
        <source>Drive bays</source>
        <translation>硬盘位</translation>
    </message>
    <message>
        <source>PCIe / network slots</source>
        <translation>PCIe / 网卡插槽</translation>
    </message>
    <message>
        <source>Power supplies</source>
        <translation>电源</translation>
    </message>
    <message>
        <source>Drop to use %1 as this server&apos;s chassis (replaces %2)</source>
        <translation>松开即以 %1 作为该服务器的机箱（替换 %2）</translation>
    </message>
    <message>
        <source>Drop to use %1 as this server&apos;s chassis</source>
        <translation>松开即以 %1 作为该服务器的机箱</translation>
    </message>
    <message>
        <source>%1 is a network switch: it belongs to the cluster fabric (Cluster panel), not in a server</source>
        <translation>%1 是网络交换机：属于集群网络（“集群”面板），不装入服务器</translation>
    </message>
    <message>
        <source>%1 is a cloud instance: compare it under cloud options, it does not go into a server</source>
        <translation>%1 是云实例：请在云端选项中进行对比，它不装入服务器</translation>
    </message>
    <message>
        <source>This server has no chassis yet: drag a server or chassis from the catalog here first</source>
        <translation>该服务器尚无机箱：请先从目录将服务器或机箱拖到此处</translation>
    </message>
    <message>
        <source>%1 does not go into %2: it needs %3</source>
        <translation>%1 不能装入 %2：它需要 %3</translation>
    </message>
    <message>
        <source>%1 has no %2</source>
        <translation>%1 没有%2</translation>
    </message>
    <message>
        <source>The %1 of %2 are built in and locked</source>
        <translation>%2 的%1为内置，已锁定</translation>
    </message>
    <message>
        <source>All %1 %2 of %3 are taken</source>
        <translation>%3 的全部 %1 个%2均已占用</translation>
    </message>
    <message>
        <source>Drop to add %1 (%2 free)</source>
        <translation>松开即添加 %1（剩余 %2 个空位）</translation>
    </message>
</context>
<context>
    <name>SetChassisCommand</name>
    <message>
        <source>Use chassis %1 for %2</source>
        <translation>为 %2 使用机箱 %1</translation>
    </message>
</context>
<context>
    <name>SetCurrencyCommand</name>
    <message>
        <source>Change exchange rates</source>
        <translation>修改汇率</translation>
    </message>
    <message>
        <source>Change currency to %1</source>
        <translation>将币种改为 %1</translation>
    </message>
</context>
<context>
    <name>SetLineDiscountCommand</name>
    <message>
        <source>Set the discount on %1 to %2%</source>
        <translation>将 %1 的折扣设为 %2%</translation>
    </message>
    <message>
        <source>Remove the discount on %1</source>
        <translation>取消 %1 的折扣</translation>
    </message>
</context>
<context>
    <name>SetServerCountCommand</name>
    <message>
        <source>Set %1 nodes to %2</source>
        <translation>将 %1 的节点数设为 %2</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>node-local NVMe</source>
        <translation>节点本地 NVMe</translation>
    </message>
    <message>
        <source>parallel file system</source>
        <translation>并行文件系统</translation>
    </message>
    <message>
        <source>object storage</source>
        <translation>对象存储</translation>
    </message>
    <message>
        <source>storage: must be an object</source>
        <translation>storage：必须是一个对象</translation>
    </message>
    <message>
        <source>storage.tier: must be one of local_nvme, parallel_fs, object</source>
        <translation>storage.tier：必须是 local_nvme、parallel_fs、object 之一</translation>
    </message>
    <message>
        <source>storage.system: &apos;%1&apos; is not a storage system this version knows (%2)</source>
        <translation>storage.system：“%1”不是本版本已知的存储系统（%2）</translation>
    </message>
    <message>
        <source>storage.nodes: must be %1</source>
        <translation>storage.nodes：必须是%1</translation>
    </message>
    <message>
        <source>storage.dataset_tb: must be %1</source>
        <translation>storage.dataset_tb：必须是%1</translation>
    </message>
    <message>
        <source>storage.system: %1 is %2, not the %3 of storage.tier</source>
        <translation>storage.system：%1 属于%2，而不是 storage.tier 指定的%3</translation>
    </message>
    <message>
        <source>The storage tier decides how fast the data is read and the checkpoints are written; a wrong field cannot be sized.</source>
        <translation>存储层决定数据读取和检查点写入的速度；字段有误则无法估算。</translation>
    </message>
    <message>
        <source>storage.tier is parallel_fs but storage.system names no file system (one of %1)</source>
        <translation>storage.tier 为 parallel_fs，但 storage.system 未指定文件系统（可选：%1）</translation>
    </message>
    <message>
        <source>A parallel file system&apos;s bandwidth and capacity come from its storage nodes.</source>
        <translation>并行文件系统的带宽和容量取决于其存储节点。</translation>
    </message>
    <message>
        <source>storage.tier is local_nvme but the nodes have no drives</source>
        <translation>storage.tier 为 local_nvme，但节点没有本地硬盘</translation>
    </message>
    <message>
        <source>Node-local NVMe serves data only from drives in the nodes; add drives or choose a shared tier.</source>
        <translation>节点本地 NVMe 只能从节点内的硬盘提供数据；请添加硬盘或选择共享存储层。</translation>
    </message>
    <message>
        <source>The data set (%1 TB) does not fit on one node&apos;s drives (%2 TB)</source>
        <translation>数据集（%1 TB）放不进单个节点的硬盘（%2 TB）</translation>
    </message>
    <message>
        <source>The data set (%1 TB) does not fit on the %3 (%2 TB usable)</source>
        <translation>数据集（%1 TB）放不进%3（可用 %2 TB）</translation>
    </message>
    <message>
        <source>Data that does not fit the tier is read from a slower one; add storage nodes or choose a larger tier.</source>
        <translation>放不下的数据只能从更慢的存储层读取；请增加存储节点或选择更大的存储层。</translation>
    </message>
    <message>
        <source>The input pipeline reads %1 GB/s; the %2 serves %3 GB/s</source>
        <translation>输入流水线需要读取 %1 GB/s；%2只能提供 %3 GB/s</translation>
    </message>
    <message>
        <source>Below the rate the steps consume, the GPUs wait for data: add storage nodes, cache the data on local NVMe, or read a smaller encoding.</source>
        <translation>读取速度低于训练步骤的消耗速度时，GPU 会等待数据：请增加存储节点、将数据缓存到本地 NVMe，或改用更小的编码格式。</translation>
    </message>
    <message>
        <source>A checkpoint of %1 GB takes %2 s to write to the %3 (%4 GB/s), %5 % of its %6 min interval (budget %7 %)</source>
        <translation>写入一次 %1 GB 的检查点到%3（%4 GB/s）需要 %2 秒，占 %6 分钟检查点间隔的 %5 %（上限 %7 %）</translation>
    </message>
    <message>
        <source>Training stops while a checkpoint is written, so its share of the interval is lost goodput: write to a faster tier, add storage nodes, or checkpoint asynchronously.</source>
        <translation>写检查点时训练暂停，其占间隔的比例即损失的有效训练时间：请写入更快的存储层、增加存储节点，或采用异步检查点。</translation>
    </message>
    <message>
        <source>Checkpoints on node-local NVMe (%1 s each) are lost with their node</source>
        <translation>保存在节点本地 NVMe 上的检查点（每次 %1 秒）会随节点故障一起丢失</translation>
    </message>
    <message>
        <source>A failed node takes its shards with it; copy each checkpoint to a shared tier in the background.</source>
        <translation>节点故障会带走其上的分片；请在后台把每个检查点复制到共享存储层。</translation>
    </message>
</context>
<context>
    <name>Tco</name>
    <message>
        <source>plan</source>
        <translation>方案设定</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>the performance model gave no throughput</source>
        <translation>性能模型未给出吞吐量</translation>
    </message>
    <message>
        <source>the plan has no workload</source>
        <translation>方案中没有工作负载</translation>
    </message>
    <message>
        <source>%1: %2 is not a cloud instance type</source>
        <translation>%1：%2 不是云实例类型</translation>
    </message>
    <message>
        <source>%1: unknown cloud instance type %2</source>
        <translation>%1：未知的云实例类型 %2</translation>
    </message>
    <message>
        <source>%1: %2 is priced in %3 and the plan has no exchange rate for it</source>
        <translation>%1：%2 以 %3 计价，但方案中没有该币种的汇率</translation>
    </message>
    <message>
        <source>%1: the catalog has no %2 rate for %3; set hourly_rate</source>
        <translation>%1：目录中没有 %3 的 %2 价格；请设置 hourly_rate</translation>
    </message>
    <message>
        <source>%1: %2 %3 rate estimated as %4</source>
        <translation>%1：%2 的 %3 价格估算为 %4</translation>
    </message>
    <message>
        <source>%1: %2 instances as the plan sets them</source>
        <translation>%1：按方案设定使用 %2 个实例</translation>
    </message>
    <message>
        <source>no count up to %1 instances matches the owned throughput</source>
        <translation>在 %1 个实例以内，没有任何数量能达到自有集群的吞吐量</translation>
    </message>
    <message>
        <source>no performance model</source>
        <translation>无性能模型</translation>
    </message>
    <message>
        <source>%1: cannot size %2 (%3) and it has no GPU count to match</source>
        <translation>%1：无法确定 %2 的规模（%3），且没有可对照的 GPU 数量</translation>
    </message>
    <message>
        <source>%1: sized by GPU count (%2 owned GPUs / %3 per instance) because the performance model could not size it: %4</source>
        <translation>%1：性能模型无法确定其规模，改按 GPU 数量估算（自有 %2 个 GPU / 每实例 %3 个）：%4</translation>
    </message>
    <message>
        <source>unknown SKU %1 (not in the catalog)</source>
        <translation>未知 SKU %1（不在目录中）</translation>
    </message>
    <message>
        <source>the plan has no servers</source>
        <translation>方案中没有服务器</translation>
    </message>
    <message>
        <source>no exchange rate from USD to %1: the USD defaults are used as %1</source>
        <translation>没有 USD 到 %1 的汇率：USD 默认值直接按 %1 使用</translation>
    </message>
    <message>
        <source>no fabric switch in the plan: network capex is %1% of the servers&apos; capex</source>
        <translation>方案中没有网络交换机：网络资本支出按服务器资本支出的 %1% 计</translation>
    </message>
    <message>
        <source>no throughput for the owned cluster: %1</source>
        <translation>自有集群没有吞吐量结果：%1</translation>
    </message>
    <message>
        <source>Horizon and straight-line depreciation life</source>
        <translation>测算期与直线折旧年限</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>Residual value at the end</source>
        <translation>期末残值</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>Power usage effectiveness (PUE)</source>
        <translation>电能使用效率（PUE）</translation>
    </message>
    <message>
        <source>Average utilization of the owned cluster</source>
        <translation>自有集群平均利用率</translation>
    </message>
    <message>
        <source>Idle power, share of nominal</source>
        <translation>空闲功耗占额定功耗的比例</translation>
    </message>
    <message>
        <source>Colocation per contracted kW and month</source>
        <translation>托管费（每签约 kW 每月）</translation>
    </message>
    <message>
        <source>USD 184.06, CBRE North America Data Center Trends H2 2024</source>
        <translation>USD 184.06，CBRE North America Data Center Trends H2 2024</translation>
    </message>
    <message>
        <source>Colocation rate includes power (1 = yes)</source>
        <translation>托管费含电费（1 = 是）</translation>
    </message>
    <message>
        <source>Operations staff</source>
        <translation>运维人员</translation>
    </message>
    <message>
        <source>FTE</source>
        <translation>FTE（全职人力）</translation>
    </message>
    <message>
        <source>Cost per operations FTE and year</source>
        <translation>每名全职运维人员年成本</translation>
    </message>
    <message>
        <source>Operations per server and year</source>
        <translation>每台服务器年运维费</translation>
    </message>
    <message>
        <source>USD 2,500 (Lambda: USD 10,000/yr per 4 servers)</source>
        <translation>USD 2,500（Lambda：每 4 台服务器每年 USD 10,000）</translation>
    </message>
    <message>
        <source>Support and maintenance per year, share of capex</source>
        <translation>年度支持与维保费用占资本支出的比例</translation>
    </message>
    <message>
        <source>0: no sourced default; enter the support contract&apos;s rate</source>
        <translation>0：无有出处的默认值；请输入维保合同的费率</translation>
    </message>
    <message>
        <source>Network share of server capex (no explicit fabric)</source>
        <translation>网络占服务器资本支出的比例（未指定网络时）</translation>
    </message>
    <message>
        <source>Capex overhead (integration, shipping)</source>
        <translation>资本支出附加费用（集成、运输）</translation>
    </message>
    <message>
        <source>Discount rate for NPV</source>
        <translation>NPV 折现率</translation>
    </message>
    <message>
        <source>Spot interruption overhead (extra hours)</source>
        <translation>竞价实例中断开销（额外时长）</translation>
    </message>
    <message>
        <source>Cloud billing hours per month</source>
        <translation>云端每月计费小时数</translation>
    </message>
    <message>
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>8760 h / 12, the providers&apos; billing month</source>
        <translation>8760 h / 12，即云服务商的计费月</translation>
    </message>
    <message>
        <source>1-year commitment discount when not in catalog</source>
        <translation>1 年承诺折扣（目录中无价格时）</translation>
    </message>
    <message>
        <source>p5.48xlarge USD 98.32 -&gt; 57.63 (NextPlatform 2023-07-27)</source>
        <translation>p5.48xlarge USD 98.32 -&gt; 57.63（NextPlatform 2023-07-27）</translation>
    </message>
    <message>
        <source>3-year commitment discount when not in catalog</source>
        <translation>3 年承诺折扣（目录中无价格时）</translation>
    </message>
    <message>
        <source>p5.48xlarge USD 98.32 -&gt; 43.16 (NextPlatform 2023-07-27)</source>
        <translation>p5.48xlarge USD 98.32 -&gt; 43.16（NextPlatform 2023-07-27）</translation>
    </message>
    <message>
        <source>Spot discount when not in catalog</source>
        <translation>竞价实例折扣（目录中无价格时）</translation>
    </message>
    <message>
        <source>AWS p4d spot USD 9.83 vs 32.77 on-demand (2023)</source>
        <translation>AWS p4d 竞价实例 USD 9.83，按需 USD 32.77（2023）</translation>
    </message>
    <message>
        <source>Cloud goodput (useful share of paid hours)</source>
        <translation>云端有效产出率（付费时长中的有效占比）</translation>
    </message>
    <message>
        <source>/kW/month</source>
        <translation>/kW/月</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <source>1-year reserved</source>
        <translation>1 年预留</translation>
    </message>
    <message>
        <source>3-year reserved</source>
        <translation>3 年预留</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <source>%1 %2: no delivered work to match (the performance model could not evaluate it), so it is costed as the same capacity, always on</source>
        <translation>%1 %2：没有可对应的交付工作量（性能模型无法评估），因此按同等容量、全天候租用计价</translation>
    </message>
    <message>
        <source>0: the quote is the price paid (add integration and shipping if they are extra)</source>
        <translation>0：报价即实付价格（如集成和运输另计，请加上）</translation>
    </message>
    <message>
        <source>1.4: estimate between hyperscale (about 1.2) and the industry average of 1.56 (Uptime Institute, Global Data Center Survey 2024)</source>
        <translation>1.4：估计值，介于超大规模数据中心（约 1.2）与行业平均 1.56 之间（Uptime Institute《2024 年全球数据中心调查》）</translation>
    </message>
    <message>
        <source>12 months: cloud list prices change within a year (AWS cut P4 and P5 on-demand prices by up to 45%, June 2025)</source>
        <translation>12 个月：云端标价一年内就会变化（AWS 于 2025 年 6 月将 P4 和 P5 按需价格下调最多 45%）</translation>
    </message>
    <message>
        <source>3 years straight-line, a common baseline; hyperscalers use 5-6 (Microsoft, Alphabet, Amazon annual reports on Form 10-K, 2023-2025)</source>
        <translation>3 年直线折旧，常用基准；超大规模云厂商采用 5–6 年（微软、Alphabet、亚马逊 10-K 年报，2023–2025）</translation>
    </message>
    <message>
        <source>Warn when a cloud price is older than</source>
        <translation>云端价格超过此时长即发出警告</translation>
    </message>
    <message>
        <source>estimate: 10-15% of server capex for switches, optics and cabling when no fabric is priced</source>
        <translation>估计值：未单独计价网络时，交换机、光模块和线缆按服务器资本支出的 10–15% 计</translation>
    </message>
    <message>
        <source>estimate: no resale value assumed (conservative; enter the value you expect)</source>
        <translation>估计值：不计残值（保守做法；请填入预期残值）</translation>
    </message>
    <message>
        <source>estimate: power metered separately (set 1 when the colocation rate includes power)</source>
        <translation>估计值：电力单独计量（托管费含电时设为 1）</translation>
    </message>
    <message>
        <source>months</source>
        <translation>个月</translation>
    </message>
    <message>
        <source>on-demand less %1% (the published discount in the assumptions)</source>
        <translation>按需价格减 %1%（假设表中的公开折扣）</translation>
    </message>
    <message>
        <source>the performance model gives no goodput for this workload: the delivered work assumes 1 (every hour in service is useful) on the owned side</source>
        <translation>性能模型未给出此工作负载的有效产出率：自有一侧的交付工作量按 1 计算（每个在役小时均有效）</translation>
    </message>
    <message>
        <source>the performance model&apos;s for the instances (checkpoints and failures, as for the owned cluster) unless a cloud option sets it; 1 without one</source>
        <translation>性能模型对这些实例给出的值（检查点与故障，与自有集群相同），除非云端方案另行设定；无模型时为 1</translation>
    </message>
    <message>
        <source>%1 %2: on %3 instances the work takes %4 h, longer than the %5 h of the horizon; set more instances</source>
        <translation>%1 %2：在 %3 个实例上完成这些工作需要 %4 小时，超过测算期的 %5 小时；请增加实例数量</translation>
    </message>
    <message>
        <source>USD 0.10/kWh: between the US average retail prices to industrial (about 8 cents) and commercial (about 13 cents) customers (U.S. EIA, Electric Power Monthly, Table 5.6, 2024)</source>
        <translation>0.10 美元/kWh：介于美国工业用户（约 8 美分）与商业用户（约 13 美分）平均零售电价之间（美国能源信息署 EIA，《Electric Power Monthly》表 5.6，2024 年）</translation>
    </message>
    <message>
        <source>0.85: estimate of the share of hours a well-run training cluster has a job running (Meta reports more than 90 % effective training time for Llama 3: Dubey et al., The Llama 3 Herd of Models, 2024, section 3.3.4)</source>
        <translation>0.85：估计值，管理良好的训练集群有作业运行的时间占比（Meta 报告 Llama 3 的有效训练时间超过 90%：Dubey 等，《The Llama 3 Herd of Models》，2024 年，第 3.3.4 节）</translation>
    </message>
    <message>
        <source>USD 250,000: estimate of a fully loaded US infrastructure engineer (salary plus about 30 % benefits and overhead)</source>
        <translation>250,000 美元：估计值，美国基础设施工程师的全部用人成本（薪资另加约 30% 的福利与管理费用）</translation>
    </message>
    <message>
        <source>Power per rack</source>
        <translation>每机柜功率</translation>
    </message>
    <message>
        <source>Servers per rack at most</source>
        <translation>每机柜最多服务器数</translation>
    </message>
    <message>
        <source>Racks the servers fill</source>
        <translation>服务器占用的机柜数</translation>
    </message>
    <message>
        <source>racks</source>
        <translation>个机柜</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>台服务器</translation>
    </message>
    <message>
        <source>per server type: the fewest of power per rack / server power, rack units / server height and servers per rack; the cluster panel and the rack finding count the same</source>
        <translation>按服务器类型：取“每机柜功率 / 服务器功率”、“机柜 U 数 / 服务器高度”和“每机柜服务器数”中的最小值；集群面板和机柜检查结果按同一方法计数</translation>
    </message>
    <message>
        <source>Power feeds A and B (1 = yes)</source>
        <translation>A、B 双路供电（1 = 是）</translation>
    </message>
    <message>
        <source>plan: each feed carries the whole rack; the contracted kW is unchanged</source>
        <translation>方案：每路供电均可承担整个机柜；签约 kW 不变</translation>
    </message>
    <message>
        <source>Node-side optics per fabric port</source>
        <translation>每个网络端口的节点侧光模块功率</translation>
    </message>
    <message>
        <source>NVIDIA MMA4Z00-NS400 OSFP transceiver datasheet (2024): 9 W maximum at 400 Gb/s, 6.5 W at 200 Gb/s; 15 W for the 800 Gb/s twin-port; the switch end is in the switch&apos;s maximum power</source>
        <translation>NVIDIA MMA4Z00-NS400 OSFP 光模块数据手册（2024）：400 Gb/s 时最大 9 W，200 Gb/s 时 6.5 W；800 Gb/s 双端口模块 15 W；交换机端已计入交换机的最大功率</translation>
    </message>
    <message>
        <source>Rack space per rack and month</source>
        <translation>每机柜每月的机柜空间费用</translation>
    </message>
    <message>
        <source>/rack/month</source>
        <translation>/机柜/月</translation>
    </message>
    <message>
        <source>0: wholesale colocation is quoted per kW with the space included (CBRE); enter a retail cabinet rate in the plan&apos;s costs</source>
        <translation>0：批发托管按 kW 报价，已包含空间费用（CBRE）；零售机柜请在方案的成本设定中填写机柜单价</translation>
    </message>
    <message>
        <source>%1: spot interruption overhead %2% = (restart %3 min + half the %4 min checkpoint interval) / %5 h between interruptions of %6 instances (%7% interrupted per instance and month, AWS Spot Instance Advisor&apos;s top bucket)</source>
        <translation>%1：竞价实例中断开销 %2% =（重启 %3 分钟 + %4 分钟检查点间隔的一半）/ %6 个实例两次中断之间的 %5 小时（每实例每月 %7% 被中断，AWS Spot Instance Advisor 的最高档）</translation>
    </message>
    <message>
        <source>estimate, used when the performance model gives no checkpoint time; otherwise each spot option&apos;s is (restart + half a checkpoint interval) x its instances x 20 % interruptions per instance and month (AWS Spot Instance Advisor&apos;s top bucket) / 730 h</source>
        <translation>估算值，仅在性能模型未给出检查点时间时使用；否则每个竞价选项的开销为（重启 + 检查点间隔的一半）× 实例数 × 每实例每月 20% 的中断率（AWS Spot Instance Advisor 的最高档）/ 730 小时</translation>
    </message>
    <message>
        <source>%1: %2 instance as the plan sets it</source>
        <translation>%1：按方案设定使用 %2 个实例</translation>
    </message>
    <message>
        <source>the plan has %1 GPUs; the TCO compares at most %2</source>
        <translation>方案共有 %1 个 GPU；TCO 最多比较 %2 个</translation>
    </message>
    <message>
        <source>the plan has no inference workload</source>
        <translation>计划中没有推理工作负载</translation>
    </message>
    <message>
        <source>no batch meets the latency limits</source>
        <translation>没有任何批大小满足延迟限制</translation>
    </message>
    <message>
        <source>the cluster has fewer GPUs than one replica needs</source>
        <translation>集群的 GPU 少于一个副本所需的数量</translation>
    </message>
    <message>
        <source>the TCO gave no cost per token</source>
        <translation>TCO 未给出每 token 成本</translation>
    </message>
    <message>
        <source>the TCO could not cost this option</source>
        <translation>TCO 无法计算此选项的成本</translation>
    </message>
    <message>
        <source>estimate, no published figure found: idle GPUs draw little, but CPUs, memory, fans, NICs and switches keep running</source>
        <translation>估计值，未找到公开数据：空闲 GPU 耗电很少，但 CPU、内存、风扇、网卡和交换机仍在运行</translation>
    </message>
    <message>
        <source>Storage system&apos;s power (in racks of its own)</source>
        <translation>存储系统功耗（单独机柜）</translation>
    </message>
    <message>
        <source>plan: %1 x %2 (%3 W and %4U each; %5)</source>
        <translation>方案：%1 × %2（每台 %3 W、%4U；%5）</translation>
    </message>
    <message>
        <source>%1: spot interruption overhead %2% = (restart %3 min + half the %4 min checkpoint interval) / %5 h between interruptions of %6 instance (%7% interrupted per instance and month, AWS Spot Instance Advisor&apos;s top bucket)</source>
        <translation>%1：竞价实例中断开销 %2% =（重启 %3 分钟 + %4 分钟检查点间隔的一半）/ %6 个实例两次中断之间的 %5 小时（每实例每月 %7% 被中断，AWS Spot Instance Advisor 的最高档）</translation>
    </message>
    <message>
        <source>NVIDIA MMA1Z00-NS400 QSFP112 transceiver specifications: 5 W maximum in 200 Gb/s mode, behind a splitter fiber from the switch&apos;s twin-port transceiver; the switch end is in the switch&apos;s maximum power</source>
        <translation>英伟达 MMA1Z00-NS400 QSFP112 光模块产品规格：200 Gb/s 模式下最大 5 W，经分支光纤连接交换机的双端口光模块；交换机端计入交换机的最大功率</translation>
    </message>
</context>
<context>
    <name>WorkloadOptionsText</name>
    <message>
        <source>must be true or false</source>
        <translation>必须为 true 或 false</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>必须为 %1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>must be one of %1 (got &quot;%2&quot;)</source>
        <translation>必须是 %1 之一（实际为“%2”）</translation>
    </message>
    <message>
        <source>must be a pipeline layout in Megatron-Core&apos;s notation, such as &quot;Et*4|(t*4|)*14tmL&quot;</source>
        <translation>必须是 Megatron-Core 记法的流水线布局，例如 &quot;Et*4|(t*4|)*14tmL&quot;</translation>
    </message>
    <message>
        <source>%1 (a pipeline layout in Megatron-Core&apos;s notation: stages separated by &apos;|&apos;, E the embedding, t a transformer layer, m a multi-token prediction module, L the loss)</source>
        <translation>%1（Megatron-Core 记法的流水线布局：阶段之间用 &apos;|&apos; 分隔，E 为嵌入层，t 为 Transformer 层，m 为多 token 预测模块，L 为损失）</translation>
    </message>
</context>
<context>
    <name>WorkloadText</name>
    <message>
        <source>train all weights</source>
        <translation>训练全部权重</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA 4-bit</source>
        <translation>QLoRA 4 位</translation>
    </message>
    <message>
        <source>%1, rank %2</source>
        <translation>%1，秩 %2</translation>
    </message>
    <message>
        <source>no offload</source>
        <translation>不卸载</translation>
    </message>
    <message>
        <source>offload to CPU memory</source>
        <translation>卸载到 CPU 内存</translation>
    </message>
    <message>
        <source>offload to NVMe</source>
        <translation>卸载到 NVMe</translation>
    </message>
    <message>
        <source>INT8 weight-only</source>
        <translation>INT8 仅权重</translation>
    </message>
    <message>
        <source>INT4 weight-only (AWQ, GPTQ)</source>
        <translation>INT4 仅权重（AWQ、GPTQ）</translation>
    </message>
</context>
<context>
    <name>aip</name>
    <message>
        <source>Enter a number</source>
        <translation>请输入数字</translation>
    </message>
    <message>
        <source>Enter 1 (yes) or 0 (no)</source>
        <translation>请输入 1（是）或 0（否）</translation>
    </message>
    <message>
        <source>%1 cannot be edited here</source>
        <translation>%1 不能在此处编辑</translation>
    </message>
    <message>
        <source>The plan has no cloud option to compare with: add one in the TCO tab&apos;s plan settings</source>
        <translation>方案中没有可对比的云端选项：请在 TCO 标签页的方案设置中添加</translation>
    </message>
    <message>
        <source>No TCO for this plan</source>
        <translation>该方案没有总拥有成本结果</translation>
    </message>
    <message>
        <source>Hardware price</source>
        <translation>硬件价格</translation>
    </message>
    <message>
        <source>x list</source>
        <translation>× 目录价</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>per kWh</source>
        <translation>每 kWh</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Cloud hourly price</source>
        <translation>云端小时价格</translation>
    </message>
    <message>
        <source>per instance-hour</source>
        <translation>每实例小时</translation>
    </message>
    <message>
        <source>Years</source>
        <translation>年限</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>Must be a whole number of months from 1 to 120</source>
        <translation>必须是 1 到 120 之间的整数月数</translation>
    </message>
    <message>
        <source>Must be %1</source>
        <translation>必须是%1</translation>
    </message>
</context>
<context>
    <name>aip::AccuracyDialog</name>
    <message>
        <source>Predicted against measured, published runs (each in its own unit)</source>
        <translation>已发表运行的预测值与实测值（各自单位）</translation>
    </message>
    <message>
        <source>predicted = measured</source>
        <translation>预测 = 实测</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>Model accuracy</source>
        <translation>模型精度</translation>
    </message>
    <message>
        <source>The performance model against %1 published training runs (%2 of them validation runs, never used to fit the model). The error band a prediction shows is its regime&apos;s mean error here. Runs marked * are the calibration runs the model&apos;s efficiencies were fitted on; their error is in-sample.</source>
        <translation>性能模型与 %1 次已发表训练运行的对比（其中 %2 次为验证数据，从未用于拟合模型）。预测旁显示的误差范围即其所在区间在此处的平均误差。标 * 的是用于拟合模型效率的校准数据，其误差为样本内误差。</translation>
    </message>
    <message>
        <source>Regime</source>
        <translation>区间</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行数</translation>
    </message>
    <message>
        <source>Mean |error|</source>
        <translation>平均|误差|</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>最差</translation>
    </message>
    <message>
        <source>Mean error</source>
        <translation>平均误差</translation>
    </message>
    <message>
        <source>Covers</source>
        <translation>覆盖范围</translation>
    </message>
    <message>
        <source>(calibration runs only)</source>
        <translation>（仅校准数据）</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>误差</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Running the published runs through the model...</source>
        <translation>正在用模型计算各项已发表的训练运行……</translation>
    </message>
    <message>
        <source>%1, ZeRO-%2, micro-batch %3, recompute %4</source>
        <translation>%1，ZeRO-%2，微批次 %3，重计算 %4</translation>
    </message>
    <message>
        <source>The search&apos;s best strategy: %1.</source>
        <translation>搜索得到的最佳策略：%1。</translation>
    </message>
    <message>
        <source>The run&apos;s strategy: %1.</source>
        <translation>该运行的策略：%1。</translation>
    </message>
    <message>
        <source>MFU %1, memory %2 of the GPU&apos;s usable memory, goodput %3</source>
        <translation>MFU %1，占 GPU 可用显存的 %2，有效产出率 %3</translation>
    </message>
    <message>
        <source>Optimism</source>
        <translation>乐观偏差</translation>
    </message>
    <message>
        <source>Select regimes to pick out their runs on the chart and in the list below.</source>
        <translation>选中一个或多个区间，即可在图中突出显示其运行，并在下方列表中只列出这些运行。</translation>
    </message>
    <message>
        <source>At defaults</source>
        <translation>默认选项下</translation>
    </message>
    <message>
        <source>The mean |error| with each run&apos;s software options (framework, attention kernel, fusions, overlaps, dispatchers) left at their defaults: what a plan that names none of them was told. %1 of the %2 runs name some; for runs of older software the figure includes what the software gained since.</source>
        <translation>各次运行的软件选项（框架、注意力内核、算子融合、通信重叠、分发器）取默认值时的平均|误差|：即未指定任何这些选项的方案所得到的预测误差。%2 次运行中有 %1 次指定了部分选项；对于较早软件的运行，该数值也包含此后软件本身的进步。</translation>
    </message>
</context>
<context>
    <name>aip::AssumptionsModel</name>
    <message>
        <source>%1 (%2)
Source: %3
Double-click the value to change it; Undo restores it.</source>
        <translation>%1（%2）
来源：%3
双击数值可修改；撤销可恢复原值。</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>假设项</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>取值</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>%1: enter a number</source>
        <translation>%1：请输入数字</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>设置%1</translation>
    </message>
</context>
<context>
    <name>aip::BuildPanel</name>
    <message>
        <source>Add server type</source>
        <translation>添加服务器类型</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Server type name</source>
        <translation>服务器类型名称</translation>
    </message>
    <message>
        <source>× </source>
        <translation>× </translation>
    </message>
    <message>
        <source> nodes</source>
        <translation> 个节点</translation>
    </message>
    <message>
        <source>Add another server type to the plan (starts with this one&apos;s chassis)</source>
        <translation>向方案中添加另一种服务器类型（沿用当前服务器的机箱）</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Server %1</source>
        <translation>服务器 %1</translation>
    </message>
    <message>
        <source>%1  × %2</source>
        <translation>%1  × %2</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>未更改：%1</translation>
    </message>
</context>
<context>
    <name>aip::CandidateModel</name>
    <message>
        <source>%1 ✗</source>
        <translation>%1 ✗</translation>
    </message>
    <message>
        <source>owned</source>
        <translation>自建</translation>
    </message>
    <message>
        <source>cloud</source>
        <translation>云</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source> — the cheapest that meets the target</source>
        <translation> — 满足目标的最便宜方案</translation>
    </message>
    <message>
        <source> — the fastest that meets the target</source>
        <translation> — 满足目标的最快方案</translation>
    </message>
    <message>
        <source>
MFU %1, %2</source>
        <translation>
MFU %1，%2</translation>
    </message>
    <message>
        <source>
Misses the target: %1</source>
        <translation>
未满足目标：%1</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>方式</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>天数</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>资本支出</translation>
    </message>
    <message>
        <source>TCO</source>
        <translation>TCO</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Binds</source>
        <translation>约束</translation>
    </message>
</context>
<context>
    <name>aip::CatalogFilterModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>aip::CatalogLoader</name>
    <message>
        <source>offline — prices as of %1: the team catalog&apos;s server did not answer; File &gt; Reload Catalog tries again.</source>
        <translation>离线——价格截至 %1：团队目录的服务器没有响应；“文件 &gt; 重新加载目录”可再次尝试。</translation>
    </message>
    <message>
        <source>offline — prices as of %1</source>
        <translation>离线——价格截至 %1</translation>
    </message>
    <message>
        <source>%1 Trying again in %2 s; File &gt; Reload Catalog tries now.</source>
        <translation>%1 将在 %2 秒后重试；“文件 &gt; 重新加载目录”可立即重试。</translation>
    </message>
    <message>
        <source>%1 File &gt; Reload Catalog tries again.</source>
        <translation>%1 “文件 &gt; 重新加载目录”可再次尝试。</translation>
    </message>
    <message>
        <source>Catalog unavailable</source>
        <translation>目录不可用</translation>
    </message>
    <message>
        <source>The hardware catalog at %1 could not be opened:

%2

Plans open and save, but parts cannot be added until the catalog is available. File &gt; Reload Catalog tries again.</source>
        <translation>无法打开位于 %1 的硬件目录：

%2

方案仍可打开和保存，但在目录可用之前无法添加部件。“文件 &gt; 重新加载目录”可再次尝试。</translation>
    </message>
    <message>
        <source>Re&amp;load Catalog</source>
        <translation>重新加载目录(&amp;L)</translation>
    </message>
    <message>
        <source>Open the hardware catalog again (after an import by another program)</source>
        <translation>重新打开硬件目录（在其他程序导入之后）</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1，另有 %2 个</translation>
    </message>
    <message>
        <source>Catalog: added the parts new in this version&apos;s bundled catalog: %1</source>
        <translation>目录：已添加本版本内置目录中新增的部件：%1</translation>
    </message>
</context>
<context>
    <name>aip::CatalogModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>&lt;br&gt;Some figures are estimates: %1</source>
        <translation>&lt;br&gt;部分数据为估算值：%1</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Key specs</source>
        <translation>主要规格</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/小时</translation>
    </message>
    <message>
        <source>%1 est.</source>
        <translation>%1（估）</translation>
    </message>
    <message>
        <source>vendor list price</source>
        <translation>厂商标价</translation>
    </message>
    <message>
        <source>reseller listing</source>
        <translation>经销商报价</translation>
    </message>
    <message>
        <source>public contract price list</source>
        <translation>公共采购合同价目表</translation>
    </message>
    <message>
        <source>dated press</source>
        <translation>注明日期的报道</translation>
    </message>
    <message>
        <source>provider&apos;s published rate</source>
        <translation>云服务商公布的价格</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>&lt;br&gt;Price as of %1</source>
        <translation>&lt;br&gt;价格日期：%1</translation>
    </message>
    <message>
        <source>&lt;br&gt;Price basis: %1</source>
        <translation>&lt;br&gt;价格依据：%1</translation>
    </message>
    <message>
        <source>&lt;br&gt;Price source: %1</source>
        <translation>&lt;br&gt;价格来源：%1</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>价格日期</translation>
    </message>
</context>
<context>
    <name>aip::CatalogPage</name>
    <message>
        <source>A catalog file on this computer</source>
        <translation>本机上的目录文件</translation>
    </message>
    <message>
        <source>A team catalog on a PostgreSQL server</source>
        <translation>PostgreSQL 服务器上的团队目录</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>浏览...</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <source>from the secret store, PGPASSWORD or ~/.pgpass</source>
        <translation>来自密钥存储、PGPASSWORD 或 ~/.pgpass</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>数据库</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>Catalog file</source>
        <translation>目录文件</translation>
    </message>
    <message>
        <source>Catalogs (*.db);;All files (*)</source>
        <translation>目录 (*.db);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Not tested: %1.</source>
        <translation>未测试：%1。</translation>
    </message>
    <message>
        <source>Testing %1...</source>
        <translation>正在测试 %1...</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>The password is kept in the desktop&apos;s secret store.</source>
        <translation>密码保存在桌面的密钥存储中。</translation>
    </message>
    <message>
        <source>No secret store (%1): a password typed here is kept for this session only.</source>
        <translation>没有密钥存储（%1）：此处输入的密码仅在本次会话中保留。</translation>
    </message>
    <message>
        <source>The catalog chosen here opens when you click OK, and at every start without --catalog on the command line. When the server cannot be reached, the program opens its offline copy, read-only.</source>
        <translation>此处选择的目录在点击“确定”后立即打开，之后每次未在命令行指定 --catalog 的启动也会打开它。无法连接服务器时，程序以只读方式打开其离线副本。</translation>
    </message>
</context>
<context>
    <name>aip::CatalogPanel</name>
    <message>
        <source>Search SKU, vendor, model, specs…</source>
        <translation>搜索 SKU、厂商、型号、规格…</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Lowest unit price</source>
        <translation>最低单价</translation>
    </message>
    <message>
        <source>Highest unit price</source>
        <translation>最高单价</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>外形规格</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation>全部厂商</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>%1 of %2 parts · drag onto the server, or press Enter</source>
        <translation>显示 %1 / %2 个部件 · 拖到服务器上，或按 Enter 添加</translation>
    </message>
    <message>
        <source>Edit part...</source>
        <translation>编辑部件...</translation>
    </message>
    <message>
        <source>History...</source>
        <translation>历史...</translation>
    </message>
    <message>
        <source>%1 of %2 part · drag onto the server, or press Enter</source>
        <translation>显示 %1 / %2 个部件 · 拖到服务器上，或按 Enter 添加</translation>
    </message>
</context>
<context>
    <name>aip::ClusterPanel</name>
    <message>
        <source>Nodes per server type</source>
        <translation>各服务器类型的节点数</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>集群网络</translation>
    </message>
    <message>
        <source>Fat tree</source>
        <translation>胖树</translation>
    </message>
    <message>
        <source>Rail-optimized</source>
        <translation>轨道优化</translation>
    </message>
    <message>
        <source>Leaf-spine</source>
        <translation>叶脊</translation>
    </message>
    <message>
        <source>1 : 1 is non-blocking; 2 : 1 gives each node half its bandwidth across the spine</source>
        <translation>1 : 1 为无阻塞；2 : 1 时每个节点跨脊层通信只有一半带宽</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>收敛比</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机架</translation>
    </message>
    <message>
        <source> kW per rack</source>
        <translation> kW/机架</translation>
    </message>
    <message>
        <source>Power limit</source>
        <translation>功率上限</translation>
    </message>
    <message>
        <source>Remove the fabric switch</source>
        <translation>移除网络交换机</translation>
    </message>
    <message>
        <source>Use switch %1</source>
        <translation>使用交换机 %1</translation>
    </message>
    <message>
        <source>Set topology to %1</source>
        <translation>将拓扑设为 %1</translation>
    </message>
    <message>
        <source>Set oversubscription to %1:1</source>
        <translation>将收敛比设为 %1:1</translation>
    </message>
    <message>
        <source>Set rack power to %1 kW</source>
        <translation>将机架功率设为 %1 kW</translation>
    </message>
    <message>
        <source>None (network priced as a share)</source>
        <translation>无（网络按比例计价）</translation>
    </message>
    <message>
        <source>%1 (not in the catalog)</source>
        <translation>%1（不在目录中）</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>未更改：%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; rack at %2 kW</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 个机架，%2 kW</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; racks at %2 kW each</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 个机架，每个 %2 kW</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; node</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 个节点</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; nodes</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 个节点</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; GPU</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 个 GPU</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; GPUs</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 个 GPU</translation>
    </message>
    <message>
        <source>%1 · %2 · &lt;b&gt;%3&lt;/b&gt; nominal power&lt;br&gt;</source>
        <translation>%1 · %2 · 额定功耗 &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; switch</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 台交换机</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; switches</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 台交换机</translation>
    </message>
    <message>
        <source>%1 tier</source>
        <translation>%1 层</translation>
    </message>
    <message>
        <source>%1 tiers</source>
        <translation>%1 层</translation>
    </message>
    <message>
        <source>%1 link</source>
        <translation>%1 条链路</translation>
    </message>
    <message>
        <source>%1 links</source>
        <translation>%1 条链路</translation>
    </message>
    <message>
        <source>&lt;br&gt;Fabric: %1 in %2, %3</source>
        <translation>&lt;br&gt;网络：%1，%2，%3</translation>
    </message>
    <message>
        <source>Reduce in the switches (SHARP)</source>
        <translation>在交换机内归约（SHARP）</translation>
    </message>
    <message>
        <source>The job is set up for in-network reduction (NCCL with the SHARP plugin and NCCL_COLLNET_ENABLE=1). NCCL does not use it unless asked, so it is off by default.</source>
        <translation>作业已配置网内归约（NCCL 配合 SHARP 插件并设置 NCCL_COLLNET_ENABLE=1）。NCCL 默认不使用它，因此默认关闭。</translation>
    </message>
    <message>
        <source>Reduce on the network cards (no SHARP)</source>
        <translation>在网卡上归约（不用 SHARP）</translation>
    </message>
</context>
<context>
    <name>aip::ComparisonTab</name>
    <message>
        <source>Add plan from file…</source>
        <translation>从文件添加方案…</translation>
    </message>
    <message>
        <source>Remove selected plan</source>
        <translation>移除所选方案</translation>
    </message>
    <message>
        <source>The open plan and up to %1 more, evaluated with the same models.</source>
        <translation>当前方案及最多 %1 个其他方案，使用相同的模型评估。</translation>
    </message>
    <message>
        <source>Open plan</source>
        <translation>当前方案</translation>
    </message>
    <message>
        <source>At most %1 plans can be compared</source>
        <translation>最多可对比 %1 个方案</translation>
    </message>
    <message>
        <source>The catalog is not loaded</source>
        <translation>目录未加载</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Add plans to compare</source>
        <translation>添加要对比的方案</translation>
    </message>
    <message>
        <source>AI Server Planner plans (*.aiplan)</source>
        <translation>AI Server Planner 方案 (*.aiplan)</translation>
    </message>
    <message>
        <source>Compare plans</source>
        <translation>方案对比</translation>
    </message>
    <message>
        <source>the open plan</source>
        <translation>当前方案</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 样本/秒</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>No plan with a cost result yet</source>
        <translation>尚无带成本结果的方案</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>步时</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>资本支出</translation>
    </message>
    <message>
        <source>Owned, whole horizon</source>
        <translation>自有（整个测算期）</translation>
    </message>
    <message>
        <source>First cloud option, whole horizon</source>
        <translation>首个云端选项（整个测算期）</translation>
    </message>
    <message>
        <source>Break-even with it</source>
        <translation>与其盈亏平衡</translation>
    </message>
    <message>
        <source>Owned cost per delivered GPU-hour</source>
        <translation>自有每有效 GPU 小时成本</translation>
    </message>
    <message>
        <source>Owned cost per million tokens</source>
        <translation>自有每百万 token 成本</translation>
    </message>
    <message>
        <source>Owned samples/s per $/h</source>
        <translation>自有：每 $/h 的样本/秒</translation>
    </message>
    <message>
        <source>evaluating…</source>
        <translation>正在评估…</translation>
    </message>
</context>
<context>
    <name>aip::ConflictDialog</name>
    <message>
        <source>Part changed by someone else</source>
        <translation>部件已被他人修改</translation>
    </message>
    <message>
        <source>another user</source>
        <translation>另一位用户</translation>
    </message>
    <message>
        <source>%1 was changed by %2 at %3 while you were editing it. Nothing has been saved yet: keep your values (saved over theirs; theirs stay in the history) or take theirs (your edit is dropped).</source>
        <translation>在您编辑期间，%1 已由 %2 于 %3 修改。尚未保存任何内容：保留您的值（覆盖对方的值，对方的值保留在历史中），或采用对方的值（放弃您的编辑）。</translation>
    </message>
    <message>
        <source>%1 was removed by %2 at %3 while you were editing it. Keep yours to add it again, or take theirs to leave it removed.</source>
        <translation>在您编辑期间，%1 已由 %2 于 %3 删除。保留您的以重新添加它，或采用对方的以保持删除。</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>您的</translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation>对方的</translation>
    </message>
    <message>
        <source>(removed)</source>
        <translation>（已删除）</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>保留我的</translation>
    </message>
    <message>
        <source>Take theirs</source>
        <translation>采用对方的</translation>
    </message>
</context>
<context>
    <name>aip::CurrencyDialog</name>
    <message>
        <source>Currency and exchange rates</source>
        <translation>币种与汇率</translation>
    </message>
    <message>
        <source>US dollar</source>
        <translation>美元</translation>
    </message>
    <message>
        <source>Chinese yuan (RMB)</source>
        <translation>人民币</translation>
    </message>
    <message>
        <source>Euro</source>
        <translation>欧元</translation>
    </message>
    <message>
        <source>Catalog prices stay in their own currency. The plan converts them into its currency at the rates below, which you enter: the program has no exchange rates of its own.</source>
        <translation>目录价格保留其原币种，方案按下列汇率换算为方案币种。汇率由您填写：本程序不内置任何汇率。</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>no date</source>
        <translation>未注明日期</translation>
    </message>
    <message>
        <source>Currency of the plan</source>
        <translation>方案币种</translation>
    </message>
    <message>
        <source>Rates as of</source>
        <translation>汇率日期</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>Units of %1 per 1 %2</source>
        <translation>每 1 %2 折合的 %1 数</translation>
    </message>
    <message>
        <source>not used by this plan</source>
        <translation>本方案未用到</translation>
    </message>
    <message>
        <source>rate needed: prices in %1 cannot be converted</source>
        <translation>需要汇率：以 %1 计价的价格无法换算</translation>
    </message>
    <message>
        <source>rate needed: the cost defaults in USD cannot be converted</source>
        <translation>需要汇率：以 USD 计的成本默认值无法换算</translation>
    </message>
    <message>
        <source>converts %1 catalog prices and the cost defaults</source>
        <translation>用于换算 %1 个目录价格及成本默认值</translation>
    </message>
    <message>
        <source>converts %1 catalog prices</source>
        <translation>用于换算 %1 个目录价格</translation>
    </message>
    <message>
        <source>converts the cost defaults</source>
        <translation>用于换算成本默认值</translation>
    </message>
    <message>
        <source>Without a rate for %1, the parts priced in it are quoted at 0 with a note that the rate is missing, so the quote total and the owned capex leave them out; the cost comparison reports an error and leaves out cloud options priced in it.</source>
        <translation>缺少 %1 的汇率时，以该币种计价的部件在报价单中按 0 计，并注明缺少汇率，因此报价总额和自有资本支出都不含这些部件；成本对比会报错，并略去以该币种计价的云选项。</translation>
    </message>
    <message>
        <source>Without a USD rate, the cost model takes its defaults, which are in USD (electricity, colocation, operations), as amounts in %1.</source>
        <translation>缺少 USD 汇率时，成本模型会把以 USD 计的默认值（电费、托管、运维）直接当作 %1 金额使用。</translation>
    </message>
    <message>
        <source>Exchange rates missing</source>
        <translation>缺少汇率</translation>
    </message>
    <message>
        <source>Use %1 without these rates?</source>
        <translation>仍要在缺少这些汇率的情况下使用 %1 吗？</translation>
    </message>
</context>
<context>
    <name>aip::FacilityDialog</name>
    <message>
        <source>Facility: Cooling and Power</source>
        <translation>机房：散热与供电</translation>
    </message>
    <message>
        <source>Not set (air, the TCO&apos;s default PUE)</source>
        <translation>未设置（风冷，TCO 的默认 PUE）</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>Power one rack takes: %1 kW (0: from the cooling)</source>
        <translation>单机柜功率：%1 kW（0：按散热方式取值）</translation>
    </message>
    <message>
        <source>No cap</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Most servers in one rack: %1 (0: no cap)</source>
        <translation>单机柜最多服务器数：%1（0：不限）</translation>
    </message>
    <message>
        <source>A: one feed</source>
        <translation>A：单路供电</translation>
    </message>
    <message>
        <source>A+B: two feeds, each carrying the whole rack</source>
        <translation>A+B：双路供电，每路都能承载整个机柜</translation>
    </message>
    <message>
        <source>Cooling:</source>
        <translation>散热：</translation>
    </message>
    <message>
        <source>Power per rack:</source>
        <translation>单机柜功率：</translation>
    </message>
    <message>
        <source>Servers per rack:</source>
        <translation>单机柜服务器数：</translation>
    </message>
    <message>
        <source>Power feeds:</source>
        <translation>供电线路：</translation>
    </message>
    <message>
        <source>Set cooling</source>
        <translation>设置散热方式</translation>
    </message>
    <message>
        <source>Set power per rack</source>
        <translation>设置单机柜功率</translation>
    </message>
    <message>
        <source>Set servers per rack</source>
        <translation>设置单机柜服务器数</translation>
    </message>
    <message>
        <source>Set power feeds</source>
        <translation>设置供电线路</translation>
    </message>
    <message>
        <source>PUE: %1, set in the plan&apos;s costs (the cooling&apos;s range is %2 to %3).</source>
        <translation>PUE：%1，在方案的成本中设置（该散热方式的范围为 %2 至 %3）。</translation>
    </message>
    <message>
        <source>PUE used by the TCO: %1 (%2).</source>
        <translation>TCO 使用的 PUE：%1（%2）。</translation>
    </message>
    <message>
        <source>Power per rack: %1 kW (%2).</source>
        <translation>单机柜功率：%1 kW（%2）。</translation>
    </message>
    <message>
        <source>Most a rack of this cooling removes: %1 kW (%2).</source>
        <translation>该散热方式单机柜最多可带走：%1 kW（%2）。</translation>
    </message>
    <message>
        <source>The power per rack is more than this cooling removes: racks filled to it are an error in the findings.</source>
        <translation>单机柜功率超过该散热方式可带走的热量：按此功率装满的机柜会在检查结果中报错。</translation>
    </message>
    <message>
        <source>PDUs per full rack: %1 of %2 kW (%3).</source>
        <translation>满载机柜的 PDU：%1 个，每个 %2 kW（%3）。</translation>
    </message>
    <message>
        <source>A+B feeds</source>
        <translation>A+B 双路供电</translation>
    </message>
    <message>
        <source>one feed</source>
        <translation>单路供电</translation>
    </message>
    <message>
        <source> kPa</source>
        <translation> kPa</translation>
    </message>
    <message>
        <source>Not set (%1 kPa)</source>
        <translation>未设置（%1 kPa）</translation>
    </message>
    <message>
        <source>Load the floor is rated for: %1 kPa (0: TIA-942&apos;s 12 kPa)</source>
        <translation>地板额定承载：%1 kPa（0：TIA-942 的 12 kPa）</translation>
    </message>
    <message>
        <source>Floor rating:</source>
        <translation>地板额定承载：</translation>
    </message>
    <message>
        <source>Set floor rating</source>
        <translation>设置地板额定承载</translation>
    </message>
    <message>
        <source>Floor rating the racks&apos; weight is checked against: %1 kPa (%2).</source>
        <translation>核对机柜重量所用的地板额定承载：%1 kPa（%2）。</translation>
    </message>
</context>
<context>
    <name>aip::FindingsModel</name>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
</context>
<context>
    <name>aip::FindingsPanel</name>
    <message>
        <source>✔ No findings: the configuration is consistent.</source>
        <translation>✔ 未发现问题：配置一致。</translation>
    </message>
    <message>
        <source>%1 error</source>
        <translation>%1 个错误</translation>
    </message>
    <message>
        <source>%1 errors</source>
        <translation>%1 个错误</translation>
    </message>
    <message>
        <source>%1 warning</source>
        <translation>%1 个警告</translation>
    </message>
    <message>
        <source>%1 warnings</source>
        <translation>%1 个警告</translation>
    </message>
    <message>
        <source>%1 note</source>
        <translation>%1 条提示</translation>
    </message>
    <message>
        <source>%1 notes</source>
        <translation>%1 条提示</translation>
    </message>
</context>
<context>
    <name>aip::GrowthForm</name>
    <message>
        <source> % a year</source>
        <translation> % 每年</translation>
    </message>
    <message>
        <source>Model size each year</source>
        <translation>模型规模每年</translation>
    </message>
    <message>
        <source>Tokens each year</source>
        <translation>token 数每年</translation>
    </message>
    <message>
        <source>Concurrent projects each year</source>
        <translation>并行项目数每年</translation>
    </message>
    <message>
        <source>Hardware price decline</source>
        <translation>硬件价格下降</translation>
    </message>
    <message>
        <source>Default: GPU price-performance for ML doubles every 2.07 years (Epoch AI, &quot;Trends in GPU price-performance&quot;, 2022), so the same capacity costs 28.5% less a year later.</source>
        <translation>默认值：用于机器学习的 GPU 性价比每 2.07 年翻一番（Epoch AI，“Trends in GPU price-performance”，2022），因此一年后同等算力的价格低 28.5%。</translation>
    </message>
    <message>
        <source>Set model growth</source>
        <translation>设置模型增长</translation>
    </message>
    <message>
        <source>Set tokens growth</source>
        <translation>设置 token 增长</translation>
    </message>
    <message>
        <source>Set projects growth</source>
        <translation>设置项目增长</translation>
    </message>
    <message>
        <source>Set price decline</source>
        <translation>设置价格下降</translation>
    </message>
</context>
<context>
    <name>aip::MainWindow</name>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>另存为(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About AI Server Planner</source>
        <translation>关于 AI Server Planner(&amp;A)</translation>
    </message>
    <message>
        <source>About AI Server Planner</source>
        <translation>关于 AI Server Planner</translation>
    </message>
    <message>
        <source>&lt;b&gt;AI Server Planner&lt;/b&gt; %1&lt;br&gt;Plan AI training servers: performance, cost of ownership against the cloud, and quotes.</source>
        <translation>&lt;b&gt;AI Server Planner&lt;/b&gt; %1&lt;br&gt;规划 AI 训练服务器：性能评估、与云端对比的总拥有成本，以及报价单。</translation>
    </message>
    <message>
        <source>%1[*] — AI Server Planner</source>
        <translation>%1[*] — AI Server Planner</translation>
    </message>
    <message>
        <source>Cannot open plan</source>
        <translation>无法打开方案</translation>
    </message>
    <message>
        <source>%1 could not be opened:

%2</source>
        <translation>无法打开 %1：

%2</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>无法打开 %1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Cannot save plan</source>
        <translation>无法保存方案</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>未命名方案</translation>
    </message>
    <message>
        <source>Open plan</source>
        <translation>打开方案</translation>
    </message>
    <message>
        <source>AI plans (*.aiplan);;All files (*)</source>
        <translation>AI 方案 (*.aiplan);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>保存方案</translation>
    </message>
    <message>
        <source>AI plans (*.aiplan)</source>
        <translation>AI 方案 (*.aiplan)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The plan &quot;%1&quot; has changes that are not saved. Save them?</source>
        <translation>方案“%1”有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <source>&lt;b&gt;Catalog&lt;/b&gt;</source>
        <translation>&lt;b&gt;目录&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Findings&lt;/b&gt;</source>
        <translation>&lt;b&gt;检查结果&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>未添加：%1</translation>
    </message>
    <message>
        <source>The catalog could not be opened: %1</source>
        <translation>无法打开目录：%1</translation>
    </message>
    <message>
        <source>Recover unsaved changes?</source>
        <translation>恢复未保存的更改？</translation>
    </message>
    <message>
        <source>AI Server Planner did not close normally. Unsaved changes to &quot;%1&quot; were autosaved at %2.

Recover them?</source>
        <translation>AI Server Planner 上次未正常关闭。“%1”的未保存更改已于 %2 自动保存。

是否恢复？</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>恢复未保存的更改</translation>
    </message>
    <message>
        <source>New from &amp;Template</source>
        <translation>从模板新建(&amp;T)</translation>
    </message>
    <message>
        <source>NLP project: 4 × A100 80GB</source>
        <translation>NLP 项目：4 × A100 80GB</translation>
    </message>
    <message>
        <source>8 × A100 in the cloud against 4 × H100 owned</source>
        <translation>云端 8 × A100 对比自有 4 × H100</translation>
    </message>
    <message>
        <source>DGX A100 with InfiniBand</source>
        <translation>DGX A100 搭配 InfiniBand</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>已撤销：%1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>已重做：%1</translation>
    </message>
    <message>
        <source>&amp;Remove selected part</source>
        <translation>移除所选部件(&amp;R)</translation>
    </message>
    <message>
        <source>Select an added part on the server first</source>
        <translation>请先在服务器上选择一个已添加的部件</translation>
    </message>
    <message>
        <source>&amp;Add catalog part to server</source>
        <translation>将目录部件添加到服务器(&amp;A)</translation>
    </message>
    <message>
        <source>Select a part in the catalog first</source>
        <translation>请先在目录中选择一个部件</translation>
    </message>
    <message>
        <source>&amp;Find in catalog</source>
        <translation>在目录中查找(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Server</source>
        <translation>服务器(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Add server type</source>
        <translation>添加服务器类型(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove server type</source>
        <translation>移除服务器类型(&amp;R)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Template %1 cannot be read: %2</source>
        <translation>无法读取模板 %1：%2</translation>
    </message>
    <message>
        <source>New plan from template &quot;%1&quot;</source>
        <translation>基于模板“%1”新建方案</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>报价单</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>首选项(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;Currency and exchange rates...</source>
        <translation>币种与汇率(&amp;C)...</translation>
    </message>
    <message>
        <source>Model &amp;Accuracy...</source>
        <translation>模型精度(&amp;A)...</translation>
    </message>
    <message>
        <source>Reloaded %1: another window or program changed it</source>
        <translation>已重新加载 %1：它被另一个窗口或程序修改过</translation>
    </message>
    <message>
        <source>&amp;Plan</source>
        <translation>计划(&amp;P)</translation>
    </message>
    <message>
        <source>Size to &amp;Target and Roadmap...</source>
        <translation>按目标选型与路线图(&amp;T)...</translation>
    </message>
    <message>
        <source>New plan &quot;%1&quot; from the size-to-target answer</source>
        <translation>根据选型结果新建计划“%1”</translation>
    </message>
    <message>
        <source>CV project: 2 × L40S server</source>
        <translation>视觉项目：2 × L40S 服务器</translation>
    </message>
    <message>
        <source>&amp;Export Quote as PDF...</source>
        <translation>将报价导出为 PDF(&amp;E)...</translation>
    </message>
    <message>
        <source>Go to the &amp;server canvas</source>
        <translation>转到服务器画布(&amp;S)</translation>
    </message>
    <message>
        <source>Software &amp;Stack...</source>
        <translation>软件栈(&amp;S)...</translation>
    </message>
    <message>
        <source>Llama 3 70B serving on 8 × H100</source>
        <translation>Llama 3 70B 推理服务（8 × H100）</translation>
    </message>
    <message>
        <source>ResNet-50 inference on T4 / L4</source>
        <translation>ResNet-50 推理（T4 / L4）</translation>
    </message>
    <message>
        <source>GB200 NVL72 rack: Llama 3 70B on 1.5T tokens</source>
        <translation>GB200 NVL72 整机柜：Llama 3 70B 训练 1.5T tokens</translation>
    </message>
</context>
<context>
    <name>aip::PartEditDialog</name>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Part %1</source>
        <translation>部件 %1</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>The catalog could not be opened: %1</source>
        <translation>无法打开目录：%1</translation>
    </message>
    <message>
        <source>%1 is not in the catalog (any more).</source>
        <translation>%1 不在目录中（已不存在）。</translation>
    </message>
    <message>
        <source>Read-only: this is the offline copy of the team catalog (prices as of %1); changes need the server.</source>
        <translation>只读：这是团队目录的离线副本（价格截至 %1）；修改需要连接服务器。</translation>
    </message>
    <message>
        <source>Read-only: your role on the server (%1) may quote but not change parts. An editor of the team catalog can change this price.</source>
        <translation>只读：您在服务器上的角色（%1）可以报价，但不能修改部件。团队目录的编辑者可以修改此价格。</translation>
    </message>
    <message>
        <source>Read-only: the catalog file cannot be written.</source>
        <translation>只读：无法写入目录文件。</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>已保存。</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>Your edit was dropped; the part shows the saved values of %1.</source>
        <translation>您的编辑已放弃；部件显示 %1 保存的值。</translation>
    </message>
    <message>
        <source>Not saved: the part keeps changing; try again.</source>
        <translation>未保存：部件不断被修改，请重试。</translation>
    </message>
</context>
<context>
    <name>aip::PartHistoryModel</name>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>修改人</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Old value</source>
        <translation>旧值</translation>
    </message>
    <message>
        <source>New value</source>
        <translation>新值</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
</context>
<context>
    <name>aip::PerformanceTab</name>
    <message>
        <source>Best strategies</source>
        <translation>最佳并行策略</translation>
    </message>
    <message>
        <source>Compare with nccl-tests</source>
        <translation>与 nccl-tests 对比</translation>
    </message>
    <message>
        <source>No evaluation yet</source>
        <translation>尚未评估</translation>
    </message>
    <message>
        <source>Open or build a plan to see its performance</source>
        <translation>打开或配置方案以查看其性能</translation>
    </message>
    <message>
        <source>Apply selected strategy</source>
        <translation>应用所选策略</translation>
    </message>
    <message>
        <source>Detect from the text (default all-reduce)</source>
        <translation>根据文本自动识别（默认 all-reduce）</translation>
    </message>
    <message>
        <source>Paste the output of all_reduce_perf (or another nccl-tests binary) here</source>
        <translation>在此粘贴 all_reduce_perf（或其他 nccl-tests 程序）的输出</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>消息大小</translation>
    </message>
    <message>
        <source>Measured busbw (GB/s)</source>
        <translation>实测 busbw (GB/s)</translation>
    </message>
    <message>
        <source>Model busbw (GB/s)</source>
        <translation>模型 busbw (GB/s)</translation>
    </message>
    <message>
        <source>Measured / model</source>
        <translation>实测 / 模型</translation>
    </message>
    <message>
        <source>No performance result</source>
        <translation>无性能结果</translation>
    </message>
    <message>
        <source>Bottleneck: %1</source>
        <translation>瓶颈：%1</translation>
    </message>
    <message>
        <source>Step time %1</source>
        <translation>步时 %1</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 样本/秒</translation>
    </message>
    <message>
        <source>MFU %1</source>
        <translation>MFU %1</translation>
    </message>
    <message>
        <source>%1 TFLOP/s per GPU</source>
        <translation>每 GPU %1 TFLOP/s</translation>
    </message>
    <message>
        <source>time to train %1</source>
        <translation>训练时长 %1</translation>
    </message>
    <message>
        <source>strategy chosen by the search</source>
        <translation>由搜索选定的策略</translation>
    </message>
    <message>
        <source>No scaling curve</source>
        <translation>无扩展性曲线</translation>
    </message>
    <message>
        <source>The %1 fastest strategies that fit in memory, searched with the plan&apos;s model, batch and precision. Double-click or select one and apply it; Undo restores the plan&apos;s own.</source>
        <translation>按方案的模型、批次和精度搜索出的、显存可容纳的最快 %1 种策略。双击或选中一项后点击应用；撤销可恢复方案原有的策略。</translation>
    </message>
    <message>
        <source>No collectives to predict</source>
        <translation>没有可预测的集合通信</translation>
    </message>
    <message>
        <source>Model accuracy: %1</source>
        <translation>模型精度：%1</translation>
    </message>
    <message>
        <source>memory %1 of %2 per GPU</source>
        <translation>每 GPU 显存 %1 / %2</translation>
    </message>
    <message>
        <source>optimizer states in CPU memory (%1 of %2 per node)</source>
        <translation>优化器状态在 CPU 内存中（每节点 %1 / %2）</translation>
    </message>
    <message>
        <source>optimizer states on NVMe (%1 of %2 per node)</source>
        <translation>优化器状态在 NVMe 上（每节点 %1 / %2）</translation>
    </message>
    <message>
        <source>time per epoch %1</source>
        <translation>每轮时间 %1</translation>
    </message>
    <message>
        <source>experts over %1 GPUs (EP %1)</source>
        <translation>专家分布在 %1 个 GPU 上（EP %1）</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>No serving result</source>
        <translation>无推理服务结果</translation>
    </message>
    <message>
        <source>Serves %1 output tokens/s on one replica — bottleneck: %2</source>
        <translation>一个副本每秒输出 %1 个 token — 瓶颈：%2</translation>
    </message>
    <message>
        <source>Serves %1 output tokens/s on %2 replicas — bottleneck: %3</source>
        <translation>%2 个副本每秒输出 %1 个 token — 瓶颈：%3</translation>
    </message>
    <message>
        <source>No batch meets the latency limits — bottleneck: %1</source>
        <translation>没有批大小能满足延迟限制 — 瓶颈：%1</translation>
    </message>
    <message>
        <source>TTFT %1 (%2)</source>
        <translation>首 token 时间 %1（%2）</translation>
    </message>
    <message>
        <source>TPOT %1</source>
        <translation>每 token 时间 %1</translation>
    </message>
    <message>
        <source>%1 GPUs needed, the plan has %2</source>
        <translation>需要 %1 个 GPU，方案有 %2 个</translation>
    </message>
    <message>
        <source>TP %1 per replica</source>
        <translation>每副本 TP %1</translation>
    </message>
    <message>
        <source>Output tokens/s</source>
        <translation>输出 token/秒</translation>
    </message>
    <message>
        <source>Over all replicas at the plan&apos;s load</source>
        <translation>方案负载下所有副本合计</translation>
    </message>
    <message>
        <source>not given: each replica at its largest batch within the limits</source>
        <translation>未给出：每个副本按限制内的最大批次运行</translation>
    </message>
    <message>
        <source>%1 requests/s</source>
        <translation>%1 请求/秒</translation>
    </message>
    <message>
        <source>%1 concurrent users</source>
        <translation>%1 个并发用户</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>负载</translation>
    </message>
    <message>
        <source>%1 (%2 input, %3 output tokens each)</source>
        <translation>%1（每个请求输入 %2、输出 %3 个 token）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Time to first token (%1)</source>
        <translation>首 token 时间（%1）</translation>
    </message>
    <message>
        <source>%1 (limit %2)</source>
        <translation>%1（上限 %2）</translation>
    </message>
    <message>
        <source>The prompt&apos;s prefill plus the wait for a free slot at the %1 percentile</source>
        <translation>提示词的预填充加上等待空闲槽位的时间，按第 %1 百分位</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>每输出 token 时间</translation>
    </message>
    <message>
        <source>%1 (limit %2; %3 tokens/s per user)</source>
        <translation>%1（上限 %2；每用户 %3 token/秒）</translation>
    </message>
    <message>
        <source>One decode step at the operating batch, prefills included</source>
        <translation>工作批次下的一个解码步，含预填充</translation>
    </message>
    <message>
        <source>Sequences in flight per replica</source>
        <translation>每副本进行中的序列数</translation>
    </message>
    <message>
        <source>Largest load within the limits</source>
        <translation>限制内的最大负载</translation>
    </message>
    <message>
        <source>%1 sequences, %2 requests/s, %3 output tokens/s per replica</source>
        <translation>每副本 %1 个序列、%2 请求/秒、%3 输出 token/秒</translation>
    </message>
    <message>
        <source>none: one sequence alone misses a limit</source>
        <translation>无：单个序列就已超出限制</translation>
    </message>
    <message>
        <source>The most sequences one replica holds in flight while both latency limits hold</source>
        <translation>在两个延迟限制都满足时，一个副本能同时处理的最多序列数</translation>
    </message>
    <message>
        <source>KV cache holds</source>
        <translation>KV 缓存容量</translation>
    </message>
    <message>
        <source>%1 sequences per replica</source>
        <translation>每副本 %1 个序列</translation>
    </message>
    <message>
        <source>Replicas needed</source>
        <translation>所需副本数</translation>
    </message>
    <message>
        <source>%1 × %2 GPUs (tensor parallel)</source>
        <translation>%1 × %2 个 GPU（张量并行）</translation>
    </message>
    <message>
        <source>GPUs needed</source>
        <translation>所需 GPU</translation>
    </message>
    <message>
        <source>%1 (the plan has %2)</source>
        <translation>%1（方案有 %2 个）</translation>
    </message>
    <message>
        <source>Weights per GPU</source>
        <translation>每 GPU 权重</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>每 token 的 KV 缓存</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <source>Cost per million output tokens, owned</source>
        <translation>每百万输出 token 成本（自有）</translation>
    </message>
    <message>
        <source>%1 (%2 to %3 with 20 % less or more capacity)</source>
        <translation>%1（容量少或多 20 % 时为 %2 至 %3）</translation>
    </message>
    <message>
        <source>Cost per million output tokens, %1 (%2)</source>
        <translation>每百万输出 token 成本，%1（%2）</translation>
    </message>
    <message>
        <source>No latency curve</source>
        <translation>无延迟曲线</translation>
    </message>
    <message>
        <source>time to train %1 (%2 of steps at goodput %3, %4 GPU-hours)</source>
        <translation>训练时长 %1（训练步骤 %2，有效产出率 %3，%4 GPU 小时）</translation>
    </message>
    <message>
        <source>%1 × %2 GPU (tensor parallel)</source>
        <translation>%1 × %2 个 GPU（张量并行）</translation>
    </message>
    <message>
        <source>The fastest strategy that fits in memory, searched with the plan&apos;s model, batch and precision. Double-click or select it and apply it; Undo restores the plan&apos;s own.</source>
        <translation>按方案的模型、批次和精度搜索出的、显存可容纳的最快策略。双击或选中后点击应用；撤销可恢复方案原有的策略。</translation>
    </message>
    <message>
        <source>%1 GPU</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <source>%1 row of %2</source>
        <translation>%1 行 %2 数据</translation>
    </message>
    <message>
        <source>%1 rows of %2</source>
        <translation>%1 行 %2 数据</translation>
    </message>
    <message>
        <source>%1 over %2 read; the model predicts for the plan&apos;s %3.</source>
        <translation>已读取 %1（%2）；模型按本方案的 %3 进行预测。</translation>
    </message>
    <message>
        <source>%1 read (the text does not say over how many GPUs); the model predicts for the plan&apos;s %2.</source>
        <translation>已读取 %1（文本中未注明 GPU 数量）；模型按本方案的 %2 进行预测。</translation>
    </message>
    <message>
        <source>%1 sequence, %2 requests/s, %3 output tokens/s per replica</source>
        <translation>每副本 %1 个序列、%2 请求/秒、%3 输出 token/秒</translation>
    </message>
    <message>
        <source>%1 sequence per replica</source>
        <translation>每副本 %1 个序列</translation>
    </message>
    <message>
        <source>%1 concurrent user</source>
        <translation>%1 个并发用户</translation>
    </message>
    <message>
        <source>%1 GPU needed, the plan has %2</source>
        <translation>需要 %1 个 GPU，方案有 %2 个</translation>
    </message>
    <message>
        <source>%1 images/s</source>
        <translation>%1 图像/秒</translation>
    </message>
    <message>
        <source>%1 sequences/s (%2 tokens/s)</source>
        <translation>%1 序列/秒（%2 token/秒）</translation>
    </message>
    <message>
        <source>%1 epochs %2</source>
        <translation>%1 轮 %2</translation>
    </message>
    <message>
        <source>Serves %1 images/s on one replica — bottleneck: %2</source>
        <translation>单个副本处理 %1 图像/秒 — 瓶颈：%2</translation>
    </message>
    <message>
        <source>Serves %1 sequences/s on one replica — bottleneck: %2</source>
        <translation>单个副本处理 %1 序列/秒 — 瓶颈：%2</translation>
    </message>
    <message>
        <source>Serves %1 images/s on %2 replicas — bottleneck: %3</source>
        <translation>%2 个副本处理 %1 图像/秒 — 瓶颈：%3</translation>
    </message>
    <message>
        <source>Serves %1 sequences/s on %2 replicas — bottleneck: %3</source>
        <translation>%2 个副本处理 %1 序列/秒 — 瓶颈：%3</translation>
    </message>
    <message>
        <source>latency %1 (%2)</source>
        <translation>延迟 %1（%2）</translation>
    </message>
    <message>
        <source>batch %1</source>
        <translation>批大小 %1</translation>
    </message>
    <message>
        <source>Images/s</source>
        <translation>图像/秒</translation>
    </message>
    <message>
        <source>Sequences/s</source>
        <translation>序列/秒</translation>
    </message>
    <message>
        <source>%1 (one image per request)</source>
        <translation>%1（每个请求一张图像）</translation>
    </message>
    <message>
        <source>%1 (one sequence per request)</source>
        <translation>%1（每个请求一个序列）</translation>
    </message>
    <message>
        <source>Latency (%1)</source>
        <translation>延迟（%1）</translation>
    </message>
    <message>
        <source>The batch&apos;s forward pass plus the wait for it at the %1 percentile</source>
        <translation>第 %1 百分位下批次的前向计算加上等待时间</translation>
    </message>
    <message>
        <source>Batch per replica</source>
        <translation>每个副本的批大小</translation>
    </message>
    <message>
        <source>One request alone</source>
        <translation>单个请求单独处理</translation>
    </message>
    <message>
        <source>%1 images/s per replica (batch %2)</source>
        <translation>每个副本 %1 图像/秒（批大小 %2）</translation>
    </message>
    <message>
        <source>%1 sequences/s per replica (batch %2)</source>
        <translation>每个副本 %1 序列/秒（批大小 %2）</translation>
    </message>
    <message>
        <source>none: one request alone misses the limit</source>
        <translation>无：单个请求也超出上限</translation>
    </message>
    <message>
        <source>Largest batch in memory</source>
        <translation>显存可容纳的最大批</translation>
    </message>
    <message>
        <source>%1 replica of one GPU</source>
        <translation>%1 个单 GPU 副本</translation>
    </message>
    <message>
        <source>%1 replicas of one GPU</source>
        <translation>%1 个单 GPU 副本</translation>
    </message>
    <message>
        <source>Cost per million images, owned</source>
        <translation>每百万张图像成本（自有）</translation>
    </message>
    <message>
        <source>Cost per million sequences, owned</source>
        <translation>每百万个序列成本（自有）</translation>
    </message>
    <message>
        <source>Cost per million images, %1 (%2)</source>
        <translation>每百万张图像成本，%1（%2）</translation>
    </message>
    <message>
        <source>Cost per million sequences, %1 (%2)</source>
        <translation>每百万个序列成本，%1（%2）</translation>
    </message>
    <message>
        <source>%1 replica on one %2 MIG instance (%3 per GPU)</source>
        <translation>%1 个副本，运行于一个 %2 MIG 实例（每 GPU %3 个）</translation>
    </message>
    <message>
        <source>%1 replicas, each on one %2 MIG instance (%3 per GPU)</source>
        <translation>%1 个副本，各运行于一个 %2 MIG 实例（每 GPU %3 个）</translation>
    </message>
    <message>
        <source>%1 (%2 MIG instances × %3)</source>
        <translation>%1（%2 个 MIG 实例 × %3）</translation>
    </message>
    <message>
        <source>each expert over %1 GPUs, folded apart from attention&apos;s TP (ETP %1)</source>
        <translation>每个专家切分到 %1 个 GPU 上，独立于注意力的 TP 折叠（ETP %1）</translation>
    </message>
    <message>
        <source>whole experts on each GPU, folded apart from attention&apos;s TP (ETP 1)</source>
        <translation>每个 GPU 上放整个专家，独立于注意力的 TP 折叠（ETP 1）</translation>
    </message>
    <message>
        <source>%1 GPU (%2)</source>
        <translation>%1 个 GPU（%2）</translation>
    </message>
    <message>
        <source>%1 GPUs (%2)</source>
        <translation>%1 个 GPU（%2）</translation>
    </message>
    <message>
        <source>Apply strategy %1</source>
        <translation>应用策略 %1</translation>
    </message>
    <message>
        <source>Applied %1 · micro-batch %2</source>
        <translation>已应用 %1 · 微批次 %2</translation>
    </message>
    <message>
        <source>host memory %1 of %2 per node for what the GPUs offload</source>
        <translation>每节点主机内存 %1 / %2，存放 GPU 卸载的数据</translation>
    </message>
    <message>
        <source>The plan&apos;s pipeline layout keeps them to its %1 stages (pp x interleave).</source>
        <translation>方案的流水线布局把它们限定在其 %1 个阶段（pp × interleave）。</translation>
    </message>
    <message>
        <source>Does not fit in GPU memory: %1 per GPU needed, %2 available</source>
        <translation>超出显存容量：每 GPU 需要 %1，可用 %2</translation>
    </message>
    <message>
        <source>No scaling curve: the plan runs at none of the node counts from %1 to %2 (at %2: %3)</source>
        <translation>无扩展性曲线：从 %1 到 %2 个节点，方案在任何节点数下都无法运行（%2 个节点时：%3）</translation>
    </message>
    <message>
        <source>No scaling curve: the plan runs on none of its node&apos;s GPU counts from %1 to %2 (at %2: %3)</source>
        <translation>无扩展性曲线：在节点内从 %1 到 %2 个 GPU，方案在任何 GPU 数下都无法运行（%2 个 GPU 时：%3）</translation>
    </message>
    <message>
        <source>One GPU: throughput against GPU count needs a plan of two GPUs or more</source>
        <translation>单个 GPU：吞吐量随 GPU 数的变化需要两个或更多 GPU 的方案</translation>
    </message>
</context>
<context>
    <name>aip::PlanDocument</name>
    <message>
        <source>Untitled plan</source>
        <translation>未命名方案</translation>
    </message>
    <message>
        <source>%1 is being saved by another window or program; try again</source>
        <translation>%1 正在被另一个窗口或程序保存，请稍后再试</translation>
    </message>
    <message>
        <source>%1 was changed by another window or program since it was opened or saved here</source>
        <translation>%1 在此处打开或保存后，已被另一个窗口或程序修改</translation>
    </message>
</context>
<context>
    <name>aip::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>跟随系统语言</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Quote number prefix</source>
        <translation>报价单号前缀</translation>
    </message>
    <message>
        <source>Next quote number</source>
        <translation>下一个报价单号</translation>
    </message>
    <message>
        <source>Seller details...</source>
        <translation>卖方信息...</translation>
    </message>
    <message>
        <source>Quotes</source>
        <translation>报价单</translation>
    </message>
    <message>
        <source>General</source>
        <translation>常规</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>目录</translation>
    </message>
</context>
<context>
    <name>aip::QuoteChecklistDialog</name>
    <message>
        <source>Before the quote is sent</source>
        <translation>发送报价之前</translation>
    </message>
    <message>
        <source>The PDF goes to the client as it is. It still lacks:</source>
        <translation>PDF 将原样发给客户。目前仍缺少：</translation>
    </message>
    <message>
        <source>Export anyway</source>
        <translation>仍然导出</translation>
    </message>
    <message>
        <source>Nothing is missing any more.</source>
        <translation>已无缺项。</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
</context>
<context>
    <name>aip::QuoteLinesModel</name>
    <message>
        <source>Network fabric</source>
        <translation>集群网络</translation>
    </message>
    <message>
        <source>%1 — %2 nodes</source>
        <translation>%1 — %2 个节点</translation>
    </message>
    <message>
        <source>Discount on every line of %1, in percent (0 to 100; empty: none). Double-click or type to change it; Undo restores it.</source>
        <translation>%1 所有行的折扣，按百分比填写（0 到 100；留空表示无折扣）。双击或直接输入即可修改；撤销可恢复原值。</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>%1 (estimate)</source>
        <translation>%1（估算）</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>产品描述</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>折扣</translation>
    </message>
    <message>
        <source>Extended</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>enter a number from 0 to 100, or leave the cell empty for no discount.</source>
        <translation>请输入 0 到 100 之间的数字；留空表示无折扣。</translation>
    </message>
    <message>
        <source>a discount must be from 0 to 100% (you entered %1).</source>
        <translation>折扣须在 0 到 100% 之间（您输入的是 %1）。</translation>
    </message>
    <message>
        <source>Discount on %1 not changed: %2</source>
        <translation>%1 的折扣未修改：%2</translation>
    </message>
    <message>
        <source>%1 — %2 node</source>
        <translation>%1 — %2 个节点</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
</context>
<context>
    <name>aip::QuoteTab</name>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>Quote number</source>
        <translation>报价单号</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Valid for</source>
        <translation>有效期</translation>
    </message>
    <message>
        <source>Expires</source>
        <translation>到期日</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>客户</translation>
    </message>
    <message>
        <source>Contact</source>
        <translation>联系人</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>电子邮件</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>税率</translation>
    </message>
    <message>
        <source>Payment terms</source>
        <translation>付款条件</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>交货条款</translation>
    </message>
    <message>
        <source>Warranty</source>
        <translation>保修条款</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>纸张</translation>
    </message>
    <message>
        <source>Seller details...</source>
        <translation>卖方信息...</translation>
    </message>
    <message>
        <source>Export PDF...</source>
        <translation>导出 PDF...</translation>
    </message>
    <message>
        <source>Edit quote number</source>
        <translation>编辑报价单号</translation>
    </message>
    <message>
        <source>Edit payment terms</source>
        <translation>编辑付款条件</translation>
    </message>
    <message>
        <source>Edit delivery terms</source>
        <translation>编辑交货条款</translation>
    </message>
    <message>
        <source>Edit warranty</source>
        <translation>编辑保修条款</translation>
    </message>
    <message>
        <source>Edit customer</source>
        <translation>编辑客户信息</translation>
    </message>
    <message>
        <source>Edit quote notes</source>
        <translation>编辑报价单备注</translation>
    </message>
    <message>
        <source>Change quote date</source>
        <translation>更改报价日期</translation>
    </message>
    <message>
        <source>Change validity</source>
        <translation>更改有效期</translation>
    </message>
    <message>
        <source>Change discount</source>
        <translation>更改折扣</translation>
    </message>
    <message>
        <source>Change tax</source>
        <translation>更改税率</translation>
    </message>
    <message>
        <source>Change paper size</source>
        <translation>更改纸张大小</translation>
    </message>
    <message>
        <source>automatic: %1</source>
        <translation>自动：%1</translation>
    </message>
    <message>
        <source>Some parts are not in the catalog and are not priced: %1</source>
        <translation>部分部件不在目录中，未计价：%1</translation>
    </message>
    <message>
        <source>The catalog is not loaded.</source>
        <translation>目录未加载。</translation>
    </message>
    <message>
        <source>Export quote</source>
        <translation>导出报价单</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot export the quote</source>
        <translation>无法导出报价单</translation>
    </message>
    <message>
        <source>Currency and exchange rates...</source>
        <translation>币种与汇率...</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>No conversion: the catalog prices are in %1.</source>
        <translation>无需换算：目录价格均以 %1 计。</translation>
    </message>
    <message>
        <source>Prices converted at %1 (rates of %2).</source>
        <translation>价格按 %1 换算（%2的汇率）。</translation>
    </message>
    <message>
        <source>Prices converted at %1 (the rates have no date).</source>
        <translation>价格按 %1 换算（汇率未注明日期）。</translation>
    </message>
    <message>
        <source>No exchange rate for %1: parts priced in it count as 0 in this quote.</source>
        <translation>缺少 %1 的汇率：以该币种计价的部件在本报价中按 0 计。</translation>
    </message>
    <message>
        <source>Line items</source>
        <translation>报价明细</translation>
    </message>
    <message>
        <source>double-click a discount to change it (0 to 100%, empty: none); it applies to every line of that SKU</source>
        <translation>双击折扣即可修改（0 到 100%，留空表示无折扣）；折扣适用于该 SKU 的所有行</translation>
    </message>
    <message>
        <source>Subtotal %1</source>
        <translation>小计 %1</translation>
    </message>
    <message>
        <source>quote discount %1%: −%2</source>
        <translation>整单折扣 %1%：−%2</translation>
    </message>
    <message>
        <source>tax %1%: %2</source>
        <translation>税额 %1%：%2</translation>
    </message>
    <message>
        <source>Total %1 %2</source>
        <translation>合计 %1 %2</translation>
    </message>
    <message>
        <source>Quote discount</source>
        <translation>整单折扣</translation>
    </message>
    <message>
        <source>Exported quote %1 to %2</source>
        <translation>已导出报价单 %1 至 %2</translation>
    </message>
    <message>
        <source>%1 page; total %2 %3</source>
        <translation>共 %1 页；总计 %2 %3</translation>
    </message>
    <message>
        <source>%1 pages; total %2 %3</source>
        <translation>共 %1 页；总计 %2 %3</translation>
    </message>
    <message>
        <source>The customer&apos;s name:</source>
        <translation>客户名称：</translation>
    </message>
    <message>
        <source>Preparing the preview…</source>
        <translation>正在生成预览…</translation>
    </message>
    <message>
        <source>Preparing the line items…</source>
        <translation>正在准备明细行…</translation>
    </message>
    <message>
        <source>A quote is being exported: wait until it is written, then export again.</source>
        <translation>正在导出一份报价单：请等它写完后再导出。</translation>
    </message>
    <message>
        <source>Exporting the quote to %1…</source>
        <translation>正在将报价单导出至 %1…</translation>
    </message>
    <message>
        <source>Waiting for the evaluation…</source>
        <translation>正在等待评估…</translation>
    </message>
    <message>
        <source>The export goes on when the figures of the edited plan are computed.</source>
        <translation>编辑后方案的数据计算完成后，导出将继续。</translation>
    </message>
</context>
<context>
    <name>aip::RoadmapModel</name>
    <message>
        <source>36 months in all</source>
        <translation>36 个月合计</translation>
    </message>
    <message>
        <source>now</source>
        <translation>现在</translation>
    </message>
    <message>
        <source>months %1–%2</source>
        <translation>第 %1–%2 个月</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1 instance-hours</source>
        <translation>%1 实例小时</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 个节点</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>What</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>%1 node</source>
        <translation>%1 个节点</translation>
    </message>
</context>
<context>
    <name>aip::RoadmapPage</name>
    <message>
        <source>Build roadmap</source>
        <translation>生成路线图</translation>
    </message>
    <message>
        <source>How the plan&apos;s cluster keeps up over three years as the work grows: set the growth and press Build roadmap.</source>
        <translation>随着工作量增长，计划的集群在三年内能否跟上：设置增长后点击“生成路线图”。</translation>
    </message>
    <message>
        <source>No roadmap yet.</source>
        <translation>尚无路线图。</translation>
    </message>
    <message>
        <source>No roadmap for this plan: %1</source>
        <translation>此计划无法生成路线图：%1</translation>
    </message>
    <message>
        <source>It keeps up with the work for all 36 months.</source>
        <translation>在全部 36 个月内都能满足工作量。</translation>
    </message>
    <message>
        <source>&lt;b&gt;It does not keep up even now&lt;/b&gt;: the work is %1 times what it can do.</source>
        <translation>&lt;b&gt;目前就已无法满足&lt;/b&gt;：工作量是其能力的 %1 倍。</translation>
    </message>
    <message>
        <source>&lt;b&gt;It runs out in month %1&lt;/b&gt; (quarter %2).</source>
        <translation>&lt;b&gt;将在第 %1 个月不再满足需求&lt;/b&gt;（第 %2 季度）。</translation>
    </message>
    <message>
        <source>%1 × %2 train the run in %3 days today; each run must finish within %4 days.</source>
        <translation>%1 × %2 目前训练一次需要 %3 天；每次训练须在 %4 天内完成。</translation>
    </message>
    <message>
        <source>%1 × %2 train the run in %3 days today; it runs once a year in the %4 days the cluster is in service.</source>
        <translation>%1 × %2 目前训练一次需要 %3 天；每年在集群服务的 %4 天内训练一次。</translation>
    </message>
</context>
<context>
    <name>aip::SellerDialog</name>
    <message>
        <source>Seller details for quotes</source>
        <translation>报价单卖方信息</translation>
    </message>
    <message>
        <source>Company</source>
        <translation>公司</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Contact</source>
        <translation>联系人</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>电子邮件</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>电话</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>浏览...</translation>
    </message>
    <message>
        <source>Logo</source>
        <translation>徽标</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.svg)</source>
        <translation>图像 (*.png *.jpg *.jpeg *.svg)</translation>
    </message>
</context>
<context>
    <name>aip::SensitivityTab</name>
    <message>
        <source>Each bar is the TCO model run again with one assumption 20 % lower or higher and everything else as planned: the longer the bar, the more the decision depends on that assumption. Negative means owning gains against the cloud.</source>
        <translation>每个条形表示将某一项假设调低或调高 20 %、其余保持方案设定后重新计算的总拥有成本：条形越长，决策越依赖该假设。负值表示自有方案相对云端更划算。</translation>
    </message>
    <message>
        <source>Compare owning with:</source>
        <translation>自有方案对比：</translation>
    </message>
    <message>
        <source>Open or build a plan with a cloud option to see what its cost depends on</source>
        <translation>打开或配置带云端选项的方案，查看其成本取决于哪些因素</translation>
    </message>
    <message>
        <source>No assumption could be varied</source>
        <translation>没有可调整的假设</translation>
    </message>
</context>
<context>
    <name>aip::ServerCanvas</name>
    <message>
        <source>Built into %1: locked</source>
        <translation>内置于 %1：已锁定</translation>
    </message>
    <message>
        <source>Delete removes it; so does dragging it off the server</source>
        <translation>按 Delete 键或将其拖出服务器即可移除</translation>
    </message>
    <message>
        <source>Empty: drag a part from the catalog here</source>
        <translation>空：从目录将部件拖到此处</translation>
    </message>
    <message>
        <source>%1 is built into the system: it cannot be moved or removed</source>
        <translation>%1 为整机内置：不能移动或移除</translation>
    </message>
    <message>
        <source>%1 is built into the system: it cannot be removed</source>
        <translation>%1 为整机内置：不能移除</translation>
    </message>
    <message>
        <source>%1 is built in (locked)</source>
        <translation>%1 为内置（已锁定）</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>移除 %1</translation>
    </message>
    <message>
        <source>Remove all %1 × %2</source>
        <translation>移除全部 %1 × %2</translation>
    </message>
    <message>
        <source>Add another</source>
        <translation>再添加一个</translation>
    </message>
    <message>
        <source>%1 is not in the catalog</source>
        <translation>%1 不在目录中</translation>
    </message>
    <message>
        <source>Start with a server: drag a server or chassis from the catalog onto the canvas</source>
        <translation>请先添加服务器：将目录中的服务器或机箱拖到画布上</translation>
    </message>
    <message>
        <source>%1 is already this server&apos;s chassis</source>
        <translation>%1 已是该服务器的机箱</translation>
    </message>
    <message>
        <source>Drop to start a server type with %1</source>
        <translation>松开即以 %1 新建服务器类型</translation>
    </message>
    <message>
        <source>Already in this server: drag it onto another server&apos;s tab to move it, or off the server to remove it</source>
        <translation>已在该服务器中：拖到另一服务器的标签页可移动，拖出服务器可移除</translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>未添加：%1</translation>
    </message>
    <message>
        <source>%1 is no longer in that server</source>
        <translation>%1 已不在该服务器中</translation>
    </message>
    <message>
        <source>Drop to use %1: %2 do not fit it and will be offered for removal</source>
        <translation>放下以使用 %1：%2 与其不兼容，将提示移除</translation>
    </message>
    <message>
        <source>%1 was not used: %2 do not fit it</source>
        <translation>未使用 %1：%2 与其不兼容</translation>
    </message>
    <message>
        <source>Use %1 as the chassis and remove %2</source>
        <translation>使用 %1 作为机箱并移除 %2</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;More than the chassis has slots for&lt;/b&gt;</source>
        <translation>&lt;br&gt;&lt;b&gt;超出机箱的插槽数量&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Fill the %1 free slots</source>
        <translation>填满 %1 个空闲插槽</translation>
    </message>
    <message>
        <source>Add %1 part</source>
        <translation>添加 %1 个部件</translation>
    </message>
    <message>
        <source>Add %1 parts</source>
        <translation>添加 %1 个部件</translation>
    </message>
</context>
<context>
    <name>aip::SizingDialog</name>
    <message>
        <source>Size to Target and Roadmap</source>
        <translation>按目标选型与路线图</translation>
    </message>
    <message>
        <source>Size to target</source>
        <translation>按目标选型</translation>
    </message>
    <message>
        <source>Roadmap</source>
        <translation>路线图</translation>
    </message>
</context>
<context>
    <name>aip::SizingPage</name>
    <message>
        <source>Size</source>
        <translation>选型</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Open as new plan</source>
        <translation>作为新计划打开</translation>
    </message>
    <message>
        <source>Set the target and press Size: every system and build of the catalog at every sensible node count, and every cloud instance, is weighed against it.</source>
        <translation>设置目标后点击“选型”：目录中的每种系统和组装配置在每个合理节点数下，以及每种云实例，都将与目标对照评估。</translation>
    </message>
    <message>
        <source>No answer yet.</source>
        <translation>尚无结果。</translation>
    </message>
    <message>
        <source>Double-click a candidate, or select it and press Open as new plan, to edit, check and quote it as a plan of its own.</source>
        <translation>双击候选，或选中后点击“作为新计划打开”，即可将其作为独立计划编辑、检查和报价。</translation>
    </message>
    <message>
        <source>Weighing the options… %v of %m</source>
        <translation>正在评估选项… 第 %v 个，共 %m 个</translation>
    </message>
    <message>
        <source>Cancelled: the answer shown is the previous one.</source>
        <translation>已取消：显示的是上一次的结果。</translation>
    </message>
    <message>
        <source>%1: %2 days, TCO %3</source>
        <translation>%1：%2 天，TCO %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cheapest&lt;/b&gt; %1 · &lt;b&gt;fastest&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;最便宜&lt;/b&gt; %1 · &lt;b&gt;最快&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;No candidate meets the target.&lt;/b&gt; The table says what binds each.</source>
        <translation>&lt;b&gt;没有候选满足目标。&lt;/b&gt;表格列出了各自的约束。</translation>
    </message>
    <message>
        <source>Cannot size this plan: %1</source>
        <translation>无法为此计划选型：%1</translation>
    </message>
    <message>
        <source>%1 options weighed, %2 candidates, %3 meet the target (%4 s); TCO over %5 months on the same work.</source>
        <translation>评估了 %1 个选项，%2 个候选，%3 个满足目标（%4 秒）；TCO 为 %5 个月内相同工作量的成本。</translation>
    </message>
    <message>
        <source>Double-click a candidate to open it as a new plan. TCO on the same work: the target&apos;s run repeated at its pace in the hours in service.</source>
        <translation>双击候选可将其作为新计划打开。TCO 按相同工作量计：目标训练按其节奏在服务时间内重复进行。</translation>
    </message>
</context>
<context>
    <name>aip::SoftwareDialog</name>
    <message>
        <source>Apply Smallest Fix</source>
        <translation>应用最小修改</translation>
    </message>
    <message>
        <source>Software Stack</source>
        <translation>软件栈</translation>
    </message>
    <message>
        <source>The software the servers run. It is checked against what the plan&apos;s GPUs need (vendor support matrices and release notes); leave a field empty when it does not matter.</source>
        <translation>服务器运行的软件。它会与方案中 GPU 的需求（厂商支持矩阵和发行说明）对照检查；无关紧要的字段可留空。</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>例如 %1</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>设置 %1</translation>
    </message>
    <message>
        <source>Sets CUDA, the driver, PyTorch, cuDNN and NCCL to the smallest versions that run every GPU of the plan, keeping what already works</source>
        <translation>将 CUDA、驱动、PyTorch、cuDNN 和 NCCL 设为能运行方案中所有 GPU 的最低版本，保留已可用的部分</translation>
    </message>
    <message>
        <source>Clear Stack</source>
        <translation>清除软件栈</translation>
    </message>
    <message>
        <source>Removes the plan&apos;s software section: nothing is checked</source>
        <translation>删除方案的软件部分：不再检查任何内容</translation>
    </message>
    <message>
        <source>Clear software stack</source>
        <translation>清除软件栈</translation>
    </message>
    <message>
        <source>Apply the smallest software fix</source>
        <translation>应用最小软件修改</translation>
    </message>
    <message>
        <source>No catalog is loaded: the stack cannot be checked.</source>
        <translation>未加载目录：无法检查软件栈。</translation>
    </message>
    <message>
        <source>The plan has no GPU yet.</source>
        <translation>方案中还没有 GPU。</translation>
    </message>
    <message>
        <source>What the plan&apos;s GPUs need:</source>
        <translation>方案中 GPU 的需求：</translation>
    </message>
    <message>
        <source>No stack is stated: nothing is checked.</source>
        <translation>未指定软件栈：不检查任何内容。</translation>
    </message>
    <message>
        <source>The stack runs every GPU of the plan.</source>
        <translation>该软件栈可运行方案中的所有 GPU。</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>Findings of the check:</source>
        <translation>检查结果：</translation>
    </message>
</context>
<context>
    <name>aip::StartPage</name>
    <message>
        <source>&lt;h2&gt;Start a plan&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;开始一个方案&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Start from a template, open a recent plan, or begin with an empty plan. Enter opens the selected entry; Tab moves between the lists.</source>
        <translation>从模板开始、打开最近的方案，或从空白方案开始。回车键打开所选条目；Tab 键在列表之间切换。</translation>
    </message>
    <message>
        <source>&amp;Empty plan</source>
        <translation>空白方案(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Open a plan...</source>
        <translation>打开方案(&amp;O)...</translation>
    </message>
    <message>
        <source>&lt;b&gt;Templates&lt;/b&gt;</source>
        <translation>&lt;b&gt;模板&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recent plans&lt;/b&gt;</source>
        <translation>&lt;b&gt;最近的方案&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No recent plans yet</source>
        <translation>尚无最近的方案</translation>
    </message>
</context>
<context>
    <name>aip::StrategyTableModel</name>
    <message>
        <source>Bottleneck: %1</source>
        <translation>瓶颈：%1</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 样本/秒</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>Interleave</source>
        <translation>交错</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>步时</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Memory/GPU</source>
        <translation>显存/GPU</translation>
    </message>
    <message>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <source>SP</source>
        <translation>SP</translation>
    </message>
    <message>
        <source>Trains</source>
        <translation>训练内容</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>%1h</source>
        <translation>%1h</translation>
    </message>
    <message>
        <source>Context parallel: GPUs that split each sequence</source>
        <translation>上下文并行：切分每条序列的 GPU 数</translation>
    </message>
    <message>
        <source>Expert parallel: GPUs the experts of a layer are spread over</source>
        <translation>专家并行：一层的专家分布到的 GPU 数</translation>
    </message>
    <message>
        <source>ZeRO stage; &quot;h&quot;: hybrid sharding, sharded inside a group and replicated across groups</source>
        <translation>ZeRO 阶段；“h”：混合分片，组内分片、组间复制</translation>
    </message>
    <message>
        <source>Sequence parallel: norms and dropout split across the tensor-parallel GPUs</source>
        <translation>序列并行：归一化与 dropout 在张量并行的 GPU 间切分</translation>
    </message>
    <message>
        <source>What trains (all weights, LoRA, QLoRA) and where the optimizer states live</source>
        <translation>训练内容（全部权重、LoRA、QLoRA）及优化器状态所在位置</translation>
    </message>
    <message>
        <source>ETP</source>
        <translation>ETP</translation>
    </message>
    <message>
        <source>Expert tensor parallel: GPUs each expert is split over (parallel folding: the experts laid over the tensor- and data-parallel GPUs apart from attention&apos;s TP)</source>
        <translation>专家张量并行：每个专家切分到的 GPU 数（并行折叠：专家独立于注意力的 TP，铺放在张量并行与数据并行的 GPU 上）</translation>
    </message>
    <message>
        <source>Model error</source>
        <translation>模型误差</translation>
    </message>
    <message>
        <source>±%1 %</source>
        <translation>±%1 %</translation>
    </message>
    <message>
        <source>Model accuracy: %1</source>
        <translation>模型精度：%1</translation>
    </message>
    <message>
        <source>The model&apos;s mean error on published runs of the strategy&apos;s regime (Help &gt; Model accuracy)</source>
        <translation>该策略所属场景在已发表实测中的模型平均误差（帮助 &gt; 模型精度）</translation>
    </message>
</context>
<context>
    <name>aip::SummaryStrip</name>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>资本支出</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>步时</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Memory / GPU</source>
        <translation>显存 / GPU</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>训练时长</translation>
    </message>
    <message>
        <source>Owned, 3 yr</source>
        <translation>自有，3 年</translation>
    </message>
    <message>
        <source>Cloud, 3 yr</source>
        <translation>云端，3 年</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>盈亏平衡</translation>
    </message>
    <message>
        <source>Recomputing…</source>
        <translation>正在重新计算…</translation>
    </message>
    <message>
        <source>Nominal power of all nodes</source>
        <translation>所有节点的额定功耗</translation>
    </message>
    <message>
        <source>Hardware after discount, network and overhead</source>
        <translation>硬件费用（计入折扣、网络与附加费用）</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 样本/秒</translation>
    </message>
    <message>
        <source>Model FLOPs utilization; %1 TFLOPS per GPU</source>
        <translation>模型算力利用率；每 GPU %1 TFLOPS</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Fits in GPU memory</source>
        <translation>显存可容纳</translation>
    </message>
    <message>
        <source>Does not fit in GPU memory</source>
        <translation>超出显存容量</translation>
    </message>
    <message>
        <source>Set tokens to train in the Workload panel</source>
        <translation>请在“工作负载”面板中设置训练 token 数</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bottleneck:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;瓶颈：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>%1 × %2 (%3)</source>
        <translation>%1 × %2（%3）</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>First month in which owning has cost no more than renting</source>
        <translation>自有累计成本首次不高于租用成本的月份</translation>
    </message>
    <message>
        <source>Add a cloud option to compare</source>
        <translation>添加云端选项以进行对比</translation>
    </message>
    <message>
        <source>Model accuracy: %1</source>
        <translation>模型精度：%1</translation>
    </message>
    <message>
        <source>±%1 % model error</source>
        <translation>模型误差 ±%1 %</translation>
    </message>
    <message>
        <source>accuracy: not covered</source>
        <translation>精度：未覆盖</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>The training uses %1 of the %2 GPUs</source>
        <translation>训练使用了 %2 块 GPU 中的 %1 块</translation>
    </message>
    <message>
        <source>First token</source>
        <translation>首 token</translation>
    </message>
    <message>
        <source>Output tokens/s</source>
        <translation>输出 token/秒</translation>
    </message>
    <message>
        <source>Per output token</source>
        <translation>每输出 token</translation>
    </message>
    <message>
        <source>Weights / GPU</source>
        <translation>权重 / GPU</translation>
    </message>
    <message>
        <source>GPUs needed</source>
        <translation>所需 GPU</translation>
    </message>
    <message>
        <source>Time per epoch</source>
        <translation>每轮时间</translation>
    </message>
    <message>
        <source>Time to first token at the %1 percentile; limit %2</source>
        <translation>第 %1 百分位的首 token 时间；上限 %2</translation>
    </message>
    <message>
        <source>%1 output tokens/s over %2 replicas</source>
        <translation>%2 个副本合计每秒输出 %1 个 token</translation>
    </message>
    <message>
        <source>Time per output token; limit %1</source>
        <translation>每输出 token 时间；上限 %1</translation>
    </message>
    <message>
        <source>Weights per GPU at TP %1; the KV cache holds %2 sequences per replica</source>
        <translation>TP %1 时每 GPU 的权重；KV 缓存每副本可容纳 %2 个序列</translation>
    </message>
    <message>
        <source>No batch meets the latency limits</source>
        <translation>没有批大小能满足延迟限制</translation>
    </message>
    <message>
        <source>%1 of training steps; with checkpoints, failures and restarts (goodput %2) %3, %4 GPU-hours</source>
        <translation>训练步骤 %1；计入检查点、故障与重启（有效产出率 %2）为 %3，共 %4 GPU 小时</translation>
    </message>
    <message>
        <source>%1 error: see Findings</source>
        <translation>%1 个错误：见“检查结果”</translation>
    </message>
    <message>
        <source>%1 errors: see Findings</source>
        <translation>%1 个错误：见“检查结果”</translation>
    </message>
    <message>
        <source>Capex and running costs over %1 year</source>
        <translation>%1 年内的资本支出与运营成本</translation>
    </message>
    <message>
        <source>Capex and running costs over %1 years</source>
        <translation>%1 年内的资本支出与运营成本</translation>
    </message>
    <message>
        <source>%1 output tokens/s over %2 replica</source>
        <translation>%2 个副本合计每秒输出 %1 个 token</translation>
    </message>
    <message>
        <source>%1 replica of %2 serves the load; the plan has %3</source>
        <translation>%1 个副本（每个 %2）承担该负载；方案有 %3</translation>
    </message>
    <message>
        <source>%1 replicas of %2 serve the load; the plan has %3</source>
        <translation>%1 个副本（每个 %2）承担该负载；方案有 %3</translation>
    </message>
    <message>
        <source>%1 GPU</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <source>Weights per GPU at TP %1; the KV cache holds %2 sequence per replica</source>
        <translation>TP %1 时每 GPU 的权重；KV 缓存每副本可容纳 %2 个序列</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>Images/s</source>
        <translation>图像/秒</translation>
    </message>
    <message>
        <source>Sequences/s</source>
        <translation>序列/秒</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>Latency of a request at the %1 percentile; limit %2</source>
        <translation>第 %1 百分位的请求延迟；上限 %2</translation>
    </message>
    <message>
        <source>%1 images/s over %2 replica</source>
        <translation>%1 图像/秒，共 %2 个副本</translation>
    </message>
    <message>
        <source>%1 images/s over %2 replicas</source>
        <translation>%1 图像/秒，共 %2 个副本</translation>
    </message>
    <message>
        <source>%1 sequences/s over %2 replica</source>
        <translation>%1 序列/秒，共 %2 个副本</translation>
    </message>
    <message>
        <source>%1 sequences/s over %2 replicas</source>
        <translation>%1 序列/秒，共 %2 个副本</translation>
    </message>
    <message>
        <source>Requests in one batch on each replica; one GPU&apos;s memory holds a batch of %1</source>
        <translation>每个副本一批中的请求数；单个 GPU 的显存可容纳 %1 的批大小</translation>
    </message>
    <message>
        <source>Weights per GPU</source>
        <translation>每 GPU 权重</translation>
    </message>
    <message>
        <source>%1 tokens/s, %2 samples/s</source>
        <translation>%1 token/秒，%2 样本/秒</translation>
    </message>
    <message>
        <source>%1 sequences/s, %2 tokens/s</source>
        <translation>%1 序列/秒，%2 token/秒</translation>
    </message>
    <message>
        <source>%1 images/s</source>
        <translation>%1 图像/秒</translation>
    </message>
    <message>
        <source>%1 epochs %2</source>
        <translation>%1 轮 %2</translation>
    </message>
    <message>
        <source>Set images to train in the Workload panel</source>
        <translation>请在“工作负载”面板中设置训练图像数</translation>
    </message>
    <message>
        <source>Weights per GPU: %1 MIG instances, %2 each</source>
        <translation>每 GPU 权重：%1 个 MIG 实例，各 %2</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 token/秒</translation>
    </message>
    <message>
        <source>%1 seq/s</source>
        <translation>%1 序列/秒</translation>
    </message>
    <message>
        <source>%1 img/s</source>
        <translation>%1 图像/秒</translation>
    </message>
    <message>
        <source>%1 smp/s</source>
        <translation>%1 样本/秒</translation>
    </message>
</context>
<context>
    <name>aip::TargetForm</name>
    <message>
        <source> B tokens</source>
        <translation> B token</translation>
    </message>
    <message>
        <source>the workload&apos;s</source>
        <translation>同工作负载</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>capex</source>
        <translation>资本支出</translation>
    </message>
    <message>
        <source>3-year TCO</source>
        <translation>3 年 TCO</translation>
    </message>
    <message>
        <source>owned or cloud</source>
        <translation>自建或云</translation>
    </message>
    <message>
        <source>owned</source>
        <translation>自建</translation>
    </message>
    <message>
        <source>cloud</source>
        <translation>云</translation>
    </message>
    <message>
        <source>Tokens to train</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>Within</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>Owned or cloud</source>
        <translation>自建或云</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Power at most</source>
        <translation>最大功率</translation>
    </message>
    <message>
        <source>Racks at most</source>
        <translation>最多机柜</translation>
    </message>
    <message>
        <source>Set target tokens</source>
        <translation>设置目标 token 数</translation>
    </message>
    <message>
        <source>Set target deadline</source>
        <translation>设置目标期限</translation>
    </message>
    <message>
        <source>Set target budget</source>
        <translation>设置目标预算</translation>
    </message>
    <message>
        <source>Set target power limit</source>
        <translation>设置目标功率上限</translation>
    </message>
    <message>
        <source>Set target rack limit</source>
        <translation>设置目标机柜上限</translation>
    </message>
    <message>
        <source>Set target budget kind</source>
        <translation>设置预算类型</translation>
    </message>
    <message>
        <source>Set owned or cloud</source>
        <translation>设置自建或云</translation>
    </message>
</context>
<context>
    <name>aip::TcoTab</name>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Total over the horizon</source>
        <translation>测算期总计</translation>
    </message>
    <message>
        <source>All-in per hour</source>
        <translation>每小时综合成本</translation>
    </message>
    <message>
        <source>Per delivered GPU-hour</source>
        <translation>每有效 GPU 小时</translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation>每百万 token</translation>
    </message>
    <message>
        <source>Per 1,000 samples</source>
        <translation>每千样本</translation>
    </message>
    <message>
        <source>Samples/s per $/h</source>
        <translation>每 $/h 的样本/秒</translation>
    </message>
    <message>
        <source>&lt;b&gt;Assumptions&lt;/b&gt; — double-click a value to change it (bold: set in the plan)</source>
        <translation>&lt;b&gt;假设&lt;/b&gt; — 双击数值可修改（粗体：方案中设定的值）</translation>
    </message>
    <message>
        <source>No evaluation yet</source>
        <translation>尚未评估</translation>
    </message>
    <message>
        <source>Open or build a plan to see its cost</source>
        <translation>打开或配置方案以查看其成本</translation>
    </message>
    <message>
        <source>No cost comparison: the plan has no servers</source>
        <translation>无法进行成本对比：方案中没有服务器</translation>
    </message>
    <message>
        <source>Owned: %1 over %2 months. Add a cloud option to compare.</source>
        <translation>自有：%2 个月共 %1。添加云端选项以进行对比。</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>说明：%1</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>total / hours of the horizon = %1 / %2 h</source>
        <translation>总计 / 测算期小时数 = %1 / %2 h</translation>
    </message>
    <message>
        <source>samples/s / (all-in $ per hour): the seeds&apos; cost-efficiency index</source>
        <translation>样本/秒 / 每小时综合成本（$）：种子数据中的成本效率指标</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>Owned cluster</source>
        <translation>自有集群</translation>
    </message>
    <message>
        <source>total / (GPUs x hours x utilization) = %1 / %2 delivered GPU-hours</source>
        <translation>总计 / (GPU 数 × 小时数 × 利用率) = %1 / %2 有效 GPU 小时</translation>
    </message>
    <message>
        <source>Amounts in %1, converted at %2 (rates of %3).</source>
        <translation>金额以 %1 计，按 %2 换算（%3的汇率）。</translation>
    </message>
    <message>
        <source>Amounts in %1, converted at %2 (the rates have no date).</source>
        <translation>金额以 %1 计，按 %2 换算（汇率未注明日期）。</translation>
    </message>
    <message>
        <source> (%1 committed, %2 h on demand)</source>
        <translation>（承诺 %1 个，按需 %2 小时）</translation>
    </message>
    <message>
        <source> (%1 h of restarts from checkpoints)</source>
        <translation>（从检查点重启 %1 小时）</translation>
    </message>
    <message>
        <source> (%1–%2)</source>
        <translation>（%1–%2）</translation>
    </message>
    <message>
        <source> (%1–)</source>
        <translation>（%1–）</translation>
    </message>
    <message>
        <source> (assumed: the performance model gives none)</source>
        <translation>（假定值：性能模型未给出）</translation>
    </message>
    <message>
        <source> (month %1 or later with cloud price, utilization and electricity each %2% off; none within %3 months at worst)</source>
        <translation>（云端价格、利用率和电价各偏离 %2% 时为第 %1 个月或更晚；最差情况下 %3 个月内不回本）</translation>
    </message>
    <message>
        <source> (month %1 with cloud price, utilization and electricity each %2% off)</source>
        <translation>（云端价格、利用率和电价各偏离 %2% 时仍为第 %1 个月）</translation>
    </message>
    <message>
        <source> (months %1 to %2 with cloud price, utilization and electricity each %3% off)</source>
        <translation>（云端价格、利用率和电价各偏离 %3% 时为第 %1 至 %2 个月）</translation>
    </message>
    <message>
        <source>&quot;Same capacity, always on&quot; rents the matching instance count 24/7 instead.</source>
        <translation>“同等容量、全天候租用”则按对应实例数量全天候租用。</translation>
    </message>
    <message>
        <source>%1 instances x %2/h x 730 h x %3 months + storage + egress</source>
        <translation>%1 个实例 × %2/小时 × 730 小时 × %3 个月 + 存储 + 出网流量</translation>
    </message>
    <message>
        <source>%1: %2 samples/s per instance, %3 instance-hours</source>
        <translation>%1：每实例 %2 样本/秒，%3 实例小时</translation>
    </message>
    <message>
        <source>%1: no delivered work to match, costed always on.</source>
        <translation>%1：没有可对应的交付工作量，按全天候租用计价。</translation>
    </message>
    <message>
        <source>Break-even (band)</source>
        <translation>盈亏平衡（区间）</translation>
    </message>
    <message>
        <source>Owning breaks even with %1 in month %2 of %3%4.</source>
        <translation>自有方案在第 %2 个月（共 %3 个月）与 %1 盈亏平衡%4。</translation>
    </message>
    <message>
        <source>Owning does not break even with %1 within %2 months%3.</source>
        <translation>自有方案在 %2 个月内未能与 %1 盈亏平衡%3。</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <source>Same capacity, always on</source>
        <translation>同等容量、全天候租用</translation>
    </message>
    <message>
        <source>Same work: the owned cluster delivers W = %1 samples/s x %2 h x utilization %3 x goodput %4%5 = %6 samples over the horizon; each cloud option is billed for the instance-hours W needs (1- and 3-year terms: whole instances for the whole term, on demand for the rest).</source>
        <translation>同等工作量：自有集群在周期内交付 W = %1 样本/秒 × %2 小时 × 利用率 %3 × 有效产出率 %4%5 = %6 个样本；每个云端方案按交付 W 所需的实例小时计费（1 年和 3 年承诺：整台实例计满整个承诺期，其余按需）。</translation>
    </message>
    <message>
        <source>no date</source>
        <translation>无日期</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>total / (delivered work W x tokens per sample) x 1,000,000</source>
        <translation>总计 / (交付工作量 W × 每样本 token 数) × 1,000,000</translation>
    </message>
    <message>
        <source>total / (instance-hours the work needs x GPUs x goodput) = %1 / %2 delivered GPU-hours</source>
        <translation>总计 / (工作所需实例小时 × GPU 数 × 有效产出率) = %1 / %2 有效 GPU 小时</translation>
    </message>
    <message>
        <source>total / delivered work W x 1,000</source>
        <translation>总计 / 交付工作量 W × 1,000</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <source>Cooling and power...</source>
        <translation>散热与供电...</translation>
    </message>
    <message>
        <source>The facility: cooling (and the PUE it brings), power per rack, servers per rack and power feeds</source>
        <translation>机房：散热方式（及其 PUE）、单机柜功率、单机柜服务器数和供电线路</translation>
    </message>
    <message>
        <source>%1 instance x %2/h x 730 h x %3 months + storage + egress</source>
        <translation>%1 个实例 × %2/小时 × 730 小时 × %3 个月 + 存储 + 出网流量</translation>
    </message>
    <message>
        <source>Per million output tokens</source>
        <translation>每百万输出 token</translation>
    </message>
    <message>
        <source>Per 1,000 requests</source>
        <translation>每千请求</translation>
    </message>
    <message>
        <source>Requests/s per $/h</source>
        <translation>每 $/h 的请求/秒</translation>
    </message>
    <message>
        <source>%1: %2 requests/s per instance, %3 instance-hours</source>
        <translation>%1：每实例 %2 请求/秒，%3 实例小时</translation>
    </message>
    <message>
        <source>Same work: the owned cluster serves W = %1 requests/s x %2 h x utilization %3 x goodput %4%5 = %6 requests over the horizon; each cloud option is billed for the instance-hours W needs (1- and 3-year terms: whole instances for the whole term, on demand for the rest).</source>
        <translation>同等工作量：自有集群在周期内服务 W = %1 请求/秒 × %2 小时 × 利用率 %3 × 有效产出率 %4%5 = %6 个请求；每个云端方案按服务 W 所需的实例小时计费（1 年和 3 年承诺：整台实例计满整个承诺期，其余按需）。</translation>
    </message>
</context>
<context>
    <name>aip::WorkloadPanel</name>
    <message>
        <source>Custom transformer</source>
        <translation>自定义 Transformer</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <source>same as heads</source>
        <translation>与注意力头数相同</translation>
    </message>
    <message>
        <source>4 × hidden</source>
        <translation>4 × 隐藏层维度</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏层维度</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>KV heads (GQA)</source>
        <translation>KV 头数（GQA）</translation>
    </message>
    <message>
        <source>FFN size</source>
        <translation>FFN 维度</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source> B tokens</source>
        <translation> B token</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>Auto: the fastest strategy that fits</source>
        <translation>自动：选择显存可容纳的最快策略</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>stage %1</source>
        <translation>阶段 %1</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>全局批次</translation>
    </message>
    <message>
        <source>Micro batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Tokens to train</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation>并行方式</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <source>Set the model to %1</source>
        <translation>将模型设为 %1</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>设置%1</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>hidden size</source>
        <translation>隐藏层维度</translation>
    </message>
    <message>
        <source>attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>Set global batch to %1</source>
        <translation>将全局批次设为 %1</translation>
    </message>
    <message>
        <source>Set micro batch</source>
        <translation>设置微批次</translation>
    </message>
    <message>
        <source>Set precision to %1</source>
        <translation>将精度设为 %1</translation>
    </message>
    <message>
        <source>Set tokens to train</source>
        <translation>设置训练 token 数</translation>
    </message>
    <message>
        <source>Choose parallelism automatically</source>
        <translation>自动选择并行方式</translation>
    </message>
    <message>
        <source>Set parallelism</source>
        <translation>设置并行方式</translation>
    </message>
    <message>
        <source>Set TP to %1</source>
        <translation>将 TP 设为 %1</translation>
    </message>
    <message>
        <source>Set PP to %1</source>
        <translation>将 PP 设为 %1</translation>
    </message>
    <message>
        <source>Set DP to %1</source>
        <translation>将 DP 设为 %1</translation>
    </message>
    <message>
        <source>Set ZeRO stage</source>
        <translation>设置 ZeRO 阶段</translation>
    </message>
    <message>
        <source>Set recompute</source>
        <translation>设置激活重计算</translation>
    </message>
    <message>
        <source>Set sequence parallel</source>
        <translation>设置序列并行</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Train or fine-tune the model: time per step and time to train</source>
        <translation>训练或微调模型：每步时间和训练时间</translation>
    </message>
    <message>
        <source>Serve</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>Optimizer states (with ZeRO 3 also the weights) in CPU memory or on NVMe drives (ZeRO-Offload, ZeRO-Infinity); Auto lets the search offload a fine-tune that does not fit</source>
        <translation>优化器状态（ZeRO 3 时也包括权重）放在 CPU 内存或 NVMe 硬盘上（ZeRO-Offload、ZeRO-Infinity）；自动：放不下的微调由搜索决定是否卸载</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>卸载</translation>
    </message>
    <message>
        <source>Expert parallel: the experts of a mixture-of-experts model spread over this many of the data-parallel GPUs (it divides DP)</source>
        <translation>专家并行：混合专家模型的专家分布到这么多个数据并行 GPU 上（须整除 DP）</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <source>Set offload</source>
        <translation>设置卸载</translation>
    </message>
    <message>
        <source>Set expert parallel</source>
        <translation>设置专家并行</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>微调</translation>
    </message>
    <message>
        <source>No: train from scratch</source>
        <translation>否：从头训练</translation>
    </message>
    <message>
        <source>Fine-tune: the fastest that fits</source>
        <translation>微调：放得下的最快方式</translation>
    </message>
    <message>
        <source>Train all weights</source>
        <translation>训练全部权重</translation>
    </message>
    <message>
        <source>LoRA trains small adapters on a frozen model; QLoRA keeps the frozen model in 4 bits (NF4). Both need far less memory than training all weights.</source>
        <translation>LoRA 在冻结的模型上训练小型适配器；QLoRA 将冻结的模型以 4 位（NF4）保存。两者所需显存都远少于训练全部权重。</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1（默认）</translation>
    </message>
    <message>
        <source>The rank of the LoRA adapters</source>
        <translation>LoRA 适配器的秩</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>FP8 runs the matrix products in FP8 where the GPU has FP8 tensor cores; INT8 and INT4 store the weights smaller and compute in 16 bits</source>
        <translation>FP8：GPU 具备 FP8 张量核心时以 FP8 做矩阵乘；INT8 和 INT4 以更小的格式存储权重，以 16 位计算</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>请求/秒</translation>
    </message>
    <message>
        <source>concurrent users</source>
        <translation>并发用户</translation>
    </message>
    <message>
        <source>The traffic to serve: requests arriving per second, or users each with one request in flight. Not set: one replica at its largest load within the limits.</source>
        <translation>要服务的流量：每秒到达的请求数，或每人各有一个进行中请求的用户数。未设置：一个副本在限制内的最大负载。</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>The latency limits hold for this share of requests (p90: nine in ten)</source>
        <translation>延迟限制对这一比例的请求成立（p90：十个中的九个）</translation>
    </message>
    <message>
        <source>Tensor-parallel GPUs per replica, inside one node; Auto: the fewest that hold the model and one sequence</source>
        <translation>每个副本的张量并行 GPU 数（在一个节点内）；自动：能容纳模型和一个序列的最少 GPU 数</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>输入 token 数</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>输出 token 数</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>流量</translation>
    </message>
    <message>
        <source>First token within</source>
        <translation>首 token 时间上限</translation>
    </message>
    <message>
        <source>Per output token within</source>
        <translation>每输出 token 时间上限</translation>
    </message>
    <message>
        <source>Limits hold at</source>
        <translation>限制适用于</translation>
    </message>
    <message>
        <source>GPUs per replica (TP)</source>
        <translation>每副本 GPU 数（TP）</translation>
    </message>
    <message>
        <source>Serve the model</source>
        <translation>部署模型推理</translation>
    </message>
    <message>
        <source>Train the model</source>
        <translation>训练模型</translation>
    </message>
    <message>
        <source>Set the fine-tune method to %1</source>
        <translation>将微调方法设为 %1</translation>
    </message>
    <message>
        <source>Set the LoRA rank</source>
        <translation>设置 LoRA 秩</translation>
    </message>
    <message>
        <source>Set the weights to %1</source>
        <translation>将权重设为 %1</translation>
    </message>
    <message>
        <source>Set the KV cache precision</source>
        <translation>设置 KV 缓存精度</translation>
    </message>
    <message>
        <source>Set the input tokens</source>
        <translation>设置输入 token 数</translation>
    </message>
    <message>
        <source>Set the output tokens</source>
        <translation>设置输出 token 数</translation>
    </message>
    <message>
        <source>Set the traffic</source>
        <translation>设置流量</translation>
    </message>
    <message>
        <source>Set the first-token limit</source>
        <translation>设置首 token 时间上限</translation>
    </message>
    <message>
        <source>Set the per-token limit</source>
        <translation>设置每 token 时间上限</translation>
    </message>
    <message>
        <source>Set the percentile</source>
        <translation>设置百分位</translation>
    </message>
    <message>
        <source>Set the GPUs per replica</source>
        <translation>设置每副本 GPU 数</translation>
    </message>
    <message>
        <source>Dataset (tokens per epoch)</source>
        <translation>数据集（每轮 token 数）</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>默认：%1</translation>
    </message>
    <message>
        <source>Serve the model: throughput, latency, and the GPUs a request load needs</source>
        <translation>部署模型：吞吐量、延迟以及请求负载所需的 GPU</translation>
    </message>
    <message>
        <source>Set images to train</source>
        <translation>设置训练图像数</translation>
    </message>
    <message>
        <source> M images</source>
        <translation> M 张图像</translation>
    </message>
    <message>
        <source>all linear layers (default)</source>
        <translation>全部线性层（默认）</translation>
    </message>
    <message>
        <source>attention q and v (the LoRA paper)</source>
        <translation>注意力 q 和 v（LoRA 论文）</translation>
    </message>
    <message>
        <source>attention q, k, v, o</source>
        <translation>注意力 q、k、v、o</translation>
    </message>
    <message>
        <source>MLP gate, up, down</source>
        <translation>MLP gate、up、down</translation>
    </message>
    <message>
        <source>The linear layers of each transformer block that carry adapters: more layers, more adapter weights and optimizer states, a little more time per step</source>
        <translation>每个 Transformer 块中带适配器的线性层：层越多，适配器权重和优化器状态越多，每步时间也略长</translation>
    </message>
    <message>
        <source>1 (not set)</source>
        <translation>1（未设置）</translation>
    </message>
    <message>
        <source>Passes over the dataset; the time of all of them is beside the time per epoch (the plan&apos;s target.epochs, which sizing to a target also reads)</source>
        <translation>遍历数据集的轮数；全部轮次的时间显示在每轮时间旁（即方案的 target.epochs，按目标选型也会读取）</translation>
    </message>
    <message>
        <source>Adapted layers</source>
        <translation>适配的层</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>Set the epochs</source>
        <translation>设置轮数</translation>
    </message>
    <message>
        <source>Set the adapted layers</source>
        <translation>设置适配的层</translation>
    </message>
    <message>
        <source>these: %1</source>
        <translation>这些：%1</translation>
    </message>
    <message>
        <source>Dataset (images per epoch)</source>
        <translation>数据集（每轮图像数）</translation>
    </message>
    <message>
        <source>Images to train</source>
        <translation>训练图像数</translation>
    </message>
    <message>
        <source>Tokens per sequence</source>
        <translation>每个序列的 token 数</translation>
    </message>
    <message>
        <source>Answer within</source>
        <translation>应答时间上限</translation>
    </message>
    <message>
        <source>Run each replica on one MIG instance, a slice of the GPU with its share of the compute, memory and bandwidth and no NVLink (one GPU per replica, tensor parallel 1). Offered on A100, A30, H100, H200 and B200.</source>
        <translation>每个副本运行在一个 MIG 实例上：GPU 的一个切片，拥有相应份额的算力、显存和带宽，没有 NVLink（每副本一个 GPU 切片，张量并行为 1）。适用于 A100、A30、H100、H200 和 B200。</translation>
    </message>
    <message>
        <source>MIG instance</source>
        <translation>MIG 实例</translation>
    </message>
    <message>
        <source>Serve on whole GPUs</source>
        <translation>整卡推理</translation>
    </message>
    <message>
        <source>Serve on MIG instances %1</source>
        <translation>在 MIG 实例 %1 上推理</translation>
    </message>
    <message>
        <source>None: whole GPUs</source>
        <translation>无：整卡</translation>
    </message>
    <message>
        <source>%1 (not a profile of this GPU)</source>
        <translation>%1（不是此 GPU 的配置）</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>注意力头维度</translation>
    </message>
    <message>
        <source>hidden ÷ heads</source>
        <translation>隐藏层维度 ÷ 注意力头数</translation>
    </message>
    <message>
        <source>head dimension</source>
        <translation>注意力头维度</translation>
    </message>
    <message>
        <source>Sliding window</source>
        <translation>滑动窗口</translation>
    </message>
    <message>
        <source>Windowed layers</source>
        <translation>窗口层占比</translation>
    </message>
    <message>
        <source>all layers</source>
        <translation>所有层</translation>
    </message>
    <message>
        <source>sliding window</source>
        <translation>滑动窗口</translation>
    </message>
    <message>
        <source>Set windowed layers</source>
        <translation>设置窗口层占比</translation>
    </message>
    <message>
        <source>Sliding-window attention: the keys each query attends to in the windowed layers (Mistral 7B 4,096, Gemma 3 1,024, GPT-OSS 128)</source>
        <translation>滑动窗口注意力：窗口层中每个查询关注的键数（Mistral 7B 为 4,096，Gemma 3 为 1,024，GPT-OSS 为 128）</translation>
    </message>
    <message>
        <source>The share of the layers that use the window (GPT-OSS and Gemma 2: 0.5, Gemma 3: 0.83); the others attend to the whole sequence</source>
        <translation>使用滑动窗口的层所占比例（GPT-OSS 和 Gemma 2 为 0.5，Gemma 3 为 0.83）；其余层关注整个序列</translation>
    </message>
    <message>
        <source>Search chose %1 · micro batch %2 · ZeRO %3 · recompute %4</source>
        <translation>搜索选定 %1 · 微批次 %2 · ZeRO %3 · 激活重计算 %4</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>软件</translation>
    </message>
    <message>
        <source>Not said</source>
        <translation>未指定</translation>
    </message>
    <message>
        <source>Megatron-Core (NeMo)</source>
        <translation>Megatron-Core（NeMo）</translation>
    </message>
    <message>
        <source>PyTorch FSDP</source>
        <translation>PyTorch FSDP</translation>
    </message>
    <message>
        <source>DeepSpeed</source>
        <translation>DeepSpeed</translation>
    </message>
    <message>
        <source>Whose implementation runs the data-parallel sharding (its buckets, prefetch and collectives), and the defaults it implies: Megatron-Core&apos;s layers are Transformer Engine&apos;s, with cuDNN&apos;s fused attention on Hopper and later and a vocabulary-parallel loss. Not said: PyTorch FSDP&apos;s sharding and the GPU&apos;s default kernels.</source>
        <translation>由谁的实现执行数据并行分片（其分桶、预取与集合通信），以及它隐含的默认设置：Megatron-Core 的层来自 Transformer Engine，在 Hopper 及更新的 GPU 上使用 cuDNN 融合注意力，并使用词表并行的损失函数。未指定：按 PyTorch FSDP 的分片与该 GPU 的默认内核计算。</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>Default for the GPU and framework</source>
        <translation>按 GPU 与框架的默认</translation>
    </message>
    <message>
        <source>The attention kernel (workload.attention). By default bf16 and fp8 run cuDNN&apos;s fused attention on Blackwell, and on Hopper under Megatron-Core or on the stack of Plan &gt; Software Stack where it prefers cuDNN&apos;s (PyTorch 2.11 or later, Transformer Engine), FlashAttention-2 elsewhere; fp16 and fp32 run the unfused softmax.</source>
        <translation>注意力内核（workload.attention）。默认情况下，bf16 与 fp8 在 Blackwell 上，以及在 Hopper 上使用 Megatron-Core 或“计划 &gt; 软件栈”所述软件栈优先选用 cuDNN（PyTorch 2.11 及以上、Transformer Engine）时，运行 cuDNN 融合注意力，其他情况运行 FlashAttention-2；fp16 与 fp32 运行未融合的 softmax。</translation>
    </message>
    <message>
        <source>Set the framework to %1</source>
        <translation>将框架设为 %1</translation>
    </message>
    <message>
        <source>Set the attention kernel to %1</source>
        <translation>将注意力内核设为 %1</translation>
    </message>
</context>
<context>
    <name>aip::charts</name>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>forward and backward math: matmuls and memory-bound operations</source>
        <translation>前向与反向计算：矩阵乘法及访存受限的算子</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>extra forward passes of activation recompute</source>
        <translation>激活重计算带来的额外前向计算</translation>
    </message>
    <message>
        <source>TP communication</source>
        <translation>TP 通信</translation>
    </message>
    <message>
        <source>tensor/sequence-parallel collectives inside each layer, not overlapped</source>
        <translation>每层内部张量/序列并行的集合通信（未与计算重叠）</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>pipeline fill and drain: (p-1)/(v*m) of the work</source>
        <translation>流水线填充与排空：占工作量的 (p-1)/(v*m)</translation>
    </message>
    <message>
        <source>Pipeline sends</source>
        <translation>流水线发送</translation>
    </message>
    <message>
        <source>point-to-point activation sends between stages</source>
        <translation>流水线阶段之间点对点的激活值发送</translation>
    </message>
    <message>
        <source>Exposed DP communication</source>
        <translation>未被掩盖的 DP 通信</translation>
    </message>
    <message>
        <source>data-parallel gradient reduction (and ZeRO gathers) not hidden behind backward</source>
        <translation>未能被反向计算掩盖的数据并行梯度规约（及 ZeRO 聚合）</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>optimizer update, memory-bound</source>
        <translation>优化器更新（访存受限）</translation>
    </message>
    <message>
        <source>Data stall</source>
        <translation>数据等待</translation>
    </message>
    <message>
        <source>the input pipeline (storage or CPU) not keeping up</source>
        <translation>输入流水线（存储或 CPU）跟不上</translation>
    </message>
    <message>
        <source>No step time: %1</source>
        <translation>无步时：%1</translation>
    </message>
    <message>
        <source>Time per step</source>
        <translation>每步时间</translation>
    </message>
    <message>
        <source>Time per step — bottleneck: %1</source>
        <translation>每步时间 — 瓶颈：%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 per step (%3 of the step time %4)&lt;br&gt;%5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：每步 %2（占步时 %4 的 %3）&lt;br&gt;%5</translation>
    </message>
    <message>
        <source>Time per step (s)</source>
        <translation>每步时间 (s)</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>步时</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot encode the chart as PNG</source>
        <translation>无法将图表编码为 PNG</translation>
    </message>
    <message>
        <source>Chart exported by AI Server Planner</source>
        <translation>由 AI Server Planner 导出的图表</translation>
    </message>
    <message>
        <source>all-reduce</source>
        <translation>all-reduce</translation>
    </message>
    <message>
        <source>reduce-scatter</source>
        <translation>reduce-scatter</translation>
    </message>
    <message>
        <source>all-gather</source>
        <translation>all-gather</translation>
    </message>
    <message>
        <source>all-to-all</source>
        <translation>all-to-all</translation>
    </message>
    <message>
        <source>send/receive</source>
        <translation>send/receive</translation>
    </message>
    <message>
        <source>Predicted bus bandwidth over %1 GPUs (nccl-tests busbw)</source>
        <translation>%1 个 GPU 的预测总线带宽（nccl-tests busbw）</translation>
    </message>
    <message>
        <source>Message size (log scale)</source>
        <translation>消息大小（对数刻度）</translation>
    </message>
    <message>
        <source>busbw (GB/s)</source>
        <translation>总线带宽 (GB/s)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1, %2 over %3 GPUs&lt;/b&gt; (%4)&lt;br&gt;time %5; algbw = size / time = %6 GB/s; busbw = algbw x bus factor = %7 GB/s</source>
        <translation>&lt;b&gt;%1，%2，%3 个 GPU&lt;/b&gt;（%4）&lt;br&gt;时间 %5；algbw = 大小 / 时间 = %6 GB/s；busbw = algbw × 总线系数 = %7 GB/s</translation>
    </message>
    <message>
        <source>nccl-tests</source>
        <translation>nccl-tests</translation>
    </message>
    <message>
        <source>%1 (measured)</source>
        <translation>%1（实测）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Measured at %1&lt;/b&gt;: busbw %2 GB/s (time %3 us)&lt;br&gt;model at %4: %5 GB/s</source>
        <translation>&lt;b&gt;%1 处实测&lt;/b&gt;：busbw %2 GB/s（时间 %3 us）&lt;br&gt;%4 处模型值：%5 GB/s</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>累计成本（%1）</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1, month %2&lt;/b&gt;: %3 cumulative</source>
        <translation>&lt;b&gt;%1，第 %2 个月&lt;/b&gt;：累计 %3</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>model parameters held by this GPU (after TP/PP and ZeRO-3 sharding)</source>
        <translation>该 GPU 持有的模型参数（经 TP/PP 和 ZeRO-3 切分后）</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>gradients held by this GPU (sharded by ZeRO-2 and 3)</source>
        <translation>该 GPU 持有的梯度（由 ZeRO-2 和 ZeRO-3 切分）</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>mixed-precision Adam: 16 bytes per parameter before ZeRO sharding</source>
        <translation>混合精度 Adam：ZeRO 切分前每个参数 16 字节</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Framework overhead</source>
        <translation>框架开销</translation>
    </message>
    <message>
        <source>CUDA context, allocator fragmentation and buffers: total less the above</source>
        <translation>CUDA 上下文、分配器碎片和缓冲区：总量减去以上各项</translation>
    </message>
    <message>
        <source>Memory per GPU: %1 of %2</source>
        <translation>每 GPU 显存：%1 / %2</translation>
    </message>
    <message>
        <source>Memory per GPU: %1 — does not fit in %2</source>
        <translation>每 GPU 显存：%1 — 超出 %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 (%3 bytes)&lt;br&gt;%4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：%2（%3 字节）&lt;br&gt;%4</translation>
    </message>
    <message>
        <source>Memory (bytes)</source>
        <translation>显存（字节）</translation>
    </message>
    <message>
        <source>Capacity %1</source>
        <translation>容量 %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;GPU memory capacity&lt;/b&gt;: %1 (%2 bytes, datasheet)</source>
        <translation>&lt;b&gt;显存容量&lt;/b&gt;：%1（%2 字节，数据手册）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>Scaling: throughput and efficiency against node count</source>
        <translation>扩展性：吞吐量和效率随节点数的变化</translation>
    </message>
    <message>
        <source>Throughput (tokens/s)</source>
        <translation>吞吐量 (tokens/s)</translation>
    </message>
    <message>
        <source>Throughput (samples/s)</source>
        <translation>吞吐量（样本/秒）</translation>
    </message>
    <message>
        <source>Scaling efficiency (%)</source>
        <translation>扩展效率 (%)</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>samples/s</source>
        <translation>样本/秒</translation>
    </message>
    <message>
        <source>Cloud: %1, %2 (%3 instances)</source>
        <translation>云端：%1，%2（%3 个实例）</translation>
    </message>
    <message>
        <source>Cumulative cost over %1 months: owned vs cloud</source>
        <translation>%1 个月累计成本：自有与云端对比</translation>
    </message>
    <message>
        <source>Owned cluster</source>
        <translation>自有集群</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owned, month %1&lt;/b&gt;: %2 cumulative&lt;br&gt;= capex %3 in month 1 + running costs %4 a year (energy, colocation, operations, maintenance)</source>
        <translation>&lt;b&gt;自有，第 %1 个月&lt;/b&gt;：累计 %2&lt;br&gt;= 第 1 个月资本支出 %3 + 每年运营成本 %4（电费、托管、运维、维保）</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>盈亏平衡</translation>
    </message>
    <message>
        <source>break-even: month @xPoint</source>
        <translation>盈亏平衡：第 @xPoint 个月</translation>
    </message>
    <message>
        <source>&lt;b&gt;Break-even with %1 at month %2&lt;/b&gt;: the first month whose cumulative owned cost (%3) is no more than the cloud&apos;s (%4)</source>
        <translation>&lt;b&gt;第 %2 个月与 %1 盈亏平衡&lt;/b&gt;：自有累计成本（%3）首次不高于云端（%4）的月份</translation>
    </message>
    <message>
        <source>%1 (%2 – %3)</source>
        <translation>%1（%2 – %3）</translation>
    </message>
    <message>
        <source>Owned minus cloud over %1 months: %2 at base (%3)</source>
        <translation>%1 个月自有减云端：基准值 %2（%3）</translation>
    </message>
    <message>
        <source>Assumption −%1 %</source>
        <translation>假设 −%1 %</translation>
    </message>
    <message>
        <source>Assumption +%1 %</source>
        <translation>假设 +%1 %</translation>
    </message>
    <message>
        <source>Change of owned minus cloud (%1)</source>
        <translation>自有减云端的变化（%1）</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 at %2&lt;/b&gt; (base %3)&lt;br&gt;owned minus cloud: %4, %5 against the base %6</source>
        <translation>&lt;b&gt;%1 取 %2 时&lt;/b&gt;（基准 %3）&lt;br&gt;自有减云端：%4，相对基准 %6 变化 %5</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>资本支出</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>电费</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>托管</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>运维</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>维保</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>残值</translation>
    </message>
    <message>
        <source>Cost per year: owned (stacked) and cloud</source>
        <translation>年度成本：自有（堆叠）与云端</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1, year %2&lt;/b&gt;: %3</source>
        <translation>&lt;b&gt;%1，第 %2 年&lt;/b&gt;：%3</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>第 %1 年</translation>
    </message>
    <message>
        <source>Year of the horizon</source>
        <translation>测算期年份</translation>
    </message>
    <message>
        <source>Cumulative cost: owned (solid) and cloud (dashed) per plan</source>
        <translation>各方案累计成本：自有（实线）与云端（虚线）</translation>
    </message>
    <message>
        <source>TP %1 · PP %2 · ZeRO %3</source>
        <translation>TP %1 · PP %2 · ZeRO %3</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Cloud: %1</source>
        <translation>云端：%1</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>Samples/s</source>
        <translation>样本/秒</translation>
    </message>
    <message>
        <source>Efficiency (%)</source>
        <translation>效率 (%)</translation>
    </message>
    <message>
        <source>Owned — %1</source>
        <translation>自有 — %1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1, month %2&lt;/b&gt;: %3 cumulative&lt;br&gt;= %4 a month: %5 instances x %6/h x 730 h + storage + egress (same capacity, always on)</source>
        <translation>&lt;b&gt;%1，第 %2 个月&lt;/b&gt;：累计 %3&lt;br&gt;= 每月 %4：%5 个实例 × %6/小时 × 730 小时 + 存储 + 出网流量（同等容量、全天候租用）</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1, month %2&lt;/b&gt;: %3 cumulative&lt;br&gt;same work: %4 instance-hours at %5/h (price of %6) over the horizon, %7 a month on average with storage and egress</source>
        <translation>&lt;b&gt;%1，第 %2 个月&lt;/b&gt;：累计 %3&lt;br&gt;同等工作量：周期内共 %4 实例小时，每小时 %5（价格日期 %6），含存储和出网流量平均每月 %7</translation>
    </message>
    <message>
        <source>&lt;b&gt;Break-even range with %1&lt;/b&gt;: month %2 or later (none within the horizon at worst) with the cloud price, utilization and electricity each %3% off</source>
        <translation>&lt;b&gt;与 %1 的盈亏平衡区间&lt;/b&gt;：云端价格、利用率和电价各偏离 %3% 时，为第 %2 个月或更晚（最差情况下周期内不回本）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Break-even range with %1&lt;/b&gt;: months %2 to %3 with the cloud price, utilization and electricity each %4% off</source>
        <translation>&lt;b&gt;与 %1 的盈亏平衡区间&lt;/b&gt;：云端价格、利用率和电价各偏离 %4% 时，为第 %2 至 %3 个月</translation>
    </message>
    <message>
        <source>Break-even range</source>
        <translation>盈亏平衡区间</translation>
    </message>
    <message>
        <source>no date</source>
        <translation>无日期</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 days, TCO %3, capex %4&lt;br&gt;%5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 天，TCO %3，资本支出 %4&lt;br&gt;%5</translation>
    </message>
    <message>
        <source>meets the target</source>
        <translation>满足目标</translation>
    </message>
    <message>
        <source>misses the target: %1</source>
        <translation>未满足目标：%1</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 x %2, %3</source>
        <translation>%1 × %2，%3</translation>
    </message>
    <message>
        <source>Days to train against %1-month TCO</source>
        <translation>训练天数与 %1 个月 TCO</translation>
    </message>
    <message>
        <source>Days to train against %1-month TCO (slower than %2 days: off the chart)</source>
        <translation>训练天数与 %1 个月 TCO（超过 %2 天的未画出）</translation>
    </message>
    <message>
        <source>Days to train</source>
        <translation>训练天数</translation>
    </message>
    <message>
        <source>TCO (%1, log)</source>
        <translation>TCO（%1，对数）</translation>
    </message>
    <message>
        <source>Meets the target</source>
        <translation>满足目标</translation>
    </message>
    <message>
        <source>Misses the target</source>
        <translation>未满足目标</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <source>Deadline: %1 days</source>
        <translation>期限：%1 天</translation>
    </message>
    <message>
        <source>cheapest</source>
        <translation>最便宜</translation>
    </message>
    <message>
        <source>fastest</source>
        <translation>最快</translation>
    </message>
    <message>
        <source>Buy more when needed</source>
        <translation>按需追加购买</translation>
    </message>
    <message>
        <source>Burst to the cloud</source>
        <translation>溢出到云</translation>
    </message>
    <message>
        <source>Buy bigger now</source>
        <translation>现在购买更大规模</translation>
    </message>
    <message>
        <source>Three-year roadmap: cumulative cost of three paths</source>
        <translation>三年路线图：三种路径的累计成本</translation>
    </message>
    <message>
        <source>Runs out: now</source>
        <translation>不再满足：现在</translation>
    </message>
    <message>
        <source>Runs out: month %1</source>
        <translation>不再满足：第 %1 个月</translation>
    </message>
    <message>
        <source>Cloud: %1, %2 (%3 instance)</source>
        <translation>云端：%1，%2（%3 个实例）</translation>
    </message>
    <message>
        <source>Cumulative cost (%1, log scale)</source>
        <translation>累计成本（%1，对数刻度）</translation>
    </message>
    <message>
        <source>Latency against load, one replica of %1 GPUs</source>
        <translation>延迟与负载，一个 %1 GPU 副本</translation>
    </message>
    <message>
        <source>TTFT (%1)</source>
        <translation>首 token 时间（%1）</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>每 token 时间</translation>
    </message>
    <message>
        <source>Sequences in flight per replica</source>
        <translation>每副本进行中的序列数</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>首 token 时间</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>每输出 token 时间</translation>
    </message>
    <message>
        <source>TTFT limit</source>
        <translation>首 token 上限</translation>
    </message>
    <message>
        <source>TPOT limit</source>
        <translation>每 token 上限</translation>
    </message>
    <message>
        <source>Operating point</source>
        <translation>工作点</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 sequences in flight&lt;/b&gt;&lt;br&gt;first token %2 · per output token %3&lt;br&gt;%4 output tokens/s · %5 requests/s per replica</source>
        <translation>&lt;b&gt;%1 个进行中的序列&lt;/b&gt;&lt;br&gt;首 token %2 · 每输出 token %3&lt;br&gt;每副本 %4 输出 token/秒 · %5 请求/秒</translation>
    </message>
    <message>
        <source>Context-parallel exchange</source>
        <translation>上下文并行交换</translation>
    </message>
    <message>
        <source>context-parallel K/V exchange not hidden under attention</source>
        <translation>未被注意力计算掩盖的上下文并行 K/V 交换</translation>
    </message>
    <message>
        <source>Expert all-to-all</source>
        <translation>专家 all-to-all</translation>
    </message>
    <message>
        <source>expert-parallel all-to-alls: tokens sent to their experts and back, not overlapped</source>
        <translation>专家并行 all-to-all：token 发往其专家再返回，未重叠</translation>
    </message>
    <message>
        <source>Offload transfers</source>
        <translation>卸载传输</translation>
    </message>
    <message>
        <source>optimizer states (and weights) moved to and from CPU memory or NVMe, not hidden</source>
        <translation>优化器状态（及权重）在 CPU 内存或 NVMe 之间的搬运，未被掩盖</translation>
    </message>
    <message>
        <source>Latency against load, one replica of %1 GPU</source>
        <translation>延迟与负载，一个 %1 GPU 副本</translation>
    </message>
    <message>
        <source>%1 node</source>
        <translation>%1 个节点</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 个节点</translation>
    </message>
    <message>
        <source>%1 GPU</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1, month %2&lt;/b&gt;: %3 cumulative&lt;br&gt;= %4 a month: %5 instance x %6/h x 730 h + storage + egress (same capacity, always on)</source>
        <translation>&lt;b&gt;%1，第 %2 个月&lt;/b&gt;：累计 %3&lt;br&gt;= 每月 %4：%5 个实例 × %6/小时 × 730 小时 + 存储 + 出网流量（同等容量、全天候租用）</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 sequence in flight&lt;/b&gt;&lt;br&gt;first token %2 · per output token %3&lt;br&gt;%4 output tokens/s · %5 requests/s per replica</source>
        <translation>&lt;b&gt;%1 个进行中的序列&lt;/b&gt;&lt;br&gt;首 token %2 · 每输出 token %3&lt;br&gt;每副本 %4 输出 token/秒 · %5 请求/秒</translation>
    </message>
    <message>
        <source>Latency against batch, one replica of one GPU</source>
        <translation>延迟与批大小：单副本（一块 GPU）</translation>
    </message>
    <message>
        <source>Latency against batch, one replica on one %1 MIG instance</source>
        <translation>延迟与批大小：单副本（一个 %1 MIG 实例）</translation>
    </message>
    <message>
        <source>Latency of the batch</source>
        <translation>批次延迟</translation>
    </message>
    <message>
        <source>Images/s per replica</source>
        <translation>每副本图像/秒</translation>
    </message>
    <message>
        <source>Sequences/s per replica</source>
        <translation>每副本序列/秒</translation>
    </message>
    <message>
        <source>Batch (requests in one forward pass)</source>
        <translation>批大小（一次前向计算的请求数）</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>Latency limit</source>
        <translation>延迟上限</translation>
    </message>
    <message>
        <source>Operating point (%1)</source>
        <translation>工作点（%1）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Batch %1&lt;/b&gt;&lt;br&gt;forward pass %2&lt;br&gt;%3 images/s per replica</source>
        <translation>&lt;b&gt;批大小 %1&lt;/b&gt;&lt;br&gt;前向计算 %2&lt;br&gt;每副本 %3 图像/秒</translation>
    </message>
    <message>
        <source>&lt;b&gt;Batch %1&lt;/b&gt;&lt;br&gt;forward pass %2&lt;br&gt;%3 sequences/s per replica</source>
        <translation>&lt;b&gt;批大小 %1&lt;/b&gt;&lt;br&gt;前向计算 %2&lt;br&gt;每副本 %3 序列/秒</translation>
    </message>
    <message>
        <source>MoE host wait</source>
        <translation>MoE 主机等待</translation>
    </message>
    <message>
        <source>MoE layers waiting for the host: a dispatcher that copies token counts to the CPU every layer</source>
        <translation>MoE 层等待主机：每一层的分发器都把 token 计数拷回 CPU</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1, %2&lt;/b&gt; (%3)&lt;br&gt;throughput %4 %5&lt;br&gt;step %6; efficiency %7 = throughput per GPU / throughput per GPU at the smallest size</source>
        <translation>&lt;b&gt;%1，%2&lt;/b&gt;（%3）&lt;br&gt;吞吐量 %4 %5&lt;br&gt;步时 %6；效率 %7 = 每 GPU 吞吐量 / 最小规模时的每 GPU 吞吐量</translation>
    </message>
    <message>
        <source>activations kept on the GPU for backward, after recompute, sequence parallelism and any offload to host memory</source>
        <translation>留在 GPU 上供反向传播使用的激活值（已计入激活重计算、序列并行以及卸载到主机内存的部分）</translation>
    </message>
    <message>
        <source>Memory per GPU (pipeline rank %3): %1 of %2</source>
        <translation>每 GPU 显存（流水线 rank %3）：%1 / %2</translation>
    </message>
    <message>
        <source>Memory per GPU (pipeline rank %3): %1 — does not fit in %2</source>
        <translation>每 GPU 显存（流水线 rank %3）：%1 — 超出 %2</translation>
    </message>
    <message>
        <source>Scaling in one node: throughput and efficiency against GPU count</source>
        <translation>单节点内扩展性：吞吐量和效率随 GPU 数的变化</translation>
    </message>
    <message>
        <source>GPUs (one node)</source>
        <translation>GPU 数（单节点）</translation>
    </message>
</context>
<context>
    <name>aip::charts::ChartPanel</name>
    <message>
        <source>Copy as image</source>
        <translation>复制为图片</translation>
    </message>
    <message>
        <source>Chart copied to the clipboard</source>
        <translation>图表已复制到剪贴板</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>另存为 PNG…</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Save as SVG…</source>
        <translation>另存为 SVG…</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>Export data as CSV…</source>
        <translation>将数据导出为 CSV…</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Export this chart: copy as image, PNG, SVG or its data as CSV (also the chart&apos;s right-click menu)</source>
        <translation>导出此图表：复制为图像、PNG、SVG，或将其数据导出为 CSV（也可在图表的右键菜单中操作）</translation>
    </message>
</context>
<context>
    <name>aip::cli</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>where</source>
        <translation>方式</translation>
    </message>
    <message>
        <source>system</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天数</translation>
    </message>
    <message>
        <source>capex</source>
        <translation>资本支出</translation>
    </message>
    <message>
        <source>TCO</source>
        <translation>TCO</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>binds</source>
        <translation>约束</translation>
    </message>
    <message>
        <source>owned</source>
        <translation>自建</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 个 token</translation>
    </message>
    <message>
        <source>%1 samples</source>
        <translation>%1 个样本</translation>
    </message>
    <message>
        <source>owned or cloud</source>
        <translation>自建或云</translation>
    </message>
    <message>
        <source>Size to target: %1 of %2 within %3 days (%4)</source>
        <translation>按目标选型：%2 的 %1，%3 天内完成（%4）</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>该模型</translation>
    </message>
    <message>
        <source>Budget: %1 %2 (%3)</source>
        <translation>预算：%1 %2（%3）</translation>
    </message>
    <message>
        <source>%1 options weighed, %2 candidates, %3 meet the target. TCO over %4 months on the same work (the target&apos;s run repeated at its pace in the hours in service), in %5.</source>
        <translation>评估了 %1 个选项，%2 个候选，%3 个满足目标。TCO 为 %4 个月内相同工作量的成本（目标训练按其节奏在服务时间内重复进行），单位 %5。</translation>
    </message>
    <message>
        <source>#%1 %2 x %3: %4 days, TCO %5</source>
        <translation>#%1 %2 × %3：%4 天，TCO %5</translation>
    </message>
    <message>
        <source>Cheapest: %1</source>
        <translation>最便宜：%1</translation>
    </message>
    <message>
        <source>Fastest:  %1</source>
        <translation>最快：  %1</translation>
    </message>
    <message>
        <source>No candidate meets the target: see what binds each (x marks them).</source>
        <translation>没有候选满足目标：请查看各自的约束（x 标记）。</translation>
    </message>
    <message>
        <source>Pareto front, time against cost: %1</source>
        <translation>帕累托前沿（时间对成本）：%1</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>--tokens, --days, --budget and --max-kw take a positive number</source>
        <translation>--tokens、--days、--budget 和 --max-kw 需要正数</translation>
    </message>
    <message>
        <source>--top must be a whole number from 1 to %1</source>
        <translation>--top 必须是 1 到 %1 之间的整数</translation>
    </message>
    <message>
        <source>give --owned or --cloud, not both</source>
        <translation>请给出 --owned 或 --cloud，不能同时给出</translation>
    </message>
    <message>
        <source>size needs exactly one PLAN</source>
        <translation>size 需要且仅需要一个 PLAN</translation>
    </message>
    <message>
        <source>buy more</source>
        <translation>追加购买</translation>
    </message>
    <message>
        <source>burst to cloud</source>
        <translation>溢出到云</translation>
    </message>
    <message>
        <source>buy bigger now</source>
        <translation>现在购买更大规模</translation>
    </message>
    <message>
        <source>Roadmap of %1: %2 x %3</source>
        <translation>%1 的路线图：%2 × %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot;</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>Growth per year: model x%1, tokens x%2, projects x%3; hardware prices -%4% a year</source>
        <translation>每年增长：模型 ×%1，token ×%2，项目 ×%3；硬件价格每年下降 %4%</translation>
    </message>
    <message>
        <source>The run takes %1 days on it today; each run must finish within %2 days (the target).</source>
        <translation>目前在其上训练一次需要 %1 天；每次训练须在 %2 天内完成（目标）。</translation>
    </message>
    <message>
        <source>The run takes %1 days on it today; it runs once a year in the %2 days the cluster is in service.</source>
        <translation>目前在其上训练一次需要 %1 天；每年在集群服务的 %2 天内训练一次。</translation>
    </message>
    <message>
        <source>It keeps up with the work for all %1 months.</source>
        <translation>在全部 %1 个月内都能满足工作量。</translation>
    </message>
    <message>
        <source>It does not keep up even now: the work is %1 times what it can do.</source>
        <translation>目前就已无法满足：工作量是其能力的 %1 倍。</translation>
    </message>
    <message>
        <source>It runs out in month %1 (quarter %2).</source>
        <translation>将在第 %1 个月（第 %2 季度）不再满足需求。</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>累计成本（%1）</translation>
    </message>
    <message>
        <source>Year %1 (month %2)</source>
        <translation>第 %1 年（第 %2 个月）</translation>
    </message>
    <message>
        <source>What is bought when</source>
        <translation>何时购买什么</translation>
    </message>
    <message>
        <source>now</source>
        <translation>现在</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>roadmap needs exactly one PLAN</source>
        <translation>roadmap 需要且仅需要一个 PLAN</translation>
    </message>
    <message>
        <source>months %1-%2</source>
        <translation>第 %1-%2 个月</translation>
    </message>
    <message>
        <source>%1 instance-hours of %2 %3</source>
        <translation>%2 %3 共 %1 实例小时</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>cloud</source>
        <translation>云</translation>
    </message>
    <message>
        <source>the plan</source>
        <translation>该计划</translation>
    </message>
</context>
<context>
    <name>aip::perf</name>
    <message>
        <source>no server of the plan holds a GPU known to the catalog</source>
        <translation>方案中没有任何服务器装有目录中已知的 GPU</translation>
    </message>
    <message>
        <source>cloud instance %1: its GPU &apos;%2&apos; is not in the catalog</source>
        <translation>云实例 %1：其 GPU“%2”不在目录中</translation>
    </message>
    <message>
        <source>workload.model.preset: unknown model &apos;%1&apos; (known: %2)</source>
        <translation>workload.model.preset：未知模型“%1”（已知模型：%2）</translation>
    </message>
    <message>
        <source>workload.model: a preset, or layers, hidden, heads and seq_len, are needed</source>
        <translation>workload.model：需要 preset，或者 layers、hidden、heads 和 seq_len</translation>
    </message>
    <message>
        <source>workload.model: a %1 model needs a preset (%2)</source>
        <translation>workload.model：%1 模型需要 preset（%2）</translation>
    </message>
    <message>
        <source>workload.model: layers, hidden, heads, seq_len, vocab and ffn_hidden must be positive</source>
        <translation>workload.model：layers、hidden、heads、seq_len、vocab 和 ffn_hidden 必须为正数</translation>
    </message>
    <message>
        <source>workload.model.kv_heads: must divide heads (%1)</source>
        <translation>workload.model.kv_heads：必须能整除 heads（%1）</translation>
    </message>
    <message>
        <source>workload.model.image_size: must be at least 32</source>
        <translation>workload.model.image_size：不得小于 32</translation>
    </message>
    <message>
        <source>memory: %1 GB per GPU needed, %2 GB available</source>
        <translation>显存：每 GPU 需要 %1 GB，可用 %2 GB</translation>
    </message>
    <message>
        <source>compute (%1 of it recomputing activations)</source>
        <translation>计算（其中 %1 用于激活重计算）</translation>
    </message>
    <message>
        <source>compute: the GPUs&apos; math and memory bandwidth</source>
        <translation>计算：GPU 的算力与显存带宽</translation>
    </message>
    <message>
        <source>tensor-parallel communication over %1 (tp %2)</source>
        <translation>经 %1 的张量并行通信（tp %2）</translation>
    </message>
    <message>
        <source>pipeline bubble and sends (pp %1, %2 micro-batches, interleave %3)</source>
        <translation>流水线气泡与发送（pp %1，%2 个微批次，交错 %3）</translation>
    </message>
    <message>
        <source>data-parallel gradient exchange over %1</source>
        <translation>经 %1 的数据并行梯度交换</translation>
    </message>
    <message>
        <source>optimizer update (HBM bandwidth)</source>
        <translation>优化器更新（HBM 带宽）</translation>
    </message>
    <message>
        <source>input pipeline: %1 CPU cores per GPU, fewer than the 4 per GPU rule</source>
        <translation>输入流水线：每 GPU %1 个 CPU 核，低于每 GPU 4 核的经验值</translation>
    </message>
    <message>
        <source>input pipeline: storage or CPU cannot keep up with the GPUs</source>
        <translation>输入流水线：存储或 CPU 跟不上 GPU</translation>
    </message>
    <message>
        <source>%1 (%2 of the step)</source>
        <translation>%1（占步时 %2）</translation>
    </message>
    <message>
        <source>does not fit: %1 GB per GPU needed, %2 GB available</source>
        <translation>显存不足：每 GPU 需要 %1 GB，可用 %2 GB</translation>
    </message>
    <message>
        <source>the cluster has no GPUs</source>
        <translation>集群中没有 GPU</translation>
    </message>
    <message>
        <source>the parallelism needs %1 GPUs (tp %2 x pp %3 x dp %4); the cluster has %5</source>
        <translation>该并行方式需要 %1 个 GPU（tp %2 × pp %3 × dp %4）；集群只有 %5 个</translation>
    </message>
    <message>
        <source>workload.parallelism: convolutional and diffusion models run data parallel only (tp = pp = 1)</source>
        <translation>workload.parallelism：卷积模型和扩散模型仅支持数据并行（tp = pp = 1）</translation>
    </message>
    <message>
        <source>the cluster is too large to search (%1 GPUs; at most %2): give the parallelism in the plan</source>
        <translation>集群规模过大，无法搜索（%1 个 GPU；最多 %2 个）：请在方案中指定并行方式</translation>
    </message>
    <message>
        <source>the strategy space is too large to search (%1 candidates): give more of the parallelism</source>
        <translation>策略空间过大，无法搜索（%1 个候选）：请指定更多并行参数</translation>
    </message>
    <message>
        <source>the global batch is too large to search (%1; at most %2): give dp in the plan</source>
        <translation>全局批次过大，无法搜索（%1；最多 %2）：请在方案中指定 dp</translation>
    </message>
    <message>
        <source>no parallel strategy fits the model in the GPUs&apos; memory</source>
        <translation>没有任何并行策略能让模型放入显存</translation>
    </message>
    <message>
        <source>data-parallel gradient exchange over the network (%1 x %2 Gb/s NICs per node)</source>
        <translation>经网络的数据并行梯度交换（每节点 %1 × %2 Gb/s 网卡）</translation>
    </message>
    <message>
        <source>nvswitch</source>
        <translation>NVSwitch</translation>
    </message>
    <message>
        <source>nvlink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>pcie</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>context-parallel exchange of keys and values (cp %1)</source>
        <translation>上下文并行的键值交换（cp %1）</translation>
    </message>
    <message>
        <source>the parallelism needs %1 GPUs (tp %2 x cp %3 x pp %4 x dp %5); the cluster has %6</source>
        <translation>该并行方式需要 %1 个 GPU（tp %2 × cp %3 × pp %4 × dp %5）；集群只有 %6 个</translation>
    </message>
    <message>
        <source>workload.parallelism.cp: must divide the sequence length (%1)</source>
        <translation>workload.parallelism.cp：必须能整除序列长度（%1）</translation>
    </message>
    <message>
        <source>workload.model.top_k: must not exceed experts (%1)</source>
        <translation>workload.model.top_k：不得超过专家数（%1）</translation>
    </message>
    <message>
        <source>workload.parallelism.ep: expert parallelism needs a mixture-of-experts model (experts &gt; 0)</source>
        <translation>workload.parallelism.ep：专家并行需要混合专家模型（experts &gt; 0）</translation>
    </message>
    <message>
        <source>workload.parallelism.ep: must divide the experts (%1) and dp</source>
        <translation>workload.parallelism.ep：必须整除专家数（%1）和 dp</translation>
    </message>
    <message>
        <source>host memory for offload: %1 GB per node needed, %2 GB installed</source>
        <translation>卸载所需主机内存：每节点需要 %1 GB，已安装 %2 GB</translation>
    </message>
    <message>
        <source>optimizer step on the CPU (offload): host memory bandwidth</source>
        <translation>CPU 上的优化器更新（卸载）：主机内存带宽</translation>
    </message>
    <message>
        <source>expert-parallel all-to-all (ep %1) over %2</source>
        <translation>经 %2 的专家并行 all-to-all（ep %1）</translation>
    </message>
    <message>
        <source>the network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>offload: NVMe reads and writes of the optimizer states</source>
        <translation>卸载：优化器状态在 NVMe 上的读写</translation>
    </message>
    <message>
        <source>offload: PCIe transfers of gradients and weights</source>
        <translation>卸载：梯度和权重经 PCIe 的传输</translation>
    </message>
    <message>
        <source>workload.model.padded_seq_len: must be a number from 1 to seq_len (%1)</source>
        <translation>workload.model.padded_seq_len：须为 1 到 seq_len（%1）之间的数</translation>
    </message>
    <message>
        <source>workload: the plan&apos;s strategy cannot run this model (fine-tuning adapters and offload are for transformers; expert parallelism needs a mixture of experts whose experts and data-parallel ranks it divides)</source>
        <translation>workload：方案的并行策略无法运行此模型（微调适配器和卸载仅适用于 Transformer；专家并行需要混合专家模型，且其宽度须整除专家数和数据并行数）</translation>
    </message>
    <message>
        <source>workload.parallelism: DeepSpeed&apos;s pipeline engine runs ZeRO stage 0 or 1 only (ZeRO-2 and ZeRO-3 are incompatible with its pipeline parallelism); use pp 1, zero 1, or another sharding_impl</source>
        <translation>workload.parallelism：DeepSpeed 的流水线引擎只支持 ZeRO 0 或 1 阶段（ZeRO-2 和 ZeRO-3 与其流水线并行不兼容）；请使用 pp 1、zero 1 或其他 sharding_impl</translation>
    </message>
    <message>
        <source>workload.model.dropout: must be true or false</source>
        <translation>workload.model.dropout：必须为 true 或 false</translation>
    </message>
    <message>
        <source>workload.model.document_len: must be a number from 1 to seq_len (%1)</source>
        <translation>workload.model.document_len：须为 1 到 seq_len（%1）之间的数</translation>
    </message>
    <message>
        <source>workload.model.head_dim: must be positive</source>
        <translation>workload.model.head_dim：必须为正数</translation>
    </message>
    <message>
        <source>workload.model.heads: must divide hidden (%1), or head_dim must be given</source>
        <translation>workload.model.heads：必须能整除 hidden（%1），否则须给出 head_dim</translation>
    </message>
    <message>
        <source>workload.model.head_dim: multi-head latent attention sets its own head widths</source>
        <translation>workload.model.head_dim：多头潜在注意力（MLA）自带各头的维度，不能另设</translation>
    </message>
    <message>
        <source>workload.model.sliding_window: must be a whole number of tokens, at least 1</source>
        <translation>workload.model.sliding_window：必须是不小于 1 的整数 token 数</translation>
    </message>
    <message>
        <source>workload.model.sliding_window_share: must be a number from 0 to 1</source>
        <translation>workload.model.sliding_window_share：必须是 0 到 1 之间的数</translation>
    </message>
    <message>
        <source>workload.model.sliding_window_share: needs sliding_window</source>
        <translation>workload.model.sliding_window_share：需要同时给出 sliding_window</translation>
    </message>
    <message>
        <source>workload.model.qk_norm: must be true or false</source>
        <translation>workload.model.qk_norm：必须为 true 或 false</translation>
    </message>
    <message>
        <source>workload.parallelism.etp: expert tensor parallelism needs a mixture-of-experts model (experts &gt; 0)</source>
        <translation>workload.parallelism.etp：专家张量并行需要混合专家模型（experts &gt; 0）</translation>
    </message>
    <message>
        <source>workload.parallelism.ep: must divide the experts (%1) and (tp / etp) x cp x dp</source>
        <translation>workload.parallelism.ep：必须整除专家数（%1）和 (tp / etp) × cp × dp</translation>
    </message>
    <message>
        <source>the host: every MoE layer waits for its token counts on the CPU (ep %1)</source>
        <translation>主机：每个 MoE 层都要等 CPU 拿到它的 token 计数（ep %1）</translation>
    </message>
    <message>
        <source>mesh</source>
        <translation>全互联</translation>
    </message>
    <message>
        <source>data-parallel gradient exchange over the network (%1 x %2 Gb/s accelerator ports per node)</source>
        <translation>经网络的数据并行梯度交换（每节点 %1 × %2 Gb/s 加速卡自带端口）</translation>
    </message>
    <message>
        <source>workload.model.partial_rotary_factor: must be a number from 0 to 1</source>
        <translation>workload.model.partial_rotary_factor：必须为 0 到 1 之间的数</translation>
    </message>
    <message>
        <source>workload.model.mtp_layers: must be a whole number from 0 to %1</source>
        <translation>workload.model.mtp_layers：必须为 0 到 %1 之间的整数</translation>
    </message>
    <message>
        <source>workload.model.mtp_layers: multi-token prediction is for decoders, not BERT</source>
        <translation>workload.model.mtp_layers：多 token 预测只用于解码器模型，不适用于 BERT</translation>
    </message>
    <message>
        <source>workload.pipeline_layout: it places %1 transformer layers (&apos;t&apos;); the model has %2</source>
        <translation>workload.pipeline_layout：布局中放置了 %1 个 Transformer 层（&apos;t&apos;），而模型有 %2 层</translation>
    </message>
    <message>
        <source>workload.pipeline_layout: it places %1 multi-token prediction modules (&apos;m&apos;); workload.model.mtp_layers is %2</source>
        <translation>workload.pipeline_layout：布局中放置了 %1 个多 token 预测模块（&apos;m&apos;），而 workload.model.mtp_layers 为 %2</translation>
    </message>
    <message>
        <source>workload.pipeline_layout: its %1 stages need pp x interleave = %1 (the plan has pp %2, interleave %3)</source>
        <translation>workload.pipeline_layout：其 %1 个阶段要求 pp × interleave = %1（方案为 pp %2、interleave %3）</translation>
    </message>
    <message>
        <source>%1 (DeepSpeed BF16_Optimizer)</source>
        <translation>%1（DeepSpeed BF16_Optimizer）</translation>
    </message>
    <message>
        <source>cuDNN / FlashAttention-3</source>
        <translation>cuDNN / FlashAttention-3</translation>
    </message>
    <message>
        <source>FlashAttention-2</source>
        <translation>FlashAttention-2</translation>
    </message>
    <message>
        <source>FlashAttention-2 on unpadded tokens</source>
        <translation>去除填充词元的 FlashAttention-2</translation>
    </message>
    <message>
        <source>FlashAttention in Triton</source>
        <translation>Triton 实现的 FlashAttention</translation>
    </message>
    <message>
        <source>FlashAttention 1</source>
        <translation>FlashAttention 1</translation>
    </message>
    <message>
        <source>Unfused softmax</source>
        <translation>未融合的 softmax</translation>
    </message>
</context>
<context>
    <name>aip::sizing</name>
    <message>
        <source>the plan has no workload to size for</source>
        <translation>计划中没有可供选型的工作负载</translation>
    </message>
    <message>
        <source>target.epochs: the workload has no tokens_to_train (one epoch)</source>
        <translation>target.epochs：工作负载没有 tokens_to_train（一个 epoch 的数据量）</translation>
    </message>
    <message>
        <source>target.tokens: the plan says neither how many tokens to train nor workload.tokens_to_train</source>
        <translation>target.tokens：计划既未给出要训练的 token 数，也没有 workload.tokens_to_train</translation>
    </message>
    <message>
        <source>target.tokens: the workload is not a transformer; give target.epochs over workload.samples_to_train</source>
        <translation>target.tokens：工作负载不是 Transformer；请给出 target.epochs（以 workload.samples_to_train 为一个 epoch）</translation>
    </message>
    <message>
        <source>target.epochs: the workload has no samples_to_train (one epoch)</source>
        <translation>target.epochs：工作负载没有 samples_to_train（一个 epoch 的数据量）</translation>
    </message>
    <message>
        <source>target.days: must be positive</source>
        <translation>target.days：必须为正数</translation>
    </message>
    <message>
        <source>%1 as the plan builds it</source>
        <translation>%1（按计划中的配置）</translation>
    </message>
    <message>
        <source>%1: the catalog has no hourly rate for it</source>
        <translation>%1：目录中没有它的小时价格</translation>
    </message>
    <message>
        <source>%1 (%2 x %3, %4)</source>
        <translation>%1（%2 × %3，%4）</translation>
    </message>
    <message>
        <source>%1 (%2 x %3)</source>
        <translation>%1（%2 × %3）</translation>
    </message>
    <message>
        <source>%1 of %2 options cannot do the work in %3 days even at their GPUs&apos; peak on %4 nodes: not searched</source>
        <translation>%2 个选项中有 %1 个即使以 GPU 峰值算力在 %4 个节点上也无法在 %3 天内完成：未搜索</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>power</source>
        <translation>功率</translation>
    </message>
    <message>
        <source>racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>burst_to_cloud: the plan has no cloud option and the catalog no instance with its GPU</source>
        <translation>burst_to_cloud：计划没有云选项，目录中也没有使用相同 GPU 的实例</translation>
    </message>
    <message>
        <source>burst_to_cloud: %1 could not be priced on the same work</source>
        <translation>burst_to_cloud：无法按相同工作量为 %1 定价</translation>
    </message>
    <message>
        <source>the plan has no server with a GPU</source>
        <translation>计划中没有带 GPU 的服务器</translation>
    </message>
    <message>
        <source>the plan&apos;s cluster cannot run its work: %1</source>
        <translation>计划的集群无法运行其工作负载：%1</translation>
    </message>
    <message>
        <source>the work outgrows what %1 nodes of %2 can do: the owned paths stop at that many</source>
        <translation>工作量超出了 %1 个 %2 节点的能力：自建路径止于此数量</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>quote needs a PLAN and -o FILE.pdf</source>
        <translation>quote 需要 PLAN 和 -o FILE.pdf</translation>
    </message>
    <message>
        <source>quote: internal error: no GUI application for rendering</source>
        <translation>quote：内部错误：没有用于渲染的 GUI 应用程序</translation>
    </message>
    <message>
        <source>quote: the plan cannot be priced:</source>
        <translation>quote：无法为该方案计价：</translation>
    </message>
    <message>
        <source>unknown SKU %1</source>
        <translation>未知 SKU %1</translation>
    </message>
    <message>
        <source>Wrote quote %1 to %2: total %3 %4</source>
        <translation>已将报价单 %1 写入 %2：合计 %3 %4</translation>
    </message>
    <message>
        <source>Simulation of %1</source>
        <translation>%1 的仿真结果</translation>
    </message>
    <message>
        <source>the plan</source>
        <translation>本方案</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>步时</translation>
    </message>
    <message>
        <source>Samples/s</source>
        <translation>样本/秒</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>TFLOP/s per GPU (hardware)</source>
        <translation>每 GPU TFLOP/s（硬件）</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>训练时长</translation>
    </message>
    <message>
        <source>Energy per step</source>
        <translation>每步能耗</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每 GPU 显存</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Total (with framework)</source>
        <translation>合计（含框架开销）</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source> (fits)</source>
        <translation>（可容纳）</translation>
    </message>
    <message>
        <source> (DOES NOT FIT)</source>
        <translation>（超出显存）</translation>
    </message>
    <message>
        <source>Step breakdown</source>
        <translation>步时分解</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <source>Tensor-parallel comm</source>
        <translation>张量并行通信</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>Pipeline sends</source>
        <translation>流水线发送</translation>
    </message>
    <message>
        <source>Data-parallel comm (exposed)</source>
        <translation>数据并行通信（未掩盖）</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Data stall</source>
        <translation>数据等待</translation>
    </message>
    <message>
        <source>Step time, throughput, memory per GPU, the step-time breakdown and the bottleneck of the plan&apos;s workload
on its cluster. Without parallelism in the plan, the best strategy from the search is used.
  --json          machine-readable output (step_time_s, samples_per_s, memory, breakdown, ...)
  --collectives   also print the predicted bus bandwidth per collective and message size</source>
        <translation>计算方案的工作负载在其集群上的步时、吞吐量、每 GPU 显存、步时分解和瓶颈。
方案未指定并行方式时，采用搜索得到的最佳策略。
  --json          机器可读输出（step_time_s、samples_per_s、memory、breakdown 等）
  --collectives   同时输出按集合通信操作和消息大小预测的总线带宽</translation>
    </message>
    <message>
        <source>Month-by-month cost of owning the plan&apos;s cluster against each cloud option, for the same work:
break-even month, cost per GPU-hour and per million tokens.
  --json          machine-readable output
  --csv           the monthly cumulative costs as CSV</source>
        <translation>在相同工作量下，逐月比较自有方案集群与各云端选项的成本：
盈亏平衡月份、每 GPU 小时成本和每百万 token 成本。
  --json          机器可读输出
  --csv           以 CSV 输出每月累计成本</translation>
    </message>
    <message>
        <source>Reads the plan and prints its errors, warnings and notes (compatibility of parts, power, cores per
GPU, ...). Exits 1 when any finding is an error.</source>
        <translation>读取方案并列出其错误、警告和提示（部件兼容性、功耗、每 GPU 的 CPU 核数等）。
任一项为错误时退出码为 1。</translation>
    </message>
    <message>
        <source>use this catalog database (default: the user&apos;s, created from the bundled seed)</source>
        <translation>使用此目录数据库（默认：用户的目录，首次使用时由内置种子数据创建）</translation>
    </message>
    <message>
        <source>language of messages and of the PDF quote: en or zh_CN (default: the system&apos;s)</source>
        <translation>消息和 PDF 报价单的语言：en 或 zh_CN（默认：跟随系统）</translation>
    </message>
    <message>
        <source>this help; `aiplanner-cli help COMMAND` or `COMMAND --help` for one command</source>
        <translation>显示本帮助；单个命令的帮助请用 `aiplanner-cli help COMMAND` 或 `COMMAND --help`</translation>
    </message>
    <message>
        <source>the program&apos;s version</source>
        <translation>程序版本</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>Exit status: 0 ok, 1 the plan is invalid or does not fit, 2 usage, 3 file or database error</source>
        <translation>退出码：0 成功，1 方案无效或放不下，2 用法错误，3 文件或数据库错误</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>用法：%1</translation>
    </message>
    <message>
        <source>not available yet in this version</source>
        <translation>此版本尚不支持</translation>
    </message>
    <message>
        <source>--catalog needs a PATH</source>
        <translation>--catalog 需要一个路径 PATH</translation>
    </message>
    <message>
        <source>--lang needs one of: %1</source>
        <translation>--lang 须为以下之一：%1</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>未知命令“%1”</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 需要一个值</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>未知选项 %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>gpu</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>cpu</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>nic</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>chassis</source>
        <translation>机箱</translation>
    </message>
    <message>
        <source>psu</source>
        <translation>电源</translation>
    </message>
    <message>
        <source>cloud</source>
        <translation>云实例</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>多余的参数“%1”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a category</source>
        <translation>“%1”不是有效的类别</translation>
    </message>
    <message>
        <source>, estimates</source>
        <translation>，含估算值</translation>
    </message>
    <message>
        <source>%1 parts</source>
        <translation>共 %1 个部件</translation>
    </message>
    <message>
        <source>export needs exactly one FILE.csv</source>
        <translation>export 需要且只需要一个 FILE.csv</translation>
    </message>
    <message>
        <source>exported %1 parts to %2</source>
        <translation>已将 %1 个部件导出到 %2</translation>
    </message>
    <message>
        <source>import needs exactly one FILE.csv</source>
        <translation>import 需要且只需要一个 FILE.csv</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>无法读取 %1</translation>
    </message>
    <message>
        <source>nothing was imported</source>
        <translation>未导入任何内容</translation>
    </message>
    <message>
        <source>imported %1: %2 added, %3 updated</source>
        <translation>已导入 %1：新增 %2 个，更新 %3 个</translation>
    </message>
    <message>
        <source>a subcommand is needed</source>
        <translation>需要一个子命令</translation>
    </message>
    <message>
        <source>unknown subcommand &apos;%1&apos;</source>
        <translation>未知子命令“%1”</translation>
    </message>
    <message>
        <source>check needs exactly one PLAN</source>
        <translation>check 需要且只需要一个 PLAN</translation>
    </message>
    <message>
        <source>why: %1</source>
        <translation>原因：%1</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>step (s)</source>
        <translation>步时 (s)</translation>
    </message>
    <message>
        <source>samples/s</source>
        <translation>样本/秒</translation>
    </message>
    <message>
        <source>mem/GPU</source>
        <translation>显存/GPU</translation>
    </message>
    <message>
        <source>bottleneck</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>--top must be a whole number from 1 to %1</source>
        <translation>--top 必须是 1 到 %1 之间的整数</translation>
    </message>
    <message>
        <source>search needs exactly one PLAN</source>
        <translation>search 需要且只需要一个 PLAN</translation>
    </message>
    <message>
        <source>Best strategies for %1 on %2 GPUs (%3 x %4)</source>
        <translation>%1 在 %2 个 GPU（%3 × %4）上的最佳并行策略</translation>
    </message>
    <message>
        <source>, SHARP</source>
        <translation>，SHARP</translation>
    </message>
    <message>
        <source>Strategy%1: tp %2, pp %3, dp %4, micro-batch %5, %6 micro-batches per step, ZeRO %7, recompute %8%9, interleave %10 (%11 GPUs)</source>
        <translation>并行策略%1：tp %2，pp %3，dp %4，微批次大小 %5，每步 %6 个微批次，ZeRO %7，激活重计算 %8%9，交错 %10（共 %11 个 GPU）</translation>
    </message>
    <message>
        <source> (searched)</source>
        <translation>（搜索所得）</translation>
    </message>
    <message>
        <source>, sequence parallel</source>
        <translation>，序列并行</translation>
    </message>
    <message>
        <source>simulate needs exactly one PLAN</source>
        <translation>simulate 需要且只需要一个 PLAN</translation>
    </message>
    <message>
        <source>TCO of %1 over %2 months (%3)</source>
        <translation>%1 在 %2 个月内的总拥有成本（%3）</translation>
    </message>
    <message>
        <source>&quot;%1&quot;</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>自有集群</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 样本/秒</translation>
    </message>
    <message>
        <source>, %1 tokens/s</source>
        <translation>，%1 token/秒</translation>
    </message>
    <message>
        <source>Throughput (performance model)</source>
        <translation>吞吐量（性能模型）</translation>
    </message>
    <message>
        <source>Capex (quote after discount + network)</source>
        <translation>资本支出（报价折后 + 网络）</translation>
    </message>
    <message>
        <source>Average IT power</source>
        <translation>平均 IT 功率</translation>
    </message>
    <message>
        <source>Energy per year (with PUE)</source>
        <translation>年耗电量（含 PUE）</translation>
    </message>
    <message>
        <source>Energy cost per year</source>
        <translation>年电费</translation>
    </message>
    <message>
        <source>Colocation per year</source>
        <translation>年托管费</translation>
    </message>
    <message>
        <source>Operations per year</source>
        <translation>年运维费</translation>
    </message>
    <message>
        <source>Maintenance per year</source>
        <translation>年维保费</translation>
    </message>
    <message>
        <source>Depreciation per year</source>
        <translation>年折旧</translation>
    </message>
    <message>
        <source>Total over the horizon</source>
        <translation>测算期总成本</translation>
    </message>
    <message>
        <source>Cost per delivered GPU-hour</source>
        <translation>每有效 GPU 小时成本</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>每百万 token 成本</translation>
    </message>
    <message>
        <source>Cost per thousand samples</source>
        <translation>每千样本成本</translation>
    </message>
    <message>
        <source>Samples/s per $/h (cost-efficiency)</source>
        <translation>每 $/h 的样本/秒（成本效率指数）</translation>
    </message>
    <message>
        <source>Cloud (same work)</source>
        <translation>云端（同等工作量）</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>实例类型</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Rate/h</source>
        <translation>小时单价</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>$/GPU-h</source>
        <translation>$/GPU小时</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>盈亏平衡</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>Yearly breakdown (owned, cash)</source>
        <translation>年度明细（自有集群，现金口径）</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>资本支出</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>电费</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>托管费</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>运维费</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>维保费</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设条件</translation>
    </message>
    <message>
        <source>tco needs exactly one PLAN and at most one of --json, --csv</source>
        <translation>tco 需要且只需要一个 PLAN，--json 与 --csv 至多选一</translation>
    </message>
    <message>
        <source>the plan has no workload</source>
        <translation>方案中没有工作负载</translation>
    </message>
    <message>
        <source>regime</source>
        <translation>区间</translation>
    </message>
    <message>
        <source>metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>error</source>
        <translation>误差</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>运行数</translation>
    </message>
    <message>
        <source>mean |error|</source>
        <translation>平均|误差|</translation>
    </message>
    <message>
        <source>worst</source>
        <translation>最差</translation>
    </message>
    <message>
        <source>mean error</source>
        <translation>平均误差</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>what it covers</source>
        <translation>覆盖范围</translation>
    </message>
    <message>
        <source>no prediction: %1</source>
        <translation>无预测：%1</translation>
    </message>
    <message>
        <source>the model says it does not fit</source>
        <translation>模型判断显存放不下</translation>
    </message>
    <message>
        <source>(calibration runs only: in-sample)</source>
        <translation>（仅校准数据：样本内误差）</translation>
    </message>
    <message>
        <source>(%1 without a prediction)</source>
        <translation>（%1 条无预测）</translation>
    </message>
    <message>
        <source>validate takes no PLAN</source>
        <translation>validate 不接受 PLAN 参数</translation>
    </message>
    <message>
        <source>--regime needs one of: %1</source>
        <translation>--regime 需要以下之一：%1</translation>
    </message>
    <message>
        <source>The performance model against %1 published training runs (%2 validation, never fitted; * = calibration)</source>
        <translation>性能模型与 %1 次已发表训练运行的对比（其中 %2 次为验证数据，从未用于拟合；* = 校准数据）</translation>
    </message>
    <message>
        <source>Error by regime (validation runs)</source>
        <translation>各区间误差（验证数据）</translation>
    </message>
    <message>
        <source>Model accuracy: %1</source>
        <translation>模型精度：%1</translation>
    </message>
    <message>
        <source>The performance model against the published training runs of its validation set: measured, predicted
and error for each run, then the mean and worst error per regime (3D parallelism, FSDP, fp8, ...).
  --regime R      only the runs of regime R
  --json          machine-readable output (rows and regimes)</source>
        <translation>用验证集中的已发表训练运行检验性能模型：逐条列出实测值、预测值和误差，
再给出每个区间（3D 并行、FSDP、fp8 等）的平均误差和最差误差。
  --regime R      只显示区间 R 的运行
  --json          机器可读输出（rows 与 regimes）</translation>
    </message>
    <message>
        <source>quote: the plan has errors; fix them, or write a draft with --draft:</source>
        <translation>quote：方案存在错误；请修正，或用 --draft 生成草稿：</translation>
    </message>
    <message>
        <source>simulate: the plan has errors (aiplanner-cli check):</source>
        <translation>simulate：方案存在错误（见 aiplanner-cli check）：</translation>
    </message>
    <message>
        <source>Context parallel %1; sharding %2 over %3 data-parallel ranks (%4)</source>
        <translation>上下文并行 %1；%2分片，分布于 %3 个数据并行进程（%4）</translation>
    </message>
    <message>
        <source>hybrid</source>
        <translation>混合</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>TFLOP/s per GPU (model)</source>
        <translation>每 GPU TFLOP/s（模型）</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>有效训练时间占比</translation>
    </message>
    <message>
        <source> (checkpoint %1)</source>
        <translation>（检查点 %1）</translation>
    </message>
    <message>
        <source>Wall clock with goodput</source>
        <translation>计入有效率的实际时长</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>Context-parallel comm</source>
        <translation>上下文并行通信</translation>
    </message>
    <message>
        <source>The plan fixes %1: only strategies that keep them are ranked (--free searches every strategy).</source>
        <translation>计划固定了 %1：只对保留这些设置的策略排序（--free 搜索全部策略）。</translation>
    </message>
    <message>
        <source>The best parallel strategies (tp, pp, dp, micro-batch, ZeRO, recompute, interleave) for the plan&apos;s
cluster and model, ranked by time per step, memory permitting.
  --top N         how many to print (default 10)
  --free          search every strategy, also the members the plan fixes
  --json          machine-readable output</source>
        <translation>针对方案的集群和模型，在显存允许的前提下按每步时间排序，给出最佳并行策略
（tp、pp、dp、微批次、ZeRO、激活重计算、交错）。
  --top N         输出的条数（默认 10）
  --free          搜索全部策略，包括方案已固定的设置
  --json          机器可读输出</translation>
    </message>
    <message>
        <source>quote: warning: %1 of the quote&apos;s lines are priced from the catalog&apos;s reference estimates, not from a seller&apos;s price list: %2. The PDF shows them as your prices; import your price list with `catalog import` to replace them.</source>
        <translation>quote：警告：报价中有 %1 行使用目录中的参考估价，而不是销售方的价目表：%2。PDF 会把它们作为您的报价展示；请用 `catalog import` 导入您的价目表替换它们。</translation>
    </message>
    <message>
        <source>the output %1 is the input %2: choose another file name</source>
        <translation>输出文件 %1 就是输入文件 %2：请另选文件名</translation>
    </message>
    <message>
        <source>cannot write the output: %1</source>
        <translation>无法写出输出：%1</translation>
    </message>
    <message>
        <source> + %1 h restarts from checkpoints</source>
        <translation> + 从检查点重启 %1 小时</translation>
    </message>
    <message>
        <source>; %1 committed instances, %2 h on demand at %3/h</source>
        <translation>；承诺 %1 个实例，另按需 %2 小时（每小时 %3）</translation>
    </message>
    <message>
        <source>; %1 idle instance-h not billed</source>
        <translation>；%1 空闲实例小时不计费</translation>
    </message>
    <message>
        <source>Each option delivers the owned work W = %1 samples/s x %2 h x utilization %3 x goodput %4 = %5 samples, billed for the hours it needs; 1- and 3-year terms bill whole instances for the whole term.</source>
        <translation>每个方案交付与自有集群相同的工作量 W = %1 样本/秒 × %2 小时 × 利用率 %3 × 有效产出率 %4 = %5 个样本，按所需小时计费；1 年和 3 年承诺按整台实例计满整个承诺期。</translation>
    </message>
    <message>
        <source>Instance-h</source>
        <translation>实例小时</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <source>Same capacity, always on (count x rate x 730 h x %1 months)</source>
        <translation>同等容量、全天候租用（数量 × 费率 × 730 小时 × %1 个月）</translation>
    </message>
    <message>
        <source>sized always on (no delivered work to match)</source>
        <translation>按全天候租用计（没有可对应的交付工作量）</translation>
    </message>
    <message>
        <source>sized on the same work: %1 samples/s per instance, %2 instance-h</source>
        <translation>按同等工作量计：每实例 %1 样本/秒，%2 实例小时</translation>
    </message>
    <message>
        <source>Model accuracy of strategy 1: %1</source>
        <translation>策略 1 的模型精度：%1</translation>
    </message>
    <message>
        <source>The hardware catalog.
  catalog list [--category C] [--json]   list parts (C: gpu, cpu, memory, storage, nic, switch,
                                         chassis, psu, cloud)
  catalog export FILE.csv                write every part as CSV (one header, one part per row)
  catalog import FILE.csv                add new parts and update existing SKUs from a CSV file;
                                         a file with any bad row changes nothing
  catalog history [SKU] [--limit N] [--json]
                                         who changed what, newest first: one part&apos;s changes or
                                         all; at most N of them (default 1000)</source>
        <translation>硬件目录。
  catalog list [--category C] [--json]   列出部件（C：gpu、cpu、memory、storage、nic、switch、
                                         chassis、psu、cloud）
  catalog export FILE.csv                将全部部件写为 CSV（一行表头，每行一个部件）
  catalog import FILE.csv                从 CSV 文件新增部件并更新已有 SKU；
                                         文件中有任何错误行时不做任何更改
  catalog history [SKU] [--limit N] [--json]
                                         谁改了什么，最新的在前：一个部件或全部部件的更改；
                                         最多 N 条（默认 1000）</translation>
    </message>
    <message>
        <source>Trains: %1; optimizer states: %2; expert parallel %3</source>
        <translation>训练：%1；优化器状态：%2；专家并行 %3</translation>
    </message>
    <message>
        <source>all weights</source>
        <translation>全部权重</translation>
    </message>
    <message>
        <source>LoRA adapters (frozen 16-bit base)</source>
        <translation>LoRA 适配器（冻结的 16 位基座）</translation>
    </message>
    <message>
        <source>QLoRA adapters (frozen 4-bit NF4 base)</source>
        <translation>QLoRA 适配器（冻结的 4 位 NF4 基座）</translation>
    </message>
    <message>
        <source>in GPU memory</source>
        <translation>在 GPU 显存中</translation>
    </message>
    <message>
        <source>offloaded to CPU memory</source>
        <translation>卸载到 CPU 内存</translation>
    </message>
    <message>
        <source>offloaded to NVMe</source>
        <translation>卸载到 NVMe</translation>
    </message>
    <message>
        <source>Host memory/node (offload)</source>
        <translation>每节点主机内存（卸载）</translation>
    </message>
    <message>
        <source>Expert-parallel all-to-all</source>
        <translation>专家并行 all-to-all</translation>
    </message>
    <message>
        <source>Offload transfers (exposed)</source>
        <translation>卸载传输（未被掩盖）</translation>
    </message>
    <message>
        <source>trains</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Serving on %1 x %2 (%3 x %4), tensor parallel %5 per replica</source>
        <translation>推理服务：%1 × %2（%3 × %4），每个副本张量并行 %5</translation>
    </message>
    <message>
        <source>Weights per GPU</source>
        <translation>每个 GPU 的权重</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>每个词元的 KV 缓存</translation>
    </message>
    <message>
        <source>Max concurrency per replica</source>
        <translation>每个副本的最大并发</translation>
    </message>
    <message>
        <source>Batch per replica</source>
        <translation>每个副本的批大小</translation>
    </message>
    <message>
        <source>Prefill (one request)</source>
        <translation>预填充（单个请求）</translation>
    </message>
    <message>
        <source>Decode step</source>
        <translation>解码步</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>首词元时间</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>每输出词元时间</translation>
    </message>
    <message>
        <source>Output tokens/s</source>
        <translation>输出词元/秒</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <source>GPUs needed</source>
        <translation>所需 GPU</translation>
    </message>
    <message>
        <source>%1 (the plan has %2)</source>
        <translation>%1（方案中有 %2）</translation>
    </message>
    <message>
        <source>simulate: no batch meets the latency limits</source>
        <translation>simulate：没有任何批大小能满足延迟限制</translation>
    </message>
    <message>
        <source>offline — prices as of %1 (%2)</source>
        <translation>离线——价格截至 %1（%2）</translation>
    </message>
    <message>
        <source>--limit needs a positive number</source>
        <translation>--limit 需要一个正数</translation>
    </message>
    <message>
        <source>%1 changes</source>
        <translation>%1 项修改</translation>
    </message>
    <message>
        <source>What to buy or rent to do the plan&apos;s target work in time: every complete system and valid build of the
catalog at every sensible node count, and every cloud instance and pricing mode, each with its best
strategy, days to train, capex, 3-year TCO on the same work, power and racks; which meet the target and
what binds each; the cheapest, the fastest and the Pareto front of time against cost. The target is the
plan&apos;s `target`; the options below replace its members.
  --tokens T      tokens to train
  --days D        the deadline in days
  --budget B      the budget in the plan&apos;s currency (capex, or TCO as target.budget_kind says)
  --max-kw K      the most IT power the owned cluster may draw
  --owned, --cloud  only owned systems, or only cloud instances
  --top N         how many candidates to list (default 20; --json: all)
  --json          machine-readable output (candidates, cheapest, fastest, pareto)</source>
        <translation>为在期限内完成计划的目标工作量应购买或租用什么：目录中的每种整机系统和有效组装配置在每个合理的节点数下，
以及每种云实例和计费方式，各自的最佳并行策略、训练天数、资本支出、相同工作量下的 3 年 TCO、功率和机柜；
哪些满足目标以及各自受何约束；最便宜、最快的方案以及时间对成本的帕累托前沿。目标取自计划的 `target`；
下列选项替换其中的成员。
  --tokens T      要训练的 token 数
  --days D        期限（天）
  --budget B      预算，以计划的货币计（资本支出，或按 target.budget_kind 为 TCO）
  --max-kw K      自建集群可用的最大 IT 功率
  --owned, --cloud  仅自建系统，或仅云实例
  --top N         列出多少个候选（默认 20；--json：全部）
  --json          机器可读输出（candidates、cheapest、fastest、pareto）</translation>
    </message>
    <message>
        <source>The plan&apos;s cluster over three years as its work grows (the plan&apos;s `growth`): the month it stops keeping
up, and what buying more when needed, bursting the excess to the cloud and buying bigger now cost month
by month, with what each buys when.
  --json          machine-readable output (runs_out_month, paths)</source>
        <translation>计划的集群在三年内随工作量增长（计划的 `growth`）的情况：不再满足需求的月份，以及按需追加购买、
将超出部分溢出到云、现在购买更大规模三种路径逐月的成本，和各自何时购买什么。
  --json          机器可读输出（runs_out_month、paths）</translation>
    </message>
    <message>
        <source>Nominal IT power (node-side optics)</source>
        <translation>额定 IT 功率（其中节点侧光模块）</translation>
    </message>
    <message>
        <source>%1 W (%2 W)</source>
        <translation>%1 W（%2 W）</translation>
    </message>
    <message>
        <source>Racks, PUE</source>
        <translation>机柜数，PUE</translation>
    </message>
    <message>
        <source>Rack space per year</source>
        <translation>每年机柜空间费用</translation>
    </message>
    <message>
        <source>quote: --number needs a quote number of 1 to %1 characters</source>
        <translation>quote：--number 需要 1 到 %1 个字符的报价单号</translation>
    </message>
    <message>
        <source>quote: warning: %1</source>
        <translation>quote：警告：%1</translation>
    </message>
    <message>
        <source>Writes the PDF quote the GUI exports: line items, totals, performance and TCO summary.
A plan with errors (see check) is not quoted: exit 1, the errors listed, no file.
  -o, --output FILE   the PDF to write (written atomically)
  --draft             write it anyway, every page marked DRAFT
  --number N          the quote number (default: the plan&apos;s, else the one its first export got)</source>
        <translation>写出与 GUI 导出相同的 PDF 报价单：明细行、合计、性能与总拥有成本摘要。
有错误的方案（见 check）不予报价：退出码为 1，列出错误，不写文件。
  -o, --output FILE   要写入的 PDF 文件（原子写入）
  --draft             仍然写出，每页标注 DRAFT 草稿
  --number N          报价编号（默认：方案中的编号，否则为其首次导出时取得的编号）</translation>
    </message>
    <message>
        <source>print on stderr what the program does and how long it takes (catalog, evaluation, search)</source>
        <translation>在标准错误输出上打印程序所做的事及其耗时（目录、评估、搜索）</translation>
    </message>
    <message>
        <source>%1 (%2 to %3 with the capacity 20% higher or lower)</source>
        <translation>%1（产能高或低 20% 时为 %2 至 %3）</translation>
    </message>
    <message>
        <source>Cost per 1M tokens, owned</source>
        <translation>每百万 token 成本（自有）</translation>
    </message>
    <message>
        <source>Cost per 1M tokens, %1 (%2)</source>
        <translation>每百万 token 成本，%1（%2）</translation>
    </message>
    <message>
        <source>not available: %1</source>
        <translation>不可用：%1</translation>
    </message>
    <message>
        <source>no serving configuration meets the latency limits</source>
        <translation>没有任何推理服务配置满足延迟限制</translation>
    </message>
    <message>
        <source>rank  tp  quant  batch limit  GPUs  replicas  batch  TTFT (ms)  TPOT (ms)  tok/s/GPU</source>
        <translation>排名  tp  量化  批上限  GPU 数  副本  批大小  首 token (ms)  每 token (ms)  token/s/GPU</translation>
    </message>
    <message>
        <source>error = (predicted - measured) / measured; sources and configurations: validate --json, resources/validation/*.csv (training, serving and fine-tuning runs)</source>
        <translation>误差 = (预测 - 实测) / 实测；来源与配置见 validate --json 及 resources/validation/*.csv（训练、推理服务与微调运行）</translation>
    </message>
    <message>
        <source>%1 rack, PUE %2</source>
        <translation>%1 个机柜，PUE %2</translation>
    </message>
    <message>
        <source>%1 racks, PUE %2</source>
        <translation>%1 个机柜，PUE %2</translation>
    </message>
    <message>
        <source>%1: %2, %3, %4</source>
        <translation>%1：%2，%3，%4</translation>
    </message>
    <message>
        <source>%1 error</source>
        <translation>%1 个错误</translation>
    </message>
    <message>
        <source>%1 errors</source>
        <translation>%1 个错误</translation>
    </message>
    <message>
        <source>%1 warning</source>
        <translation>%1 个警告</translation>
    </message>
    <message>
        <source>%1 warnings</source>
        <translation>%1 个警告</translation>
    </message>
    <message>
        <source>%1 note</source>
        <translation>%1 条提示</translation>
    </message>
    <message>
        <source>%1 notes</source>
        <translation>%1 条提示</translation>
    </message>
    <message>
        <source>Serving on %1 x %2 (%3 x %4), one GPU per replica</source>
        <translation>推理服务：%1 × %2（%3 × %4），每个副本一块 GPU</translation>
    </message>
    <message>
        <source>Largest batch</source>
        <translation>最大批大小</translation>
    </message>
    <message>
        <source>One request alone</source>
        <translation>单个请求单独处理</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>Sequences/s</source>
        <translation>序列/秒</translation>
    </message>
    <message>
        <source>Images/s</source>
        <translation>图像/秒</translation>
    </message>
    <message>
        <source>Cost per 1M sequences, owned</source>
        <translation>每百万序列成本（自有）</translation>
    </message>
    <message>
        <source>Cost per 1M images, owned</source>
        <translation>每百万图像成本（自有）</translation>
    </message>
    <message>
        <source>Cost per 1M sequences, %1 (%2)</source>
        <translation>每百万序列成本，%1（%2）</translation>
    </message>
    <message>
        <source>Cost per 1M images, %1 (%2)</source>
        <translation>每百万图像成本，%1（%2）</translation>
    </message>
    <message>
        <source>Break-even range (cloud price, utilization and electricity each %1 % lower and higher)</source>
        <translation>盈亏平衡区间（云价格、利用率和电价各自降低和提高 %1 %）</translation>
    </message>
    <message>
        <source>break-even %1, range %2</source>
        <translation>盈亏平衡：%1，区间：%2</translation>
    </message>
    <message>
        <source>none within %1 months in every case</source>
        <translation>任何情况下 %1 个月内均无</translation>
    </message>
    <message>
        <source>month %1 or later (none within %2 months at worst)</source>
        <translation>第 %1 个月或更晚（最差情况下 %2 个月内无）</translation>
    </message>
    <message>
        <source>month %1 in every case</source>
        <translation>任何情况下均为第 %1 个月</translation>
    </message>
    <message>
        <source>months %1 to %2</source>
        <translation>第 %1 至 %2 个月</translation>
    </message>
    <message>
        <source>Time per epoch</source>
        <translation>每轮时间</translation>
    </message>
    <message>
        <source>rank  format  GPUs  replicas  batch  latency (ms)  images/s/GPU</source>
        <translation>排名  格式  GPU 数  副本  批次  延迟 (ms)  图像/s/GPU</translation>
    </message>
    <message>
        <source>rank  format  GPUs  replicas  batch  latency (ms)  sequences/s/GPU</source>
        <translation>排名  格式  GPU 数  副本  批次  延迟 (ms)  序列/s/GPU</translation>
    </message>
    <message>
        <source>MIG instance per replica</source>
        <translation>每个副本的 MIG 实例</translation>
    </message>
    <message>
        <source>%1 (%2 per GPU; figures per GPU are per instance)</source>
        <translation>%1（每 GPU %2 个；“每 GPU”的数值按实例计）</translation>
    </message>
    <message>
        <source>Serving on %1 x %2 (%3 x %4), one MIG instance per replica</source>
        <translation>推理服务：%1 × %2（%3 × %4），每个副本一个 MIG 实例</translation>
    </message>
    <message>
        <source>added the parts new in this version&apos;s bundled catalog: %1</source>
        <translation>已添加本版本内置目录中新增的部件：%1</translation>
    </message>
    <message>
        <source>optimism</source>
        <translation>乐观偏差</translation>
    </message>
    <message>
        <source>Expert tensor parallel %1: the experts folded over the tensor- and data-parallel ranks</source>
        <translation>专家张量并行 %1：专家折叠到张量并行与数据并行的各个 rank 上</translation>
    </message>
    <message>
        <source>MoE host wait</source>
        <translation>MoE 主机等待</translation>
    </message>
    <message>
        <source>Cluster: %1 x %2 (%3 x %4, %5, %6)</source>
        <translation>集群：%1 × %2（%3 × %4，%5，%6）</translation>
    </message>
    <message>
        <source>%1 x %2 Gb/s NICs%3</source>
        <translation>%1 × %2 Gb/s 网卡%3</translation>
    </message>
    <message>
        <source>no network cards</source>
        <translation>无网卡</translation>
    </message>
    <message>
        <source>%1 x %2 Gb/s accelerator ports%3</source>
        <translation>%1 × %2 Gb/s 加速卡自带端口%3</translation>
    </message>
    <message>
        <source>The plan&apos;s pipeline_layout has %1 stages: only strategies with pp x interleave = %1 are ranked (remove the layout to search other pipelines).</source>
        <translation>方案的 pipeline_layout 有 %1 个阶段：只对 pp × interleave = %1 的策略排名（删除该布局才能搜索其他流水线划分）。</translation>
    </message>
    <message>
        <source> (pipeline rank %1 of %2, the one that needs the most)</source>
        <translation>（流水线 rank %1，共 %2 个 rank，显存需求最大的一个）</translation>
    </message>
    <message>
        <source>Optimizer: DeepSpeed&apos;s BF16_Optimizer, its states sharded over %1 data-parallel ranks, an fp32 gradient buffer on every GPU, the gradients all-reduced after the backward and the weights gathered in the step</source>
        <translation>优化器：DeepSpeed 的 BF16_Optimizer，其状态分片于 %1 个数据并行进程，每块 GPU 上有一份完整的 fp32 梯度缓冲区，梯度在反向传播结束后做全归约，权重在优化器步内全收集</translation>
    </message>
    <message>
        <source>at defaults</source>
        <translation>默认选项下</translation>
    </message>
    <message>
        <source>at defaults: the mean |error| with each run&apos;s software options (framework, attention kernel, fusions, overlaps, dispatchers) left at their defaults, what a plan that names none of them was told; for runs of older software it includes what the software gained since</source>
        <translation>默认选项下：各次运行的软件选项（框架、注意力内核、算子融合、通信重叠、分发器）取默认值时的平均|误差|，即未指定任何这些选项的方案所得到的预测误差；对于较早软件的运行，其中也包含此后软件本身的进步</translation>
    </message>
    <message>
        <source>Attention: %1, the default for this GPU and stack (the workload&apos;s &quot;attention&quot; can name another)</source>
        <translation>注意力：%1，为此 GPU 与软件栈的默认内核（可用工作负载的 &quot;attention&quot; 指定其他内核）</translation>
    </message>
    <message>
        <source>Attention: %1</source>
        <translation>注意力：%1</translation>
    </message>
    <message>
        <source> (the plan&apos;s layout; searched: %1)</source>
        <translation>（方案的并行布局；搜索所得：%1）</translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation>微批次大小</translation>
    </message>
    <message>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <source>sequence parallelism</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <source>interleave</source>
        <translation>交错</translation>
    </message>
</context>
<context>
    <name>fmt</name>
    <message>
        <source>%1 MW</source>
        <translation>%1 MW</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 TB</source>
        <translation>%1 TB</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1M</source>
        <translation>%1M</translation>
    </message>
    <message>
        <source>%1k</source>
        <translation>%1k</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Plan AI training servers.</source>
        <translation>规划 AI 训练服务器。</translation>
    </message>
    <message>
        <source>A plan file to open.</source>
        <translation>要打开的方案文件。</translation>
    </message>
    <message>
        <source>Use this catalog database.</source>
        <translation>使用此目录数据库。</translation>
    </message>
</context>
<context>
    <name>PipelineLayoutText</name>
    <message>
        <source>the repeat &quot;%1&quot; is too long</source>
        <translation>重复段“%1”过长</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>为空</translation>
    </message>
    <message>
        <source>must begin with the embedding &apos;E&apos; and name it once</source>
        <translation>必须以嵌入层 &apos;E&apos; 开头，且只出现一次</translation>
    </message>
    <message>
        <source>must end with the loss &apos;L&apos; and name it once</source>
        <translation>必须以损失 &apos;L&apos; 结尾，且只出现一次</translation>
    </message>
    <message>
        <source>places a transformer layer &apos;t&apos; after a multi-token prediction module &apos;m&apos;</source>
        <translation>在多 token 预测模块 &apos;m&apos; 之后放置了 Transformer 层 &apos;t&apos;</translation>
    </message>
    <message>
        <source>has more than %1 stages</source>
        <translation>阶段数超过 %1</translation>
    </message>
    <message>
        <source>has &apos;%1&apos;, which is none of E, t, m, L and &apos;|&apos;</source>
        <translation>含有 &apos;%1&apos;，它不是 E、t、m、L 或 &apos;|&apos; 之一</translation>
    </message>
</context>
</TS>
