import { REMOTE_AREAS, RUNTIME_CONFIG_PATH, useTranslation, type RemoteId } from '@fwd/shared-contracts';
import { Button, Stack, TextField } from '@fwd/shared-ui';
import { useId, useState, type FormEvent } from 'react';
import { remoteAreaTitle } from '../../remotes/remote-errors';
import { originAllowed, parseDeployConfig } from '../../runtime-config/deploy-config';
import { PREVIEW_KEY, readPreview } from '../../runtime-config/load-runtime-config';

/**
 * An admin points one area at another build (a preview, a local dev server) in this browser only;
 * the shell honours it for admins only and shows a banner while it runs (deploy/preview-banner.ts).
 */
export function PreviewForm() {
  const { t } = useTranslation('shell');
  const selectId = useId();
  const [area, setArea] = useState<RemoteId>(REMOTE_AREAS[0]?.id ?? 'account');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const response = await fetch(RUNTIME_CONFIG_PATH, { cache: 'no-store' });
      const { allowedOrigins } = parseDeployConfig(response.ok ? await response.json() : {});
      const absolute = /^https?:\/\//.test(url);
      if (!absolute || !originAllowed(url, window.location.origin, allowedOrigins)) {
        setError(t('release.preview.invalidUrl', { origins: [window.location.origin, ...allowedOrigins].join(', ') }));
        return;
      }
      window.localStorage.setItem(PREVIEW_KEY, JSON.stringify({ ...readPreview(), [area]: url }));
      window.location.reload();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby={`${selectId}-title`}>
      <Stack $gap={2}>
        <h3 id={`${selectId}-title`}>{t('release.preview.title')}</h3>
        <label htmlFor={selectId}>{t('release.preview.area')}</label>
        <select id={selectId} value={area} onChange={(event) => setArea(event.target.value as RemoteId)}>
          {REMOTE_AREAS.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {remoteAreaTitle(candidate)}
            </option>
          ))}
        </select>
        <TextField
          label={t('release.preview.url')}
          type="url"
          required
          value={url}
          error={error}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" $variant="secondary" disabled={busy}>
          {t('release.preview.apply')}
        </Button>
      </Stack>
    </form>
  );
}
