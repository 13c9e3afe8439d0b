import type { ProviderFamilyId } from "@shifu/contract";

/** What every demo account has; each family's entry adds the ids and names its provider answers with. */
export type DemoAccount = {
  displayName: string;
  givenName: string;
  familyName: string;
  email: string;
};

const TEAM_NAME = "Equipo Shifu";

/**
 * The one person the demo is about: every family connects as her, so a mail that greets Ana and a Slack mention of
 * 'me' speak of the same person. Each family keeps its own provider-shaped ids beside her name.
 */
const DEMO_PERSON = {
  displayName: "Ana García",
  givenName: "Ana",
  familyName: "García",
  email: "ana.garcia@ejemplo.com",
} as const satisfies DemoAccount;

/**
 * The account each provider family connects as in the sandbox: the same person everywhere. The seeded content of later connectors
 * (mail, files, tasks, messages) belongs here too, beside the account it belongs to.
 */
export const demoAccounts = {
  google: {
    ...DEMO_PERSON,
    id: "104857392017465839201",
  },
  microsoft: {
    ...DEMO_PERSON,
    id: "6f1c2a8e-4b7d-4e0a-9c3f-2d8b5e7a1f40",
    jobTitle: "Directora de Operaciones",
    officeLocation: "Madrid",
  },
  slack: {
    ...DEMO_PERSON,
    userId: "U07ESH1FU2A",
    handle: "ana.garcia",
    appId: "A07SANDB0X1",
    team: { id: "T07EQU1P0SH", name: TEAM_NAME, url: "https://equipo-shifu.slack.com/" },
  },
  notion: {
    ...DEMO_PERSON,
    userId: "8d3f2b1a-6c4e-4a7b-9f12-3e5d7c9a1b20",
    botId: "2e7a9c41-5b3d-4f8e-a6c2-9d1b3f5e7a80",
    workspaceId: "c4a8e2f6-1b3d-4c5e-8f7a-2d4b6e8a0c19",
    workspaceName: TEAM_NAME,
    workspaceIcon: "🥋",
  },
  dropbox: {
    ...DEMO_PERSON,
    accountId: "dbid:AAH4f99T0taONIb-OurWxbNQ6ywGRopQngc",
    uid: "481516234",
  },
  hubspot: {
    ...DEMO_PERSON,
    userId: 5123456,
    hubId: 48123456,
    appId: 3104857,
    hubDomain: "ejemplo.com",
  },
  asana: {
    ...DEMO_PERSON,
    gid: "1208123456789012",
  },
  clickup: {
    ...DEMO_PERSON,
    id: 81234567,
    color: "#7b68ee",
  },
  discord: {
    ...DEMO_PERSON,
    id: "1187654321098765432",
    username: "ana.garcia",
    avatarHash: "a1b2c3d4e5f60718293a4b5c6d7e8f90",
  },
  atlassian: {
    ...DEMO_PERSON,
    accountId: "712020:3f2b6c1e-8d4a-4f7b-9e21-5c6d7a8b9c0d",
    nickname: "ana.garcia",
    jobTitle: "Jefa de Proyecto",
  },
  monday: {
    ...DEMO_PERSON,
    id: "51234567",
    accountId: 21234567,
    title: "Coordinadora de Proyectos",
  },
  meta: {
    ...DEMO_PERSON,
    id: "10223456789012345",
  },
  instagram: {
    ...DEMO_PERSON,
    id: "9876543210123456",
    userId: "17841400123456789",
    username: "equipo.shifu",
  },
  linkedin: {
    ...DEMO_PERSON,
    sub: "yL3kQ8wZ2f",
  },
  salesforce: {
    ...DEMO_PERSON,
    userId: "0055g00000AbCdEAAV",
    organizationId: "00D5g000004XyZAEA0",
    username: "ana.garcia@equipo-shifu.ejemplo.com",
    instanceUrl: "https://equipo-shifu.my.salesforce.com",
  },
  whatsapp: {
    displayName: "Shifu WhatsApp",
    givenName: "Shifu",
    familyName: "WhatsApp",
    email: "whatsapp@ejemplo.com",
    id: "122098765432101234",
    // The system user token an administrator pastes into Shifu; it works from start-up without an OAuth flow.
    systemUserToken: "sandbox-whatsapp-system-user-token",
  },
} as const satisfies Record<ProviderFamilyId, DemoAccount & Record<string, unknown>>;

/** Where an account's picture is served, so identity answers carry a URL that loads offline. */
export function getDemoAvatarUrl(publicUrl: string, family: ProviderFamilyId): string {
  return `${publicUrl}/__sandbox/avatars/${family}.svg`;
}
