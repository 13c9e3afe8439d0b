// Packages are bundled too: resolving and reading some forty packages file by file cost a start about 150 ms of CPU
// (decision 42). These stay in node_modules, because they load files of their own at run time: PGlite its
// WebAssembly and data files, argon2 and sharp their native addons. So does undici, a CommonJS package whose named
// exports are read from an import(): in the ES-module bundle of decision 42 such an import yielded only a default
// export. pino is bundled since decision 56: Shifu logs to a stream and starts none of its transports' worker threads.
export const EXTERNAL_PACKAGES = ["@electric-sql/pglite", "@node-rs/argon2", "sharp", "undici"];

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
