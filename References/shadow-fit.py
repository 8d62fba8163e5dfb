#!/usr/bin/env python3
"""Which shadow model reproduces material-components' shadows as iOS 11.2 drew them.

Reads the eight MDCShadowLayerSnapshotTests recordings with a shadow (elevation 6 ... 24, mask
on and off; ../shared/ios-references, or the folder given as the first argument) and renders
each with a model of the two shadows written out here, independently of Animatic: MDC's
metrics (MDCShadowLayer.m), a white 100 x 100 pt view at (40, 40) on white 0.8, @2x, the key
shadow (opacity 0.26) composited before the ambient one (0.08), the mask cutting both out of
the view. The green channel carries everything: over grey 204, 204 (1 - a_key) (1 - a_amb).

A model is a kernel (a Gaussian of sigma = a r, r = shadowRadius in pixels, cut at c r and
normalized), and how the shadow's alpha, opacity x blur, becomes 8 bits: rounded to nearest,
rounded down, or left exact. Each blend is rounded to nearest 8 bits.

The factor a and the cut are picked on elevations 6 and 18 (train) and checked on 12 and 24
(held out). Prints, per model and case: the largest difference in levels, how many pixels are
2 or more levels off, and the mean absolute difference (green channel).

Needs numpy, scipy and Pillow. docs/fidelity.md quotes its output.
"""
import sys

import numpy as np
from PIL import Image
from scipy.special import ndtr

ROOT = sys.argv[1] if len(sys.argv) > 1 else "../shared/ios-references"
FOLDER = ROOT + "/mdc/ios11.2/MDCShadowLayerSnapshotTests/"
H, W = 440, 360
TRAIN, TEST = (6, 18), (12, 24)


def recording(mask, e):
    name = "testShadowMask%sElevation%02d_11_2@2x.png" % ("Enabled" if mask else "Disabled", e)
    return np.asarray(Image.open(FOLDER + name).convert("RGBA")).astype(int)[:, :, 1]


def metrics(e):
    """MDCShadowMetrics at elevation e, in pixels: ambient radius, key radius, key offset y."""
    return 2 * (0.889544 * e - 0.003701), 2 * (0.666920 * e - 0.001648), 2 * (1.23118 * e - 0.03933)


def edge_cdf(sigma, cut):
    """The share of a Gaussian cut at +-cut (normalized) left of x."""
    if cut is None:
        return lambda x: ndtr(x / sigma)
    lo = ndtr(-cut / sigma)
    return lambda x: np.clip((ndtr(np.clip(x, -cut, cut) / sigma) - lo) / (1 - 2 * lo), 0, 1)


def box3_cdf(sigma):
    """Three box blurs of equal width w (3 w^2 / 12 = sigma^2), the usual stand-in for a Gaussian."""
    w = np.sqrt(4 * sigma**2)
    box = np.ones(64)
    k = np.convolve(np.convolve(box, box), box)
    t = (np.arange(len(k)) - (len(k) - 1) / 2) * w / 64
    c = np.cumsum(k) / k.sum()
    return lambda x: np.interp(x, t, c, left=0, right=1)


def blurred_rect(sigma, cut, top, bottom):
    """The blur of the view's rectangle (x 80 ... 280, y top ... bottom) at pixel centres;
    cut "box3" for three box blurs instead of a Gaussian."""
    cdf = box3_cdf(sigma) if cut == "box3" else edge_cdf(sigma, cut)
    cy, cx = np.arange(H) + 0.5, np.arange(W) + 0.5
    return np.outer(cdf(cy - top) - cdf(cy - bottom), cdf(cx - 80) - cdf(cx - 280))


QUANTIZE = {
    "nearest": lambda v: np.floor(v * 255 + 0.5) / 255,
    "down": lambda v: np.floor(v * 255) / 255,
    "exact": lambda v: v,
}


def render(e, mask, a, cut, quantize):
    ra, rk, dy = metrics(e)
    def extent(r):
        return cut if cut in (None, "box3") else cut * r

    key = QUANTIZE[quantize](0.26 * blurred_rect(a * rk, extent(rk), 80 + dy, 280 + dy))
    ambient = QUANTIZE[quantize](0.08 * blurred_rect(a * ra, extent(ra), 80, 280))
    base = np.full((H, W), 204.0)
    base[80:280, 80:280] = 255
    if mask:
        key[80:280, 80:280] = 0
        ambient[80:280, 80:280] = 0
    g = np.floor(base * (1 - key) + 0.5)
    return np.floor(g * (1 - ambient) + 0.5)


def score(elevations, a, cut, quantize):
    rows = []
    for e in elevations:
        for mask in (False, True):
            d = np.abs(render(e, mask, a, cut, quantize) - recording(mask, e))
            rows.append((e, mask, int(d.max()), int((d >= 2).sum()), float(d.mean())))
    return rows


def summary(rows):
    return max(r[2] for r in rows), sum(r[3] for r in rows)


def best(cut, quantize):
    """The factor a (0.90 ... 1.05 by 0.005) with the fewest pixels 2 or more levels off in training."""
    factors = np.round(np.arange(0.90, 1.0501, 0.005), 3)
    return min(factors, key=lambda a: summary(score(TRAIN, a, cut, quantize))[::-1])


def main():
    models = [
        ("Gaussian 0.95 r, alpha to nearest (Animatic before)", 0.95, 3.0, "nearest"),
        ("Gaussian, alpha to nearest", None, None, "nearest"),
        ("Gaussian cut at 1.5 r, alpha to nearest", None, 1.5, "nearest"),
        ("Gaussian cut at 2 r, alpha to nearest", None, 2.0, "nearest"),
        ("Gaussian, alpha exact", None, None, "exact"),
        ("three box blurs, alpha to nearest", None, "box3", "nearest"),
        ("three box blurs, alpha rounded down", None, "box3", "down"),
        ("Gaussian cut at 3 r, alpha rounded down", None, 3.0, "down"),
    ]
    for title, a, cut, quantize in models:
        a = a if a is not None else best(cut, quantize)
        print("%s: a = %.3f" % (title, a))
        for label, elevations in (("train", TRAIN), ("held out", TEST)):
            for e, mask, worst, off, mean in score(elevations, a, cut, quantize):
                print("  %-8s elevation %2d mask %-3s  max %d  >=2: %5d px  mean %.3f"
                      % (label, e, "on" if mask else "off", worst, off, mean))


if __name__ == "__main__":
    main()
