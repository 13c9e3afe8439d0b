import { createReadFileTool } from "../../families/google-file-tools";
import { googleSlidesKind } from "../google-slides-kind";

export const slidesReadPresentation = createReadFileTool(googleSlidesKind);
