import { z } from 'zod';

/**
 * What a customer may declare, as the server checks it (backend/pb_hooks/lib/parcels.js
 * TRACKING_PATTERN): 6–40 letters, digits or dashes, stored upper-cased.
 */
export const CODE_MIN = 6;
export const CODE_MAX = 40;
const CODE_CHARS = /^[A-Z0-9-]+$/;

/** Longest contents description the server keeps (parcels.description). */
export const DESCRIPTION_MAX = 500;

/** Most codes sent in one paste (each is its own request). */
export const MAX_CODES = 100;

/** A code as the server stores it: trimmed and upper-cased. */
export function normalizeCode(raw: string): string {
  return raw.trim().toUpperCase();
}

export type CodeProblem = 'required' | 'length' | 'chars';

/** Why a (normalised) code would be refused, or null when it is fine. */
export function codeProblem(code: string): CodeProblem | null {
  if (code === '') return 'required';
  if (!CODE_CHARS.test(code)) return 'chars';
  if (code.length < CODE_MIN || code.length > CODE_MAX) return 'length';
  return null;
}

/** The catalog key telling the user what is wrong with a code. */
export const CODE_PROBLEM_KEYS: Record<CodeProblem, string> = {
  required: 'parcelAdd.errors.codeRequired',
  length: 'parcelAdd.errors.codeLength',
  chars: 'parcelAdd.errors.codeChars',
};

/**
 * The codes of a pasted text: one per line or separated by commas, semicolons or spaces;
 * normalised, each once, in the order given.
 */
export function splitCodes(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\s,;]+/)) {
    const code = normalizeCode(part);
    if (code) seen.add(code);
  }
  return [...seen];
}

/** The pasted codes the server would refuse for their shape. */
export function invalidCodes(codes: readonly string[]): string[] {
  return codes.filter((code) => codeProblem(code) !== null);
}

const description = z.string().trim().max(DESCRIPTION_MAX, 'parcelAdd.errors.descriptionTooLong');
const declaredValue = z.number().int('parcelAdd.errors.valueWhole').min(0, 'parcelAdd.errors.valueWhole').nullable();

/** One parcel: its tracking code, what is in it and what it is worth (home currency, optional). */
export const declareOneSchema = z.object({
  tracking_code: z
    .string()
    .transform(normalizeCode)
    .superRefine((code, ctx) => {
      const problem = codeProblem(code);
      if (problem) ctx.addIssue({ code: 'custom', message: CODE_PROBLEM_KEYS[problem] });
    }),
  description,
  declared_value: declaredValue,
});

export type DeclareOneInput = z.input<typeof declareOneSchema>;
export type DeclareOneValues = z.output<typeof declareOneSchema>;

/** Many parcels: the pasted codes, and contents and value shared by all of them (optional). */
export const declareManySchema = z.object({
  codes: z.string().superRefine((text, ctx) => {
    const codes = splitCodes(text);
    if (codes.length === 0) ctx.addIssue({ code: 'custom', message: 'parcelAdd.many.errors.none' });
    else if (codes.length > MAX_CODES) ctx.addIssue({ code: 'custom', message: 'parcelAdd.many.errors.tooMany' });
    else if (invalidCodes(codes).length > 0) ctx.addIssue({ code: 'custom', message: 'parcelAdd.many.errors.invalid' });
  }),
  description,
  declared_value: declaredValue,
});

export type DeclareManyInput = z.input<typeof declareManySchema>;
export type DeclareManyValues = z.output<typeof declareManySchema>;
