import type { FileKind, IntentAction, IntentObject } from "../../../integrations/app-tool";
import { buildVerbForms } from "./build-verb-forms";

/**
 * The words the intent rules know: verb families by the action they ask for, and nouns by the object they name, all
 * folded. Kept apart from the rules so that adding a synonym never touches them.
 */
export type VerbClass = IntentAction | "show" | "mark" | "put";

const VERB_CLASSES: [VerbClass, Set<string>][] = [
  [
    "show",
    buildVerbForms(
      ["muestr", "mostr", "ensen", "list", "revis", "consult", "visualiz", "chequ"],
      [
        "dame",
        "deme",
        "damelos",
        "damelas",
        "dime",
        "digame",
        // 'quiero que me digas…', 'puedes decirme…': telling the person, asked for by another verb.
        "digas",
        "decirme",
        "dimelos",
        "ver",
        "verlos",
        "verlas",
        "mira",
        "mire",
        // 'mírame si…' is one letter from 'tírame', which throws away.
        "mirame",
        "mireme",
        "trae",
        "traeme",
        "traigame",
        "pasame",
        "pasamelos",
        "pasamelas",
        "paseme",
        "saca",
        "sacame",
        "ensenarme",
        // 'cuéntame qué queda': telling the person is showing them; 'cuéntale' stays a message to someone else.
        "cuentame",
        "cuentamelo",
        "quiero",
        // 'échale un ojo a', 'echa un vistazo a': looking over something is showing it ('ojo' and 'vistazo' are
        // stopwords, so they never become what is looked for).
        "echa",
        "echale",
        "echame",
        "echales",
        "echarle",
        "echadle",
        "echele",
      ],
    ),
  ],
  ["search", buildVerbForms(["busc", "busqu", "encuentr", "encontr", "localiz", "localic", "rastre", "filtr"])],
  [
    "read",
    buildVerbForms(
      ["abr"],
      [
        "lee",
        "leeme",
        "lea",
        "leame",
        "leer",
        "leerme",
        "leelo",
        "leela",
        "leemelo",
        "leemela",
        "leerlo",
        "leerla",
        "abrelo",
        "abrela",
      ],
    ),
  ],
  [
    "create",
    buildVerbForms(
      [
        "cre",
        "anad",
        "agreg",
        "agregu",
        "apunt",
        "anot",
        "registr",
        "gener",
        "prepar",
        "redact",
        "alt",
        "recuerd",
        "record",
        "agend",
        "met",
        // 'bloquéame el jueves de 9 a 11': time kept for oneself is a meeting made.
        "bloque",
      ],
      [
        "haz",
        "hazme",
        "haga",
        "hagame",
        "hacer",
        "hacerme",
        "nueva",
        "nuevo",
        // 'resérvame de 10 a 12 para…'; 'la reserva del hotel' stays a thing.
        "reservame",
        "reservale",
        "reservarme",
      ],
    ),
  ],
  [
    "send",
    buildVerbForms(
      ["envi", "mand", "escrib", "public", "publiqu", "poste", "compart", "avis", "notific"],
      // Telling someone is sending them a message, voseo ('decile a pedro que…') and 'cuéntale' included.
      // Asking someone something or passing a remark on is a message to them too ('pregúntale a Elena si…').
      [
        "di",
        "dile",
        "digale",
        "diles",
        "decile",
        "deciles",
        "cuentale",
        "cuentales",
        "contale",
        "preguntale",
        "preguntales",
        "preguntele",
        "comentale",
        "comentales",
        "comentele",
        "pidele",
        "pideles",
        "pidale",
      ],
    ),
  ],
  ["reply", buildVerbForms(["respond", "contest"])],
  ["forward", buildVerbForms(["reenvi", "redirig", "redirij"])],
  [
    "trash",
    buildVerbForms(
      ["borr", "elimin", "quit", "suprim", "tir", "deshaz", "cancel", "anul", "suspend", "desconvoc"],
      ["papelera"],
    ),
  ],
  // Moving is its own action: 'mueve a la papelera' is read as a trash by the rules, never a move read as a trash.
  // 'cambia la tarea a la lista Clientes' moves it; any other change has no tool and is said so, never guessed.
  ["move", buildVerbForms(["muev", "mov", "traslad", "cambi"])],
  ["assign", buildVerbForms(["asign", "reasign", "encarg"], ["pasale", "pasasela", "pasaselo"])],
  // A meeting moved in time ('mueve', 'cambia' said of a meeting are read as this by the rules too).
  // 'atrasa la llamada a las 5'; the bare stem is 'atrás', a place ('dos semanas atrás'), never an order.
  [
    "reschedule",
    new Set(
      [...buildVerbForms(["aplaz", "pospon", "pospong", "adelant", "retras", "atras", "reprogram", "corr"])].filter(
        (form) => form !== "atras",
      ),
    ),
  ],
  // Answering an invitation: 'acepta la invitación de Marta', 'rechaza la comida del martes'.
  ["respond", buildVerbForms(["acept", "rechaz", "declin"])],
  ["archive", buildVerbForms(["archiv"])],
  ["complete", buildVerbForms(["complet", "termin", "finaliz", "cierr", "cerr", "tach", "resolv", "resuelv"])],
  ["label", buildVerbForms(["etiquet", "clasific"])],
  ["summarize", buildVerbForms(["resum"], ["resumen"])],
  ["mark", buildVerbForms(["marc", "marqu"])],
  [
    "put",
    new Set([
      "pon",
      "ponme",
      "pongame",
      "ponle",
      "ponles",
      // 'créala y pónsela al correo de Pedro': the thing just named, put on another.
      "ponsela",
      "ponselo",
      "ponselas",
      "ponselos",
      "ponga",
      "pongale",
      "poner",
      "ponerle",
      "aplica",
      "aplicale",
    ]),
  ],
];

