import type { ServiceKey } from "@shifu/contract";

/** What the local engine can do with one app, in words for the user, and requests that show it. */
export type AppCapabilities = { abilities: string; examples: readonly string[] };

const CAPABILITIES: Partial<Record<ServiceKey, AppCapabilities>> = {
  gmail: {
    abilities:
      "mostrarte y contar tus correos, buscarlos, leerlos y resumirlos, escribir correos nuevos, responderlos, reenviarlos, etiquetarlos, marcarlos como leídos, archivarlos y moverlos a la papelera",
    examples: [
      "¿Cuáles son mis últimos correos?",
      "Busca los correos de Laura de esta semana",
      "Crea la etiqueta «Facturas»",
    ],
  },
  outlook: {
    abilities:
      "mostrarte y contar tus correos, buscarlos, leerlos y resumirlos, enviarlos, responderlos, reenviarlos, ponerles categorías, marcarlos como leídos, archivarlos y eliminarlos",
    examples: [
      "Muéstrame mis correos sin leer",
      "Busca correos sobre el presupuesto",
      "Envía un correo a ana@empresa.com diciendo que llego tarde",
    ],
  },
  drive: {
    abilities:
      "mostrarte tus archivos recientes o los de una persona, buscarlos, leer su texto y moverlos a la papelera",
    examples: [
      "Muéstrame mis archivos recientes",
      "¿Qué archivos me ha compartido Laura?",
      "Busca el archivo «Presupuesto 2025»",
    ],
  },
  docs: {
    abilities: "mostrarte tus documentos, buscarlos, leerlos y moverlos a la papelera",
    examples: ["¿Cuáles son mis últimos documentos?", "Lee el documento «Plan de marketing»"],
  },
  sheets: {
    abilities: "mostrarte tus hojas de cálculo, buscarlas, leerlas y moverlas a la papelera",
    examples: ["Muéstrame mis hojas de cálculo", "Busca la hoja «Gastos»"],
  },
  slides: {
    abilities: "mostrarte tus presentaciones, buscarlas, leerlas y moverlas a la papelera",
    examples: ["Muéstrame mis presentaciones", "Busca la presentación «Resultados»"],
  },
  calendar: {
    abilities:
      "mostrarte tu agenda de un día, una semana o unas fechas, decirte cuándo es tu próxima reunión (también con alguien), buscarte huecos libres (también con otras personas), crear reuniones con invitados y videollamada, moverlas y cancelarlas, y mostrarte las invitaciones pendientes para aceptarlas o rechazarlas",
    examples: [
      "¿Qué tengo mañana?",
      "¿Cuándo es mi próxima reunión con Marta?",
      "Crea una reunión con Marta el jueves a las 10",
    ],
  },
  onedrive: {
    abilities: "mostrarte tus archivos recientes y lo que hay en una carpeta, buscarlos y eliminarlos",
    examples: ["Muéstrame mis archivos de OneDrive", "¿Qué hay en la carpeta Facturas?", "Busca el archivo «Contrato»"],
  },
  dropbox: {
    abilities: "mostrarte tus archivos recientes, buscarlos y eliminarlos",
    examples: ["Muéstrame mis archivos de Dropbox", "Busca los pdf de facturas"],
  },
  slack: {
    abilities:
      "mostrarte los mensajes recientes de tus canales, tus menciones y tus mensajes directos, publicar en un canal, escribir por privado a una persona y reaccionar con un emoji a un mensaje",
    examples: [
      "¿Qué mensajes hay en #general desde ayer?",
      "¿Alguien me ha mencionado?",
      "Publica en #general: la reunión empieza a las 10",
    ],
  },
  teams: {
    abilities: "mostrarte tus chats y sus mensajes, y enviar mensajes a una persona",
    examples: ["Muéstrame mis chats recientes", "Envía un mensaje a Marta diciendo que llego tarde"],
  },
  notion: {
    abilities: "buscar páginas, leerlas, crearlas y archivarlas",
    examples: ["Busca páginas sobre el lanzamiento", "Crea una página llamada «Ideas»"],
  },
  hubspot: {
    abilities:
      "mostrarte tus contactos y negocios abiertos, decirte quién es alguien, sumar tus negocios, crear contactos con su empresa, cargo y teléfono, y añadir notas",
    examples: [
      "Muéstrame mis últimos contactos",
      "¿Qué negocios tengo abiertos?",
      "Crea un contacto Ana López con email ana@empresa.com",
    ],
  },
  asana: {
    abilities:
      "mostrarte tus tareas pendientes o atrasadas, leer lo que pone en una, crearlas con fecha, proyecto, responsable y descripción, moverlas a otro proyecto, asignarlas a otra persona, cambiar su fecha, completarlas y eliminarlas",
    examples: ["¿Qué tareas tengo para esta semana?", "Crea una tarea «Revisar contrato» para el jueves"],
  },
  clickup: {
    abilities:
      "mostrarte tus tareas pendientes, atrasadas o en curso, leer lo que pone en una y su prioridad, crearlas con fecha, lista y descripción, moverlas a otra lista, asignarlas a otra persona, cambiar su fecha, completarlas y eliminarlas",
    examples: ["Muéstrame mis tareas de ClickUp", "Marca como hecha la tarea «Enviar factura»"],
  },
  monday: {
    abilities: "mostrarte los elementos de tus tableros y crear elementos nuevos",
    examples: ["Muéstrame los elementos de mis tableros", "Crea un elemento «Preparar demo»"],
  },
  discord: {
    abilities: "mostrarte los mensajes recientes de tus canales",
    examples: ["¿Qué mensajes nuevos hay en Discord?"],
  },
  instagram: {
    abilities: "mostrarte tus últimas publicaciones y sus comentarios",
    examples: ["Muéstrame mis últimas publicaciones", "¿Qué comentarios tiene mi última publicación?"],
  },
};

const GENERIC: AppCapabilities = {
  abilities: "ayudarte con ella desde el chat",
  examples: [],
};

/** The local engine's abilities with one app; apps without tools get a generic line. */
export function describeAppCapabilities(app: ServiceKey): AppCapabilities {
  return CAPABILITIES[app] ?? GENERIC;
}
