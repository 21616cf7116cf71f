#!/usr/bin/env bash
# Builds mulmat-check.c (ggml's mul_mat with the relaxed-SIMD Q8_0 tiles against the one-row kernel) against the
# libraries of tools/wasm/build.sh's tree, compiled here with GGML_WASM_RELAXED_SIMD=ON (ccache: only ggml-cpu), for the
# web with pthreads, as wllama links them, into .bench/mulmat/. Run it with run.ts (a cross-origin-isolated page: shared memory). The next
# `npm run build:wasm` reconfigures the tree itself, so this leaves nothing behind that changes its output.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUT="$(cd "$HERE/../../../.." && pwd)/.bench/mulmat"
WORK="${WASM_WORK:-/var/tmp/asktabs-wasm}"
MEMORY="${WASM_MEMORY:-wasm32}"
ROOT="$WORK/chroot"
MEM64=ON; [ "$MEMORY" = wasm32 ] && MEM64=OFF
mkdir -p "$ROOT/build/mulmat" && cp "$HERE/mulmat-check.c" "$ROOT/build/mulmat/"
chroot "$ROOT" env EM_CONFIG=/opt/em/config CFLAGS="-include /opt/em/noneon.h" CXXFLAGS="-include /opt/em/noneon.h" \
  bash -o pipefail -c "set -e; cd /build/$MEMORY/build && \
    emcmake cmake .. -DGGML_WEBGPU=OFF -DLLAMA_CURL=OFF -DLLAMA_OPENSSL=OFF -DLLAMA_BUILD_TESTS=OFF \
      -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_SERVER=OFF -DLLAMA_WASM_MEM64=$MEM64 -DWLLAMA_MEM64=$MEM64 \
      -DGGML_WASM_RELAXED_SIMD=ON >cmake-mulmat.log && grep -q 'Wasm relaxed SIMD kernels' cmake-mulmat.log && \
    nice -n 19 emmake make ggml ggml-base ggml-cpu -j2 >make-mulmat.log 2>&1 || { tail -30 make-mulmat.log; exit 1; }
    B=/build/$MEMORY/build/llama.cpp/ggml/src && cd /build/mulmat && \
    nice -n 19 emcc -O2 -msimd128 -mrelaxed-simd -pthread -fwasm-exceptions -I/build/$MEMORY/llama.cpp/ggml/include \
      -c mulmat-check.c -o mulmat-check.o && \
    nice -n 19 em++ -O2 -pthread -fwasm-exceptions mulmat-check.o \$B/libggml.a \$B/libggml-cpu.a \$B/libggml-base.a \
      -sENVIRONMENT=web,worker -sPTHREAD_POOL_SIZE=3 -sALLOW_MEMORY_GROWTH=1 -sMAXIMUM_MEMORY=2GB -sEXIT_RUNTIME=1 \
      -o mulmat-check.js"
mkdir -p "$OUT" && cp "$ROOT/build/mulmat/mulmat-check.js" "$ROOT/build/mulmat/mulmat-check.wasm" "$OUT/"
echo "$OUT/mulmat-check.js"
