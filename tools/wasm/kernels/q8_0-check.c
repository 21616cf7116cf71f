// Checks (and times) the patched WebAssembly Q8_0 dot product against ggml's generic C kernel on random blocks.
// Built by tools/wasm/kernels/build.sh from the patched llama.cpp tree's own sources (arch/wasm/quants.c and the
// generic quants.c) twice: SIMD128 for Node (q8_0-check.cjs, run by q8_0-check.test.ts in CI) and with relaxed SIMD
// for browsers (q8_0-check-relaxed.js, run by browser-check.ts in Chromium and Firefox: Node 20 has no relaxed SIMD).
//   check [seed]   one JSON line: cases, worst relative error of each kernel, failures
//   bench [n] [rows] [cols] [repeats]   one JSON line: ms and GMAC/s of a mul_mat's tile loop, one row, 2 x 2 and
//                                        4 x 4 tiles a call, and in the relaxed build the candidate tiles below
//                                        (4 x 2, 2 x 4, 4 x 4 a row at a time, 4 x 4 and 2 x 4 with x split in
//                                        halves); maxDiff: all against one row
// The relaxed build's kernel also takes 4 x 4 and 2 x 2 tiles (rows of x by columns of y) a call: ggml-cpu.c's
// .nrows = 4 there, halved where a matrix or chunk does not divide. The SIMD128 one takes one, so there a tile is
// one-row calls.
#include "ggml-common.h"
#include "ggml-impl.h"
#include "quants.h"

#include <emscripten.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// simd-mappings.h reads fp16 scales through this table where the target has no fp16 instructions (wasm);
// ggml-cpu.c fills it in ggml_cpu_init. Filled the same way here, from ggml's own conversion.
float ggml_table_f32_f16[1 << 16];

#if defined __wasm_relaxed_simd__
#define TILES 1
#else
#define TILES 0
#endif

// A t x t tile (t = 1, 2 or 4; s[c * bs + r] = x_r . y_c): one call where the kernel takes tiles, else t * t calls of one.
static void kernel(int t, int n, float * s, size_t bs, const void * vx, size_t bx, const void * vy, size_t by) {
    if (t == 1 || TILES) { ggml_vec_dot_q8_0_q8_0(n, s, bs, vx, bx, vy, by, t); return; }
    for (int c = 0; c < t; ++c)
        for (int r = 0; r < t; ++r)
            ggml_vec_dot_q8_0_q8_0(n, &s[c * bs + r], 0, (const char *) vx + r * bx, 0, (const char *) vy + c * by, 0, 1);
}

#if TILES
#include <wasm_simd128.h>
// Candidate relaxed tiles that keep fewer vectors live than the shipped 4 x 4 (16 int + 16 float accumulators against
// x86's 16 xmm registers): 4 x 2 and 2 x 4 (8 + 8), and a 4 x 4 that finishes one row of x per block (4 int sums
// live, folded into the float accumulators at once). Same operations per product as the shipped kernel (exact int32
// sums per block, then acc + float(sum) * (dx * dy)), so the same floats. s[c * bs + r] = x_r . y_c.
#define Q8_D(h) ggml_table_f32_f16[(h)]  // as simd-mappings.h reads scales on wasm
#define Q8_SGN(b, m) wasm_i8x16_sub(wasm_v128_xor((b), (m)), (m))
#define Q8_HSUM(v) (wasm_f32x4_extract_lane((v), 0) + wasm_f32x4_extract_lane((v), 1) + \
                    wasm_f32x4_extract_lane((v), 2) + wasm_f32x4_extract_lane((v), 3))
