#pragma once
// Builds a network's layer list per sample, for the convolutional, diffusion and vision presets (convnets.cpp,
// visionnets.cpp), so each layer can be costed on its own (roofline per layer). Spatial sizes are square.

#include "perf/modelarch.h"

#include <vector>

namespace aip::perf {

class NetBuilder
{
public:
    std::vector<NetLayer> layers;
    // Count a bias vector with each linear layer's weights (the vision transformers' and heads' parameter counts
    // in their papers include it; the UNet's table figures do not).
    bool linearBias = false;
    // Record each memory-bound op apart, to be costed at its kernel's measured rate (netlayercost.h netOpTimes): for
    // networks that train with batch norm in training mode after their convolutions (torchvision's and
    // DeepLearningExamples' ResNet-50 and EfficientNet: nn.BatchNorm2d), conv(normAct) and depthwise() record a batch
    // norm and an activation apart (NetLayer::bnElems, actElems), and the op methods below their own op. Otherwise
    // every memory-bound op is one memOp() at the generic passes (netlayercost.h kNetMemAccess*).
    bool opsApart = false;

    // Room for most presets' layers at once (ResNet-50 has 54, ViT-L/16 122; EfficientNet-B4's 161 and the UNet's 274
    // grow past it): growing the list one reallocation at a time was most of building ResNet-50's (issue 20, item 6:
    // a serving evaluation builds it).
    NetBuilder() { layers.reserve(128); }

    // A convolution over `rois` regions of size h (1 for a whole image). `same` pads to keep ceil(h / stride),
    // otherwise "valid": (h - k) / stride + 1. Returns the output size.
    int conv(double cin, double cout, int k, int stride, int h, bool normAct = true, bool same = true, double rois = 1)
    {
        const int ho = same ? (h + stride - 1) / stride : (h - k) / stride + 1;
        NetLayer &l = layers.emplace_back(); // built in place: a serving evaluation builds ResNet-50 (issue 20)
        l.gemmM = rois * ho * ho;
        l.gemmN = cout;
        l.gemmK = cin * k * k;
        l.flops = 2 * l.gemmM * l.gemmN * l.gemmK;
        l.inElems = rois * cin * h * h;
        l.outElems = cout * l.gemmM;
        l.weightElems = cin * cout * k * k;
        l.weightTensors = 1;
        if (normAct)
            normAndAct(l, cout);
        l.convolution = true;
        return ho;
    }
    // Depthwise convolution: one k x k filter per channel, a batched product of `c` thin GEMMs (memory-bound in
    // practice, as the roofline finds).
    int depthwise(double c, int k, int stride, int h)
    {
        const int ho = (h + stride - 1) / stride;
        NetLayer &l = layers.emplace_back();
        l.gemmM = double(ho) * ho;
        l.gemmN = 1;
        l.gemmK = double(k) * k;
        l.flops = 2 * l.gemmM * l.gemmK * c;
        l.inElems = c * h * h;
        l.outElems = c * l.gemmM;
        l.weightElems = c * k * k;
        l.weightTensors = 1;
        normAndAct(l, c);
        l.convolution = true;
        return ho;
    }
    // A linear layer over `tokens` positions (transformer blocks, classifier heads).
    void linear(double tokens, double in, double out, bool memOp = false)
    {
        NetLayer &l = layers.emplace_back();
        l.gemmM = tokens;
        l.gemmN = out;
        l.gemmK = in;
        l.flops = 2 * tokens * in * out;
        l.inElems = tokens * in;
        l.outElems = tokens * out;
        l.weightElems = in * out + (linearBias ? out : 0);
        l.weightTensors = 2; // nn.Linear has a bias tensor whether or not `linearBias` counts its parameters
        l.memOpElems = memOp ? l.outElems : 0;
    }
    // Multi-head attention core: scores (tq x tkv per head) and their weighted sum; softmax is memory-bound.
    void attention(double tq, double tkv, double dim, double heads)
    {
        NetLayer &l = layers.emplace_back();
        l.gemmM = tq;
        l.gemmN = tkv;
        l.gemmK = dim / heads;
        l.flops = 2 * 2 * tq * tkv * dim;
        l.inElems = (tq + 2 * tkv) * dim;
        l.outElems = tq * dim;
        l.memOpElems = tq * tkv * heads;
    }
    // Memory-bound work not tied to a matmul (pooling, residual adds, concatenation, upsampling).
    void memOp(double elems)
    {
        if (!layers.empty())
            layers.back().memOpElems += elems;
    }
    // With opsApart, each op on its own (the last layer's); otherwise memOp(): a batch norm without an
    // activation after it, a residual add (and the activation after it), a per-channel scale, a global average pool.
    void batchNorm(double elems, double channels)
    {
        if (!layers.empty())
            layers.back().normTensors += 2;
        if (!opsApart)
            return memOp(elems);
        if (!layers.empty()) {
            layers.back().bnElems += elems;
            layers.back().bnChannels = channels;
        }
    }
    void residualAdd(double elems, bool activation = false)
    {
        if (!opsApart)
            return memOp(elems);
        if (!layers.empty()) {
            layers.back().addElems += elems;
            layers.back().actElems += activation ? elems : 0;
        }
    }
    void channelScale(double elems)
    {
        if (!opsApart)
            return memOp(elems);
        if (!layers.empty())
            layers.back().scaleElems += elems;
    }
    void globalPool(double elems)
    {
        if (!opsApart)
            return memOp(elems);
        if (!layers.empty())
            layers.back().poolElems += elems;
    }

private:
    void normAndAct(NetLayer &l, double channels) const
    {
        l.normTensors += 2;
        if (!opsApart) {
            l.memOpElems = l.outElems;
            return;
        }
        l.bnElems = l.actElems = l.outElems;
        l.bnChannels = channels;
    }
};

} // namespace aip::perf
