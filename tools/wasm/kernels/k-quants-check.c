// Checks the patched WebAssembly dot products that the catalogue's Q4_K_M models run against ggml's generic C kernels
// on random rows: ggml_vec_dot_q4_K_q8_K and q6_K (Q4_K_M's types), q5_0 (its fallback where a row is not a multiple
// of 256, as in Qwen2.5-0.5B), q5_K (Q5_K_M's). Built by tools/wasm/kernels/build.sh from the patched llama.cpp tree's
// own sources, SIMD128 for Node (k-quants-check.cjs, run by k-quants-check.test.ts in CI); the relaxed build compiles
// the same SIMD128 code for these kernels (its relaxed path is Q8_0's alone).
//   check [seed]   one JSON line: cases and failures per kernel, worst relative error of the wasm and generic kernels
//   bench kernel [rows] [cols] [repeats]   one JSON line: GMAC/s of one kernel (q4_K, q5_K, q6_K, q5_0), rows of 1,024
//                  weights by cols activations, one row a call, best of the repeats (engines/run.ts runs it in browsers)
// Error: |kernel - exact| / sum |x_i y_i|, exact and the magnitude in double from the dequantised rows.
#include "ggml-common.h"
#include "ggml-impl.h"
#include "ggml-quants.h"
#include "quants.h"

#include <emscripten.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// simd-mappings.h reads fp16 scales through this table on wasm; filled from ggml's own conversion (as ggml_cpu_init).
float ggml_table_f32_f16[1 << 16];

static uint32_t rng = 1;
static float uniform(void) {  // -1..1
    rng = rng * 1664525u + 1013904223u;
    return ((rng >> 8) / 16777216.0f) * 2 - 1;
}

// Rows with the spread of real weights and activations: a row scale over three decades, some outliers, some zeros.
static void fill(float * f, int n) {
    const float scale = powf(10.0f, 3 * (uniform() + 1) / 2 - 2);
    for (int i = 0; i < n; ++i) {
        const float u = uniform();
        f[i] = scale * (fabsf(u) < 0.02f ? 0 : fabsf(u) > 0.98f ? 8 * u : u);
    }
}

typedef void (*quantize_fn)(const float *, void *, int64_t);
typedef void (*dequantize_fn)(const void *, float *, int64_t);
typedef void (*dot_fn)(int, float *, size_t, const void *, size_t, const void *, size_t, int);

struct kernel {
    const char * name;
    int block;               // weights a block: rows are multiples of it
    size_t x_bytes, y_bytes; // bytes a block of x (the weights) and of y (the activations)
    quantize_fn qx, qy;
    dequantize_fn dx, dy;
    dot_fn wasm, generic;
};

static void q4_K(const float * f, void * q, int64_t n) { quantize_row_q4_K_ref(f, q, n); }
static void q5_K(const float * f, void * q, int64_t n) { quantize_row_q5_K_ref(f, q, n); }
static void q6_K(const float * f, void * q, int64_t n) { quantize_row_q6_K_ref(f, q, n); }
static void q8_K(const float * f, void * q, int64_t n) { quantize_row_q8_K_ref(f, q, n); }
static void q5_0(const float * f, void * q, int64_t n) { quantize_row_q5_0_ref(f, q, n); }
static void q8_0(const float * f, void * q, int64_t n) { quantize_row_q8_0_ref(f, q, n); }
static void dq4_K(const void * q, float * f, int64_t n) { dequantize_row_q4_K(q, f, n); }
static void dq5_K(const void * q, float * f, int64_t n) { dequantize_row_q5_K(q, f, n); }
static void dq6_K(const void * q, float * f, int64_t n) { dequantize_row_q6_K(q, f, n); }
static void dq8_K(const void * q, float * f, int64_t n) {  // ggml has no dequantize_row_q8_K: d * qs
    const block_q8_K * b = q;
    for (int64_t i = 0; i < n; ++i) f[i] = b[i / QK_K].d * b[i / QK_K].qs[i % QK_K];
}
static void dq5_0(const void * q, float * f, int64_t n) { dequantize_row_q5_0(q, f, n); }
static void dq8_0(const void * q, float * f, int64_t n) { dequantize_row_q8_0(q, f, n); }

static const struct kernel kernels[] = {
    { "q4_K", QK_K, sizeof(block_q4_K), sizeof(block_q8_K), q4_K, q8_K, dq4_K, dq8_K, ggml_vec_dot_q4_K_q8_K, ggml_vec_dot_q4_K_q8_K_generic },
    { "q5_K", QK_K, sizeof(block_q5_K), sizeof(block_q8_K), q5_K, q8_K, dq5_K, dq8_K, ggml_vec_dot_q5_K_q8_K, ggml_vec_dot_q5_K_q8_K_generic },
    { "q6_K", QK_K, sizeof(block_q6_K), sizeof(block_q8_K), q6_K, q8_K, dq6_K, dq8_K, ggml_vec_dot_q6_K_q8_K, ggml_vec_dot_q6_K_q8_K_generic },
    { "q5_0", QK5_0, sizeof(block_q5_0), sizeof(block_q8_0), q5_0, q8_0, dq5_0, dq8_0, ggml_vec_dot_q5_0_q8_0, ggml_vec_dot_q5_0_q8_0_generic },
};

