import type { XhrLike } from '../uploadWithProgress.ts';

/** An XMLHttpRequest stand-in for tests: it records what was sent, and the test drives its events. */
export class FakeXhr implements XhrLike {
  /** Every FakeXhr made since the last `reset()`, oldest first (when it stands in globally). */
  static made: FakeXhr[] = [];
  static reset() {
    FakeXhr.made = [];
  }

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  timeout = 0;
  aborted = false;
  upload: XhrLike['upload'] = { onprogress: null };
  onload: XhrLike['onload'] = null;
  onerror: XhrLike['onerror'] = null;
  ontimeout: XhrLike['ontimeout'] = null;
  onabort: XhrLike['onabort'] = null;

  constructor() {
    FakeXhr.made.push(this);
  }
  open(method: string, url: string | URL) {
    this.method = method;
    this.url = String(url);
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body?: Document | XMLHttpRequestBodyInit | null) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.call(this as unknown as XMLHttpRequest, {} as ProgressEvent);
  }
  /** The form the request sent. */
  get form(): FormData {
    return this.body as FormData;
  }
  progress(loaded: number, total: number) {
    const handler = this.upload.onprogress as ((event: ProgressEvent) => void) | null;
    handler?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.call(this as unknown as XMLHttpRequest, {} as ProgressEvent);
  }
  fail() {
    this.onerror?.call(this as unknown as XMLHttpRequest, {} as ProgressEvent);
  }
}
