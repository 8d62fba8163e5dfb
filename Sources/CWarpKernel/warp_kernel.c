// The warp sampler's fixed-point path eight pixels at a time with AVX2: the same arithmetic as
// Sampler.fixedBilinearRun and Sampler.fixedTrilinearRun (SamplerFixed.swift), integer for
// integer, so either gives the same bytes. Compiled for AVX2 function by function (the package
// builds for the x86-64 baseline); Swift calls it only where animatic_warp_kernel_available().
#include "warp_kernel.h"

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>
#include <string.h>

// Every product and sum rounded on its own, as Swift computes them (no fused multiply-add).
#pragma clang fp contract(off)

int animatic_warp_kernel_available(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
    const unsigned osxsave = 1u << 27, avx = 1u << 28;
    if ((c & (osxsave | avx)) != (osxsave | avx)) return 0;
    unsigned lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    if ((lo & 6) != 6) return 0;   // the OS saves the SSE and AVX registers
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
    return (b & (1u << 5)) != 0;   // AVX2
}

#define AVX2 __attribute__((target("avx2")))

/// The low 32 bits of each of four doubles' bits.
AVX2 static inline __m128i low_dwords(__m256d x) {
    __m256i packed = _mm256_permutevar8x32_epi32(_mm256_castpd_si256(x), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6));
    return _mm256_castsi256_si128(packed);
}

/// Eight coordinates in 16.16 fixed point, clamped to [0, limit]: the low bits of p · scale +
/// offset (the offset holds 1.5·2⁵², so the sum's low 32 bits are the rounded integer).
AVX2 static inline __m256i fixed8(const double *p, double scale, double offset, int32_t limit) {
    __m256d s = _mm256_set1_pd(scale), o = _mm256_set1_pd(offset);
    __m128i lo = low_dwords(_mm256_add_pd(_mm256_mul_pd(_mm256_loadu_pd(p), s), o));
    __m128i hi = low_dwords(_mm256_add_pd(_mm256_mul_pd(_mm256_loadu_pd(p + 4), s), o));
    __m256i c = _mm256_set_m128i(hi, lo);
    return _mm256_min_epi32(_mm256_max_epi32(c, _mm256_setzero_si256()), _mm256_set1_epi32(limit));
}

/// (a·(256 − t) + b·t + 128) / 256 in each 16-bit lane.
AVX2 static inline __m256i lerp16(__m256i a, __m256i b, __m256i t) {
    __m256i sum = _mm256_add_epi16(_mm256_mullo_epi16(a, _mm256_sub_epi16(_mm256_set1_epi16(256), t)), _mm256_mullo_epi16(b, t));
    return _mm256_srli_epi16(_mm256_add_epi16(sum, _mm256_set1_epi16(128)), 8);
}

/// Each 32-bit lane's low 16 bits in both of its halves.
AVX2 static inline __m256i doubled(__m256i w) { return _mm256_or_si256(w, _mm256_slli_epi32(w, 16)); }

AVX2 static inline __m256i lanes(__m256i w, int a, int b, int c, int d, int e, int f, int g, int h) {
    return _mm256_permutevar8x32_epi32(w, _mm256_setr_epi32(a, b, c, d, e, f, g, h));
}

