/** The application form: server field errors land on their fields. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { formMachine, type FormRequest } from '@machines/app/form';
import { DOCUMENT_TYPES, uploadMachine } from '@machines/app/upload';
import { FormContext, UploadContext } from '../../../../src/components/actorContexts';
import { FileSourceContext } from '../../../../src/components/FilePreview';
import { RealnameForm } from '../../../../src/features/realname/RealnameForm';
import type { RealnameApplication } from '../../../../src/lib/api/realname';
import { initI18n } from '../../../../src/lib/i18n';
import { serviceError } from '../../fixtures';

beforeAll(async () => {
  await initI18n('zh');
});

const licence = { id: 'f1', url: '/api/files/f1', name: '营业执照.png', type: 'image/png' };

const returned: RealnameApplication = {
  id: 9,
  corporateId: 7,
  status: 4,
  version: 3,
  companyName: '示例科技有限公司',
  creditCode: '91350100M000100Y43',
  legalRepresentative: '王建国',
  contactName: '李娜',
  contactMobile: '13800138000',
  address: '福州市软件大道89号',
  licenceFile: licence,
  submittedAt: '2025-06-02T01:30:00.000Z',
  decidedAt: '2025-06-03T01:30:00.000Z',
  createdAt: '2025-06-01T01:30:00.000Z',
  updatedAt: '2025-06-03T01:30:00.000Z',
};

function renderForm(submit: (request: FormRequest) => Promise<{ id: string | number }>) {
  const submitCall = vi.fn(submit);
  const machine = formMachine.provide({
    actors: {
      submit: fromPromise(({ input }) => submitCall(input)),
      saveDraft: fromPromise(() => Promise.resolve<{ id: string | number }>({ id: 9 })),
    },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <FileSourceContext value={{ load: () => new Promise<Blob>(() => undefined) }}>
            <FormContext.Provider logic={machine} options={{ input: { recordId: 9 } }}>
              <UploadContext.Provider
                logic={uploadMachine}
                options={{ input: { accept: DOCUMENT_TYPES, stored: licence } }}
              >
                <RealnameForm
                  application={returned}
                  returnComment="营业执照不清晰"
                  onClose={() => undefined}
                />
              </UploadContext.Provider>
            </FormContext.Provider>
          </FileSourceContext>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return submitCall;
}

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('RealnameForm', () => {
  it('shows the return comment and the server’s field errors under their fields', async () => {
    const submit = renderForm(() =>
      Promise.reject(
        serviceError(400, '统一社会信用代码: 已被其他企业使用', {
          fieldErrors: { creditCode: '已被其他企业使用', licenceFileId: '营业执照文件不可用' },
        }),
      ),
    );
    expect(screen.getByText('营业执照不清晰')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));

    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(submit.mock.calls[0]?.[0]).toEqual({
      recordId: 9,
      values: expect.objectContaining({ creditCode: '91350100M000100Y43', licenceFileId: 'f1' }),
    });
    const creditCode = screen.getByRole('textbox', { name: /统一社会信用代码/ });
    await waitFor(() => expect(describedBy(creditCode)).toContain('已被其他企业使用'));
    expect(screen.getByText('营业执照文件不可用')).toBeTruthy();
    expect(describedBy(screen.getByRole('textbox', { name: /法定代表人/ }))).not.toContain('已被');

    // Editing the field takes its server error away.
    fireEvent.change(creditCode, { target: { value: '91350100M000100Y4' } });
    expect(describedBy(creditCode)).not.toContain('已被其他企业使用');
  });

  it('checks the full rules on submit, before anything is sent', async () => {
    const submit = renderForm(() => Promise.resolve({ id: 9 }));
    fireEvent.change(screen.getByRole('textbox', { name: /联系人手机号/ }), {
      target: { value: '123' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /法定代表人/ }), {
      target: { value: '' },
    });
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('请输入正确的手机号码')).toBeTruthy();
    expect(screen.getByText('必填')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });
});
