/** The build's facts, made by web/build-info.ts when the app is built. */
declare module 'virtual:build-info' {
  const info: {
    version: string;
    commit: string;
    /** ISO time of the build. */
    builtAt: string;
    licences: { name: string; version: string; license: string; repository: string }[];
  };
  export default info;
}
