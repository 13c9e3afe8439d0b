import { TO_A_DAY_SOURCE } from "./read-pass-as-change";

/** Verbs asked of the listener with the thing's pronoun before them ('me la pasas', 'lo borras'), as orders. */
const ORDERS: Record<string, string> = {
  pasas: "pása",
  pasarias: "pása",
  mueves: "muéve",
  moverias: "muéve",
  cambias: "cámbia",
  cambiarias: "cámbia",
  borras: "bórra",
  borrarias: "bórra",
  eliminas: "elimína",
  quitas: "quíta",
  archivas: "archíva",
  archivarias: "archíva",
  aplazas: "apláza",
  retrasas: "retrása",
  adelantas: "adelánta",
  completas: "completa",
  marcas: "márca",
  reenvias: "reenvía",
  cancelas: "cancéla",
  // 'me la corres media hora', 'me lo pones para mañana', 'me lo etiquetas como Compras'.
  corres: "córre",
  correrias: "córre",
  pones: "pon",
  pondrias: "pon",
  etiquetas: "etiquéta",
  asignas: "asígna",
};

/** The same verbs after 'puedes', 'podrías', 'podés': 'me la puedes pasar', 'lo podrías borrar'. */
const AFTER_MODAL: Record<string, string> = {
  pasar: "pása",
  mover: "muéve",
  cambiar: "cámbia",
  borrar: "bórra",
  eliminar: "elimína",
  quitar: "quíta",
  archivar: "archíva",
  aplazar: "apláza",
  retrasar: "retrása",
  adelantar: "adelánta",
  completar: "completa",
  marcar: "márca",
  reenviar: "reenvía",
  cancelar: "cancéla",
  correr: "córre",
  poner: "pon",
  etiquetar: "etiquéta",
  asignar: "asígna",
};

/** 'media hora más tarde', 'una hora antes', '20 minutos después': a shift in time, which 'pasar' a thing by is moving it. */
const SHIFT =
  /^\s+(?:media\s+hora|un\s+rato|(?:una|un|\d+|dos|tres)\s+(?:hora|horas|minutos?|d[ií]as?))\s+(?:m[aá]s\s+)?(?:tarde|pronto|antes|despu[eé]s)/iu;

/** 'me lo pones para mañana': a thing put to a day is moved there, which 'ponlo' alone would not say. */
const TO_A_DAY = new RegExp(`^\\s+${TO_A_DAY_SOURCE}`, "iu");

const fold = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The pronoun of the thing, with the person it is done for before it, then the verb asked: 'me la pasas'. */
const ASKED =
  /(?<=^|\s)(?:me\s+|nos\s+)?(?<pronoun>lo|la|los|las)\s+(?:(?<modal>puedes|podes|pod[eé]s|podr[ií]as|podr[ií]a)\s+(?<infinitive>[\p{L}]+)|(?<verb>[\p{L}]+))(?![\p{L}])/giu;

/** A thing named first: an article opens the request ('la llamada con Javier', 'lo de Levante'). */
const FRONTED = /^\s*¿?\s*(?:el|la|los|las|lo)\s/iu;

/**
 * 'la llamada con Javier me la pasas media hora más tarde?', 'el de Iberia lo puedes archivar?': a thing named first
 * and a verb asked of the listener with its pronoun before it are the order that points back at it ('pásala',
 * 'archívalo'), which the fronted thing is read with; any other request as it was.
 */
export function readAskedPointingVerb(text: string): string {
  if (!FRONTED.test(text)) return text;
  for (const found of text.matchAll(ASKED)) {
    const { pronoun, modal, infinitive, verb } = found.groups ?? {};
    const order = modal ? AFTER_MODAL[fold(infinitive ?? "")] : ORDERS[fold(verb ?? "")];
    if (!pronoun || !order || !found.index) continue;
    const before = text.slice(0, found.index).replace(/^\s*¿\s*/, "");
    // A clause stands before the pronoun ('lo de Levante ya está hecho, lo marcas'): not a thing's name.
    if (/[,.;:!?]/.test(before)) return text;
    const after = text.slice(found.index + found[0].length).replace(/\s*\?\s*$/, "");
    const said = (order === "pása" && SHIFT.test(after)) || (order === "pon" && TO_A_DAY.test(after)) ? "muéve" : order;
    return `${before}${said}${pronoun.toLowerCase()}${after}`;
  }
  return text;
}
