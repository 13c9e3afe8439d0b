import { createTrashFileTool } from "../../families/google-file-tools";
import { googleSlidesKind } from "../google-slides-kind";

export const slidesTrashPresentation = createTrashFileTool(googleSlidesKind);
