// ggml's FLASH_ATTN_EXT on an f16 K/V cache, as llama.cpp's prompt runs it, with patches/llama.cpp-wasm-simd128-attention.patch
// (SIMD128 f16 conversions in the mask, K and V packs, ggml_v_expf in the softmax): the tiled path (Q tile 64 x KV tile
// 64, taken when a head has 64 queries or more) and ggml's reference path (cplan.use_ref: one query row at a time with
// ggml_vec_dot_f16 / ggml_vec_mad_f16, whose f16 loads and stores the patch also vectorises) against attention computed
// here in double precision from the same f16 values. Shapes: queries 1 to 200 (partial Q tiles), keys 1 to 600 (partial
// KV tiles), grouped heads, head sizes 64 and 128, causal, random and no masks, ALiBi slopes, a soft cap, 1 and 2
// threads; then 512 queries over 512 keys, 15 heads over 5, causal (the prompt's shape).
// Built by build.sh beside it against the libraries of tools/wasm/build.sh's tree, run in Node:
//   node attention-check.cjs            every case; one JSON line; exit 1 on any failure
//   node attention-check.cjs bench N [queries keys [ref]]   ms per operation (one thread, N runs) on the prompt's
//                                       attention shape: 15 heads over 5, head size 64, causal; default 512 queries
//                                       over 1,536 keys (a 1,536-token prompt's last ubatch); "ref": ggml's reference path
#include "ggml.h"
#include "ggml-cpu.h"
#include <emscripten.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned rng = 12345;
static float frand(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return (float) (rng % 20001) / 10000.0f - 1.0f; }

typedef struct { int dk, nq, nkv, heads, heads_kv; char mask; float max_bias, softcap; } shape;
typedef struct { struct ggml_context * ctx; struct ggml_cgraph * gf; struct ggml_tensor * q, * k, * v, * m, * out; float scale; } op;

static op build(const shape * s) {
  op o;
  const size_t bytes = (size_t) 16 * 1024 * 1024 + (size_t) s->dk * (s->nq * s->heads * 12 + s->nkv * s->heads_kv * 4) + (size_t) s->nkv * s->nq * 2;
  struct ggml_init_params ip = { bytes, NULL, false };
  o.ctx = ggml_init(ip);
  o.q = ggml_new_tensor_3d(o.ctx, GGML_TYPE_F32, s->dk, s->nq, s->heads);
  o.k = ggml_new_tensor_3d(o.ctx, GGML_TYPE_F16, s->dk, s->nkv, s->heads_kv);
  o.v = ggml_new_tensor_3d(o.ctx, GGML_TYPE_F16, s->dk, s->nkv, s->heads_kv);
  for (int64_t i = 0; i < ggml_nelements(o.q); i++) ((float *) o.q->data)[i] = frand();
  for (int64_t i = 0; i < ggml_nelements(o.k); i++) ((ggml_fp16_t *) o.k->data)[i] = ggml_fp32_to_fp16(frand());
  for (int64_t i = 0; i < ggml_nelements(o.v); i++) ((ggml_fp16_t *) o.v->data)[i] = ggml_fp32_to_fp16(frand());
  o.m = NULL;
  if (s->mask) {
    o.m = ggml_new_tensor_2d(o.ctx, GGML_TYPE_F16, s->nkv, s->nq);
    for (int i = 0; i < s->nq; i++)
      for (int j = 0; j < s->nkv; j++) {
        // causal: the queries are the last nq positions of nkv; random: a third masked, the rest small biases
        const int masked = s->mask == 'c' ? j > s->nkv - s->nq + i : frand() < -0.33f;
        const float value = masked ? -INFINITY : (s->mask == 'c' ? 0.0f : 0.5f * frand());
        ((ggml_fp16_t *) o.m->data)[i * s->nkv + j] = ggml_fp32_to_fp16(value);
      }
  }
  o.scale = 1.0f / sqrtf((float) s->dk);
  o.out = ggml_flash_attn_ext(o.ctx, o.q, o.k, o.v, o.m, o.scale, s->max_bias, s->softcap);
  ggml_flash_attn_ext_set_prec(o.out, GGML_PREC_F32);
  o.gf = ggml_new_graph(o.ctx);
  ggml_build_forward_expand(o.gf, o.out);
  return o;
}

