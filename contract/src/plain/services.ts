import type { AssistantKey } from "./chats";

/**
 * The spec's service catalogue, in its order. `key` names the service everywhere (integration rows, OAuth routes,
 * its assistant's chat); `icon` names its logo in the web app.
 */
export const serviceCatalogue = [
  { name: "Gmail", key: "gmail", icon: "gmail", comingSoon: false },
  { name: "Drive", key: "drive", icon: "drive", comingSoon: false },
  { name: "Google Docs", key: "docs", icon: "google docs", comingSoon: false },
  { name: "Google Sheets", key: "sheets", icon: "google sheets", comingSoon: false },
  { name: "Google Slides", key: "slides", icon: "google slides", comingSoon: false },
  { name: "Google Calendar", key: "calendar", icon: "google calendar", comingSoon: false },
  { name: "Dropbox", key: "dropbox", icon: "dropbox", comingSoon: false },
  { name: "Outlook", key: "outlook", icon: "outlook", comingSoon: false },
  { name: "HubSpot", key: "hubspot", icon: "hubspot", comingSoon: false },
  { name: "Asana", key: "asana", icon: "asana", comingSoon: false },
  { name: "ClickUp", key: "clickup", icon: "clickup", comingSoon: false },
  { name: "OneDrive", key: "onedrive", icon: "onedrive", comingSoon: false },
  { name: "Slack", key: "slack", icon: "slack", comingSoon: false },
  { name: "Teams", key: "teams", icon: "teams", comingSoon: false },
  { name: "Notion", key: "notion", icon: "notion", comingSoon: false },
  { name: "Discord", key: "discord", icon: "discord", comingSoon: false },
  { name: "Facebook", key: "facebook", icon: "facebook", comingSoon: true },
  { name: "Instagram", key: "instagram", icon: "instagram", comingSoon: false },
  { name: "Jira", key: "jira", icon: "jira", comingSoon: true },
  { name: "LinkedIn", key: "linkedin", icon: "linkedin", comingSoon: true },
  { name: "LinkedIn Sales", key: "linkedin_sales", icon: "linkedin sales", comingSoon: true },
  { name: "Monday", key: "monday", icon: "monday", comingSoon: false },
  { name: "Salesforce", key: "salesforce", icon: "salesforce", comingSoon: true },
  { name: "WhatsApp", key: "whatsapp", icon: "whatsapp", comingSoon: true },
] as const satisfies readonly { name: string; key: AssistantKey; icon: string; comingSoon: boolean }[];

export type Service = (typeof serviceCatalogue)[number];

export type ServiceName = Service["name"];

export type ServiceKey = Service["key"];

export function findServiceByName(name: string): Service | undefined {
  return serviceCatalogue.find((service) => service.name.toLowerCase() === name.toLowerCase());
}

export function findServiceByKey(key: string): Service | undefined {
  return serviceCatalogue.find((service) => service.key === key);
}

/**
 * What each assistant's empty chat suggests asking, in requests its app's tools can carry out (the local engine
 * understands every one of them). Shifu's and Gmail's are the spec's: the latest mails, creating a label. Services
 * that are not connectable yet have no assistant to ask.
 */
export const introSuggestions: Record<AssistantKey, readonly string[]> = {
  shifu: ["¿Cuáles son mis últimos correos recibidos?", "Crea una etiqueta llamada Clientes"],
  gmail: ["¿Cuáles son mis últimos correos recibidos?", "Crea una etiqueta llamada Clientes"],
  drive: ["¿Cuáles son mis archivos recientes?", "Busca archivos sobre el presupuesto"],
  docs: ["¿Qué documentos tengo?", "Busca documentos sobre el presupuesto"],
  sheets: ["Lista mis hojas de cálculo", "Busca hojas de cálculo sobre el presupuesto"],
  slides: ["Muéstrame mis presentaciones", "Busca presentaciones sobre ventas"],
  calendar: ["¿Qué tengo mañana?", "¿Cuándo es mi próxima reunión?"],
  dropbox: ["¿Cuáles son mis archivos más recientes?", "Busca facturas en Dropbox"],
  outlook: ["¿Cuáles son mis últimos correos?", "Busca correos sobre el presupuesto"],
  hubspot: ["Muéstrame mis últimos contactos", "¿Qué negocios tengo abiertos?"],
  asana: ["¿Cuáles son mis tareas pendientes?", "Crea una tarea: preparar el informe mensual"],
  clickup: ["Muéstrame mis tareas pendientes", "Nueva tarea: llamar al proveedor mañana"],
  onedrive: ["¿Cuáles son mis archivos recientes en OneDrive?", "Busca el presupuesto en OneDrive"],
  slack: ["¿Qué mensajes hay en #general desde ayer?", "Publica en #general: la reunión empieza a las 10"],
  teams: ["Muéstrame mis chats", "Escribe a Laura que la demo está lista"],
  notion: ["Busca páginas sobre el lanzamiento", "Apunta una nota: revisar el contrato con legal"],
  discord: ["¿Cuáles son los mensajes recientes de Discord?", "¿Qué se ha dicho en #anuncios desde el lunes?"],
  instagram: ["Muéstrame mis últimas 3 publicaciones", "Comentarios de mi última publicación"],
  monday: ["Muestra los elementos de mis tableros", "Crea un elemento Preparar demo"],
  facebook: [],
  jira: [],
  linkedin: [],
  linkedin_sales: [],
  salesforce: [],
  whatsapp: [],
};

/** The spec's §8 integration texts, exactly. */
export const integrationText = {
  saving: "Guardando integración...",
  saved: (service: string) => `Integración con ${service} guardada exitosamente`,
  failed: (service: string, detail: string) => `Error al procesar la integración con ${service}: ${detail}`,
  noOAuthConfig: (service: string) => `No se encontró la configuración de OAuth para ${service}. Contacta al soporte.`,
  noClientId: (service: string) => `No se encontró el ID de cliente para ${service}. Verifica la configuración.`,
  missingFields: "Faltan campos necesarios para completar la integración.",
  noTokenInUrl: "No se encontró un token de autorización en la URL.",
  comingSoon: "Próximamente",
  connected: "Conectado",
  demoMode: "modo demostración",
} as const;

/** Server answers of the integration calls. */
export const integrationMessages = {
  unknownService: "Ese servicio no existe.",
  comingSoon: "Este servicio estará disponible próximamente.",
  notOAuth: "Este servicio se conecta pegando un token, no con una autorización.",
  notPasted: "Este servicio se conecta con una autorización, no pegando un token.",
  stateInvalid: "La autorización no es válida, caducó o ya se usó. Vuelve a conectar el servicio.",
  codeRefused: "El proveedor rechazó la autorización. Vuelve a conectar el servicio.",
  tokenRefused: "El proveedor rechazó el token.",
  providerUnavailable: "El proveedor no responde. Inténtalo de nuevo en unos minutos.",
  needsReconnect: "La conexión caducó. Vuelve a conectar el servicio.",
  notConnected: "Ese servicio no está conectado.",
  disconnected: (service: string) => `Se desconectó ${service}.`,
} as const;
