#include "perf/visionnets.h"

#include "perf/convnets.h"
#include "perf/netbuilder.h"

#include <algorithm>
#include <cmath>

namespace aip::perf {

namespace {

// tensorflow/tpu models/official/efficientnet/efficientnet_model.py round_filters and round_repeats.
double roundFilters(double c, double width)
{
    const double scaled = c * width;
    double rounded = std::max(8.0, std::floor((scaled + 4) / 8) * 8);
    if (rounded < 0.9 * scaled)
        rounded += 8;
    return rounded;
}

// MBConv (Sandler et al. 2018 inverted residual with squeeze-and-excitation of ratio 0.25 of the block's input).
int mbconv(NetBuilder &b, double cin, double cout, int expand, int k, int stride, int h)
{
    const double mid = cin * expand;
    if (expand != 1)
        b.conv(cin, mid, 1, 1, h);
    const int ho = b.depthwise(mid, k, stride, h);
    const double se = std::max(1.0, std::floor(cin * 0.25));
    b.globalPool(mid * ho * ho); // squeeze
    b.linear(1, mid, se);
    b.linear(1, se, mid);
    b.channelScale(mid * ho * ho);      // excite: scale every channel
    b.conv(mid, cout, 1, 1, ho, false); // projection, batch norm without activation
    b.batchNorm(cout * ho * ho, cout);
    if (stride == 1 && cin == cout)
        b.residualAdd(cout * ho * ho);
    return ho;
}

std::vector<NetLayer> efficientNet(double width, double depth, int imageSize)
{
    // Tan & Le 2019, Table 1: expand ratio, kernel, stride, output channels, repeats per stage.
    struct Stage {
        int expand, k, stride;
        double channels;
        int repeats;
    };
    constexpr Stage stages[] = {{1, 3, 1, 16, 1},  {6, 3, 2, 24, 2},  {6, 5, 2, 40, 2}, {6, 3, 2, 80, 3},
                                {6, 5, 1, 112, 3}, {6, 5, 2, 192, 4}, {6, 3, 1, 320, 1}};
    NetBuilder b;
    b.linearBias = true;
    b.opsApart = true; // BatchNorm2d after every convolution (torchvision, DeepLearningExamples)
    double c = roundFilters(32, width);
    int h = b.conv(3, c, 3, 2, imageSize);
    for (const Stage &st : stages) {
        const double out = roundFilters(st.channels, width);
        const int n = int(std::ceil(depth * st.repeats));
        for (int i = 0; i < n; ++i) {
            h = mbconv(b, c, out, st.expand, st.k, i == 0 ? st.stride : 1, h);
            c = out;
        }
    }
    const double head = roundFilters(1280, width);
    b.conv(c, head, 1, 1, h);
    b.globalPool(head * h * h);
    b.linear(1, head, 1000);
    return b.layers;
}

std::vector<NetLayer> vit(int layers, double dim, double mlp, double heads, int imageSize)
{
    NetBuilder b;
    b.linearBias = true;
    const int patch = 16;
    const int grid = b.conv(3, dim, patch, patch, imageSize, false, false);
    const double tokens = double(grid) * grid + 1; // patches and the class token
    b.memOp(tokens * dim);                         // position embedding add
    for (int i = 0; i < layers; ++i) {
        b.memOp(tokens * dim); // LayerNorm
        b.linear(tokens, dim, 3 * dim);
        b.attention(tokens, tokens, dim, heads);
        b.linear(tokens, dim, dim);
        b.memOp(2 * tokens * dim); // residual add, LayerNorm
        b.linear(tokens, dim, mlp, true);
        b.linear(tokens, mlp, dim);
        b.memOp(tokens * dim); // residual add
    }
    b.linear(1, dim, 1000);
    return b.layers;
}

std::vector<NetLayer> ssd300(int imageSize)
{
    // VGG-16 conv1_1 .. conv5_3, pool5 3x3/1, then fc6 as a dilated 3x3 conv and fc7 as 1x1 (Liu et al. Sec. 3).
    NetBuilder b;
    b.linearBias = true;
    const double classes = 81; // COCO's 80 and background
    int h = imageSize;
    double c = 3;
    const int vgg[5][2] = {{64, 2}, {128, 2}, {256, 3}, {512, 3}, {512, 3}};
    int conv43 = 0;
    for (int stage = 0; stage < 5; ++stage) {
        for (int i = 0; i < vgg[stage][1]; ++i) {
            h = b.conv(c, vgg[stage][0], 3, 1, h);
            c = vgg[stage][0];
        }
        if (stage == 3)
            conv43 = h;
        b.memOp(c * h * h);
        if (stage < 4)
            h = (h + 1) / 2; // 2x2 max pool (ceil mode: 75 -> 38)
    }
    h = b.conv(512, 1024, 3, 1, h); // fc6, dilation 6
    h = b.conv(1024, 1024, 1, 1, h);
    const int conv7 = h;
    // Extra feature layers: 1x1 then 3x3 (stride 2 twice, then unpadded twice): 10, 5, 3, 1.
    b.conv(1024, 256, 1, 1, h);
    const int m8 = b.conv(256, 512, 3, 2, h);
    b.conv(512, 128, 1, 1, m8);
    const int m9 = b.conv(128, 256, 3, 2, m8);
    b.conv(256, 128, 1, 1, m9);
    const int m10 = b.conv(128, 256, 3, 1, m9, true, false);
    b.conv(256, 128, 1, 1, m10);
    const int m11 = b.conv(128, 256, 3, 1, m10, true, false);
    // 3x3 predictors of class scores and box offsets per default box.
    const struct {
        double c;
        int h, boxes;
    } maps[] = {{512, conv43, 4}, {1024, conv7, 6}, {512, m8, 6}, {256, m9, 6}, {256, m10, 4}, {256, m11, 4}};
    for (const auto &m : maps)
        b.conv(m.c, m.boxes * (classes + 4), 3, 1, m.h, false);
    return b.layers;
}

std::vector<NetLayer> maskRcnn(int imageSize)
{
    // Backbone: ResNet-50 without its classifier (the last layer of convnets.h's list).
    std::vector<NetLayer> layers = resnet50Layers(imageSize);
    if (!layers.empty())
        layers.pop_back();
    // Its batch norms are frozen (torchvision's and the MLPerf reference's FrozenBatchNorm2d: a per-channel affine,
    // no batch statistics): the backbone's memory-bound work at the generic passes, as before the ops were told apart.
    for (NetLayer &l : layers) {
        l.memOpElems = l.memoryOpElems();
        l.bnElems = l.bnChannels = l.actElems = l.addElems = l.scaleElems = l.poolElems = 0;
    }
    NetBuilder b;
    b.linearBias = true;
    b.layers = std::move(layers);
    // FPN (Lin et al. 2017): lateral 1x1 to 256 from C2..C5 (strides 4..32), top-down adds, 3x3 outputs.
    const double cs[] = {256, 512, 1024, 2048};
    int sizes[4];
    for (int i = 0; i < 4; ++i) {
        sizes[i] = std::max(1, imageSize >> (i + 2));
        b.conv(cs[i], 256, 1, 1, sizes[i], false);
        b.memOp(256.0 * sizes[i] * sizes[i]); // top-down upsample and add
    }
    for (int s : sizes)
        b.conv(256, 256, 3, 1, s, false);
    // RPN on P2..P6: one head shared by the levels (its weights counted once), a 3x3 conv, 3 anchors' objectness
    // and box deltas.
    bool first = true;
    for (int s : {sizes[0], sizes[1], sizes[2], sizes[3], std::max(1, sizes[3] / 2)}) {
        b.conv(256, 256, 3, 1, s);
        b.conv(256, 3 + 12, 1, 1, s, false);
        if (!first) {
            b.layers[b.layers.size() - 2].weightElems = 0;
            b.layers.back().weightElems = 0;
        }
        first = false;
    }
    // Box head over the 512 RoIs sampled per training image (He et al. 2017, Sec. 3.1): RoIAlign 7x7, two fc of
    // 1024, classes and per-class boxes.
    const double rois = 512, classes = 81;
    b.memOp(rois * 256 * 7 * 7);
    b.linear(rois, 256 * 7 * 7, 1024, true);
    b.linear(rois, 1024, 1024, true);
    b.linear(rois, 1024, classes + 4 * classes);
    // Mask head on the positive RoIs (25% of the sample): RoIAlign 14x14, four 3x3 convs, a 2x2 deconvolution to
    // 28x28, per-class masks.
    const double positives = 0.25 * rois;
    b.memOp(positives * 256 * 14 * 14);
    for (int i = 0; i < 4; ++i)
        b.conv(256, 256, 3, 1, 14, true, true, positives);
    NetLayer deconv;
    deconv.gemmM = positives * 14 * 14;
    deconv.gemmN = 256 * 4;
    deconv.gemmK = 256;
    deconv.flops = 2 * deconv.gemmM * deconv.gemmN * deconv.gemmK;
    deconv.inElems = positives * 256 * 14 * 14;
    deconv.outElems = positives * 256 * 28 * 28;
    deconv.weightElems = 256.0 * 256 * 4;
    deconv.memOpElems = deconv.outElems;
    deconv.convolution = true;
    b.layers.push_back(deconv);
    b.conv(256, classes, 1, 1, 28, false, true, positives);
    return b.layers;
}

} // namespace

QStringList visionPresetNames()
{
    return {QStringLiteral("efficientnet-b0"), QStringLiteral("efficientnet-b4"), QStringLiteral("ssd300"),
            QStringLiteral("maskrcnn-r50"),    QStringLiteral("vit-b16"),         QStringLiteral("vit-l16")};
}

std::vector<NetLayer> visionLayers(const QString &name, int imageSize)
{
    if (name == QLatin1String("efficientnet-b0"))
        return efficientNet(1.0, 1.0, imageSize);
    if (name == QLatin1String("efficientnet-b4"))
        return efficientNet(1.4, 1.8, imageSize);
    if (name == QLatin1String("vit-b16"))
        return vit(12, 768, 3072, 12, imageSize);
    if (name == QLatin1String("vit-l16"))
        return vit(24, 1024, 4096, 16, imageSize);
    if (name == QLatin1String("ssd300"))
        return ssd300(imageSize);
    if (name == QLatin1String("maskrcnn-r50"))
        return maskRcnn(imageSize);
    return {};
}

} // namespace aip::perf
