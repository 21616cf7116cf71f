#!/usr/bin/env bash
# Builds two kernel harnesses once for the web AND Node, so the same wasm runs in Chromium, Firefox and Node (run.ts),
# from build.sh's tree: ../q8_0-check.c (the one-row SIMD128 Q8_0 kernel) and q4k-bench.c (ggml_vec_dot_q4_K_q8_K, the
# catalogue's Q4_K_M models), each as shipped (.bench/engines/shipped/, q4k-shipped/: bytes to 16 bits as even/odd lanes,
# patches/llama.cpp-wasm-simd128-even-odd.patch) and with that patch taken back out (extends/, q4k-extends/: llama.cpp's
# extend_low/high); the same two ways ../k-quants-check.c (kq-shipped/, kq-extends/: `bench q5_0 256 32 40` etc.).
# --profiling-funcs keeps function names, so V8's --perf-prof jitdumps name the kernels (jitdump.ts).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUT="$(cd "$HERE/../../../.." && pwd)/.bench/engines"
WORK="${WASM_WORK:-/var/tmp/asktabs-wasm}"
MEMORY="${WASM_MEMORY:-wasm32}"
ROOT="$WORK/chroot"
K="$ROOT/build/engines"
T="/build/engines/llama.cpp/ggml"
build() { # harness output-folder [patch to take out]
  local harness="$1"; shift
  rm -rf "$K/llama.cpp" && mkdir -p "$K/llama.cpp" && cp -r "$ROOT/build/$MEMORY/llama.cpp/ggml" "$K/llama.cpp/ggml"
  [ -z "${2:-}" ] || patch -s -R -d "$K/llama.cpp" -p1 <"$2"
  cp "$harness" "$K/h.c"
  chroot "$ROOT" env EM_CONFIG=/opt/em/config sh -c "set -e; cd /build/engines && \
    nice -n 10 emcc -O3 -msimd128 --profiling-funcs -DNDEBUG -D_XOPEN_SOURCE=600 -std=gnu11 -include /opt/em/noneon.h \
      -I$T/include -I$T/src -I$T/src/ggml-cpu \
      h.c $T/src/ggml-cpu/arch/wasm/quants.c $T/src/ggml-cpu/quants.c $T/src/ggml-quants.c \
      -lm -sENVIRONMENT=web,node -sALLOW_MEMORY_GROWTH=1 -sEXIT_RUNTIME=1 -o k.js"
  mkdir -p "$OUT/$1" && cp "$K/k.js" "$K/k.wasm" "$OUT/$1/" && echo '{"type":"commonjs"}' >"$OUT/$1/package.json"
}
P="$HERE/../../patches/llama.cpp-wasm-simd128-even-odd.patch"
build "$HERE/../q8_0-check.c" shipped
build "$HERE/../q8_0-check.c" extends "$P"
build "$HERE/q4k-bench.c" q4k-shipped
build "$HERE/q4k-bench.c" q4k-extends "$P"
build "$HERE/../k-quants-check.c" kq-shipped
build "$HERE/../k-quants-check.c" kq-extends "$P"
node "$OUT/shipped/k.js" check 1                       # the Q8_0 kernel against the generic one
node "$OUT/q4k-shipped/k.js" 256 8 1; node "$OUT/q4k-extends/k.js" 256 8 1   # same checksum: bit-identical sums
echo "$OUT"
