import type { ErrorCode } from "./error-codes";

/** The Spanish text of every error code, shown to the user when a call fails with no more specific message. */
export const errorMessages: Record<ErrorCode, string> = {
  BAD_REQUEST: "La solicitud no es válida. Revisa los datos e inténtalo de nuevo.",
  UNAUTHENTICATED: "Tu sesión no es válida o ha caducado. Inicia sesión de nuevo.",
  FORBIDDEN: "No tienes permiso para realizar esta acción.",
  NOT_FOUND: "No encontramos lo que buscabas.",
  CONFLICT: "La operación entra en conflicto con datos existentes.",
  PAYLOAD_TOO_LARGE: "El archivo o los datos enviados son demasiado grandes.",
  UNSUPPORTED_MEDIA_TYPE: "El tipo de archivo o de contenido no está permitido.",
  RATE_LIMITED: "Demasiados intentos. Espera un momento e inténtalo de nuevo.",
  UNAVAILABLE: "El servicio no está disponible en este momento. Inténtalo más tarde.",
  DATABASE_UNAVAILABLE: "No podemos acceder a tus datos en este momento. Inténtalo de nuevo en unos segundos.",
  INTERNAL: "Ocurrió un error inesperado. Inténtalo de nuevo más tarde.",
};

/** Texts of the public pages, copied exactly from the spec. */
export const uiText = {
  unexpectedError: "Unexpected Application Error!",
} as const;

/** Texts of refusals that any route may give to the text it was sent. */
export const inputMessages = {
  /** PostgreSQL cannot store U+0000 in text, and no form types it: refused at the door with a 400. */
  nulCharacter: "El texto enviado contiene un carácter no permitido (U+0000). Quítalo e inténtalo de nuevo.",
} as const;
