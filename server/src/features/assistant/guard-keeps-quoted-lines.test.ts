import { describe, expect, it } from "vitest";
import { createReplyGuard } from "./guard-reply-text";

describe("the reply guard and quoted messages", () => {
  it("keeps a quoted message that reads like a claim, even after a write was proposed", () => {
    const reply = createReplyGuard({ isWrite: (name) => name === "slack_send_direct_message" });
    let shown = reply.write("Para hacerlo necesito tu confirmación. ");
    shown += reply.breakAt("slack_send_direct_message");
    shown += reply.write("**Javier** en general:\n\n> Mañana hay corte de luz programado. Ya está hecho el aviso.\n\n");
    shown += reply.write("He enviado el mensaje.");
    shown += reply.end();
    expect(shown).toContain("> Mañana hay corte de luz programado. Ya está hecho el aviso.");
    expect(shown).not.toContain("He enviado");
  });

  it("keeps a listed item's bold title that reads like a claim", () => {
    const reply = createReplyGuard({ isWrite: (name) => name === "slack_add_reaction" });
    let shown = reply.breakAt("slack_add_reaction");
    shown += reply.write("¿Cuál de estos?\n1. **El vídeo ya está publicado.** — Pedro · general\n");
    shown += reply.end();
    expect(shown).toContain("1. **El vídeo ya está publicado.** — Pedro");
  });

  it("keeps why a proposed write could not be made, though it says 'ya está'", () => {
    const reply = createReplyGuard({ isWrite: (name) => name === "clickup_move_task" });
    let shown = reply.breakAt("clickup_move_task");
    shown += reply.write("No he podido hacerlo: La tarea «Inventario» ya está en la lista «Tareas generales».");
    shown += reply.end();
    expect(shown).toContain("ya está en la lista «Tareas generales»");
    const claim = createReplyGuard({ isWrite: (name) => name === "clickup_move_task" });
    expect(claim.breakAt("clickup_move_task") + claim.write("La tarea ya está movida.") + claim.end()).toBe("");
  });
});
