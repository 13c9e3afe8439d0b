import type { ComponentType } from "react";
import type { LoaderFunction } from "react-router";

/** What a route shows: its page and, for signed-in pages, the loader that guards it. */
export type PageModule = { Component: ComponentType; loader?: LoaderFunction };
