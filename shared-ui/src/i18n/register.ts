import { registerCatalogs, type Catalog, type Language } from '@fwd/shared-contracts';
import dataKitEn from '../data-kit/i18n/en.json';
import dataKitVi from '../data-kit/i18n/vi.json';
import controlsEn from '../controls/i18n/en.json';
import controlsVi from '../controls/i18n/vi.json';
import pageEn from '../page/i18n/en.json';
import pageVi from '../page/i18n/vi.json';

/**
 * The `ui` namespace: every area of the kit keeps its own catalogs beside its code and adds
 * them here; they are deep-merged into one namespace (`ui:table.empty`, `ui:status.order.placed`).
 */
const areas: Record<Language, Catalog>[] = [
  { en: dataKitEn, vi: dataKitVi },
  { en: controlsEn, vi: controlsVi },
  { en: pageEn, vi: pageVi },
];

export function mergeCatalogs(...catalogs: Catalog[]): Catalog {
  const merged: Catalog = {};
  for (const catalog of catalogs) {
    for (const [key, value] of Object.entries(catalog)) {
      const existing = merged[key];
      merged[key] = typeof value === 'object' && typeof existing === 'object' ? mergeCatalogs(existing, value) : value;
    }
  }
  return merged;
}

export const uiCatalogs: Record<Language, Catalog> = {
  en: mergeCatalogs(...areas.map((area) => area.en)),
  vi: mergeCatalogs(...areas.map((area) => area.vi)),
};

// Added now if i18next is running, else kept by shared-contracts until initI18n.
registerCatalogs('ui', uiCatalogs);
