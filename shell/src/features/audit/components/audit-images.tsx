import { fileUrl, isProtectedFile, useFileToken, useTranslation } from '@fwd/shared-contracts';
import { ImageGallery, Skeleton, Stack } from '@fwd/shared-ui';
import { useId, useMemo } from 'react';
import styled from 'styled-components';
import type { AuditLogRow } from '../api/list-audit-logs';
import { auditImageFiles, type AuditImageFile } from '../audit-images';

/** PocketBase's thumbnail size for a grid (declared in the schema's `thumbs`). */
const THUMB_SIZE = '100x100';

/** The pictures an entry names in its collection's image fields; nothing when it names none. */
export function AuditImages({ entry }: { entry: AuditLogRow }) {
  const files = useMemo(
    () => auditImageFiles(entry.collection, entry.before, entry.after),
    [entry.collection, entry.before, entry.after],
  );
  if (files.length === 0) return null;
  return <AuditGallery collection={entry.collection} recordId={entry.record} files={files} />;
}

interface AuditGalleryProps {
  collection: string;
  recordId: string;
  files: AuditImageFile[];
}

/** Thumbnails opening the full pictures; a protected file's carry the staff member's file token. */
function AuditGallery({ collection, recordId, files }: AuditGalleryProps) {
  const { t } = useTranslation('shell');
  const headingId = useId();
  const owner = { id: recordId, collectionName: collection };
  const guarded = files.some((file) => isProtectedFile(collection, file.field));
  const token = useFileToken(guarded);
  const images = files.map((file) => ({
    src: fileUrl(owner, file.field, file.name, { token }),
    thumb: fileUrl(owner, file.field, file.name, { thumb: THUMB_SIZE, token }),
    alt: t(file.removed ? 'history.images.removedAlt' : 'history.images.alt', { name: file.name, field: file.field }),
  }));
  return (
    <Stack as="section" aria-labelledby={headingId} $gap={2}>
      <Heading id={headingId}>{t('history.images.heading')}</Heading>
      {guarded && !token ? <Skeleton lines={2} /> : <ImageGallery images={images} />}
    </Stack>
  );
}

const Heading = styled.h3`
  margin: 0;
  font-size: 1rem;
`;
