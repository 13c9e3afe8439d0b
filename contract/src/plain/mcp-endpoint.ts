/** Shifu as an MCP server (decision 35): the consent page's and the profile's Spanish texts. */
export const mcpEndpointTexts = {
  consentTitle: (client: string) => `«${client}» quiere acceder a tus apps en Shifu`,
  consentExplanation:
    "Podrá leer lo que tus apps conectadas le dejan leer a Shifu. Lo que envíe, cree, cambie o borre no se hará hasta que tú lo confirmes en Shifu.",
  consentRedirect: (host: string) => `Después volverás a ${host}.`,
  allow: "Permitir",
  cancel: "Cancelar",
  invalidRequest: "Esta solicitud de acceso no es válida. Vuelve a conectar Shifu desde la aplicación.",
  unknownClient: "Esa aplicación no está registrada en Shifu. Vuelve a conectar Shifu desde la aplicación.",
  wrongRedirect: "La dirección de vuelta no es la que registró la aplicación.",
  pkceRequired: "La aplicación debe usar PKCE con S256 para conectarse a Shifu.",
  wrongResource: "Esta solicitud pide acceso a otro recurso, no a Shifu.",
  sectionTitle: "Aplicaciones conectadas a Shifu",
  sectionEmpty: (address: string) =>
    `Ninguna aplicación externa tiene acceso. Conecta Claude Desktop u otro cliente MCP a la dirección ${address}.`,
  since: "Desde",
  lastUse: "Último uso",
  neverUsed: "Aún no la ha usado",
  revoke: "Revocar",
  revoked: (client: string) => `«${client}» ya no tiene acceso a Shifu.`,
  clientNotFound: "Esa aplicación no tiene acceso o ya lo revocaste.",
} as const;
