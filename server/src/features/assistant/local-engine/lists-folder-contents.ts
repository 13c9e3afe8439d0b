import type { AppTool } from "../../../integrations/app-tool";

/**
 * Whether a tool lists what one folder holds: it needs the folder to be called, where a plain listing takes any
 * request ('¿qué hay en la carpeta Facturas?' is OneDrive's folder listing, not Drive's newest files).
 */
export function listsFolderContents(tool: AppTool): boolean {
  return (
    !tool.writes &&
    tool.argsFromRequest({ text: "", folder: "Facturas" }) !== null &&
    !tool.argsFromRequest({ text: "" })
  );
}
