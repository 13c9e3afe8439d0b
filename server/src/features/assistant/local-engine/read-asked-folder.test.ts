import { describe, expect, it } from "vitest";
import type { IntentAction } from "../../../integrations/app-tool";
import { readAskedFolder } from "./read-asked-folder";
import { tokenizeRequest } from "./tokenize-request";

const read = (text: string, action: IntentAction | undefined = "list", appIndexes: number[] = []) =>
  readAskedFolder(tokenizeRequest(text), action, new Set(appIndexes));

describe("the folder whose contents a read asks for", () => {
  it.each([
    ["¿qué hay en la carpeta Facturas?", "Facturas"],
    ["cuántos archivos hay en la carpeta de facturas", "facturas"],
    ["qué hay dentro de la carpeta Recursos Humanos, porfa", "Recursos Humanos"],
    ["muéstrame el contenido de mi carpeta Documentos/Clientes", "Documentos/Clientes"],
    ["los archivos de la carpeta llamada Clientes y nada más", "Clientes"],
    ["qué hay en la carpeta Fotos de la boda", "Fotos de la boda"],
    ["qué hay en la carpeta Facturas la del coworking", "Facturas"],
    ["enséñame lo que tengo en Documentos/Clientes", "Documentos/Clientes"],
  ])("«%s» asks what «%s» holds", (text, folder) => {
    expect(read(text)).toBe(folder);
  });

  it("opens a folder as a read of what it holds", () => {
    expect(read("abre la carpeta Clientes", "read")).toBe("Clientes");
  });

  it("ends the name where the app is named", () => {
    // 'onedrive' is the request's seventh word.
    expect(read("qué hay en la carpeta Presupuestos de OneDrive", "list", [6])).toBe("Presupuestos");
    expect(read("qué hay en la carpeta Facturas del onedrive", "list", [6])).toBe("Facturas");
    expect(read("qué hay en la carpeta Facturas de mi OneDrive", "list", [7])).toBe("Facturas");
  });

  it.each([
    ["busca la carpeta Facturas", "search"],
    ["busca en la carpeta Facturas la del coworking", "search"],
    ["borra la carpeta Facturas", "trash"],
    ["mueve el contrato a la carpeta Clientes", "move"],
    ["el acta de la carpeta Comité", "list"],
    ["¿en qué carpeta está la factura del coworking?", "list"],
    ["enséñame lo que tengo en OneDrive", "list"],
  ] as const)("«%s» asks for no folder's contents", (text, action) => {
    expect(read(text, action)).toBeUndefined();
  });
});
