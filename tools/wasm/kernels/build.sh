#!/usr/bin/env bash
# Builds the Q8_0 kernel check (one file each, the wasm inside) from the llama.cpp tree that tools/wasm/build.sh made
# (its chroot, its emscripten, the kernels' own compile flags), twice: SIMD128 for Node (q8_0-check.cjs, run by
# q8_0-check.test.ts in CI) and with relaxed SIMD for browsers (q8_0-check-relaxed.js, run by browser-check.ts); and the
# Q4_K_M kernels' check (k-quants-check.cjs: q4_K, q5_K, q6_K, q5_0; SIMD128 for Node, run by k-quants-check.test.ts);
# and records what they were built from in SHA256SUMS: the harnesses, every llama.cpp patch, the results.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
WORK="${WASM_WORK:-/var/tmp/asktabs-wasm}"
MEMORY="${WASM_MEMORY:-wasm32}"
ROOT="$WORK/chroot"
# The kernels from a scratch copy of the build's patched ggml sources.
K="$ROOT/build/kernels"
mkdir -p "$K"
rm -rf "$K/llama.cpp" && mkdir -p "$K/llama.cpp" && cp -r "$ROOT/build/$MEMORY/llama.cpp/ggml" "$K/llama.cpp/ggml"
T="/build/kernels/llama.cpp/ggml"
cp "$HERE/q8_0-check.c" "$HERE/k-quants-check.c" "$K/"
build() { # flags environment output [harness]
  chroot "$ROOT" env EM_CONFIG=/opt/em/config sh -c "set -e; cd /build/kernels && \
    nice -n 10 emcc -O3 $1 -DNDEBUG -D_XOPEN_SOURCE=600 -std=gnu11 -include /opt/em/noneon.h \
      -I$T/include -I$T/src -I$T/src/ggml-cpu \
      ${4:-q8_0-check.c} $T/src/ggml-cpu/arch/wasm/quants.c $T/src/ggml-cpu/quants.c $T/src/ggml-quants.c \
      -lm -sENVIRONMENT=$2 -sSINGLE_FILE=1 -sALLOW_MEMORY_GROWTH=1 -sEXIT_RUNTIME=1 -o $3"
  cp "$K/$3" "$HERE/$3"
}
build -msimd128 node q8_0-check.cjs
build "-msimd128 -mrelaxed-simd" web q8_0-check-relaxed.js
build -msimd128 node k-quants-check.cjs k-quants-check.c
cd "$HERE"
sha256sum q8_0-check.c k-quants-check.c ../patches/llama.cpp-*.patch q8_0-check.cjs q8_0-check-relaxed.js k-quants-check.cjs >SHA256SUMS
cat SHA256SUMS
