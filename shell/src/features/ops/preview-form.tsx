import { REMOTE_AREAS, RUNTIME_CONFIG_PATH, useServerSubmit, useTranslation, useZodForm } from '@fwd/shared-contracts';
import { Button, FormAlert, Stack, TextField } from '@fwd/shared-ui';
import { useId } from 'react';
import { remoteAreaTitle } from '../../remotes/remote-errors';
import { originAllowed, parseDeployConfig } from '../../runtime-config/deploy-config';
import { PREVIEW_KEY, readPreview } from '../../runtime-config/load-runtime-config';
import { previewSchema, type PreviewInput } from './preview-schema';

/** Whether this installation lets `url` be previewed; the origins it allows when it does not. */
async function refusedOrigins(url: string): Promise<string[] | null> {
  const response = await fetch(RUNTIME_CONFIG_PATH, { cache: 'no-store' });
  const { allowedOrigins } = parseDeployConfig(response.ok ? await response.json() : {});
  return originAllowed(url, window.location.origin, allowedOrigins)
    ? null
    : [window.location.origin, ...allowedOrigins];
}

/**
 * An admin points one area at another build (a preview, a local dev server) in this browser only;
 * the shell honours it for admins only and shows a banner while it runs (deploy/preview-banner.ts).
 */
export function PreviewForm() {
  const { t } = useTranslation('shell');
  const selectId = useId();
  const form = useZodForm(previewSchema, { defaultValues: { area: REMOTE_AREAS[0]?.id ?? 'account', url: '' } });
  const { onSubmit, busy, formError } = useServerSubmit(form, async ({ area, url }: PreviewInput) => {
    const origins = await refusedOrigins(url);
    if (origins) {
      form.setError('url', {
        type: 'server',
        message: t('release.preview.invalidUrl', { origins: origins.join(', ') }),
      });
      return;
    }
    window.localStorage.setItem(PREVIEW_KEY, JSON.stringify({ ...readPreview(), [area]: url }));
    window.location.reload();
  });
  const urlError = form.formState.errors.url?.message;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={`${selectId}-title`}>
      <Stack $gap={2}>
        <h3 id={`${selectId}-title`}>{t('release.preview.title')}</h3>
        <FormAlert message={formError} />
        <label htmlFor={selectId}>{t('release.preview.area')}</label>
        <select id={selectId} {...form.register('area')}>
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
          error={urlError && t(urlError, { defaultValue: urlError })}
          {...form.register('url')}
        />
        <Button type="submit" $variant="secondary" disabled={busy}>
          {t('release.preview.apply')}
        </Button>
      </Stack>
    </form>
  );
}
