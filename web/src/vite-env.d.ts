/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not served beside the SPA (default: same origin). */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
