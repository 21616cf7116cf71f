#!/usr/bin/env bash
# Builds q8_0-check.cjs (one file, the wasm inside) from the patched llama.cpp tree that tools/wasm/build.sh made
# (its chroot, its emscripten, the kernels' own compile flags), and records what it was built from in SHA256SUMS:
# the harness, every llama.cpp patch, and the result. kernels.test.ts runs it in CI without the chroot.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
WORK="${WASM_WORK:-/var/tmp/asktabs-wasm}"
MEMORY="${WASM_MEMORY:-wasm32}"
ROOT="$WORK/chroot"
T="/build/$MEMORY/llama.cpp/ggml"
mkdir -p "$ROOT/build/kernels"
cp "$HERE/q8_0-check.c" "$ROOT/build/kernels/"
chroot "$ROOT" env EM_CONFIG=/opt/em/config sh -c "set -e; cd /build/kernels && \
  nice -n 10 emcc -O3 -msimd128 -DNDEBUG -D_XOPEN_SOURCE=600 -std=gnu11 -include /opt/em/noneon.h \
    -I$T/include -I$T/src -I$T/src/ggml-cpu \
    q8_0-check.c $T/src/ggml-cpu/arch/wasm/quants.c $T/src/ggml-cpu/quants.c $T/src/ggml-quants.c \
    -lm -sENVIRONMENT=node -sSINGLE_FILE=1 -sALLOW_MEMORY_GROWTH=1 -sEXIT_RUNTIME=1 -o q8_0-check.cjs"
cp "$ROOT/build/kernels/q8_0-check.cjs" "$HERE/q8_0-check.cjs"
cd "$HERE"
sha256sum q8_0-check.c ../patches/llama.cpp-*.patch q8_0-check.cjs >SHA256SUMS
cat SHA256SUMS
