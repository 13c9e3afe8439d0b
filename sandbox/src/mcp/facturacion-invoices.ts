/** One invoice of the demo 'Facturación' MCP server: amounts in euros, dates as ISO days. */
export type Invoice = {
  numero: string;
  cliente: string;
  concepto: string;
  importe: number;
  fecha: string;
  estado: "emitida" | "pagada" | "anulada";
};

/** The demo's invoices, fresh for every sandbox so tests never see another test's writes. */
export function createDemoInvoices(): Invoice[] {
  return [
    {
      numero: "F-2026-001",
      cliente: "Acme Ibérica",
      concepto: "Consultoría de marketing (octubre)",
      importe: 2450,
      fecha: "2026-10-31",
      estado: "pagada",
    },
    {
      numero: "F-2026-002",
      cliente: "Lumen Estudio",
      concepto: "Diseño de catálogo de otoño",
      importe: 1800,
      fecha: "2026-11-04",
      estado: "emitida",
    },
    {
      numero: "F-2026-003",
      cliente: "Acme Ibérica",
      concepto: "Campaña de Navidad: primera fase",
      importe: 3200,
      fecha: "2026-11-12",
      estado: "emitida",
    },
    {
      numero: "F-2026-004",
      cliente: "Panadería Ruiz",
      concepto: "Gestión de redes sociales (noviembre)",
      importe: 650,
      fecha: "2026-11-18",
      estado: "emitida",
    },
    {
      numero: "F-2026-005",
      cliente: "Hotel Mirador",
      concepto: "Fotografía de producto",
      importe: 980,
      fecha: "2026-11-20",
      estado: "pagada",
    },
  ];
}

export type NewInvoice = Pick<Invoice, "cliente" | "concepto" | "importe">;

/** Issues the next invoice of the year: what `crear_factura` does, and what the sandbox's admin route does for tests. */
export function issueInvoice(invoices: Invoice[], details: NewInvoice, today: string): Invoice {
  const numero = `F-${today.slice(0, 4)}-${String(invoices.length + 1).padStart(3, "0")}`;
  const invoice: Invoice = { numero, ...details, fecha: today, estado: "emitida" };
  invoices.push(invoice);
  return invoice;
}

/** Lowercase without accents, so 'acme' finds 'Acme Ibérica' and 'fotografia' finds 'Fotografía'. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}
