import { z } from "zod";
import { accountMessages } from "./accounts";
import { formatSpanishCount } from "./format-spanish-count";

const spanishFallback = z.locales.es().localeError;

type ZodIssue = Parameters<NonNullable<typeof spanishFallback>>[0];

/**
 * The project's wording for the issues a person can meet; zod's own Spanish locale covers the rest, so no English
 * text is left anywhere a schema is used.
 */
export const spanishZodError = (issue: ZodIssue): string | undefined => {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined || issue.input === null
        ? "Este campo es requerido."
        : "Este campo no tiene el formato esperado.";
    case "too_big":
      if (issue.origin === "string") {
        return `El texto supera el máximo de ${formatSpanishCount(Number(issue.maximum))} caracteres.`;
      }
      if (issue.origin === "array" || issue.origin === "set") {
        return `Se admiten como máximo ${formatSpanishCount(Number(issue.maximum))} elementos.`;
      }
      return `El valor debe ser como máximo ${issue.maximum.toString()}.`;
    case "too_small":
      if (issue.origin === "string") {
        return Number(issue.minimum) <= 1
          ? "Este campo es requerido."
          : `El texto debe tener al menos ${formatSpanishCount(Number(issue.minimum))} caracteres.`;
      }
      if (issue.origin === "array" || issue.origin === "set") {
        return `Se necesita al menos ${formatSpanishCount(Number(issue.minimum))} elemento${Number(issue.minimum) === 1 ? "" : "s"}.`;
      }
      return `El valor debe ser como mínimo ${issue.minimum.toString()}.`;
    case "invalid_format":
      return issue.format === "email" ? accountMessages.invalidEmail : "El formato no es válido.";
    case "invalid_value":
      return "El valor no es una de las opciones admitidas.";
    default:
      return spanishFallback?.(issue) as string | undefined;
  }
};

// `config` merges, so settings others add (the web app's `jitless`) stay.
z.config({ localeError: spanishZodError });
