/** The dim backdrop and the centred panel that the progress and result dialogs share. */
export const dialogOverlayClass = "fixed inset-0 z-40 bg-slate-950/60 backdrop-blur-sm";

export const dialogPanelClass =
  "fixed top-1/2 left-1/2 z-50 flex w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-3 rounded-3xl bg-white px-6 pt-8 pb-6 text-center shadow-2xl ring-1 ring-slate-900/5 focus:outline-none dark:bg-slate-900 dark:ring-white/10";
