import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import { DATA_PERTEMUAN, TEKS_PANJANG } from '../../test/kitFixtures';
import { MobileSheet, type MobileSheetProps } from './MobileSheet';

function Demo(props: Omit<MobileSheetProps, 'children'> & { isLong?: boolean }) {
  const { isLong, ...rest } = props;
  return (
    <DialogTrigger>
      <Button variant="secondary">{rest.title}</Button>
      <MobileSheet {...rest}>
        <ul style={{ display: 'grid', gap: 12 }}>
          <li>Pendahuluan</li>
          {DATA_PERTEMUAN.map((p) => (
            <li key={p.id}>
              {p.pertemuan}. {p.judul} ({p.waktu})
            </li>
          ))}
          {isLong ? <li>{TEKS_PANJANG}</li> : null}
        </ul>
      </MobileSheet>
    </DialogTrigger>
  );
}

const meta = {
  title: 'Overlays/MobileSheet',
  component: Demo,
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '640px' } },
  },
  args: { title: 'Pilih Pertemuan' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const open: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button'));
  const body = within(canvasElement.ownerDocument.body);
  await expect(await body.findByRole('dialog')).toBeInTheDocument();
};

export const Closed: Story = { parameters: { screenshot: {} } };

/** Full screen below 768 px. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: open,
};

/** A side sheet from the tablet width up. */
export const Desktop: Story = { play: open };

export const WithFooter: Story = {
  args: {
    title: 'Filter',
    footer: (
      <>
        <Button variant="secondary" size="large">
          Reset
        </Button>
        <Button size="large">Terapkan</Button>
      </>
    ),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Filter</Button>
      <MobileSheet {...args}>
        <div style={{ display: 'grid', gap: 16 }}>
          <TextField label="Mata Kuliah" />
          <TextField label="Prodi Matkul" />
        </div>
      </MobileSheet>
    </DialogTrigger>
  ),
  globals: { viewport: { value: 'mobile' } },
  play: open,
};

export const LongText: Story = {
  args: {
    title: 'Pilih Pertemuan Kuliah Metodologi Penelitian Kuantitatif dan Kualitatif',
    isLong: true,
  },
  globals: { viewport: { value: 'mobile' } },
  play: open,
};