static inline __attribute__((always_inline)) void tile_rc(int R, int C, int n, float * s, size_t bs, const void * vx, size_t bx, const void * vy, size_t by) {
    const int nb = n / QK8_0;
    const v128_t zero = wasm_i32x4_splat(0);
    const block_q8_0 * xr[4];
    const block_q8_0 * yc[4];
    for (int k = 0; k < 4; ++k) {
        xr[k] = (const block_q8_0 *) ((const uint8_t *) vx + k * bx);
        yc[k] = (const block_q8_0 *) ((const uint8_t *) vy + k * by);
    }
    v128_t acc[4][4];
    for (int r = 0; r < R; ++r) for (int c = 0; c < C; ++c) acc[r][c] = wasm_f32x4_splat(0.0f);
    for (int ib = 0; ib < nb; ++ib) {
        v128_t is[4][4];
        for (int r = 0; r < R; ++r) for (int c = 0; c < C; ++c) is[r][c] = zero;
        for (int h = 0; h < QK8_0; h += 16) {
            v128_t b[4];
            for (int c = 0; c < C; ++c) b[c] = wasm_v128_load(yc[c][ib].qs + h);
            for (int r = 0; r < R; ++r) {
                const v128_t a = wasm_v128_load(xr[r][ib].qs + h);
                const v128_t u = wasm_i8x16_abs(a), m = wasm_i8x16_lt(a, zero);
                for (int c = 0; c < C; ++c) is[r][c] = wasm_i32x4_relaxed_dot_i8x16_i7x16_add(Q8_SGN(b[c], m), u, is[r][c]);
            }
        }
        for (int r = 0; r < R; ++r) for (int c = 0; c < C; ++c)
            acc[r][c] = wasm_f32x4_add(acc[r][c], wasm_f32x4_mul(wasm_f32x4_convert_i32x4(is[r][c]),
                wasm_f32x4_splat(Q8_D(xr[r][ib].d) * Q8_D(yc[c][ib].d))));
    }
    for (int r = 0; r < R; ++r) for (int c = 0; c < C; ++c) s[c * bs + r] = Q8_HSUM(acc[r][c]);
}
static void tile_4x2(int n, float * s, size_t bs, const void * vx, size_t bx, const void * vy, size_t by) {
    tile_rc(4, 2, n, s, bs, vx, bx, vy, by);
}
static void tile_2x4(int n, float * s, size_t bs, const void * vx, size_t bx, const void * vy, size_t by) {
    tile_rc(2, 4, n, s, bs, vx, bx, vy, by);
}
// x . y = y . max(x, 0) + (-y) . max(-x, 0): both second operands are 0..127, so two relaxed dots per pair and no
// per-pair sign fix (x's halves once per row, -y once per column). The same exact int32 sums per block.
static inline __attribute__((always_inline)) void tile_split(int R, int C, int n, float * s, size_t bs, const void * vx,
                                                              size_t bx, const void * vy, size_t by) {
    const int nb = n / QK8_0;
    const v128_t zero = wasm_i32x4_splat(0);
    const block_q8_0 * xr[4];
    const block_q8_0 * yc[4];
    for (int k = 0; k < 4; ++k) {
        xr[k] = (const block_q8_0 *) ((const uint8_t *) vx + k * bx);
        yc[k] = (const block_q8_0 *) ((const uint8_t *) vy + k * by);
    }
    v128_t acc[4][4];
    for (int r = 0; r < R; ++r) for (int c = 0; c < C; ++c) acc[r][c] = wasm_f32x4_splat(0.0f);
    for (int ib = 0; ib < nb; ++ib) {
        v128_t is[4][4];
        for (int r = 0; r < R; ++r) for (int c = 0; c < C; ++c) is[r][c] = zero;
        for (int h = 0; h < QK8_0; h += 16) {
            v128_t b[4], nbv[4];
            for (int c = 0; c < C; ++c) {
                b[c] = wasm_v128_load(yc[c][ib].qs + h);
                nbv[c] = wasm_i8x16_neg(b[c]);
            }
            for (int r = 0; r < R; ++r) {
                const v128_t a = wasm_v128_load(xr[r][ib].qs + h);
                const v128_t p = wasm_i8x16_max(a, zero), q = wasm_i8x16_max(wasm_i8x16_neg(a), zero);
                for (int c = 0; c < C; ++c)
                    is[r][c] = wasm_i32x4_relaxed_dot_i8x16_i7x16_add(nbv[c], q,
                                   wasm_i32x4_relaxed_dot_i8x16_i7x16_add(b[c], p, is[r][c]));
            }
        }
        for (int r = 0; r < R; ++r) for (int c = 0; c < C; ++c)
            acc[r][c] = wasm_f32x4_add(acc[r][c], wasm_f32x4_mul(wasm_f32x4_convert_i32x4(is[r][c]),
                wasm_f32x4_splat(Q8_D(xr[r][ib].d) * Q8_D(yc[c][ib].d))));
    }
    for (int r = 0; r < R; ++r) for (int c = 0; c < C; ++c) s[c * bs + r] = Q8_HSUM(acc[r][c]);
}
static void tile_4x4_split(int n, float * s, size_t bs, const void * vx, size_t bx, const void * vy, size_t by) {
    tile_split(4, 4, n, s, bs, vx, bx, vy, by);
}
static void tile_2x4_split(int n, float * s, size_t bs, const void * vx, size_t bx, const void * vy, size_t by) {
    tile_split(2, 4, n, s, bs, vx, bx, vy, by);
}
static void tile_4x4_rows(int n, float * s, size_t bs, const void * vx, size_t bx, const void * vy, size_t by) {
    const int nb = n / QK8_0;
    const v128_t zero = wasm_i32x4_splat(0);
    const block_q8_0 * xr[4];
    const block_q8_0 * yc[4];
    for (int k = 0; k < 4; ++k) {
        xr[k] = (const block_q8_0 *) ((const uint8_t *) vx + k * bx);
        yc[k] = (const block_q8_0 *) ((const uint8_t *) vy + k * by);
    }
    v128_t acc[4][4];
    for (int r = 0; r < 4; ++r) for (int c = 0; c < 4; ++c) acc[r][c] = wasm_f32x4_splat(0.0f);
    for (int ib = 0; ib < nb; ++ib) {
        for (int r = 0; r < 4; ++r) {
            const v128_t a0 = wasm_v128_load(xr[r][ib].qs), a1 = wasm_v128_load(xr[r][ib].qs + 16);
            const v128_t u0 = wasm_i8x16_abs(a0), m0 = wasm_i8x16_lt(a0, zero);
            const v128_t u1 = wasm_i8x16_abs(a1), m1 = wasm_i8x16_lt(a1, zero);
            const float dx = Q8_D(xr[r][ib].d);
            for (int c = 0; c < 4; ++c) {
                v128_t i = wasm_i32x4_relaxed_dot_i8x16_i7x16_add(Q8_SGN(wasm_v128_load(yc[c][ib].qs), m0), u0, zero);
                i = wasm_i32x4_relaxed_dot_i8x16_i7x16_add(Q8_SGN(wasm_v128_load(yc[c][ib].qs + 16), m1), u1, i);
                acc[r][c] = wasm_f32x4_add(acc[r][c], wasm_f32x4_mul(wasm_f32x4_convert_i32x4(i),
                    wasm_f32x4_splat(dx * Q8_D(yc[c][ib].d))));
            }
        }
    }
    for (int r = 0; r < 4; ++r) for (int c = 0; c < 4; ++c) s[c * bs + r] = Q8_HSUM(acc[r][c]);
}
#endif

