/** The training screen's own texts; the spec's are in the contract's `trainingMessages`, these follow their tone. */
export const trainingTexts = {
  close: "Cerrar",
  darkMode: "Modo oscuro",
  lightMode: "Modo claro",
  checkingPlan: "Comprobando tu plan...",
  messagesLabel: "Mensajes del entrenamiento",
  inputLabel: "Cuéntale algo a Shifu",
  inputPlaceholder: "Escribe algo que quieras que Shifu aprenda...",
  send: "Enviar",
  summaryLabel: "Resumen de lo que Shifu sabe de ti",
  paneTabsLabel: "Vista del entrenamiento",
  chatTab: "Conversación",
  summaryTab: "Resumen",
  loadingSummary: "Cargando resumen...",
  upgradeTitle: "Entrena a Shifu · Premium",
  upgradeLead:
    "Solo en los planes Premium y Enterprise: enséñale a Shifu cómo trabajas para que sus respuestas se adapten a ti.",
  upgradeLearns: "Shifu anotará lo que le cuentes y lo usará en todos tus chats:",
  upgradeDiagram: "Verás todo lo aprendido en un diagrama, y podrás borrar lo que ya no quieras que recuerde.",
  upgradeAction: "Ver planes",
  assistantNode: "Shifu",
  itemCount: (count: number) => (count === 1 ? "1 elemento en total" : `${count} elementos en total`),
  itemDate: "Fecha",
  itemTime: "Hora",
  itemType: "Tipo",
  deleteItem: (description: string) => `Eliminar «${description}»`,
  deleteFailed: "No se pudo eliminar. Intenta de nuevo.",
  upcomingMeetings: "Próximas en tu calendario",
  openMeeting: (title: string) => `Abrir «${title}» en el calendario`,
} as const;

const movedDirections: Record<string, string> = {
  up: "arriba",
  down: "abajo",
  left: "a la izquierda",
  right: "a la derecha",
};

/** The diagram library's own labels and screen-reader hints, in Spanish: its defaults are English. */
export const diagramAriaLabels = {
  "node.a11yDescription.default":
    "Pulsa Intro o la barra espaciadora para seleccionar un elemento; Escape cancela la selección.",
  "node.a11yDescription.keyboardDisabled":
    "Pulsa Intro o la barra espaciadora para seleccionar un elemento; después muévelo con las flechas. Escape cancela la selección.",
  "node.a11yDescription.ariaLiveMessage": ({ direction, x, y }: { direction: string; x: number; y: number }) =>
    `Elemento movido ${movedDirections[direction] ?? direction}. Nueva posición: x ${x}, y ${y}.`,
  "edge.a11yDescription.default": "Pulsa Intro o la barra espaciadora para seleccionar una conexión.",
  "controls.ariaLabel": "Controles del diagrama",
  "controls.zoomIn.ariaLabel": "Acercar",
  "controls.zoomOut.ariaLabel": "Alejar",
  "controls.fitView.ariaLabel": "Ajustar a la pantalla",
  "controls.interactive.ariaLabel": "Bloquear o desbloquear el diagrama",
  "minimap.ariaLabel": "Minimapa",
  "handle.ariaLabel": "Conector",
} as const;
