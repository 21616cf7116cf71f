export declare const WASM_SOURCE_MAP: Record<string, string>;
