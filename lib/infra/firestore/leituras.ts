import "server-only";

// Documents read per request, counted where the data layer reads them: `npm run bench` sets
// LOG_LEITURAS=1 and adds up these lines to show that a page's reads do not grow with the company.
// Firestore bills a query that returns nothing, and an aggregation per up to 1000 index entries,
// as one read.

export function registrarLeituras(what: string, documentos: number): void {
  if (process.env.LOG_LEITURAS !== "1") return;
  console.log(`[leituras] ${what} ${Math.max(documentos, 1)}`);
}
