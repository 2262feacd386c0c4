/** One service fee tier as the form edits it: text fields, `upTo` empty = no upper limit. */
export interface TierDraft {
  upTo: string;
  percent: string;
}

export interface Tier {
  upTo: number | null;
  percent: number;
}

/** A problem of the tiers, as a catalog key with its values, or null when they are valid. */
export type TierProblem = { key: string; values?: Record<string, string | number> } | null;

/**
 * Reads the tiers as the server checks them (lib/settings.js validateSettings): 1–20 tiers,
 * percent 0–100, `upTo` whole amounts above 0 in increasing order, only the last without a limit.
 * Tiers that overlap or go backwards are refused with the tier's number.
 */
export function readTiers(drafts: TierDraft[]): { tiers: Tier[]; problem: TierProblem } {
  const tiers: Tier[] = [];
  if (drafts.length === 0 || drafts.length > 20) return { tiers, problem: { key: 'pricing.tiers.count' } };
  let previous = 0;
  for (const [index, draft] of drafts.entries()) {
    const tier = index + 1;
    const percent = Number(draft.percent.trim().replace(',', '.'));
    if (draft.percent.trim() === '' || !Number.isFinite(percent) || percent < 0 || percent > 100) {
      return { tiers, problem: { key: 'pricing.tiers.percent', values: { tier } } };
    }
    const upToText = draft.upTo.trim();
    if (upToText === '') {
      if (index !== drafts.length - 1)
        return { tiers, problem: { key: 'pricing.tiers.openNotLast', values: { tier } } };
      tiers.push({ upTo: null, percent });
      continue;
    }
    const upTo = Number(upToText);
    if (!Number.isSafeInteger(upTo) || upTo <= 0)
      return { tiers, problem: { key: 'pricing.tiers.upToInvalid', values: { tier } } };
    if (upTo <= previous) {
      return { tiers, problem: { key: 'pricing.tiers.overlap', values: { tier, previous } } };
    }
    previous = upTo;
    tiers.push({ upTo, percent });
  }
  return { tiers, problem: null };
}

export function tierDrafts(tiers: Tier[] | null | undefined): TierDraft[] {
  return (tiers ?? []).map((tier) => ({
    upTo: tier.upTo === null ? '' : String(tier.upTo),
    percent: String(tier.percent),
  }));
}
