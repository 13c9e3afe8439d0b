import { test } from "vitest";
import { askLocalEngine } from "./test-support/ask-local-engine";

const cases: [string, string][] = [
  ["shifu", "¿Me puedes decir cuáles son mis tareas?"],
  ["gmail", "quiero saber si tengo correos de Amazon"],
  ["drive", "necesito los archivos que compartió conmigo Pablo"],
  ["shifu", "mándale un slack a #ventas diciendo que cerramos el trato"],
  ["asana", "crea una tarea para mañana: llamar al banco"],
  ["shifu", "Pon en mi asana: comprar regalos para el 20 de diciembre"],
  ["shifu", "¿qué reuniones tengo hoy?"],
  ["gmail", "borra todos mis correos"],
  ["outlook", "envía un correo"],
  ["docs", "abre el último documento"],
  ["gmail", "Resume mis correos de hoy"],
  ["shifu", "¿Hay algo nuevo en Discord?"],
  ["hubspot", "busca el contacto de Telefónica"],
  ["slack", "Dime qué ha dicho Marta en #general"],
  ["gmail", "¿quién me ha escrito hoy?"],
  ["notion", "crea una página con el texto: ideas para la fiesta"],
  ["asana", "Borra la tarea de comprar café"],
  ["clickup", "cuáles son mis tareas atrasadas"],
  ["instagram", "¿Cuántos likes tiene mi última foto?"],
  ["shifu", "Envía un email a marta@x.com diciendo hola"],
  ["gmail", "marca el correo de Pedro como importante"],
  ["gmail", "responde al último correo que llegó: gracias, lo reviso"],
  ["teams", "dile a Carla que llego tarde"],
  ["shifu", "que tal estas"],
  ["gmail", "hola, buenos días"],
  ["sheets", "¿cuál es la hoja más reciente?"],
  ["shifu", "cuéntame qué hay en mi drive"],
];
test("x", async () => {
  for (const [assistant, text] of cases) {
    const r = await askLocalEngine(text, { assistant: assistant as never });
    console.log(
      `[${assistant}] ${text}\n    ${r.toolName ?? ""} ${JSON.stringify(r.input ?? "")} ${r.text ? r.text.slice(0, 120) : ""}`,
    );
  }
});
