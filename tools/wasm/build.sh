#!/usr/bin/env bash
# npm run build:wasm — rebuilds the processor engine (wllama = llama.cpp in WebAssembly) from the registry's
# sources, in a Debian 13 chroot with Debian's emscripten, and writes what the extension ships to
# vendor/wllama/ (the wasm, the JavaScript built from the same run, their SHA-256). See tools/wasm/README.md.
#
#   WASM_MEMORY=wasm32|wasm64   which memory to build (default: tools/wasm/shipped-memory)
#   WASM_WORK=/var/tmp/asktabs-wasm  the chroot, the sources and the build trees (outside the repository)
#   WASM_JOBS=2                 make -j (the build runs under nice -n 19)
#   DEBIAN_MIRROR=http://deb.debian.org/debian
#   WASM_OUT=vendor/wllama      where the result goes (the bench writes a second build elsewhere)
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"
WORK="${WASM_WORK:-/var/tmp/asktabs-wasm}"
JOBS="${WASM_JOBS:-2}"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
MEMORY="${WASM_MEMORY:-$(cat "$HERE/shipped-memory")}"
OUT="$(realpath -m "${WASM_OUT:-$REPO/vendor/wllama}")"
# shellcheck source=versions.sh
source "$HERE/versions.sh"

case "$MEMORY" in wasm32 | wasm64) ;; *) echo "WASM_MEMORY must be wasm32 or wasm64" >&2; exit 2 ;; esac
[ "$(id -u)" = 0 ] || { echo "build:wasm needs root (debootstrap, chroot)" >&2; exit 2; }

ROOT="$WORK/chroot"
step() { printf '\n== %s\n' "$*"; }

# 1. The toolchain: Debian 13's emscripten in a chroot; the host system is not touched.
if [ ! -x "$ROOT/usr/bin/emcc" ]; then
  command -v debootstrap >/dev/null || apt-get install -y debootstrap
  if [ ! -x "$ROOT/usr/bin/apt-get" ]; then
    step "debootstrap trixie"
    mkdir -p "$WORK"
    nice -n 19 debootstrap --variant=minbase trixie "$ROOT" "$MIRROR"
  fi
  mountpoint -q "$ROOT/proc" || mount --bind /proc "$ROOT/proc"
  step "emscripten $EMSCRIPTEN_DEBIAN from Debian"
  chroot "$ROOT" sh -c "apt-get update && apt-get install -y --no-install-recommends \
    emscripten=$EMSCRIPTEN_DEBIAN cmake make git python3 ca-certificates"
fi
mountpoint -q "$ROOT/proc" || mount --bind /proc "$ROOT/proc"
chroot "$ROOT" emcc --version | head -1

# Debian's emscripten: a frozen cache with wasm32 libraries only. A private, writable copy lets emcc build
# the wasm64 system libraries once (MEMORY64); xxhash must not take SIMDe's NEON path (headers not shipped).
if [ ! -f "$ROOT/opt/em/config" ]; then
  mkdir -p "$ROOT/opt/em"
  cp -a "$ROOT/usr/share/emscripten/cache" "$ROOT/opt/em/cache"
  sed -e 's/^FROZEN_CACHE *=.*/FROZEN_CACHE = False/' -e '/^CACHE *=/d' "$ROOT/usr/share/emscripten/.emscripten" >"$ROOT/opt/em/config"
  echo "CACHE = '/opt/em/cache'" >>"$ROOT/opt/em/config"
fi
# Copied only when it changed: every object depends on this forced include, so a fresh copy rebuilt them all.
cmp -s "$HERE/noneon.h" "$ROOT/opt/em/noneon.h" || cp "$HERE/noneon.h" "$ROOT/opt/em/noneon.h"
# Debian's emscripten 3.1.69 decodes strings from shared memory behind `instanceof SharedArrayBuffer`, which throws
# where that global is missing (Firefox's extension pages: not cross-origin isolated, shared wasm memory all the
# same); newer emscripten tests `instanceof ArrayBuffer`, as this patch does. Applied once to the chroot's copy.
patch -s -N -r - -p1 -d "$ROOT" <"$HERE/patches/emscripten-unshared-decoder.patch" >/dev/null ||
  grep -q 'buffer instanceof ArrayBuffer ?' "$ROOT/usr/share/emscripten/src/parseTools.mjs"

