import { createSearchFilesTool } from "../../families/google-file-tools";
import { googleSlidesKind } from "../google-slides-kind";

export const slidesSearchPresentations = createSearchFilesTool(googleSlidesKind);
