#!/usr/bin/env bash
# Builds q8_0-check.cjs (one file, the wasm inside) from the llama.cpp tree that tools/wasm/build.sh made
# (its chroot, its emscripten, the kernels' own compile flags), and records what it was built from in SHA256SUMS:
# the harness, every llama.cpp patch, and the result. q8_0-check.test.ts runs it in CI without the chroot.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
WORK="${WASM_WORK:-/var/tmp/asktabs-wasm}"
MEMORY="${WASM_MEMORY:-wasm32}"
ROOT="$WORK/chroot"
# The kernels from a scratch copy of the build's llama.cpp tree with the experimental kernel patch applied
# (patches/experimental/: not in the shipped build), so the check needs no build with it.
K="$ROOT/build/kernels"
mkdir -p "$K"
rm -rf "$K/llama.cpp" && mkdir -p "$K/llama.cpp" && cp -r "$ROOT/build/$MEMORY/llama.cpp/ggml" "$K/llama.cpp/ggml"
for p in "$HERE"/../patches/experimental/llama.cpp-*.patch; do patch -s -p1 -d "$K/llama.cpp" <"$p"; done
T="/build/kernels/llama.cpp/ggml"
cp "$HERE/q8_0-check.c" "$K/"
chroot "$ROOT" env EM_CONFIG=/opt/em/config sh -c "set -e; cd /build/kernels && \
  nice -n 10 emcc -O3 -msimd128 -DNDEBUG -D_XOPEN_SOURCE=600 -std=gnu11 -include /opt/em/noneon.h \
    -I$T/include -I$T/src -I$T/src/ggml-cpu \
    q8_0-check.c $T/src/ggml-cpu/arch/wasm/quants.c $T/src/ggml-cpu/quants.c $T/src/ggml-quants.c \
    -lm -sENVIRONMENT=node -sSINGLE_FILE=1 -sALLOW_MEMORY_GROWTH=1 -sEXIT_RUNTIME=1 -o q8_0-check.cjs"
cp "$ROOT/build/kernels/q8_0-check.cjs" "$HERE/q8_0-check.cjs"
cd "$HERE"
sha256sum q8_0-check.c ../patches/llama.cpp-*.patch ../patches/experimental/llama.cpp-*.patch q8_0-check.cjs >SHA256SUMS
cat SHA256SUMS
