interface ImportMetaEnv {
  /** package.json's version, defined at build time in vite.config.ts. */
  readonly APP_VERSION: string;
}
