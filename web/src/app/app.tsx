import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { RouterProvider } from "react-router";
import type { AppRouter } from "./router";

export { createAppRouter } from "./router";

/** The providers here are also those of the prerendered pages (prerender/render-page-markup.tsx), in this order. */
export function App({ router }: { router: AppRouter }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
