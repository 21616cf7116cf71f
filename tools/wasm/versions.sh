# The pinned sources of the processor engine (tools/wasm/README.md says why these versions).
NODE_LLAMA_CPP=3.22.1    # llama/gitRelease.bundle: the llama.cpp tree (ggml 0.25.1)
NODE_LLAMA_CPP_SHA256=a0d9dd80eacd2ab1cfe71aee57ac8a806487fd70b3d2a38fbec637752d9e5c5f
WLLAMA=3.6.1             # cpp/ glue, CMakeLists.txt and the JavaScript
WLLAMA_SHA256=866e9403a8d686e33d5df0512f507ab79fccfbf08902d4b7add4c3a7a706b539
EMSCRIPTEN_DEBIAN=3.1.69+dfsg-3   # Debian 13 (trixie)
