import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import { PRERENDERED_PAGES_FILE, PrerenderedPagesSchema } from "@shifu/contract/prerendered-pages";
import { ROUTE_PRELOADS_FILE, type RoutePreload, RoutePreloadsSchema } from "@shifu/contract/route-preloads";
import { findWebRoute, type WebRoutePath } from "@shifu/contract/web-routes";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "./errors/app-error";

const HASHED_ASSET_CACHE = "public, max-age=31536000, immutable";

/** The build writes a .br and a .gz beside these (web/vite.config.ts); caches must key on Accept-Encoding for them. */
const PRECOMPRESSED_EXTENSIONS = new Set([".html", ".js", ".css", ".svg", ".json", ".txt", ".webmanifest"]);

function acceptsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") && (request.headers.accept ?? "").includes("text/html")
  );
}

function readPathname(request: FastifyRequest): string {
  return new URL(request.url, "http://localhost").pathname;
}

const EMPTY_ROOT = '<div id="root"></div>';

/** Pages for visitors: a signed-in person who opens one is taken to the workspace instead. */
const SIGNED_OUT_ROUTES: ReadonlySet<WebRoutePath> = new Set(["/", "/login"]);

function addPreloadLinks(indexHtml: string, { scripts, styles, fonts }: RoutePreload): string {
  const links = [
    ...fonts.map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`),
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ];
  if (!indexHtml.includes("</head>")) throw new Error("index.html no tiene </head> donde nombrar los chunks.");
  return indexHtml.replace("</head>", `${links.join("\n    ")}\n  </head>`);
}

/**
 * One document, compressed as the build compresses its own files, in each encoding the first time a browser asks for
 * it and kept after: compressing every route's document at start cost about 50 ms before /readyz (decision 42).
 */
type EncodedDocument = { identity: Buffer; compressed: Partial<Record<"br" | "gzip", Buffer>> };

function encodeDocument(html: string): EncodedDocument {
  return { identity: Buffer.from(html), compressed: {} };
}

function readEncodedBody(document: EncodedDocument, encoding: "br" | "gzip" | null): Buffer {
  if (!encoding) return document.identity;
  document.compressed[encoding] ??=
    encoding === "br" ? brotliCompressSync(document.identity) : gzipSync(document.identity, { level: 9 });
  return document.compressed[encoding];
}

function addPrerenderedMarkup(indexHtml: string, markup: string | undefined): string {
  if (markup === undefined) return indexHtml;
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`index.html no tiene ${EMPTY_ROOT} donde poner la página.`);
  return indexHtml.replace(EMPTY_ROOT, `<div id="root">${markup}</div>`);
}

function readBuildFile(webDistDir: string, fileName: string): unknown {
  const file = path.join(webDistDir, fileName);
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
}

/**
 * The entry HTML of each route, naming the chunks and fonts its page needs so the browser fetches them beside the
 * entry rather than after it has run (web/build-plugins/route-preloads.ts writes the list), and holding the page
 * already drawn where the build prerendered it (web/src/prerender/render-page-markup.tsx), which the browser then
 * hydrates. Built once at start (compressed when first asked for); a build without these files serves the plain entry.
 */
function readRouteDocuments(webDistDir: string, indexFile: string): Map<WebRoutePath, EncodedDocument> {
  const preloads = RoutePreloadsSchema.parse(readBuildFile(webDistDir, ROUTE_PRELOADS_FILE));
  const markups = PrerenderedPagesSchema.parse(readBuildFile(webDistDir, PRERENDERED_PAGES_FILE));
  const indexHtml = readFileSync(indexFile, "utf8");
  const routes = new Set([...Object.keys(preloads), ...Object.keys(markups)] as WebRoutePath[]);
  return new Map(
    [...routes].map((route) => {
      const preload = preloads[route] ?? { scripts: [], styles: [], fonts: [] };
      const markup = markups[route];
      // A page sent drawn needs its chunks only to become live; named here, they would share a slow connection with
      // its first paint. They follow the entry instead.
      const links = markup === undefined ? preload : { ...preload, scripts: [] };
      return [route, encodeDocument(addPrerenderedMarkup(addPreloadLinks(indexHtml, links), markup))];
    }),
  );
}

function sendDocument(request: FastifyRequest, reply: FastifyReply, document: EncodedDocument): FastifyReply {
  const encoding = negotiate(request.headers["accept-encoding"] ?? "", ["br", "gzip"]);
  reply.type("text/html; charset=utf-8").header("vary", "accept-encoding");
  if (encoding) reply.header("content-encoding", encoding);
  return reply.send(readEncodedBody(document, encoding));
}

/**
 * Serves the built web app beside the API, from the brotli or gzip file the build wrote when the browser accepts
 * one. Browser navigations that match no API route get the SPA entry: with 200 and that route's own document on a
 * path the client router knows, with 404 on any other (the SPA then draws its error page). Anything else that matches
 * nothing is an API caller and gets a JSON 404. The session cookie sends a signed-in person from the landing and login
 * pages to /chat.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, "index.html");
  const hasBuild = existsSync(indexFile);
  const routeDocuments = hasBuild
    ? readRouteDocuments(webDistDir, indexFile)
    : new Map<WebRoutePath, EncodedDocument>();

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // One route for every file rather than one per file found at start (a few hundred, with their compressed
      // twins): registering those cost a start about 100 ms. A path that names no file falls to the handler below.
      wildcard: true,
      // A folder is never a page: "/" and client routes with a trailing slash get their document from that handler.
      allowedPath: (pathname) => !pathname.endsWith("/"),
      cacheControl: false,
      preCompressed: true,
      // "/" is a route like the others: it gets its own document, with the landing page's font preload.
      index: false,
      setHeaders(response, filePath) {
        const isHashedAsset = filePath.startsWith(path.join(webDistDir, "assets") + path.sep);
        response.setHeader("cache-control", isHashedAsset ? HASHED_ASSET_CACHE : "no-cache");
        if (PRECOMPRESSED_EXTENSIONS.has(path.extname(filePath.replace(/\.(br|gz)$/, "")))) {
          response.setHeader("vary", "accept-encoding");
        }
      },
    });
  } else {
    app.log.warn({ webDistDir }, "web build not found; only the API is served (run npm run build)");
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasBuild && acceptsHtml(request)) {
      const route = findWebRoute(readPathname(request));
      reply.header("cache-control", "no-cache");
      if (route && request.session && SIGNED_OUT_ROUTES.has(route)) return reply.redirect("/chat");
      reply.code(route ? 200 : 404);
      const document = route && routeDocuments.get(route);
      if (document) return sendDocument(request, reply, document);
      return reply.sendFile("index.html");
    }
    throw new AppError("NOT_FOUND", { message: "Esta ruta de la API no existe." });
  });
}
