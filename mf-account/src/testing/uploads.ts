import { vi } from 'vitest';

export interface SentUpload {
  method?: string;
  url?: string;
  headers: Record<string, string>;
  body?: FormData;
}

/**
 * Stands in for XMLHttpRequest, which the uploads with progress use (`updateRecordWithProgress`):
 * each request reports `progress` (percent of its size), then answers `status` with
 * `answer(body)`. Returns the requests sent, in order. Undo with `vi.unstubAllGlobals()`.
 */
export function fakeUploads(
  answer: (body: FormData) => unknown,
  { status = 200, progress = [50] }: { status?: number; progress?: number[] } = {},
): SentUpload[] {
  const sent: SentUpload[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    status = 0;
    response: unknown = null;
    responseType = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request: SentUpload = { headers: {} };
    open(method: string, url: string) {
      this.request = { method, url, headers: {} };
      sent.push(this.request);
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: FormData) {
      this.request.body = body;
      queueMicrotask(() => {
        for (const loaded of progress)
          this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
        this.status = status;
        this.response = answer(body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
