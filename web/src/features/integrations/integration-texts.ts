import { integrationText } from "@shifu/contract/plain/services";

/**
 * The Add services view's own texts. The spec's §8 texts and its labels ('Próximamente', 'Conectado',
 * 'modo demostración') come from the contract's `integrationText`; these follow their tone.
 */
export const integrationViewTexts = {
  title: "Agregar servicios",
  counter: (connected: number, total: number) => `${connected} de ${total} conectados`,
  servicesLabel: "Servicios disponibles",
  loadFailed: "No se pudieron cargar los servicios.",
  retry: "Reintentar",
  demoBanner:
    "Sin credenciales reales: estos servicios usan un proveedor de prueba local con datos de ejemplo. Nada sale de este equipo.",
  someDemoBanner: (services: string) =>
    `Sin credenciales reales para ${services}: usan un proveedor de prueba local con datos de ejemplo.`,
  reconnect: "Reconectar",
  needsReconnect: "La conexión caducó. Vuelve a conectar el servicio.",
  account: "Cuenta",
  noAccount: "Sin nombre de cuenta",
  connectedOn: "Conectado el",
  openChat: "Abrir chat",
  disconnect: "Desconectar",
  disconnecting: "Desconectando...",
  close: "Cerrar",
  details: (service: string) => `Tu conexión con ${service}.`,
  redirecting: (service: string, isDemo: boolean) =>
    `Te llevamos a ${service}${isDemo ? ` (${integrationText.demoMode})` : ""} para que autorices la conexión.`,
  /** The spec titles its integration alerts 'Error'. */
  errorTitle: "Error",
  accessDenied: "cancelaste la autorización",
  providerError: "el proveedor no concedió el acceso",
  requestFailed: "no se pudo contactar con el servidor. Inténtalo de nuevo.",
  /** Accessible tile names: the full service name, then its state. */
  tileLabel: (service: string, state: string | undefined) => (state ? `${service}, ${state}` : service),
} as const;
