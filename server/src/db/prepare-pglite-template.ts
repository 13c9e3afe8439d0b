import { pathToFileURL } from "node:url";
import { findMigrationsFolder } from "./database";
import { writePgliteTemplate } from "./pglite-template";

/**
 * Makes the embedded database's template for the committed migrations. The build runs this file, so a first start
 * unpacks a database instead of creating one; Vitest runs it as its global setup, so each test file's in-memory
 * database loads it.
 */
export default function preparePgliteTemplate(): void {
  writePgliteTemplate(findMigrationsFolder());
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) preparePgliteTemplate();
