import { matchesPersonName } from "../match-person-name";
import type { ProviderApi } from "../provider-api";
import { pickOneTarget } from "../target-errors";
import { type AsanaPerson, listAsanaUsers } from "./client";

/** A person as the approval card shows them: 'Lucía Ortega (lucia.ortega@…)'. */
export function labelAsanaPerson(person: AsanaPerson): string {
  return `${person.name ?? person.gid}${person.email ? ` (${person.email})` : ""}`;
}

/** The one member of the workspace a written name or address means, or the Spanish error that stops the card. */
export async function findAsanaPerson(api: ProviderApi, workspace: string, wanted: string): Promise<AsanaPerson> {
  const users = await listAsanaUsers(api, workspace);
  return pickOneTarget(
    users.filter((user) => matchesPersonName(`${user.name ?? ""} ${user.email ?? ""}`, wanted)),
    {
      what: "personas",
      wanted,
      notFound: `No encuentro a «${wanted}» en tu espacio de trabajo de Asana.`,
      label: labelAsanaPerson,
    },
  );
}
