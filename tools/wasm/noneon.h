/* Forced include (tools/wasm/build.sh): xxhash must not include <arm_neon.h> under -msimd128; Debian's
 * emscripten ships compat/arm_neon.h but not the SIMDe headers it needs. xxhash then takes its portable path. */
#define XXH_HAS_INCLUDE(x) 0
