// The wasm SIMD128 helpers of patches/llama.cpp-wasm-simd128-attention.patch against ggml's scalar code, in Node:
//   f16 -> f32  (__wasm_f16x4_load): all 65,536 halves, bit for bit against ggml_compute_fp16_to_fp32 (ggml-impl.h,
//               the values of the table the scalar path reads);
//   f32 -> f16  (__wasm_f16x4_store): edge cases (zeros, subnormals, the rounding boundaries, overflow, infinities, NaNs)
//               and random floats of every exponent, bit for bit against ggml_compute_fp32_to_fp16;
//   expf        (ggml_v_expf, the SSE2 routine's port): against libm's expf on a grid and random inputs across
//               [-104, 89], in ulps (stated bound: 2 where the result is a normal float; 0 and +inf where it flushes);
//   silu        (ggml_v_silu): against x / (1 + expf(-x)), relative error.
// ggml-cpu.c's row conversions (ggml_cpu_fp16_to_fp32 / fp32_to_fp16) and the tiled attention's packs are these helpers
// in loops; attention-check.c checks the operation they serve.
// Prints one JSON line; exits 1 on any failure.
#include "ggml-impl.h"
#include "simd-mappings.h"
#include "vec.h"
#include <math.h>
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static uint32_t bits_of(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static float float_of(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static uint32_t rng = 0x9e3779b9u;
static uint32_t next(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

// distance in representable floats (same sign assumed; both finite)
static int64_t ulps(float a, float b) {
  int32_t ia = (int32_t) bits_of(a), ib = (int32_t) bits_of(b);
  if (ia < 0) ia = (int32_t) 0x80000000 - ia;
  if (ib < 0) ib = (int32_t) 0x80000000 - ib;
  return ia > ib ? (int64_t) ia - ib : (int64_t) ib - ia;
}

static int f32_to_f16_bad = 0, f32_to_f16_cases = 0;
static void check_f32x4(const float * x) {
  ggml_fp16_t got[4];
  __wasm_f16x4_store(got, wasm_v128_load(x));
  for (int i = 0; i < 4; i++) {
    const ggml_fp16_t want = ggml_compute_fp32_to_fp16(x[i]);
    f32_to_f16_cases++;
    if (got[i] != want) {
      if (f32_to_f16_bad++ < 5) fprintf(stderr, "f32->f16 %08x: got %04x want %04x\n", bits_of(x[i]), got[i], want);
    }
  }
}

int main(int argc, char ** argv) {
  (void) argc; (void) argv;
  int fail = 0;

  // f16 -> f32, every half (NaNs too: the same integer steps give the same bits)
  int f16_bad = 0;
  for (uint32_t h = 0; h < 65536; h += 4) {
    ggml_fp16_t in[4] = { (ggml_fp16_t) h, (ggml_fp16_t) (h + 1), (ggml_fp16_t) (h + 2), (ggml_fp16_t) (h + 3) };
    float out[4];
    wasm_v128_store(out, __wasm_f16x4_load(in));
    for (int i = 0; i < 4; i++) {
      const float want = ggml_compute_fp16_to_fp32(in[i]);
      if (bits_of(out[i]) != bits_of(want)) {
        if (f16_bad++ < 5) fprintf(stderr, "f16->f32 %04x: got %08x want %08x\n", in[i], bits_of(out[i]), bits_of(want));
      }
    }
  }
  fail |= f16_bad != 0;

  // f32 -> f16: edges, then every half's value and its neighbours (the rounding boundaries), then random bits
  const uint32_t edges[] = { 0x00000000u, 0x80000000u, 0x00000001u, 0x807fffffu, 0x00800000u, 0x33000000u, 0x33000001u,
    0x337fffffu, 0x33800000u, 0x38800000u, 0x387fe000u, 0x387ff000u, 0x387fefffu, 0x477fe000u, 0x477fefffu, 0x477ff000u,
    0x477fffffu, 0x47800000u, 0x7f7fffffu, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0xffc00000u, 0x7f800001u, 0x7fbfffffu,
    0x3f800000u, 0xbf800000u, 0x3f801000u, 0x3f803000u, 0x3f800fffu, 0x3f801001u };
  float x[4];
  for (unsigned i = 0; i < sizeof(edges) / sizeof(*edges); i++) {
    x[i % 4] = float_of(edges[i]);
    if (i % 4 == 3) check_f32x4(x);
  }
  for (uint32_t h = 0; h < 65536; h++) {
    const uint32_t b = bits_of(ggml_compute_fp16_to_fp32((ggml_fp16_t) h));
    const float v[4] = { float_of(b), float_of(b + 1), float_of(b - 1), float_of(b + 0x1000u) };
    check_f32x4(v);
  }
  for (int i = 0; i < 1000000; i++) {
    for (int l = 0; l < 4; l++) x[l] = float_of(next());
    check_f32x4(x);
  }
  for (int i = 0; i < 1000000; i++) {  // the range a KV cache holds
    for (int l = 0; l < 4; l++) x[l] = float_of((next() & 0x807fffffu) | ((0x60u + next() % 0x30u) << 23));
    check_f32x4(x);
  }
  fail |= f32_to_f16_bad != 0;

  // expf: a grid over [-104, 89] and random inputs in it
  int64_t exp_worst = 0;
  int exp_bad = 0, exp_cases = 0;
  float exp_worst_x = 0;
  for (int i = 0; i < 4000000; i++) {
    for (int l = 0; l < 4; l++) {
      x[l] = i < 2000000 ? -104.0f + 193.0f * (float) (4 * i + l) / 8000000.0f
                         : -104.0f + 193.0f * (float) (next() >> 8) / 16777216.0f;
    }
    float got[4];
    wasm_v128_store(got, ggml_v_expf(wasm_v128_load(x)));
    for (int l = 0; l < 4; l++) {
      const float want = expf(x[l]);
      exp_cases++;
      int ok;
      if (want >= 0x1p-126f && isfinite(want)) {
        const int64_t u = ulps(got[l], want);
        if (u > exp_worst) { exp_worst = u; exp_worst_x = x[l]; }
        ok = u <= 2;
      } else if (isinf(want)) {
        ok = x[l] > 88.3762626647949f ? isinf(got[l]) : (isinf(got[l]) || ulps(got[l], 0x1.fffffep127f) <= 2);
      } else {  // the subnormal range: within 2 ulps of the smallest normal's spacing, or flushed to 0 below -103.97
        ok = fabsf(got[l] - want) <= 0x1p-148f || (x[l] < -103.97f && got[l] == 0);
      }
      if (!ok && exp_bad++ < 5) fprintf(stderr, "expf(%a): got %a want %a\n", x[l], got[l], want);
    }
  }
  {  // -inf (a masked score minus the row's maximum) and the softmax's zero
    const float sp[4] = { -INFINITY, 0.0f, -0.0f, -1000.0f };
    float got[4];
    wasm_v128_store(got, ggml_v_expf(wasm_v128_load(sp)));
    exp_cases += 4;
    if (got[0] != 0 || got[1] != 1 || got[2] != 1 || got[3] != 0) { exp_bad++; fprintf(stderr, "expf specials: %a %a %a %a\n", got[0], got[1], got[2], got[3]); }
  }
  fail |= exp_bad != 0;

  // silu
  double silu_worst = 0;
  int silu_bad = 0;
  for (int i = 0; i < 1000000; i++) {
    for (int l = 0; l < 4; l++) x[l] = -90.0f + 180.0f * (float) (next() >> 8) / 16777216.0f;
    float got[4];
    wasm_v128_store(got, ggml_v_silu(wasm_v128_load(x)));
    for (int l = 0; l < 4; l++) {
      const float want = x[l] / (1.0f + expf(-x[l]));
      const double e = want == 0 ? fabs(got[l]) : fabs((double) got[l] - want) / fabs(want);
      if (e > silu_worst) silu_worst = e;
      if (!(e <= 1e-6) && silu_bad++ < 5) fprintf(stderr, "silu(%a): got %a want %a\n", x[l], got[l], want);
    }
  }
  fail |= silu_bad != 0;

  printf("{\"f16ToF32\":{\"cases\":65536,\"failures\":%d},\"f32ToF16\":{\"cases\":%d,\"failures\":%d},"
         "\"expf\":{\"cases\":%d,\"failures\":%d,\"worstUlps\":%lld,\"worstAt\":%g},\"silu\":{\"cases\":4000000,\"failures\":%d,\"worstRel\":%g}}\n",
         f16_bad, f32_to_f16_cases, f32_to_f16_bad, exp_cases, exp_bad, (long long) exp_worst, exp_worst_x, silu_bad, silu_worst);
  return fail;
}
