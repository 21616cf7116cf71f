// Native llama.cpp (node-llama-cpp 3.22.1: the same llama.cpp tree build.sh compiles) on the same GGUF, timed as
// llama-speed.c times the wasm build: prompt tokens ÷ time to the first token; tokens written ÷ their time.
//   tsx tools/wasm/speed/native-speed.ts model.gguf 400 32 1   (bench/cpu-engine/native.ts: how to install it)
import { askNative, closeNative, loadNative } from '../../../bench/cpu-engine/native';

const [path, prompt = '400', tokens = '32', threads = '1'] = process.argv.slice(2);
if (!path) throw new Error('usage: native-speed model.gguf prompt tokens threads');
await loadNative(path, Number(threads), 4096);
const read = await askNative(Number(prompt), 1, 1);
const write = await askNative(8, 2, Number(tokens) + 1);
console.log(JSON.stringify({
  promptTokens: read.promptTokens, promptMs: +read.firstTokenMs.toFixed(1), tokens: write.tokens - 1,
  writeMs: +(write.totalMs - write.firstTokenMs).toFixed(1),
  prefillTokS: +((read.promptTokens * 1000) / read.firstTokenMs).toFixed(2),
  decodeTokS: +(((write.tokens - 1) * 1000) / (write.totalMs - write.firstTokenMs)).toFixed(2),
  // Processor time of this process: the prompt step, and the writing step less its 8-token prompt (at the prompt's rate).
  prefillCpuTokS: +((read.promptTokens * 1000) / read.cpuMs).toFixed(2),
  decodeCpuTokS: +(((write.tokens - 1) * 1000) / Math.max(1, write.cpuMs - (write.promptTokens * read.cpuMs) / read.promptTokens)).toFixed(2),
}));
await closeNative();
