/** The training chat's stored name (the spec's default). */
export const TRAINING_CHAT_NAME = "TrainingChat";

/** The nine panels of the summary diagram, in their order, each with its icon's name. */
export const knowledgePanels = [
  { type: "preferencias", title: "Preferencias", icon: "heart" },
  { type: "contactos", title: "Contactos clave", icon: "users" },
  { type: "proyectos", title: "Proyectos", icon: "folder" },
  { type: "reuniones", title: "Reuniones", icon: "calendar" },
  { type: "tareas", title: "Tareas", icon: "check" },
  { type: "horarios", title: "Horarios", icon: "clock" },
  { type: "tono", title: "Tono de respuesta", icon: "message" },
  { type: "empresa", title: "Empresa", icon: "building" },
  { type: "otros", title: "Otros", icon: "sparkles" },
] as const;

export type KnowledgePanelType = (typeof knowledgePanels)[number]["type"];

/**
 * Spanish names of the fields of a structured item's content, for every screen and reply that shows one: the stored
 * keys are English ('start', 'days') and never reach a person as they are.
 */
const knowledgeFieldLabels: Readonly<Record<string, string>> = {
  name: "Nombre",
  email: "Correo",
  role: "Cargo",
  people: "Con",
  participants: "Con",
  attendees: "Con",
  phone: "Teléfono",
  company: "Empresa",
  department: "Departamento",
  sector: "Sector",
  size: "Tamaño",
  team: "Equipo",
  topic: "Tema",
  place: "Lugar",
  location: "Lugar",
  notes: "Notas",
  status: "Estado",
  deadline: "Fecha límite",
  month: "Mes",
  recurrence: "Se repite",
  days: "Días",
  start: "Inicio",
  end: "Fin",
};

/** A content field's Spanish name; a field nobody named here (a model may add one) shows capitalised as it is. */
export function labelKnowledgeField(field: string): string {
  const known = knowledgeFieldLabels[field];
  if (known) return known;
  const spaced = field.replace(/[_-]+/g, " ").trim();
  return spaced.charAt(0).toLocaleUpperCase("es") + spaced.slice(1);
}

export const TRAINING_MESSAGE_MAX_LENGTH = 4_000;

export const trainingMessages = {
  title: "Personalize your assistant",
  welcome:
    "¡Hola! Soy Shifu. Cuéntame sobre ti y tu trabajo: tus contactos clave, tus proyectos, tus reuniones y cómo prefieres que te responda. Lo anotaré y lo usaré en todos tus chats.",
  loadingMessages: "Cargando mensajes...",
  loadingReply: "Cargando respuesta...",
  loadFailed: "Error al cargar los mensajes. Intenta de nuevo.",
  summaryFailed: "Error al obtener el resumen.",
  sendFailed: "Error al procesar la solicitud.",
  sendFailedBubble: "Ups... Intenta de nuevo.",
  noEmailHistory: "No se proporcionó un email de usuario. Por favor, inicia sesión.",
  noEmail: "No se proporcionó un email de usuario.",
  defaultReply: "Entendido!",
  emptyMessage: "Escribe algo que quieras que Shifu aprenda.",
  nothingLearned:
    "Gracias. No he encontrado nada concreto que anotar; prueba con un contacto, una reunión, un proyecto o cómo prefieres mis respuestas.",
  itemDeleted: "Eliminado: ya no lo tendré en cuenta.",
  itemNotFound: "Ese dato ya no existe.",
  alreadyKnown: "Eso ya lo tenía anotado.",
  /** The reply's opening; one item follows on the same line, several as a list. */
  learnedPrefix: "Anotado:",
  otherChat: "Este chat no es el de entrenamiento.",
  noContent: "no content available",
  notAvailable: "information not available",
  emptySummary: "Todavía no hay información disponible. Cuéntame algo sobre ti para empezar.",
  moreElements: (count: number) => `+${count} more elements`,
  clickForDetails: "click for details",
} as const;
