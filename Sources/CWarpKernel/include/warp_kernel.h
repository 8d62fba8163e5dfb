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

#endif
