// Times ggml_vec_dot_q4_K_q8_K (the wasm kernel: the catalogue's Q4_K_M models) on random rows, one row a call, and
// checks it against the generic C kernel; built by build.sh beside it. Arguments: rows cols repeats (n = 1,024). One
// JSON line: GMAC/s (best repeat), worst relative difference to the generic kernel, a checksum of the outputs.
#include "ggml-common.h"
#include "ggml-impl.h"
#include "ggml-quants.h"
#include "quants.h"
#include <emscripten.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
float ggml_table_f32_f16[1 << 16];
static unsigned rng = 7;
static float rnd(void) { rng = rng * 1664525u + 1013904223u; return ((rng >> 8) / 16777216.0f) * 2 - 1; }
int main(int argc, char ** argv) {
  for (int i = 0; i < (1 << 16); ++i) ggml_table_f32_f16[i] = GGML_COMPUTE_FP16_TO_FP32((ggml_fp16_t) i);
  const int n = 1024, rows = argc > 1 ? atoi(argv[1]) : 1024, cols = argc > 2 ? atoi(argv[2]) : 32, reps = argc > 3 ? atoi(argv[3]) : 5;
  const int nb = n / QK_K;
  block_q4_K * w = malloc((size_t) rows * nb * sizeof(block_q4_K));
  block_q8_K * a = malloc((size_t) cols * nb * sizeof(block_q8_K));
  float * f = malloc(n * sizeof(float));
  for (int r = 0; r < rows; r++) { for (int i = 0; i < n; i++) f[i] = rnd(); quantize_row_q4_K_ref(f, w + r * nb, n); }
  for (int c = 0; c < cols; c++) { for (int i = 0; i < n; i++) f[i] = rnd(); quantize_row_q8_K_ref(f, a + c * nb, n); }
  double worst = 0, sum = 0;
  for (int c = 0; c < 4; c++) for (int r = 0; r < rows; r++) {
    float s1, s2;
    ggml_vec_dot_q4_K_q8_K(n, &s1, 0, w + r * nb, 0, a + c * nb, 0, 1);
    ggml_vec_dot_q4_K_q8_K_generic(n, &s2, 0, w + r * nb, 0, a + c * nb, 0, 1);
    worst = fmax(worst, fabs(s1 - s2) / (fabs(s2) + 1)); sum += s1;
  }
  double best = 1e30; float out = 0;
  for (int k = 0; k < reps; k++) {
    const double t0 = emscripten_get_now();
    for (int c = 0; c < cols; c++) for (int r = 0; r < rows; r++) { float s; ggml_vec_dot_q4_K_q8_K(n, &s, 0, w + r * nb, 0, a + c * nb, 0, 1); out += s; }
    best = fmin(best, emscripten_get_now() - t0);
  }
  printf("{\"oneRowGmacs\":%.2f,\"ms\":%.2f,\"worstVsGeneric\":%.3g,\"checksum\":%.9g,\"out\":%g}\n", (double) n * rows * cols / best / 1e6, best, worst, sum, out);
  return 0;
}
