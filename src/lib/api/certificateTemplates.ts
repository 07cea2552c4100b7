/**
 * A certificate template's calls, the same for every owner at its own paths: a credit
 * category's (`credit-category/image-point/{id}`, seed §7) and a personnel certificate
 * level's (`qualification/certificate-template/{id}`).
 */
import type { TemplateDraft } from '@machines/app/templateDesigner';
import type { CertificateTemplate } from '@machines/contracts';
import { api } from './http';

export interface TemplateCalls {
  fetchTemplate(ownerId: number): Promise<CertificateTemplate>;
  saveTemplate(
    ownerId: number,
    template: TemplateDraft & { readonly version: number },
  ): Promise<CertificateTemplate>;
  /** The template back to none. */
  resetTemplate(ownerId: number): Promise<CertificateTemplate>;
  /** A specimen certificate of the draft, as PNG. */
  previewCertificate(ownerId: number, draft: TemplateDraft): Promise<Blob>;
}

export function templateCalls(paths: {
  readonly template: string;
  readonly reset: string;
  readonly preview: string;
}): TemplateCalls {
  return {
    fetchTemplate: (ownerId) =>
      api.get<CertificateTemplate>(`${paths.template}/${ownerId}`, { quiet: true }),
    saveTemplate: (ownerId, template) =>
      api.post<CertificateTemplate>(`${paths.template}/${ownerId}`, {
        json: template,
        quiet: true,
      }),
    resetTemplate: (ownerId) =>
      api.post<CertificateTemplate>(paths.reset, { json: { id: ownerId }, quiet: true }),
    previewCertificate: async (ownerId, draft) => {
      const answer = await api.blob(
        paths.preview,
        { json: { id: ownerId, ...draft }, quiet: true, background: true },
        'post',
      );
      return answer.blob;
    },
  };
}

/** A personnel certificate level's template (issue 13). */
export const personnelTemplateCalls = templateCalls({
  template: 'qualification/certificate-template',
  reset: 'qualification/reset-certificate-template',
  preview: 'qualification/preview-certificate-template',
});
