#!/usr/bin/env bash
# Builds the Q8_0 kernel harness (../q8_0-check.c, one-row SIMD128 kernel) once for the web AND Node, so the same wasm runs
# in Chromium, Firefox and Node (run.ts), from build.sh's tree, twice: as shipped (.bench/engines/shipped/) and with
# patches/experimental/llama.cpp-wasm-q8_0-even-odd.patch (.bench/engines/even-odd/). --profiling-funcs keeps function
# names, so V8's --perf-prof jitdumps name the kernel (jitdump.ts).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUT="$(cd "$HERE/../../../.." && pwd)/.bench/engines"
WORK="${WASM_WORK:-/var/tmp/asktabs-wasm}"
MEMORY="${WASM_MEMORY:-wasm32}"
ROOT="$WORK/chroot"
K="$ROOT/build/engines"
T="/build/engines/llama.cpp/ggml"
build() { # output folder
  rm -rf "$K/llama.cpp" && mkdir -p "$K/llama.cpp" && cp -r "$ROOT/build/$MEMORY/llama.cpp/ggml" "$K/llama.cpp/ggml"
  [ -z "${2:-}" ] || patch -s -d "$K/llama.cpp" -p1 <"$2"
  cp "$HERE/../q8_0-check.c" "$K/"
  chroot "$ROOT" env EM_CONFIG=/opt/em/config sh -c "set -e; cd /build/engines && \
    nice -n 10 emcc -O3 -msimd128 --profiling-funcs -DNDEBUG -D_XOPEN_SOURCE=600 -std=gnu11 -include /opt/em/noneon.h \
      -I$T/include -I$T/src -I$T/src/ggml-cpu \
      q8_0-check.c $T/src/ggml-cpu/arch/wasm/quants.c $T/src/ggml-cpu/quants.c $T/src/ggml-quants.c \
      -lm -sENVIRONMENT=web,node -sALLOW_MEMORY_GROWTH=1 -sEXIT_RUNTIME=1 -o k.js"
  mkdir -p "$OUT/$1" && cp "$K/k.js" "$K/k.wasm" "$OUT/$1/" && echo '{"type":"commonjs"}' >"$OUT/$1/package.json"
}
build shipped
build even-odd "$HERE/../../patches/experimental/llama.cpp-wasm-q8_0-even-odd.patch"
node "$OUT/even-odd/k.js" check 1
echo "$OUT"