/// Eight bilinear samples of one level at clamped fixed-point (fx, fy), channels as 16-bit
/// lanes: pixels 0, 2 | 1, 3 in `h0` and 4, 6 | 5, 7 in `h1` (128-bit halves split by |).
/// Vertical blend first, then horizontal, as the Swift path.
AVX2 static inline void bilinear8(const AnimaticWarpLevel *l, __m256i fx, __m256i fy, __m256i *h0, __m256i *h1) {
    __m256i byte = _mm256_set1_epi32(0xFF);
    __m256i wx = doubled(_mm256_and_si256(_mm256_srli_epi32(fx, 8), byte));
    __m256i wy = doubled(_mm256_and_si256(_mm256_srli_epi32(fy, 8), byte));
    __m256i offsets = _mm256_add_epi32(_mm256_mullo_epi32(_mm256_srai_epi32(fy, 16), _mm256_set1_epi32(l->rowBytes)),
                                       _mm256_slli_epi32(_mm256_srai_epi32(fx, 16), 2));
    const long long *top = (const long long *)l->base;
    const long long *bottom = (const long long *)(l->base + l->rowBytes);
    __m128i first = _mm256_castsi256_si128(offsets), second = _mm256_extracti128_si256(offsets, 1);
    // A gathered 64-bit word: a pixel's left and right texels of one row.
    __m256i t03 = _mm256_i32gather_epi64(top, first, 1), t47 = _mm256_i32gather_epi64(top, second, 1);
    __m256i b03 = _mm256_i32gather_epi64(bottom, first, 1), b47 = _mm256_i32gather_epi64(bottom, second, 1);
    // Vertical: a pixel per 128-bit half, its left texel's channels in lanes 0–3, its right's in 4–7.
    __m256i v01 = lerp16(_mm256_cvtepu8_epi16(_mm256_castsi256_si128(t03)), _mm256_cvtepu8_epi16(_mm256_castsi256_si128(b03)),
                         lanes(wy, 0, 0, 0, 0, 1, 1, 1, 1));
    __m256i v23 = lerp16(_mm256_cvtepu8_epi16(_mm256_extracti128_si256(t03, 1)), _mm256_cvtepu8_epi16(_mm256_extracti128_si256(b03, 1)),
                         lanes(wy, 2, 2, 2, 2, 3, 3, 3, 3));
    __m256i v45 = lerp16(_mm256_cvtepu8_epi16(_mm256_castsi256_si128(t47)), _mm256_cvtepu8_epi16(_mm256_castsi256_si128(b47)),
                         lanes(wy, 4, 4, 4, 4, 5, 5, 5, 5));
    __m256i v67 = lerp16(_mm256_cvtepu8_epi16(_mm256_extracti128_si256(t47, 1)), _mm256_cvtepu8_epi16(_mm256_extracti128_si256(b47, 1)),
                         lanes(wy, 6, 6, 6, 6, 7, 7, 7, 7));
    // Horizontal: the left texels of two pixels against their right ones.
    *h0 = lerp16(_mm256_unpacklo_epi64(v01, v23), _mm256_unpackhi_epi64(v01, v23), lanes(wx, 0, 0, 2, 2, 1, 1, 3, 3));
    *h1 = lerp16(_mm256_unpacklo_epi64(v45, v67), _mm256_unpackhi_epi64(v45, v67), lanes(wx, 4, 4, 6, 6, 5, 5, 7, 7));
}

AVX2 static inline __m256i faded(__m256i p, unsigned alpha) {
    if (alpha >= 256) return p;
    return _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(p, _mm256_set1_epi16((short)alpha)), _mm256_set1_epi16(128)), 8);
}

/// `bilinear8`'s two vectors (after any blending) as eight pixels in order.
AVX2 static inline void store8(uint32_t *out, __m256i h0, __m256i h1, unsigned alpha) {
    __m256i packed = _mm256_packus_epi16(faded(h0, alpha), faded(h1, alpha));   // 0 2 4 6 | 1 3 5 7
    _mm256_storeu_si256((__m256i *)out, lanes(packed, 0, 4, 1, 5, 2, 6, 3, 7));
}

/// The texture points of eight pixels from (u, v, q), stepped by addition as the Swift path
/// steps them, each divided by its own q (a reciprocal, then products, as Swift computes).
typedef struct { double u, v, q; } Homogeneous;

AVX2 static inline void points8q(Homogeneous *h, double su, double sv, double sq, double *pu, double *pv, double *qs) {
    double us[8], vs[8];
    for (int m = 0; m < 8; m++) {
        us[m] = h->u; vs[m] = h->v; qs[m] = h->q;
        h->u += su; h->v += sv; h->q += sq;
    }
    __m256d one = _mm256_set1_pd(1);
    for (int m = 0; m < 8; m += 4) {
        __m256d r = _mm256_div_pd(one, _mm256_loadu_pd(qs + m));
        _mm256_storeu_pd(pu + m, _mm256_mul_pd(_mm256_loadu_pd(us + m), r));
        _mm256_storeu_pd(pv + m, _mm256_mul_pd(_mm256_loadu_pd(vs + m), r));
    }
}