static uint32_t rng = 1;
static uint32_t next(void) {  // xorshift32: the same blocks for the same seed, in every run
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return rng;
}

static void fill(block_q8_0 * b, int nb) {
    for (int i = 0; i < nb; ++i) {
        // Scales as quantize_row_q8_0 makes them (amax / 127 of weights or activations), from 1e-4 to 1e-1.
        b[i].d = GGML_FP32_TO_FP16(1e-4f * powf(1000.0f, (float) (next() % 1000) / 1000.0f));
        for (int j = 0; j < QK8_0; ++j) b[i].qs[j] = (int8_t) ((int) (next() % 255) - 127);  // -127..127
    }
}

// The exact dot product (integer sums per block, scales in double) and the sum of magnitudes it is judged against.
static double exact(const block_q8_0 * x, const block_q8_0 * y, int nb, double * mag) {
    double sum = 0;
    *mag = 0;
    for (int i = 0; i < nb; ++i) {
        int isum = 0;
        for (int j = 0; j < QK8_0; ++j) isum += x[i].qs[j] * y[i].qs[j];
        const double term = (double) GGML_FP16_TO_FP32(x[i].d) * (double) GGML_FP16_TO_FP32(y[i].d) * isum;
        sum += term;
        *mag += fabs(term);
    }
    return sum;
}

