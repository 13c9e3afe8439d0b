/** ClickUp names its four priorities in English; the person reads them in Spanish. */
export const CLICKUP_PRIORITY_NAMES: Record<string, string> = {
  urgent: "urgente",
  high: "alta",
  normal: "normal",
  low: "baja",
};
