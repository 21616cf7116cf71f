import type { DeviceFacts } from '../../src/models/hardware-fit';
import type { AdapterFacts } from '../../src/models/webllm/webgpu-fit';
import type { CpuFacts } from '../../src/models/wllama/cpu-fit';

/** Devices for tests: adapters as Chromium reports them, and processors. */
const GiB = 1024 ** 3;

export const discreteGpu: AdapterFacts = { shaderF16: true, maxBufferSize: 4 * GiB, maxStorageBufferBindingSize: 2 * GiB, deviceMemoryGB: 8 };
/** What Chromium's SwiftShader adapter reports with --enable-unsafe-webgpu: no shader-f16, a software adapter. */
export const swiftShader: AdapterFacts = { shaderF16: false, maxBufferSize: 4 * GiB, maxStorageBufferBindingSize: 2 * GiB, isFallbackAdapter: true };
/** A laptop: 8 cores, 8 GB reported, isolated extension pages. */
export const laptopCpu: CpuFacts = { cores: 8, deviceMemoryGB: 8, crossOriginIsolated: true, wasm: true, relaxedSimd: true };
/** This repo's CI machine: 2 cores. */
export const twoCoreCpu: CpuFacts = { cores: 2, deviceMemoryGB: 8, crossOriginIsolated: true, wasm: true, relaxedSimd: true };

export const withGpu = (adapter: AdapterFacts, cpu: CpuFacts = laptopCpu): DeviceFacts => ({ adapter: { ok: true, facts: adapter }, cpu });
export const withoutGpu = (cpu: CpuFacts = laptopCpu, reason: 'no-webgpu' | 'no-adapter' = 'no-adapter'): DeviceFacts => ({ adapter: { ok: false, reason }, cpu });
