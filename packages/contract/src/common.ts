import { z } from 'zod';
import { messages } from './messages';

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const PAGE_SIZE = 7;

// Lists: offset is the 0-based page index, filter the column to sort by (DESIGN.md, API conventions).
export const listQuery = z.object({
  offset: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .default(0)
    .describe(
      'The 0-based index of the page to answer (a page number, not a row count): with limit=20, offset=2 answers rows 41 to 60. Answered back as meta.current',
    ),
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE).describe('Rows per page, 1 to 100'),
  filter: z.string().max(64).optional().describe('The column to sort by'),
  dir: z.enum(['asc', 'desc']).default('desc').describe('Sort direction'),
  search: z.string().trim().max(200).optional().describe('Text to look for (case and accents ignored)'),
});
export type ListQuery = z.infer<typeof listQuery>;

export const pageMeta = z.object({
  current: z.number().int().describe('The 0-based index of this page: the offset asked for'),
  pages: z.number().int().describe('How many pages of `limit` rows there are (0 when nothing matches)'),
  total: z.number().int().describe('How many rows match'),
  /**
   * Only on searches that stopped counting: there are more than `total` matches (show "1000+"), and `pages`
   * covers the matches counted so far (always at least the requested page and the cap beyond it).
   */
  capped: z.literal(true).optional(),
});
export type PageMeta = z.infer<typeof pageMeta>;

export const paged = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), meta: pageMeta });

export const email = z
  .string({ error: messages.emailInvalid })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: messages.emailInvalid }).max(254));

// Password rules are not in the spec: 8 to 128 characters, anything allowed (NIST 800-63B).
export const newPassword = z
  .string({ error: messages.passwordTooShort })
  .min(8, messages.passwordTooShort)
  .max(128, messages.passwordTooLong);

export const uuid = z.uuid();

/** A colour as `#rrggbb` (answered in lower case). */
export const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour written as #rrggbb, for example #0b7285.')
  .transform((c) => c.toLowerCase());
/** A date-time as the server answers it (responses only; inputs use `dateTimeInput`). */
export const isoDate = z.iso.datetime({ offset: true });

/**
 * Dates people send: years 1900 to 2200. Outside, PostgreSQL and JavaScript disagree (year 0000 does not exist
 * in PostgreSQL, year 99999 does not fit an ISO string), and no community event or release happens there.
 */
export const DATE_MIN_YEAR = 1900;
export const DATE_MAX_YEAR = 2200;
const inYearRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= DATE_MIN_YEAR && year <= DATE_MAX_YEAR;
};
/** A calendar day, YYYY-MM-DD, years 1900 to 2200; `message` replaces the generic wording for its form. */
export const calendarDay = (message: string = messages.dateInvalid) =>
  z.iso.date({ error: message }).refine(inYearRange, messages.dateOutOfRange);
/** An ISO 8601 date-time with an offset (Z or ±hh:mm), years 1900 to 2200. */
export const dateTimeInput = z.iso
  .datetime({ offset: true, error: messages.dateTimeInvalid })
  .refine(inYearRange, messages.dateOutOfRange);
/** A calendar day or a date-time (range queries accept either), years 1900 to 2200. */
export const dayOrDateTime = z
  .string({ error: messages.dateTimeInvalid })
  .max(40)
  .refine((v) => calendarDay().safeParse(v).success || dateTimeInput.safeParse(v).success, {
    error: (issue) =>
      /^\d{4}-\d{2}-\d{2}/.test(String(issue.input)) && !inYearRange(String(issue.input))
        ? messages.dateOutOfRange
        : messages.dateTimeInvalid,
  });
