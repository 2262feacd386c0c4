import { Link, useTranslation } from '@fwd/shared-contracts';
import { DataTable, Muted, Row, StatusBadge, theme, type DataColumn, type ListTableBinding } from '@fwd/shared-ui';
import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import type { HeldByRow, ParcelRow } from '@fwd/shared-contracts/domains/parcels';
import { isShippable } from '../parcel-filters';
import type { StorageTerms } from '../storage';
import { ParcelEmptyFiltered, ParcelEmptyNone } from './parcel-empty';
import { ParcelPhotos } from './parcel-photos';
import { ParcelStorage } from './parcel-storage';
import { ParcelWeights } from './parcel-weights';
import { useNow } from '../use-now';

export interface ParcelTableProps {
  /** The list helper's table binding (rows, states, pages, the row opening its detail). */
  table: ListTableBinding<ParcelRow>;
  /** The link that opens a parcel's detail (`?id=` on this list, keeping its view). */
  detailHref: (id: string) => string;
  terms: StorageTerms | undefined;
  /** Parcel id → the paid shipment holding it. */
  held: ReadonlyMap<string, HeldByRow>;
  selected: readonly string[];
  onToggle: (id: string, on: boolean) => void;
  /** Whether a tab narrows the list (chooses the empty state). */
  filtered: boolean;
  onShowAll: () => void;
}

interface Cells {
  select: (row: ParcelRow) => ReactNode;
  code: (row: ParcelRow) => ReactNode;
  order: (row: ParcelRow) => ReactNode;
}

function useCells(props: ParcelTableProps): Cells {
  const { t } = useTranslation('account');
  const { detailHref, held, selected, onToggle } = props;
  return useMemo(
    () => ({
      select: (row) =>
        isShippable(row, held) ? (
          <Check>
            <input
              type="checkbox"
              checked={selected.includes(row.id)}
              onChange={(event) => onToggle(row.id, event.target.checked)}
              aria-label={t('parcels.select', { code: row.tracking_code })}
            />
          </Check>
        ) : null,
      code: (row) => (
        <CodeCell>
          <CodeLink to={detailHref(row.id)} preventScrollReset>
            {row.tracking_code}
          </CodeLink>
          {row.description && <Description>{row.description}</Description>}
        </CodeCell>
      ),
      order: (row) =>
        row.order && row.expand?.order ? (
          <CodeLink to={`/account/order?id=${encodeURIComponent(row.order)}`}>{row.expand.order.code}</CodeLink>
        ) : (
          <Muted as="span">{t('parcels.order.own')}</Muted>
        ),
    }),
    [t, detailHref, held, selected, onToggle],
  );
}

function useParcelColumns(props: ParcelTableProps, cells: Cells, now: number): DataColumn<ParcelRow>[] {
  const { t } = useTranslation('account');
  const { terms, held } = props;
  return useMemo(
    () => [
      { id: 'select', header: t('parcels.columns.ship'), cell: cells.select },
      { id: 'code', header: t('parcels.columns.code'), cell: cells.code },
      { id: 'order', header: t('parcels.columns.order'), cell: cells.order },
      {
        id: 'status',
        header: t('parcels.columns.status'),
        cell: (row) => <StatusBadge machine="parcel" status={row.status} />,
      },
      { id: 'photos', header: t('parcels.columns.photos'), cell: (row) => <ParcelPhotos parcel={row} compact /> },
      { id: 'weight', header: t('parcels.columns.weight'), cell: (row) => <ParcelWeights parcel={row} /> },
      {
        id: 'storage',
        header: t('parcels.columns.storage'),
        cell: (row) => <ParcelStorage parcel={row} terms={terms} heldBy={held.get(row.id)} now={now} />,
      },
    ],
    [t, cells, terms, held, now],
  );
}

/**
 * The customer's parcels, newest first: a table, cards on a phone. Received parcels on the shelf
 * have a checkbox to put them in a new shipment; the code opens the detail.
 */
export function ParcelTable(props: ParcelTableProps) {
  const { t } = useTranslation('account');
  const cells = useCells(props);
  const now = useNow();
  const columns = useParcelColumns(props, cells, now);
  const empty = props.filtered ? <ParcelEmptyFiltered onShowAll={props.onShowAll} /> : <ParcelEmptyNone />;
  return (
    <DataTable
      {...props.table}
      caption={t('parcels.caption')}
      columns={columns}
      empty={empty}
      renderCard={(row) => (
        <Card>
          <Row $gap={2}>
            {cells.select(row)}
            {cells.code(row)}
            <StatusBadge machine="parcel" status={row.status} />
          </Row>
          <Pair>
            <span>{t('parcels.columns.order')}</span>
            {cells.order(row)}
          </Pair>
          <ParcelWeights parcel={row} />
          <ParcelStorage parcel={row} terms={props.terms} heldBy={props.held.get(row.id)} now={now} />
          <ParcelPhotos parcel={row} compact />
        </Card>
      )}
    />
  );
}

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  margin: -${theme.space(2)} 0;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    cursor: pointer;
  }
`;

const CodeCell = styled.span`
  display: grid;
  gap: ${theme.space(0.5)};
  min-width: 0;
  max-width: 18rem;
  overflow-wrap: anywhere;
`;

/** The contents as the customer declared them: two lines at most in the list, all of it in the detail. */
const Description = styled(Muted).attrs({ as: 'span' })`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
`;

const CodeLink = styled(Link)`
  font-family: ${theme.font.mono};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Card = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  min-width: 0;
`;

const Pair = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
  > span:first-child {
    color: ${theme.color.muted};
  }
  > span:first-child::after {
    content: ':';
  }
`;