static int check(uint32_t seed) {
    rng = seed ? seed : 1;
    const int sizes[] = { 32, 64, 96, 960, 2560, 4096, 8960 };  // blocks of 32: 1 block up to Qwen2.5's widest row
    int cases = 0, failures = 0;
    double worst_generic = 0, worst_one = 0, worst_tile = 0;
    for (unsigned si = 0; si < sizeof(sizes) / sizeof(sizes[0]); ++si) {
        const int n = sizes[si], nb = n / QK8_0;
        for (int rep = 0; rep < 20; ++rep) {
            // Rows of x and columns of y a row apart, as ggml's mul_mat passes them (bx = nb01, by = the column stride).
            // A 4 x 4 tile a draw, also as four 2 x 2 tiles: each of its 16 products from both against the one-row and
            // the generic kernel.
            block_q8_0 * x = malloc(4 * nb * sizeof(block_q8_0));
            block_q8_0 * y = malloc(4 * nb * sizeof(block_q8_0));
            fill(x, 4 * nb);
            fill(y, 4 * nb);
            const size_t bx = nb * sizeof(block_q8_0), by = nb * sizeof(block_q8_0);
            float four[16 * 4], two[16 * 4];
            kernel(4, n, four, 16, x, bx, y, by);
            for (int c = 0; c < 4; c += 2)
                for (int r = 0; r < 4; r += 2)
                    kernel(2, n, &two[c * 16 + r], 16, (const char *) x + r * bx, bx, (const char *) y + c * by, by);
            for (int k = 0; k < 16; ++k) {
                const int r = k % 4, c = k / 4;
                const block_q8_0 * xr = x + r * nb;
                const block_q8_0 * yc = y + c * nb;
                const float got[2] = { four[c * 16 + r], two[c * 16 + r] };
                double mag;
                const double want = exact(xr, yc, nb, &mag);
                float generic, one;
                ggml_vec_dot_q8_0_q8_0_generic(n, &generic, 0, xr, 0, yc, 0, 1);
                ggml_vec_dot_q8_0_q8_0(n, &one, 0, xr, 0, yc, 0, 1);
                const double eg = fabs(generic - want) / mag, e1 = fabs(one - want) / mag;
                if (eg > worst_generic) worst_generic = eg;
                if (e1 > worst_one) worst_one = e1;
                // float32 accumulation over up to 280 blocks: the kernels stay within 1e-5 of the magnitude
                // (measured: at most 8e-6); 1e-4 fails a wrong lane or block, not rounding.
                if (e1 > 1e-4) failures += 1;
                for (int t = 0; t < 2; ++t) {
                    const double et = fabs(got[t] - want) / mag;
                    if (et > worst_tile) worst_tile = et;
                    if (et > 1e-4 || fabs(got[t] - generic) > 1e-4 * mag) failures += 1;
                }
                cases += 1;
            }
            free(x);
            free(y);
        }
    }
    printf("{\"relaxed\":%d,\"cases\":%d,\"failures\":%d,\"worstGeneric\":%.3g,\"worstOneRow\":%.3g,\"worstTile\":%.3g}\n",
           TILES, cases, failures, worst_generic, worst_one, worst_tile);
    return failures == 0 ? 0 : 1;
}

