import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "./errors/app-error";

const HASHED_ASSET_CACHE = "public, max-age=31536000, immutable";

function acceptsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") && (request.headers.accept ?? "").includes("text/html")
  );
}

/**
 * Serves the built web app beside the API. Browser navigations that match no API route get the SPA entry, so the
 * client router decides; anything else that matches nothing is an API caller and gets a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, "index.html");
  const hasBuild = existsSync(indexFile);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      cacheControl: false,
      setHeaders(response, filePath) {
        const isHashedAsset = filePath.startsWith(path.join(webDistDir, "assets") + path.sep);
        response.setHeader("cache-control", isHashedAsset ? HASHED_ASSET_CACHE : "no-cache");
      },
    });
  } else {
    app.log.warn({ webDistDir }, "web build not found; only the API is served (run npm run build)");
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasBuild && acceptsHtml(request)) {
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    throw new AppError("NOT_FOUND", { message: "Esta ruta de la API no existe." });
  });
}
