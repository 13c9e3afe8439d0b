/**
 * The paths the web app's router knows. The web app builds its routes from this list and the server answers a
 * browser navigation to any other path with 404, so the two cannot disagree about what exists.
 */
export const webRoutePaths = [
  "/",
  "/register",
  "/register/:referralsCode",
  "/login",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/chat",
  /** The consent page of Shifu's OAuth authorization server, for outside MCP clients (decision 35). */
  "/oauth/authorize",
] as const;

export type WebRoutePath = (typeof webRoutePaths)[number];

function splitSegments(pathname: string): string[] {
  return pathname.split("/").filter((segment) => segment !== "");
}

/**
 * The route a pathname matches, the way React Router matches it: `:name` stands for one non-empty segment, letters
 * match regardless of case and a trailing slash does not count.
 */
export function findWebRoute(pathname: string): WebRoutePath | undefined {
  const segments = splitSegments(pathname);
  return webRoutePaths.find((pattern) => {
    const patternSegments = splitSegments(pattern);
    return (
      patternSegments.length === segments.length &&
      patternSegments.every(
        (part, index) => part.startsWith(":") || part.toLowerCase() === segments[index]?.toLowerCase(),
      )
    );
  });
}