// A mul_mat's inner loops as ggml-cpu.c runs them (16 x 16 blocks of tr x tc tiles: tr rows of w by tc columns of a):
// rows x cols of dot products of length n (rows and cols multiples of 16). f: a candidate tile (NULL: kernel(t)).
typedef void (*tile_fn)(int, float *, size_t, const void *, size_t, const void *, size_t);
static double run(int n, int rows, int cols, const block_q8_0 * w, const block_q8_0 * a, int tr, int tc, tile_fn f,
                  float * out) {
    const int nb = n / QK8_0;
    const size_t row = nb * sizeof(block_q8_0);
    float tmp[16 * 4];
    const int tiled = tr > 1 || tc > 1;
    const double t0 = emscripten_get_now();
    for (int c0 = 0; c0 < cols; c0 += 16)
        for (int r0 = 0; r0 < rows; r0 += 16)
            for (int c = c0; c < c0 + 16 && c < cols; c += tc) {
                for (int r = r0; r < r0 + 16 && r < rows; r += tr) {
                    const void * x = (const char *) w + r * row;
                    const void * y = (const char *) a + c * row;
                    if (f) f(n, &tmp[r - r0], 16, x, row, y, row);
                    else kernel(tr, n, &tmp[r - r0], tiled ? 16 : 0, x, tiled ? row : 0, y, tiled ? row : 0);
                }
                for (int k = 0; k < tc; ++k) memcpy(&out[(c + k) * rows + r0], tmp + 16 * k, 16 * sizeof(float));
            }
    return emscripten_get_now() - t0;
}

static int bench(int n, int rows, int cols, int repeats) {
    rng = 7;
    const int nb = n / QK8_0;
    block_q8_0 * w = malloc((size_t) rows * nb * sizeof(block_q8_0));
    block_q8_0 * a = malloc((size_t) cols * nb * sizeof(block_q8_0));
    // one row, 2 x 2, 4 x 4 (the kernel's own), then the candidates (relaxed build only)
    static const char * names[] = { "oneRow", "tile2", "tile4", "tile4x2", "tile2x4", "tile4x4rows", "tile4x4split", "tile2x4split" };
    const int tr[] = { 1, 2, 4, 4, 2, 4, 4, 2 }, tc[] = { 1, 2, 4, 2, 4, 4, 4, 4 };
#if TILES
    const tile_fn fs[] = { NULL, NULL, NULL, tile_4x2, tile_2x4, tile_4x4_rows, tile_4x4_split, tile_2x4_split };
    const int count = 8;
#else
    const tile_fn fs[] = { NULL, NULL, NULL };
    const int count = 3;
#endif
    float * o[8];
    double best[8];
    for (int k = 0; k < count; ++k) {
        o[k] = malloc((size_t) rows * cols * sizeof(float));
        best[k] = 1e30;
    }
    fill(w, rows * nb);
    fill(a, cols * nb);
    for (int r = 0; r < repeats; ++r)  // interleaved, best of each: the machine is shared
        for (int k = 0; k < count; ++k) best[k] = fmin(best[k], run(n, rows, cols, w, a, tr[k], tc[k], fs[k], o[k]));
    double maxdiff = 0;
    for (int k = 1; k < count; ++k)
        for (int i = 0; i < rows * cols; ++i) maxdiff = fmax(maxdiff, fabs(o[0][i] - o[k][i]));
    const double macs = (double) n * rows * cols;
    printf("{\"relaxed\":%d,\"n\":%d,\"rows\":%d,\"cols\":%d", TILES, n, rows, cols);
    for (int k = 0; k < count; ++k) printf(",\"%sMs\":%.2f", names[k], best[k]);
    for (int k = 0; k < count; ++k) printf(",\"%sGmacs\":%.2f", names[k], macs / best[k] / 1e6);
    printf(",\"maxDiff\":%.3g}\n", maxdiff);
    return 0;
}

int main(int argc, char ** argv) {
    for (int i = 0; i < (1 << 16); ++i) ggml_table_f32_f16[i] = GGML_COMPUTE_FP16_TO_FP32((ggml_fp16_t) i);
    if (argc > 1 && strcmp(argv[1], "bench") == 0)
        return bench(argc > 2 ? atoi(argv[2]) : 960, argc > 3 ? atoi(argv[3]) : 2560, argc > 4 ? atoi(argv[4]) : 64,
                     argc > 5 ? atoi(argv[5]) : 5);
    return check(argc > 2 ? (uint32_t) strtoul(argv[2], NULL, 10) : 1);
}