# 2. The sources, from the npm registry at pinned versions, checked against pinned digests.
SRC="$WORK/src"
mkdir -p "$SRC"
fetch() { # name version sha256
  local tgz
  tgz="$SRC/$(echo "$1" | sed 's/^@//; s#/#-#')-$2.tgz"
  [ -f "$tgz" ] || (cd "$SRC" && npm pack --silent "$1@$2" >/dev/null)
  echo "$3  $tgz" | sha256sum -c --quiet - || { echo "$tgz: not the pinned package" >&2; exit 1; }
  echo "$tgz"
}
step "sources: node-llama-cpp@$NODE_LLAMA_CPP (llama.cpp), @wllama/wllama@$WLLAMA"
NLC_TGZ="$(fetch node-llama-cpp "$NODE_LLAMA_CPP" "$NODE_LLAMA_CPP_SHA256")"
WLLAMA_TGZ="$(fetch @wllama/wllama "$WLLAMA" "$WLLAMA_SHA256")"

TREE="$ROOT/build/$MEMORY"          # a fresh source tree per memory; the cmake build dir inside is kept
if [ ! -f "$TREE/.patched" ]; then
  rm -rf "$TREE" && mkdir -p "$TREE"
  tar xzf "$WLLAMA_TGZ" -C "$TREE" --strip-components=1
  tar xzf "$NLC_TGZ" -C "$SRC" package/llama/gitRelease.bundle --transform 's#.*/#nlc-#'
  git -c advice.detachedHead=false clone -q "$SRC/nlc-gitRelease.bundle" "$TREE/llama.cpp"
  touch "$TREE/.patched"
fi
# llama.cpp's patches as a set: when any was added or changed since the tree was patched (the stamp holds their
# digests), the clone goes back to its commit and every patch is applied again, in name order (ccache keeps the
# rebuild to what they touch). A patch checked one by one could not tell a changed patch from an applied one.
STAMP="$TREE/.llama-patches"
WANT="$(cd "$HERE/patches" && sha256sum llama.cpp-*.patch)"
if [ "$(cat "$STAMP" 2>/dev/null)" != "$WANT" ]; then
  git -C "$TREE/llama.cpp" checkout -q -- .
  for p in "$HERE"/patches/llama.cpp-*.patch; do
    git -C "$TREE/llama.cpp" apply "$p"
    echo "applied $(basename "$p")"
  done
  echo "$WANT" >"$STAMP"
fi
for p in "$HERE"/patches/wllama-*.patch; do
  patch -s -f -R --dry-run -d "$TREE" -p1 <"$p" >/dev/null 2>&1 && continue
  patch -s -d "$TREE" -p1 <"$p" && echo "applied $(basename "$p")"
done

