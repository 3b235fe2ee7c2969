/** `import url from 'pkg/file?url'` (the browser build's fileUrlRule, @site/rspack-config): the file's URL. */
declare module '*?url' {
  const url: string;
  export default url;
}
