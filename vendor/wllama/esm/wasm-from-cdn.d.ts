declare const WasmFromCDN: {
    default: string;
};
export declare const WasmCompatFromCDN: {
    worker: string;
    wasm: string;
};
export default WasmFromCDN;
