import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { matchesWebRoute } from "@shifu/contract/web-routes";
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

/**
 * Serves the built web app beside the API, from the brotli or gzip file the build wrote when the browser accepts
 * one. Browser navigations that match no API route get the SPA entry: with 200 on a path the client router knows,
 * with 404 on any other (the SPA then draws its error page). Anything else that matches nothing is an API caller and
 * gets a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, "index.html");
  const hasBuild = existsSync(indexFile);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      cacheControl: false,
      preCompressed: true,
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
      return reply
        .code(matchesWebRoute(readPathname(request)) ? 200 : 404)
        .header("cache-control", "no-cache")
        .sendFile("index.html");
    }
    throw new AppError("NOT_FOUND", { message: "Esta ruta de la API no existe." });
  });
}
