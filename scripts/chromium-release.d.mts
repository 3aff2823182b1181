/** Types of scripts/chromium-release.mjs (the Chromium release the story references need). */
export type ReleaseState = 'missing' | 'older' | 'equal' | 'newer';
export declare const BROWSERS: string[];
export declare const FIX: string;
export declare function parseMajor(versionText: string | undefined): number | undefined;
export declare function compareRelease(installed: number | undefined, wanted: number): ReleaseState;
export declare function mismatchLine(
  browser: string,
  installed: number | undefined,
  wanted: number,
  state: ReleaseState,
): string;
export declare function wantedMajor(): number;
export declare function machineStates(
  wanted?: number,
  read?: (browser: string) => number | undefined,
  shellNeeded?: boolean,
): { browser: string; installed: number | undefined; state: ReleaseState }[];
