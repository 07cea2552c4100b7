import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { StoredFile } from '@machines/app/upload';
import { FileSourceContext, useFileObjectUrl } from '../../src/components/FilePreview';
import { ImageViewer } from '../../src/components/ImageViewer';
import { licenceImage, licencePdf, storyFileSource } from '../support/storyKit';

/** The viewer over a blob URL of a stored file, as the app opens it. */
function ViewerOf({ file, onClose }: { file: StoredFile; onClose: () => void }) {
  const url = useFileObjectUrl(file);
  return (
    <ImageViewer
      open
      onClose={onClose}
      url={url.status === 'ready' ? url.url : null}
      name={file.name}
      type={file.type}
    />
  );
}

const meta = {
  title: 'Components/ImageViewer',
  component: ViewerOf,
  decorators: [
    (Story) => (
      <FileSourceContext value={storyFileSource}>
        <Story />
      </FileSourceContext>
    ),
  ],
  args: { file: licenceImage, onClose: fn() },
} satisfies Meta<typeof ViewerOf>;

export default meta;
type Story = StoryObj<typeof meta>;

const image = async () => within(document.body).findByRole('img', { name: licenceImage.name });

/** Zoom in and out, rotate both ways, reset: with the toolbar. */
export const Toolbar: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: licenceImage.name });
    await expect(await image()).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    // The dialog fades in: its text is transparent until the transition ends.
    await waitFor(() => expect(within(dialog).getByText('100%')).toBeVisible());

    await userEvent.click(body.getByRole('button', { name: '放大' }));
    await userEvent.click(body.getByRole('button', { name: '放大' }));
    await expect(within(dialog).getByText('150%')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: '缩小' }));
    await expect(await image()).toHaveAttribute('data-zoom', '1.25');

    await userEvent.click(body.getByRole('button', { name: '向右旋转' }));
    await expect(await image()).toHaveAttribute('data-rotation', '90');
    await userEvent.click(body.getByRole('button', { name: '向左旋转' }));
    await userEvent.click(body.getByRole('button', { name: '向左旋转' }));
    await expect(await image()).toHaveAttribute('data-rotation', '270');

    await userEvent.click(body.getByRole('button', { name: '还原' }));
    await expect(await image()).toHaveAttribute('data-zoom', '1');
    await expect(await image()).toHaveAttribute('data-rotation', '0');

    await userEvent.click(body.getByRole('button', { name: '关闭' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The same from the keyboard: +, -, r, Shift+R, 0; the smallest zoom is 25%. */
export const Keyboard: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await image();
    await waitFor(() => expect(within(dialog).getByText('100%')).toBeVisible());
    await userEvent.keyboard('++');
    await expect(within(dialog).getByText('150%')).toBeVisible();
    await userEvent.keyboard('r');
    await expect(await image()).toHaveAttribute('data-rotation', '90');
    await userEvent.keyboard('R');
    await expect(await image()).toHaveAttribute('data-rotation', '0');
    await userEvent.keyboard('0');
    await userEvent.keyboard('-----');
    await expect(within(dialog).getByText('25%')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '缩小' })).toBeDisabled();
    await expect(within(dialog).getByText(/快捷键/)).toBeVisible();
  },
};

/** A PDF is not drawn here: a link opens it in the browser's own viewer. */
export const Pdf: Story = {
  args: { file: licencePdf },
  play: async () => {
    const body = within(document.body);
    const link = await body.findByRole('link', { name: '在新标签页中打开 PDF' });
    await waitFor(() => expect(link).toHaveAttribute('href', expect.stringMatching(/^blob:/)));
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(body.queryByRole('button', { name: '放大' })).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { language: 'en' },
  play: async () => {
    const body = within(document.body);
    await body.findByRole('dialog');
    await expect(body.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Rotate left' })).toBeVisible();
  },
};
