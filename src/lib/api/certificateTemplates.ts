/**
 * A certificate template's calls, the same for every owner at its own paths: a credit
 * category's (`credit-category/image-point/{id}`, seed §7), a personnel certificate
 * level's (`qualification/certificate-template/{id}`) and a course's
 * (`course/get-image-point/{id}`, saved at `course/save-image-point`).
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
  /** Read at `{template}/{id}`; saved there too unless `save` names another path. */
  readonly template: string;
  /** A save path of its own, taking the owner's id in the body. */
  readonly save?: string;
  readonly reset: string;
  readonly preview: string;
}): TemplateCalls {
  return {
    fetchTemplate: (ownerId) =>
      api.get<CertificateTemplate>(`${paths.template}/${ownerId}`, { quiet: true }),
    saveTemplate: (ownerId, template) =>
      paths.save
        ? api.post<CertificateTemplate>(paths.save, {
            json: { id: ownerId, ...template },
            quiet: true,
          })
        : api.post<CertificateTemplate>(`${paths.template}/${ownerId}`, {
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

/** A course's own certificate template (issue 15). */
export const courseTemplateCalls = templateCalls({
  template: 'course/get-image-point',
  save: 'course/save-image-point',
  reset: 'course/reset-image-point',
  preview: 'course/preview-image-point',
});
