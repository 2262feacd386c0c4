import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The words a journey looks for, read from the apps' own catalogs, so one journey runs in English
// and in Vietnamese: `w('account:recharge.form.amount')`. Interpolated values are filled in
// (`{{code}}`); a key that does not exist fails the journey at once.

export type Language = 'en' | 'vi';
type Catalog = { [key: string]: string | Catalog };

const root = fileURLToPath(new URL('../..', import.meta.url));

function read(path: string): Catalog {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Catalog) : {};
}

function merge(...catalogs: Catalog[]): Catalog {
  const merged: Catalog = {};
  for (const catalog of catalogs) {
    for (const [key, value] of Object.entries(catalog)) {
      const existing = merged[key];
      merged[key] = typeof value === 'object' && typeof existing === 'object' ? merge(existing, value) : value;
    }
  }
  return merged;
}

function featureCatalogs(app: string, language: Language): Catalog[] {
  const features = join(root, app, 'src/features');
  if (!existsSync(features)) return [];
  return readdirSync(features).map((name) => read(join(features, name, 'i18n', `${language}.json`)));
}

function namespaces(language: Language): Record<string, Catalog> {
  return {
    account: merge(
      read(join(root, 'mf-account/src/i18n', `${language}.json`)),
      ...featureCatalogs('mf-account', language),
    ),
    shell: merge(
      read(join(root, 'shell/src/i18n', `${language}.json`)),
      read(join(root, 'shell/src/i18n', `pages.${language}.json`)),
    ),
    orders: merge(
      read(join(root, 'mf-admin-orders/src/i18n', `${language}.json`)),
      ...featureCatalogs('mf-admin-orders', language),
    ),
    finance: merge(
      read(join(root, 'mf-admin-finance/src/i18n', `${language}.json`)),
      ...featureCatalogs('mf-admin-finance', language),
    ),
    warehouse: merge(
      read(join(root, 'mf-admin-warehouse/src/i18n', `${language}.json`)),
      ...featureCatalogs('mf-admin-warehouse', language),
    ),
    common: read(join(root, 'shared-contracts/src/i18n/common', `${language}.json`)),
    notify: read(join(root, 'shared-contracts/src/i18n/notifications', `${language}.json`)),
    ui: merge(
      ...['data-kit', 'controls', 'page'].map((area) =>
        read(join(root, 'shared-ui/src', area, 'i18n', `${language}.json`)),
      ),
    ),
  };
}

/** A lookup of `namespace:path.to.key` in one language, with `{{name}}` values filled in. */
export function wordsOf(language: Language) {
  const catalogs = namespaces(language);
  const lookup = (key: string, values: Record<string, string | number> = {}): string => {
    const [namespace, path] = key.includes(':') ? key.split(':', 2) : ['account', key];
    const found = path!
      .split('.')
      .reduce<string | Catalog | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        catalogs[namespace!],
      );
    const text = typeof found === 'object' && found ? (found.other ?? found['_other']) : found;
    // Vietnamese has one plural form: `_other` stands for `_one` too.
    if (typeof text !== 'string' && key.endsWith('_one')) return lookup(key.replace(/_one$/, '_other'), values);
    if (typeof text !== 'string') throw new Error(`No ${language} words for ${key}`);
    return text.replace(/{{\s*(\w+)(?:,[^}]*)?}}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
  };
  return lookup;
}

/** A pattern for words with values we do not know exactly (amounts, dates): those become `.+`. */
export function pattern(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\{\\{\w+\\}\\}/g, '.+');
  return new RegExp(`^${escaped}$`);
}
