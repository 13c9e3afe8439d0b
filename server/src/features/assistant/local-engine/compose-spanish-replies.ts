import { findServiceByKey, joinSpanishList, type ServiceKey } from "@shifu/contract";
import { describeAppCapabilities } from "./describe-app-capabilities";

/** The app's name as people know it ('Google Drive'), or its key when the catalogue has none. */
export function nameApp(app: string): string {
  return findServiceByKey(app)?.name ?? app;
}

const CONNECT_HOW = "Pulsa «Agregar servicio» (el botón + de la barra lateral)";

/** Invitation to connect an app the request needs; an app that cannot be connected yet is never suggested. */
export function composeInvitation(app: ServiceKey): string {
  const name = nameApp(app);
  if (findServiceByKey(app)?.comingSoon)
    return `${name} todavía no se puede conectar a Shifu (llegará pronto), así que por ahora no puedo ayudarte con eso. Sí puedo hacerlo con las apps que ya tienes conectadas: mira «¿qué puedes hacer?».`;
  return `Aún no has conectado ${name}. ${CONNECT_HOW}, elige ${name} y autoriza el acceso; después podré ${describeAppCapabilities(app).abilities}.`;
}

/** 'conéctame Outlook' when Outlook is connected already: say so, and what can be done with it. */
export function composeAlreadyConnected(app: ServiceKey): string {
  return `${nameApp(app)} ya está conectado. Puedo ${describeAppCapabilities(app).abilities}.`;
}

/** Invitation when the request fits a kind of app ('mis correos') and none of that kind is connected. */
export function composeCategoryInvitation(apps: readonly ServiceKey[]): string {
  const names = joinSpanishList(apps.map(nameApp));
  return `Aún no has conectado ninguna de estas apps: ${names}. ${CONNECT_HOW}, elige la que uses y autoriza el acceso; después podré ayudarte con eso.`;
}

function exampleLines(apps: readonly ServiceKey[], perApp: number): string[] {
  return apps.flatMap((app) =>
    describeAppCapabilities(app)
      .examples.slice(0, perApp)
      .map((example) => `«${example}»`),
  );
}

/** Greeting that says what the assistant can do with what is connected. */
export function composeGreeting(assistant: ServiceKey | "shifu", connectedApps: readonly ServiceKey[]): string {
  if (assistant !== "shifu") {
    if (!connectedApps.includes(assistant))
      return `¡Hola! Soy tu asistente de ${nameApp(assistant)}. ${composeInvitation(assistant)}`;
    const examples = exampleLines([assistant], 2);
    return `¡Hola! Soy tu asistente de ${nameApp(assistant)}. Puedo ${describeAppCapabilities(assistant).abilities}. Prueba, por ejemplo: ${examples.join(" o ")}.`;
  }
  if (connectedApps.length === 0) {
    return `¡Hola! Soy Shifu. Todavía no has conectado ninguna app: ${CONNECT_HOW} y conecta Gmail, Drive, Slack, Asana o la que uses; después podré enseñarte tus correos, archivos, mensajes y tareas, y actuar sobre ellos con tu confirmación.`;
  }
  const examples = exampleLines(connectedApps.slice(0, 2), 1);
  return `¡Hola! Soy Shifu. Puedo ayudarte con ${joinSpanishList(connectedApps.map(nameApp))}: buscar, mostrar y resumir lo que tienes, y crear, enviar o borrar cosas con tu confirmación. Prueba, por ejemplo: ${examples.join(" o ")}.`;
}

export function composeThanks(): string {
  return "¡De nada! Si necesitas algo más de tus apps, aquí estoy.";
}

/** What it can do, app by app, with example requests. */
export function composeHelp(assistant: ServiceKey | "shifu", connectedApps: readonly ServiceKey[]): string {
  const apps = assistant === "shifu" ? connectedApps : connectedApps.filter((app) => app === assistant);
  if (apps.length === 0) {
    return assistant === "shifu"
      ? `Todavía no has conectado ninguna app. ${CONNECT_HOW} y conecta las que uses; después podré mostrarte, buscar y gestionar tus correos, archivos, mensajes, tareas y contactos.`
      : composeInvitation(assistant);
  }
  const lines = apps.map((app) => {
    const { abilities, examples } = describeAppCapabilities(app);
    const sample = examples.length > 0 ? ` Por ejemplo: ${examples.map((example) => `«${example}»`).join(", ")}.` : "";
    return `- **${nameApp(app)}**: puedo ${abilities}.${sample}`;
  });
  const general =
    assistant === "shifu"
      ? "\n\nTambién puedo buscar en todas tus apps a la vez («busca presupuesto»), resumir lo que tienes pendiente («¿qué tengo pendiente?») y contarte lo que me has enseñado («¿qué sabes de mí?»)."
      : "";
  return `Esto es lo que puedo hacer:\n\n${lines.join("\n")}${general}\n\nLo que cambie algo (enviar, crear, borrar…) te lo pediré confirmar antes.`;
}

