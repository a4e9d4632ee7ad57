import type { Meta, StoryObj } from '@storybook/react-vite';
import { breakpoints } from './breakpoints';
import { tokens } from './tokens';
import { vars } from './vars.css';

const semantic = ['primary', 'success', 'warning', 'danger', 'dark', 'grey', 'blue'] as const;

function Palette() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <h1 style={{ fontSize: vars.font.size.xl }}>Warna semantik</h1>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          gap: 8,
        }}
      >
        {semantic.map((name) => (
          <div
            key={name}
            style={{
              background: vars.color[name],
              color: vars.color[`${name}Text`],
              padding: vars.space.md,
              borderRadius: vars.radius.md,
            }}
          >
            <strong>{name}</strong>
            <div>{tokens.color[name]}</div>
          </div>
        ))}
      </div>
      <h2 style={{ fontSize: vars.font.size.lg }}>Netral</h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {(
          [
            'background',
            'surface',
            'surfaceMuted',
            'border',
            'borderStrong',
            'text',
            'textMuted',
          ] as const
        ).map((name) => (
          <div key={name} style={{ width: 120 }}>
            <div
              style={{
                height: 40,
                background: vars.color[name],
                border: `1px solid ${vars.color.border}`,
                borderRadius: vars.radius.sm,
              }}
            />
            <div style={{ fontSize: vars.font.size.xs }}>{name}</div>
          </div>
        ))}
      </div>
      <h2 style={{ fontSize: vars.font.size.lg }}>Banner bawaan</h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {(Object.keys(tokens.bannerGradient) as (keyof typeof tokens.bannerGradient)[]).map(
          (key) => (
            <div
              key={key}
              style={{
                width: 120,
                height: 48,
                borderRadius: vars.radius.md,
                backgroundImage: vars.bannerGradient[key],
              }}
            />
          ),
        )}
      </div>
    </div>
  );
}

function Typography() {
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {(Object.keys(tokens.font.size) as (keyof typeof tokens.font.size)[]).map((size) => (
        <p key={size} style={{ fontSize: vars.font.size[size] }}>
          {size}: Mahasiswa mengikuti perkuliahan daring melalui LMS.
        </p>
      ))}
      <p>
        Breakpoint:{' '}
        {Object.entries(breakpoints)
          .map(([name, px]) => `${name} ${px}px`)
          .join(', ')}
      </p>
    </div>
  );
}

const meta = {
  title: 'Tokens/Theme',
  component: Palette,
} satisfies Meta<typeof Palette>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {};

export const Type: Story = { render: () => <Typography /> };
