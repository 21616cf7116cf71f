#!/usr/bin/env bash
# Links tools/wasm/speed/llama-speed.c against the libraries build.sh compiled (WASM_MEMORY's build tree, in the
# chroot) for Node, and prints the path of the result. Run it: node <path>/llama-speed.js model.gguf 400 32 1
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
WORK="${WASM_WORK:-/var/tmp/asktabs-wasm}"
MEMORY="${WASM_MEMORY:-wasm32}"
ROOT="$WORK/chroot"
B="/build/$MEMORY/build/llama.cpp"
mkdir -p "$ROOT/build/speed"
cp "$HERE/llama-speed.c" "$ROOT/build/speed/"
chroot "$ROOT" env EM_CONFIG=/opt/em/config sh -c "set -e; cd /build/speed && \
  nice -n 19 emcc -O3 -msimd128 -pthread -fwasm-exceptions -I/build/$MEMORY/llama.cpp/include -I/build/$MEMORY/llama.cpp/ggml/include -c llama-speed.c -o llama-speed.o && \
  nice -n 19 em++ -O1 -pthread -fwasm-exceptions llama-speed.o $B/src/libllama.a $B/ggml/src/libggml.a $B/ggml/src/libggml-cpu.a $B/ggml/src/libggml-base.a \
    -sNODERAWFS=1 -sENVIRONMENT=node -sALLOW_MEMORY_GROWTH=1 -sMAXIMUM_MEMORY=4GB -sINITIAL_MEMORY=256MB -sSTACK_SIZE=8MB -sPTHREAD_POOL_SIZE=4 \
    -o llama-speed.js"
echo "$ROOT/build/speed/llama-speed.js"
