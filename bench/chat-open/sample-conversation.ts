/** A realistic-looking chat between a user and the assistant: short questions, longer Markdown answers. */

const questions = [
  "¿Cuáles son mis últimos correos recibidos?",
  "Crea una etiqueta llamada Clientes",
  "Resume la reunión de ayer con el equipo de ventas",
  "¿Qué tareas tengo pendientes para esta semana?",
  "Envía un recordatorio a Marta sobre la propuesta",
  "¿Cuántos documentos compartidos tengo en Drive?",
];

const answers = [
  "Estos son tus **3 correos** más recientes:\n\n1. *Factura de noviembre*, de Contabilidad\n2. *Reunión del lunes*, de Marta\n3. *Nueva propuesta*, de Carlos",
  "Listo, he creado la etiqueta **Clientes**. ¿Quieres que mueva ahí los correos de tus clientes actuales?",
  "Resumen de la reunión:\n\n- Las ventas del trimestre subieron un 12 %.\n- Hay que preparar la propuesta para el cliente nuevo antes del viernes.\n- La próxima reunión será el martes a las 10:00.",
  "Tienes 4 tareas pendientes: revisar el contrato, preparar la presentación, llamar al proveedor y actualizar el informe mensual. La más urgente es el contrato, que vence mañana.",
  "He enviado el recordatorio a Marta. Le he pedido que revise la propuesta antes del jueves y que te responda con sus comentarios.",
  "Tienes 27 documentos compartidos. Los más recientes son `Plan 2027.docx`, `Presupuesto.xlsx` y `Presentación clientes.pptx`. ¿Quieres que te los ordene por fecha?",
];

/** Every sample message ends with its number, which reads the same in the Markdown source and on screen. */
export function formatSampleNumber(position: number): string {
  return `(n.º ${position})`;
}

export type SampleMessage = { role: "user" | "assistant"; content: string; createdAt: Date };

/**
 * `count` messages alternating user and assistant, one minute apart and ending at `end`. Each is numbered, so the
 * last one can be told apart from every earlier one.
 */
export function buildSampleConversation(count: number, end: Date): SampleMessage[] {
  return Array.from({ length: count }, (_, index) => {
    const role = index % 2 === 0 ? "user" : "assistant";
    const texts = role === "user" ? questions : answers;
    const text = texts[Math.floor(index / 2) % texts.length] ?? "";
    return {
      role,
      content: `${text} ${formatSampleNumber(index + 1)}`,
      createdAt: new Date(end.getTime() - (count - 1 - index) * 60_000),
    };
  });
}
