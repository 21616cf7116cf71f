export * from './wllama';
export * from './cache-manager';
export * from './model-manager';
export * from './huggingface';
export * from './types/types';
export * from './types/oai-compat';
export { CacheManager } from './cache-manager';
export { isValidGgufFile } from './utils';
