import { describe, expect, it } from "vitest";
import { listDayTiles } from "./list-day-tiles";

describe("listDayTiles", () => {
  it("labels two days before today, today and tomorrow as 'dd Mon' in Spanish", () => {
    const tiles = listDayTiles(new Date(2026, 10, 23, 12), 0);
    expect(tiles.map((tile) => tile.label)).toEqual(["21 Nov", "22 Nov", "23 Nov", "24 Nov"]);
    expect(tiles.map((tile) => tile.isToday)).toEqual([false, false, true, false]);
  });

  it("crosses month ends", () => {
    expect(listDayTiles(new Date(2026, 0, 1, 12), 0).map((tile) => tile.label)).toEqual([
      "30 Dic",
      "31 Dic",
      "01 Ene",
      "02 Ene",
    ]);
  });

  it("fills today and the days before it that the streak covers, never tomorrow", () => {
    const filled = (streak: number) => listDayTiles(new Date(2026, 10, 23, 12), streak).map((tile) => tile.isInStreak);
    expect(filled(0)).toEqual([false, false, false, false]);
    expect(filled(1)).toEqual([false, false, true, false]);
    expect(filled(2)).toEqual([false, true, true, false]);
    expect(filled(9)).toEqual([true, true, true, false]);
  });
});
