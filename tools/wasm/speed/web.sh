#!/usr/bin/env bash
# Links tools/wasm/speed/llama-speed.c for the web (pthreads, a memory file system, relaxed SIMD allowed) against the
# ggml/llama libraries in build.sh's tree, into .bench/speed-web/; web-run.ts runs it in Chromium. The tree's ggml
# libraries are the last build's: SIMD128 after `npm run build:wasm`, the relaxed ones after kernels/mulmat/build.sh.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUT="$(cd "$HERE/../../.." && pwd)/.bench/speed-web"
WORK="${WASM_WORK:-/var/tmp/asktabs-wasm}"
MEMORY="${WASM_MEMORY:-wasm32}"
ROOT="$WORK/chroot"
B="/build/$MEMORY/build/llama.cpp"
mkdir -p "$ROOT/build/speed/web" "$OUT"
cp "$HERE/llama-speed.c" "$ROOT/build/speed/web/"
chroot "$ROOT" env EM_CONFIG=/opt/em/config sh -c "set -e; cd /build/speed/web && \
  nice -n 19 emcc -O3 -msimd128 -pthread -fwasm-exceptions -I/build/$MEMORY/llama.cpp/include -I/build/$MEMORY/llama.cpp/ggml/include -c llama-speed.c -o llama-speed.o && \
  nice -n 19 em++ -O1 -pthread -fwasm-exceptions llama-speed.o $B/src/libllama.a $B/ggml/src/libggml.a $B/ggml/src/libggml-cpu.a $B/ggml/src/libggml-base.a \
    -sENVIRONMENT=web,worker -sFORCE_FILESYSTEM=1 -sEXPORTED_RUNTIME_METHODS=FS,addRunDependency,removeRunDependency \
    -sALLOW_MEMORY_GROWTH=1 -sMAXIMUM_MEMORY=4GB -sINITIAL_MEMORY=256MB -sSTACK_SIZE=8MB -sPTHREAD_POOL_SIZE=4 \
    -o llama-speed.js"
cp "$ROOT/build/speed/web/llama-speed.js" "$ROOT/build/speed/web/llama-speed.wasm" "$OUT/"
echo "$OUT/llama-speed.js"
