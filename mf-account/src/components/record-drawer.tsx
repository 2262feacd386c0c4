import { RECORD_ID, useRecord, type CollectionName } from '@fwd/shared-contracts';
import { Drawer, ErrorState, Skeleton } from '@fwd/shared-ui';
import type { ReactNode } from 'react';

export interface RecordDrawerProps<Row extends { id: string }> {
  collection: CollectionName;
  /** The open record (`?id=`), if any. */
  id: string | undefined;
  /** The current page's rows: a record on it shows at once while its own one loads. */
  rows: Row[] | undefined;
  expand?: string;
  /** The drawer's title, given the record once it is known. */
  title: (record: Row | undefined) => string;
  /** Translated: the id names no record of the customer's. */
  notFound: string;
  /** How tall the loading placeholder is, in lines. */
  skeletonLines?: number;
  onClose: () => void;
  children: (record: Row) => ReactNode;
}

/**
 * One record of a list in a side sheet (a bottom sheet on a phone): a row of the page at once,
 * then the record itself; an unknown or malformed id says so.
 */
export function RecordDrawer<Row extends { id: string }>(props: RecordDrawerProps<Row>) {
  const { id, rows, notFound } = props;
  // A malformed id matches nothing: no request is made for it.
  const wellFormed = id !== undefined && RECORD_ID.test(id);
  const fetched = useRecord<CollectionName, Row>(
    props.collection,
    wellFormed ? id : null,
    props.expand ? { expand: props.expand } : undefined,
  );
  const record = fetched.data ?? (id ? rows?.find((row) => row.id === id) : undefined);
  if (!id) return null;
  return (
    <Drawer open onOpenChange={(open) => !open && props.onClose()} title={props.title(record)}>
      {record ? (
        props.children(record)
      ) : !wellFormed ? (
        <ErrorState title={notFound} />
      ) : fetched.isError ? (
        <ErrorState title={notFound} error={fetched.error} onRetry={() => void fetched.refetch()} />
      ) : (
        <Skeleton lines={props.skeletonLines ?? 8} />
      )}
    </Drawer>
  );
}
