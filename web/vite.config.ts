import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import Icons from "unplugin-icons/vite";
import { defineConfig } from "vite";

const API_PORT = 3000;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Brand marks from the Iconify 'logos' set, compiled to components so each page bundles only the marks it shows.
    Icons({ compiler: "jsx", jsx: "react" }),
  ],
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    // The API shares paths with the app's routes (POST /login vs the /login page), so only browser navigations stay
    // with Vite and every other request goes to the API.
    proxy: {
      "^/(?!@|src/|node_modules/|assets/).*": {
        target: `http://127.0.0.1:${API_PORT}`,
        bypass(request) {
          const isNavigation = request.method === "GET" && (request.headers.accept ?? "").includes("text/html");
          return isNavigation ? "/index.html" : undefined;
        },
      },
    },
  },
});
