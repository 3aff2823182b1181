/** Types of scripts/mock-markers.mjs (the production build's mock-code guard). */
export declare const MOCK_MARKERS: readonly string[];
export declare function mockMarkerIn(text: string): string | undefined;
export declare function mockCodeIn(dist: string): string[];
