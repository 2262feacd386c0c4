import { REMOTE_AREAS, type RemoteId } from '@fwd/shared-contracts';
import { z } from 'zod';

/** An address the browser can load from another origin: http or https, nothing else. */
const ABSOLUTE_URL = /^https?:\/\/\S+$/;

const AREA_IDS = REMOTE_AREAS.map((area) => area.id) as [RemoteId, ...RemoteId[]];

/**
 * An admin's preview of one area from another build. Its messages are `shell` keys; whether the
 * URL's origin is allowed is known only from the live runtime config, checked on submit.
 */
export const previewSchema = z.object({
  area: z.enum(AREA_IDS),
  url: z.string().trim().regex(ABSOLUTE_URL, 'release.preview.absoluteUrl'),
});
export type PreviewInput = z.output<typeof previewSchema>;
