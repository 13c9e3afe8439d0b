import type { AssistantKey } from "@shifu/contract";
import { describe, expect, test } from "vitest";
import { askLocalEngine } from "./test-support/ask-local-engine";

type Case = { assistant: AssistantKey; text: string; tool: string; args?: Record<string, unknown> };

// Monday 23 November 2026, 11:30 in Madrid: 'ayer' is the 22nd, 'el jueves' (ahead) the 26th.
const AYER = { after: "2026-11-22T00:00:00+01:00", before: "2026-11-22T23:59:59+01:00" };

const cases: Case[] = [
  // Gmail
  { assistant: "gmail", text: "¿cuáles son mis últimos correos?", tool: "gmail_list_recent_messages" },
  {
    assistant: "gmail",
    text: "muestrame los 3 ultimos correos",
    tool: "gmail_list_recent_messages",
    args: { count: 3 },
  },
  {
    assistant: "gmail",
    text: "Enséñame los correos no leídos",
    tool: "gmail_list_recent_messages",
    args: { unreadOnly: true },
  },
  {
    assistant: "gmail",
    text: "dame los dos últimos emails sin leer",
    tool: "gmail_list_recent_messages",
    args: { count: 2, unreadOnly: true },
  },
  { assistant: "gmail", text: "busca los correos de Laura", tool: "gmail_search_messages", args: { from: "Laura" } },
  {
    assistant: "gmail",
    text: "correos que me envió Pedro ayer",
    tool: "gmail_search_messages",
    args: { from: "Pedro", ...AYER },
  },
  {
    assistant: "gmail",
    text: "¿Tengo algún correo sobre el presupuesto?",
    tool: "gmail_search_messages",
    args: { words: "presupuesto" },
  },
  {
    assistant: "gmail",
    text: "encuentra los mails de ana@empresa.com",
    tool: "gmail_search_messages",
    args: { from: "ana@empresa.com" },
  },
  { assistant: "gmail", text: "crea la etiqueta Facturas", tool: "gmail_create_label", args: { name: "Facturas" } },
  {
    assistant: "gmail",
    text: 'crea una etiqueta llamada "Clientes VIP"',
    tool: "gmail_create_label",
    args: { name: "Clientes VIP" },
  },
  {
    assistant: "gmail",
    text: "Cree usted una nueva etiqueta que se llame Proveedores",
    tool: "gmail_create_label",
    args: { name: "Proveedores" },
  },
  {
    assistant: "gmail",
    text: "ponle la etiqueta Urgente al correo de Laura",
    tool: "gmail_search_messages",
    args: { from: "Laura" },
  },
  {
    assistant: "gmail",
    text: "borra el correo «Oferta de verano»",
    tool: "gmail_search_messages",
    args: { words: "Oferta de verano" },
  },
  {
    assistant: "gmail",
    text: "mueve a la papelera el último correo de Tienda XYZ",
    tool: "gmail_search_messages",
    args: { from: "Tienda XYZ", count: 1 },
  },
  {
    assistant: "gmail",
    text: "lee el correo de Pedro sobre la reunion",
    tool: "gmail_search_messages",
    args: { from: "Pedro", words: "reunion" },
  },
  {
    assistant: "gmail",
    text: "responde al correo de Laura diciendo que me parece bien",
    tool: "gmail_search_messages",
    args: { from: "Laura" },
  },
  { assistant: "gmail", text: "gmial: dame 5 emails", tool: "gmail_list_recent_messages", args: { count: 5 } },
  {
    assistant: "gmail",
    text: "q correos tengo d esta semana",
    tool: "gmail_search_messages",
    args: { after: "2026-11-23T00:00:00+01:00" },
  },
  // Outlook
  {
    assistant: "outlook",
    text: "Muéstreme mis correos de esta semana",
    tool: "outlook_search_messages",
    args: { after: "2026-11-23T00:00:00+01:00" },
  },
  {
    assistant: "outlook",
    text: "envía un correo a ana@empresa.com diciendo que llego tarde",
    tool: "outlook_send_message",
    args: { to: ["ana@empresa.com"], body: "llego tarde" },
  },
  {
    assistant: "outlook",
    text: "elimina el mail de Marketing",
    tool: "outlook_search_messages",
    args: { from: "Marketing" },
  },
  {
    assistant: "outlook",
    text: "contesta al correo de Juan: de acuerdo, nos vemos el lunes",
    tool: "outlook_search_messages",
    args: { from: "Juan" },
  },
  {
    assistant: "outlook",
    text: "¿qué correos sin leer tengo?",
    tool: "outlook_list_recent_messages",
    args: { unreadOnly: true },
  },
  {
    assistant: "outlook",
    text: "busca emails con la palabra factura",
    tool: "outlook_search_messages",
    args: { text: "factura" },
  },
  // Drive, Docs, Sheets, Slides
  { assistant: "drive", text: "mis archivos recientes", tool: "drive_list_recent_files" },
  {
    assistant: "drive",
    text: "busca el archivo presupuesto 2025",
    tool: "drive_search_files",
    args: { text: "presupuesto 2025" },
  },
  { assistant: "drive", text: "enseñame los pdf", tool: "drive_list_recent_files", args: { fileKind: "pdf" } },
  {
    assistant: "drive",
    text: "tira a la papelera el archivo «Borrador viejo»",
    tool: "drive_search_files",
    args: { text: "Borrador viejo" },
  },
  {
    assistant: "drive",
    text: "abre el fichero Contrato alquiler",
    tool: "drive_search_files",
    args: { text: "Contrato alquiler" },
  },
  {
    assistant: "drive",
    text: "quiero ver mis hojas de calculo",
    tool: "drive_list_recent_files",
    args: { fileKind: "spreadsheet" },
  },
  { assistant: "docs", text: "¿qué documentos tengo?", tool: "docs_list_recent_documents" },
  {
    assistant: "docs",
    text: "abre el documento Plan de marketing",
    tool: "docs_search_documents",
    args: { text: "Plan de marketing" },
  },
  {
    assistant: "docs",
    text: "busca docs que hablen de la campaña de navidad",
    tool: "docs_search_documents",
    args: { text: "campaña de navidad" },
  },
  {
    assistant: "docs",
    text: "elimina el documento 'Notas sueltas'",
    tool: "docs_search_documents",
    args: { text: "Notas sueltas" },
  },
  { assistant: "sheets", text: "lista mis hojas de calculo", tool: "sheets_list_recent_spreadsheets" },
  {
    assistant: "sheets",
    text: "busca la hoja de gastos",
    tool: "sheets_search_spreadsheets",
    args: { text: "gastos" },
  },
  {
    assistant: "sheets",
    text: "Ábrame el excel «Ventas 2026»",
    tool: "sheets_search_spreadsheets",
    args: { text: "Ventas 2026" },
  },
  { assistant: "slides", text: "muestrame las presentaciones", tool: "slides_list_recent_presentations" },
  {
    assistant: "slides",
    text: "qué dice la presentación «Resultados Q3»",
    tool: "slides_search_presentations",
    args: { text: "Resultados Q3" },
  },
  {
    assistant: "slides",
    text: "borra las diapositivas de Formación interna",
    tool: "slides_search_presentations",
    args: { text: "Formación interna" },
  },
  // OneDrive and Dropbox
  { assistant: "onedrive", text: "archivos recientes de onedrive", tool: "onedrive_list_recent_files" },
  {
    assistant: "onedrive",
    text: "borra el fichero contrato.pdf",
    tool: "onedrive_search_files",
    args: { query: "contrato.pdf" },
  },
  {
    assistant: "onedrive",
    text: "encuentra el archivo de nóminas",
    tool: "onedrive_search_files",
    args: { query: "nóminas" },
  },
  { assistant: "dropbox", text: "busca facturas en dropbox", tool: "dropbox_search_files" },
  {
    assistant: "dropbox",
    text: "¿Cuáles son mis 4 archivos más recientes?",
    tool: "dropbox_list_recent_files",
    args: { count: 4 },
  },
  { assistant: "dropbox", text: "elimina el archivo «Copia antigua»", tool: "dropbox_search_files" },
  // Slack
  {
    assistant: "slack",
    text: "¿qué mensajes hay en #general desde ayer?",
    tool: "slack_list_recent_messages",
    args: { channel: "general", since: AYER.after },
  },
  {
    assistant: "slack",
    text: "publica en #general: la reunión empieza a las 10",
    tool: "slack_post_message",
    args: { channel: "general", text: "la reunión empieza a las 10" },
  },
  {
    assistant: "slack",
    text: "escribe en el canal marketing que ya está el informe",
    tool: "slack_post_message",
    args: { channel: "marketing", text: "ya está el informe" },
  },
  {
    assistant: "slack",
    text: "ultimos mensajes del canal ventas",
    tool: "slack_list_recent_messages",
    args: { channel: "ventas" },
  },
  {
    assistant: "slack",
    text: "manda al #random un mensaje que diga hola a todos",
    tool: "slack_post_message",
    args: { channel: "random", text: "hola a todos" },
  },
  // Teams
  { assistant: "teams", text: "muestrame mis chats", tool: "teams_list_recent_chats" },
  {
    assistant: "teams",
    text: "envíale un mensaje a Marta diciendo que llego en 5 minutos",
    tool: "teams_send_message",
  },
  { assistant: "teams", text: "escribe a Luis que la demo está lista", tool: "teams_send_message" },
  // Notion
  {
    assistant: "notion",
    text: "busca páginas sobre el lanzamiento",
    tool: "notion_search_pages",
    args: { query: "lanzamiento" },
  },
  {
    assistant: "notion",
    text: "crea una página llamada Ideas de producto",
    tool: "notion_create_page",
    args: { title: "Ideas de producto" },
  },
  {
    assistant: "notion",
    text: "archiva la página «Notas viejas»",
    tool: "notion_search_pages",
    args: { query: "Notas viejas" },
  },
  {
    assistant: "notion",
    text: "lee la pagina Manual de bienvenida",
    tool: "notion_search_pages",
    args: { query: "Manual de bienvenida" },
  },
  { assistant: "notion", text: "apunta una nota: revisar el contrato con legal", tool: "notion_create_page" },
  // HubSpot
  { assistant: "hubspot", text: "mis últimos contactos", tool: "hubspot_list_recent_contacts" },
  { assistant: "hubspot", text: "¿qué negocios tengo abiertos?", tool: "hubspot_list_open_deals" },
  {
    assistant: "hubspot",
    text: "crea un contacto Ana López con email ana@example.com",
    tool: "hubspot_create_contact",
    args: { email: "ana@example.com" },
  },
  {
    assistant: "hubspot",
    text: "añade una nota al contacto Juan Pérez diciendo que llamó ayer",
    tool: "hubspot_search_contacts",
  },
  { assistant: "hubspot", text: "enséñame las oportunidades", tool: "hubspot_list_open_deals" },
  // Asana
  {
    assistant: "asana",
    text: "¿qué tareas tengo para esta semana?",
    tool: "asana_list_my_tasks",
    args: { dueFrom: "2026-11-23T00:00:00+01:00", dueTo: "2026-11-29T23:59:59+01:00" },
  },
  {
    assistant: "asana",
    text: "crea una tarea Revisar contrato para el jueves",
    tool: "asana_create_task",
    args: { name: "Revisar contrato", dueOn: "2026-11-26" },
  },
  { assistant: "asana", text: "marca como hecha la tarea Preparar informe", tool: "asana_list_my_tasks" },
  { assistant: "asana", text: "elimina la tarea «Comprar café»", tool: "asana_list_my_tasks" },
  {
    assistant: "asana",
    text: "añade la tarea 'Enviar presupuesto' para pasado mañana",
    tool: "asana_create_task",
    args: { name: "Enviar presupuesto", dueOn: "2026-11-25" },
  },
  {
    assistant: "asana",
    text: "tareas que vencen la semana que viene",
    tool: "asana_list_my_tasks",
    args: { dueFrom: "2026-11-30T00:00:00+01:00" },
  },
  // ClickUp
  {
    assistant: "clickup",
    text: "nueva tarea: llamar al proveedor mañana a las 5 de la tarde",
    tool: "clickup_create_task",
  },
  { assistant: "clickup", text: "mis tareas pendientes", tool: "clickup_list_my_tasks" },
  { assistant: "clickup", text: "completa la tarea Subir factura", tool: "clickup_list_my_tasks" },
  // Monday
  { assistant: "monday", text: "muestra los elementos de mis tableros", tool: "monday_list_board_items" },
  {
    assistant: "monday",
    text: "crea un elemento Preparar demo",
    tool: "monday_create_item",
    args: { itemName: "Preparar demo" },
  },
  // Discord
  { assistant: "discord", text: "mensajes recientes de discord", tool: "discord_list_recent_messages" },
  {
    assistant: "discord",
    text: "¿Qué se ha dicho en #anuncios desde el lunes?",
    tool: "discord_list_recent_messages",
    args: { channel: "anuncios", since: "2026-11-16T00:00:00+01:00" },
  },
  // Instagram
  {
    assistant: "instagram",
    text: "mis últimas 3 publicaciones",
    tool: "instagram_list_recent_media",
    args: { count: 3 },
  },
  { assistant: "instagram", text: "comentarios de mi última publicación", tool: "instagram_list_media_comments" },
  { assistant: "instagram", text: "enseñame mis fotos", tool: "instagram_list_recent_media" },
  // General assistant: routing by app, by kind of thing, or across apps
  { assistant: "shifu", text: "busca presupuesto", tool: "shifu_search_everything", args: { query: "presupuesto" } },
  { assistant: "shifu", text: "¿qué tengo pendiente?", tool: "shifu_summarize_pending" },
  {
    assistant: "shifu",
    text: "crea una tarea en Asana llamada Llamar a Pedro para el viernes",
    tool: "asana_create_task",
    args: { name: "Llamar a Pedro", dueOn: "2026-11-27" },
  },
  { assistant: "shifu", text: "muestrame mis correos", tool: "gmail_list_recent_messages" },
  { assistant: "shifu", text: "que hay en slak", tool: "slack_list_recent_messages" },
  { assistant: "shifu", text: "mis hojas de cálculo", tool: "sheets_list_recent_spreadsheets" },
  { assistant: "shifu", text: "mis archivos de google drive", tool: "drive_list_recent_files" },
  { assistant: "shifu", text: "crea una tarea en clickup: pagar el alquiler", tool: "clickup_create_task" },
  { assistant: "shifu", text: "busca en notion la página de onboarding", tool: "notion_search_pages" },
  { assistant: "shifu", text: "últimos correos de outlook", tool: "outlook_list_recent_messages" },
  {
    assistant: "shifu",
    text: "publica en slack en #general que hoy hay pizza",
    tool: "slack_post_message",
    args: { channel: "general", text: "hoy hay pizza" },
  },
  // Everyday phrasings (decision 43).
  { assistant: "teams", text: "lee los mensajes del chat con Marta", tool: "teams_list_chat_messages" },
  {
    assistant: "teams",
    text: "pregúntale a Elena si ya tiene aprobadas mis vacaciones",
    tool: "teams_send_message",
    args: { message: "¿ya tiene aprobadas mis vacaciones?" },
  },
  {
    assistant: "gmail",
    text: "muéstrame los correos importantes",
    tool: "gmail_search_messages",
    args: { importantOnly: true },
  },
  {
    assistant: "outlook",
    text: "¿tengo algún correo importante?",
    tool: "outlook_search_messages",
    args: { importantOnly: true },
  },
];

describe("the local engine maps Spanish requests to tools", () => {
  test.each(cases)("[$assistant] $text → $tool", async ({ assistant, text, tool, args }) => {
    const step = await askLocalEngine(text, { assistant });
    expect(step.text).toBeUndefined();
    expect(step.toolName).toBe(tool);
    if (args) expect(step.input).toMatchObject(args);
  });

  test("covers every app with tools and the general assistant", () => {
    const assistants = new Set(cases.map((entry) => entry.assistant));
    for (const app of [
      "gmail",
      "outlook",
      "drive",
      "docs",
      "sheets",
      "slides",
      "onedrive",
      "dropbox",
      "slack",
      "teams",
      "notion",
      "hubspot",
      "asana",
      "clickup",
      "monday",
      "discord",
      "instagram",
      "shifu",
    ]) {
      expect(assistants.has(app as AssistantKey)).toBe(true);
    }
    expect(cases.length).toBeGreaterThanOrEqual(80);
  });
});
