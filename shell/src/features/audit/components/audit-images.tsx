import { useTranslation } from '@fwd/shared-contracts';
import { ImageGallery, Skeleton, Stack } from '@fwd/shared-ui';
import { useId, useMemo } from 'react';
import styled from 'styled-components';
import { getFileUrl, THUMB_SIZE, useFileToken } from '../api/record-files';
import type { AuditLogRow } from '../api/list-audit-logs';
import { auditImageFiles, type AuditImageFile } from '../audit-images';

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

/** Thumbnails opening the full pictures, with a file token so protected files open too. */
function AuditGallery({ collection, recordId, files }: AuditGalleryProps) {
  const { t } = useTranslation('shell');
  const headingId = useId();
  const token = useFileToken();
  // Without a token (it could not be had) public pictures still show; protected ones do not.
  const images = files.map((file) => ({
    src: getFileUrl(collection, recordId, file.name, { token: token.data }),
    thumb: getFileUrl(collection, recordId, file.name, { thumb: THUMB_SIZE, token: token.data }),
    alt: t(file.removed ? 'history.images.removedAlt' : 'history.images.alt', { name: file.name, field: file.field }),
  }));
  return (
    <Stack as="section" aria-labelledby={headingId} $gap={2}>
      <Heading id={headingId}>{t('history.images.heading')}</Heading>
      {token.isPending ? <Skeleton lines={2} /> : <ImageGallery images={images} />}
    </Stack>
  );
}

const Heading = styled.h3`
  margin: 0;
  font-size: 1rem;
`;
