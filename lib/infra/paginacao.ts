// Pages by query cursors, carried in the address: `?apos=` (the page after a document) and
// `?antes=` (the page before one). A cursor is the last (or first) shown document's order key and
// id, base64url JSON; it says where a page starts, never which company (the query says that).
import { z } from "zod";
import { isDocumentId } from "@/lib/infra/firestore/documents";

export const PAGE_SIZE = 25;

export type Cursor = { chave: string; id: string };

// The id must be a plain document id: it becomes a path's segment in startAfter().
const cursorSchema = z.tuple([z.string().max(2000), z.string().refine(isDocumentId)]);

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.chave, cursor.id]), "utf8").toString("base64url");
}

/** The cursor in a search parameter, or null for anything that is not one of ours. */
export function decodeCursor(value: unknown): Cursor | null {
  if (typeof value !== "string" || value.length > 4000) return null;
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
    return parsed.success ? { chave: parsed.data[0], id: parsed.data[1] } : null;
  } catch {
    return null;
  }
}

/** Which page the address asks for. */
export type PageRequest = { kind: "first" } | { kind: "after"; cursor: Cursor } | { kind: "before"; cursor: Cursor };

export function pageRequest(params: { apos?: unknown; antes?: unknown }): PageRequest {
  const after = decodeCursor(params.apos);
  if (after) return { kind: "after", cursor: after };
  const before = decodeCursor(params.antes);
  if (before) return { kind: "before", cursor: before };
  return { kind: "first" };
}

/** A page of a list and the cursors of its neighbours (null: there is none). */
export type Page<T> = { items: T[]; anterior: string | null; proxima: string | null };

/** A search parameter's single value (a repeated or absent one is undefined). */
export const parametro = (value: string | string[] | undefined): string | undefined => (typeof value === "string" ? value : undefined);
