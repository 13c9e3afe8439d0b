import { randomUUID } from "node:crypto";
import type { FastifyReply } from "fastify";
import {
  HUBSPOT_CONTACT_NOTE_ASSOCIATION,
  type HubSpotData,
  type HubSpotOwner,
  type HubSpotRecord,
} from "../demo-data/hubspot-data";
import type { ApiContext, ApiRoute } from "./provider-family";

const HOST = "api.hubapi.com";
const MAX_SEARCH_LIMIT = 200;

type ObjectType = "contacts" | "deals" | "notes" | "tasks";

/** What HubSpot sends when no `properties` are asked for. */
const DEFAULT_PROPERTIES: Record<ObjectType, readonly string[]> = {
  contacts: ["createdate", "email", "firstname", "hs_object_id", "lastmodifieddate", "lastname"],
  deals: [
    "amount",
    "closedate",
    "createdate",
    "dealname",
    "dealstage",
    "hs_lastmodifieddate",
    "hs_object_id",
    "pipeline",
  ],
  notes: ["hs_createdate", "hs_lastmodifieddate", "hs_object_id"],
  tasks: ["hs_createdate", "hs_lastmodifieddate", "hs_object_id"],
};

/** What a free-text `query` is matched against, per HubSpot's search guide. */
const SEARCHABLE_PROPERTIES: Record<ObjectType, readonly string[]> = {
  contacts: ["firstname", "lastname", "email", "phone", "company", "hs_additional_emails", "mobilephone"],
  deals: ["dealname", "pipeline", "dealstage", "description", "dealtype"],
  notes: ["hs_note_body"],
  tasks: ["hs_task_subject", "hs_task_body"],
};

const READ_SCOPES: Record<ObjectType, string> = {
  contacts: "crm.objects.contacts.read",
  deals: "crm.objects.deals.read",
  notes: "crm.objects.contacts.read",
  // HubSpot's engagement objects (notes, tasks) go by the contacts scopes.
  tasks: "crm.objects.contacts.read",
};

const WRITE_SCOPES: Record<ObjectType, string> = {
  contacts: "crm.objects.contacts.write",
  deals: "crm.objects.deals.write",
  notes: "crm.objects.contacts.write",
  tasks: "crm.objects.contacts.write",
};

type Filter = { propertyName?: unknown; operator?: unknown; value?: unknown; values?: unknown; highValue?: unknown };
type SearchBody = {
  query?: unknown;
  filterGroups?: { filters?: Filter[] }[];
  sorts?: unknown[];
  properties?: unknown;
  limit?: unknown;
  after?: unknown;
};

function sendHubSpotError(reply: FastifyReply, status: number, category: string, message: string): FastifyReply {
  return reply.code(status).send({ status: "error", message, correlationId: randomUUID(), category });
}

function readData(context: ApiContext): HubSpotData {
  return context.data as HubSpotData;
}

/** HubSpot refuses a call whose scopes the token lacks, naming the ones missing. */
function lacksScope(context: ApiContext, scope: string): boolean {
  if (context.scopes.includes(scope)) return false;
  sendHubSpotError(
    context.reply,
    403,
    "MISSING_SCOPES",
    `This app hasn't been granted all required scopes to make this call. Read more about required scopes here: https://developers.hubspot.com/scopes. requiredGranularScopes=[${scope}]`,
  );
  return true;
}

function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

function toPublicRecord(record: HubSpotRecord, names: readonly string[]): Record<string, unknown> {
  return {
    id: record.id,
    properties: Object.fromEntries(names.map((name) => [name, record.properties[name] ?? null])),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    archived: record.archived,
  };
}

function compareValues(actual: string, expected: string): number {
  const a = Number.isFinite(Date.parse(actual)) && !/^\d+$/.test(actual) ? Date.parse(actual) : Number(actual);
  const b = /^\d+$/.test(expected) ? Number(expected) : Date.parse(expected);
  if (Number.isFinite(a) && Number.isFinite(b)) return a - b;
  return actual.localeCompare(expected);
}

