import { HOUR_MS } from "../../../time-spans";

const hourInSpain = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Madrid", hour: "numeric", hourCycle: "h23" });

/**
 * The corpus is written as people write during a working day: 'lo que me ha llegado hoy' expects the mail the demo data
 * dates two hours ago, which after midnight in Spain is yesterday's. Outside 9:00–19:00 in Spain, this moves the
 * process's clock to the same minute of today's noon, so the corpus scores the same whatever the hour it runs. The
 * sandbox, the server and the scorer run in this process and read this clock; call it before any of them starts.
 */
export function moveClockToWorkingHours(): void {
  const hour = Number(hourInSpain.format(Date.now()));
  if (hour >= 9 && hour < 19) return;
  const offset = (12 - hour) * HOUR_MS;
  const RealDate = Date;
  class WorkingHoursDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = WorkingHoursDate as DateConstructor;
}
