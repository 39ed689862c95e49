// Types for precompress.mjs.
export declare const minimumSize: number
export declare function compressible(name: string, size: number): boolean
export declare function brotli(bytes: Uint8Array): Buffer
export declare function precompressFolder(dir: string): number