/** One search filter; an unknown operator is a validation error, as at HubSpot. */
function matchesFilter(record: HubSpotRecord, filter: Filter): boolean | string {
  const name = String(filter.propertyName ?? "");
  const actual = record.properties[name] ?? null;
  const value = filter.value === undefined ? undefined : String(filter.value);
  const values = Array.isArray(filter.values) ? filter.values.map(String) : [];
  switch (filter.operator) {
    case "EQ":
      return actual !== null && fold(actual) === fold(value ?? "");
    case "NEQ":
      return actual === null || fold(actual) !== fold(value ?? "");
    case "IN":
      return actual !== null && values.some((candidate) => fold(candidate) === fold(actual));
    case "NOT_IN":
      return actual === null || !values.some((candidate) => fold(candidate) === fold(actual));
    case "HAS_PROPERTY":
      return actual !== null && actual !== "";
    case "NOT_HAS_PROPERTY":
      return actual === null || actual === "";
    case "CONTAINS_TOKEN":
      return actual !== null && fold(actual).includes(fold(value ?? "").replaceAll("*", ""));
    case "NOT_CONTAINS_TOKEN":
      return actual === null || !fold(actual).includes(fold(value ?? "").replaceAll("*", ""));
    case "GT":
      return actual !== null && compareValues(actual, value ?? "") > 0;
    case "GTE":
      return actual !== null && compareValues(actual, value ?? "") >= 0;
    case "LT":
      return actual !== null && compareValues(actual, value ?? "") < 0;
    case "LTE":
      return actual !== null && compareValues(actual, value ?? "") <= 0;
    case "BETWEEN":
      return (
        actual !== null &&
        compareValues(actual, value ?? "") >= 0 &&
        compareValues(actual, String(filter.highValue ?? "")) <= 0
      );
    default:
      return `Invalid input JSON on line 1: Cannot deserialize value of type \`FilterOperatorEnum\` from String "${String(filter.operator)}"`;
  }
}

function matchesQuery(record: HubSpotRecord, type: ObjectType, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const tokens = SEARCHABLE_PROPERTIES[type].flatMap((name) => fold(record.properties[name] ?? "").split(/[\s@.,—-]+/));
  const haystack = SEARCHABLE_PROPERTIES[type].map((name) => fold(record.properties[name] ?? "")).join(" ");
  return words.every((word) => haystack.includes(word) || tokens.some((token) => token.startsWith(word)));
}

function readSort(sort: unknown): { name: string; descending: boolean } | undefined {
  if (typeof sort === "string") return { name: sort.replace(/^-/, ""), descending: sort.startsWith("-") };
  if (typeof sort !== "object" || sort === null) return undefined;
  const { propertyName, direction } = sort as { propertyName?: unknown; direction?: unknown };
  return typeof propertyName === "string" ? { name: propertyName, descending: direction === "DESCENDING" } : undefined;
}

function searchObjects(type: ObjectType) {
  return (context: ApiContext): unknown => {
    if (lacksScope(context, READ_SCOPES[type])) return context.reply;
    const body = (context.request.body ?? {}) as SearchBody;
    const records = readData(context)[type].filter((record) => !record.archived);
    const matching: HubSpotRecord[] = [];
    for (const record of records) {
      if (typeof body.query === "string" && body.query.trim() && !matchesQuery(record, type, body.query)) continue;
      const groups = body.filterGroups ?? [];
      let passes = groups.length === 0;
      for (const group of groups) {
        const results = (group.filters ?? []).map((filter) => matchesFilter(record, filter));
        const problem = results.find((result) => typeof result === "string");
        if (typeof problem === "string") return sendHubSpotError(context.reply, 400, "VALIDATION_ERROR", problem);
        if (results.every(Boolean)) passes = true;
      }
      if (passes) matching.push(record);
    }
    const [sort] = (body.sorts ?? []).map(readSort).filter((candidate) => candidate !== undefined);
    if (sort) {
      matching.sort((a, b) => {
        const order = compareValues(a.properties[sort.name] ?? "", b.properties[sort.name] ?? "");
        return sort.descending ? -order : order;
      });
    } else {
      matching.sort((a, b) => Number(a.id) - Number(b.id));
    }
    const limit = Math.min(Math.max(Number(body.limit ?? 10) || 10, 1), MAX_SEARCH_LIMIT);
    const start = Number(body.after ?? 0) || 0;
    const names = Array.isArray(body.properties) && body.properties.length > 0 ? body.properties.map(String) : [];
    const shown = [...new Set([...DEFAULT_PROPERTIES[type], ...names])];
    const page = matching.slice(start, start + limit);
    const next = start + limit;
    return {
      total: matching.length,
      results: page.map((record) => toPublicRecord(record, shown)),
      ...(next < matching.length ? { paging: { next: { after: String(next) } } } : {}),
    };
  };
}

