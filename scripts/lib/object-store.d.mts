// Types of object-store.mjs for the TypeScript tests that start it (backend/tests).
export declare const VERSITYGW: string;
export declare function buildObjectStore(): string;
export interface ObjectStore {
  url: string;
  bucket: string;
  /** The temporary folder: `data/<bucket>` holds the objects. */
  dir: string;
  /** The backend's variables that point it at this store (OBJECT_STORE_*). */
  env: Record<string, string>;
  stop(): Promise<void>;
}
export declare function startObjectStore(options?: { bucket?: string }): Promise<ObjectStore>;