# 3. The wasm, twice: wllama's own cmake lines (scripts/build_wasm.sh), without WebGPU (its build downloads Dawn);
#    first with the relaxed-SIMD kernels (patches/llama.cpp-wasm-q8_0-relaxed.patch: wllama-relaxed.wasm, loaded
#    where the browser runs relaxed SIMD), then without (wllama.wasm, SIMD128: every other browser). Between the
#    two only ggml-cpu recompiles, then the link; both link to the same JavaScript, which the build checks.
MEM64=ON; [ "$MEMORY" = wasm32 ] && MEM64=OFF
wasm_build() { # ON | OFF: the relaxed-SIMD kernels (an explicit OFF too: cmake keeps a -D value between runs)
  step "emscripten build ($MEMORY, relaxed SIMD $1, -j$JOBS)"
  chroot "$ROOT" env EM_CONFIG=/opt/em/config CFLAGS="-include /opt/em/noneon.h" CXXFLAGS="-include /opt/em/noneon.h" \
    bash -o pipefail -c "set -e; cd /build/$MEMORY && mkdir -p build && cd build && rm -f wllama.wasm && \
      emcmake cmake .. -DGGML_WEBGPU=OFF -DLLAMA_CURL=OFF -DLLAMA_OPENSSL=OFF -DLLAMA_BUILD_TESTS=OFF \
        -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_SERVER=OFF -DLLAMA_WASM_MEM64=$MEM64 -DWLLAMA_MEM64=$MEM64 \
        -DGGML_WASM_RELAXED_SIMD=$1 >cmake.log && \
      grep -E 'Wasm detected|Wasm relaxed|CPU backend' cmake.log && ! grep -q GGML_CPU_GENERIC cmake.log && \
      { [ $1 = OFF ] || grep -q 'Wasm relaxed SIMD kernels' cmake.log; } && \
      nice -n 19 emmake make wllama -j$JOBS >make.log 2>&1 || { tail -40 make.log; exit 1; }"
}
B="$TREE/build"
wasm_build ON
mv "$B/wllama.wasm" "$B/wllama-relaxed.wasm" && cp "$B/wllama.js" "$B/wllama-relaxed.js"
wasm_build OFF
cmp -s "$B/wllama.js" "$B/wllama-relaxed.js" || { echo "the relaxed build's emscripten JavaScript differs from the SIMD128 build's" >&2; exit 1; }

# 4. wllama's JavaScript from the same run: its build_worker.sh embeds the emscripten output (generated.ts),
#    then the bundle (esbuild, which wllama's tsup runs) and its post_build import fix.
step "wllama JavaScript"
cd "$TREE"
mkdir -p src/wasm
cp build/wllama.js build/wllama.wasm src/wasm/
echo "export const WLLAMA_MEMORY64 = $([ "$MEMORY" = wasm64 ] && echo true || echo false);" >src/wasm/memory.ts
bash scripts/build_worker.sh >/dev/null
node scripts/build_source_map.js --input default:build --output src/wasm/source-map.ts >/dev/null
"$REPO/node_modules/.bin/esbuild" src/index.ts --bundle --format=esm --platform=browser --target=es2020 \
  --log-level=warning --outfile=esm/index.js

rm -rf "$OUT" && mkdir -p "$OUT/esm/wasm"
cp esm/index.js "$OUT/esm/index.js"
(cd esm && find . -name '*.d.ts' -exec cp --parents {} "$OUT/esm/" \;)
cp build/wllama.wasm "$OUT/esm/wasm/wllama.wasm"
cp build/wllama-relaxed.wasm "$OUT/esm/wasm/wllama-relaxed.wasm"
cp LICENCE "$OUT/LICENCE"
node -e '
  const [out, wllama, llama, memory] = process.argv.slice(1);
  const pkg = { name: "@wllama/wllama", version: wllama, private: true, type: "module",
    description: `wllama ${wllama} built by tools/wasm/build.sh: llama.cpp from node-llama-cpp@${llama}, ${memory}, wasm SIMD kernels`,
    module: "esm/index.js", types: "esm/index.d.ts",
    exports: { ".": { types: "./esm/index.d.ts", default: "./esm/index.js" }, "./esm/index.js": "./esm/index.js",
      "./esm/wasm/wllama.wasm": "./esm/wasm/wllama.wasm", "./esm/wasm/wllama-relaxed.wasm": "./esm/wasm/wllama-relaxed.wasm",
      "./package.json": "./package.json" },
    license: "MIT" };
  require("fs").writeFileSync(out + "/package.json", JSON.stringify(pkg, null, 2) + "\n");
' "$OUT" "$WLLAMA" "$NODE_LLAMA_CPP" "$MEMORY"
echo "$MEMORY" >"$OUT/MEMORY"
(cd "$OUT" && sha256sum esm/index.js esm/wasm/wllama.wasm esm/wasm/wllama-relaxed.wasm >SHA256SUMS)
step "done: $OUT"
cat "$OUT/SHA256SUMS"
ls -l "$OUT/esm/wasm/wllama.wasm" "$OUT/esm/wasm/wllama-relaxed.wasm" "$OUT/esm/index.js"
