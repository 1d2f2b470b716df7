import "server-only";
import { Timestamp } from "firebase-admin/firestore";
import { z } from "zod";

// Optional fields of stored documents, parsed leniently: a malformed value reads as absent
// instead of failing the whole record.

/** A text field: the string, or null when absent or not a string. */
export const textoGuardado = z.string().optional().nullable().catch(null);

/** A timestamp field, as a Date (null when absent or malformed). */
export const momentoGuardado = z
  .instanceof(Timestamp)
  .transform((t) => t.toDate())
  .nullable()
  .optional()
  .catch(null);