AVX2 static inline void points8(Homogeneous *h, double su, double sv, double sq, double *pu, double *pv) {
    double qs[8];
    points8q(h, su, sv, sq, pu, pv, qs);
}

/// Eight pixels' level blends: min(256, max(0, t >> 8)), t stepping by dt, as `lanes` wants them.
AVX2 static inline __m256i blends8(long *t, long dt) {
    int32_t w[8];
    for (int m = 0; m < 8; m++) {
        long b = *t >> 8;
        w[m] = (int32_t)(b < 0 ? 0 : b > 256 ? 256 : b);
        *t += dt;
    }
    return doubled(_mm256_loadu_si256((const __m256i *)w));
}

AVX2 __attribute__((always_inline)) static inline void trilinear8(const AnimaticWarpLevel *a, const AnimaticWarpLevel *b, const double *pu, const double *pv,
                                   __m256i blend, __m256i *h0, __m256i *h1) {
    __m256i a0, a1, b0, b1;
    bilinear8(a, fixed8(pu, a->scaleX, a->offset, a->limitX), fixed8(pv, a->scaleY, a->offset, a->limitY), &a0, &a1);
    bilinear8(b, fixed8(pu, b->scaleX, b->offset, b->limitX), fixed8(pv, b->scaleY, b->offset, b->limitY), &b0, &b1);
    *h0 = lerp16(a0, b0, lanes(blend, 0, 0, 2, 2, 1, 1, 3, 3));
    *h1 = lerp16(a1, b1, lanes(blend, 4, 4, 6, 6, 5, 5, 7, 7));
}

/// Eight pixels of a fixed-point chunk: bilinear at `a`, or trilinear between `a` and `b`.
AVX2 __attribute__((always_inline)) static inline void fixed8_pixels(const AnimaticWarpLevel *a, const AnimaticWarpLevel *b, Homogeneous *h,
                                      double su, double sv, double sq, long *t, long dt, __m256i *h0, __m256i *h1) {
    double pu[8], pv[8];
    points8(h, su, sv, sq, pu, pv);
    if (b) {
        trilinear8(a, b, pu, pv, blends8(t, dt), h0, h1);
    } else {
        bilinear8(a, fixed8(pu, a->scaleX, a->offset, a->limitX), fixed8(pv, a->scaleY, a->offset, a->limitY), h0, h1);
    }
}

/// A fixed-point chunk of `count` pixels: bilinear at `a` when `b` is NULL, else trilinear
/// (inlined into each entry point, so each gets a copy without the branch).
AVX2 __attribute__((always_inline)) static inline void fixed_run_avx2(const AnimaticWarpLevel *a, const AnimaticWarpLevel *b, uint32_t *out, long count,
                                double u, double v, double q, double su, double sv, double sq, long t, long dt, unsigned alpha) {
    Homogeneous h = {u, v, q};
    __m256i h0, h1;
    long k = 0;
    for (; k + 8 <= count; k += 8) {
        fixed8_pixels(a, b, &h, su, sv, sq, &t, dt, &h0, &h1);
        store8(out + k, h0, h1, alpha);
    }
    if (k < count) {
        // The last pixels through a full vector: points past the end are clamped like any
        // other, so they read inside the texture; only `count − k` are kept.
        uint32_t rest[8];
        fixed8_pixels(a, b, &h, su, sv, sq, &t, dt, &h0, &h1);
        store8(rest, h0, h1, alpha);
        memcpy(out + k, rest, (size_t)(count - k) * 4);
    }
}

AVX2 static void bilinear_avx2(const AnimaticWarpLevel *l, uint32_t *out, long count,
                               double u, double v, double q, double su, double sv, double sq, unsigned alpha) {
    fixed_run_avx2(l, NULL, out, count, u, v, q, su, sv, sq, 0, 0, alpha);
}

AVX2 static void trilinear_avx2(const AnimaticWarpLevel *a, const AnimaticWarpLevel *b, uint32_t *out, long count,
                                double u, double v, double q, double su, double sv, double sq, long t, long dt, unsigned alpha) {
    fixed_run_avx2(a, b, out, count, u, v, q, su, sv, sq, t, dt, alpha);
}

