// Prompt reading and writing speed of llama.cpp's libraries as build.sh compiles them, without wllama's glue:
// linked by tools/wasm/speed/run.sh against the build tree's libllama/libggml and run in Node, so the kernels
// can be timed before (or without) the whole wllama target. Prints one JSON line.
//   llama-speed <model.gguf> <prompt tokens> <tokens written> <threads> [ops]
// With "ops", the prompt's graph is computed one node at a time (llama.cpp's eval callback) and a second line gives
// each operation's milliseconds (a matrix product by its weights' type, a Q8_0 one also by ggml's tensor name):
// what a prompt step spends outside the Q8_0 dot products. The nodes one at a time cost a little: its total is not the
// first line's.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <emscripten/em_js.h>
#include "ggml.h"
#include "llama.h"

// Processor time of the Node process (all its threads), ms: on a shared machine the wall clock measures the neighbours.
// A page (a build for the web: relaxed SIMD, which Node 20 lacks) has no such clock: the wall clock there.
EM_JS(double, cpu_ms, (), {
  if (typeof process === 'undefined') return performance.now();
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
});

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void quiet(enum ggml_log_level level, const char * text, void * data) { (void)level; (void)text; (void)data; }

// Per-operation processor time (a page's wall clock) of the nodes computed while ops_on is set, by a key such as
// "MUL_MAT q8_0 ffn_up".
#define MAX_KEYS 96
static struct { char key[64]; double ms; int nodes; } ops[MAX_KEYS];
static int n_ops = 0, ops_on = 0;
static double node_started = 0;

static bool on_eval(struct ggml_tensor * t, bool ask, void * data) {
  (void)data;
  if (!ops_on) return false;
  if (ask) { node_started = cpu_ms(); return true; }  // true: compute this node alone, then call back
  char key[64];
  const char * op = ggml_op_desc(t);
  if (t->op == GGML_OP_MUL_MAT && t->src[0]) {
    // "ffn_up-3" -> "ffn_up": one key per kind of weight, all layers together
    char name[32];
    snprintf(name, sizeof(name), "%s", t->name);
    char * dash = strrchr(name, '-');
    if (dash) *dash = 0;
    snprintf(key, sizeof(key), "%s %s %s", op, ggml_type_name(t->src[0]->type), name);
  } else {
    snprintf(key, sizeof(key), "%s", op);
  }
  int i = 0;
  while (i < n_ops && strcmp(ops[i].key, key) != 0) i++;
  if (i == n_ops && n_ops < MAX_KEYS) snprintf(ops[n_ops++].key, sizeof(ops[0].key), "%s", key);
  if (i < MAX_KEYS) { ops[i].ms += cpu_ms() - node_started; ops[i].nodes += 1; }
  return true;
}

int main(int argc, char ** argv) {
  if (argc < 5) { fprintf(stderr, "usage: llama-speed model.gguf prompt tokens threads [ops]\n"); return 2; }
  const int n_prompt = atoi(argv[2]), n_gen = atoi(argv[3]), threads = atoi(argv[4]);
  const int by_op = argc > 5 && strcmp(argv[5], "ops") == 0;
  llama_log_set(quiet, NULL);
  llama_backend_init();
  struct llama_model_params mp = llama_model_default_params();
  mp.n_gpu_layers = 0;
  struct llama_model * model = llama_model_load_from_file(argv[1], mp);
  if (!model) { fprintf(stderr, "cannot load %s\n", argv[1]); return 1; }
  struct llama_context_params cp = llama_context_default_params();
  cp.n_ctx = 4096;
  cp.n_batch = 512;
  cp.n_ubatch = 512;
  cp.n_threads = threads;
  cp.n_threads_batch = threads;
  if (by_op) cp.cb_eval = on_eval;
  struct llama_context * ctx = llama_init_from_model(model, cp);
  if (!ctx) { fprintf(stderr, "cannot make a context\n"); return 1; }
  const int n_vocab = llama_vocab_n_tokens(llama_model_get_vocab(model));
  llama_token * tokens = malloc(sizeof(llama_token) * n_prompt);
  for (int i = 0; i < n_prompt; i++) tokens[i] = 100 + (i * 7919) % (n_vocab - 200);

  // The prompt, in batches of 512 as the product reads it.
  ops_on = by_op;
  double t0 = now_ms(), c0 = cpu_ms();
  for (int at = 0; at < n_prompt; at += 512) {
    int n = n_prompt - at < 512 ? n_prompt - at : 512;
    if (llama_decode(ctx, llama_batch_get_one(tokens + at, n))) { fprintf(stderr, "decode failed\n"); return 1; }
  }
  double prompt_ms = now_ms() - t0, prompt_cpu = cpu_ms() - c0;
  ops_on = 0;

  // Writing: one token at a time (greedy on the logits is not needed for timing: the next token is fixed).
  llama_token next = 1234 % n_vocab;
  t0 = now_ms(), c0 = cpu_ms();
  for (int i = 0; i < n_gen; i++) {
    if (llama_decode(ctx, llama_batch_get_one(&next, 1))) { fprintf(stderr, "decode failed\n"); return 1; }
    next = (next * 31 + 7) % n_vocab;
  }
  double gen_ms = now_ms() - t0, gen_cpu = cpu_ms() - c0;
  printf("{\"promptTokens\":%d,\"promptMs\":%.1f,\"promptCpuMs\":%.1f,\"tokens\":%d,\"writeMs\":%.1f,\"writeCpuMs\":%.1f,\"prefillTokS\":%.2f,\"decodeTokS\":%.2f,\"prefillCpuTokS\":%.2f,\"decodeCpuTokS\":%.2f}\n",
    n_prompt, prompt_ms, prompt_cpu, n_gen, gen_ms, gen_cpu, n_prompt * 1e3 / prompt_ms, n_gen * 1e3 / gen_ms, n_prompt * 1e3 / prompt_cpu, n_gen * 1e3 / gen_cpu);
  if (by_op) {
    printf("{\"promptOpsMs\":{");
    for (int i = 0; i < n_ops; i++) printf("%s\"%s\":[%.1f,%d]", i ? "," : "", ops[i].key, ops[i].ms, ops[i].nodes);
    printf("}}\n");
  }
  llama_free(ctx);
  llama_model_free(model);
  return 0;
}
