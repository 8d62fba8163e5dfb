#ifndef ANIMATIC_WARP_KERNEL_H
#define ANIMATIC_WARP_KERNEL_H

#include <stdint.h>

/// One mip level as the warp's fixed-point path addresses it (Sampler.FixedLevel): 16.16 fixed
/// point of the level's texels, texel centers at integers.
typedef struct {
    const uint8_t *base;
    /// Bytes from one row to the next; every byte offset j·rowBytes + i·4 of a texel the
    /// sampler reads (a right and a lower neighbor included) fits in an int32.
    int32_t rowBytes;
    /// The largest fixed-point coordinates whose texel has a right (lower) neighbor.
    int32_t limitX, limitY;
    /// Level-0 texels to biased 16.16 level texels: bits(u · scale + offset), low 32 bits.
    double scaleX, scaleY, offset;
} AnimaticWarpLevel;

/// One mip level as the per-pixel path (Sampler.Level, `Sampler.bilinear`) addresses it.
typedef struct {
    const uint32_t *base;
    /// Texels from one row to the next.
    int32_t stride;
    int32_t width, height;
    /// Level-0 texture points to this level's texels; the last texel centers (width − 1, height − 1).
    double scaleX, scaleY, maxU, maxV;
} AnimaticExactLevel;

/// Whether this CPU runs the kernels below (AVX2, with the OS saving its registers).
int animatic_warp_kernel_available(void);

/// `count` pixels of a row at one level, from homogeneous texture point (u, v, q), each next
/// point one step (su, sv, sq) further by addition: bit for bit `Sampler.fixedBilinearRun`.
/// `alpha` is the opacity in 0…256. Only where `animatic_warp_kernel_available()`.
void animatic_warp_bilinear(const AnimaticWarpLevel *level, uint32_t *out, long count,
                            double u, double v, double q, double su, double sv, double sq, unsigned alpha);

/// `count` pixels between levels `a` and `b`, the level blend `t` (8.8 fixed point in the bits
/// above 8) stepping by `dt`: bit for bit `Sampler.fixedTrilinearRun`.
void animatic_warp_trilinear(const AnimaticWarpLevel *a, const AnimaticWarpLevel *b, uint32_t *out, long count,
                             double u, double v, double q, double su, double sv, double sq,
                             long t, long dt, unsigned alpha);

/// A chunk of `count` pixels whose level of detail crosses a level boundary: pixel k at
/// la + (lb − la)·k / count, sampled on its own as `Sampler.pixel` does (24.8 fixed point,
/// horizontal blend first; trilinear below the top level), bit for bit. A pixel whose q is not
/// above 1e-300 is left as it is. The points as in `animatic_warp_bilinear`.
void animatic_warp_per_pixel_levels(const AnimaticExactLevel *levels, long levelCount, uint32_t *out, long count,
                                    double u, double v, double q, double su, double sv, double sq,
                                    double la, double lb, unsigned alpha);

#endif
