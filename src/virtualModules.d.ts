/** A language's public namespaces, made by scripts/vite/publicCatalogue.ts. */
declare module 'virtual:public-catalogue/*' {
  const catalogue: Record<string, unknown>;
  export default catalogue;
}
