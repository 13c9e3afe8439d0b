import { test } from "vitest";
import { parseSpanishRequest } from "./parse-spanish-request";
import { TEST_NOW } from "./test-support/ask-local-engine";

test("x", () => {
  for (const t of [
    "Oye, ¿me podrías enseñar qué correos me han llegado últimamente?",
    "porfa pasame los 4 ultimos mails q tengo",
    "Buenas, necesito ver los emails que todavía no he leído, gracias",
    "Me gustaría localizar un correo que hablaba de la renovación del seguro",
    "Quiero borrar ese correo de LinkedIn que me llegó ayer",
    "¿Me enseñas los últimos archivos que he tocado en el Drive?",
    "quiero ver los documentos mas recientes q tengo",
    "Dime qué ficheros he subido últimamente a OneDrive",
    "hazme una pagina nueva titulada Retrospectiva de noviembre",
    "Apúntame una tarea para el viernes: enviar las nóminas",
    "Hazme un resumen de lo que tengo pendiente, porfa",
    "sube a slack en #random: ¡viernes de pizza!",
  ]) {
    const r = parseSpanishRequest(t, { now: TEST_NOW, timeZone: "Europe/Madrid" });
    console.log(t, JSON.stringify({ ...r, request: { ...r.request, text: undefined } }));
  }
});
