// ggml's mul_mat (Q8_0 weights x f32 activations, as llama.cpp's prompt runs them) with the relaxed-SIMD build's tiles
// (patches/llama.cpp-wasm-q8_0-relaxed.patch: 4 x 4, halved where rows or a chunk's columns do not divide) against the
// one-row kernel on the same quantized activations: every output must be the same float. Shapes with odd and
// non-multiple-of-4 column counts (an ubatch's leftover tokens, a chunk's last columns), rows that do not divide by 4,
// a batched src1 (nr1 != ne11), 1 and 2 threads. Built by build.sh beside it, run by run.ts (Chromium and Firefox).
#include "ggml.h"
#include "ggml-cpu.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

// ggml-cpu's own quantizer and one-row kernel (internal: declared in ggml-cpu/quants.h), and block_q8_0's layout.
typedef struct { unsigned short d; signed char qs[32]; } blk;
void quantize_row_q8_0(const float * x, void * y, int64_t k);
void ggml_vec_dot_q8_0_q8_0(int n, float * s, size_t bs, const void * vx, size_t bx, const void * vy, size_t by, int nrc);

static unsigned rng = 12345;
static float frand(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return (float) (rng % 20001) / 10000.0f - 1.0f; }

static int one(int K, int M, int N, int B, int threads, double * worst) {
  struct ggml_init_params ip = { (size_t) 64 * 1024 * 1024 + (size_t) K * (M + 2 * N * B) * 8 + (size_t) M * N * B * 8, NULL, false };
  struct ggml_context * ctx = ggml_init(ip);
  struct ggml_tensor * a = ggml_new_tensor_2d(ctx, GGML_TYPE_Q8_0, K, M);
  struct ggml_tensor * b = ggml_new_tensor_3d(ctx, GGML_TYPE_F32, K, N, B);
  float * w = malloc(sizeof(float) * K);
  for (int r = 0; r < M; r++) {
    for (int k = 0; k < K; k++) w[k] = frand();
    quantize_row_q8_0(w, (char *) a->data + r * a->nb[1], K);
  }
  for (int i = 0; i < K * N * B; i++) ((float *) b->data)[i] = frand();
  struct ggml_tensor * c = ggml_mul_mat(ctx, a, b);
  struct ggml_cgraph * gf = ggml_new_graph(ctx);
  ggml_build_forward_expand(gf, c);
  ggml_graph_compute_with_ctx(ctx, gf, threads);
  blk * q = malloc(sizeof(blk) * (K / 32));
  int bad = 0;
  for (int j = 0; j < B; j++)
    for (int col = 0; col < N; col++) {
      quantize_row_q8_0((float *) b->data + (j * N + col) * K, q, K);
      for (int r = 0; r < M; r++) {
        float want;
        ggml_vec_dot_q8_0_q8_0(K, &want, 0, (char *) a->data + r * a->nb[1], 0, q, 0, 1);
        const float got = ((float *) c->data)[(j * N + col) * M + r];
        if (got != want) { bad++; double e = fabs(got - want); if (e > *worst) *worst = e; }
      }
    }
  free(q); free(w);
  ggml_free(ctx);
  return bad;
}

int main(void) {
  ggml_cpu_init();
  const int Ks[] = { 64, 960 };
  const int Ms[] = { 4, 6, 36, 64, 320, 960 };
  const int Ns[] = { 1, 2, 3, 4, 5, 6, 7, 13, 16, 17, 33, 64, 499, 512 };
  const int Bs[] = { 1, 3 };
  int cases = 0, bad_cases = 0, bad = 0; double worst = 0;
  for (int t = 1; t <= 2; t++)
    for (unsigned ki = 0; ki < 2; ki++)
      for (unsigned mi = 0; mi < sizeof(Ms) / sizeof(*Ms); mi++)
        for (unsigned ni = 0; ni < sizeof(Ns) / sizeof(*Ns); ni++)
          for (unsigned bi = 0; bi < 2; bi++) {
            if (Ks[ki] == 960 && Ns[ni] > 64 && Ms[mi] > 320) continue;  // keep it short
            const int n = one(Ks[ki], Ms[mi], Ns[ni], Bs[bi], t, &worst);
            cases++;
            if (n) { bad_cases++; bad += n; if (bad_cases < 6) printf("mismatch K=%d M=%d N=%d B=%d threads=%d: %d outputs\n", Ks[ki], Ms[mi], Ns[ni], Bs[bi], t, n); }
          }
  printf("{\"cases\":%d,\"badCases\":%d,\"badOutputs\":%d,\"worstDiff\":%g}\n", cases, bad_cases, bad, worst);
  return bad ? 1 : 0;
}
