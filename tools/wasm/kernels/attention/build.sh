#!/usr/bin/env bash
# Builds the attention checks (patches/llama.cpp-wasm-simd128-attention.patch) for Node, SIMD128, one file each with the
# wasm inside, from the llama.cpp tree that tools/wasm/build.sh made (its chroot, its emscripten):
#   convert-check.cjs    the patch's f16/f32 conversions, expf and silu against ggml's scalar code (sources only)
#   attention-check.cjs  ggml's FLASH_ATTN_EXT, tiled and reference paths, against attention in double precision, linked
#                        against the tree's ggml libraries (configured here with GGML_WASM_RELAXED_SIMD=OFF, as the
#                        SIMD128 wllama.wasm is; ccache and make rebuild only what changed)
# and records what they were built from in SHA256SUMS. attention.test.ts runs both (CI does not rebuild them).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
WORK="${WASM_WORK:-/var/tmp/asktabs-wasm}"
MEMORY="${WASM_MEMORY:-wasm32}"
ROOT="$WORK/chroot"
MEM64=ON; [ "$MEMORY" = wasm32 ] && MEM64=OFF
mkdir -p "$ROOT/build/attention"
cp "$HERE/convert-check.c" "$HERE/attention-check.c" "$ROOT/build/attention/"
T="/build/$MEMORY/llama.cpp/ggml"
chroot "$ROOT" env EM_CONFIG=/opt/em/config CFLAGS="-include /opt/em/noneon.h" CXXFLAGS="-include /opt/em/noneon.h" \
  bash -o pipefail -c "set -e; cd /build/$MEMORY/build && \
    emcmake cmake .. -DGGML_WEBGPU=OFF -DLLAMA_CURL=OFF -DLLAMA_OPENSSL=OFF -DLLAMA_BUILD_TESTS=OFF \
      -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_SERVER=OFF -DLLAMA_WASM_MEM64=$MEM64 -DWLLAMA_MEM64=$MEM64 \
      -DGGML_WASM_RELAXED_SIMD=OFF >cmake-attention.log && ! grep -q 'Wasm relaxed SIMD kernels' cmake-attention.log && \
    nice -n 19 emmake make ggml ggml-base ggml-cpu -j2 >make-attention.log 2>&1 || { tail -30 make-attention.log; exit 1; }
    cd /build/attention && \
    nice -n 10 emcc -O3 -msimd128 -DNDEBUG -D_XOPEN_SOURCE=600 -std=gnu11 -include /opt/em/noneon.h \
      -I$T/include -I$T/src -I$T/src/ggml-cpu convert-check.c -lm \
      -sENVIRONMENT=node -sSINGLE_FILE=1 -sEXIT_RUNTIME=1 -o convert-check.cjs && \
    B=/build/$MEMORY/build/llama.cpp/ggml/src && \
    nice -n 10 emcc -O2 -msimd128 -pthread -fwasm-exceptions -Wno-deprecated-declarations -I$T/include \
      -c attention-check.c -o attention-check.o && \
    nice -n 10 em++ -O2 -pthread -fwasm-exceptions -Wno-pthreads-mem-growth attention-check.o \$B/libggml.a \$B/libggml-cpu.a \$B/libggml-base.a \
      -sENVIRONMENT=node -sSINGLE_FILE=1 -sPTHREAD_POOL_SIZE=2 -sALLOW_MEMORY_GROWTH=1 -sMAXIMUM_MEMORY=2GB -sEXIT_RUNTIME=1 \
      -o attention-check.cjs"
cp "$ROOT/build/attention/convert-check.cjs" "$ROOT/build/attention/attention-check.cjs" "$HERE/"
cd "$HERE"
sha256sum convert-check.c attention-check.c ../../patches/llama.cpp-*.patch convert-check.cjs attention-check.cjs >SHA256SUMS
cat SHA256SUMS
