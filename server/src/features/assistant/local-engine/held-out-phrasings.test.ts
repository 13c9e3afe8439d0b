import type { AssistantKey } from "@shifu/contract";
import { describe, expect, test } from "vitest";
import { askLocalEngine } from "./test-support/ask-local-engine";

/**
 * Written after the rules, in another voice (long, colloquial, polite, misspelt), in five batches, each run once
 * before any change: 31 of 46, 14 of 20, 13 of 20, 18 of 20 and 11 of 15 passed on first run. The failures were fixed by
 * general rules (relative clauses, adverbs, chat shorthand, verb-led bodies…), never by adding these sentences.
 * Monday 23 November 2026, 11:30 in Madrid.
 */
type HeldOut = { assistant: AssistantKey; text: string; tool: string; args?: Record<string, unknown> };

const heldOut: HeldOut[] = [
  {
    assistant: "gmail",
    text: "Oye, ¿me podrías enseñar qué correos me han llegado últimamente?",
    tool: "gmail_list_recent_messages",
  },
  {
    assistant: "gmail",
    text: "porfa pasame los 4 ultimos mails q tengo",
    tool: "gmail_list_recent_messages",
    args: { count: 4 },
  },
  {
    assistant: "gmail",
    text: "Buenas, necesito ver los emails que todavía no he leído, gracias",
    tool: "gmail_list_recent_messages",
    args: { unreadOnly: true },
  },
  {
    assistant: "gmail",
    text: "¿Hay algo de Carmen en mi bandeja de entrada?",
    tool: "gmail_search_messages",
    args: { from: "Carmen" },
  },
  {
    assistant: "gmail",
    text: "Me gustaría localizar un correo que hablaba de la renovación del seguro",
    tool: "gmail_search_messages",
    args: { words: "renovación del seguro" },
  },
  {
    assistant: "gmail",
    text: "quisiera que crearas una etiqueta nueva con el nombre Viajes",
    tool: "gmail_create_label",
    args: { name: "Viajes" },
  },
  {
    assistant: "gmail",
    text: "Por favor, manda a la papelera el mail de Amazon",
    tool: "gmail_search_messages",
    args: { from: "Amazon" },
  },
  {
    assistant: "gmail",
    text: "¿Puedes responderle a Jorge que el jueves me viene genial?",
    tool: "gmail_search_messages",
    args: { from: "Jorge" },
  },
  {
    assistant: "outlook",
    text: "Le agradecería que me mostrara los mensajes de correo de hoy",
    tool: "outlook_search_messages",
    args: { after: "2026-11-23T00:00:00+01:00" },
  },
  {
    assistant: "outlook",
    text: "manda un email a pedro@acme.es con el texto Adjunto el informe",
    tool: "outlook_send_message",
    args: { to: ["pedro@acme.es"], body: "Adjunto el informe" },
  },
  {
    assistant: "outlook",
    text: "Quiero borrar ese correo de LinkedIn que me llegó ayer",
    tool: "outlook_search_messages",
    args: { after: "2026-11-22T00:00:00+01:00" },
  },
  {
    assistant: "drive",
    text: "¿Me enseñas los últimos archivos que he tocado en el Drive?",
    tool: "drive_list_recent_files",
  },
  {
    assistant: "drive",
    text: "necesito encontrar un fichero que se llama Inventario",
    tool: "drive_search_files",
    args: { text: "Inventario" },
  },
  {
    assistant: "drive",
    text: "Mándame a la papelera el pdf «Factura duplicada», porfa",
    tool: "drive_search_files",
    args: { text: "Factura duplicada" },
  },
  {
    assistant: "docs",
    text: "Qué pone en el documento «Acta de la reunión»?",
    tool: "docs_search_documents",
    args: { text: "Acta de la reunión" },
  },
  { assistant: "docs", text: "quiero ver los documentos mas recientes q tengo", tool: "docs_list_recent_documents" },
  {
    assistant: "sheets",
    text: "Búscame la hoja de cálculo del presupuesto anual, por favor",
    tool: "sheets_search_spreadsheets",
    args: { text: "presupuesto anual" },
  },
  {
    assistant: "sheets",
    text: "enseñame las tres ultimas hojas",
    tool: "sheets_list_recent_spreadsheets",
    args: { count: 3 },
  },
  {
    assistant: "slides",
    text: "Oye, ¿cuáles son mis presentaciones recientes?",
    tool: "slides_list_recent_presentations",
  },
  {
    assistant: "slides",
    text: "Elimina por favor la presentación que se llama Pitch antiguo",
    tool: "slides_search_presentations",
    args: { text: "Pitch antiguo" },
  },
  {
    assistant: "onedrive",
    text: "Dime qué ficheros he subido últimamente a OneDrive",
    tool: "onedrive_list_recent_files",
  },
  { assistant: "dropbox", text: "ayudame a buscar el contrato de alquiler en dropbox", tool: "dropbox_search_files" },
  {
    assistant: "slack",
    text: "¿Qué se ha hablado hoy en el canal de soporte?",
    tool: "slack_list_recent_messages",
    args: { channel: "soporte", since: "2026-11-23T00:00:00+01:00" },
  },
  {
    assistant: "slack",
    text: "Publica por favor en #equipo que mañana no vengo a la oficina",
    tool: "slack_post_message",
    args: { channel: "equipo", text: "mañana no vengo a la oficina" },
  },
  {
    assistant: "slack",
    text: "podrias enviar al canal general un mensaje diciendo Feliz lunes",
    tool: "slack_post_message",
    args: { channel: "general", text: "Feliz lunes" },
  },
  { assistant: "teams", text: "¿Me enseñas las conversaciones recientes de Teams?", tool: "teams_list_recent_chats" },
  {
    assistant: "teams",
    text: "Dile a Rocío por Teams que ya le he mandado el presupuesto",
    tool: "teams_send_message",
  },
  {
    assistant: "notion",
    text: "Quiero leer la página de Notion que se llama Roadmap 2027",
    tool: "notion_search_pages",
    args: { query: "Roadmap 2027" },
  },
  {
    assistant: "notion",
    text: "hazme una pagina nueva titulada Retrospectiva de noviembre",
    tool: "notion_create_page",
    args: { title: "Retrospectiva de noviembre" },
  },
  {
    assistant: "notion",
    text: "¿Tengo alguna página que hable de vacaciones?",
    tool: "notion_search_pages",
    args: { query: "vacaciones" },
  },
  {
    assistant: "hubspot",
    text: "Enséñeme, por favor, los negocios que siguen abiertos",
    tool: "hubspot_list_open_deals",
  },
  {
    assistant: "hubspot",
    text: "Da de alta un cliente nuevo: Marta Ruiz, marta.ruiz@example.com",
    tool: "hubspot_create_contact",
    args: { email: "marta.ruiz@example.com" },
  },
  {
    assistant: "asana",
    text: "¿Qué tengo pendiente para mañana en Asana?",
    tool: "asana_list_my_tasks",
    args: { dueFrom: "2026-11-24T00:00:00+01:00" },
  },
  {
    assistant: "asana",
    text: "Apúntame una tarea para el viernes: enviar las nóminas",
    tool: "asana_create_task",
    args: { name: "enviar las nóminas", dueOn: "2026-11-27" },
  },
  {
    assistant: "asana",
    text: "ya terminé la tarea de Actualizar la web, márcala como completada",
    tool: "asana_list_my_tasks",
  },
  {
    assistant: "clickup",
    text: "Crea en ClickUp una tarea que se llame Revisar métricas para la semana que viene",
    tool: "clickup_create_task",
    args: { name: "Revisar métricas" },
  },
  { assistant: "clickup", text: "borra la tarea «Test viejo» de clickup porfa", tool: "clickup_list_my_tasks" },
  { assistant: "monday", text: "¿Qué items hay en mis tableros de Monday?", tool: "monday_list_board_items" },
  {
    assistant: "discord",
    text: "¿me dices los últimos mensajes del servidor de discord?",
    tool: "discord_list_recent_messages",
  },
  {
    assistant: "instagram",
    text: "Quiero ver qué comentarios me han dejado en las fotos",
    tool: "instagram_list_media_comments",
  },
  {
    assistant: "instagram",
    text: "enseñame mis ultimos 2 posts de insta",
    tool: "instagram_list_recent_media",
    args: { count: 2 },
  },
  {
    assistant: "shifu",
    text: "Busca en todas mis apps cualquier cosa sobre el proyecto Atlas",
    tool: "shifu_search_everything",
    args: { query: "proyecto Atlas" },
  },
  { assistant: "shifu", text: "Hazme un resumen de lo que tengo pendiente, porfa", tool: "shifu_summarize_pending" },
  {
    assistant: "shifu",
    text: "¿Qué tengo en el correo de Gmail sin leer?",
    tool: "gmail_list_recent_messages",
    args: { unreadOnly: true },
  },
  { assistant: "shifu", text: "en Dropbox, enséñame mis archivos", tool: "dropbox_list_recent_files" },
  {
    assistant: "shifu",
    text: "sube a slack en #random: ¡viernes de pizza!",
    tool: "slack_post_message",
    args: { channel: "random" },
  },
  // Second batch, written after the first batch's fixes and run once before any further change.
  {
    assistant: "gmail",
    text: "Hola! me enseñas el ultimo correo que me ha mandado Lucía?",
    tool: "gmail_search_messages",
    args: { from: "Lucía", count: 1 },
  },
  {
    assistant: "gmail",
    text: "tengo correos nuevos sin leer??",
    tool: "gmail_list_recent_messages",
    args: { unreadOnly: true },
  },
  {
    assistant: "gmail",
    text: "Necesito que me busques los emails de la semana pasada que mencionen el congreso",
    tool: "gmail_search_messages",
    args: { words: "congreso", after: "2026-11-16T00:00:00+01:00" },
  },
  {
    assistant: "gmail",
    text: "¿Serías tan amable de crear la etiqueta «Pendiente de pago»?",
    tool: "gmail_create_label",
    args: { name: "Pendiente de pago" },
  },
  {
    assistant: "outlook",
    text: "oye mira a ver si me ha escrito alguien de Iberdrola",
    tool: "outlook_search_messages",
    args: { from: "Iberdrola" },
  },
  {
    assistant: "outlook",
    text: "Envíale un correo a luis@obra.es que diga que mañana empezamos a las 8",
    tool: "outlook_send_message",
    args: { to: ["luis@obra.es"] },
  },
  {
    assistant: "drive",
    text: "Me puedes listar los excels que tengo en drive?",
    tool: "drive_list_recent_files",
    args: { fileKind: "spreadsheet" },
  },
  {
    assistant: "docs",
    text: "borrame el doc que se llama Pruebas",
    tool: "docs_search_documents",
    args: { text: "Pruebas" },
  },
  {
    assistant: "sheets",
    text: "¿qué dice la hoja «Control horario»?",
    tool: "sheets_search_spreadsheets",
    args: { text: "Control horario" },
  },
  {
    assistant: "onedrive",
    text: "encuentrame en onedrive el archivo de la declaracion de la renta",
    tool: "onedrive_search_files",
    args: { query: "declaracion de la renta" },
  },
  {
    assistant: "slack",
    text: "que ha pasado en #dev esta semana",
    tool: "slack_list_recent_messages",
    args: { channel: "dev", since: "2026-11-23T00:00:00+01:00" },
  },
  {
    assistant: "slack",
    text: "Avisa en el canal general de que el servidor vuelve a funcionar",
    tool: "slack_post_message",
    args: { channel: "general" },
  },
  {
    assistant: "notion",
    text: "Archívame la página de Notion llamada Borradores 2024, ya no la uso",
    tool: "notion_search_pages",
    args: { query: "Borradores 2024" },
  },
  {
    assistant: "notion",
    text: "crea una nota en notion con el título Lista de la compra",
    tool: "notion_create_page",
    args: { title: "Lista de la compra" },
  },
  {
    assistant: "hubspot",
    text: "cuales son los ultimos clientes que he dado de alta",
    tool: "hubspot_list_recent_contacts",
  },
  {
    assistant: "asana",
    text: "Recuérdame en Asana llamar al gestor el lunes que viene",
    tool: "asana_create_task",
    args: { dueOn: "2026-11-30" },
  },
  {
    assistant: "asana",
    text: "Qué tareas me vencen hoy?",
    tool: "asana_list_my_tasks",
    args: { dueFrom: "2026-11-23T00:00:00+01:00" },
  },
  {
    assistant: "instagram",
    text: "a ver, enséñame qué me han comentado en instagram",
    tool: "instagram_list_media_comments",
  },
  { assistant: "shifu", text: "tengo algo pendiente?", tool: "shifu_summarize_pending" },
  {
    assistant: "shifu",
    text: "¿me buscas «contrato marco» en todas partes?",
    tool: "shifu_search_everything",
    args: { query: "contrato marco" },
  },
  // Third batch, written after the second batch's fixes and run once before any further change.
  { assistant: "gmail", text: "lee mi ultimo correo porfa", tool: "gmail_list_recent_messages", args: { count: 1 } },
  {
    assistant: "gmail",
    text: "¿Cuántos correos sin leer tengo ahora mismo?",
    tool: "gmail_list_recent_messages",
    args: { unreadOnly: true },
  },
  {
    assistant: "gmail",
    text: "contestale a Rebeca q vale, que nos vemos alli",
    tool: "gmail_search_messages",
    args: { from: "Rebeca" },
  },
  {
    assistant: "outlook",
    text: "¿me mandas un mail a Sonia diciéndole que la reunión se pasa al martes?",
    tool: "outlook_send_message",
    args: { to: ["Sonia"] },
  },
  {
    assistant: "outlook",
    text: "enseñame los correos de Hacienda del mes pasado",
    tool: "outlook_search_messages",
    args: { from: "Hacienda", after: "2026-10-01T00:00:00+02:00" },
  },
  {
    assistant: "dropbox",
    text: "Necesito ver los pdfs que tengo en Dropbox",
    tool: "dropbox_list_recent_files",
    args: { fileKind: "pdf" },
  },
  {
    assistant: "dropbox",
    text: "quita de dropbox el fichero «presupuesto_v1.xlsx»",
    tool: "dropbox_search_files",
    args: { query: "presupuesto_v1.xlsx" },
  },
  { assistant: "teams", text: "Manda por Teams a Javier: te llamo en diez minutos", tool: "teams_send_message" },
  { assistant: "teams", text: "que chats tengo abiertos en teams?", tool: "teams_list_recent_chats" },
  {
    assistant: "monday",
    text: "Añade en Monday un item que se llame Revisar presupuesto Q1",
    tool: "monday_create_item",
    args: { itemName: "Revisar presupuesto Q1" },
  },
  {
    assistant: "discord",
    text: "Qué se cuece en el canal #general de discord desde ayer?",
    tool: "discord_list_recent_messages",
    args: { channel: "general" },
  },
  {
    assistant: "clickup",
    text: "Ponme una tarea en ClickUp: preparar la demo para el miércoles",
    tool: "clickup_create_task",
    args: { name: "preparar la demo" },
  },
  { assistant: "clickup", text: "¿qué tareas me quedan por hacer en clickup?", tool: "clickup_list_my_tasks" },
  {
    assistant: "hubspot",
    text: "Añádele una nota a Lucas Martín: interesado en el plan anual",
    tool: "hubspot_search_contacts",
  },
  {
    assistant: "drive",
    text: "Enséñame las 2 presentaciones más nuevas del drive",
    tool: "drive_list_recent_files",
    args: { count: 2, fileKind: "presentation" },
  },
  {
    assistant: "sheets",
    text: "elimina la hoja de calculo Copia de Gastos",
    tool: "sheets_search_spreadsheets",
    args: { text: "Copia de Gastos" },
  },
  {
    assistant: "notion",
    text: "Lee la página «Onboarding» de Notion, por favor",
    tool: "notion_search_pages",
    args: { query: "Onboarding" },
  },
  { assistant: "shifu", text: "Enséñame mis tareas de Asana de esta semana", tool: "asana_list_my_tasks" },
  { assistant: "shifu", text: "Busca el presupuesto de Reformas García en el drive", tool: "drive_search_files" },
  {
    assistant: "shifu",
    text: "¿Qué me han escrito hoy en Slack?",
    tool: "slack_list_recent_messages",
    args: { since: "2026-11-23T00:00:00+01:00" },
  },
  // Fourth batch, written at the end and run once before any further change.
  {
    assistant: "gmail",
    text: "a ver q me ha llegado de Correos Express",
    tool: "gmail_search_messages",
    args: { from: "Correos Express" },
  },
  {
    assistant: "gmail",
    text: "¿Me puede listar usted los tres correos más recientes, por favor?",
    tool: "gmail_list_recent_messages",
    args: { count: 3 },
  },
  {
    assistant: "gmail",
    text: "crea una etiqueta para los proveedores que se llame Proveedores 2027",
    tool: "gmail_create_label",
    args: { name: "Proveedores 2027" },
  },
  {
    assistant: "outlook",
    text: "Busca los correos que me mandó Beatriz la semana pasada sobre el viaje",
    tool: "outlook_search_messages",
    args: { from: "Beatriz", text: "viaje" },
  },
  { assistant: "drive", text: "enseñame mis carpetas", tool: "drive_list_recent_files", args: { fileKind: "folder" } },
  {
    assistant: "docs",
    text: "Porfa, ábreme el doc «Guía de estilo»",
    tool: "docs_search_documents",
    args: { text: "Guía de estilo" },
  },
  {
    assistant: "sheets",
    text: "¿Cuáles son mis hojas de cálculo más recientes?",
    tool: "sheets_list_recent_spreadsheets",
  },
  {
    assistant: "slides",
    text: "Busque la presentación sobre la estrategia 2027",
    tool: "slides_search_presentations",
    args: { text: "estrategia 2027" },
  },
  {
    assistant: "onedrive",
    text: "Elimina de OneDrive el archivo «borrador final (2).docx»",
    tool: "onedrive_search_files",
    args: { query: "borrador final (2).docx" },
  },
  { assistant: "dropbox", text: "¿Qué he guardado últimamente en Dropbox?", tool: "dropbox_list_recent_files" },
  {
    assistant: "slack",
    text: "Mensajes de #marketing de ayer, porfa",
    tool: "slack_list_recent_messages",
    args: { channel: "marketing", since: "2026-11-22T00:00:00+01:00" },
  },
  { assistant: "teams", text: "Mandale un mensaje a Sergio diciendole que ya llegué", tool: "teams_send_message" },
  {
    assistant: "notion",
    text: "Créame una página que se llame Plan de contenidos con el texto: ideas para diciembre",
    tool: "notion_create_page",
    args: { title: "Plan de contenidos" },
  },
  {
    assistant: "hubspot",
    text: "¿Me enseñas los últimos 5 contactos que hemos añadido?",
    tool: "hubspot_list_recent_contacts",
  },
  {
    assistant: "asana",
    text: "Añade una tarea: renovar el seguro del coche, para el 15 de diciembre",
    tool: "asana_create_task",
    args: { dueOn: "2026-12-15" },
  },
  { assistant: "clickup", text: "Marca como completada la tarea «Subir vídeo»", tool: "clickup_list_my_tasks" },
  {
    assistant: "monday",
    text: "Crea un nuevo elemento en monday llamado Encargar merchandising",
    tool: "monday_create_item",
    args: { itemName: "Encargar merchandising" },
  },
  {
    assistant: "discord",
    text: "que se ha dicho hoy en discord",
    tool: "discord_list_recent_messages",
    args: { since: "2026-11-23T00:00:00+01:00" },
  },
  {
    assistant: "instagram",
    text: "Dime cuáles fueron mis últimas publicaciones en Instagram",
    tool: "instagram_list_recent_media",
  },
  {
    assistant: "shifu",
    text: "Oye Shifu, ¿qué correos tengo sin leer?",
    tool: "gmail_list_recent_messages",
    args: { unreadOnly: true },
  },
  // Fifth batch, written last and run once before any further change.
  {
    assistant: "gmail",
    text: "¿Podrías decirme si Nuria me ha contestado?",
    tool: "gmail_search_messages",
    args: { from: "Nuria" },
  },
  {
    assistant: "gmail",
    text: "mira a ver los correos del banco de esta semana",
    tool: "gmail_search_messages",
    args: { words: "banco" },
  },
  {
    assistant: "gmail",
    text: "Tira a la basura el correo de publicidad de Zara",
    tool: "gmail_search_messages",
    args: { from: "Zara" },
  },
  {
    assistant: "outlook",
    text: "Necesito contestar a Raúl: de acuerdo con el presupuesto",
    tool: "outlook_search_messages",
    args: { from: "Raúl" },
  },
  {
    assistant: "drive",
    text: "Qué archivos tengo con la palabra contrato?",
    tool: "drive_search_files",
    args: { text: "contrato" },
  },
  {
    assistant: "sheets",
    text: "Quiero leer la hoja «Inventario almacén»",
    tool: "sheets_search_spreadsheets",
    args: { text: "Inventario almacén" },
  },
  {
    assistant: "slack",
    text: "Pon en el canal #random que hay tarta en la cocina",
    tool: "slack_post_message",
    args: { channel: "random", text: "hay tarta en la cocina" },
  },
  {
    assistant: "slack",
    text: "lo último que se ha dicho en el canal ventas",
    tool: "slack_list_recent_messages",
    args: { channel: "ventas" },
  },
  { assistant: "teams", text: "Envía a Laura Gil por Teams: la llamada es a las 12", tool: "teams_send_message" },
  {
    assistant: "notion",
    text: "buscame en notion las notas de la reunion con el cliente",
    tool: "notion_search_pages",
  },
  { assistant: "hubspot", text: "Registra un contacto nuevo llamado Tomás Vidal", tool: "hubspot_create_contact" },
  {
    assistant: "asana",
    text: "¿Qué tareas tengo que entregar este mes?",
    tool: "asana_list_my_tasks",
    args: { dueFrom: "2026-11-01T00:00:00+01:00" },
  },
  { assistant: "clickup", text: "Elimina en ClickUp la tarea llamada Duplicado", tool: "clickup_list_my_tasks" },
  { assistant: "instagram", text: "¿Qué dicen los comentarios de mis fotos?", tool: "instagram_list_media_comments" },
  { assistant: "shifu", text: "Necesito ver mis tareas de ClickUp", tool: "clickup_list_my_tasks" },
];

describe("held-out phrasings", () => {
  test.each(heldOut)("[$assistant] $text → $tool", async ({ assistant, text, tool, args }) => {
    const step = await askLocalEngine(text, { assistant });
    expect(step.toolName).toBe(tool);
    if (args) expect(step.input).toMatchObject(args);
  });
});
