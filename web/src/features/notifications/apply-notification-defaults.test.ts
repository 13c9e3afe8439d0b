import type { Notification } from "@shifu/contract/notifications";
import { describe, expect, it } from "vitest";
import { applyNotificationDefaults } from "./apply-notification-defaults";

const complete: Notification = {
  id: "n-1",
  from: "Gmail",
  service: "gmail",
  notification_title: "Nuevo correo",
  notification_body: "<p>Hola</p>",
  date: "2026-11-22T09:30:00.000Z",
  iso_date: "2026-11-22T09:30:00.000Z",
  action_url: "https://mail.example.com/m/1",
  subject: "Factura de noviembre",
  sender_full: "Laura Pérez <laura@example.com>",
  snippet: "Te adjunto la factura",
  importance: "high",
  has_attachments: true,
  status: "pending",
  reason: "Contacto clave: Laura Pérez",
  suggested_actions: ["Aceptar", "Rechazar"],
};

describe("applyNotificationDefaults", () => {
  it("keeps every field a notification has", () => {
    expect(applyNotificationDefaults(complete)).toEqual(complete);
  });

  it("fills in the spec's defaults for every missing field", () => {
    expect(applyNotificationDefaults({ id: "n-2" })).toEqual({
      id: "n-2",
      from: "Desconocido",
      service: "desconocido",
      notification_title: "Sin título",
      notification_body: "Sin contenido",
      date: "Fecha desconocida",
      iso_date: null,
      action_url: null,
      subject: "Sin asunto",
      sender_full: "Remitente desconocido",
      snippet: null,
      importance: "normal",
      has_attachments: false,
      status: "pending",
      reason: null,
      suggested_actions: [],
    });
  });

  it("treats null and blank texts as missing", () => {
    const card = applyNotificationDefaults({
      ...complete,
      from: "  ",
      notification_title: null,
      notification_body: "",
      subject: " ",
      sender_full: null,
      date: "",
      reason: "",
    });
    expect(card).toMatchObject({
      from: "Desconocido",
      service: "gmail",
      notification_title: "Sin título",
      notification_body: "Sin contenido",
      subject: "Sin asunto",
      sender_full: "Remitente desconocido",
      date: "Fecha desconocida",
      reason: null,
    });
  });
});