static void compute(op * o, int threads, int use_ref) {
  struct ggml_cplan plan = ggml_graph_plan(o->gf, threads, NULL);
  void * work = plan.work_size ? malloc(plan.work_size) : NULL;
  plan.work_data = work;
  plan.use_ref = use_ref;
  if (ggml_graph_compute(o->gf, &plan) != GGML_STATUS_SUCCESS) { fprintf(stderr, "compute failed\n"); exit(2); }
  free(work);
}

// attention in double from the f16 values; out: [dv][heads][nq] as ggml's result (permuted)
static void reference(const shape * s, const op * o, double * out) {
  const int dk = s->dk, group = s->heads / s->heads_kv;
  const unsigned n_head_log2 = 1u << (unsigned) floor(log2(s->heads));
  const double m0 = pow(2.0, -(s->max_bias) / n_head_log2), m1 = pow(2.0, -(s->max_bias / 2.0) / n_head_log2);
  const size_t nkv_all = (size_t) s->nkv * s->heads_kv * dk;
  double * K = malloc(sizeof(double) * nkv_all), * V = malloc(sizeof(double) * nkv_all), * w = malloc(sizeof(double) * s->nkv);
  for (size_t i = 0; i < nkv_all; i++) {
    K[i] = ggml_fp16_to_fp32(((const ggml_fp16_t *) o->k->data)[i]);
    V[i] = ggml_fp16_to_fp32(((const ggml_fp16_t *) o->v->data)[i]);
  }
  for (int h = 0; h < s->heads; h++) {
    const double slope = s->max_bias > 0 ? (h < (int) n_head_log2 ? pow(m0, h + 1) : pow(m1, 2 * (h - n_head_log2) + 1)) : 1.0;
    const double * Kh = K + (size_t) (h / group) * s->nkv * dk, * Vh = V + (size_t) (h / group) * s->nkv * dk;
    for (int i = 0; i < s->nq; i++) {
      const float * q = (const float *) o->q->data + ((size_t) h * s->nq + i) * dk;
      double mx = -INFINITY;
      for (int j = 0; j < s->nkv; j++) {
        const double mv = o->m ? slope * ggml_fp16_to_fp32(((const ggml_fp16_t *) o->m->data)[i * s->nkv + j]) : 0.0;
        if (mv == -INFINITY) { w[j] = -INFINITY; continue; }
        double d = 0;
        for (int c = 0; c < dk; c++) d += q[c] * Kh[(size_t) j * dk + c];
        d *= o->scale;
        if (s->softcap != 0) d = s->softcap * tanh(d / s->softcap);
        w[j] = d + mv;
        if (w[j] > mx) mx = w[j];
      }
      double sum = 0;
      double * r = out + ((size_t) i * s->heads + h) * dk;
      for (int c = 0; c < dk; c++) r[c] = 0;
      for (int j = 0; j < s->nkv; j++) {
        if (mx == -INFINITY || w[j] == -INFINITY) continue;
        const double e = exp(w[j] - mx);
        sum += e;
        for (int c = 0; c < dk; c++) r[c] += e * Vh[(size_t) j * dk + c];
      }
      for (int c = 0; c < dk; c++) r[c] = sum == 0 ? 0 : r[c] / sum;
    }
  }
  free(K); free(V); free(w);
}

static double worst_diff(const op * o, const double * want) {
  double worst = 0;
  for (int64_t i = 0; i < ggml_nelements(o->out); i++) {
    const double e = fabs((double) ((const float *) o->out->data)[i] - want[i]);
    if (!(e <= worst)) worst = isnan(e) ? INFINITY : e;
  }
  return worst;
}

// this process's processor time (the machine is shared: wall clock alone misleads)
EM_JS(double, cpu_ms, (void), { const u = process.cpuUsage(); return (u.user + u.system) / 1000; });

static int bench(int runs, int nq, int nkv, int use_ref) {
  const shape s = { 64, nq, nkv, 15, 5, getenv("NOMASK") ? 0 : 'c', 0, 0 };
  op o = build(&s);
  compute(&o, 1, use_ref);
  const double t0 = emscripten_get_now(), c0 = cpu_ms();
  for (int r = 0; r < runs; r++) compute(&o, 1, use_ref);
  printf("{\"cpuMsPerOp\":%.2f,\"msPerOp\":%.2f,\"runs\":%d,\"queries\":%d,\"keys\":%d,\"ref\":%d}\n",
         (cpu_ms() - c0) / runs, (emscripten_get_now() - t0) / runs, runs, nq, nkv, use_ref);
  ggml_free(o.ctx);
  return 0;
}

