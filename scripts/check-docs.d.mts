/** Types of scripts/check-docs.mjs (the docs' limits, citations and pointers). */
export declare const LIMITS: Record<string, number>;
export declare const POINTER: RegExp;
export declare function slug(heading: string): string;
export declare function anchorsOf(markdown: string): Set<string>;
export declare function citationsIn(text: string): { line: number; path: string; anchor: string }[];
export declare function pointersIn(text: string): { line: number; text: string }[];
export declare function limitProblem(path: string, lines: number): string | null;
export declare function lineCount(text: string): number;
export declare function checkDocs(paths: string[], read: (path: string) => string | null): string[];
