#include "perf/convnets.h"

#include "perf/netbuilder.h"

#include <algorithm>
#include <cmath>

namespace aip::perf {

namespace {

// ultralytics/yolov5 utils/general.py make_divisible and models/yolo.py parse_model: channels rounded up to a
// multiple of 8 after the width multiple, repeats rounded with a floor of one.
double ch(double c, double w)
{
    return std::ceil(c * w / 8) * 8;
}

int reps(int n, double d)
{
    return n > 1 ? std::max(int(std::lround(n * d)), 1) : n;
}

// ultralytics C3: two 1x1 branches of c2/2, n bottlenecks (1x1 then 3x3) on one, a 1x1 over both.
void c3(NetBuilder &b, double c1, double c2, int n, bool shortcut, int h)
{
    const double c = c2 / 2;
    b.conv(c1, c, 1, 1, h);
    b.conv(c1, c, 1, 1, h);
    for (int i = 0; i < n; ++i) {
        b.conv(c, c, 1, 1, h);
        b.conv(c, c, 3, 1, h);
        if (shortcut)
            b.memOp(c * h * h);
    }
    b.memOp(2 * c * h * h); // concatenation
    b.conv(2 * c, c2, 1, 1, h);
}

void resBlock(NetBuilder &b, double cin, double cout, int r)
{
    b.memOp(cin * r * r); // GroupNorm + SiLU on the input
    b.conv(cin, cout, 3, 1, r);
    b.conv(cout, cout, 3, 1, r); // its GroupNorm + SiLU counted as the memory op of the first conv
    if (cin != cout)
        b.conv(cin, cout, 1, 1, r, false);
    b.memOp(cout * r * r); // residual add
}

// CompVis ldm SpatialTransformer with one BasicTransformerBlock: self-attention, cross-attention to the
// 77 x 768 CLIP text context, GEGLU feed-forward (inner 4c, gated).
void spatialTransformer(NetBuilder &b, double c, int r)
{
    const double t = double(r) * r, heads = 8, ctxTokens = 77, ctxDim = 768;
    b.memOp(c * t); // GroupNorm
    b.linear(t, c, c);
    for (int i = 0; i < 3; ++i)
        b.linear(t, c, c);
    b.attention(t, t, c, heads);
    b.linear(t, c, c, true); // out projection, LayerNorm after
    b.linear(t, c, c);
    b.linear(ctxTokens, ctxDim, 2 * c);
    b.attention(t, ctxTokens, c, heads);
    b.linear(t, c, c, true);
    b.linear(t, c, 8 * c, true); // GEGLU: value and gate
    b.linear(t, 4 * c, c, true);
    b.linear(t, c, c);
    b.memOp(c * t); // residual
}

} // namespace

std::vector<NetLayer> resnet50Layers(int imageSize)
{
    // torchvision's and DeepLearningExamples' Bottleneck: conv, BatchNorm2d and ReLU twice, the third conv and the
    // downsample's with their batch norm only, then the residual add and a ReLU.
    NetBuilder b;
    b.opsApart = true;
    int h = b.conv(3, 64, 7, 2, imageSize);
    h = (h + 1) / 2; // 3x3/2 max pool
    b.memOp(64.0 * h * h);
    double cin = 64;
    const int blocks[4] = {3, 4, 6, 3};
    for (int stage = 0; stage < 4; ++stage) {
        const double w = 64 << stage;
        for (int i = 0; i < blocks[stage]; ++i) {
            const int stride = (i == 0 && stage > 0) ? 2 : 1;
            b.conv(cin, w, 1, 1, h);
            const int ho = b.conv(w, w, 3, stride, h);
            b.conv(w, 4 * w, 1, 1, ho, false);
            b.batchNorm(4 * w * ho * ho, 4 * w);
            if (i == 0) {
                b.conv(cin, 4 * w, 1, stride, h, false);
                b.batchNorm(4 * w * ho * ho, 4 * w);
            }
            b.residualAdd(4 * w * ho * ho, true); // residual add + ReLU
            h = ho;
            cin = 4 * w;
        }
    }
    b.globalPool(cin * h * h);
    b.linear(1, cin, 1000);
    return b.layers;
}

std::vector<NetLayer> yolov5Layers(double d, double w, int imageSize)
{
    NetBuilder b;
    int h = b.conv(3, ch(64, w), 6, 2, imageSize);
    h = b.conv(ch(64, w), ch(128, w), 3, 2, h);
    c3(b, ch(128, w), ch(128, w), reps(3, d), true, h);
    h = b.conv(ch(128, w), ch(256, w), 3, 2, h);
    c3(b, ch(256, w), ch(256, w), reps(6, d), true, h);
    const int p3 = h;
    h = b.conv(ch(256, w), ch(512, w), 3, 2, h);
    c3(b, ch(512, w), ch(512, w), reps(9, d), true, h);
    const int p4 = h;
    h = b.conv(ch(512, w), ch(1024, w), 3, 2, h);
    c3(b, ch(1024, w), ch(1024, w), reps(3, d), true, h);
    const int p5 = h;
    // SPPF: 1x1 halving, three chained 5x5 max pools, 1x1 over the four.
    b.conv(ch(1024, w), ch(512, w), 1, 1, h);
    b.memOp(3 * ch(512, w) * h * h);
    b.conv(4 * ch(512, w), ch(1024, w), 1, 1, h);
    // PANet head.
    b.conv(ch(1024, w), ch(512, w), 1, 1, p5);
    b.memOp(2 * ch(1024, w) * p4 * p4); // upsample + concat
    c3(b, ch(1024, w), ch(512, w), reps(3, d), false, p4);
    b.conv(ch(512, w), ch(256, w), 1, 1, p4);
    b.memOp(2 * ch(512, w) * p3 * p3);
    c3(b, ch(512, w), ch(256, w), reps(3, d), false, p3);
    b.conv(ch(256, w), ch(256, w), 3, 2, p3);
    c3(b, ch(512, w), ch(512, w), reps(3, d), false, p4);
    b.conv(ch(512, w), ch(512, w), 3, 2, p4);
    c3(b, ch(1024, w), ch(1024, w), reps(3, d), false, p5);
    // Detect: 3 anchors x (80 classes + 5) outputs at each scale.
    b.conv(ch(256, w), 255, 1, 1, p3, false);
    b.conv(ch(512, w), 255, 1, 1, p4, false);
    b.conv(ch(1024, w), 255, 1, 1, p5, false);
    return b.layers;
}

std::vector<NetLayer> sd15UnetLayers(int latentSize)
{
    NetBuilder b;
    const double chans[4] = {320, 640, 1280, 1280};
    int r = latentSize;
    b.conv(4, 320, 3, 1, r, false);
    std::vector<double> skips = {320};
    double c = 320;
    for (int level = 0; level < 4; ++level) {
        for (int i = 0; i < 2; ++i) {
            resBlock(b, c, chans[level], r);
            c = chans[level];
            if (level < 3)
                spatialTransformer(b, c, r);
            skips.push_back(c);
        }
        if (level < 3) {
            r = b.conv(c, c, 3, 2, r, false);
            skips.push_back(c);
        }
    }
    resBlock(b, c, c, r);
    spatialTransformer(b, c, r);
    resBlock(b, c, c, r);
    for (int level = 3; level >= 0; --level) {
        for (int i = 0; i < 3; ++i) {
            const double skip = skips.back();
            skips.pop_back();
            resBlock(b, c + skip, chans[level], r);
            c = chans[level];
            if (level < 3)
                spatialTransformer(b, c, r);
        }
        if (level > 0) {
            r *= 2; // nearest upsample, then a 3x3 conv
            b.memOp(c * r * r);
            b.conv(c, c, 3, 1, r, false);
        }
    }
    b.memOp(c * r * r); // GroupNorm + SiLU
    b.conv(c, 4, 3, 1, r, false);
    return b.layers;
}

} // namespace aip::perf
