import { Link, useLive, useTranslation } from '@fwd/shared-contracts';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { theme } from '../theme/theme';

/**
 * A dashboard figure with its loading and error states; the data comes from the page's query.
 * With `to`, the label links to the list the figure counts (e.g. `/admin/orders?status=placed`).
 */
export function StatTile({
  value,
  status,
  label,
  to,
}: {
  value: number | undefined;
  status: 'pending' | 'error' | 'success';
  label: string;
  to?: string;
}) {
  const { t } = useTranslation();
  const text = status === 'error' ? t('ui:stat.failed') : label;
  return (
    <div aria-busy={status === 'pending'}>
      <Figure>{status === 'success' && value !== undefined ? value : status === 'pending' ? '…' : '—'}</Figure>
      <Label>{to ? <Link to={to}>{text}</Link> : text}</Label>
    </div>
  );
}

type CountQuery = { data: number | undefined; status: 'pending' | 'error' | 'success' };

/**
 * A dashboard widget that shows one count: `useCount` is its query, `collection` the changes that
 * refresh it, `label` the translation key of its words, which link to the list it counts (`to`).
 */
export function countWidget(
  useCount: () => CountQuery,
  { collection, label, to }: { collection: Parameters<typeof useLive>[0]; label: string; to: string },
): ComponentType {
  return function CountWidget() {
    const { t } = useTranslation();
    const count = useCount();
    useLive(collection);
    return <StatTile value={count.data} status={count.status} label={t(label)} to={to} />;
  };
}

const Figure = styled.p`
  margin: 0;
  font-size: 2rem;
  font-weight: 800;
`;

const Label = styled.p`
  margin: 0;
  color: ${theme.color.muted};

  a {
    color: ${theme.color.primary};
    font-weight: 600;
  }
`;
