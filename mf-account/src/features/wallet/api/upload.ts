import { currentLanguage, pb } from '@fwd/shared-contracts';
import { ClientResponseError } from 'pocketbase';

/**
 * A multipart request with upload progress (the SDK reports none), signed like the SDK's own.
 * Failures are thrown as the SDK's ClientResponseError (status 0 for a dropped connection), so the
 * error policy and the form treat them as any other.
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
