import { foldText } from "../match-person-name";
import { pickOneTarget } from "../target-errors";
import type { AsanaProject } from "./client";

/**
 * The project a written name means, ignoring capitals and accents: the one so named, else the one whose name holds
 * it. None or several stop the card with a Spanish error that lists the projects.
 */
export function pickAsanaProject(projects: readonly AsanaProject[], written: string): AsanaProject {
  const wanted = foldText(written.trim());
  const exact = projects.filter((project) => foldText(project.name) === wanted);
  return pickOneTarget(exact.length > 0 ? exact : projects.filter((p) => foldText(p.name).includes(wanted)), {
    what: "proyectos",
    wanted: written,
    notFound: `No encuentro el proyecto «${written}» en Asana. Proyectos: ${projects.map((p) => `«${p.name}»`).join(", ") || "ninguno"}.`,
    label: (candidate) => `«${candidate.name}»`,
  });
}