export const ALL_VERB_FORMS = new Map<string, VerbClass>();
for (const [verbClass, forms] of VERB_CLASSES) {
  for (const form of forms) if (!ALL_VERB_FORMS.has(form)) ALL_VERB_FORMS.set(form, verbClass);
}

/** Single words that name an object. Phrases ('hoja de cálculo') are matched first. */
export const OBJECT_WORDS: Record<string, { object: IntentObject; fileKind?: FileKind }> = {};
function addObjectWords(object: IntentObject, words: string[], fileKind?: FileKind) {
  for (const word of words) OBJECT_WORDS[word] = fileKind ? { object, fileKind } : { object };
}
addObjectWords("email", [
  "correo",
  "correos",
  "mail",
  "mails",
  "email",
  "emails",
  "e-mail",
  "e-mails",
  "emilio",
  "emilios",
  "bandeja",
  "inbox",
  "buzon",
]);
addObjectWords("label", ["etiqueta", "etiquetas", "label", "labels"]);
addObjectWords("invitation", ["invitacion", "invitaciones", "convocatoria", "convocatorias"]);
addObjectWords("slot", ["hueco", "huecos"]);
addObjectWords("file", ["archivo", "archivos", "fichero", "ficheros", "adjunto", "adjuntos"]);
addObjectWords("file", ["pdf", "pdfs"], "pdf");
addObjectWords("file", ["imagen", "imagenes"], "image");
addObjectWords("file", ["carpeta", "carpetas"], "folder");
addObjectWords("document", ["documento", "documentos", "doc", "docs", "word"], "document");
addObjectWords(
  "spreadsheet",
  ["hoja", "hojas", "excel", "excels", "spreadsheet", "spreadsheets", "planilla", "planillas", "tabla", "tablas"],
  "spreadsheet",
);
addObjectWords(
  "presentation",
  ["presentacion", "presentaciones", "diapositiva", "diapositivas", "slide", "slides", "powerpoint", "ppt", "deck"],
  "presentation",
);
addObjectWords("message", ["mensaje", "mensajes", "msj", "msg", "mensajito", "mensajitos", "dm", "dms"]);
addObjectWords("chat", ["chat", "chats", "conversacion", "conversaciones"]);
addObjectWords("page", ["pagina", "paginas", "wiki"]);
addObjectWords("note", ["nota", "notas", "apunte", "apuntes"]);
addObjectWords("contact", ["contacto", "contactos", "cliente", "clientes", "lead", "leads"]);
addObjectWords("deal", [
  "negocio",
  "negocios",
  "trato",
  "tratos",
  "deal",
  "deals",
  "oportunidad",
  "oportunidades",
  "venta",
  "ventas",
  "pipeline",
  "embudo",
]);
addObjectWords("task", [
  "tarea",
  "tareas",
  "to-do",
  "to-dos",
  "todo",
  "recordatorio",
  "recordatorios",
  "encargo",
  "encargos",
]);
addObjectWords("item", [
  "elemento",
  "elementos",
  "item",
  "items",
  "fila",
  "filas",
  "tablero",
  "tableros",
  "pulse",
  "pulses",
]);
addObjectWords("media", [
  "publicacion",
  "publicaciones",
  "post",
  "posts",
  "foto",
  "fotos",
  "video",
  "videos",
  "reel",
  "reels",
  "media",
]);
addObjectWords("event", [
  "reunion",
  "reuniones",
  "evento",
  "eventos",
  "cita",
  "citas",
  "meeting",
  "meetings",
  "videollamada",
  "videollamadas",
  "llamada",
  "llamadas",
  "calendario",
  "junta",
  "juntas",
  "reuno",
  "reunimos",
  "reunirme",
  "reunire",
]);
addObjectWords("comment", [
  "comentario",
  "comentarios",
  "comentado",
  "comentados",
  "comentaron",
  "comentan",
  "comentada",
]);

/** Whether a word is one the intent rules know, so it is never taken for a name, a keyword or a misspelt app. */
export function isIntentWord(word: string): boolean {
  return ALL_VERB_FORMS.has(word) || word in OBJECT_WORDS;
}