static int check(uint32_t seed) {
    rng = seed ? seed : 1;
    // Row lengths: one block up to Qwen2.5-1.5B's widest row (8,960); 896 and 4,864 are Qwen2.5-0.5B's.
    const int sizes[] = { 256, 512, 896, 1536, 4864, 8960 };
    const int nk = sizeof(kernels) / sizeof(kernels[0]);
    float * fx = malloc(8960 * sizeof(float)), * fy = malloc(8960 * sizeof(float));
    float * dx = malloc(8960 * sizeof(float)), * dy = malloc(8960 * sizeof(float));
    void * x = malloc(8960 * 2), * y = malloc(8960 * 2);  // at most 1.1 bytes a weight (q8_0, q8_K)
    int failures_total = 0;
    printf("{");
    for (int k = 0; k < nk; ++k) {
        const struct kernel * kk = &kernels[k];
        int cases = 0, failures = 0;
        double worst_wasm = 0, worst_generic = 0, worst_vs_generic = 0;
        for (unsigned si = 0; si < sizeof(sizes) / sizeof(sizes[0]); ++si) {
            const int n = sizes[si];
            if (n % kk->block) continue;
            for (int rep = 0; rep < 20; ++rep) {
                fill(fx, n);
                fill(fy, n);
                kk->qx(fx, x, n);
                kk->qy(fy, y, n);
                kk->dx(x, dx, n);
                kk->dy(y, dy, n);
                double want = 0, mag = 0;
                for (int i = 0; i < n; ++i) {
                    want += (double) dx[i] * dy[i];
                    mag += fabs((double) dx[i] * dy[i]);
                }
                if (mag == 0) mag = 1;
                float got, generic;
                kk->wasm(n, &got, 0, x, 0, y, 0, 1);
                kk->generic(n, &generic, 0, x, 0, y, 0, 1);
                const double ew = fabs(got - want) / mag, eg = fabs(generic - want) / mag, ewg = fabs(got - generic) / mag;
                worst_wasm = fmax(worst_wasm, ew);
                worst_generic = fmax(worst_generic, eg);
                worst_vs_generic = fmax(worst_vs_generic, ewg);
                // float32 sums of up to 280 blocks stay near 1e-6 of the magnitude; 1e-4 fails a wrong lane or block
                // (one 32-weight block of 8,960 is 3.6e-3 of it), not rounding.
                if (!(ew <= 1e-4) || !(ewg <= 1e-4)) failures += 1;
                cases += 1;
            }
        }
        failures_total += failures;
        printf("%s\"%s\":{\"cases\":%d,\"failures\":%d,\"worst\":%.3g,\"worstGeneric\":%.3g,\"worstVsGeneric\":%.3g}",
               k ? "," : "", kk->name, cases, failures, worst_wasm, worst_generic, worst_vs_generic);
    }
    printf("}\n");
    return failures_total == 0 ? 0 : 1;
}

static int bench(const char * name, int rows, int cols, int repeats) {
    const struct kernel * kk = NULL;
    for (unsigned k = 0; k < sizeof(kernels) / sizeof(kernels[0]); ++k)
        if (strcmp(kernels[k].name, name) == 0) kk = &kernels[k];
    if (!kk) { printf("{\"error\":\"no kernel %s\"}\n", name); return 2; }
    rng = 7;
    const int n = 1024, nb = n / kk->block;
    char * w = malloc((size_t) rows * nb * kk->x_bytes), * a = malloc((size_t) cols * nb * kk->y_bytes);
    float * f = malloc(n * sizeof(float));
    for (int r = 0; r < rows; ++r) { fill(f, n); kk->qx(f, w + (size_t) r * nb * kk->x_bytes, n); }
    for (int c = 0; c < cols; ++c) { fill(f, n); kk->qy(f, a + (size_t) c * nb * kk->y_bytes, n); }
    double best = 1e30, sum = 0;
    for (int k = 0; k < repeats; ++k) {
        const double t0 = emscripten_get_now();
        for (int c = 0; c < cols; ++c)
            for (int r = 0; r < rows; ++r) {
                float s;
                kk->wasm(n, &s, 0, w + (size_t) r * nb * kk->x_bytes, 0, a + (size_t) c * nb * kk->y_bytes, 0, 1);
                sum += s;
            }
        best = fmin(best, emscripten_get_now() - t0);
    }
    printf("{\"kernel\":\"%s\",\"oneRowGmacs\":%.2f,\"ms\":%.2f,\"checksum\":%.9g}\n", name, (double) n * rows * cols / best / 1e6, best, sum / repeats);
    return 0;
}

int main(int argc, char ** argv) {
    for (int i = 0; i < (1 << 16); ++i) ggml_table_f32_f16[i] = GGML_COMPUTE_FP16_TO_FP32((ggml_fp16_t) i);
    if (argc > 2 && strcmp(argv[1], "bench") == 0)
        return bench(argv[2], argc > 3 ? atoi(argv[3]) : 256, argc > 4 ? atoi(argv[4]) : 32, argc > 5 ? atoi(argv[5]) : 20);
    return check(argc > 2 ? (uint32_t) strtoul(argv[2], NULL, 10) : 1);
}
