import { afterAll, beforeAll } from "vitest";
import { openDatabase } from "../db/database";
import { createTestApp, type TestApp } from "./test-app";
import { nameThrowawayDatabase, runAdminQuery } from "./test-database";

/**
 * Two Shifu instances on one throwaway PostgreSQL database, as a deployment with several servers runs: registers the
 * hooks that create and drop them, and answers a getter for both once they are up.
 */
export function useTwoInstancesOnPostgres(
  baseUrl: string,
  env: Record<string, string>,
): () => { first: TestApp; second: TestApp } {
  const url = new URL(baseUrl || "postgres://x/test");
  url.pathname = `/${nameThrowawayDatabase(baseUrl)}`;
  let instances: { first: TestApp; second: TestApp } | undefined;

  beforeAll(async () => {
    await runAdminQuery(baseUrl, `create database "${url.pathname.slice(1)}"`);
    const databases = [1, 2].map(() => openDatabase({ driver: "postgres", url: url.toString() }));
    await Promise.all(databases.map((database) => database.migrate()));
    const [first, second] = await Promise.all(databases.map((database) => createTestApp({ database, env })));
    if (first && second) instances = { first, second };
  }, 60_000);
  afterAll(async () => {
    await Promise.allSettled([instances?.first.close(), instances?.second.close()]);
    await runAdminQuery(baseUrl, `drop database if exists "${url.pathname.slice(1)}" with (force)`);
  });

  return () => {
    if (!instances) throw new Error("the two instances are not up");
    return instances;
  };
}