int main(int argc, char ** argv) {
  ggml_cpu_init();
  if (argc > 1 && strcmp(argv[1], "bench") == 0)
    return bench(argc > 2 ? atoi(argv[2]) : 5, argc > 3 ? atoi(argv[3]) : 512, argc > 4 ? atoi(argv[4]) : 1536, argc > 5 && strcmp(argv[5], "ref") == 0);
  // tiled: worst |tiled - exact| over outputs in [-1, 1]; ref: ggml's reference path, which rounds Q and its
  // accumulator to f16 (hence the looser bound)
  const double TILED_TOL = 1e-5, REF_TOL = 1e-2;
  const int dks[] = { 64, 128 };
  const int nqs[] = { 1, 7, 64, 65, 130, 200 };
  const int nkvs[] = { 1, 3, 64, 100, 257, 600 };
  const char masks[] = { 'c', 'r', 0 };
  int cases = 0, tiled_cases = 0, bad = 0;
  double tiled_worst = 0, ref_worst = 0;
  // the grid, then the prompt's shape (a 512-token ubatch, 15 heads over 5, causal) on 1 and 2 threads
  const int n_grid = 2 * 2 * 6 * 6 * 3;
  for (int g = 0; g < n_grid + 2; g++) {
    int t, a, b, c, d;
    shape s;
    if (g < n_grid) {
      t = 1 + g / (2 * 6 * 6 * 3); a = g / (6 * 6 * 3) % 2; b = g / (6 * 3) % 6; c = g / 3 % 6; d = g % 3;
      if (masks[d] == 'c' && nkvs[c] < nqs[b]) continue;            // a causal prompt sees its own keys
      if (t == 2 && (dks[a] == 128 || nqs[b] * nkvs[c] > 130 * 257)) continue;  // keep it short
      const int variant = (b + c + d) % 4;                             // heads, ALiBi and soft cap spread over the shapes
      s = (shape) { dks[a], nqs[b], nkvs[c], variant == 1 ? 4 : 6, variant == 1 ? 4 : (variant == 2 ? 3 : 2), masks[d],
                    variant == 2 && masks[d] ? 8.0f : 0.0f, variant == 3 ? 20.0f : 0.0f };
    } else {
      t = g - n_grid + 1;
      s = (shape) { 64, 512, 512, 15, 5, 'c', 0, 0 };
    }
    op o = build(&s);
    double * want = malloc(sizeof(double) * ggml_nelements(o.out));
    reference(&s, &o, want);
    compute(&o, t, 0);
    const double e_tiled = worst_diff(&o, want);
    compute(&o, t, 1);
    const double e_ref = worst_diff(&o, want);
    const int tiled = s.nq >= 64;  // ops.cpp takes the tiled path from 64 queries a head (else: the same path as ref)
    cases++;
    tiled_cases += tiled;
    if (tiled && !(e_tiled <= tiled_worst)) tiled_worst = e_tiled;
    if (!(e_ref <= ref_worst)) ref_worst = e_ref;
    if (!(e_tiled <= (tiled ? TILED_TOL : REF_TOL)) || !(e_ref <= REF_TOL)) {
      if (bad++ < 8) printf("case dk=%d nq=%d nkv=%d heads=%d/%d mask=%c bias=%g cap=%g threads=%d: tiled %g ref %g\n",
                            s.dk, s.nq, s.nkv, s.heads, s.heads_kv, s.mask ? s.mask : '-', s.max_bias, s.softcap, t, e_tiled, e_ref);
    }
    free(want);
    ggml_free(o.ctx);
  }
  printf("{\"cases\":%d,\"tiledCases\":%d,\"failures\":%d,\"tiledWorst\":%g,\"refWorst\":%g,\"tiledTol\":%g,\"refTol\":%g}\n",
         cases, tiled_cases, bad, tiled_worst, ref_worst, TILED_TOL, REF_TOL);
  return bad ? 1 : 0;
}
