import { globalStyle, style } from '@vanilla-extract/css';
import { stackLayout } from '../../layout/recipes';
import { focusOutline } from '../../styles/focusRing';
import { vars } from '../../tokens/vars.css';

export const root = style([stackLayout({ gap: 'xs', minWidth: 0 })]);

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const asterisk = style({ marginInlineStart: vars.space.xxs, color: vars.color.danger });

export const description = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const error = style({ fontSize: vars.font.size.xs, color: vars.color.dangerSoftText });

export const hiddenInput = style({ display: 'none' });

export const invalid = style({});
export const disabled = style({});

// The editor's own stylesheet reads these custom properties: point them at the theme. The extra
// class in each selector outranks the library's light-mode rules.
const tema = {
  '--md-editor-font-family': vars.font.family,
  '--md-editor-background-color': vars.color.surface,
  '--md-editor-box-shadow-color': vars.color.border,
  '--color-canvas-default': vars.color.surface,
  '--color-canvas-subtle': vars.color.surfaceMuted,
  '--color-fg-default': vars.color.text,
  '--color-fg-muted': vars.color.textMuted,
  '--color-border-default': vars.color.border,
  '--color-border-muted': vars.color.border,
  '--color-accent-fg': vars.color.primarySoftText,
  '--color-neutral-muted': vars.color.surfaceMuted,
};

globalStyle(`${root} .w-md-editor.wmde-markdown-var`, {
  vars: tema,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: 'none',
  fontFamily: vars.font.family,
  color: vars.color.text,
});
globalStyle(`${root} .w-md-editor .wmde-markdown.wmde-markdown-color`, {
  vars: tema,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  background: vars.color.surface,
});
globalStyle(`${root} .w-md-editor:focus-within`, {
  borderColor: vars.color.primary,
  boxShadow: `0 0 0 ${vars.size.focusRing} ${vars.color.primarySoft}`,
});
globalStyle(`${invalid} .w-md-editor.wmde-markdown-var`, { borderColor: vars.color.danger });
globalStyle(`${disabled} .w-md-editor`, { background: vars.color.surfaceMuted });
globalStyle(`${root} .w-md-editor-toolbar`, {
  padding: vars.space.xs,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  background: vars.color.surfaceMuted,
});
globalStyle(`${root} .w-md-editor-toolbar ul`, { display: 'flex', flexWrap: 'wrap' });
globalStyle(`${root} .w-md-editor-toolbar li > button`, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlSm,
  height: vars.size.controlSm,
  margin: 0,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});
globalStyle(`${root} .w-md-editor-toolbar li > button:hover`, {
  background: vars.color.surfaceHover,
  color: vars.color.primary,
});
globalStyle(`${root} .w-md-editor-toolbar li > button:focus-visible`, {
  outline: focusOutline,
});
globalStyle(`${root} .w-md-editor-toolbar li > button:disabled`, {
  color: vars.color.textMuted,
  opacity: 0.6,
  cursor: 'not-allowed',
});
globalStyle(`${root} .w-md-editor-toolbar li.active > button`, {
  background: vars.color.primarySoft,
  color: vars.color.primarySoftText,
});
globalStyle(`${root} .w-md-editor-toolbar li > button svg`, {
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});
globalStyle(`${root} .w-md-editor-toolbar-divider`, {
  alignSelf: 'center',
  height: vars.size.iconSm,
  marginInline: vars.space.xs,
  background: vars.color.border,
});
globalStyle(
  `${root} .w-md-editor-text, ${root} .w-md-editor-text-input, ${root} .w-md-editor-text-pre`,
  {
    fontSize: `${vars.font.size.md} !important`,
    lineHeight: `${vars.font.lineHeight.normal} !important`,
  },
);
globalStyle(`${root} .w-md-editor-text-input::placeholder`, { color: vars.color.textMuted });
globalStyle(`${root} .wmde-markdown img`, { maxWidth: '100%' });
globalStyle(`${root} .wmde-markdown a`, {
  color: vars.color.primarySoftText,
  textDecoration: 'underline',
});
globalStyle(`${root} .wmde-markdown ul`, { listStyle: 'disc' });
globalStyle(`${root} .wmde-markdown ol`, { listStyle: 'decimal' });
