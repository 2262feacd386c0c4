import { currentLanguage, pb } from '@fwd/shared-contracts';
import { ClientResponseError } from 'pocketbase';

/**
 * A multipart request with upload progress (the SDK reports none; `onProgress` gets 0 to 1), signed
 * like the SDK's own. Failures are thrown as the SDK's ClientResponseError (status 0 for a dropped
 * connection), so the error policy and the forms treat them as any other. Imported as
 * `@fwd/shared-contracts/files/upload`, bundled into the pages that upload.
 */
export function sendWithProgress<T>(
  method: string,
  path: string,
  body: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  const url = pb.buildURL(path);
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.setRequestHeader('Accept-Language', currentLanguage());
    if (pb.authStore.token) request.setRequestHeader('Authorization', pb.authStore.token);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const response = (request.response ?? {}) as Record<string, unknown>;
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(response as T);
      } else {
        reject(new ClientResponseError({ url, status: request.status, response }));
      }
    };
    request.onerror = () => reject(new ClientResponseError({ url, status: 0, response: {} }));
    request.onabort = () => reject(new ClientResponseError({ url, status: 0, response: {}, isAbort: true }));
    request.send(body);
  });
}

/** What a record's multipart update carries: each file under its field, other values as text. */
export type UploadFields = Record<string, string | Blob | File | null | undefined>;

function multipartBody(fields: UploadFields): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof File) body.append(name, value, value.name);
    else body.append(name, value);
  }
  return body;
}

/**
 * Updates one record of a collection with files (a PATCH of its fields as one multipart body),
 * reporting the upload's progress from 0 to 1. The server's rules decide what may change.
 */
export function updateRecordWithProgress<T>(
  collection: string,
  id: string,
  fields: UploadFields,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  const path = `/api/collections/${encodeURIComponent(collection)}/records/${encodeURIComponent(id)}`;
  return sendWithProgress<T>('PATCH', path, multipartBody(fields), onProgress);
}