/** Honest answer for what lies beyond the person's apps: said in their words, with what can be done instead. */
export function composeOutOfScope(assistant: ServiceKey | "shifu", connectedApps: readonly ServiceKey[]): string {
  const apps = assistant === "shifu" ? connectedApps : [assistant];
  const examples = exampleLines(apps.length > 0 ? apps : ["gmail", "asana"], 1).slice(0, 2);
  const fallback = examples.length >= 2 ? examples : ["«¿Cuáles son mis últimos correos?»", "«¿Qué tengo pendiente?»"];
  return `Eso queda fuera de lo que puedo hacer aquí: te ayudo con lo que tienes en tus apps conectadas (buscar, mostrar, contar y resumir, y crear, enviar o borrar con tu confirmación). Prueba, por ejemplo: ${fallback.join(" o ")}.`;
}

/** Asks for what the request lacks, in terms of what the tool does. */
export function composeMissingPiece(action: string, objects: readonly string[]): string {
  const object = objects[0];
  if (action === "create" && object === "label") return "¿Cómo quieres llamar a la etiqueta?";
  if (action === "create" && object === "contact") return "¿Cómo se llama el contacto (y su correo, si lo tienes)?";
  if (action === "create" && object === "note") return "¿Qué quieres que diga la nota, y en qué contacto?";
  if (action === "create" && object === "page") return "¿Cómo quieres titular la página?";
  if (action === "create" && object === "item") return "¿Cómo quieres llamar al elemento?";
  if (action === "create") return "¿Cómo quieres llamar a la tarea (y para cuándo es)?";
  if (action === "label") return "¿Qué etiqueta le pongo, y a qué correo?";
  if (action === "send" && object === "message") return "¿Qué mensaje quieres enviar, y a quién o en qué canal?";
  if (action === "send") return "¿A quién se lo envío y qué quieres que diga?";
  if (action === "reply") return "¿Qué quieres responder?";
  if (action === "search") return "¿Qué quieres que busque?";
  return "¿Cuál exactamente? Dime su título entre comillas o de quién es.";
}

/** When the request names no action the engine can map to a tool. */
export function composeNotUnderstood(assistant: ServiceKey | "shifu", connectedApps: readonly ServiceKey[]): string {
  const apps = assistant === "shifu" ? connectedApps : [assistant];
  const examples = exampleLines(apps, 1).slice(0, 2);
  const sample = examples.length > 0 ? ` Prueba, por ejemplo: ${examples.join(" o ")}.` : "";
  return `No he entendido qué quieres que haga con tus apps.${sample}`;
}

/** When the request names an app other than this assistant's. */
export function composeOtherAppRedirect(app: ServiceKey): string {
  const name = nameApp(app);
  return `Eso es cosa de ${name}: pídemelo en el chat de ${name} o en el chat general de Shifu.`;
}

/** When a connected app has no tools yet. */
export function composeNoToolsYet(app: ServiceKey): string {
  return `Con ${nameApp(app)} todavía no puedo hacer nada desde el chat.`;
}

/** Bulk changes are refused: every change is one thing, confirmed by the user. */
export function composeBulkRefusal(): string {
  return "No cambio ni borro cosas en bloque: dime cuál (su título entre comillas o de quién es) y lo preparo de una en una, siempre con tu confirmación.";
}

/** When the app is settled but none of its tools does what was asked ('crea un documento' in Docs). */
export function composeCannotDoWith(app: ServiceKey): string {
  return `Eso todavía no puedo hacerlo con ${nameApp(app)}. Lo que sí puedo: ${describeAppCapabilities(app).abilities}.`;
}

/** A place named in the general chat that more than one connected app has: which app is meant. */
export function composeWhichApp(apps: readonly ServiceKey[]): string {
  const names = apps.map(nameApp);
  return `Tienes un sitio con ese nombre en ${joinSpanishList(names)}. ¿En cuál lo miro? Dímelo con la app, por ejemplo «${names[0]}».`;
}
