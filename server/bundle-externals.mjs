// Packages are bundled too: resolving and reading some forty packages file by file cost a start about 150 ms of CPU
// (decision 42). These stay in node_modules, because they load files of their own at run time: PGlite its
// WebAssembly and data files, argon2 and sharp their native addons, pino the worker threads of its transports. So does
// undici, a CommonJS package whose named exports are read from an import(): bundled, such an import yields only a
// default export.
export const EXTERNAL_PACKAGES = ["@electric-sql/pglite", "@node-rs/argon2", "sharp", "pino", "undici"];

/** The esbuild plugin that leaves EXTERNAL_PACKAGES to Node's resolver at run time. */
export const keepPackagesExternal = {
  name: "keep-packages-external",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      EXTERNAL_PACKAGES.some((name) => args.path === name || args.path.startsWith(`${name}/`))
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};