function readObject(type: ObjectType) {
  return (context: ApiContext): unknown => {
    if (lacksScope(context, READ_SCOPES[type])) return context.reply;
    const { objectId } = context.request.params as { objectId: string };
    const record = readData(context)[type].find((candidate) => candidate.id === objectId && !candidate.archived);
    if (!record) return sendHubSpotError(context.reply, 404, "OBJECT_NOT_FOUND", "resource not found");
    const query = context.request.query as { properties?: string };
    const names = query.properties ? query.properties.split(",").map((name) => name.trim()) : [];
    return toPublicRecord(record, [...new Set([...DEFAULT_PROPERTIES[type], ...names])]);
  };
}

function readProperties(context: ApiContext): Record<string, string> | undefined {
  const body = context.request.body as { properties?: unknown } | undefined;
  if (typeof body?.properties !== "object" || body.properties === null) return undefined;
  return Object.fromEntries(
    Object.entries(body.properties as Record<string, unknown>).map(([name, value]) => [name, String(value ?? "")]),
  );
}

function nextId(records: readonly HubSpotRecord[]): string {
  return String(Math.max(0, ...records.map((record) => Number(record.id))) + 1);
}

function createContact(context: ApiContext): unknown {
  if (lacksScope(context, WRITE_SCOPES.contacts)) return context.reply;
  const data = readData(context);
  const properties = readProperties(context);
  if (!properties) return sendHubSpotError(context.reply, 400, "VALIDATION_ERROR", "Property values were not valid");
  const email = properties.email?.toLowerCase();
  const existing = email && data.contacts.find((contact) => contact.properties.email?.toLowerCase() === email);
  if (existing) {
    return sendHubSpotError(context.reply, 409, "CONFLICT", `Contact already exists. Existing ID: ${existing.id}`);
  }
  const id = nextId(data.contacts);
  const stamp = new Date(context.now).toISOString();
  const record: HubSpotRecord = {
    id,
    properties: { ...properties, createdate: stamp, lastmodifieddate: stamp, hs_object_id: id },
    createdAt: stamp,
    updatedAt: stamp,
    archived: false,
    contactIds: [],
  };
  data.contacts.push(record);
  return context.reply.code(201).send(toPublicRecord(record, [...new Set(Object.keys(record.properties))]));
}

type AssociationInput = {
  to?: { id?: unknown };
  types?: { associationCategory?: unknown; associationTypeId?: unknown }[];
};

function createNote(context: ApiContext): unknown {
  if (lacksScope(context, WRITE_SCOPES.notes)) return context.reply;
  const data = readData(context);
  const properties = readProperties(context);
  if (!properties?.hs_timestamp) {
    return sendHubSpotError(
      context.reply,
      400,
      "VALIDATION_ERROR",
      'Property values were not valid: [{"isValid":false,"message":"hs_timestamp is required","error":"REQUIRED_FIELD","name":"hs_timestamp"}]',
    );
  }
  const associations = (context.request.body as { associations?: AssociationInput[] }).associations ?? [];
  const contactIds: string[] = [];
  for (const association of associations) {
    const id = String(association.to?.id ?? "");
    const toContact = association.types?.some(
      (type) =>
        type.associationCategory === "HUBSPOT_DEFINED" && type.associationTypeId === HUBSPOT_CONTACT_NOTE_ASSOCIATION,
    );
    if (!toContact || !data.contacts.some((contact) => contact.id === id && !contact.archived)) {
      return sendHubSpotError(
        context.reply,
        400,
        "VALIDATION_ERROR",
        `One or more associations are invalid: no contact ${id} for association type ${JSON.stringify(association.types ?? [])}`,
      );
    }
    contactIds.push(id);
  }
  const id = nextId(data.notes);
  const stamp = new Date(context.now).toISOString();
  const record: HubSpotRecord = {
    id,
    properties: { ...properties, hs_createdate: stamp, hs_lastmodifieddate: stamp, hs_object_id: id },
    createdAt: stamp,
    updatedAt: stamp,
    archived: false,
    contactIds,
  };
  data.notes.push(record);
  return context.reply.code(201).send(toPublicRecord(record, Object.keys(record.properties)));
}

