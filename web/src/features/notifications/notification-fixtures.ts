import type { Notification } from "@shifu/contract/notifications";

/** A pending Gmail notification for tests; each test changes what it is about. */
export function buildNotification(fields: Partial<Notification> = {}): Notification {
  return {
    id: "n-1",
    from: "Gmail",
    service: "gmail",
    notification_title: "Factura pendiente",
    notification_body: "<p>Hola Ana, te adjunto la <b>factura</b>.</p>",
    date: "2026-11-22T09:30:00",
    iso_date: "2026-11-22T09:30:00",
    action_url: "https://mail.google.com/mail/u/0/#inbox/1",
    subject: "Factura de noviembre",
    sender_full: "Laura Pérez <laura@example.com>",
    snippet: "Te adjunto la factura de noviembre",
    importance: "normal",
    has_attachments: false,
    status: "pending",
    reason: "Contacto clave: Laura Pérez",
    suggested_actions: [],
    ...fields,
  };
}
