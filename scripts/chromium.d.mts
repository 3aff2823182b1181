/** Types of scripts/chromium.mjs (the browser every test and benchmark starts). */
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: string[];
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
/** The browser the e2e tests drive: the headless shell where it is installed. */
export declare const E2E_CHROMIUM_PATH: string;
export declare const e2eLaunchOptions: { executablePath: string; args: string[] };
