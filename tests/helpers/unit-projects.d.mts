export declare const UNIT_DIRS: readonly string[];
/** Every unit test file, relative to the repository root (vitest's working directory). */
export declare function unitFiles(): string[];
/** Whether a unit file renders: it says `@vitest-environment jsdom` in its opening comment. */
export declare function isRendering(file: string): boolean;
