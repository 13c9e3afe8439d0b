import { createListRecentFilesTool } from "../../families/google-file-tools";
import { googleSlidesKind } from "../google-slides-kind";

export const slidesListRecentPresentations = createListRecentFilesTool(googleSlidesKind);
