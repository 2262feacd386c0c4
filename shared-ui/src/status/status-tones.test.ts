import { describe, expect, it } from 'vitest';
import { loadUiCatalog } from '../i18n/register';

const uiCatalogs = { en: await loadUiCatalog('en'), vi: await loadUiCatalog('vi') };
import { MACHINE_STATUSES, STATUS_TONES, statusLabelKey, type StatusMachine } from './status-tones';

type Catalog = { [key: string]: string | Catalog };

function lookup(catalog: Catalog, key: string): unknown {
  const path = key.replace(/^ui:/, '').split('.');
  return path.reduce<unknown>((node, part) => (node as Catalog | undefined)?.[part], catalog);
}

const cases = (Object.keys(MACHINE_STATUSES) as StatusMachine[]).flatMap((machine) =>
  MACHINE_STATUSES[machine].map((status) => [machine, status] as const),
);

describe('status tones and labels', () => {
  it.each(cases)('%s %s has a tone', (machine, status) => {
    expect((STATUS_TONES[machine] as Record<string, string | undefined>)[status]).toMatch(
      /^(neutral|info|success|warning|danger)$/,
    );
  });

  it.each(cases)('%s %s has an English and a Vietnamese label', (machine, status) => {
    const key = statusLabelKey(machine, status);
    expect(lookup(uiCatalogs.en, key), `en ${key}`).toEqual(expect.any(String));
    expect(lookup(uiCatalogs.vi, key), `vi ${key}`).toEqual(expect.any(String));
  });
});
