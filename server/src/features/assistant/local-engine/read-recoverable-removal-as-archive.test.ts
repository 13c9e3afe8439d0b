import { describe, expect, test } from "vitest";
import { readRecoverableRemovalAsArchive } from "./read-recoverable-removal-as-archive";

describe("a removal said to keep the thing recoverable", () => {
  test.each([
    ["la de ideas para el blog bórrala (que se pueda recuperar eh)", "la de ideas para el blog archívala"],
    ["borra el correo de Iberia pero que se pueda recuperar", "archiva el correo de Iberia"],
    ["el acta vieja eliminala sin borrarla del todo", "el acta vieja archívala"],
    ["bórralos, que no se pierdan eh", "archívalos"],
  ])("%s is an archive", (said, read) => {
    expect(readRecoverableRemovalAsArchive(said)).toBe(read);
  });

  test.each([
    "borra el correo de Iberia",
    "recupera el archivo que borré ayer",
    "dile a Marta que se pueda recuperar el contrato",
  ])("%s keeps its meaning", (said) => {
    expect(readRecoverableRemovalAsArchive(said)).toBe(said);
  });
});