/// Eight texel offsets (in texels) and 8-bit weights of `Sampler.bilinear` on one axis: the
/// coordinate clamped to [0, last] (NaN to 0), truncated to 24.8 fixed point.
typedef struct { __m256i i0, i1, w; } Axis8;

AVX2 static inline Axis8 axis8(const double *p, double scale, double last, int32_t size) {
    Axis8 a;
    __m256d s = _mm256_set1_pd(scale), half = _mm256_set1_pd(0.5), zero = _mm256_setzero_pd(), l = _mm256_set1_pd(last);
    __m256d k256 = _mm256_set1_pd(256);
    __m128i x[2];
    for (int h = 0; h < 2; h++) {
        __m256d f = _mm256_sub_pd(_mm256_mul_pd(_mm256_loadu_pd(p + 4 * h), s), half);
        f = _mm256_min_pd(_mm256_max_pd(f, zero), l);   // max(NaN, 0) is 0, as !(f > 0) sets 0
        x[h] = _mm256_cvttpd_epi32(_mm256_mul_pd(f, k256));
    }
    __m256i fixed = _mm256_set_m128i(x[1], x[0]);
    a.i0 = _mm256_srai_epi32(fixed, 8);
    a.i1 = _mm256_min_epi32(_mm256_add_epi32(a.i0, _mm256_set1_epi32(1)), _mm256_set1_epi32(size - 1));
    a.w = doubled(_mm256_and_si256(fixed, _mm256_set1_epi32(0xFF)));
    return a;
}

/// The channels of four pixels (0, 1 | 2, 3 of the eight, or 4, 5 | 6, 7 with `high`) of a gathered vector, as 16-bit lanes.
AVX2 static inline __m256i quad(__m256i pixels, int high) {
    return _mm256_cvtepu8_epi16(high ? _mm256_extracti128_si256(pixels, 1) : _mm256_castsi256_si128(pixels));
}

/// `Sampler.bilinear` of eight points at one level: horizontal blend first. Pixels 0–3 in
/// `lo`, 4–7 in `hi`, channels as 16-bit lanes.
AVX2 static inline void exact8(const AnimaticExactLevel *l, const double *pu, const double *pv, __m256i *lo, __m256i *hi) {
    Axis8 x = axis8(pu, l->scaleX, l->maxU, l->width), y = axis8(pv, l->scaleY, l->maxV, l->height);
    __m256i stride = _mm256_set1_epi32(l->stride);
    __m256i r0 = _mm256_mullo_epi32(y.i0, stride), r1 = _mm256_mullo_epi32(y.i1, stride);
    const int *base = (const int *)l->base;
    __m256i t00 = _mm256_i32gather_epi32(base, _mm256_add_epi32(r0, x.i0), 4);
    __m256i t01 = _mm256_i32gather_epi32(base, _mm256_add_epi32(r0, x.i1), 4);
    __m256i t10 = _mm256_i32gather_epi32(base, _mm256_add_epi32(r1, x.i0), 4);
    __m256i t11 = _mm256_i32gather_epi32(base, _mm256_add_epi32(r1, x.i1), 4);
    for (int h = 0; h < 2; h++) {
        __m256i wx = h ? lanes(x.w, 4, 4, 5, 5, 6, 6, 7, 7) : lanes(x.w, 0, 0, 1, 1, 2, 2, 3, 3);
        __m256i wy = h ? lanes(y.w, 4, 4, 5, 5, 6, 6, 7, 7) : lanes(y.w, 0, 0, 1, 1, 2, 2, 3, 3);
        __m256i top = lerp16(quad(t00, h), quad(t01, h), wx);
        __m256i bottom = lerp16(quad(t10, h), quad(t11, h), wx);
        *(h ? hi : lo) = lerp16(top, bottom, wy);
    }
}

