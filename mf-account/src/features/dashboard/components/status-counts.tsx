import { Link, useFormat, useTranslation } from '@fwd/shared-contracts';
import type { CustomerSummary } from '@fwd/shared-contracts/api';
import { Card, Muted, PlainList, StatusBadge, theme } from '@fwd/shared-ui';
import styled from 'styled-components';

const GROUPS = [
  { key: 'orders', machine: 'order', list: '/account/order' },
  { key: 'parcels', machine: 'parcel', list: '/account/parcel' },
  { key: 'fulfillments', machine: 'fulfillment', list: '/account/fulfillment' },
] as const;

/** How many orders, parcels and shipments are in each status, each linking to its filtered list. */
export function StatusCounts({ summary }: { summary: CustomerSummary }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  return (
    <Groups>
      {GROUPS.map((group) => {
        const counts = Object.entries(summary[group.key]).filter(([, n]) => n > 0);
        return (
          <Card key={group.key} aria-labelledby={`counts-${group.key}`}>
            <h2 id={`counts-${group.key}`}>
              <Link to={group.list}>{t(`dashboard.counts.${group.key}`)}</Link>
            </h2>
            {counts.length === 0 ? (
              <Muted>{t(`dashboard.counts.none.${group.key}`)}</Muted>
            ) : (
              <List>
                {counts.map(([status, n]) => (
                  <li key={status}>
                    <Link to={`${group.list}?status=${status}`}>
                      <StatusBadge machine={group.machine} status={status} />
                      <strong>{format.number(n)}</strong>
                    </Link>
                  </li>
                ))}
              </List>
            )}
          </Card>
        );
      })}
    </Groups>
  );
}

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${theme.space(4)};
  h2 {
    margin-top: 0;
    font-size: 1.1rem;
  }
`;

const List = styled(PlainList)`
  a {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${theme.space(2)};
    min-height: 40px;
    text-decoration: none;
    color: ${theme.color.text};
  }
`;
