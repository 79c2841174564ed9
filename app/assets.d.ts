/** A font inlined by Vite as a data: URL (the Worker bundles it; app/agreements/agreement-pdf.ts decodes it). */
declare module "*.ttf?inline" {
  const dataUrl: string;
  export default dataUrl;
}
