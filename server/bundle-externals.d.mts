import type { Plugin } from "esbuild";

export declare const EXTERNAL_PACKAGES: string[];
export declare const keepPackagesExternal: Plugin;
