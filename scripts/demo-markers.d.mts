// Types for demo-markers.mjs.
export declare const demoMarkers: readonly string[]
