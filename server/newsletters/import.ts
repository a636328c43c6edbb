/**
 * `npm run accounts -- import-members FILE.csv` (server/cli/accounts.ts): members and their
 * newsletter choices from a CSV with the columns `email,first_name,last_name,newsletters` (the last a
 * `;`-separated list of slugs, the member's whole choice). Creates or updates; a second run of the
 * same file changes nothing. A bad row is reported with its line number and skipped; the others are imported.
 */
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { emailSchema } from '../../shared/validation.js';
import { NEWSLETTERS } from '../../shared/newsletter-messages.js';
import { stripControl } from '../accounts/validation.js';
import type { NewsletterService } from './service.js';

export const IMPORT_COLUMNS = ['email', 'first_name', 'last_name', 'newsletters'] as const;

/** One data row of the file, with the line it ends on (the header is line 1). */
export interface CsvMember {
  line: number;
  email: string;
  firstName: string;
  lastName: string;
  newsletters: string[];
}

export interface RowProblem {
  line: number;
  message: string;
}

export interface ImportResult {
  created: number;
  updated: number;
  unchanged: number;
  errors: RowProblem[];
}

const NAME_MAX = 100;

/**
 * Reads the file: its well-formed rows, and a problem per bad one (a wrong number of fields, an
 * invalid email, a name too long, an address already on an earlier line). Throws when the file
 * itself cannot be read as this CSV (no header, wrong columns, broken quoting).
 */
export function parseMembersCsv(text: string): { rows: CsvMember[]; errors: RowProblem[] } {
  const records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, info: true, trim: true }) as unknown as {
    record: string[];
    info: { lines: number };
  }[];
  const [header, ...data] = records;
  const columns = header?.record.map((c) => c.toLowerCase());
  if (!columns || columns.join(',') !== IMPORT_COLUMNS.join(',')) {
    throw new Error(`The first line must be the header ${IMPORT_COLUMNS.join(',')}`);
  }
  const rows: CsvMember[] = [];
  const errors: RowProblem[] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of data) {
    const line = info.lines;
    if (record.length !== IMPORT_COLUMNS.length) {
      errors.push({ line, message: `expected ${IMPORT_COLUMNS.length} fields (${IMPORT_COLUMNS.join(',')}), found ${record.length}` });
      continue;
    }
    const [rawEmail, first, last, list] = record as [string, string, string, string];
    const email = emailSchema.safeParse(rawEmail);
    if (!email.success) {
      errors.push({ line, message: `${email.error.issues[0]?.message ?? 'Invalid email'}: "${rawEmail}"` });
      continue;
    }
    const firstName = stripControl(first);
    const lastName = stripControl(last);
    if (firstName.length > NAME_MAX || lastName.length > NAME_MAX) {
      errors.push({ line, message: `a name is longer than ${NAME_MAX} characters` });
      continue;
    }
    const earlier = seen.get(email.data);
    if (earlier !== undefined) {
      errors.push({ line, message: `${email.data} is already on line ${earlier}` });
      continue;
    }
    seen.set(email.data, line);
    const newsletters = [...new Set(list.split(';').map((s) => s.trim()).filter(Boolean))];
    rows.push({ line, email: email.data, firstName, lastName, newsletters });
  }
  return { rows, errors };
}

/** The rows as they travel to the admin route (a server holding the embedded database imports them). */
export const importArgs = z.object({
  rows: z
    .array(
      z.object({
        line: z.number().int(),
        email: emailSchema,
        firstName: z.string().max(NAME_MAX),
        lastName: z.string().max(NAME_MAX),
        newsletters: z.array(z.string().max(200)).max(100),
      }),
    )
    .max(5000),
});

/** Imports rows one member at a time (each in its own transaction); an unknown newsletter makes its row bad. */
export async function importMembers(newsletters: NewsletterService, rows: readonly CsvMember[]): Promise<ImportResult> {
  const known = new Set((await newsletters.catalogue()).map((n) => n.slug));
  const result: ImportResult = { created: 0, updated: 0, unchanged: 0, errors: [] };
  for (const row of rows) {
    const unknown = row.newsletters.find((slug) => !known.has(slug));
    if (unknown !== undefined) {
      result.errors.push({ line: row.line, message: NEWSLETTERS.unknown(unknown) });
      continue;
    }
    result[await newsletters.importMember(row)]++;
  }
  return result;
}