/** Archiving is what HubSpot's DELETE does: the record leaves searches and reads, and can be restored for 90 days. */
function archiveObject(type: ObjectType) {
  return (context: ApiContext): unknown => {
    if (lacksScope(context, WRITE_SCOPES[type])) return context.reply;
    const { objectId } = context.request.params as { objectId: string };
    const record = readData(context)[type].find((candidate) => candidate.id === objectId && !candidate.archived);
    if (record) {
      record.archived = true;
      record.updatedAt = new Date(context.now).toISOString();
    }
    // HubSpot answers 204 for an id it does not have as well.
    return context.reply.code(204).send();
  };
}

function toPublicOwner(owner: HubSpotOwner) {
  return {
    ...owner,
    type: "PERSON",
    userIdIncludingInactive: owner.userId,
    createdAt: "2025-01-15T09:00:00.000Z",
    updatedAt: "2025-01-15T09:00:00.000Z",
    archived: false,
    teams: [],
  };
}

/** The portal's owners, one page at a time, or the one with an e-mail. */
function listOwners(context: ApiContext): unknown {
  if (lacksScope(context, "crm.objects.owners.read")) return context.reply;
  const query = context.request.query as { email?: string; limit?: string; after?: string };
  const owners = readData(context).owners.filter(
    (owner) => !query.email || owner.email.toLowerCase() === query.email.toLowerCase(),
  );
  const limit = Math.min(Math.max(Number(query.limit ?? 100) || 100, 1), 500);
  const start = Number(query.after ?? 0) || 0;
  const next = start + limit;
  return {
    results: owners.slice(start, next).map(toPublicOwner),
    ...(next < owners.length ? { paging: { next: { after: String(next) } } } : {}),
  };
}

function readAccountDetails(context: ApiContext): unknown {
  const { portal } = readData(context);
  return {
    portalId: portal.portalId,
    accountType: "STANDARD",
    timeZone: portal.timeZone,
    companyCurrency: portal.companyCurrency,
    additionalCurrencies: [],
    utcOffset: "+01:00",
    utcOffsetMilliseconds: 3_600_000,
    uiDomain: portal.uiDomain,
    dataHostingLocation: "eu1",
  };
}

/** HubSpot's CRM v3 object calls and the account details, over the family's demo data. */
export const hubspotCrmRoutes: readonly ApiRoute[] = [
  { method: "GET", host: HOST, path: "/account-info/v3/details", credential: "bearer", answer: readAccountDetails },
  { method: "GET", host: HOST, path: "/crm/v3/owners", credential: "bearer", answer: listOwners },
  {
    method: "DELETE",
    host: HOST,
    path: "/crm/v3/objects/tasks/:objectId",
    credential: "bearer",
    answer: archiveObject("tasks"),
  },
  ...(["contacts", "deals", "notes", "tasks"] as const).flatMap((type): ApiRoute[] => [
    {
      method: "POST",
      host: HOST,
      path: `/crm/v3/objects/${type}/search`,
      credential: "bearer",
      answer: searchObjects(type),
    },
    {
      method: "GET",
      host: HOST,
      path: `/crm/v3/objects/${type}/:objectId`,
      credential: "bearer",
      answer: readObject(type),
    },
  ]),
  { method: "POST", host: HOST, path: "/crm/v3/objects/contacts", credential: "bearer", answer: createContact },
  { method: "POST", host: HOST, path: "/crm/v3/objects/notes", credential: "bearer", answer: createNote },
];
