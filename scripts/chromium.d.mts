/** Types of scripts/chromium.mjs (the browser every test and benchmark starts). */
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: string[];
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