AVX2 static void per_pixel_levels_avx2(const AnimaticExactLevel *levels, long levelCount, uint32_t *out, long count,
                                       double u, double v, double q, double su, double sv, double sq,
                                       double la, double lb, unsigned alpha) {
    Homogeneous h = {u, v, q};
    const int top = (int)levelCount - 1;
    double pu[8], pv[8], qs[8];
    for (long k = 0; k < count; k += 8) {
        points8q(&h, su, sv, sq, pu, pv, qs);
        // Each pixel's pair of levels (m, m + 1), or the top level twice with weight 0 (the
        // same bytes as the top level alone: (a·256 + 128) / 256 = a).
        int32_t m[8], w[8];
        int lowest = top, highest = 0;
        for (int j = 0; j < 8; j++) {
            m[j] = top; w[j] = 0;
            if (k + j < count) {
                double lod = la + (lb - la) * (double)(k + j) / (double)count;
                int level = (int)lod;
                if (level < top) { m[j] = level; w[j] = (int32_t)((lod - (double)level) * 256); }
            }
            lowest = m[j] < lowest ? m[j] : lowest;
            highest = m[j] > highest ? m[j] : highest;
        }
        __m256i which = _mm256_loadu_si256((const __m256i *)m);
        __m256i weight = doubled(_mm256_loadu_si256((const __m256i *)w));
        __m256i result = _mm256_setzero_si256();
        for (int level = lowest; level <= highest; level++) {
            __m256i mask = _mm256_cmpeq_epi32(which, _mm256_set1_epi32(level));
            if (_mm256_testz_si256(mask, mask)) continue;
            const AnimaticExactLevel *a = levels + level, *b = levels + (level < top ? level + 1 : top);
            __m256i alo, ahi, blo, bhi;
            exact8(a, pu, pv, &alo, &ahi);
            exact8(b, pu, pv, &blo, &bhi);
            __m256i lo = faded(lerp16(alo, blo, lanes(weight, 0, 0, 1, 1, 2, 2, 3, 3)), alpha);
            __m256i hi = faded(lerp16(ahi, bhi, lanes(weight, 4, 4, 5, 5, 6, 6, 7, 7)), alpha);
            __m256i pixels = lanes(_mm256_packus_epi16(lo, hi), 0, 1, 4, 5, 2, 3, 6, 7);
            result = _mm256_blendv_epi8(result, pixels, mask);
        }
        uint32_t rest[8];
        _mm256_storeu_si256((__m256i *)rest, result);
        for (int j = 0; j < 8 && k + j < count; j++) {
            if (qs[j] > 1e-300) out[k + j] = rest[j];
        }
    }
}

void animatic_warp_per_pixel_levels(const AnimaticExactLevel *levels, long levelCount, uint32_t *out, long count,
                                    double u, double v, double q, double su, double sv, double sq,
                                    double la, double lb, unsigned alpha) {
    per_pixel_levels_avx2(levels, levelCount, out, count, u, v, q, su, sv, sq, la, lb, alpha);
}

void animatic_warp_bilinear(const AnimaticWarpLevel *level, uint32_t *out, long count,
                            double u, double v, double q, double su, double sv, double sq, unsigned alpha) {
    bilinear_avx2(level, out, count, u, v, q, su, sv, sq, alpha);
}

void animatic_warp_trilinear(const AnimaticWarpLevel *a, const AnimaticWarpLevel *b, uint32_t *out, long count,
                             double u, double v, double q, double su, double sv, double sq,
                             long t, long dt, unsigned alpha) {
    trilinear_avx2(a, b, out, count, u, v, q, su, sv, sq, t, dt, alpha);
}

#else

int animatic_warp_kernel_available(void) { return 0; }

void animatic_warp_per_pixel_levels(const AnimaticExactLevel *levels, long levelCount, uint32_t *out, long count,
                                    double u, double v, double q, double su, double sv, double sq,
                                    double la, double lb, unsigned alpha) {}

void animatic_warp_bilinear(const AnimaticWarpLevel *level, uint32_t *out, long count,
                            double u, double v, double q, double su, double sv, double sq, unsigned alpha) {}

void animatic_warp_trilinear(const AnimaticWarpLevel *a, const AnimaticWarpLevel *b, uint32_t *out, long count,
                             double u, double v, double q, double su, double sv, double sq,
                             long t, long dt, unsigned alpha) {}

#endif
