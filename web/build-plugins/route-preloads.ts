import { readFile } from "node:fs/promises";
import { ROUTE_PRELOADS_FILE, type RoutePreload, type RoutePreloads } from "@shifu/contract/route-preloads";
import { type WebRoutePath, webRoutePaths } from "@shifu/contract/web-routes";
import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";

type RoutePreloadsOptions = {
  /** The module whose `loadPageModule` object maps each route to the `import()` calls of its page. */
  pageModulesFile: string;
  /** The module every routed page needs besides its own (the router), imported lazily by the entry. */
  routerFile: string;
  /** Routes the entry draws by itself, without the router (main.tsx). */
  drawnWithoutRouter: WebRoutePath[];
  /** Font files to preload on a route, matched against the bundle's file names; each must match exactly one. */
  fonts: Partial<Record<WebRoutePath, RegExp>>;
};

type AstNode = { type: string; [key: string]: unknown };

function isAstNode(value: unknown): value is AstNode {
  return typeof value === "object" && value !== null && typeof (value as AstNode).type === "string";
}

/** Every node under `node` (itself included) that `matches`, in source order. */
function findNodes(node: unknown, matches: (candidate: AstNode) => boolean, found: AstNode[] = []): AstNode[] {
  if (Array.isArray(node)) {
    for (const child of node) findNodes(child, matches, found);
  } else if (isAstNode(node)) {
    if (matches(node)) found.push(node);
    for (const [key, child] of Object.entries(node)) if (key !== "type") findNodes(child, matches, found);
  }
  return found;
}

function readImportSpecifiers(node: unknown): string[] {
  return findNodes(node, (candidate) => candidate.type === "ImportExpression").flatMap(({ source }) =>
    isAstNode(source) && typeof source.value === "string" ? [source.value] : [],
  );
}

/** Each route of `loadPageModule` with the specifiers its loader imports, read from the module's syntax tree. */
function readPageImports(program: unknown): Map<WebRoutePath, string[]> {
  const [declaration] = findNodes(
    program,
    ({ type, id }) => type === "VariableDeclarator" && isAstNode(id) && id.name === "loadPageModule",
  );
  const init = declaration?.init;
  if (!isAstNode(init)) throw new Error("No se encontró loadPageModule en el módulo de páginas.");
  const imports = new Map<WebRoutePath, string[]>();
  for (const property of (init.properties ?? []) as AstNode[]) {
    const key = property.key;
    const route = isAstNode(key) ? key.value : undefined;
    if (!webRoutePaths.includes(route as WebRoutePath)) {
      throw new Error(`loadPageModule tiene una clave que no es una ruta de la aplicación: ${String(route)}`);
    }
    imports.set(route as WebRoutePath, readImportSpecifiers(property.value));
  }
  return imports;
}

function collectStaticImports(bundle: OutputBundle, fileName: string, into: Set<string>): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === "chunk") for (const imported of chunk.imports) collectStaticImports(bundle, imported, into);
  return into;
}

/**
 * Writes `route-preloads.json`: for every route, the chunks (and their stylesheets) its page will ask for once the
 * entry runs, and the fonts asked for per route. The server names them in that route's HTML so the browser fetches
 * them beside the entry, which takes a round trip off every page's first paint. The routes and their imports come
 * from `loadPageModule` itself, so the two cannot drift apart.
 */
export function routePreloads({
  pageModulesFile,
  routerFile,
  drawnWithoutRouter,
  fonts,
}: RoutePreloadsOptions): Plugin {
  return {
    name: "shifu:route-preloads",
    apply: (_config, env) => env.command === "build" && env.isSsrBuild !== true,
    async generateBundle(_options, bundle) {
      const program = this.parse(await readFile(pageModulesFile, "utf8"), { lang: "ts" });
      const pageImports = readPageImports(program);
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === "chunk");
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error("La compilación no tiene un punto de entrada.");
      const loadedWithEntry = collectStaticImports(bundle, entry.fileName, new Set());

      const findChunkOf = async (specifier: string, importer: string): Promise<OutputChunk | "entry"> => {
        const resolved = await this.resolve(specifier, importer);
        if (!resolved) throw new Error(`No se pudo resolver ${specifier} desde ${importer}.`);
        if (entry.moduleIds.includes(resolved.id)) return "entry";
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === resolved.id);
        if (!chunk) throw new Error(`${resolved.id} no es ni parte de la entrada ni un chunk propio.`);
        return chunk;
      };

      const router = await findChunkOf(routerFile, pageModulesFile);
      if (router === "entry") throw new Error(`${routerFile} debería cargarse aparte de la entrada.`);
      const findFont = (pattern: RegExp): string => {
        const matches = Object.keys(bundle).filter((fileName) => pattern.test(fileName));
        if (matches.length !== 1) throw new Error(`${pattern} debería nombrar una fuente del bundle: ${matches}`);
        return `/${matches[0]}`;
      };

      const preloads: RoutePreloads = {};
      for (const [route, specifiers] of pageImports) {
        const pageChunks = await Promise.all(specifiers.map((specifier) => findChunkOf(specifier, pageModulesFile)));
        const needed = new Set<string>();
        for (const chunk of drawnWithoutRouter.includes(route) ? pageChunks : [router, ...pageChunks]) {
          if (chunk !== "entry") collectStaticImports(bundle, chunk.fileName, needed);
        }
        const scripts = [...needed].filter((fileName) => !loadedWithEntry.has(fileName));
        const font = fonts[route];
        const styles = scripts.flatMap((fileName) => {
          const chunk = bundle[fileName];
          return chunk?.type === "chunk" ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
        });
        const preload: RoutePreload = {
          scripts: scripts.map((fileName) => `/${fileName}`),
          styles: [...new Set(styles)].map((fileName) => `/${fileName}`),
          fonts: font ? [findFont(font)] : [],
        };
        if (preload.scripts.length + preload.styles.length + preload.fonts.length > 0) preloads[route] = preload;
      }
      this.emitFile({ type: "asset", fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
