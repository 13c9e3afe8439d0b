import { describe, expect, test } from "vitest";
import { readInvitationAnswer, readYesOrNoToInvitation } from "./read-invitation-answer";

describe("the answer given to an invitation", () => {
  test.each([
    ["acepta la comida", "acepta", "accepted"],
    ["dile que quizas", "dile", "tentative"],
    ["responde que no", "responde", "declined"],
  ] as const)("%s", (text, verb, answer) => {
    expect(readInvitationAnswer(text, verb)).toBe(answer);
  });
});

describe("yes or no said to a thing", () => {
  test.each([
    [
      "dile que no a la invitación de la jornada sobre transporte",
      "rechaza la invitación de la jornada sobre transporte",
    ],
    ["contesta que sí a la comida con Javier", "acepta la comida con Javier"],
    ["dile que si al comité del miércoles", "acepta el comité del miércoles"],
    ["responde que tal vez a la formación de ciberseguridad", "acepta provisionalmente la formación de ciberseguridad"],
  ])("%s reads as the answer", (text, answered) => {
    expect(readYesOrNoToInvitation(text)).toBe(answered);
  });

  test.each(["dile a Pedro que no a todo", "dile que no puedo ir", "contesta que sí"])(
    "%s is left as it is",
    (text) => {
      expect(readYesOrNoToInvitation(text)).toBe(text);
    },
  );
});
